/**
 * Statements edited the ways people edit them, made from an untouched PDF for the authenticity
 * benchmark (`npm run bench:authenticity`) and its test (test/authenticity.test.ts):
 *
 * - `qdf-edit`: opened with `qpdf --qdf`, one digit of a figure changed in the page content by hand,
 *   repaired with `fix-qdf` (what qpdf's manual suggests for hand edits);
 * - `qdf-edit-resaved`: the same, then saved again by `qpdf` into an ordinary file (no QDF marks);
 * - `incremental`: the page content with a figure changed appended as an incremental update (what
 *   an editor's "save" does: the original bytes stay, a new revision follows);
 * - `overlay`: a figure covered by a white box with another written over it, saved by pdf-lib (what
 *   online editors do);
 * - `resaved`: saved again by `qpdf` without any change (not an edit of the content: reported apart).
 *
 * Figures are changed in content streams whose strings carry one byte per character (simple
 * fonts); a statement whose figures are drawn with two-byte codes gets only `overlay` and `resaved`.
 * qpdf and fix-qdf must be on the PATH for the qpdf edits (Debian package qpdf).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFRef, StandardFonts, decodePDFRawStream, rgb } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';

export type EditKind = 'qdf-edit' | 'qdf-edit-resaved' | 'incremental' | 'overlay' | 'resaved';
export const EDIT_KINDS: readonly EditKind[] = ['qdf-edit', 'qdf-edit-resaved', 'incremental', 'overlay', 'resaved'];
/** The edits that change what the page shows; `resaved` changes nothing a reader sees. */
export const CONTENT_EDITS: readonly EditKind[] = ['qdf-edit', 'qdf-edit-resaved', 'incremental', 'overlay'];

