/**
 * The tesseract parameters chosen for bank statements, and starting a worker with them: shared by
 * tesseract.ts (Node) and tesseract.browser.ts, which differ only in where the files come from.
 */
import type Tesseract from 'tesseract.js';
import { ConversionError } from '../errors.ts';

/**
 * Which model of @tesseract.js-data/eng: '4.0.0_best_int' (tessdata_best, integerised, LSTM only,
 * 2.9 MB) or '4.0.0' (tessdata "fast" LSTM plus the legacy engine, 10.9 MB). See README for numbers.
 */
export const DEFAULT_MODEL = '4.0.0_best_int';
/** LSTM only: the legacy engine is slower and worse on print. */
export const OEM_LSTM_ONLY = 1;
/**
 * PSM 6 (one uniform block of text) reads a statement table row by row; the default PSM 3 splits
 * the page into column blocks and reads them one after another. Measured in README.
 */
export const PAGE_SEG_MODE = '6';
/**
 * Init-only parameters: they reach tesseract through the config file written before `Init`,
 * which is what createWorker's fourth argument becomes. The word lists "correct" account numbers
 * and amounts towards dictionary words; statements are mostly numbers and names.
 */
export const INIT_CONFIG = { load_system_dawg: '0', load_freq_dawg: '0' } as const;
/** Runtime parameters, set once per worker. Interword spaces are kept so column gaps stay visible in text output. */
export const RUNTIME_PARAMS = { tessedit_pageseg_mode: PAGE_SEG_MODE, preserve_interword_spaces: '1' } as const;
/** A worker starts in ~0.8 s (wasm compile + model load); this only catches one that never answers. */
export const WORKER_START_TIMEOUT_MS = 60_000;

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export interface EngineWorkerOptions {
  /** Told how far the current recognition has got (0..1), as tesseract reports it. */
  onRecognizeProgress?: ((fraction: number) => void) | undefined;
  /** Overrides INIT_CONFIG. */
  initConfig?: Record<string, string> | undefined;
  /** Language codes joined by "+" (default "eng"), and whether their files are gzipped (the npm packages' are). */
  languages?: string | undefined;
  gzip?: boolean | undefined;
}

/**
 * A started worker with the engine's model settings, or OCR_FAILED. `files` says where its worker
 * script, core and model come from. A start that fails is reported through errorHandler (or not
 * at all), never through createWorker's promise: both are raced, with a time limit.
 */
export async function createEngineWorker(
  createWorker: typeof Tesseract.createWorker,
  files: Partial<Tesseract.WorkerOptions>,
  options: EngineWorkerOptions,
): Promise<Tesseract.Worker> {
  let failStart: (reason: unknown) => void = () => {};
  const startFailed = new Promise<never>((_, reject) => {
    failStart = reject;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the OCR worker did not start')), WORKER_START_TIMEOUT_MS);
  });
  try {
    const worker = await Promise.race([
      createWorker(
        options.languages ?? 'eng',
        OEM_LSTM_ONLY,
        {
          ...files,
          gzip: options.gzip ?? true,
          cacheMethod: 'none',
          logger: (message: Tesseract.LoggerMessage) => {
            if (message.status === 'recognizing text') options.onRecognizeProgress?.(message.progress);
          },
          // Without a handler tesseract.js rethrows every failed job inside its message listener,
          // which is an uncaught exception; job failures reach us through the job's promise anyway.
          errorHandler: (error: unknown) => failStart(error),
        },
        options.initConfig ?? INIT_CONFIG,
      ),
      startFailed,
      timedOut,
    ]);
    failStart = () => {};
    return worker;
  } catch (error) {
    throw new ConversionError('OCR_FAILED', `The OCR engine could not start: ${describe(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Sets RUNTIME_PARAMS (with `params` over them); a worker that rejects them is terminated, and OCR_FAILED thrown. */
export async function setEngineParameters(worker: Tesseract.Worker, params: Record<string, string> | undefined, terminate: () => Promise<void>): Promise<void> {
  try {
    await worker.setParameters({ ...RUNTIME_PARAMS, ...params } as Partial<Tesseract.WorkerParams>);
  } catch (error) {
    await terminate();
    throw new ConversionError('OCR_FAILED', `The OCR engine rejected its parameters: ${describe(error)}`, { cause: error });
  }
}
