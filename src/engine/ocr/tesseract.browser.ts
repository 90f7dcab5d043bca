/**
 * The browser build's counterpart of tesseract.ts (esbuild picks it; see
 * scripts/web-engine-build.mjs): one tesseract.js browser worker with the same model and
 * parameters as in Node, every file fetched from our own origin, never a CDN.
 *
 * Files (copied to `ocr/` beside the engine by the build): `worker.min.js` (tesseract.js's worker
 * script), `tesseract-core-simd-lstm.js` + `.wasm` (the core Node uses too: Node 20 has SIMD but
 * not relaxed SIMD, and the same core gives the same readings) and `eng.traineddata.gz`
 * (@tesseract.js-data/eng's best_int model).
 *
 * The worker is started from its URL, not from a blob: the core finds its .wasm next to the
 * worker script, and the page's CSP need not allow blob: scripts for it.
 */
import type Tesseract from 'tesseract.js';
import { createEngineWorker, setEngineParameters } from './tesseract-params.ts';
import type { OcrModel } from './languages.ts';

export { DEFAULT_MODEL, INIT_CONFIG, PAGE_SEG_MODE, RUNTIME_PARAMS, describe } from './tesseract-params.ts';

/** The core the engine reads with in every runtime (see above). */
export const CORE_SCRIPT = 'tesseract-core-simd-lstm.js';

/** The OCR files' folder: `ocr/` beside the engine worker's chunks (scripts/web-engine-build.mjs). */
export function defaultLangPath(): string {
  return new URL('./ocr/', import.meta.url).href;
}

/** The part of a DOM Worker this module uses (the engine is compiled without the DOM library). */
interface BrowserWorker {
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
  terminate(): void;
}

export interface TesseractHandle {
  worker: Tesseract.Worker;
  thread: undefined;
  died: Promise<string>;
  readonly exited: boolean;
  terminate(): Promise<void>;
}

/** The browser build serves English data only: other languages are reported missing. */
export function resolveOcrModel(languages: readonly string[], _dataPath?: string): { model: OcrModel | null; missing: string[] } {
  return { model: null, missing: [...new Set(languages)].filter((code) => code !== 'eng') };
}

export interface StartOptions {
  /** The OCR files' folder URL; default `defaultLangPath()`. */
  langPath?: string | undefined;
  /** Unused in the browser (English only). */
  model?: OcrModel | undefined;
  params?: Record<string, string> | undefined;
  onRecognizeProgress?: (fraction: number) => void;
  initConfig?: Record<string, string>;
}

export async function startTesseract(options: StartOptions = {}): Promise<TesseractHandle> {
  const base = new URL(options.langPath ?? defaultLangPath());
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  const tesseract = await import('tesseract.js');
  // A CommonJS package split into its own chunk exposes module.exports as `default` only.
  const createWorker = tesseract.createWorker ?? (tesseract as unknown as { default: typeof tesseract }).default.createWorker;
  const files = { workerPath: new URL('worker.min.js', base).href, corePath: new URL(CORE_SCRIPT, base).href, langPath: base.href, workerBlobURL: false };
  const worker = await createEngineWorker(createWorker, files, options);
  const thread = (worker as unknown as { worker?: BrowserWorker }).worker;
  let exited = false;
  let markDead: (message: string) => void = () => {};
  const died = new Promise<string>((resolve) => {
    markDead = resolve;
  });
  thread?.addEventListener('error', (event) => markDead(`the OCR worker failed: ${event.message ?? 'unknown error'}`));
  let terminated: Promise<void> | undefined;
  const handle: TesseractHandle = {
    worker,
    thread: undefined,
    died,
    get exited() {
      return exited;
    },
    terminate: () =>
      (terminated ??= (async () => {
        // A browser worker stops at once on terminate(); there is no exit event to wait for.
        await worker.terminate().catch(() => {});
        exited = true;
        markDead('the OCR worker was terminated');
      })()),
  };
  await setEngineParameters(worker, options.params, handle.terminate);
  return handle;
}
