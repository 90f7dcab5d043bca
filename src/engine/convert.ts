/**
 * The engine's entry points: `inspect` (what kind of PDF is this) and `convert` (the statement).
 * Each opens the document and destroys it in `finally`.
 */
import { assembleStatement } from './assemble.ts';
import { ConversionError } from './errors.ts';
import { type PdfDocument, isEncrypted, openPdf, throwIfAborted } from './pdf/open.ts';
import { MIN_TEXT_CHARS, countTextChars, extractPageWords } from './pdf/words.ts';
import type { BankDetector, BankHint, InspectResult, PageWords, PdfType, ProgressEvent, Statement } from './types.ts';

export interface InspectOptions {
  password?: string;
  signal?: AbortSignal;
}

export interface EngineConvertOptions extends InspectOptions {
  onProgress?: (event: ProgressEvent) => void;
  detectBank?: BankDetector;
  bank?: BankHint;
}

/** Largest input the engine accepts; the HTTP service has its own, smaller limit. */
export const MAX_INPUT_BYTES = 200 * 1024 * 1024;

function checkSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_INPUT_BYTES) {
    throw new ConversionError('FILE_TOO_LARGE', `The file is ${bytes.byteLength} bytes; the limit is ${MAX_INPUT_BYTES}.`);
  }
}

async function withDocument<T>(bytes: Uint8Array, options: InspectOptions, work: (doc: PdfDocument) => Promise<T>): Promise<T> {
  checkSize(bytes);
  const doc = await openPdf(bytes, options);
  try {
    return await work(doc);
  } catch (error) {
    if (ConversionError.is(error)) throw error;
    throw new ConversionError('CORRUPT_PDF', `The PDF cannot be read: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

async function readPages(doc: PdfDocument, options: EngineConvertOptions): Promise<PageWords[]> {
  const pages: PageWords[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    throwIfAborted(options.signal);
    pages.push(await extractPageWords(doc, n));
    options.onProgress?.({ stage: 'extract', page: n, pagesDone: n, pagesTotal: doc.numPages });
  }
  return pages;
}

const isTextPage = (page: PageWords): boolean => countTextChars(page) >= MIN_TEXT_CHARS;

function pdfTypeOf(pages: PageWords[]): PdfType {
  return pages.some(isTextPage) ? 'TEXT_BASED' : 'IMAGE_BASED';
}

export async function inspect(bytes: Uint8Array, options: InspectOptions = {}): Promise<InspectResult> {
  return withDocument(bytes, options, async (doc) => {
    const pages = await readPages(doc, options);
    return { pdfType: pdfTypeOf(pages), numberOfPages: doc.numPages, encrypted: await isEncrypted(doc) };
  });
}

export async function convert(bytes: Uint8Array, options: EngineConvertOptions = {}): Promise<Statement> {
  return withDocument(bytes, options, async (doc) => {
    options.onProgress?.({ stage: 'open', pagesDone: 0, pagesTotal: doc.numPages });
    const pages = await readPages(doc, options);
    const textPages = pages.filter(isTextPage);
    if (textPages.length === 0) {
      throw new ConversionError('NO_TRANSACTIONS_FOUND', 'The PDF has no text layer (it is a scan) and OCR is not available.');
    }
    throwIfAborted(options.signal);
    options.onProgress?.({ stage: 'parse', pagesDone: doc.numPages, pagesTotal: doc.numPages });
    const statement = assembleStatement(textPages, {
      pdfType: pdfTypeOf(pages),
      numberOfPages: doc.numPages,
      ...(options.detectBank ? { detectBank: options.detectBank } : {}),
      ...(options.bank ? { bank: options.bank } : {}),
    });
    options.onProgress?.({ stage: 'done', pagesDone: doc.numPages, pagesTotal: doc.numPages });
    return statement;
  });
}
