/**
 * Bounds what a document's compressed streams decode to, before pdf.js sees the file.
 *
 * pdf.js inflates a content stream into one growing buffer and keeps it: a 1 MB page whose
 * stream inflates to 1 GiB of spaces held 2.2 GB and a minute of CPU
 * (`corpus/hostile/inflate-bomb.pdf`). Here every Flate stream is inflated natively (zlib, far faster than
 * pdf.js's JavaScript inflater) with a ceiling, and a document past the ceiling is refused with
 * DOCUMENT_TOO_LARGE.
 *
 * Image streams are not inflated here: pdf.js decodes only the width × height bytes an image
 * declares, and `MAX_IMAGE_PIXELS` (given to pdf.js) bounds those. Encrypted streams do not
 * start with a zlib header and are skipped; the worker's memory limit is their bound.
 *
 * The browser build uses decoded-size.browser.ts instead (no zlib or Buffer there).
 */
import { constants, inflateSync } from 'node:zlib';

import { DICTIONARY_LOOKBACK_BYTES, MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES, tooLarge } from './decoded-size-limits.ts';

export { MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES, MAX_IMAGE_PIXELS } from './decoded-size-limits.ts';

const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

/** A zlib header: deflate method, a window of at most 32 KiB, and the header check bits. */
function hasZlibHeader(bytes: Buffer, at: number): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** Where the data of the stream whose keyword ends at `end` starts (after its end of line), or -1. */
function dataStart(bytes: Buffer, end: number): number {
  if (bytes[end] === 0x0d && bytes[end + 1] === 0x0a) return end + 2;
  if (bytes[end] === 0x0a || bytes[end] === 0x0d) return end + 1;
  return -1;
}

/** The stream's dictionary says it is an image (decoded by pdf.js only as far as its size). */
function isImageStream(bytes: Buffer, keyword: number): boolean {
  const from = Math.max(0, keyword - DICTIONARY_LOOKBACK_BYTES);
  const before = bytes.subarray(from, keyword);
  const objStart = before.lastIndexOf('obj');
  const dictionary = objStart >= 0 ? before.subarray(objStart) : before;
  return dictionary.includes('/Image');
}

/**
 * Throws DOCUMENT_TOO_LARGE when a non-image stream decodes past MAX_DECODED_STREAM_BYTES or all of
 * them together past MAX_DECODED_DOCUMENT_BYTES. A damaged stream counts only if it reaches the
 * per-stream limit before its damage (pdf.js stops at the same damage).
 */
export function checkDecodedSize(input: Uint8Array): void {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let total = 0;
  let at = bytes.indexOf(STREAM);
  while (at !== -1) {
    const isEnd = at >= 3 && bytes.subarray(at - 3, at).toString('latin1') === 'end';
    const start = isEnd ? -1 : dataStart(bytes, at + STREAM.length);
    let next = at + STREAM.length;
    if (start !== -1 && hasZlibHeader(bytes, start) && !isImageStream(bytes, at)) {
      const end = bytes.indexOf(ENDSTREAM, start);
      const data = bytes.subarray(start, end === -1 ? bytes.length : end);
      const size = decodedSize(data, Math.min(MAX_DECODED_STREAM_BYTES, MAX_DECODED_DOCUMENT_BYTES - total));
      total += size;
      if (end !== -1) next = end + ENDSTREAM.length;
    }
    at = bytes.indexOf(STREAM, next);
  }
}

function decodedSize(data: Buffer, limit: number): number {
  try {
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit }).byteLength;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') {
      throw tooLarge(limit);
    }
    return 0; // damaged data: pdf.js fails on it too, and nothing large was produced
  }
}
