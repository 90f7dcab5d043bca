/**
 * The engine worker: the library's own conversion (`convertInThread`, the wiring `convert`
 * uses: bank detection over the registry, OCR for scanned pages) and its exporters, run in a
 * Web Worker so the page stays responsive. Nothing here talks to the network: the PDF arrives
 * from the page by postMessage and the results go back the same way.
 */
import { convertInThread } from '../../convert/in-thread.ts';
import { applyCategories, categorise } from '../../engine/categorise/categorise.ts';
import { readHistory } from '../../engine/categorise/history.ts';
import { fromPlain, toPlain } from '../../convert/plain-data.ts';
import { ConversionError } from '../../engine/errors.ts';
import { toJson } from '../../engine/export/json.ts';
import { EXPORT_FORMATS, type ExportFormat as LibraryFormat, toFormatBytes } from '../../engine/export/to-format.ts';
import { type OcrPool, createOcrPool } from '../../engine/ocr/pool.ts';
import type { Statement } from '../../engine/types.ts';
import { browserCanvasImport, browserPdfJsFactories } from './canvas.ts';
import type { EngineReply, EngineRequest, ErrorBody, ExportFormat } from './protocol.ts';

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
  return (pool ??= createOcrPool({ size: Math.max(1, Math.min(2, cores - 1)) }));
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

async function render(statement: Statement, format: ExportFormat): Promise<Uint8Array> {
  const name = format.toLowerCase() as LibraryFormat;
  if (!EXPORT_FORMATS.includes(name)) throw new ConversionError('INVALID_OPTIONS', `${format} is not made in this browser.`);
  // For XLSX, exceljs (~260 KB gzipped) is fetched the first time a workbook is asked for.
  return toFormatBytes(statement, name);
}

async function exportStatement(id: number, plain: unknown, format: ExportFormat, categories: (string | null)[] | undefined): Promise<void> {
  try {
    const statement = fromPlain<Statement>(plain);
    const bytes = await render(categories ? applyCategories(statement, categories) : statement, format);
    scope.postMessage({ type: 'exported', id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: failure(error) });
  }
}

/** Categories learnt from the user's ledger text, in this browser: nothing is uploaded. */
function propose(id: number, plain: unknown, history: string): void {
  try {
    const statement = categorise(fromPlain<Statement>(plain), { history: readHistory(history) });
    const proposals = statement.transactions.map((t) => ({ category: t.category ?? null, categoryConfidence: t.categoryConfidence ?? 0, categoryReason: t.categoryReason ?? '' }));
    scope.postMessage({ type: 'proposed', id, proposals });
  } catch (error) {
    scope.postMessage({ type: 'failed', id, error: failure(error) });
  }
}

scope.onmessage = ({ data }) => {
  if (data.type === 'convert') void convert(data.id, data.pdf, data.password);
  else if (data.type === 'abort') running.get(data.id)?.abort();
  else if (data.type === 'export') void exportStatement(data.id, data.statement, data.format, data.categories);
  else if (data.type === 'propose') propose(data.id, data.statement, data.history);
};
