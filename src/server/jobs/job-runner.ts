/**
 * Runs queued OCR jobs through the PDF processor, at most `concurrency` at a time, and records
 * their progress and outcome. Passwords of protected files wait here, in memory only, for the job
 * that needs them and are dropped when it ends.
 *
 * Restart safety: a job is marked running when claimed and deleted only once its file is
 * COMPLETED or ERROR. After a crash, `start()` puts interrupted jobs back in the queue, or fails
 * their file with a reason when they cannot resume — so no file stays PROCESSING for ever.
 * With a shared store, a claimed job is held under a lease renewed on every tick; each tick also
 * recovers jobs whose lease ran out (their runner died) and polls for jobs other instances queued.
 */
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { type BlobStore, type ClaimScope, type Job, type JobQueue, type Store, StoreUnavailableError } from '../store/types.ts';
import { ConversionError } from '../../index.ts';
import { ChildLimitError, PoolClosedError } from './child-pool.ts';
import type { PdfProcessor } from './pdf-processor.ts';
import { progressPercent } from './progress.ts';

/** A job interrupted this often by restarts is probably what brings the server down: stop retrying. */
export const MAX_JOB_ATTEMPTS = 3;
/** How often leases are renewed, lost jobs recovered and the queue polled; well inside the store's lease. */
export const RUNNER_TICK_MS = 2_000;

const LOST_REASONS = {
  PASSWORD_LOST: 'The server restarted while this password-protected file was being processed; passwords are not kept, so upload the file again.',
  TOO_MANY_ATTEMPTS: `Processing was interrupted ${MAX_JOB_ATTEMPTS} times (the process running it stopped or crashed); upload the file again.`,
} as const;

