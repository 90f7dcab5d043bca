/**
 * Runs queued OCR jobs through the PDF processor, at most `concurrency` at a time, and records
 * their progress and outcome. Passwords of protected files wait here, in memory only, for the job
 * that needs them and are dropped when it ends.
 *
 * Restart safety: a job is marked running when claimed and deleted only once its file is
 * COMPLETED or ERROR. After a crash, `start()` puts interrupted jobs back in the queue, or fails
 * their file with a reason when they cannot resume — so no file stays PROCESSING for ever.
 */
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, Job, JobQueue, Store } from '../store/types.ts';
import { ConversionError } from '../../index.ts';
import { ChildLimitError, PoolClosedError } from './child-pool.ts';
import type { PdfProcessor } from './pdf-processor.ts';
import { progressPercent } from './progress.ts';

/** A job interrupted this often by restarts is probably what brings the server down: stop retrying. */
export const MAX_JOB_ATTEMPTS = 3;

const LOST_REASONS = {
  PASSWORD_LOST: 'The server restarted while this password-protected file was being processed; passwords are not kept, so upload the file again.',
  TOO_MANY_ATTEMPTS: `Processing was interrupted ${MAX_JOB_ATTEMPTS} times by server restarts; upload the file again.`,
} as const;

export interface JobRunnerDeps {
  store: Store;
  queue: JobQueue;
  blobs: BlobStore;
  processor: PdfProcessor;
  clock: Clock;
  logger: Logger;
  concurrency: number;
}

/** The text a client sees in the file's `error` field. Never a stack or a path. */
function describeFailure(error: unknown): string {
  if (ConversionError.is(error)) return error.message;
  if (error instanceof ChildLimitError) return `${error.message} The file could not be processed.`;
  return 'Processing failed because of an internal error.';
}

export class JobRunner {
  readonly #deps: JobRunnerDeps;
  readonly #passwords = new Map<string, string>();
  readonly #running = new Set<Promise<void>>();
  #stopping = false;
  #started = false;

  constructor(deps: JobRunnerDeps) {
    this.#deps = deps;
  }

  /** Recovers jobs a previous process left behind, then starts taking jobs. */
  start(): void {
    const { queue, logger } = this.#deps;
    for (const lost of queue.recoverInterrupted(MAX_JOB_ATTEMPTS)) {
      // Restarts are the service's doing, not the file's: the file's pages are refunded.
      this.#failWithRefund(lost.uuid, LOST_REASONS[lost.reason]);
      logger.warn(`job ${lost.uuid}: not resumed (${lost.reason})`);
    }
    this.#started = true;
    this.wake();
  }

  /** Taking jobs: started and not stopping (the readiness probe asks). */
  get running(): boolean {
    return this.#started && !this.#stopping;
  }

  /** Keeps a protected file's password until its job ends. Call before the job is committed. */
  holdPassword(uuid: string, password: string): void {
    this.#passwords.set(uuid, password);
  }

  releasePassword(uuid: string): void {
    this.#passwords.delete(uuid);
  }

  /** How many passwords wait in memory now (diagnostics and tests; never which). */
  get passwordsHeld(): number {
    return this.#passwords.size;
  }

  /** New jobs were queued: start as many as the concurrency allows. */
  wake(): void {
    while (this.#started && !this.#stopping && this.#running.size < this.#deps.concurrency) {
      const job = this.#deps.queue.claimNext(this.#deps.clock.now());
      if (!job) return;
      const run: Promise<void> = this.#run(job).finally(() => {
        this.#running.delete(run);
        this.wake();
      });
      this.#running.add(run);
    }
  }

  /** Stops taking jobs and waits for running ones to settle (the caller closes the processor to cut them short). */
  async stop(): Promise<void> {
    this.#stopping = true;
    await Promise.allSettled([...this.#running]);
    this.#passwords.clear();
  }

  #failWithRefund(uuid: string, reason: string): void {
    const { store, queue, clock, logger } = this.#deps;
    store.failFile(uuid, reason, clock.now());
    queue.finish(uuid);
    const refunded = store.refundFile(uuid, clock.now());
    if (refunded > 0) logger.info(`job ${uuid}: refunded ${refunded} page(s)`);
  }

  /** The file was deleted while its job ran: remove whatever the job wrote. */
  async #forgetDeleted(uuid: string): Promise<void> {
    const { queue, blobs, logger } = this.#deps;
    queue.finish(uuid);
    await blobs.remove(uuid);
    logger.info(`job ${uuid}: its file was deleted while it ran; nothing kept`);
  }

  async #run(job: Job): Promise<void> {
    const { store, queue, blobs, processor, clock, logger } = this.#deps;
    const password = this.#passwords.get(job.uuid);
    try {
      if (job.needsPassword && password === undefined) {
        this.#failWithRefund(job.uuid, LOST_REASONS.PASSWORD_LOST);
        return;
      }
      let reported = 0;
      const bytes = await blobs.readSource(job.uuid);
      const { results } = await processor.convert(bytes, {
        numberOfPages: job.numberOfPages,
        ...(password !== undefined ? { password } : {}),
        onProgress: (event) => {
          const percent = progressPercent(event);
          if (percent <= reported) return;
          reported = percent;
          store.setProgress(job.uuid, percent, clock.now());
        },
      });
      // writeResults never recreates a deleted file's directory, and a file deleted meanwhile
      // (expired, its user deleted) updates no row: its results are removed, not left behind.
      await blobs.writeResults(job.uuid, results);
      if (!store.completeFile(job.uuid, clock.now())) {
        await this.#forgetDeleted(job.uuid);
        return;
      }
      queue.finish(job.uuid);
      logger.info(`job ${job.uuid}: completed`);
    } catch (error) {
      // Shutting down: leave the job marked running so the next start resumes it.
      if (this.#stopping || error instanceof PoolClosedError) return;
      if (!store.hasFile(job.uuid)) return void (await this.#forgetDeleted(job.uuid));
      const ours = !ConversionError.is(error) && !(error instanceof ChildLimitError);
      if (ours) logger.error(`job ${job.uuid}: failed`, error);
      else logger.warn(`job ${job.uuid}: ${error instanceof ChildLimitError ? `child killed (${error.kind})` : error.code}`);
      // A bug of ours is no fault of the file: refund. A file that fails to convert or is killed
      // at its time or memory limit is charged, or a hostile file could hold the OCR child for free.
      if (ours) this.#failWithRefund(job.uuid, describeFailure(error));
      else {
        store.failFile(job.uuid, describeFailure(error), clock.now());
        queue.finish(job.uuid);
      }
    } finally {
      if (!this.#stopping) this.#passwords.delete(job.uuid);
    }
  }
}
