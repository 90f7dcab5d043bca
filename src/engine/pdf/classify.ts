/** Which pages need OCR: pages without a usable text layer that paint an image. */
import { getResolvedPDFJS } from 'unpdf';
import type { PageWords } from '../types.ts';
import type { PdfDocument } from './open.ts';
import { MIN_TEXT_CHARS, countTextChars } from './words.ts';

export const hasTextLayer = (page: PageWords): boolean => countTextChars(page) >= MIN_TEXT_CHARS;

/** Share of a page's glyphs with no Unicode mapping from which its text layer is read by OCR instead, whatever its script. */
const MAX_UNMAPPED_SHARE = 0.03;

/**
 * A text layer that lost letters: its glyphs drawn, some with no character behind them ("दनांक"
 * for "दिनांक"). Its words may misread dates and labels: when its reading is not verified, the
 * page is rendered and read by OCR.
 */
export function brokenTextLayer(page: PageWords): boolean {
  const unmapped = page.unmappedGlyphs ?? 0;
  return unmapped >= MIN_TEXT_CHARS / 2 && unmapped > (countTextChars(page) + unmapped) * MAX_UNMAPPED_SHARE;
}

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type OperatorList = Awaited<ReturnType<PdfPage['getOperatorList']>>;

/** True when the page paints at least one raster image (a scan, a photo of a statement). */
export async function pageHasImages(doc: PdfDocument, pageNumber: number): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const imageOps = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);
  const page = await doc.getPage(pageNumber);
  let list: OperatorList;
  try {
    list = await page.getOperatorList();
  } catch (error) {
    page.cleanup();
    throw error;
  }
  const decoding = undecodedImages(page, list, [OPS.paintImageXObject, OPS.paintImageXObjectRepeat]);
  // Released once its images arrived: releasing it before would drop the wait for them.
  if (decoding.length === 0) page.cleanup();
  else
    awaitImages(
      doc,
      Promise.all(decoding).then(() => void page.cleanup()),
    );
  return list.fnArray.some((fn) => imageOps.has(fn));
}

/**
 * pdf.js resolves `getOperatorList` before the page's images are decoded, and decodes them even
 * when nobody waits for them any more: nothing cancels it, not even destroying the document. A
 * damaged image (/BitsPerComponent 6887605, found by fuzzing) keeps the thread busy for minutes
 * after its document ended in NO_TRANSACTIONS_FOUND in 0.2 s, and whatever the thread reads next
 * waits behind it. So every image decoding started here is waited for: its document is destroyed
 * only once they arrived (`imagesPending`), and `imageDecodingDone` tells the thread's owner when
 * none is left, so that a pool hands the thread its next document only then (or replaces it).
 */
let decodingCount = 0;
const whenDone: Array<() => void> = [];
const pendingByDocument = new WeakMap<PdfDocument, Array<Promise<void>>>();
/** Should an image never arrive (no decoding running, yet no answer), its document is destroyed after this. */
const IMAGE_WAIT_LIMIT_MS = 60_000;

function undecodedImages(page: PdfPage, list: OperatorList, ops: number[]): Array<Promise<unknown>> {
  const ids = new Set<string>();
  list.fnArray.forEach((fn, i) => {
    const id = (list.argsArray[i] as unknown[] | null)?.[0];
    if (ops.includes(fn) && typeof id === 'string') ids.add(id);
  });
  const waits: Array<Promise<unknown>> = [];
  for (const id of ids) {
    // pdf.js keeps images shared by the whole document (ids "g_…") with the document, the others with the page.
    const objects = id.startsWith('g_') ? page.commonObjs : page.objs;
    if (!objects.has(id)) waits.push(new Promise((resolve) => objects.get(id, resolve)));
  }
  return waits;
}

function awaitImages(doc: PdfDocument, delivered: Promise<void>): void {
  decodingCount++;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IMAGE_WAIT_LIMIT_MS);
    (timer as { unref?: () => void }).unref?.();
  });
  const settled = Promise.race([delivered.catch(() => undefined), limit]).then(() => {
    clearTimeout(timer);
    if (--decodingCount === 0) for (const wake of whenDone.splice(0)) wake();
  });
  pendingByDocument.set(doc, [...(pendingByDocument.get(doc) ?? []), settled]);
}

/** The image decodings this document's pages started that have not arrived yet, or null. */
export function imagesPending(doc: PdfDocument): Promise<void> | null {
  const pending = pendingByDocument.get(doc);
  pendingByDocument.delete(doc);
  return pending ? Promise.all(pending).then(() => undefined) : null;
}

/**
 * Resolves once pdf.js has finished the work that documents read in this thread left running
 * (images it decodes after `convert` or `inspect` settled). The library's worker threads wait for
 * it before they take another document; a pool of one's own around `convert(..., { isolate: false })`
 * can do the same, and replace a thread or process that does not get there within a second or two.
 */
export function imageDecodingDone(): Promise<void> {
  return decodingCount === 0 ? Promise.resolve() : new Promise((resolve) => whenDone.push(resolve));
}
