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

const A4 = { width: 595.28, height: 841.89 };
/**
 * pdf.js itself skips a glyph whose origin lies outside the page, but on the left edge it compares
 * the origin plus the glyph's advance in text space, before the text and graphics matrices scale
 * it: text set at 1000 times the size and scaled back down by the matrix passes that check up to
 * hundreds of points left of the page. The review's hidden pages are drawn that way.
 */
const HIDDEN_TEXT_SCALE = 1000;

/**
 * A statement of `pages` pages of `rowsPerPage` rows each (dates in March 2024, balances that
 * add up). `hide`: every page but the last is drawn onto the last one's A4 page, outside its
 * MediaBox, `above` its top edge or to its `left` (see HIDDEN_TEXT_SCALE), as the second review's
 * finding 3 did; without it each page is its own. Row descriptions name their page
 * (`Page 2 item 5`), so a test can tell which pages were read. `scaledText`: every page is drawn
 * the way hidden pages on the left are (to be moved off its box with `withShiftedBox`).
 */
export function multiPageStatement(options: { pages: number; rowsPerPage: number; hide?: 'above' | 'left'; scaledText?: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, compress: false, info: { CreationDate: new Date(0) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    let cents = 100_000;
    const money = (c: number): string => (c / 100).toFixed(2);
    const total = options.pages * options.rowsPerPage;
    let row = 0;
    for (let page = 0; page < options.pages; page++) {
      const behind = options.pages - 1 - page;
      if (!options.hide || page === 0) doc.addPage({ size: [A4.width, A4.height], margin: 0 });
      // pdfkit's y grows downwards from the top edge: a negative offset is above the page.
      const [dx, dy] = options.hide === 'above' ? [0, -behind * A4.height] : options.hide === 'left' ? [-behind * A4.width, 0] : [0, 0];
      const k = (options.hide === 'left' && behind > 0) || options.scaledText ? HIDDEN_TEXT_SCALE : 1;
      doc
        .save()
        .translate(dx, dy)
        .scale(1 / k)
        .fontSize(10 * k);
      // Right-aligned by hand: pdfkit's own alignment wraps lines, and adds pages past the page end.
      const put = (text: string, x: number, y: number, alignRightIn?: number): void => {
        const left = alignRightIn === undefined ? x * k : (x + alignRightIn) * k - doc.widthOfString(text);
        doc.text(text, left, y * k, { lineBreak: false });
      };
      put('Account statement', 50, 50);
      put('Statement period 01/03/2024 to 31/03/2024', 50, 66);
      let y = 110;
      const line = (cells: [string, string, string, string]): void => {
        put(cells[0], 50, y);
        put(cells[1], 140, y);
        put(cells[2], 340, y, 80);
        put(cells[3], 440, y, 80);
        y += 16;
      };
      line(['Date', 'Description', 'Amount', 'Balance']);
      if (page === 0) line(['01/03/2024', 'Opening balance', '', money(cents)]);
      for (let i = 0; i < options.rowsPerPage; i++, row++) {
        const amount = (row % 3 === 0 ? 1 : -1) * (1_000 + 37 * row);
        cents += amount;
        const day = String(2 + Math.floor((row * 28) / total)).padStart(2, '0');
        line([`${day}/03/2024`, `Page ${page + 1} item ${i + 1}`, money(amount), money(cents)]);
      }
      if (page === options.pages - 1) line(['31/03/2024', 'Closing balance', '', money(cents)]);
      doc.restore();
    }
    doc.end();
  });
}

/**
 * `pdf` (one page, a classic xref) with its visible area moved by `dx`, `dy` points (right, up),
 * away from the content: the MediaBox itself, or (`cropBox`) a CropBox inside a MediaBox grown to
 * hold both (a viewer shows CropBox ∩ MediaBox).
 */
export function withShiftedBox(pdf: Buffer, shift: { dx?: number; dy?: number }, options: { cropBox?: boolean } = {}): Buffer {
  const { dx = 0, dy = 0 } = shift;
  const text = pdf.toString('latin1');
  const match = /\/MediaBox \[([\d. ]+)\]/.exec(text);
  if (!match) throw new Error('no /MediaBox in this PDF');
  const [x0, y0, x1, y1] = (match[1] as string).trim().split(/\s+/).map(Number) as [number, number, number, number];
  const moved = [x0 + dx, y0 + dy, x1 + dx, y1 + dy];
  const union = [Math.min(x0, moved[0] as number), Math.min(y0, moved[1] as number), Math.max(x1, moved[2] as number), Math.max(y1, moved[3] as number)];
  const replacement = options.cropBox ? `/MediaBox [${union.join(' ')}]\n/CropBox [${moved.join(' ')}]` : `/MediaBox [${moved.join(' ')}]`;
  return rebuildXref(Buffer.from(text.replace(match[0], replacement), 'latin1'));
}
