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
import { existsSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker as NodeWorker } from 'node:worker_threads';
import type Tesseract from 'tesseract.js';
import { ConversionError } from '../errors.ts';
import type { OcrModel } from './languages.ts';
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

/** Where Debian's tesseract-ocr-<lang> packages put their data (tesseract 5, then 4). */
const SYSTEM_TESSDATA = ['/usr/share/tesseract-ocr/5/tessdata', '/usr/share/tesseract-ocr/4.00/tessdata'];

/**
 * The files for these languages, found on this machine only (nothing is downloaded): in `dataPath`,
 * then Debian's tessdata folders (every language in one folder), then a lone
 * language's npm package `@tesseract.js-data/<code>`. `model` null: the default English model.
 * `missing`: the languages no file was found for (read without them).
 */
export function resolveOcrModel(languages: readonly string[], dataPath?: string): { model: OcrModel | null; missing: string[] } {
  const wanted = [...new Set(languages)].filter((code) => /^[a-z_]{3,12}$/.test(code));
  if (wanted.length === 0 || (wanted.length === 1 && wanted[0] === 'eng' && !dataPath)) return { model: null, missing: [] };
  const folders = [dataPath, ...SYSTEM_TESSDATA].filter((f): f is string => Boolean(f));
  const has = (folder: string, code: string) => existsSync(join(folder, `${code}.traineddata`));
  for (const folder of folders) {
    if (wanted.every((code) => has(folder, code))) return { model: { languages: wanted.join('+'), langPath: folder, gzip: false }, missing: [] };
  }
  // The best single folder: the one holding most of them.
  const found = folders.map((folder) => ({ folder, codes: wanted.filter((code) => has(folder, code)) })).sort((a, b) => b.codes.length - a.codes.length)[0];
  const other = wanted
    .filter((code) => code !== 'eng')
    .map((code) => ({ code, folder: npmLangPath(code) }))
    .find((o) => o.folder !== null);
  if (found?.codes.some((code) => code !== 'eng')) {
    return { model: { languages: found.codes.join('+'), langPath: found.folder, gzip: false }, missing: wanted.filter((code) => !found.codes.includes(code)) };
  }
  if (other)
    return {
      model: { languages: other.code, langPath: other.folder as string, gzip: true },
      missing: wanted.filter((code) => code !== other.code && code !== 'eng'),
    };
  return { model: null, missing: wanted.filter((code) => code !== 'eng') };
}

/** The folder of `@tesseract.js-data/<code>`'s model, when that package is installed. */
function npmLangPath(code: string): string | null {
  try {
    const folder = join(dirname(createRequire(import.meta.url).resolve(`@tesseract.js-data/${code}/package.json`)), DEFAULT_MODEL);
    return existsSync(join(folder, `${code}.traineddata.gz`)) ? folder : null;
  } catch {
    return null;
  }
}

export interface StartOptions {
  langPath?: string;
  /** Other language data than the default English model (resolveOcrModel). */
  model?: OcrModel | undefined;
  /** Overrides RUNTIME_PARAMS (benchmarks compare segmentation modes). */
  params?: Record<string, string>;
  /** Told how far the current recognition has got (0..1), as tesseract reports it. */
  onRecognizeProgress?: (fraction: number) => void;
  /** Overrides INIT_CONFIG. */
  initConfig?: Record<string, string>;
}

export async function startTesseract(options: StartOptions = {}): Promise<TesseractHandle> {
  const model = options.model;
  const langPath = model?.langPath ?? options.langPath ?? defaultLangPath();
  const codes = model ? model.languages.split('+') : ['eng'];
  // tesseract.js never settles createWorker when the model cannot be loaded: check the files first.
  try {
    for (const code of codes) await access(join(langPath, `${code}.traineddata${model && !model.gzip ? '' : '.gz'}`));
  } catch (error) {
    throw new ConversionError('OCR_FAILED', `OCR language data not found in ${langPath}.`, { cause: error });
  }
  const { createWorker } = await import('tesseract.js');
  const worker = await createEngineWorker(createWorker, { langPath }, { ...options, ...(model ? { languages: model.languages, gzip: model.gzip } : {}) });
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
