/**
 * Everything the service holds open — the database, the child-process pools, the job runner,
 * the retention timer — built in order, started, and closed in reverse by `close()`.
 * `main.ts` wraps it in an HTTP server; tests open it directly to reach the pieces.
 */
import { join, resolve } from 'node:path';
import type { AppDeps, Services } from './app.ts';
import { type Clock, systemClock } from './clock.ts';
import { jobRunnerCheck, storeCheck } from './health.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { DEFAULT_PROCESSOR_OPTIONS, PdfProcessor, type PdfProcessorOptions } from './jobs/pdf-processor.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { type Logger, consoleLogger } from './logger.ts';
import { type UserWithKey, authenticate, ensureLocalUser } from './services/accounts.ts';
import { FileService } from './services/file-service.ts';
import { SessionService } from './services/session-service.ts';
import { StatementViews } from './services/statement-views.ts';
import { PasswordService } from './services/password-service.ts';
import { FixedWindowRateLimiter, InMemoryConcurrencyLimiter } from './services/rate-limiter.ts';
import { RetentionService } from './services/retention-service.ts';
import { UploadMemoryBudget } from './services/upload-memory.ts';
import { UploadService } from './services/upload-service.ts';
import { UserService } from './services/user-service.ts';
import { DiskBlobStore } from './store/blob-store.ts';
import { makePrivateDir } from './store/private-files.ts';
import { openSqliteStore, type SqliteStore } from './store/sqlite-store.ts';

/**
 * How often expired files are swept while running. Reads hide expired files at once; this bounds
 * how long their bytes stay on disk past expiry (review L1: it was 10 minutes). A sweep with
 * nothing to delete is two indexed queries.
 */
const RETENTION_SWEEP_INTERVAL_MS = 60 * 1000;
export const DATABASE_FILE = 'bsc.sqlite';
export const FILES_DIR = 'files';

export interface RuntimeOptions {
  dataDir: string;
  limits?: Partial<Limits>;
  processor?: Partial<PdfProcessorOptions>;
  clock?: Clock;
  logger?: Logger;
  /**
   * Create the local user on an empty database (the server does, once it listens: see
   * startServer; `bsc users` does not).
   */
  createLocalUser?: boolean;
}

export interface Runtime {
  dataDir: string;
  limits: Limits;
  clock: Clock;
  logger: Logger;
  store: SqliteStore;
  processor: PdfProcessor;
  runner: JobRunner;
  retention: RetentionService;
  services: Services;
  /**
   * Set when this start created the local user; its key is shown once. Created only once the
   * server listens, so a start that fails (a port in use) leaves no user whose key nobody saw.
   */
  localUser: UserWithKey | null;
  /** Creates the local user on an empty database (unless the options said not to) and sets localUser. */
  createLocalUser(): UserWithKey | null;
  uploadMemory: UploadMemoryBudget;
  /** What `createApp` needs, built from this runtime. */
  appDeps(options: { anonymous: boolean; trustProxy?: boolean }): AppDeps;
  close(): Promise<void>;
}

/** Opens the store alone (for `bsc users` / `bsc keys`). The caller closes it. */
export async function openStore(dataDir: string): Promise<SqliteStore> {
  await makePrivateDir(dataDir);
  return openSqliteStore(join(dataDir, DATABASE_FILE));
}

export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const dataDir = resolve(options.dataDir);
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const processorOptions: PdfProcessorOptions = { ...DEFAULT_PROCESSOR_OPTIONS, ...options.processor };

  const store = await openStore(dataDir);
  await makePrivateDir(join(dataDir, FILES_DIR));
  const blobs = new DiskBlobStore(join(dataDir, FILES_DIR));
  const processor = new PdfProcessor(processorOptions);
  const runner = new JobRunner({ store, queue: store, blobs, processor, clock, logger, concurrency: processorOptions.ocrWorkers });
  const retention = new RetentionService({ store, blobs, clock, logger, passwords: runner });
  let sweepTimer: NodeJS.Timeout | undefined;

  const close = async (): Promise<void> => {
    clearInterval(sweepTimer);
    const stopped = runner.stop();
    await processor.close();
    await stopped;
    store.close();
  };

  try {
    processor.warm();
    // Before any request: nothing can be mid-upload, so unreferenced bytes are true orphans.
    await retention.removeOrphans();
    await retention.sweep();
    runner.start();
    sweepTimer = setInterval(() => {
      retention.sweep().catch((error) => logger.error('retention sweep failed', error));
      try {
        services.sessions.sweep();
      } catch (error) {
        logger.error('session sweep failed', error);
      }
    }, RETENTION_SWEEP_INTERVAL_MS);
    sweepTimer.unref();

    const files = new FileService({ store, blobs, clock });
    const services: Services = {
      upload: new UploadService({ store, blobs, processor, runner, clock, limits, logger }),
      files,
      passwords: new PasswordService({ store, blobs, files, processor, runner, clock, limits, logger }),
      users: new UserService({ store }),
      authenticate: (token) => authenticate(store, token),
      sessions: new SessionService({ store, clock, authenticate: (token) => authenticate(store, token) }),
      statements: new StatementViews({ files, blobs }),
    };
    const rateLimiter = new FixedWindowRateLimiter(limits.rateLimitWindowMs);
    const uploadLimiter = new InMemoryConcurrencyLimiter();
    const uploadMemory = new UploadMemoryBudget(limits.maxHeldUploadBytes);

    const runtime: Runtime = {
      dataDir,
      limits,
      clock,
      logger,
      store,
      processor,
      runner,
      retention,
      services,
      localUser: null,
      createLocalUser: () => {
        if (options.createLocalUser === false || runtime.localUser) return runtime.localUser;
        runtime.localUser = ensureLocalUser(store, clock);
        return runtime.localUser;
      },
      uploadMemory,
      appDeps: ({ anonymous, trustProxy }) => ({ services, rateLimiter, uploadLimiter, uploadMemory, limits, clock, logger, anonymous, ...(trustProxy !== undefined ? { trustProxy } : {}), readiness: [storeCheck(store), jobRunnerCheck(runner)] }),
      close,
    };
    return runtime;
  } catch (error) {
    await close();
    throw error;
  }
}
