/** Which pages need OCR: pages without a usable text layer that paint an image. */
import { getResolvedPDFJS } from 'unpdf';
import type { PageWords } from '../types.ts';
import type { PdfDocument } from './open.ts';
import { MIN_TEXT_CHARS, countTextChars } from './words.ts';

export const hasTextLayer = (page: PageWords): boolean => countTextChars(page) >= MIN_TEXT_CHARS;

/** True when the page paints at least one raster image (a scan, a photo of a statement). */
export async function pageHasImages(doc: PdfDocument, pageNumber: number): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const imageOps = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat]);
  const page = await doc.getPage(pageNumber);
  try {
    const list = await page.getOperatorList();
    return list.fnArray.some((fn) => imageOps.has(fn));
  } finally {
    page.cleanup();
  }
}
