/**
 * The browser build's counterpart of decoded-size.ts (esbuild picks it; see
 * scripts/web-engine-build.mjs): the same scan for Flate streams and the same limits, with fflate's
 * streaming inflater instead of node:zlib and a Latin-1 string instead of Buffer searches.
 */
import { Unzlib } from 'fflate';
import { DICTIONARY_LOOKBACK_BYTES, MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES, tooLarge } from './decoded-size-limits.ts';

export { MAX_DECODED_DOCUMENT_BYTES, MAX_DECODED_STREAM_BYTES, MAX_IMAGE_PIXELS } from './decoded-size-limits.ts';

/** Compressed bytes fed per step: deflate expands at most ~1032×, so one step stays a few MB. */
const INPUT_STEP_BYTES = 4096;

function hasZlibHeader(bytes: Uint8Array, at: number): boolean {
  const cmf = bytes[at];
  const flg = bytes[at + 1];
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && cmf >> 4 <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

function dataStart(bytes: Uint8Array, end: number): number {
  if (bytes[end] === 0x0d && bytes[end + 1] === 0x0a) return end + 2;
  if (bytes[end] === 0x0a || bytes[end] === 0x0d) return end + 1;
  return -1;
}

function isImageStream(text: string, keyword: number): boolean {
  const before = text.slice(Math.max(0, keyword - DICTIONARY_LOOKBACK_BYTES), keyword);
  const objStart = before.lastIndexOf('obj');
  return (objStart >= 0 ? before.slice(objStart) : before).includes('/Image');
}

export function checkDecodedSize(input: Uint8Array): void {
  // One character per byte, so string offsets are byte offsets (only ASCII keywords are searched).
  const text = new TextDecoder('latin1').decode(input);
  let total = 0;
  let at = text.indexOf('stream');
  while (at !== -1) {
    const isEnd = at >= 3 && text.slice(at - 3, at) === 'end';
    const start = isEnd ? -1 : dataStart(input, at + 'stream'.length);
    let next = at + 'stream'.length;
    if (start !== -1 && hasZlibHeader(input, start) && !isImageStream(text, at)) {
      const end = text.indexOf('endstream', start);
      const data = input.subarray(start, end === -1 ? input.length : end);
      total += decodedSize(data, Math.min(MAX_DECODED_STREAM_BYTES, MAX_DECODED_DOCUMENT_BYTES - total));
      if (end !== -1) next = end + 'endstream'.length;
    }
    at = text.indexOf('stream', next);
  }
}

class LimitReached extends Error {}

/** Decoded length, counting as it goes and stopping past `limit`; damaged data counts 0, as with zlib. */
function decodedSize(data: Uint8Array, limit: number): number {
  let size = 0;
  const inflater = new Unzlib((chunk) => {
    size += chunk.length;
    if (size > limit) throw new LimitReached();
  });
  try {
    // Never `final`: a truncated stream yields what it holds, like zlib's Z_SYNC_FLUSH.
    for (let at = 0; at < data.length; at += INPUT_STEP_BYTES) inflater.push(data.subarray(at, at + INPUT_STEP_BYTES));
  } catch (error) {
    if (error instanceof LimitReached) throw tooLarge(limit);
    return 0;
  }
  return size;
}