export interface JobRunnerDeps {
  store: Store;
  queue: JobQueue;
  blobs: BlobStore;
  processor: PdfProcessor;
  clock: Clock;
  logger: Logger;
  concurrency: number;
  /** Defaults to RUNNER_TICK_MS. */
  tickMs?: number;
  /** `own-protected`: leave every other job to worker processes (bsc serve --no-worker). */
  scope?: ClaimScope;
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
  /** uuids of the jobs running here, whose leases each tick renews. */
  readonly #held = new Set<string>();
  #stopping = false;
  #started = false;
  #claiming = false;
  #wakeAgain = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(deps: JobRunnerDeps) {
    this.#deps = deps;
  }

  /** Recovers jobs a previous process left behind, then starts taking jobs. */
  async start(): Promise<void> {
    await this.#recover();
    this.#started = true;
    this.wake();
    this.#timer = setInterval(() => void this.#tick(), this.#deps.tickMs ?? RUNNER_TICK_MS);
    this.#timer.unref();
  }

  async #recover(): Promise<void> {
    const { queue, clock, logger } = this.#deps;
    for (const lost of await queue.recoverInterrupted(MAX_JOB_ATTEMPTS, clock.now())) {
      // Restarts are the service's doing, not the file's: the file's pages are refunded.
      await this.#failWithRefund(lost.uuid, LOST_REASONS[lost.reason]);
      logger.warn(`job ${lost.uuid}: not resumed (${lost.reason})`);
    }
  }

  /** Renews this runner's leases, recovers jobs of runners that died, and looks for new jobs. */
  async #tick(): Promise<void> {
    if (this.#stopping) return;
    const { queue, clock, logger } = this.#deps;
    try {
      if (this.#held.size > 0) await queue.renewLeases([...this.#held], clock.now());
      await this.#recover();
    } catch (error) {
      logger.warn(`job runner: ${(error as Error).message}`);
    }
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

  /** New jobs were queued: start as many as the concurrency allows (one claiming loop at a time). */
  wake(): void {
    if (this.#claiming) {
      this.#wakeAgain = true;
      return;
    }
    this.#claiming = true;
    this.#claimLoop()
      .catch((error: unknown) => this.#deps.logger.warn(`job runner: could not claim a job: ${(error as Error).message}`))
      .finally(() => {
        this.#claiming = false;
        if (this.#wakeAgain) {
          this.#wakeAgain = false;
          this.wake();
        }
      });
  }

  async #claimLoop(): Promise<void> {
    while (this.#started && !this.#stopping && this.#running.size < this.#deps.concurrency) {
      const job = await this.#deps.queue.claimNext(this.#deps.clock.now(), this.#deps.scope ?? 'all');
      if (!job) return;
      if (this.#stopping) return void (await this.#deps.queue.release(job.uuid));
      this.#held.add(job.uuid);
      const run: Promise<void> = this.#run(job).finally(() => {
        this.#held.delete(job.uuid);
        this.#running.delete(run);
        this.wake();
      });
      this.#running.add(run);
    }
  }

  /** How many jobs run here now (diagnostics and tests). */
  get runningJobs(): number {
    return this.#running.size;
  }

  /** Stops taking jobs and waits for running ones to settle (the caller closes the processor to cut them short). */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearInterval(this.#timer);
    await Promise.allSettled([...this.#running]);
    this.#passwords.clear();
  }

  async #failWithRefund(uuid: string, reason: string): Promise<void> {
    const { store, queue, clock, logger } = this.#deps;
    await store.failFile(uuid, reason, clock.now());
    await queue.finish(uuid);
    const refunded = await store.refundFile(uuid, clock.now());
    if (refunded > 0) logger.info(`job ${uuid}: refunded ${refunded} page(s)`);
  }

  /** The file was deleted while its job ran: remove whatever the job wrote. */
  async #forgetDeleted(uuid: string): Promise<void> {
    const { queue, blobs, logger } = this.#deps;
    await queue.finish(uuid);
    await blobs.remove(uuid);
    logger.info(`job ${uuid}: its file was deleted while it ran; nothing kept`);
  }

  async #run(job: Job): Promise<void> {
    const { store, queue, blobs, processor, clock, logger } = this.#deps;
    const password = this.#passwords.get(job.uuid);
    try {
      if (job.needsPassword && password === undefined) {
        await this.#failWithRefund(job.uuid, LOST_REASONS.PASSWORD_LOST);
        return;
      }
      let reported = 0;
      const bytes = await blobs.readSource(job.uuid);
      const { converted } = await processor.convert(bytes, {
        numberOfPages: job.numberOfPages,
        ...(password !== undefined ? { password } : {}),
        onProgress: (event) => {
          const percent = progressPercent(event);
          if (percent <= reported) return;
          reported = percent;
          store
            .setProgress(job.uuid, percent, clock.now())
            .catch((error: unknown) => logger.warn(`job ${job.uuid}: progress not saved: ${(error as Error).message}`));
        },
      });
      // writeStatement never recreates a deleted file's directory, and a file deleted meanwhile
      // (expired, its user deleted) updates no row: its statement is removed, not left behind.
      await blobs.writeStatement(job.uuid, converted.statement);
      if (!(await store.completeFile(job.uuid, clock.now(), converted.verdict))) {
        await this.#forgetDeleted(job.uuid);
        return;
      }
      await queue.finish(job.uuid);
      logger.info(`job ${job.uuid}: completed`);
    } catch (error) {
      // Shutting down: the job goes back to the queue, for another runner or the next start.
      if (this.#stopping || error instanceof PoolClosedError) {
        await queue
          .release(job.uuid)
          .catch((failure: unknown) => logger.warn(`job ${job.uuid}: not released (${(failure as Error).message}); its lease will run out`));
        return;
      }
      await this.#settleFailure(job, error);
    } finally {
      if (!this.#stopping) this.#passwords.delete(job.uuid);
    }
  }

  async #settleFailure(job: Job, error: unknown): Promise<void> {
    const { store, queue, clock, logger } = this.#deps;
    // The database is down: nothing is decided; the lease runs out and the job runs again.
    if (error instanceof StoreUnavailableError) return void logger.warn(`job ${job.uuid}: ${error.message}; it will be retried`);
    try {
      if (!(await store.hasFile(job.uuid))) return void (await this.#forgetDeleted(job.uuid));
      const ours = !ConversionError.is(error) && !(error instanceof ChildLimitError);
      if (ours) logger.error(`job ${job.uuid}: failed`, error);
      else logger.warn(`job ${job.uuid}: ${error instanceof ChildLimitError ? `child killed (${error.kind})` : error.code}`);
      // A bug of ours is no fault of the file: refund. A file that fails to convert or is killed
      // at its time or memory limit is charged, or a hostile file could hold the OCR child for free.
      if (ours) await this.#failWithRefund(job.uuid, describeFailure(error));
      else {
        await store.failFile(job.uuid, describeFailure(error), clock.now());
        await queue.finish(job.uuid);
      }
    } catch (failure) {
      // The store is unreachable: the job stays claimed; its lease runs out and it is retried.
      logger.warn(`job ${job.uuid}: outcome not saved (${(failure as Error).message})`);
    }
  }
}
