/**
 * A pool of tesseract.js workers shared by every page and document of a process.
 *
 * - Workers start lazily, on the first job that finds no idle worker, and are reused.
 * - Jobs wait FIFO while every worker is busy.
 * - A worker is recycled (terminated, replaced on next use) after `recycleAfterJobs` jobs, which
 *   bounds the wasm heap that tesseract grows and never gives back.
 * - A page that takes longer than `pageTimeoutMs` to recognise is abandoned: its worker is
 *   terminated (the only way to stop a wasm call) and the job resolves empty with `timedOut`.
 * - An abort rejects with ConversionError('ABORTED'): queued jobs leave the queue, a running one
 *   loses its worker. Any tesseract failure rejects with 'OCR_FAILED' and replaces the worker.
 * - `close()` rejects what is pending and resolves once every worker thread has exited.
 */
import { availableParallelism } from 'node:os';
import type Tesseract from 'tesseract.js';
import { ConversionError } from '../errors.ts';
import { encodePgm, type GreyImage } from '../raster/image.ts';
import { type OcrModel, modelKey } from './languages.ts';
import { describe, startTesseract, type TesseractHandle } from './tesseract.ts';
import { type OcrWord, parseTsv } from './tsv.ts';

/** A statement page takes 1–2 s; 30 s means the page is pathological (noise, halftone) or the machine is starved. */
export const DEFAULT_PAGE_TIMEOUT_MS = 30_000;
/** tesseract's wasm heap only grows; ~50 pages keeps a worker's memory in check at a 0.8 s restart cost. */
export const DEFAULT_RECYCLE_AFTER_JOBS = 50;

/** An image to recognise: raw grey pixels (sent as PGM) or an encoded file (PNG, JPEG, PGM...). */
export type OcrImage = (GreyImage & { dpi?: number }) | Uint8Array;

export interface OcrPoolOptions {
  /** Worker count; defaults to the number of CPUs available to the process. */
  size?: number | undefined;
  recycleAfterJobs?: number | undefined;
  pageTimeoutMs?: number | undefined;
  /** Directory holding eng.traineddata.gz; defaults to @tesseract.js-data/eng's best_int model. */
  langPath?: string | undefined;
  /** Extra tesseract parameters per worker (benchmarks only). */
  params?: Record<string, string> | undefined;
}

export interface RecognizeOptions {
  /** 1-based page number, carried into the result and error messages. */
  page: number;
  signal?: AbortSignal;
  /** Called as recognition advances, with the share of this image read so far (0..1). */
  onProgress?: (fraction: number) => void;
  /** Language data other than the pool's default English (resolveOcrModel): a worker of another model is replaced. */
  model?: OcrModel | undefined;
}

export interface OcrPageResult {
  page: number;
  words: OcrWord[];
  /** tesseract's mean text confidence, 0..100 (0 when timed out). */
  meanConfidence: number;
  timedOut: boolean;
  /** Time spent recognising (after the worker was ready). */
  ms: number;
}

export interface OcrPoolStats {
  /** Workers started so far. */
  started: number;
  /** Workers terminated so far (recycled, timed out, failed or closed). */
  terminated: number;
  /** Jobs that produced a result (including timeouts). */
  completed: number;
  queued: number;
  busy: number;
  /** Worker threads that have not exited yet (0 once close() has resolved). */
  alive: number;
}

export interface OcrPool {
  recognize(image: OcrImage, options: RecognizeOptions): Promise<OcrPageResult>;
  close(): Promise<void>;
  readonly size: number;
  stats(): OcrPoolStats;
}

interface Job {
  bytes: Uint8Array;
  dpi: number | undefined;
  page: number;
  signal: AbortSignal | undefined;
  onProgress: ((fraction: number) => void) | undefined;
  model: OcrModel | undefined;
  settled: boolean;
  resolve(result: OcrPageResult): void;
  reject(error: unknown): void;
  onAbort?: () => void;
}

