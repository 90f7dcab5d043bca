/**
 * The engine worker: the library's own conversion (`convertInThread`, the wiring `convert`
 * uses: bank detection over the registry, OCR for scanned pages) and its exporters, run in a
 * Web Worker so the page stays responsive, and its categories (`categorise` from the user's own
 * ledger, `applyCategories` for the user's choices). Nothing here talks to the network: the PDF
 * and the ledger arrive from the page by postMessage and the results go back the same way.
 */
import { convertInThread, redactInThread } from '../../convert/in-thread.ts';
import { fromPlain, toPlain } from '../../convert/plain-data.ts';
import { applyCategories, categorise } from '../../engine/categorise/categorise.ts';
import { readHistory } from '../../engine/categorise/history.ts';
import { ConversionError } from '../../engine/errors.ts';
import { toJson } from '../../engine/export/json.ts';
import { EXPORT_FORMATS, type ExportFormat as LibraryFormat, type FormatOptions, toFormatBytes } from '../../engine/export/to-format.ts';
import { type Ledger, mergeStatements } from '../../engine/ledger/merge.ts';
import { type OcrPool, createOcrPool } from '../../engine/ocr/pool.ts';
import type { Statement } from '../../engine/types.ts';
import { browserCanvasImport, browserPdfJsFactories } from './canvas.ts';
import type { ChosenCategories, EngineReply, EngineRequest, ErrorBody, ExportOptions } from './protocol.ts';

interface WorkerScope {
  onmessage: ((event: { data: EngineRequest }) => void) | null;
  postMessage(message: EngineReply, transfer?: ArrayBuffer[]): void;
}
const scope = globalThis as unknown as WorkerScope;

/** One OCR pool for the worker's life: tesseract workers start on the first scanned page. */
let pool: OcrPool | null = null;
/** Each tesseract worker holds ~100 MB of wasm heap in a tab: at most two, fewer on small machines. */
function ocrPool(): OcrPool {
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency ?? 1;
  pool ??= createOcrPool({ size: Math.max(1, Math.min(2, cores - 1)) });
  return pool;
}

const running = new Map<number, AbortController>();

function failure(error: unknown): ErrorBody {
  if (ConversionError.is(error)) return { code: error.code, message: error.message };
  return { code: 'ENGINE_FAILED', message: `The conversion failed in this browser: ${error instanceof Error ? error.message : String(error)}` };
}

async function convert(id: number, pdf: Uint8Array, password: string | undefined): Promise<void> {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const statement = await convertInThread(pdf, {
      ...(password !== undefined ? { password } : {}),
      signal: controller.signal,
      onProgress: (event) => {
        const page = event.page ?? event.pagesDone;
        scope.postMessage({ type: 'progress', id, page, pages: event.pagesTotal, stage: event.stage });
      },
      ocr: { pool: ocrPool(), canvasImport: browserCanvasImport },
      pdfjsFactories: browserPdfJsFactories,
    });
    scope.postMessage({
      type: 'converted',
      id,
      pdfType: statement.metadata.pdfType,
      numberOfPages: statement.metadata.numberOfPages,
      // What the server's convert?format=JSON&source=true answers: the library's JSON exporter with
      // each row's place on its page (the page's source view draws it), parsed.
      json: JSON.parse(toJson(statement, { source: true })),
      statement: toPlain(statement),
    });
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: failure(error) });
  } finally {
    running.delete(id);
  }
}

async function render(input: Statement | Ledger, format: string, options: ExportOptions = {}): Promise<Uint8Array> {
  const name = format.toLowerCase() as LibraryFormat;
  if (!EXPORT_FORMATS.includes(name)) throw new ConversionError('INVALID_OPTIONS', `${format} is not made in this browser.`);
  // For XLSX, exceljs (~260 KB gzipped) is fetched the first time a workbook is asked for.
  return toFormatBytes(input, name, options as FormatOptions);
}

/** The library's statement from the page's plain form, with the categories the user chose (if any). */
function statementFrom(plain: unknown, categories: ChosenCategories | undefined): Statement {
  const statement = fromPlain<Statement>(plain);
  return categories ? applyCategories(statement, categories) : statement;
}

async function exportStatement(
  id: number,
  plain: unknown,
  format: string,
  options: ExportOptions | undefined,
  categories: ChosenCategories | undefined,
): Promise<void> {
  try {
    const bytes = await render(statementFrom(plain, categories), format, options);
    scope.postMessage({ type: 'exported', id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: failure(error) });
  }
}

async function exportLedger(
  id: number,
  statements: Array<{ source: string; statement: unknown; categories?: ChosenCategories }>,
  format: string,
  options: ExportOptions | undefined,
): Promise<void> {
  try {
    // Categories are applied per statement, before the merge drops the rows an earlier statement already lists.
    const ledger = mergeStatements(statements.map((s) => ({ source: s.source, statement: statementFrom(s.statement, s.categories) })));
    const bytes = await render(ledger, format, options);
    scope.postMessage({ type: 'exported', id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: failure(error) });
  }
}

/** Categories learnt from the user's ledger text, in this browser: nothing is uploaded. */
function propose(id: number, plain: unknown, history: string): void {
  try {
    const statement = categorise(fromPlain<Statement>(plain), { history: readHistory(history) });
    const proposals = statement.transactions.map((t) => ({
      category: t.category ?? null,
      categoryConfidence: t.categoryConfidence ?? 0,
      categoryReason: t.categoryReason ?? '',
    }));
    scope.postMessage({ type: 'proposed', id, proposals });
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: failure(error) });
  }
}

/** A shareable copy of the PDF, made here: the file never leaves the browser. */
async function redact(id: number, pdf: Uint8Array, password: string | undefined, keepDescriptions: boolean): Promise<void> {
  try {
    const result = await redactInThread(pdf, {
      ...(password !== undefined ? { password } : {}),
      keepDescriptions,
      ocr: { pool: ocrPool(), canvasImport: browserCanvasImport },
      pdfjsFactories: browserPdfJsFactories,
    });
    scope.postMessage({ type: 'redacted', id, pdf: result.pdf, report: result.report }, [result.pdf.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: failure(error) });
  }
}

scope.onmessage = ({ data }) => {
  if (data.type === 'convert') void convert(data.id, data.pdf, data.password);
  else if (data.type === 'abort') running.get(data.id)?.abort();
  else if (data.type === 'export') void exportStatement(data.id, data.statement, data.format, data.options, data.categories);
  else if (data.type === 'ledger') void exportLedger(data.id, data.statements, data.format, data.options);
  else if (data.type === 'propose') propose(data.id, data.statement, data.history);
  else if (data.type === 'redact') void redact(data.id, data.pdf, data.password, data.keepDescriptions === true);
};
