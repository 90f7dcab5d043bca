/**
 * Starting one tesseract.js worker, fully offline, with the engine parameters chosen for bank
 * statements (measured by benchmarks/ocr-params.ts; numbers in ./README.md).
 *
 * Offline: `langPath` is a directory of @tesseract.js-data/eng, which tesseract.js reads with
 * fs (it only fetches when langPath is a URL or missing, and then from a CDN); `gzip: true`
 * because that package ships `eng.traineddata.gz` (tesseract.js gunzips it when it sees the gzip
 * magic bytes); `cacheMethod: 'none'` so nothing is read from or written to a cache directory.
 * The wasm core comes from the tesseract.js-core package on disk.
 */
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker as NodeWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { ConversionError } from '../errors.ts';

/**
 * Which model of @tesseract.js-data/eng: '4.0.0_best_int' (tessdata_best, integerised, LSTM only,
 * 2.9 MB) or '4.0.0' (tessdata "fast" LSTM plus the legacy engine, 10.9 MB). See README for numbers.
 */
export const DEFAULT_MODEL = '4.0.0_best_int';
/** LSTM only: the legacy engine is slower and worse on print. */
const OEM_LSTM_ONLY = 1;
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
const WORKER_START_TIMEOUT_MS = 60_000;

export function defaultLangPath(model: string = DEFAULT_MODEL): string {
  const packageJson = createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json');
  return join(dirname(packageJson), model);
}

export interface TesseractHandle {
  worker: Tesseract.Worker;
  /** The worker thread itself: terminated and watched directly, since tesseract.js neither awaits its exit nor listens for its errors. */
  thread: NodeWorker | undefined;
  /** Settles when the thread exits or fails for any reason (including our own terminate()). */
  died: Promise<string>;
  /** True once the thread has exited. */
  readonly exited: boolean;
  /** Terminates the thread and resolves once it has exited. Idempotent. */
  terminate(): Promise<void>;
}

export interface StartOptions {
  langPath?: string;
  /** Overrides RUNTIME_PARAMS (benchmarks compare segmentation modes). */
  params?: Record<string, string>;
  /** Told how far the current recognition has got (0..1), as tesseract reports it. */
  onRecognizeProgress?: (fraction: number) => void;
  /** Overrides INIT_CONFIG. */
  initConfig?: Record<string, string>;
}

export async function startTesseract(options: StartOptions = {}): Promise<TesseractHandle> {
  const langPath = options.langPath ?? defaultLangPath();
  // tesseract.js never settles createWorker when the model cannot be loaded: check the file first.
  try {
    await access(join(langPath, 'eng.traineddata.gz'));
  } catch (error) {
    throw new ConversionError('OCR_FAILED', `OCR language data not found in ${langPath}.`, { cause: error });
  }
  const { createWorker } = await import('tesseract.js');
  let failStart: (reason: unknown) => void = () => {};
  const startFailed = new Promise<never>((_, reject) => {
    failStart = reject;
  });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the OCR worker did not start')), WORKER_START_TIMEOUT_MS);
  });
  let worker: Tesseract.Worker;
  try {
    worker = await Promise.race([
      createWorker(
        'eng',
        OEM_LSTM_ONLY,
        {
          langPath,
          gzip: true,
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
  } catch (error) {
    throw new ConversionError('OCR_FAILED', `The OCR engine could not start: ${describe(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  failStart = () => {};
  const thread = (worker as unknown as { worker?: NodeWorker }).worker;
  let exited = false;
  const died = new Promise<string>((resolve) => {
    if (!thread) return;
    // An 'error' without a listener would crash the process (wasm aborts, out of memory).
    thread.on('error', (error) => resolve(`the OCR worker failed: ${describe(error)}`));
    thread.on('exit', (code) => {
      exited = true;
      resolve(`the OCR worker exited (code ${code})`);
    });
  });
  let terminated: Promise<void> | undefined;
  const handle: TesseractHandle = {
    worker,
    thread,
    died,
    get exited() {
      return exited;
    },
    terminate: () =>
      (terminated ??= (async () => {
        await worker.terminate().catch(() => {});
        // Worker.terminate() resolves on exit, and at once for a thread that has already gone.
        if (thread) await thread.terminate().catch(() => {});
      })()),
  };
  try {
    await worker.setParameters({ ...RUNTIME_PARAMS, ...options.params } as Partial<Tesseract.WorkerParams>);
  } catch (error) {
    await handle.terminate();
    throw new ConversionError('OCR_FAILED', `The OCR engine rejected its parameters: ${describe(error)}`, { cause: error });
  }
  return handle;
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
