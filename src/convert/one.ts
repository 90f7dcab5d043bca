/**
 * `convert` and `inspect`: one PDF, read in a thread of the shared document workers (or in this
 * thread), with the shared OCR pool, and the calls that size and close both. The public API
 * (`src/index.ts`) re-exports them; `convertMany` (many.ts) builds on `convert`.
 */
import { callerBanks, hasCallerCode } from '../banks/index.ts';
import { type EngineOcr, inspect as inspectPdf } from '../engine/convert.ts';
import type { OcrLanguageOptions } from '../engine/ocr/languages.ts';
import { DEFAULT_PAGE_TIMEOUT_MS, type OcrPool, type OcrPoolOptions, createOcrPool } from '../engine/ocr/pool.ts';
import type { Analysis, InspectOptions, InspectResult, ProgressEvent, Statement } from '../engine/types.ts';
import type { DocumentWorkersOptions, RunOptions } from './document-workers.ts';
import { analyseInThread, convertInThread } from './in-thread.ts';
import { imageDecodingDone } from '../engine/pdf/classify.ts';
import { fromPlain } from './plain-data.ts';
import type { ConvertTask } from './protocol.ts';
import { closeDocumentWorkers, configureDocumentWorkers, sharedDocumentWorkers } from './shared-workers.ts';

export interface ConvertOptions {
  /** Password of a protected PDF. */
  password?: string | undefined;
  /** Aborts the conversion; the promise rejects with ConversionError code ABORTED. */
  signal?: AbortSignal | undefined;
  /** Called as pages are read and parsed. */
  onProgress?: ((event: ProgressEvent) => void) | undefined;
  /**
   * Force a bank profile by id (see `listBanks()`), skipping detection; `false` skips the
   * registry altogether and uses the generic parser.
   */
  bank?: string | false | undefined;
  /**
   * OCR for scanned pages. By default a shared pool (one tesseract.js worker per core, created on
   * the first scanned page) is used; pass your own pool (`createOcrPool`) to size or isolate it,
   * or `false` to refuse scans. Call `closeOcr()` when done so worker threads do not keep the
   * process alive. `languages`: tesseract language codes to read scans with ("rus", "hin",
   * "chi_sim"), default: the script of the document's own text, else English; `dataPath`: a
   * folder of `<code>.traineddata` files (Debian's tesseract-ocr-<lang> packages are found without
   * it). Nothing is downloaded: a language without data is reported (OCR_LANGUAGE_MISSING).
   */
  ocr?: { pool?: OcrPool | undefined; dpi?: number | undefined; languages?: readonly string[] | undefined; dataPath?: string | undefined } | false | undefined;
  /**
   * Budget for the whole call in milliseconds; past it the call rejects with TIMEOUT and the
   * document's thread is terminated. Default: 30 s, plus 30 s for each page sent to OCR.
   */
  timeoutMs?: number | undefined;
  /**
   * Read the document in a worker thread (default `true`), where a document that spins or grows
   * can be abandoned. `false` reads it in the calling thread: no time or memory limit applies.
   * Conversions also run in the calling thread while a profile added with `registerBank` carries
   * code (`transformWords`), since code cannot cross to a worker thread; data-only profiles do.
   */
  isolate?: boolean | undefined;
}

let sharedPool: OcrPool | null = null;

function ocrTaskOptions(option: Exclude<ConvertOptions['ocr'], false | undefined>): { dpi?: number; languages?: OcrLanguageOptions } {
  const languages = ocrLanguages(option);
  return { ...(option.dpi ? { dpi: option.dpi } : {}), ...(languages ? { languages } : {}) };
}
const canvasImport = () => import('@napi-rs/canvas');

function sharedOcrPool(option: ConvertOptions['ocr']): OcrPool | undefined {
  if (option === false) return undefined;
  // Creating the pool is cheap: workers start only when a scanned page arrives.
  if (option?.pool) return option.pool;
  sharedPool ??= createOcrPool();
  return sharedPool;
}

function engineOcr(option: ConvertOptions['ocr']): EngineOcr | undefined {
  const pool = sharedOcrPool(option);
  if (!pool) return undefined;
  const languages = option ? ocrLanguages(option) : undefined;
  return { pool, canvasImport, ...(option !== false && option?.dpi ? { dpi: option.dpi } : {}), ...(languages ? { languages } : {}) };
}

/** The caller's OCR languages as plain data (they cross to the document's thread). */
function ocrLanguages(option: Exclude<ConvertOptions['ocr'], false | undefined>): OcrLanguageOptions | undefined {
  if (!option.languages?.length && !option.dataPath) return undefined;
  return { ...(option.languages?.length ? { languages: [...option.languages] } : {}), ...(option.dataPath ? { dataPath: option.dataPath } : {}) };
}

/** The OCR a redaction in this thread uses for scanned pages: the shared pool, the caller's, or none. */
export function sharedOcrForRedaction(option: ConvertOptions['ocr']): EngineOcr | undefined {
  return engineOcr(option);
}

/**
 * Closes the shared OCR pool and the shared document worker threads (those started), awaiting
 * every thread. Safe to call twice; the next conversion starts them again.
 */
