/**
 * Where the service keeps its state: SQLite and files on disk in the data directory (the
 * embedded default, one process), or PostgreSQL when a database URL is given (any number of API
 * and worker processes over one database). Both give the same four parts.
 */
import { join } from 'node:path';
import { FixedWindowRateLimiter, InMemoryConcurrencyLimiter, type ConcurrencyLimiter, type RateLimiter } from './services/rate-limiter.ts';
import { DiskBlobStore } from './store/blob-store.ts';
import { PostgresBlobStore } from './store/postgres-blob-store.ts';
import { isPostgresUrl, openPgDatabase } from './store/postgres-database.ts';
import { PostgresConcurrencyLimiter, PostgresRateLimiter } from './store/postgres-limiters.ts';
import { PostgresStore } from './store/postgres-store.ts';
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
  uploadLimiter: ConcurrencyLimiter;
  close(): Promise<void>;
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
    const store = new PostgresStore(db);
    return {
      kind: 'postgres',
      store,
      queue: store,
      blobs: new PostgresBlobStore(db),
      rateLimiter: new PostgresRateLimiter(db, options.rateLimitWindowMs),
      uploadLimiter: new PostgresConcurrencyLimiter(db),
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
    uploadLimiter: new InMemoryConcurrencyLimiter(),
    close: () => store.close(),
  };
}
