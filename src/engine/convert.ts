/**
 * The engine's entry points: `inspect` (what kind of PDF is this) and `convert` (the statement).
 * Each opens the document and destroys it in `finally`. Pages with a text layer are read
 * directly; pages that are images go through OCR (when the caller provides an OCR pool) and meet
 * the text path in the same `PageWords` model.
 */
import { assembleStatement } from './assemble.ts';
import { assessAuthenticity, type DocumentInfo, fileStructure } from './authenticity/assess.ts';
import type { FileStructure } from './authenticity/structure.ts';
import { ConversionError } from './errors.ts';
import type { OcrPool } from './ocr/pool.ts';
import { type OcrLanguageOptions, type OcrModel, languagesForText } from './ocr/languages.ts';
import { ocrPage } from './ocr/ocr-page.ts';
import { resolveOcrModel } from './ocr/tesseract.ts';
import { brokenTextLayer, hasTextLayer, imagesPending, pageHasImages } from './pdf/classify.ts';
import { type OpenOptions, type PdfDocument, isEncrypted, openPdf, throwIfAborted } from './pdf/open.ts';
import type { PdfJsFactories } from './types.ts';
import { extractPageWords } from './pdf/words.ts';
import type { CanvasImport } from './raster/canvas-import.ts';
import type { Analysis, BankDetector, BankHint, InspectOptions, InspectResult, PageWords, PdfType, ProgressEvent, Statement, Warning } from './types.ts';

// Declared with the public types: the library's published .d.ts must not reach this module's
// imports (pdf.js and canvas types need the DOM library, which a Node consumer does not load).
export type { Analysis, InspectOptions } from './types.ts';

/** What the engine needs to OCR pages; the caller owns the pool and closes it. */
export interface EngineOcr {
  pool: OcrPool;
  canvasImport: CanvasImport;
  /** Resolution for pages that must be rendered (scans keep their own). */
  dpi?: number;
  /** The language data to read with (default: from the document's own text, else English). */
  languages?: OcrLanguageOptions;
}

export interface EngineConvertOptions extends InspectOptions {
  onProgress?: (event: ProgressEvent) => void;
  detectBank?: BankDetector;
  bank?: BankHint;
  /** Without it, image pages cannot be read and a scan ends in NO_TRANSACTIONS_FOUND. */
  ocr?: EngineOcr;
  /** pdf.js factories for runtimes without a DOM document (the browser build's worker). */
  pdfjsFactories?: PdfJsFactories;
}

/** Largest input the engine accepts; the HTTP service has its own, smaller limit. */
export const MAX_INPUT_BYTES = 200 * 1024 * 1024;
/** Mean OCR confidence (0..1) under which a whole page is reported as hard to read. */
const LOW_PAGE_CONFIDENCE = 0.6;

function checkSize(bytes: Uint8Array): void {
  if (bytes.byteLength > MAX_INPUT_BYTES) {
    throw new ConversionError('FILE_TOO_LARGE', `The file is ${bytes.byteLength} bytes; the limit is ${MAX_INPUT_BYTES}.`);
  }
}

async function withDocument<T>(bytes: Uint8Array, options: InspectOptions & OpenOptions, work: (doc: PdfDocument) => Promise<T>): Promise<T> {
  checkSize(bytes);
  const doc = await openPdf(bytes, options);
  try {
    return await work(doc);
  } catch (error) {
    if (ConversionError.is(error)) throw error;
    throw new ConversionError('CORRUPT_PDF', `The PDF cannot be read: ${(error as Error)?.message ?? String(error)}`, { cause: error });
  } finally {
    // Destroying the document while pdf.js still decodes its images would not stop the decoding,
    // only the news of its end (see imageDecodingDone): those documents go once their images arrived.
    const images = imagesPending(doc);
    if (images) void images.then(() => doc.destroy()).catch(() => undefined);
    else await doc.destroy().catch(() => undefined);
  }
}

