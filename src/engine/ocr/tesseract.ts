/**
 * Starting one tesseract.js worker, fully offline, with the engine parameters chosen for bank
 * statements (measured by benchmarks/ocr-params.ts; numbers in ./README.md).
 *
 * Offline: `langPath` is a directory of @tesseract.js-data/eng, which tesseract.js reads with
 * fs (it only fetches when langPath is a URL or missing, and then from a CDN); `gzip: true`
 * because that package ships `eng.traineddata.gz` (tesseract.js gunzips it when it sees the gzip
 * magic bytes); `cacheMethod: 'none'` so nothing is read from or written to a cache directory.
 * The wasm core comes from the tesseract.js-core package on disk. The browser build uses
 * tesseract.browser.ts instead (same parameters, files served by our own server).
 */
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker as NodeWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { ConversionError } from '../errors.ts';
import { DEFAULT_MODEL, createEngineWorker, describe, setEngineParameters } from './tesseract-params.ts';

export { DEFAULT_MODEL, INIT_CONFIG, PAGE_SEG_MODE, RUNTIME_PARAMS, describe } from './tesseract-params.ts';

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
  const worker = await createEngineWorker(createWorker, { langPath }, options);
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
  await setEngineParameters(worker, options.params, handle.terminate);
  return handle;
}
