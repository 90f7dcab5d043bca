/**
 * A pool of worker threads that read documents, so that a document can be abandoned.
 *
 * pdf.js can spin for seconds inside a damaged font program and grow without bound on some
 * streams; neither can be interrupted from the same thread. Each document therefore runs in a
 * worker thread with a memory limit (`resourceLimits`), and:
 * - past its deadline (TIMEOUT) or on abort (ABORTED) the thread is terminated and the call
 *   rejects once the thread is gone, or after EXIT_GRACE_MS at the latest: a thread deep in
 *   garbage collection at its heap limit (a damaged font's widths array) reached its next
 *   interrupt check only after 149 s in the 10,000-file fuzz run, so the call does not wait for
 *   it; the thread has left the pool, stays within its memory limit, and dies on its own;
 * - a thread that exceeds its memory limit dies alone and the call rejects with RESOURCE_LIMIT;
 * - any other death of a thread rejects its document with CORRUPT_PDF.
 * Threads start lazily (one per concurrent document, up to `size`), stay warm between documents,
 * are recycled after `recycleAfterJobs` documents, and are unref'd while idle so that they never
 * keep the process alive. After each document a thread must answer a ping before it gets another
 * (QUIET_DEADLINE_MS): pdf.js goes on with work its document no longer waits for, and a thread
 * still busy with it is replaced instead of making the next document wait. OCR recognition stays
 * in the caller's OCR pool: a worker sends each page image back and waits for the words.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ConversionError } from '../engine/errors.ts';

/** How long a failed document's call waits for its terminated thread before settling anyway. */
const EXIT_GRACE_MS = 2_000;

/**
 * How long a thread has, once its document settled, to answer a ping before it is terminated and
 * replaced. No document is given to a thread that has not answered since its last one.
 *
 * pdf.js does not cancel work that its document no longer waits for: `getOperatorList` resolves
 * before the page's images are decoded, and the decoding goes on after the document is destroyed.
 * An image whose /BitsPerComponent a corruption made 6887605 kept a thread busy for minutes after
 * its own document had ended (NO_TRANSACTIONS_FOUND in 0.2 s); the pool handed that thread the
 * next document, an ordinary one, which waited behind it until its TIMEOUT (the 10,000-file fuzz
 * run, in a process that had converted 5,790 files; 0.4 s in a fresh process). The thread answers
 * once pdf.js has delivered the images its last document started (`imageDecodingDone`), and only
 * when its event loop is free: an idle thread within a millisecond, a page-size scan image within
 * a few hundred; one still decoding at the deadline is replaced (~0.3 s to start a thread).
 */
export const QUIET_DEADLINE_MS = 2_000;

