/**
 * Rate-limit windows in PostgreSQL, so the request rate holds across API instances. (Concurrency
 * limits are the store's leased slots: `services/leased-slots.ts`.)
 */
import type { RateLimitState, RateLimiter } from '../services/rate-limiter.ts';
import type { PgDatabase } from './postgres-database.ts';

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