const MONEY = /^[-+(]?[$€£]?\d{1,3}(?:[,.' ]\d{3})*[.,]\d{2}[-)]?$/;

export function hasQpdf(): boolean {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
    execFileSync('sh', ['-c', 'command -v fix-qdf'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const fromLatin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** A different digit in the same place: 0→1, …, 9→8 (never a new leading zero problem: same length). */
function otherDigit(d: string): string {
  return d === '9' ? '8' : String(Number(d) + 1);
}

/**
 * Changes one digit of the `nth` figure drawn in a content stream (literal or hex string of a
 * one-byte font). Returns null when no figure is drawn that way.
 */
export function editFigure(content: string, nth = 2): string | null {
  const strings = [...content.matchAll(/\((?:[^()\\]|\\.)*\)|<[0-9A-Fa-f\s]+>/g)];
  const figures = strings.filter((m) => {
    const text = decodeString(m[0]);
    return MONEY.test(text.trim());
  });
  const target = figures[Math.min(nth, figures.length - 1)];
  if (!target) return null;
  const text = decodeString(target[0]);
  const at = text.search(/[1-9]/);
  if (at < 0) return null;
  const changed = text.slice(0, at) + otherDigit(text[at] as string) + text.slice(at + 1);
  const written = target[0].startsWith('<') ? `<${Buffer.from(changed, 'latin1').toString('hex')}>` : `(${changed.replace(/[()\\]/g, '\\$&')})`;
  const index = target.index ?? 0;
  return content.slice(0, index) + written + content.slice(index + target[0].length);
}

function decodeString(token: string): string {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1');
  return token.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

function withTemp<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'bsc-edit-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function qdfEdit(pdf: Uint8Array, resave: boolean): Uint8Array | null {
  return withTemp((dir) => {
    const input = join(dir, 'in.pdf');
    const qdf = join(dir, 'qdf.pdf');
    const fixed = join(dir, 'fixed.pdf');
    writeFileSync(input, pdf);
    execFileSync('qpdf', ['--qdf', '--object-streams=disable', input, qdf], { stdio: 'ignore' });
    const text = readFileSync(qdf).toString('latin1');
    // Only inside page content streams ("%% Contents for page N" in QDF output).
    const marker = text.indexOf('%% Contents for page');
    if (marker < 0) return null;
    const start = text.indexOf('stream', marker) + 'stream'.length;
    const end = text.indexOf('endstream', start);
    const edited = editFigure(text.slice(start, end));
    if (edited === null) return null;
    writeFileSync(qdf, Buffer.from(text.slice(0, start) + edited + text.slice(end), 'latin1'));
    execFileSync('sh', ['-c', `fix-qdf < "${qdf}" > "${fixed}"`], { stdio: 'ignore' });
    if (!resave) return new Uint8Array(readFileSync(fixed));
    const out = join(dir, 'out.pdf');
    execFileSync('qpdf', ['--object-streams=generate', fixed, out], { stdio: 'ignore' });
    return new Uint8Array(readFileSync(out));
  });
}

function resaved(pdf: Uint8Array): Uint8Array {
  return withTemp((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('qpdf', [join(dir, 'in.pdf'), join(dir, 'out.pdf')], { stdio: 'ignore' });
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  });
}

/** Page 1's content stream that draws a figure, edited, appended as a new revision of the same object. */
async function incremental(pdf: Uint8Array): Promise<Uint8Array | null> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const contents = doc.getPages()[0]?.node.get(PDFName.of('Contents'));
  const resolved = contents instanceof PDFRef ? doc.context.lookup(contents) : contents;
  const refs: PDFObject[] = resolved instanceof PDFArray ? resolved.asArray() : [contents as PDFObject];
  for (const ref of refs) {
    if (!(ref instanceof PDFRef)) continue;
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const edited = editFigure(latin1(decodePDFRawStream(stream).decode()));
    if (edited === null) continue;
    const original = latin1(pdf);
    const prev = [...original.matchAll(/startxref\s+(\d+)/g)].pop()?.[1];
    const root = doc.context.trailerInfo.Root as PDFRef;
    const size = doc.context.largestObjectNumber + 1;
    let update = original.endsWith('\n') ? '' : '\n';
    const objectOffset = original.length + update.length;
    update += `${ref.objectNumber} ${ref.generationNumber} obj\n<< /Length ${edited.length} >>\nstream\n${edited}\nendstream\nendobj\n`;
    const xrefOffset = original.length + update.length;
    const entry = `${String(objectOffset).padStart(10, '0')} ${String(ref.generationNumber).padStart(5, '0')} n \n`;
    update += `xref\n0 1\n0000000000 65535 f \n${ref.objectNumber} 1\n${entry}trailer\n<< /Size ${size} /Root ${root.toString()} /Prev ${prev} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
    return fromLatin1(original + update);
  }
  return null;
}

/** The third figure of page 1 covered by a white box, with a figure one digit off written over it, saved by pdf-lib. */
async function overlay(pdf: Uint8Array): Promise<Uint8Array | null> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  let target: { str: string; transform: number[]; width: number } | undefined;
  try {
    const content = await (await proxy.getPage(1)).getTextContent();
    const figures = content.items.filter((item) => 'str' in item && MONEY.test(item.str.trim())) as { str: string; transform: number[]; width: number }[];
    target = figures[Math.min(2, figures.length - 1)];
  } finally {
    await proxy.destroy();
  }
  if (!target) return null;
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPages()[0];
  if (!page) return null;
  const [, , , d, x, y] = target.transform as [number, number, number, number, number, number];
  const size = Math.abs(d) || 9;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = target.str.trim();
  const at = text.search(/[1-9]/);
  const changed = text.slice(0, at) + otherDigit(text[at] as string) + text.slice(at + 1);
  const width = font.widthOfTextAtSize(changed, size);
  page.drawRectangle({ x: x - 1, y: y - size * 0.25, width: Math.max(target.width, width) + 2, height: size * 1.15, color: rgb(1, 1, 1) });
  page.drawText(changed, { x: x + target.width - width, y, size, font, color: rgb(0, 0, 0) });
  return doc.save();
}

/** The edited copy, or null when this kind of edit does not apply to the statement. */
export async function makeEdit(kind: EditKind, pdf: Uint8Array): Promise<Uint8Array | null> {
  switch (kind) {
    case 'qdf-edit':
      return qdfEdit(pdf, false);
    case 'qdf-edit-resaved':
      return qdfEdit(pdf, true);
    case 'incremental':
      return incremental(pdf);
    case 'overlay':
      return overlay(pdf);
    case 'resaved':
      return resaved(pdf);
  }
}
