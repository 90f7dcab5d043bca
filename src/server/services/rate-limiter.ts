/**
 * Request and concurrency limits. The classes here keep them in memory (one server process); with
 * PostgreSQL the counters live in the database (`store/postgres-limiters.ts`) so they hold across
 * API instances. Both interfaces are asynchronous for that reason.
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
  /** A release function when a slot is free, otherwise null. */
  tryAcquire(bucket: string, max: number): Promise<ReleaseSlot | null>;
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

export class InMemoryConcurrencyLimiter implements ConcurrencyLimiter {
  readonly #inFlight = new Map<string, number>();

  async tryAcquire(bucket: string, max: number): Promise<ReleaseSlot | null> {
    const current = this.#inFlight.get(bucket) ?? 0;
    if (current >= max) return null;
    this.#inFlight.set(bucket, current + 1);
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      const left = (this.#inFlight.get(bucket) ?? 1) - 1;
      if (left === 0) this.#inFlight.delete(bucket);
      else this.#inFlight.set(bucket, left);
    };
  }
}
