/**
 * A worker process: takes OCR jobs from the shared PostgreSQL queue and runs them, nothing else
 * (no HTTP). Any number of workers on any number of machines share one database with the API
 * instances (`bsc serve --no-worker`). Stopping drains: no new job is claimed, and a job still
 * running is released back to the queue for another worker.
 */
import { openBackend } from './backend.ts';
import { type Clock, systemClock } from './clock.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { DEFAULT_PROCESSOR_OPTIONS, PdfProcessor, type PdfProcessorOptions } from './jobs/pdf-processor.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import type { Logger } from './logger.ts';

export interface WorkerOptions {
  databaseUrl: string;
  /** OCR jobs at a time (one OCR child process each). */
  concurrency: number;
  processor?: Partial<PdfProcessorOptions>;
  clock?: Clock;
  logger: Logger;
}

export interface RunningWorker {
  /** Stops claiming, releases what still runs, closes the children and the database pool. */
  stop(): Promise<void>;
}

export async function startWorker(options: WorkerOptions): Promise<RunningWorker> {
  const backend = await openBackend({ dataDir: '.', databaseUrl: options.databaseUrl, rateLimitWindowMs: DEFAULT_LIMITS.rateLimitWindowMs });
  // A worker never analyses uploads: one parse child at most, and it is never started.
  const processor = new PdfProcessor({ ...DEFAULT_PROCESSOR_OPTIONS, ...options.processor, parseWorkers: 1, ocrWorkers: options.concurrency });
  const runner = new JobRunner({
    store: backend.store,
    queue: backend.queue,
    blobs: backend.blobs,
    processor,
    clock: options.clock ?? systemClock,
    logger: options.logger,
    concurrency: options.concurrency,
    tickMs: backend.jobTickMs,
  });
  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      const stopped = runner.stop();
      // Closing the children cuts running jobs short; the runner releases them to the queue.
      await processor.close();
      await stopped;
      await backend.close();
    })());
  try {
    await runner.start();
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
