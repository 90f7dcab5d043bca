/**
 * The PDF child process: receives tasks from `ChildPool` over IPC, runs the library (parsing,
 * OCR, rendering a stored statement in one format) and answers. It holds nothing between tasks except the warm OCR workers.
 *
 * Environment:
 * - `BSC_OCR_THREADS`: tesseract workers in this child (default: the library's, one per core).
 * - `BSC_OCR_LANG`, `BSC_OCR_DATA`: the language data scans are read with (as for `bsc convert`
 *   `--ocr-lang`, `--ocr-data`); default: chosen from each document's own text, else English.
 * - `BSC_TEST_HANG_MARKER`: test-only. When set, converting a PDF whose bytes contain this marker
 *   spins forever in synchronous code, as pdf.js does on some malformed streams, so tests can
 *   prove that such a PDF costs one killed child and nothing more.
 */
import {
  type Analysis,
  ConversionError,
  type PageMeasure,
  type Statement,
  analyse,
  closeOcr,
  configureOcr,
  convert,
  measurePages,
  parseStatement,
  readerIdle,
  registerProfileFiles,
  serializeStatement,
  toFormatBytes,
} from '../../index.ts';
import type { AnalyseResult, ChildFailure, ChildMessage, ConvertResult, PageCount, ParentMessage, PdfTask, RenderResult } from './protocol.ts';
import { creditsForPages, pageProblem } from '../services/page-billing.ts';
import { type ConvertedStatement, RESULT_FORMATS, type ResultFormat } from '../store/types.ts';

const send = (message: ChildMessage): void => {
  process.send?.(message);
};

// The user's bank profiles (the service checked them at start; a child reads the same files).
registerProfileFiles([], process.env);

const ocrThreads = Number(process.env.BSC_OCR_THREADS);
if (Number.isInteger(ocrThreads) && ocrThreads > 0) configureOcr({ size: ocrThreads });

const ocrLanguages = (process.env.BSC_OCR_LANG ?? '').split(/[+,\s]+/).filter(Boolean);
const ocrData = process.env.BSC_OCR_DATA;
const ocrOption =
  ocrLanguages.length || ocrData ? { ocr: { ...(ocrLanguages.length ? { languages: ocrLanguages } : {}), ...(ocrData ? { dataPath: ocrData } : {}) } } : {};

const hangMarker = process.env.BSC_TEST_HANG_MARKER;

function spinIfHostile(bytes: Uint8Array): void {
  if (hangMarker && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(hangMarker)) {
    for (;;) {
      // Deliberately endless: only the parent's time limit ends this.
    }
  }
}

/** What the server keeps of a conversion: the statement and its verdict. Formats are rendered when asked for (`renderFormat`). */
function converted(statement: Statement): ConvertedStatement {
  const { status, statusReason } = statement.reconciliation;
  return { statement: new TextEncoder().encode(serializeStatement(statement)), verdict: { status, statusReason } };
}

/** One format of a stored statement: the same writer, on the same statement, as a conversion would have used. */
async function renderFormat(statement: Uint8Array, format: ResultFormat): Promise<RenderResult> {
  const text = Buffer.from(statement.buffer, statement.byteOffset, statement.byteLength).toString('utf8');
  return { bytes: await toFormatBytes(parseStatement(text), format) };
}

/** This process is the isolation (time and memory limits, killed when past them): read in its own thread. */
const passwordOption = (password: string | undefined) => ({ isolate: false, ...(password !== undefined ? { password } : {}) });

/**
 * First the cheap pass: the page count and sizes, from the page dictionaries alone. They are
 * checked, and sent to the server, before any text is read (security review 2026-11-26, finding
 * 2): a file its payer cannot pay for, or with pages past the size limit, ends here, and one that
 * is then stopped at the time or memory limit is charged for the pages the server was told of.
 */
