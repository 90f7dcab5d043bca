/**
 * The PostgreSQL connection pool shared by the store, the blob store and the limiters: numbers
 * come back as numbers, every query goes through `query`/`transaction`, and a failure to reach
 * the server becomes `StoreUnavailableError` (the HTTP layer answers 503 SERVICE_UNAVAILABLE).
 */
import pg from 'pg';
import { migratePostgres } from './postgres-migrations.ts';
import { StoreUnavailableError } from './types.ts';

/** Time to wait for a connection before the request is answered 503 rather than left hanging. */
const CONNECT_TIMEOUT_MS = 5_000;
const POOL_SIZE = 10;

// Epoch milliseconds and sums are BIGINT/NUMERIC; all stay far below 2^53.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (value: string): number => Number(value);

function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID || oid === NUMERIC_OID) return toNumber;
  return pg.types.getTypeParser(oid, format ?? 'text');
}

/** SQLSTATE classes and codes meaning the server is gone or not accepting work, not that the query is wrong. */
function isUnavailable(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (code.startsWith('08')) return true; // connection exception
    if (['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE'].includes(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i.test(message)
  );
}

function mapError(error: unknown): unknown {
  return isUnavailable(error) ? new StoreUnavailableError('The database cannot be reached.', { cause: error }) : error;
}

/** A connection in a transaction, or the pool itself: what runs one statement. */
export interface Queryable {
  query<R extends pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

export class PgDatabase implements Queryable {
  readonly pool: pg.Pool;
  #closed = false;

  constructor(connectionString: string) {
    this.pool = new pg.Pool({
      connectionString,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      types: { getTypeParser } as pg.CustomTypesConfig,
    });
    // An idle client losing its connection (the server restarted) must not crash the process.
    this.pool.on('error', () => undefined);
  }

  async query<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<pg.QueryResult<R>> {
    if (this.#closed) throw new StoreUnavailableError('The database connection pool is closed.');
    try {
      return await this.pool.query<R>(sql, params);
    } catch (error) {
      throw mapError(error);
    }
  }

  /** Runs `work` in one transaction on one connection; any failure rolls it back. */
  async transaction<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw mapError(error);
    }
    let broken = false;
    // The connection may die while checked out (between two statements): the pool listens only
    // to idle clients, and an 'error' event nobody listens to would end the process.
    const onError = (): void => {
      broken = true;
    };
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      const result = await work(client as Queryable);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw mapError(error);
    } finally {
      client.off('error', onError);
      // A connection that failed mid-transaction is dropped, not handed to the next caller.
      client.release(broken ? true : undefined);
    }
  }

  /**
   * Runs `work` holding the session advisory lock named `name`, or returns null at once when
   * another session holds it (another instance is doing the same work).
   */
  async exclusive<T>(name: string, work: () => Promise<T>): Promise<T | null> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw mapError(error);
    }
    const onError = (): void => undefined;
    client.on('error', onError);
    let broken = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [name]);
      if (!rows[0]?.locked) return null;
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {
          broken = true;
        });
      }
    } catch (error) {
      broken = true;
      throw mapError(error);
    } finally {
      client.off('error', onError);
      // A session whose unlock failed is closed: the server drops its locks with it.
      client.release(broken ? true : undefined);
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.pool.end();
  }
}

/** Connects, brings the schema up to date (once across instances: advisory lock), and returns the pool. */
export async function openPgDatabase(connectionString: string): Promise<PgDatabase> {
  const db = new PgDatabase(connectionString);
  try {
    await migratePostgres(db.pool);
    return db;
  } catch (error) {
    await db.close();
    throw mapError(error);
  }
}

/** A URL names PostgreSQL when its scheme is postgres:// or postgresql://. */
export const isPostgresUrl = (url: string): boolean => /^postgres(?:ql)?:\/\//i.test(url);
