/**
 * Where the service keeps its state: SQLite and files on disk in the data directory (the
 * embedded default, one process), or PostgreSQL when a database URL is given (any number of API
 * and worker processes over one database). Both give the same four parts.
 */
import { join } from 'node:path';
import { LeasedSlots } from './services/leased-slots.ts';
import { FixedWindowRateLimiter, type ConcurrencyLimiter, type RateLimiter } from './services/rate-limiter.ts';
import { DiskBlobStore } from './store/blob-store.ts';
import { PostgresBlobStore } from './store/postgres-blob-store.ts';
import { isPostgresUrl, openPgDatabase } from './store/postgres-database.ts';
import { PostgresRateLimiter } from './store/postgres-limiters.ts';
import { JOB_LEASE_MS, PostgresStore } from './store/postgres-store.ts';
import { RUNNER_TICK_MS } from './jobs/job-runner.ts';
import { makePrivateDir } from './store/private-files.ts';
import { openSqliteStore } from './store/sqlite-store.ts';
import type { BlobStore, JobQueue, Store } from './store/types.ts';

export const DATABASE_FILE = 'bsc.sqlite';
export const FILES_DIR = 'files';

export interface Backend {
  kind: 'sqlite' | 'postgres';
  store: Store;
  queue: JobQueue;
  blobs: BlobStore;
  rateLimiter: RateLimiter;
  /** Leased slots in the store: the concurrency limits hold across instances (uploads, password checks, analyses). */
  slots: ConcurrencyLimiter;
  /** How often a job runner renews its leases and looks for lost jobs: well inside the lease. */
  jobTickMs: number;
  /**
   * Runs `work` unless another instance runs work of the same name right now (then null): the
   * retention sweep runs once across the cluster. Always runs for SQLite (one process).
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T | null>;
  close(): Promise<void>;
}

/** Tuning for tests and slow networks: BSC_JOB_LEASE_MS (default JOB_LEASE_MS, 30 s). */
function leaseMs(env: NodeJS.ProcessEnv): number {
  const raw = Number(env.BSC_JOB_LEASE_MS);
  return Number.isInteger(raw) && raw >= 1_000 ? raw : JOB_LEASE_MS;
}

export interface BackendOptions {
  dataDir: string;
  /** postgres://… selects PostgreSQL; absent or empty keeps SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  rateLimitWindowMs: number;
}

export class BackendConfigError extends Error {
  override readonly name = 'BackendConfigError';
}

export async function openBackend(options: BackendOptions): Promise<Backend> {
  const url = options.databaseUrl?.trim();
  if (url) {
    if (!isPostgresUrl(url)) throw new BackendConfigError('The database URL must start with postgres:// or postgresql://.');
    const db = await openPgDatabase(url);
    const lease = leaseMs(process.env);
    const store = new PostgresStore(db, { leaseMs: lease });
    return {
      kind: 'postgres',
      store,
      queue: store,
      blobs: new PostgresBlobStore(db),
      rateLimiter: new PostgresRateLimiter(db, options.rateLimitWindowMs),
      slots: new LeasedSlots(store),
      jobTickMs: Math.min(RUNNER_TICK_MS, Math.floor(lease / 4)),
      exclusive: (name, work) => db.exclusive(name, work),
      close: () => db.close(),
    };
  }
  await makePrivateDir(options.dataDir);
  const store = openSqliteStore(join(options.dataDir, DATABASE_FILE));
  try {
    await makePrivateDir(join(options.dataDir, FILES_DIR));
  } catch (error) {
    await store.close();
    throw error;
  }
  return {
    kind: 'sqlite',
    store,
    queue: store,
    blobs: new DiskBlobStore(join(options.dataDir, FILES_DIR)),
    rateLimiter: new FixedWindowRateLimiter(options.rateLimitWindowMs),
    slots: new LeasedSlots(store),
    jobTickMs: RUNNER_TICK_MS,
    exclusive: (_name, work) => work(),
    close: () => store.close(),
  };
}
