/**
 * Everything the service holds open — the database, the child-process pools, the job runner,
 * the retention timer — built in order, started, and closed in reverse by `close()`.
 * `main.ts` wraps it in an HTTP server; tests open it directly to reach the pieces.
 */
import { resolve } from 'node:path';
import type { AppDeps, Services } from './app.ts';
import { type Clock, systemClock } from './clock.ts';
import { jobRunnerCheck, storeCheck } from './health.ts';
import { JobRunner } from './jobs/job-runner.ts';
import { DEFAULT_PROCESSOR_OPTIONS, PdfProcessor, type PdfProcessorOptions } from './jobs/pdf-processor.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { type Logger, consoleLogger } from './logger.ts';
import { type UserWithKey, authenticate, ensureLocalUser } from './services/accounts.ts';
import { FileHistory } from './services/file-history.ts';
import { FileService } from './services/file-service.ts';
import { SessionService } from './services/session-service.ts';
import { StatementViews } from './services/statement-views.ts';
import { PasswordService } from './services/password-service.ts';
import { ORPHAN_MIN_AGE_MS, RetentionService } from './services/retention-service.ts';
import { UploadMemoryBudget } from './services/upload-memory.ts';
import { UploadService } from './services/upload-service.ts';
import { UserService } from './services/user-service.ts';
import { type Backend, DATABASE_FILE, FILES_DIR, openBackend } from './backend.ts';
import type { BlobStore, Store } from './store/types.ts';

/**
 * How often expired files are swept while running. Reads hide expired files at once; this bounds
 * how long their bytes stay on disk past expiry (review L1: it was 10 minutes). A sweep with
 * nothing to delete is two indexed queries.
 */
const RETENTION_SWEEP_INTERVAL_MS = 60 * 1000;
export { DATABASE_FILE, FILES_DIR };

export interface RuntimeOptions {
  dataDir: string;
  /** postgres://… keeps everything in PostgreSQL instead of the data directory (DATABASE_URL). */
  databaseUrl?: string | undefined;
  /** false: OCR jobs are left to `bsc worker` processes, except protected ones (their password is here). */
  runJobs?: boolean;
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
  store: Store;
  blobs: BlobStore;
  backend: Backend;
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
  createLocalUser(): Promise<UserWithKey | null>;
  uploadMemory: UploadMemoryBudget;
  /** What `createApp` needs, built from this runtime. */
  appDeps(options: { anonymous: boolean; trustProxy?: boolean; publicOrigin?: string | null }): AppDeps;
  close(): Promise<void>;
}

/** Opens the storage alone (for `bsc users` / `bsc keys`). The caller closes it. */
export async function openStore(dataDir: string, databaseUrl?: string): Promise<Backend> {
  return openBackend({ dataDir: resolve(dataDir), databaseUrl, rateLimitWindowMs: DEFAULT_LIMITS.rateLimitWindowMs });
}

export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const dataDir = resolve(options.dataDir);
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const processorOptions: PdfProcessorOptions = { ...DEFAULT_PROCESSOR_OPTIONS, ...options.processor };

  const backend = await openBackend({ dataDir, databaseUrl: options.databaseUrl, rateLimitWindowMs: limits.rateLimitWindowMs });
  const { store, queue, blobs } = backend;
  const processor = new PdfProcessor(processorOptions);
  const runner = new JobRunner({
    store,
    queue,
    blobs,
    processor,
    clock,
    logger,
    concurrency: processorOptions.ocrWorkers,
    tickMs: backend.jobTickMs,
    scope: options.runJobs === false ? 'own-protected' : 'all',
  });
  const retention = new RetentionService({ store, blobs, clock, logger, passwords: runner });
  let sweepTimer: NodeJS.Timeout | undefined;

  const close = async (): Promise<void> => {
    clearInterval(sweepTimer);
    const stopped = runner.stop();
    await processor.close();
    await stopped;
    await backend.close();
  };

  try {
    // One process owns an embedded database: a slot in it was left by an earlier process that died.
    if (backend.kind === 'sqlite') await store.clearSlots();
    processor.warm();
    // Before any request nothing can be mid-upload here, so unreferenced bytes are true orphans;
    // with a shared database another instance may be mid-upload: only old ones go then.
    await retention.removeOrphans(backend.kind === 'postgres' ? ORPHAN_MIN_AGE_MS : 0);
    // Once across the cluster: the other instances skip a sweep one of them is running.
    const sweep = (): Promise<number | null> => backend.exclusive('bsc:retention-sweep', () => retention.sweep());
    await sweep();
    await runner.start();
    sweepTimer = setInterval(() => {
      sweep().catch((error) => logger.error('retention sweep failed', error));
      services.sessions.sweep().catch((error) => logger.error('session sweep failed', error));
    }, RETENTION_SWEEP_INTERVAL_MS);
    sweepTimer.unref();

    const { rateLimiter, slots } = backend;
    const files = new FileService({ store, blobs, clock, render: (statement, format, options) => processor.render(statement, format, options) });
    const services: Services = {
      upload: new UploadService({ store, blobs, processor, runner, slots, clock, limits, logger }),
      files,
      passwords: new PasswordService({ store, blobs, files, processor, runner, slots, clock, limits, logger }),
      users: new UserService({ store }),
      authenticate: (token) => authenticate(store, token),
      sessions: new SessionService({ store, clock, authenticate: (token) => authenticate(store, token) }),
      statements: new StatementViews({ files, blobs }),
      history: new FileHistory({ store, blobs, files, clock, passwords: runner }),
    };
    const uploadMemory = new UploadMemoryBudget({
      total: limits.maxHeldUploadBytes,
      perCaller: limits.maxHeldUploadBytesPerCaller,
      anonymous: limits.maxHeldAnonymousUploadBytes,
    });

    const runtime: Runtime = {
      dataDir,
      limits,
      clock,
      logger,
      store,
      blobs,
      backend,
      processor,
      runner,
      retention,
      services,
      localUser: null,
      createLocalUser: async () => {
        if (options.createLocalUser === false || runtime.localUser) return runtime.localUser;
        runtime.localUser = await ensureLocalUser(store, clock);
        return runtime.localUser;
      },
      uploadMemory,
      appDeps: ({ anonymous, trustProxy, publicOrigin }) => ({
        services,
        rateLimiter,
        uploadLimiter: slots,
        uploadMemory,
        limits,
        clock,
        logger,
        anonymous,
        ...(trustProxy !== undefined ? { trustProxy } : {}),
        publicOrigin: publicOrigin ?? null,
        readiness: [storeCheck(store), jobRunnerCheck(runner)],
      }),
      close,
    };
    return runtime;
  } catch (error) {
    await close();
    throw error;
  }
}