async function analyseUpload(id: number, bytes: Uint8Array, password: string | undefined, maxCredits: number | undefined): Promise<AnalyseResult> {
  let measured: PageMeasure;
  try {
    measured = await measurePages(bytes, { ...(password !== undefined ? { password } : {}), maxPages: maxCredits });
  } catch (error) {
    if (ConversionError.is(error, 'PASSWORD_REQUIRED')) return { kind: 'locked' };
    throw error;
  }
  // Every page costs at least one credit: past `maxCredits` pages the sizes were not even read.
  if (measured.pageSizes === null) return { kind: 'over-budget', numberOfPages: measured.numberOfPages, pageSizes: null };
  const counted: PageCount = { numberOfPages: measured.numberOfPages, pageSizes: measured.pageSizes };
  const problem = pageProblem(counted);
  if (problem) throw new ConversionError('CORRUPT_PDF', `The PDF cannot be accepted: ${problem}.`);
  send({ type: 'report', id, report: counted });
  if (maxCredits !== undefined && creditsForPages(counted.pageSizes) > maxCredits) return { kind: 'over-budget', ...counted };

  // One reading: the type, the pages as pdf.js sees them and, when every page has a text layer,
  // the statement (no OCR, so an upload stays fast and bounded).
  let analysis: Analysis;
  try {
    analysis = await analyse(bytes, password !== undefined ? { password } : {});
  } catch (error) {
    if (ConversionError.is(error, 'NO_TRANSACTIONS_FOUND')) {
      // The text was read and held no table; the pages were counted above.
      return { kind: 'text-unconvertible', ...counted, reason: error.message };
    }
    throw error;
  }
  const info = analysis.inspected;
  const pages = { numberOfPages: info.numberOfPages, pageSizes: info.pageSizes ?? [] };
  // The same pdf.js read them both; the server checks these again before billing.
  const again = pageProblem(pages);
  if (again) throw new ConversionError('CORRUPT_PDF', `The PDF cannot be accepted: ${again}.`);
  if (!analysis.statement) return { kind: 'image', ...pages };
  spinIfHostile(bytes);
  return { kind: 'text', ...pages, converted: converted(analysis.statement) };
}

async function convertWithProgress(id: number, bytes: Uint8Array, password: string | undefined): Promise<ConvertResult> {
  spinIfHostile(bytes);
  const statement = await convert(bytes, { ...passwordOption(password), ...ocrOption, onProgress: (event) => send({ type: 'progress', id, event }) });
  return { converted: converted(statement) };
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
  // Answered once pdf.js has finished what the last task left it (readerIdle), and only when
  // nothing else runs: a child busy with that never answers, and the pool replaces it.
  if (message.type === 'ping') return void readerIdle().then(() => send({ type: 'pong' }));
  const task = message.task as PdfTask;
  try {
    const result =
      task.kind === 'analyse'
        ? await analyseUpload(message.id, task.bytes, task.password, task.maxCredits)
        : task.kind === 'render'
          ? await renderFormat(task.statement, task.format)
          : await convertWithProgress(message.id, task.bytes, task.password);
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

/** A one-page statement of three rows: enough to load and run every part of a text analysis once. */
function warmUpPdf(): Uint8Array {
  const rows = [
    ['Date', 'Description', 'Amount', 'Balance'],
    ['01/03/2024', 'Opening balance', '', '100.00'],
    ['04/03/2024', 'Coffee shop', '-4.50', '95.50'],
    ['09/03/2024', 'Salary', '1200.00', '1295.50'],
    ['31/03/2024', 'Closing balance', '', '1295.50'],
  ];
  const text = (x: number, y: number, s: string): string => (s ? `BT /F1 10 Tf ${x} ${y} Td (${s}) Tj ET` : '');
  const lines = [text(50, 790, 'Account statement'), text(50, 774, 'Statement period 01/03/2024 to 31/03/2024')];
  rows.forEach(([date, what, amount, balance], i) => {
    const y = 730 - 16 * i;
    lines.push(text(50, y, date as string), text(140, y, what as string), text(360, y, amount as string), text(460, y, balance as string));
  });
  const content = lines.filter(Boolean).join('\n');
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>>',
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * pdf.js, the reading code and the writers (exceljs) load on first use, which takes a second or
 * two on a busy machine. That happens here, before the child says it is ready, so a task's time
 * limit (whose overrun is charged to the caller) measures the file's work, not our start-up.
 */
async function warmUp(): Promise<void> {
  try {
    const bytes = warmUpPdf();
    await measurePages(bytes);
    const { statement } = converted(await convert(bytes, { isolate: false, ocr: false }));
    for (const format of RESULT_FORMATS) await renderFormat(statement, format);
  } catch {
    // A warm-up that fails costs the first task the start-up time, nothing more.
  }
}

await warmUp();
send({ type: 'ready' });
