/**
 * Opening a PDF with pdf.js (through unpdf), mapping every failure to a ConversionError code.
 * Whoever calls `openPdf` owns the returned document and must `destroy()` it in `finally`.
 */
import { getDocumentProxy } from 'unpdf';
import { ConversionError } from '../errors.ts';
import { MAX_IMAGE_PIXELS, checkDecodedSize } from './decoded-size.ts';
import { installPdfJsPolyfills } from './polyfill.ts';

export type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** The header may be preceded by junk (some producers prepend bytes); pdf.js accepts 1 KiB of it. */
const HEADER_SEARCH_BYTES = 1024;
/** pdf.js reports password problems with these codes on its PasswordException. */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** Plain byte search (no Buffer), so the browser build of the engine runs this same code. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.byteLength, HEADER_SEARCH_BYTES) - PDF_MAGIC.length;
  outer: for (let at = 0; at <= end; at++) {
    for (let k = 0; k < PDF_MAGIC.length; k++) if (bytes[at + k] !== PDF_MAGIC[k]) continue outer;
    return true;
  }
  return false;
}

// Declared with the public types, so that the published ones never reach pdf.js's.
export type { PdfJsFactories } from '../types.ts';
import type { PdfJsFactories } from '../types.ts';

export interface OpenOptions {
  password?: string | undefined;
  signal?: AbortSignal | undefined;
  pdfjsFactories?: PdfJsFactories | undefined;
}

export async function openPdf(bytes: Uint8Array, options: OpenOptions = {}): Promise<PdfDocument> {
  if (bytes.byteLength === 0) throw new ConversionError('NOT_A_PDF', 'The file is empty.');
  if (!hasPdfHeader(bytes)) throw new ConversionError('NOT_A_PDF', 'The file is not a PDF (no %PDF- header).');
  installPdfJsPolyfills();
  throwIfAborted(options.signal);
  checkDecodedSize(bytes);
  // pdf.js detaches the buffer it is given: hand it a copy so the caller's bytes stay intact.
  const data = new Uint8Array(bytes);
  let doc: PdfDocument;
  try {
    doc = await getDocumentProxy(data, {
      password: options.password,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      stopAtErrors: false,
      maxImageSize: MAX_IMAGE_PIXELS,
      // Node has neither, so these are its defaults; a browser would otherwise hand decoded images
      // over as ImageBitmaps (no pixels for the embedded-scan route) and decode JPEGs its own way.
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      ...(options.pdfjsFactories as object | undefined),
    });
  } catch (error) {
    throw mapOpenError(error, options.password);
  }
  try {
    checkPageCount(doc.numPages);
  } catch (error) {
    await doc.destroy().catch(() => undefined);
    throw error;
  }
  return doc;
}

/**
 * pdf.js takes the page count from the page tree's `/Count` and repairs it only when the count is
 * above 1 and its last page is missing; a count of 0 or below (`/Count -1000`) comes through as
 * is, with no page readable. Such a file is not a document: refuse it here, so no caller ever
 * sees (or bills) a page count below 1. A count above the real tree is repaired by pdf.js
 * (it walks the tree), and one below it only hides pages, which are then never read.
 */
function checkPageCount(count: number): void {
  if (!Number.isInteger(count) || count < 1) {
    throw new ConversionError('CORRUPT_PDF', `The PDF cannot be read: its page tree declares ${count} pages.`);
  }
}

function mapOpenError(error: unknown, password: string | undefined): ConversionError {
  const e = error as { name?: string; code?: number; message?: string };
  if (e?.name === 'PasswordException') {
    if (e.code === INCORRECT_PASSWORD || (e.code === NEED_PASSWORD && password)) {
      return new ConversionError('INVALID_PASSWORD', 'The password is incorrect.', { cause: error });
    }
    return new ConversionError('PASSWORD_REQUIRED', 'The PDF is password-protected; a password is required.', { cause: error });
  }
  return new ConversionError('CORRUPT_PDF', `The PDF cannot be read: ${e?.message ?? String(error)}`, { cause: error });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ConversionError('ABORTED', 'The conversion was aborted.', { cause: signal.reason });
}

/** True when the document carries an /Encrypt dictionary (even one opened without a user password). */
export async function isEncrypted(doc: PdfDocument): Promise<boolean> {
  const { info } = (await doc.getMetadata()) as { info: { EncryptFilterName?: string | null } };
  return Boolean(info?.EncryptFilterName);
}