interface Slot {
  handle: TesseractHandle | null;
  /** modelKey of the language data the handle was started with. */
  model: string;
  starting: Promise<TesseractHandle> | null;
  jobs: number;
  busy: boolean;
  /** Called if the current worker's thread dies; set only while a job runs on it. */
  onDeath: ((message: string) => void) | null;
  /** Where the current job's recognition progress goes; set only while a job runs on it. */
  onProgress: ((fraction: number) => void) | null;
}

type Outcome = { kind: 'done'; tsv: string; confidence: number } | { kind: 'failed'; message: string } | { kind: 'timeout' } | { kind: 'aborted' };

export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const size = Math.max(1, Math.floor(options.size ?? availableParallelism()));
  const recycleAfterJobs = Math.max(1, options.recycleAfterJobs ?? DEFAULT_RECYCLE_AFTER_JOBS);
  const pageTimeoutMs = options.pageTimeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    handle: null,
    model: modelKey(undefined),
    starting: null,
    jobs: 0,
    busy: false,
    onDeath: null,
    onProgress: null,
  }));
  const queue: Job[] = [];
  /** Terminations and job runs in flight: close() waits for all of them. */
  const inFlight = new Set<Promise<unknown>>();
  const stats = { started: 0, terminated: 0, completed: 0 };
  /** Every worker handle until its thread has exited, for `alive`. */
  const handles = new Set<TesseractHandle>();
  /** Running recognitions to cut short on close(); a Set, so finished jobs leave nothing behind. */
  const onClose = new Set<() => void>();
  let closed = false;
  let closing: Promise<void> | undefined;

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  function settle(job: Job, action: () => void): void {
    if (job.settled) return;
    job.settled = true;
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    action();
  }

  function aborted(job: Job, why = 'The conversion was aborted.'): ConversionError {
    return new ConversionError('ABORTED', why, { cause: job.signal?.reason });
  }

  async function retire(slot: Slot): Promise<void> {
    const handle = slot.handle;
    slot.handle = null;
    slot.jobs = 0;
    if (!handle) return;
    stats.terminated++;
    await track(handle.terminate());
    handles.delete(handle);
  }

  async function workerFor(slot: Slot, model: OcrModel | undefined): Promise<TesseractHandle> {
    // A worker holds one language model: a page of another language gets a worker of its own (about a second to start).
    if (slot.handle && slot.model !== modelKey(model)) await retire(slot);
    if (slot.handle) return slot.handle;
    stats.started++;
    slot.model = modelKey(model);
    slot.starting = startTesseract({
      langPath: options.langPath,
      model,
      params: options.params,
      onRecognizeProgress: (fraction) => slot.onProgress?.(fraction),
    });
    try {
      const handle = await slot.starting;
      handles.add(handle);
      void handle.died.then((message) => {
        if (slot.handle !== handle) return;
        // Running: the job fails and retires the worker. Idle: forget it so the next job starts afresh.
        if (slot.onDeath) slot.onDeath(message);
        else void retire(slot);
      });
      slot.handle = handle;
      return handle;
    } finally {
      slot.starting = null;
    }
  }

  function pump(): void {
    for (const slot of slots) {
      if (closed || queue.length === 0) return;
      if (slot.busy) continue;
      const job = queue.shift() as Job;
      slot.busy = true;
      // run() settles its job on every path; the catch only keeps a bug from becoming an unhandled rejection.
      void track(run(slot, job)).catch(() => {});
    }
  }

  async function run(slot: Slot, job: Job): Promise<void> {
    try {
      let handle: TesseractHandle;
      try {
        handle = await workerFor(slot, job.model);
      } catch (error) {
        settle(job, () => job.reject(error));
        return;
      }
      if (job.settled || closed) {
        settle(job, () => job.reject(aborted(job, 'The OCR pool was closed.')));
        return;
      }
      const started = performance.now();
      const outcome = await recognizeWithin(slot, handle, job);
      const ms = performance.now() - started;
      if (outcome.kind === 'done') {
        stats.completed++;
        slot.jobs++;
        const words = parseTsv(outcome.tsv);
        settle(job, () => job.resolve({ page: job.page, words, meanConfidence: outcome.confidence, timedOut: false, ms }));
        if (slot.jobs >= recycleAfterJobs) await retire(slot);
        return;
      }
      // Whatever else happened, the worker is mid-job or in an unknown state: replace it.
      if (outcome.kind === 'timeout') {
        stats.completed++;
        settle(job, () => job.resolve({ page: job.page, words: [], meanConfidence: 0, timedOut: true, ms }));
      } else if (outcome.kind === 'aborted') {
        settle(job, () => job.reject(aborted(job)));
      } else {
        const error = new ConversionError('OCR_FAILED', `OCR failed on page ${job.page}: ${outcome.message}`);
        settle(job, () => job.reject(error));
      }
      await retire(slot);
    } finally {
      slot.busy = false;
      pump();
    }
  }

  /** Races the recognition against the timeout, the job's abort signal, close() and the thread dying. */
  function recognizeWithin(slot: Slot, handle: TesseractHandle, job: Job): Promise<Outcome> {
    return new Promise<Outcome>((resolve) => {
      const done = (outcome: Outcome) => {
        clearTimeout(timer);
        job.signal?.removeEventListener('abort', onAbort);
        onClose.delete(onClosing);
        slot.onDeath = null;
        slot.onProgress = null;
        resolve(outcome);
      };
      const timer = setTimeout(() => done({ kind: 'timeout' }), pageTimeoutMs);
      const onAbort = () => done({ kind: 'aborted' });
      const onClosing = () => done({ kind: 'aborted' });
      job.signal?.addEventListener('abort', onAbort, { once: true });
      onClose.add(onClosing);
      slot.onDeath = (message) => done({ kind: 'failed', message });
      slot.onProgress = job.onProgress ?? null;
      if (job.signal?.aborted || closed) return done({ kind: 'aborted' });
      // Tells tesseract the real resolution instead of letting it guess from glyph sizes.
      const params = (job.dpi ? { user_defined_dpi: String(Math.round(job.dpi)) } : {}) as Partial<Tesseract.RecognizeOptions>;
      handle.worker
        .recognize(job.bytes, params, { text: false, tsv: true })
        .then(({ data }) => done({ kind: 'done', tsv: data.tsv ?? '', confidence: data.confidence ?? 0 }))
        .catch((error: unknown) => done({ kind: 'failed', message: describe(error) }));
    });
  }

  return {
    size,
    stats: () => ({
      ...stats,
      queued: queue.length,
      busy: slots.filter((s) => s.busy).length,
      alive: [...handles].filter((h) => !h.exited).length,
    }),
    recognize(image, { page, signal, onProgress, model }) {
      if (closed) return Promise.reject(new ConversionError('ABORTED', 'The OCR pool was closed.'));
      if (signal?.aborted) return Promise.reject(new ConversionError('ABORTED', 'The conversion was aborted.', { cause: signal.reason }));
      const bytes = image instanceof Uint8Array ? image : encodePgm(image);
      const dpi = image instanceof Uint8Array ? undefined : image.dpi;
      return new Promise<OcrPageResult>((resolve, reject) => {
        const job: Job = { bytes, dpi, page, signal, onProgress, model, settled: false, resolve, reject };
        if (signal) {
          // A running job's abort is handled by recognizeWithin (it must also replace the worker);
          // this listener settles the caller's promise at once either way.
          job.onAbort = () => {
            const index = queue.indexOf(job);
            if (index >= 0) queue.splice(index, 1);
            settle(job, () => reject(aborted(job)));
          };
          signal.addEventListener('abort', job.onAbort, { once: true });
        }
        queue.push(job);
        pump();
      });
    },
    close() {
      // Every caller gets the same promise: a second close() also waits for the last thread to exit.
      closing ??= (async () => {
        closed = true;
        for (const cut of [...onClose]) cut();
        for (const job of queue.splice(0)) settle(job, () => job.reject(aborted(job, 'The OCR pool was closed.')));
        // Runs finish quickly now (their recognitions resolve as aborted); then every worker goes.
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
        await Promise.allSettled(slots.map((slot) => slot.starting?.catch(() => null)));
        await Promise.all(slots.map((slot) => retire(slot)));
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      })();
      return closing;
    },
  };
}
