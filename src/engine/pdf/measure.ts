/**
 * The cheap first look at a PDF: its page count and each page's size as shown (CropBox ∩
 * MediaBox, after /Rotate), read from the page dictionaries without any content stream. A service
 * that bills by page area checks these before the expensive part (text extraction, conversion).
 */
import { ConversionError } from '../errors.ts';
import type { PageSize } from '../types.ts';
import { openPdf } from './open.ts';

export interface MeasureOptions {
  password?: string | undefined;
  /** Past this many pages the sizes are not read (`pageSizes` null): the count already says enough. */
  maxPages?: number | undefined;
}

export interface PageMeasure {
  numberOfPages: number;
  /** One per page, in points; null when the count exceeded `maxPages`. */
  pageSizes: PageSize[] | null;
}

/** Rejects as `convert` does for an unreadable or locked file (NOT_A_PDF, CORRUPT_PDF, PASSWORD_REQUIRED, INVALID_PASSWORD). */
export async function measurePages(bytes: Uint8Array, options: MeasureOptions = {}): Promise<PageMeasure> {
  const doc = await openPdf(bytes, { password: options.password });
  try {
    const numberOfPages = doc.numPages;
    if (options.maxPages !== undefined && numberOfPages > options.maxPages) return { numberOfPages, pageSizes: null };
    const pageSizes: PageSize[] = [];
    for (let n = 1; n <= numberOfPages; n++) {
      const page = await doc.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      pageSizes.push({ width, height });
      page.cleanup();
    }
    return { numberOfPages, pageSizes };
  } catch (error) {
    if (ConversionError.is(error)) throw error;
    throw new ConversionError('CORRUPT_PDF', `The PDF cannot be read: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