interface PageSurvey {
  words: PageWords[];
  /** Pages without a usable text layer that paint an image: they need OCR. */
  imagePages: number[];
  /** Pages whose text layer lost letters (brokenTextLayer): read by OCR when their text does not verify. */
  brokenPages: number[];
}

async function surveyPages(doc: PdfDocument, options: EngineConvertOptions): Promise<PageSurvey> {
  const words: PageWords[] = [];
  const imagePages: number[] = [];
  const brokenPages: number[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    throwIfAborted(options.signal);
    const page = await extractPageWords(doc, n);
    words.push(page);
    if (!hasTextLayer(page) && (await pageHasImages(doc, n))) imagePages.push(n);
    else if (brokenTextLayer(page)) brokenPages.push(n);
    options.onProgress?.({ stage: 'extract', page: n, pagesDone: n, pagesTotal: doc.numPages });
  }
  return { words, imagePages, brokenPages };
}

/** A file is image-based when some page can only be read by OCR, or may need it (a text layer that lost its letters). */
function pdfTypeOf(survey: PageSurvey): PdfType {
  return survey.imagePages.length > 0 || survey.brokenPages.length > 0 ? 'IMAGE_BASED' : 'TEXT_BASED';
}

export async function inspect(bytes: Uint8Array, options: InspectOptions = {}): Promise<InspectResult> {
  const structure = await structureOf(bytes);
  return withDocument(bytes, options, async (doc) => {
    const survey = await surveyPages(doc, options);
    const result = await inspected(doc, survey, options);
    if (structure) result.authenticity = assessAuthenticity(structure, await documentInfo(doc), survey.words, null);
    return result;
  });
}

async function inspected(doc: PdfDocument, survey: PageSurvey, options: InspectOptions): Promise<InspectResult> {
  const result: InspectResult = { pdfType: pdfTypeOf(survey), numberOfPages: doc.numPages, encrypted: await isEncrypted(doc) };
  if (options.pageSizes) result.pageSizes = survey.words.map((page) => ({ width: page.width, height: page.height }));
  return result;
}

/** The file's history from its bytes; null when they cannot be read that way (the reading itself will say why). */
async function structureOf(bytes: Uint8Array): Promise<FileStructure | null> {
  try {
    return await fileStructure(bytes);
  } catch {
    return null;
  }
}

/** Producer, creator and dates from the document information (pdf.js falls back on nothing: absent is null). */
async function documentInfo(doc: PdfDocument): Promise<DocumentInfo> {
  try {
    const { info } = (await doc.getMetadata()) as unknown as { info?: Record<string, unknown> };
    const text = (key: string) => (typeof info?.[key] === 'string' ? (info[key] as string) : null);
    return { producer: text('Producer'), creator: text('Creator'), created: text('CreationDate'), modified: text('ModDate') };
  } catch {
    return {};
  }
}

/** The statement with its authenticity: the file's history, the page text and the arithmetic. */
async function withAuthenticity(statement: Statement, structure: FileStructure | null, doc: PdfDocument, pages: PageWords[]): Promise<Statement> {
  if (!structure) return statement;
  return { ...statement, authenticity: assessAuthenticity(structure, await documentInfo(doc), pages, statement) };
}

/**
 * `inspect` and, for a text PDF, `convert` without OCR, from one opening and one extraction of
 * the pages (the service's upload: it must know the type before it decides how to read).
 */
export async function analyse(bytes: Uint8Array, options: EngineConvertOptions = {}): Promise<Analysis> {
  const structure = await structureOf(bytes);
  return withDocument(bytes, options, async (doc) => {
    const survey = await surveyPages(doc, options);
    const info = await inspected(doc, survey, options);
    if (structure) info.authenticity = assessAuthenticity(structure, await documentInfo(doc), survey.words, null);
    if (info.pdfType === 'IMAGE_BASED') return { inspected: info, statement: null };
    const { ocr: _none, ...textOnly } = options;
    const statement = await readSurvey(doc, survey, textOnly);
    return { inspected: info, statement: await withAuthenticity(statement, structure, doc, survey.words) };
  });
}

