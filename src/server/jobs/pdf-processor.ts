/**
 * The server's one door to PDF work. Two child-process pools, so a long OCR job never delays an
 * upload: `parse` analyses uploads and set-password calls (text PDFs are converted right there)
 * and renders a stored statement in the format a caller first asks for, `ocr` runs the queued
 * conversions of scanned PDFs.
 *
 * Failures come out as: ConversionError (the library's verdict, with its code), ChildLimitError
 * (time, memory, crash: the child was killed), PoolClosedError (shutting down), or a plain Error
 * for a bug inside the child, whose text is for the log only.
 */
import { delimiter } from 'node:path';
import { ConversionError, type ConversionErrorCode, type ProgressEvent } from '../../index.ts';
import { ChildPool, ChildTaskError, type ChildPoolOptions } from './child-pool.ts';
import type { ResultFormat } from '../store/types.ts';
import type { AnalyseResult, ConvertResult, PageCount, PdfTask, RenderResult } from './protocol.ts';

export interface PdfProcessorOptions {
  parseWorkers: number;
  ocrWorkers: number;
  /** Tesseract threads inside each OCR child; undefined leaves the library's default (one per core). */
  ocrThreads?: number;
  /** Time limit of an analysis. Text PDFs take well under a second a page here. */
  analyseTimeoutMs: number;
  /** Time limit of rendering one format of a stored statement (XLSX of thousands of rows takes a second or two). */
  renderTimeoutMs: number;
  /** Time limit of an OCR job: a base for opening and parsing plus a budget per page. */
  convertBaseTimeoutMs: number;
  convertPerPageTimeoutMs: number;
  heapLimitMb: number;
  rssLimitMb: number;
  /** Extra child environment (test hooks). */
  childEnv?: Record<string, string>;
  /** The user's bank profile files and folders (`--profile`, `BSC_PROFILES`): every child reads them at start. */
  profiles?: string[];
}

export const DEFAULT_PROCESSOR_OPTIONS: PdfProcessorOptions = {
  parseWorkers: 2,
  ocrWorkers: 1,
  analyseTimeoutMs: 30_000,
  renderTimeoutMs: 30_000,
  convertBaseTimeoutMs: 60_000,
  // OCR is promised in under 30 s a page (docs/deploy.md); past that something is wrong with the page.
  convertPerPageTimeoutMs: 30_000,
  // pdf.js keeps a parsed document in the JS heap; 1 GiB holds any 3 MB PDF with room to spare.
  heapLimitMb: 1024,
  // Heap plus page images (a 300 dpi A4 page is ~9 MB grey) plus tesseract's wasm heaps, per worker.
  rssLimitMb: 2048,
};

function fromChild(error: unknown): unknown {
  if (error instanceof ChildTaskError && error.code !== 'INTERNAL') {
    return new ConversionError(error.code as ConversionErrorCode, error.message);
  }
  return error;
}

export class PdfProcessor {
  readonly #options: PdfProcessorOptions;
  readonly parsePool: ChildPool<PdfTask, AnalyseResult | RenderResult>;
  readonly ocrPool: ChildPool<PdfTask, ConvertResult>;

  constructor(options: PdfProcessorOptions) {
    this.#options = options;
    const common: Omit<ChildPoolOptions, 'name' | 'size'> = {
      heapLimitMb: options.heapLimitMb,
      rssLimitMb: options.rssLimitMb,
      env: { ...options.childEnv, ...(options.profiles?.length ? { BSC_PROFILES: options.profiles.join(delimiter) } : {}) },
    };
    this.parsePool = new ChildPool({ ...common, name: 'parse', size: options.parseWorkers });
    const ocrEnv: Record<string, string> = options.ocrThreads ? { BSC_OCR_THREADS: String(options.ocrThreads) } : {};
    this.ocrPool = new ChildPool({ ...common, env: { ...common.env, ...ocrEnv }, name: 'ocr', size: options.ocrWorkers });
  }

  /** Starts the parse children ahead of the first upload (OCR children start with the first job). */
  warm(): void {
    this.parsePool.warm();
  }

  /**
   * `owner` is whose turn it is in the parse queue (callers are served in turn), `signal` cancels
   * the analysis (queued or running). `maxCredits`: what the payer can pay; a file costing more
   * comes back `over-budget` after the cheap first pass. `onMeasured` receives the page count and
   * sizes as soon as the child has them, before its expensive part.
   */
  async analyse(
    bytes: Uint8Array,
    options: { password?: string; owner?: string; signal?: AbortSignal; maxCredits?: number; onMeasured?: (pages: PageCount) => void } = {},
  ): Promise<AnalyseResult> {
    const { password, maxCredits, onMeasured, ...queueing } = options;
    const task: PdfTask = {
      kind: 'analyse',
      bytes,
      ...(password !== undefined ? { password } : {}),
      ...(maxCredits !== undefined && Number.isFinite(maxCredits) ? { maxCredits } : {}),
    };
    try {
      return (await this.parsePool.run(task, {
        timeoutMs: this.#options.analyseTimeoutMs,
        ...queueing,
        ...(onMeasured ? { onReport: (report) => onMeasured(report as PageCount) } : {}),
      })) as AnalyseResult;
    } catch (error) {
      throw fromChild(error);
    }
  }

  async convert(bytes: Uint8Array, options: { password?: string; numberOfPages: number; onProgress?: (event: ProgressEvent) => void }): Promise<ConvertResult> {
    const task: PdfTask = { kind: 'convert', bytes, ...(options.password !== undefined ? { password: options.password } : {}) };
    const timeoutMs = this.#options.convertBaseTimeoutMs + this.#options.convertPerPageTimeoutMs * Math.max(1, options.numberOfPages);
    try {
      return await this.ocrPool.run(task, { timeoutMs, ...(options.onProgress ? { onProgress: options.onProgress } : {}) });
    } catch (error) {
      throw fromChild(error);
    }
  }

  /**
   * One export format of a stored statement (`serializeStatement` text), rendered in a `parse`
   * child (an XLSX of a long statement would hold the server's event loop), in `owner`'s turn.
   */
  async render(statement: Uint8Array, format: ResultFormat, options: { owner?: string } = {}): Promise<Uint8Array> {
    const task: PdfTask = { kind: 'render', statement, format };
    try {
      const { bytes } = (await this.parsePool.run(task, { timeoutMs: this.#options.renderTimeoutMs, ...options })) as RenderResult;
      return bytes;
    } catch (error) {
      throw fromChild(error);
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.parsePool.close(), this.ocrPool.close()]);
  }
}
