/**
 * Converting in the browser: the library's engine, built for browsers, run in a Web Worker of
 * this page. The PDF is handed to the worker by postMessage and never sent over the network; the
 * only requests are GETs of the engine's own files (scripts, the OCR core and language data).
 *
 * Files: this module is bundled into the page (it is small); the worker, its chunks and the OCR
 * files are built by scripts/web-engine-build.mjs into the web outdir's `engine/` folder, served
 * at ENGINE_PATH.
 */
import { type LocalError, localError } from './errors.ts';
import type { CategoryProposal, ChosenCategories, EngineReply, EngineRequest, ExportFormat, ExportOptions, RedactionSummary } from './protocol.ts';

export type { LocalError } from './errors.ts';
export type { CategoryProposal, ChosenCategories, ExportFormat, ExportOptions, RedactionSummary } from './protocol.ts';

export interface LocalConversion {
  pdfType: 'TEXT_BASED' | 'IMAGE_BASED';
  numberOfPages: number;
  /** The same object the server's convert?format=JSON&source=true gives (the library's JSON exporter, rows with their source). */
  json: unknown;
  /**
   * The statement in the library's own form (`serializeStatement`, parsed: money as `{ $decimal }`),
   * what `GET /bank-statement/{uuid}/statement` answers for a server file. `exportStatement` takes it.
   */
  statement: unknown;
}

export interface ConvertInBrowserOptions {
  password?: string;
  onProgress?: (event: { page: number; pages: number; stage: string }) => void;
  signal?: AbortSignal;
}

interface Pending {
  resolve(reply: EngineReply): void;
  reject(error: LocalError): void;
  onProgress?: ConvertInBrowserOptions['onProgress'];
}

/** The part of the DOM Worker used here (the project compiles without the DOM library). */
interface EngineWorker {
  postMessage(message: EngineRequest, transfer?: ArrayBuffer[]): void;
  onmessage: ((event: { data: EngineReply }) => void) | null;
  onerror: ((event: { message?: string; preventDefault(): void }) => void) | null;
  terminate(): void;
}
type WorkerClass = new (url: URL, options: { type: 'module'; name: string }) => EngineWorker;

/** Where the page's server serves dist/web/engine/ (the page and its assets are served from the origin's root). */
export const ENGINE_PATH = '/engine/';

let engine: EngineWorker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
/** The statement behind each result's `json`, kept here so exportLocal needs nothing but the json. */
const statements = new WeakMap<object, unknown>();

function worker(): EngineWorker {
  if (engine) return engine;
  const WorkerClass = (globalThis as unknown as { Worker: WorkerClass }).Worker;
  const origin = (globalThis as unknown as { location: { href: string } }).location.href;
  engine = new WorkerClass(new URL(`${ENGINE_PATH}engine-worker.js`, origin), { type: 'module', name: 'bsc-engine' });
  engine.onmessage = ({ data }) => {
    const job = pending.get(data.id);
    if (!job) return;
    if (data.type === 'progress') return job.onProgress?.({ page: data.page, pages: data.pages, stage: data.stage });
    pending.delete(data.id);
    if (data.type === 'failed') job.reject(localError(data.error.code, data.error.message));
    else job.resolve(data);
  };
  engine.onerror = (event) => {
    // The worker itself failed (its script did not load): every job fails; the next call starts a new one.
    event.preventDefault();
    engine?.terminate();
    engine = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(localError('ENGINE_FAILED', `The conversion engine could not run in this browser: ${event.message || 'its script failed to load'}.`));
    }
  };
  return engine;
}

function request(message: EngineRequest, job: Omit<Pending, 'resolve' | 'reject'>, transfer: ArrayBuffer[] = []): Promise<EngineReply> {
  return new Promise((resolve, reject) => {
    pending.set(message.id, { ...job, resolve, reject });
    worker().postMessage(message, transfer);
  });
}

/**
 * Converts a statement PDF in this browser. Rejects with an Error carrying `{ code, message,
 * recovery }` (PASSWORD_REQUIRED, INVALID_PASSWORD, CORRUPT_PDF, NO_TRANSACTIONS_FOUND, ABORTED, ...).
 */
export function convertInBrowser(pdf: Uint8Array, options: ConvertInBrowserOptions = {}): Promise<LocalConversion> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(localError('ABORTED', 'The conversion was aborted.'));
  const id = nextId++;
  // A copy is transferred, so the caller keeps its bytes (to show the page, or convert again).
  const copy = new Uint8Array(pdf);
  const onAbort = () => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    engine?.postMessage({ type: 'abort', id } satisfies EngineRequest);
    job.reject(localError('ABORTED', 'The conversion was aborted.'));
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const message: EngineRequest = { type: 'convert', id, pdf: copy, ...(options.password !== undefined ? { password: options.password } : {}) };
  return request(message, options.onProgress ? { onProgress: options.onProgress } : {}, [copy.buffer as ArrayBuffer])
    .then((reply) => {
      if (reply.type !== 'converted') throw localError('ENGINE_FAILED', 'The engine answered out of turn.');
      statements.set(reply.json as object, reply.statement);
      return { pdfType: reply.pdfType, numberOfPages: reply.numberOfPages, json: reply.json, statement: reply.statement };
    })
    .finally(() => signal?.removeEventListener('abort', onAbort));
}

/**
 * A copy of the PDF that can be shared, made in this browser by the library's `redact`: names,
 * addresses, account and card numbers and descriptions replaced by fakes of the same shape,
 * dates and amounts kept, metadata and history dropped; with what was replaced, counted by kind.
 */
