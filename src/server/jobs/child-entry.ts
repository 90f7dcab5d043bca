/**
 * The PDF child process: receives tasks from `ChildPool` over IPC, runs the library (parsing,
 * rendering, OCR) and answers. It holds nothing between tasks except the warm OCR workers.
 *
 * Environment:
 * - `BSC_OCR_THREADS`: tesseract workers in this child (default: the library's, one per core).
 * - `BSC_TEST_HANG_MARKER`: test-only. When set, converting a PDF whose bytes contain this marker
 *   spins forever in synchronous code, as pdf.js does on some malformed streams, so tests can
 *   prove that such a PDF costs one killed child and nothing more.
 */
import { ConversionError, type Statement, closeOcr, configureOcr, convert, inspect, serializeStatement, toFormatBytes } from '../../index.ts';
import type { AnalyseResult, ChildFailure, ChildMessage, ConvertResult, ParentMessage, PdfTask } from './protocol.ts';
import { pageProblem } from '../services/page-billing.ts';
import { RESULT_FORMATS, type RenderedResults } from '../store/types.ts';

const send = (message: ChildMessage): void => {
  process.send?.(message);
};

const ocrThreads = Number(process.env.BSC_OCR_THREADS);
if (Number.isInteger(ocrThreads) && ocrThreads > 0) configureOcr({ size: ocrThreads });

const hangMarker = process.env.BSC_TEST_HANG_MARKER;

function spinIfHostile(bytes: Uint8Array): void {
  if (hangMarker && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(hangMarker)) {
    for (;;) {
      // Deliberately endless: only the parent's time limit ends this.
    }
  }
}

async function render(statement: Statement): Promise<RenderedResults> {
  const { status, statusReason } = statement.reconciliation;
  const results: Partial<RenderedResults> = { statement: new TextEncoder().encode(serializeStatement(statement)), verdict: { status, statusReason } };
  for (const format of RESULT_FORMATS) results[format] = await toFormatBytes(statement, format);
  return results as RenderedResults;
}

/** This process is the isolation (time and memory limits, killed when past them): read in its own thread. */
const passwordOption = (password: string | undefined) => ({ isolate: false, ...(password !== undefined ? { password } : {}) });

async function analyse(bytes: Uint8Array, password: string | undefined): Promise<AnalyseResult> {
  let info;
  try {
    info = await inspect(bytes, { ...passwordOption(password), pageSizes: true });
  } catch (error) {
    if (ConversionError.is(error, 'PASSWORD_REQUIRED')) return { kind: 'locked' };
    throw error;
  }
  const pages = { numberOfPages: info.numberOfPages, pageSizes: info.pageSizes ?? [] };
  // A page past the size limit is refused before its text is read (the server checks again).
  const problem = pageProblem(pages);
  if (problem) throw new ConversionError('CORRUPT_PDF', `The PDF cannot be accepted: ${problem}.`);
  if (info.pdfType === 'IMAGE_BASED') return { kind: 'image', ...pages };
  spinIfHostile(bytes);
  try {
    // The file has a text layer on every page: no OCR, so an upload stays fast and bounded.
    const statement = await convert(bytes, { ...passwordOption(password), ocr: false });
    return { kind: 'text', ...pages, results: await render(statement) };
  } catch (error) {
    if (ConversionError.is(error, 'NO_TRANSACTIONS_FOUND')) return { kind: 'text-unconvertible', ...pages, reason: error.message };
    throw error;
  }
}

async function convertWithProgress(id: number, bytes: Uint8Array, password: string | undefined): Promise<ConvertResult> {
  spinIfHostile(bytes);
  const statement = await convert(bytes, { ...passwordOption(password), onProgress: (event) => send({ type: 'progress', id, event }) });
  return { results: await render(statement) };
}

function describe(error: unknown): ChildFailure {
  if (ConversionError.is(error)) return { code: error.code, message: error.message };
  // The parent never shows this text to clients (it becomes INTERNAL_ERROR); it is for its log.
  return { code: 'INTERNAL', message: (error as Error)?.stack ?? String(error) };
}

process.on('message', async (message: ParentMessage) => {
  if (message.type === 'shutdown') {
    await closeOcr().catch(() => undefined);
    process.disconnect();
    return;
  }
  const task = message.task as PdfTask;
  try {
    const result = task.kind === 'analyse' ? await analyse(task.bytes, task.password) : await convertWithProgress(message.id, task.bytes, task.password);
    send({ type: 'done', id: message.id, result });
  } catch (error) {
    send({ type: 'failed', id: message.id, error: describe(error) });
  }
});

// Ctrl-C in a terminal signals the whole process group. The server decides when its children
// stop (so an interrupted job is resumed, not failed); without the parent, 'disconnect' ends us.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);

// Without the parent there is nobody to answer: leave (OCR worker threads would otherwise keep us alive).
process.on('disconnect', () => {
  void closeOcr().finally(() => process.exit(0));
});

send({ type: 'ready' });
