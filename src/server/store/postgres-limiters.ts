/**
 * Rate-limit windows and upload slots in PostgreSQL, so the limits hold across API instances.
 * A slot is a row with an expiry that its holder renews while the request runs: if the holder
 * dies, the slot frees itself when the lease runs out instead of blocking the key for ever.
 */
import { randomUUID } from 'node:crypto';
import type { ConcurrencyLimiter, RateLimitState, RateLimiter, ReleaseSlot } from '../services/rate-limiter.ts';
import type { PgDatabase } from './postgres-database.ts';

/** A slot whose holder stopped renewing it is free after this long. */
export const SLOT_LEASE_MS = 60_000;
const SLOT_RENEW_MS = 15_000;
/** A slot that could not be freed (database unreachable) is tried again this often. */
const SLOT_FREE_RETRY_MS = 1_000;

export class PostgresRateLimiter implements RateLimiter {
  #lastPrune = 0;

  constructor(
    private readonly db: PgDatabase,
    private readonly windowMs: number,
  ) {}

  /** Fixed windows, as in memory: a bucket's window starts at its first request. One statement, so instances never lose a count. */
  async hit(bucket: string, limit: number, now: number): Promise<RateLimitState> {
    await this.#prune(now);
    const { rows } = await this.db.query<{ window_start: number; count: number }>(
      `INSERT INTO rate_windows (bucket, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (bucket) DO UPDATE SET
         window_start = CASE WHEN $2 >= rate_windows.window_start + $3 THEN $2 ELSE rate_windows.window_start END,
         count = CASE WHEN $2 >= rate_windows.window_start + $3 THEN 1 ELSE rate_windows.count + 1 END
       RETURNING window_start, count`,
      [bucket, now, this.windowMs],
    );
    const { window_start: start, count } = rows[0] as { window_start: number; count: number };
    return { limit, remaining: Math.max(0, limit - count), resetAt: start + this.windowMs, allowed: count <= limit };
  }

  /** Buckets idle two windows are dropped, so one-off client IPs do not accumulate. */
  async #prune(now: number): Promise<void> {
    if (now - this.#lastPrune < this.windowMs) return;
    this.#lastPrune = now;
    await this.db.query('DELETE FROM rate_windows WHERE window_start < $1', [now - 2 * this.windowMs]);
  }
}

export class PostgresConcurrencyLimiter implements ConcurrencyLimiter {
  constructor(
    private readonly db: PgDatabase,
    private readonly leaseMs = SLOT_LEASE_MS,
  ) {}

  async tryAcquire(bucket: string, max: number): Promise<ReleaseSlot | null> {
    const id = randomUUID();
    const acquired = await this.db.transaction(async (q) => {
      // One acquirer per bucket at a time, across instances, so the count and the insert agree.
      await q.query(`SELECT pg_advisory_xact_lock(hashtext('slots:' || $1))`, [bucket]);
      const now = Date.now();
      await q.query('DELETE FROM concurrency_slots WHERE bucket = $1 AND expires_at <= $2', [bucket, now]);
      const { rows } = await q.query<{ n: number }>('SELECT COUNT(*) AS n FROM concurrency_slots WHERE bucket = $1', [bucket]);
      if ((rows[0]?.n ?? 0) >= max) return false;
      await q.query('INSERT INTO concurrency_slots (id, bucket, expires_at) VALUES ($1, $2, $3)', [id, bucket, now + this.leaseMs]);
      return true;
    });
    if (!acquired) return null;
    const renew = setInterval(() => {
      this.db.query('UPDATE concurrency_slots SET expires_at = $1 WHERE id = $2', [Date.now() + this.leaseMs, id]).catch(() => undefined);
    }, Math.min(SLOT_RENEW_MS, this.leaseMs / 3));
    renew.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renew);
      await this.#free(id, Date.now() + this.leaseMs);
    };
  }

  /**
   * Deletes the slot; while the database is unreachable (restarting), tries again every few
   * seconds, so the key's uploads are not refused for a whole lease after an outage. The lease
   * frees it in the end whatever happens.
   */
  async #free(id: string, until: number): Promise<void> {
    try {
      await this.db.query('DELETE FROM concurrency_slots WHERE id = $1', [id]);
    } catch {
      if (Date.now() + SLOT_FREE_RETRY_MS >= until) return;
      setTimeout(() => void this.#free(id, until), SLOT_FREE_RETRY_MS).unref();
    }
  }
}
