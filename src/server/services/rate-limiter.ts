/**
 * Request and concurrency limits. The request-rate class here keeps its windows in memory (one
 * server process); with PostgreSQL they live in the database (`store/postgres-limiters.ts`) so
 * they hold across API instances. Concurrency limits are leased slots in the store for both
 * (`leased-slots.ts`). Both interfaces are asynchronous for that reason.
 */

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Epoch milliseconds at which the window resets. */
  resetAt: number;
  allowed: boolean;
}

export interface RateLimiter {
  /** Counts one request in `bucket`'s current window. */
  hit(bucket: string, limit: number, now: number): Promise<RateLimitState>;
}

/** Gives an acquired slot back; safe to call more than once. */
export type ReleaseSlot = () => Promise<void>;

export interface ConcurrencyLimiter {
  /** A release function for `count` slots (default 1) when that many are free, otherwise null. */
  tryAcquire(bucket: string, max: number, count?: number): Promise<ReleaseSlot | null>;
}

/** Buckets idle this many windows are dropped, so one-off client IPs do not accumulate. */
const STALE_AFTER_WINDOWS = 2;

/** Fixed windows: a bucket's window starts at its first request and lasts `windowMs`. */
export class FixedWindowRateLimiter implements RateLimiter {
  readonly #windows = new Map<string, { start: number; count: number }>();
  #lastPrune = 0;

  constructor(private readonly windowMs: number) {}

  async hit(bucket: string, limit: number, now: number): Promise<RateLimitState> {
    this.#prune(now);
    let window = this.#windows.get(bucket);
    if (!window || now >= window.start + this.windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(bucket, window);
    }
    window.count++;
    return { limit, remaining: Math.max(0, limit - window.count), resetAt: window.start + this.windowMs, allowed: window.count <= limit };
  }

  #prune(now: number): void {
    if (now - this.#lastPrune < this.windowMs) return;
    this.#lastPrune = now;
    for (const [bucket, window] of this.#windows) {
      if (now >= window.start + STALE_AFTER_WINDOWS * this.windowMs) this.#windows.delete(bucket);
    }
  }
}