export function redactInBrowser(
  pdf: Uint8Array,
  options: { password?: string; keepDescriptions?: boolean } = {},
): Promise<{ pdf: Uint8Array; report: RedactionSummary }> {
  const copy = new Uint8Array(pdf);
  const message: EngineRequest = {
    type: 'redact',
    id: nextId++,
    pdf: copy,
    ...(options.password !== undefined ? { password: options.password } : {}),
    ...(options.keepDescriptions ? { keepDescriptions: true } : {}),
  };
  return request(message, {}, [copy.buffer as ArrayBuffer]).then((reply) => {
    if (reply.type !== 'redacted') throw localError('ENGINE_FAILED', 'The engine answered out of turn.');
    return { pdf: reply.pdf, report: reply.report };
  });
}

const FILES: Record<ExportFormat, { extension: string; type: string }> = {
  CSV: { extension: 'csv', type: 'text/csv; charset=utf-8' },
  JSON: { extension: 'json', type: 'application/json; charset=utf-8' },
  OFX: { extension: 'ofx', type: 'application/x-ofx' },
  QFX: { extension: 'qfx', type: 'application/vnd.intu.qfx' },
  QIF: { extension: 'qif', type: 'application/qif' },
  XLSX: { extension: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  BEANCOUNT: { extension: 'beancount', type: 'text/plain; charset=utf-8' },
  HLEDGER: { extension: 'journal', type: 'text/plain; charset=utf-8' },
  CAMT053: { extension: 'xml', type: 'application/xml; charset=utf-8' },
  MT940: { extension: 'sta', type: 'text/plain; charset=us-ascii' },
};

/**
 * One result of `convertInBrowser` (its `json`, as returned) in a download format, made by the
 * library's exporters in the engine worker, with the categories the user chose (one per row).
 * `filename` is `statement.<ext>`: the page knows the PDF's name and may rename it.
 */
export async function exportLocal(
  json: unknown,
  format: ExportFormat,
  categories?: ChosenCategories,
): Promise<{ bytes: Uint8Array; filename: string; type: string }> {
  const file = FILES[format];
  if (!file) throw localError('FORMAT_NOT_AVAILABLE', `Unknown format ${String(format)}; use ${Object.keys(FILES).join(', ')}.`);
  const statement = typeof json === 'object' && json !== null ? statements.get(json) : undefined;
  if (statement === undefined)
    throw localError('UNKNOWN_STATEMENT', 'This result was not converted in this browser (pass the json that convertInBrowser returned).');
  const reply = await request({ type: 'export', id: nextId++, statement, format, ...(categories ? { categories } : {}) }, {});
  if (reply.type !== 'exported') throw localError('ENGINE_FAILED', 'The engine answered out of turn.');
  return { bytes: reply.bytes, filename: `statement.${file.extension}`, type: file.type };
}

/**
 * A statement in the library's own form (`LocalConversion.statement`, or the server's
 * `GET /bank-statement/{uuid}/statement`, parsed; corrected or not) in any of the library's export
 * formats (any case), with its export options (`{ csv: { delimiter, bom, columns }, xlsx: { columns },
 * beancount: { accountMap, opening }, ... }`) and the categories the user chose (one per row, null
 * for none: the library's `applyCategories`). Made by the library's exporters in the engine worker;
 * resolves to the file's bytes.
 */
export async function exportStatement(statement: unknown, format: string, options?: ExportOptions, categories?: ChosenCategories): Promise<Uint8Array> {
  const reply = await request({ type: 'export', id: nextId++, statement, format, ...(options ? { options } : {}), ...(categories ? { categories } : {}) }, {});
  if (reply.type !== 'exported') throw localError('ENGINE_FAILED', 'The engine answered out of turn.');
  return reply.bytes;
}

/**
 * One merged ledger (the library's `mergeStatements`) of several statements, each named by its
 * file and with its chosen categories (applied before the merge), in a format.
 */
export async function exportLedger(
  statements: Array<{ source: string; statement: unknown; categories?: ChosenCategories }>,
  format: string,
  options?: ExportOptions,
): Promise<Uint8Array> {
  const reply = await request({ type: 'ledger', id: nextId++, statements, format, ...(options ? { options } : {}) }, {});
  if (reply.type !== 'exported') throw localError('ENGINE_FAILED', 'The engine answered out of turn.');
  return reply.bytes;
}

/**
 * Categories for a statement in the library's own form (as `exportStatement` takes it), learnt in
 * the engine worker from the user's own ledger text (CSV with a category column, beancount or
 * hledger): one proposal per row. The ledger never leaves this browser.
 */
export async function proposeCategories(statement: unknown, history: string): Promise<CategoryProposal[]> {
  const reply = await request({ type: 'propose', id: nextId++, statement, history }, {});
  if (reply.type !== 'proposed') throw localError('ENGINE_FAILED', 'The engine answered out of turn.');
  return reply.proposals;
}

/** The same for a result of `convertInBrowser` (its `json`, as returned). */
export async function proposeLocal(json: unknown, history: string): Promise<CategoryProposal[]> {
  const statement = typeof json === 'object' && json !== null ? statements.get(json) : undefined;
  if (statement === undefined)
    throw localError('UNKNOWN_STATEMENT', 'This result was not converted in this browser (pass the json that convertInBrowser returned).');
  return proposeCategories(statement, history);
}

/**
 * Starts the engine worker ahead of need (its script is fetched now, not at the first download),
 * so downloads can be made even if the server stops answering afterwards.
 */
export function warmUp(): void {
  worker();
}