/**
 * Runs `work` over `items` with at most `limit` at a time, in order; results keep the items'
 * order. After a failure no new item starts, the running ones settle, then the first error is
 * thrown: nothing started here outlives the call.
 */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async (): Promise<void> => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}

/**
 * Pages rendered ahead of the OCR workers: one per worker plus one being prepared. A page image is
 * ~9 MB at 300 dpi and preprocessing makes copies; rendering every page at once (what
 * `Promise.all` over the pages did) held a whole scan in memory, and a 60-page scan outgrew the
 * 2 GB limit of the service's OCR process (security review L7). Memory is now per worker, not per page.
 */
const PAGES_AHEAD_OF_WORKERS = 1;

/**
 * The language data for a document's OCR: the caller's languages, else those its own text calls
 * for (`text`: every word its pages' text layers hold, broken ones too), else English; a warning
 * names the languages whose data this machine lacks.
 */
function ocrModelFor(ocr: EngineOcr, text: string): { model: OcrModel | null; warnings: Warning[] } {
  const wanted = ocr.languages?.languages?.length ? ocr.languages.languages : languagesForText(text);
  const { model, missing } = resolveOcrModel(wanted, ocr.languages?.dataPath);
  if (missing.length === 0) return { model, warnings: [] };
  const packages = missing.map((code) => `tesseract-ocr-${code.replace(/_/g, '-')}`).join(', ');
  return {
    model,
    warnings: [
      {
        code: 'OCR_LANGUAGE_MISSING',
        message: `No OCR language data for ${missing.join(', ')} was found on this machine (Debian: ${packages}; or name a folder of .traineddata files): the scan was read with ${model?.languages ?? 'eng'}.`,
      },
    ],
  };
}