/** Resolves after `ms` without keeping the process alive. */
function graceOver(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
import type { OcrPool } from '../engine/ocr/pool.ts';
import type { ProgressEvent } from '../engine/types.ts';
import type { FromWorker, Task, ToWorker } from './protocol.ts';

/** A statement's text conversion needs well under 100 MB of heap; 512 MB leaves room for 100-page scans. */
export const DEFAULT_WORKER_MEMORY_MB = 512;
/**
 * pdf.js keeps module-level caches; a fresh thread every 200 documents keeps them small (~0.3 s to
 * start). Measured over the 10,000 files of issue 27 (one file at a time): a thread's heap after a
 * document had a median of 34 MB in its first 20 documents and 44 MB in its last 50 (195 MB at
 * most, of its 512), so no rule by megabytes is needed besides the heap limit itself.
 */
export const DEFAULT_RECYCLE_AFTER_JOBS = 200;

export interface DocumentWorkersOptions {
  /** Threads at most; defaults to the number of CPUs available to the process. */
  size?: number;
  /** Heap limit of each thread (`resourceLimits.maxOldGenerationSizeMb`). */
  maxMemoryMb?: number;
  recycleAfterJobs?: number;
}

export interface RunOptions {
  /** The document's budget from the moment `run` is called (waiting for a thread included). */
  timeoutMs: number;
  /** Added to the deadline for each page sent to OCR (the default budget grows with a scan). */
  extraMsPerOcrPage?: number;
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  ocrPool?: OcrPool;
}

interface Job {
  id: number;
  task: Task;
  bytes: Uint8Array;
  options: RunOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  slot: Slot | null;
  timer: NodeJS.Timeout | null;
  deadline: number;
  /** Cancels this document's OCR requests in the caller's pool once it settles. */
  ocrAbort: AbortController;
  onAbort: () => void;
  settled: boolean;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  jobs: number;
  exited: Promise<void>;
  /** The thread has loaded its modules; an error before that is a broken installation, not a bad PDF. */
  ready: boolean;
  /** The thread answered the ping sent after its last document (or has had none): it may take one. */
  quiet: boolean;
  /** Ends the wait for that answer (QUIET_DEADLINE_MS). */
  probe: NodeJS.Timeout | null;
  /** The thread's heap in MB when it last answered a ping (diagnostics). */
  heapMb: number;
}

/**
 * The worker's own file: `.js` once built to dist/; under tsx or vitest the `.ts` source, loaded
 * through a small bootstrap that registers tsx in the thread (Node 20 does not pass a parent's
 * `--import` loader hooks on to worker threads).
 */
function workerEntry(): URL {
  const isSource = new URL(import.meta.url).pathname.endsWith('.ts');
  if (!isSource) return new URL('./worker-entry.js', import.meta.url);
  // require.resolve finds the CommonJS build of tsx's API; its ES module build sits beside it.
  const tsxApi = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const entry = new URL('./worker-entry.ts', import.meta.url).href;
  const bootstrap = `const { register } = await import(${JSON.stringify(tsxApi)}); register(); await import(${JSON.stringify(entry)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}

/**
 * The parent's flags, except that the thread keeps Node's default for unhandled rejections even
 * under `--unhandled-rejections=strict`: the thread's own listener (worker-entry.ts) must see
 * pdf.js's stray rejections instead of dying of them.
 */
function workerExecArgv(): string[] {
  return [...process.execArgv.filter((flag) => !flag.startsWith('--unhandled-rejections')), '--unhandled-rejections=throw'];
}

export interface WorkerPoolState {
  threads: number;
  /** Threads with a document. */
  busy: number;
  /** Threads whose document settled and whose answer to the ping is awaited. */
  probing: number;
  queued: number;
  /** Terminated threads not yet exited. */
  dying: number;
  jobsPerThread: number[];
  heapMbPerThread: number[];
  /** Threads started since the pool was created. */
  started: number;
  /** Threads terminated because they did not answer within QUIET_DEADLINE_MS of their document. */
  replacedBusy: number;
}

export class DocumentWorkers {
  readonly size: number;
  readonly #maxMemoryMb: number;
  readonly #recycleAfterJobs: number;
  readonly #slots = new Set<Slot>();
  /** Threads terminated for their document that may not have exited yet (close() waits for them). */
  readonly #dying = new Set<Promise<unknown>>();
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;
  #started = 0;
  #replacedBusy = 0;

  constructor(options: DocumentWorkersOptions = {}) {
    this.size = Math.max(1, Math.floor(options.size ?? availableParallelism()));
    this.#maxMemoryMb = options.maxMemoryMb ?? DEFAULT_WORKER_MEMORY_MB;
    this.#recycleAfterJobs = options.recycleAfterJobs ?? DEFAULT_RECYCLE_AFTER_JOBS;
  }

  /** Runs one task in a thread; resolves with the worker's plain answer (see plain-data.ts). */
  run(task: Task, bytes: Uint8Array, options: RunOptions): Promise<unknown> {
    if (this.#closed) return Promise.reject(new ConversionError('ABORTED', 'The document workers were closed.'));
    if (options.signal?.aborted) return Promise.reject(new ConversionError('ABORTED', 'The conversion was aborted.', { cause: options.signal.reason }));
    return new Promise((resolve, reject) => {
      const job: Job = {
        id: this.#nextId++,
        task,
        // The caller keeps its bytes; the thread gets (and owns) a copy.
        bytes: new Uint8Array(bytes),
        options,
        resolve,
        reject,
        slot: null,
        timer: null,
        deadline: Date.now() + options.timeoutMs,
        ocrAbort: new AbortController(),
        onAbort: () => void this.#fail(job, new ConversionError('ABORTED', 'The conversion was aborted.', { cause: options.signal?.reason }), true),
        settled: false,
      };
      this.#arm(job);
      options.signal?.addEventListener('abort', job.onAbort, { once: true });
      this.#queue.push(job);
      this.#pump();
    });
  }

  /** Rejects waiting documents, terminates every thread and resolves once all have exited. Safe to call twice. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) this.#settle(job, new ConversionError('ABORTED', 'The document workers were closed.'));
    const exits = [...this.#slots].map((slot) => {
      if (slot.probe) clearTimeout(slot.probe);
      if (slot.job) this.#settle(slot.job, new ConversionError('ABORTED', 'The document workers were closed.'));
      void slot.worker.terminate();
      return slot.exited;
    });
    await Promise.all([...exits, ...this.#dying]);
  }

  /** Threads alive (for tests and diagnostics). */
  get threads(): number {
    return this.#slots.size;
  }

  /** The pool's state now, and threads replaced so far because they stayed busy after their document (for tests, benchmarks and diagnostics). */
  diagnostics(): WorkerPoolState {
    const slots = [...this.#slots];
    return {
      threads: slots.length,
      busy: slots.filter((s) => s.job).length,
      probing: slots.filter((s) => !s.job && !s.quiet).length,
      queued: this.#queue.length,
      dying: this.#dying.size,
      jobsPerThread: slots.map((s) => s.jobs),
      heapMbPerThread: slots.map((s) => s.heapMb),
      started: this.#started,
      replacedBusy: this.#replacedBusy,
    };
  }

  #arm(job: Job): void {
    if (job.timer) clearTimeout(job.timer);
    const seconds = Math.round(job.options.timeoutMs / 100) / 10;
    job.timer = setTimeout(
      () =>
        void this.#fail(job, new ConversionError('TIMEOUT', `The document was not read within its time budget (${seconds} s and any OCR allowance).`), true),
      Math.max(0, job.deadline - Date.now()),
    );
  }

  #pump(): void {
    while (this.#queue.length > 0) {
      let slot = [...this.#slots].find((s) => s.job === null && s.quiet);
      // A thread awaiting its ping's answer gets one of the waiting documents within
      // QUIET_DEADLINE_MS (itself, or its replacement): start another only for the rest.
      const probing = [...this.#slots].filter((s) => s.job === null && !s.quiet).length;
      if (!slot && this.#slots.size < this.size && this.#queue.length > probing) slot = this.#start();
      if (!slot) return;
      const job = this.#queue.shift() as Job;
      slot.job = job;
      job.slot = slot;
      slot.worker.ref();
      const message: ToWorker = { type: 'task', id: job.id, task: job.task, bytes: job.bytes };
      slot.worker.postMessage(message, [job.bytes.buffer as ArrayBuffer]);
    }
  }

  #start(): Slot {
    const worker = new Worker(workerEntry(), { execArgv: workerExecArgv(), resourceLimits: { maxOldGenerationSizeMb: this.#maxMemoryMb } });
    const slot: Slot = {
      worker,
      job: null,
      jobs: 0,
      ready: false,
      quiet: true,
      probe: null,
      heapMb: 0,
      exited: new Promise((resolve) => worker.once('exit', () => resolve())),
    };
    this.#slots.add(slot);
    this.#started++;
    worker.on('message', (message: FromWorker) => this.#onMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      // The thread is ending ('exit' follows): it must not be handed a document meanwhile.
      slot.quiet = false;
      const job = slot.job;
      if (!job) return;
      const failure = !slot.ready
        ? new Error(`The document worker thread could not start: ${error.message}`, { cause: error })
        : error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new ConversionError('RESOURCE_LIMIT', `Reading the document needed more than the worker's ${this.#maxMemoryMb} MB of memory.`, { cause: error })
          : new ConversionError('CORRUPT_PDF', `The PDF cannot be read: the reader failed (${error.message}).`, { cause: error });
      this.#settle(job, failure);
    });
    worker.on('exit', () => {
      if (slot.probe) clearTimeout(slot.probe);
      this.#slots.delete(slot);
      if (slot.job) this.#settle(slot.job, new ConversionError('CORRUPT_PDF', 'The PDF cannot be read: the reader stopped.'));
      if (!this.#closed) this.#pump();
    });
    return slot;
  }

  #onMessage(slot: Slot, message: FromWorker): void {
    if (message.type === 'ready') {
      slot.ready = true;
      return;
    }
    if (message.type === 'pong') {
      if (slot.probe) clearTimeout(slot.probe);
      slot.probe = null;
      slot.heapMb = message.heapMb;
      if (!this.#slots.has(slot) || slot.job) return;
      slot.quiet = true;
      this.#pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.type === 'progress') {
      try {
        job.options.onProgress?.(message.event);
      } catch (error) {
        void this.#fail(job, error, true);
      }
    } else if (message.type === 'ocr') {
      void this.#recognize(slot, job, message.request, message);
    } else if (message.type === 'done') {
      this.#release(slot);
      this.#settle(job, null, message.value);
    } else {
      this.#release(slot);
      const { code, message: text } = message.error;
      this.#settle(job, code ? new ConversionError(code, text) : new Error(text));
    }
  }

  async #recognize(slot: Slot, job: Job, request: number, message: Extract<FromWorker, { type: 'ocr' }>): Promise<void> {
    if (job.options.extraMsPerOcrPage) {
      job.deadline += job.options.extraMsPerOcrPage;
      this.#arm(job);
    }
    let answer: ToWorker;
    try {
      if (!job.options.ocrPool) throw new ConversionError('OCR_FAILED', 'No OCR pool was given.');
      const onProgress = (fraction: number) => {
        if (slot.job === job) slot.worker.postMessage({ type: 'ocr-progress', request, fraction } satisfies ToWorker);
      };
      const result = await job.options.ocrPool.recognize(message.image, { page: message.page, signal: job.ocrAbort.signal, onProgress, model: message.model });
      answer = { type: 'ocr-result', request, result };
    } catch (error) {
      answer = {
        type: 'ocr-result',
        request,
        error: { code: ConversionError.is(error) ? error.code : 'OCR_FAILED', message: (error as Error)?.message ?? String(error) },
      };
    }
    if (slot.job === job) slot.worker.postMessage(answer);
  }

  /**
   * The thread finished its document: count it and recycle it when due; otherwise ping it, and let
   * it idle unref'd. It takes the next document only once it has answered (see QUIET_DEADLINE_MS).
   */
  #release(slot: Slot): void {
    slot.job = null;
    slot.jobs++;
    if (slot.jobs >= this.#recycleAfterJobs) {
      this.#slots.delete(slot);
      void slot.worker.terminate();
    } else {
      slot.worker.unref();
      slot.quiet = false;
      slot.probe = setTimeout(() => this.#replaceBusy(slot), QUIET_DEADLINE_MS).unref();
      slot.worker.postMessage({ type: 'ping' } satisfies ToWorker);
    }
    this.#pump();
  }

  /** The thread did not answer its ping in time: work its document left behind still runs there. */
  #replaceBusy(slot: Slot): void {
    slot.probe = null;
    if (slot.quiet || slot.job || !this.#slots.has(slot)) return;
    this.#slots.delete(slot);
    this.#replacedBusy++;
    void slot.worker.terminate();
    const exited = slot.exited.finally(() => this.#dying.delete(exited));
    this.#dying.add(exited);
    if (!this.#closed) this.#pump();
  }

  /** Fails a job; with `kill`, its thread is terminated first and the rejection waits for its exit. */
  async #fail(job: Job, error: unknown, kill: boolean): Promise<void> {
    if (job.settled) return;
    const slot = job.slot;
    const index = this.#queue.indexOf(job);
    if (index >= 0) this.#queue.splice(index, 1);
    if (kill && slot && slot.job === job) {
      job.ocrAbort.abort();
      slot.job = null;
      this.#slots.delete(slot);
      void slot.worker.terminate();
      const exited = slot.exited.finally(() => this.#dying.delete(exited));
      this.#dying.add(exited);
      await Promise.race([exited, graceOver(EXIT_GRACE_MS)]);
      this.#pump();
    }
    this.#settle(job, error);
  }

  #settle(job: Job, error: unknown, value?: unknown): void {
    if (job.settled) return;
    job.settled = true;
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    job.options.signal?.removeEventListener('abort', job.onAbort);
    job.ocrAbort.abort();
    if (job.slot?.job === job) job.slot.job = null;
    if (error) job.reject(error);
    else job.resolve(value);
  }
}