export async function closeOcr(): Promise<void> {
  const pool = sharedPool;
  sharedPool = null;
  await Promise.all([pool?.close(), closeDocumentWorkers()]);
}

/** The same as `closeOcr()`: closes every thread the library started. */
export const closeWorkers = closeOcr;

/** Sizes the shared OCR pool; takes effect for the next pool created (after `closeOcr()`). */
export function configureOcr(options: OcrPoolOptions): void {
  if (sharedPool) throw new Error('configureOcr() must be called before the first scan, or after closeOcr().');
  sharedPool = createOcrPool(options);
}

/**
 * Sizes the shared document worker threads (`size`: threads, default one per CPU; `maxMemoryMb`:
 * heap limit of each, default 512). Call before the first conversion or after `closeWorkers()`.
 */
export function configureWorkers(options: DocumentWorkersOptions): void {
  configureDocumentWorkers(options);
}

/** The default budget of one document, plus DEFAULT_PAGE_TIMEOUT_MS for each OCR page. */
export const DEFAULT_TIMEOUT_MS = 30_000;

function runOptions(options: { timeoutMs?: number; signal?: AbortSignal; onProgress?: (event: ProgressEvent) => void }, ocrPool?: OcrPool): RunOptions {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!(timeoutMs > 0)) throw new TypeError(`timeoutMs must be a positive number of milliseconds (got ${options.timeoutMs}).`);
  return {
    timeoutMs,
    ...(options.timeoutMs === undefined ? { extraMsPerOcrPage: DEFAULT_PAGE_TIMEOUT_MS } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(ocrPool ? { ocrPool } : {}),
  };
}

export interface InspectLibraryOptions extends InspectOptions {
  /** As for `convert`: the budget (default 30 s) and whether to read in a worker thread. */
  timeoutMs?: number;
  isolate?: boolean;
}

/**
 * What kind of PDF this is, without converting it.
 * @example
 * const { pdfType, numberOfPages, encrypted } = await inspect(bytes);
 */
export async function inspect(bytes: Uint8Array, options: InspectLibraryOptions = {}): Promise<InspectResult> {
  if (options.isolate === false) return inspectPdf(bytes, options);
  const task = {
    kind: 'inspect' as const,
    ...(options.password !== undefined ? { password: options.password } : {}),
    ...(options.pageSizes ? { pageSizes: true } : {}),
  };
  return fromPlain<InspectResult>(await sharedDocumentWorkers().run(task, bytes, runOptions(options)));
}

/**
 * Converts a statement PDF. Rejects with a ConversionError (NOT_A_PDF, CORRUPT_PDF,
 * PASSWORD_REQUIRED, INVALID_PASSWORD, NO_TRANSACTIONS_FOUND, TIMEOUT, DOCUMENT_TOO_LARGE,
 * RESOURCE_LIMIT, ...); problems with the data itself are reported in `statement.warnings`.
 * @example
 * const statement = await convert(bytes, { password: 'secret' });
 * for (const t of statement.transactions) console.log(t.date, t.amount.toFixed(2), t.description);
 */
export async function convert(bytes: Uint8Array, options: ConvertOptions = {}): Promise<Statement> {
  if (options.isolate === false || hasCallerCode()) {
    const ocr = engineOcr(options.ocr);
    return convertInThread(bytes, {
      ...(options.password !== undefined ? { password: options.password } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      ...(options.bank !== undefined ? { bank: options.bank } : {}),
      ...(ocr ? { ocr } : {}),
    });
  }
  const ocrPool = sharedOcrPool(options.ocr);
  const task: ConvertTask = {
    kind: 'convert',
    ...(options.password !== undefined ? { password: options.password } : {}),
    ...(options.bank !== undefined ? { bank: options.bank } : {}),
    ...(callerBanks().length > 0 ? { profiles: callerBanks() } : {}),
    ...(ocrPool ? { ocr: { poolSize: ocrPool.size, ...(options.ocr ? ocrTaskOptions(options.ocr) : {}) } } : {}),
    ...(options.onProgress ? { progress: true } : {}),
  };
  return fromPlain<Statement>(await sharedDocumentWorkers().run(task, bytes, runOptions(options, ocrPool)));
}

/**
 * `inspect` and, for a text PDF, `convert` without OCR, from one reading of the file: the
 * inspection (with page sizes) and the statement, or `statement: null` for a PDF that needs OCR.
 * It reads in the calling thread, with no time or memory limit: for a caller that is its own
 * isolation (the HTTP service's parse process). Rejects as `convert` does.
 */
export async function analyse(bytes: Uint8Array, options: { password?: string; bank?: string | false } = {}): Promise<Analysis> {
  return analyseInThread(bytes, options);
}

/**
 * Resolves once pdf.js has finished decoding the images this thread's documents started (it goes
 * on after a document is closed). Declared here, not re-exported from the engine, so that the
 * package's published types never reach pdf.js's (which need the DOM library).
 */
export function readerIdle(): Promise<void> {
  return imageDecodingDone();
}
