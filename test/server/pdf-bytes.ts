/**
 * Hand-made PDF bytes for the security tests: a page tree that lies about its `/Count`, pages of
 * any size, and an xref rebuilt after an edit so pdf.js reads the file as written (no repair).
 * Everything is generated here in TypeScript; no external tool is needed.
 */
import PDFDocument from 'pdfkit';

/** Rebuilds the classic xref table and `startxref` of a PDF whose objects were edited in place. */
export function rebuildXref(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const body = text.slice(0, text.lastIndexOf('xref'));
  const offsets = new Map<number, number>();
  for (const match of body.matchAll(/(?:^|[\r\n])(\d+) 0 obj\b/g)) {
    const at = (match.index ?? 0) + (match[0].startsWith('\n') || match[0].startsWith('\r') ? 1 : 0);
    offsets.set(Number(match[1]), at);
  }
  const size = Math.max(...offsets.keys()) + 1;
  const rows = ['0000000000 65535 f \n'];
  for (let n = 1; n < size; n++) {
    const at = offsets.get(n);
    rows.push(at === undefined ? '0000000000 65535 f \n' : `${String(at).padStart(10, '0')} 00000 n \n`);
  }
  const trailerStart = text.indexOf('trailer', body.length);
  const trailer = text.slice(trailerStart, text.indexOf('startxref', trailerStart));
  return Buffer.from(`${body}xref\n0 ${size}\n${rows.join('')}${trailer}startxref\n${body.length}\n%%EOF\n`, 'latin1');
}

/** `pdf` with the root page tree's `/Count` replaced (pdfkit writes one `/Count` for its one Pages node). */
export function withPageCount(pdf: Buffer, count: number): Buffer {
  const text = pdf.toString('latin1');
  if (!/\/Count \d+/.test(text)) throw new Error('no /Count in this PDF');
  const edited = text.replace(/\/Count \d+/, `/Count ${count}`);
  return rebuildXref(Buffer.from(edited, 'latin1'));
}

export interface PageSpec {
  /** Points; A4 is 595.28 × 841.89. */
  width?: number;
  height?: number;
  lines?: string[];
}

/** A text PDF from pdfkit (content streams uncompressed, so the file stays easy to edit). */
export function makePdf(pages: PageSpec[], options: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      autoFirstPage: false,
      compress: false,
      ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: `${options.userPassword}-owner`, pdfVersion: '1.7' as const } : {}),
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const page of pages) {
      doc.addPage({ size: [page.width ?? 595.28, page.height ?? 841.89], margin: 36 });
      for (const line of page.lines ?? ['A page of text that is not a statement.']) doc.text(line);
    }
    doc.end();
  });
}