/** OCRs the given pages, a bounded number at a time (see above), reporting each one done. */
async function ocrPages(
  doc: PdfDocument,
  pages: number[],
  ocr: EngineOcr,
  options: EngineConvertOptions,
  text: string,
): Promise<{ words: PageWords[]; warnings: Warning[] }> {
  let done = 0;
  const { model, warnings } = ocrModelFor(ocr, text);
  const results = await mapLimited(pages, ocr.pool.size + PAGES_AHEAD_OF_WORKERS, async (n) => {
    const outcome = await ocrPage(doc, n, {
      pool: ocr.pool,
      canvasImport: ocr.canvasImport,
      ...(model ? { model } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(ocr.dpi ? { dpi: ocr.dpi } : {}),
      ...(options.onProgress
        ? { onProgress: (pageProgress: number) => options.onProgress?.({ stage: 'ocr', page: n, pagesDone: done, pagesTotal: pages.length, pageProgress }) }
        : {}),
    });
    done++;
    options.onProgress?.({ stage: 'ocr', page: n, pagesDone: done, pagesTotal: pages.length });
    if (outcome.timedOut) {
      warnings.push({ code: 'OCR_TIMEOUT', message: `Page ${n} was not recognised within the time limit and was skipped.`, page: n });
    } else if (outcome.page.words.length > 0 && outcome.meanConfidence < LOW_PAGE_CONFIDENCE) {
      warnings.push({
        code: 'LOW_OCR_CONFIDENCE',
        message: `Page ${n} reads poorly (mean OCR confidence ${Math.round(outcome.meanConfidence * 100)}%).`,
        page: n,
      });
    }
    return outcome.page;
  });
  return { words: results, warnings };
}

export async function convert(bytes: Uint8Array, options: EngineConvertOptions = {}): Promise<Statement> {
  const structure = await structureOf(bytes);
  return withDocument(bytes, options, async (doc) => {
    options.onProgress?.({ stage: 'open', pagesDone: 0, pagesTotal: doc.numPages });
    const survey = await surveyPages(doc, options);
    const statement = await readSurvey(doc, survey, options);
    return withAuthenticity(statement, structure, doc, survey.words);
  });
}

/**
 * A text layer that lost letters, read again by OCR: the OCR reading is kept when its arithmetic
 * verifies it, or when nothing printed checked the text's reading and something checks the OCR's;
 * otherwise the text's reading stands.
 */
async function readBrokenByOcr(fromText: Statement, readByOcr: () => Promise<Statement>): Promise<Statement> {
  let byOcr: Statement;
  try {
    byOcr = await readByOcr();
  } catch (error) {
    if (ConversionError.is(error, 'NO_TRANSACTIONS_FOUND') || ConversionError.is(error, 'OCR_FAILED')) return fromText;
    throw error;
  }
  const checks = (s: Statement) => s.reconciliation.balancesChecked + s.reconciliation.totalsChecked;
  return byOcr.reconciliation.status === 'verified' || checks(fromText) < Math.min(1, checks(byOcr)) ? byOcr : fromText;
}

/** Every word the document's text layers hold, broken ones too: what the OCR language is chosen by. */
const documentText = (survey: PageSurvey): string => survey.words.flatMap((page) => page.words.map((w) => w.text)).join(' ');

/** The statement from a surveyed document: its text pages, and its image pages through OCR. */
async function readSurvey(doc: PdfDocument, survey: PageSurvey, options: EngineConvertOptions): Promise<Statement> {
  if (survey.imagePages.length > 0 && !options.ocr && !survey.words.some(hasTextLayer)) {
    throw new ConversionError('NO_TRANSACTIONS_FOUND', 'The PDF is a scan and OCR is not available (no OCR pool was given).');
  }
  const read = async (ocrTargets: number[]) => {
    const ocred = ocrTargets.length && options.ocr ? await ocrPages(doc, ocrTargets, options.ocr, options, documentText(survey)) : { words: [], warnings: [] };
    throwIfAborted(options.signal);
    const byPage = new Map(survey.words.filter(hasTextLayer).map((p) => [p.page, p]));
    for (const page of ocred.words) byPage.set(page.page, page);
    const pages = [...byPage.values()].sort((a, b) => a.page - b.page);
    if (pages.length === 0) throw new ConversionError('NO_TRANSACTIONS_FOUND', 'No page of the PDF holds readable text.');
    options.onProgress?.({ stage: 'parse', pagesDone: doc.numPages, pagesTotal: doc.numPages });
    return assembleStatement(pages, {
      pdfType: pdfTypeOf(survey),
      numberOfPages: doc.numPages,
      ...(options.detectBank ? { detectBank: options.detectBank } : {}),
      ...(options.bank ? { bank: options.bank } : {}),
      pageWarnings: ocred.warnings,
    });
  };
  // A text layer that yields no table may be an invisible OCR layer over a scan: read the images.
  const readInvisibleLayer = async (error: unknown) => {
    const scanned: number[] = [];
    for (let n = 1; n <= doc.numPages; n++) if (await pageHasImages(doc, n)) scanned.push(n);
    if (scanned.length === 0) throw error;
    survey.imagePages.push(...scanned);
    survey.words = survey.words.filter((p) => !scanned.includes(p.page));
    return read(scanned);
  };
  let statement: Statement;
  try {
    statement = await read(survey.imagePages);
    if (options.ocr && survey.brokenPages.length > 0 && statement.reconciliation.status !== 'verified') {
      statement = await readBrokenByOcr(statement, () => read([...survey.imagePages, ...survey.brokenPages]));
    }
  } catch (error) {
    // No table in the text: a layer that lost its letters, or an invisible OCR layer over a scan.
    const retry = ConversionError.is(error, 'NO_TRANSACTIONS_FOUND') && options.ocr && survey.imagePages.length === 0;
    if (!retry) throw error;
    statement = survey.brokenPages.length > 0 ? await read(survey.brokenPages) : await readInvisibleLayer(error);
  }
  options.onProgress?.({ stage: 'done', pagesDone: doc.numPages, pagesTotal: doc.numPages });
  return statement;
}
