/** The decoded-size limits, shared by decoded-size.ts (Node) and decoded-size.browser.ts. */
import { ConversionError } from '../errors.ts';

/** Largest decoded stream: a full CJK TrueType font is ~25 MB, a statement page's content stream well under 1 MB. */
export const MAX_DECODED_STREAM_BYTES = 64 * 1024 * 1024;
/** Largest sum of decoded non-image streams in one document (fonts, pages, object streams). */
export const MAX_DECODED_DOCUMENT_BYTES = 256 * 1024 * 1024;
/** Largest image pdf.js decodes, in pixels: an A4 page scanned at 600 dpi is 35 M pixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How far before a `stream` keyword its dictionary is looked for. */
export const DICTIONARY_LOOKBACK_BYTES = 2048;

export function tooLarge(limit: number): ConversionError {
  return new ConversionError(
    'DOCUMENT_TOO_LARGE',
    `The PDF decodes to more than the engine reads (a stream over ${limit} bytes; limits ${MAX_DECODED_STREAM_BYTES} per stream, ${MAX_DECODED_DOCUMENT_BYTES} per document).`,
  );
}
