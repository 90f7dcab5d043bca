/**
 * The concurrency limits (uploads in flight per key, one password check per file, queued analyses
 * per caller) as leased slots in the store, so they hold across every instance over one database,
 * PostgreSQL or SQLite alike (security review 2026-11-26, finding 8). A holder renews its slots
 * while it works; if it dies, they free themselves when the lease runs out instead of blocking
 * the bucket for ever.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/types.ts';
import type { ConcurrencyLimiter, ReleaseSlot } from './rate-limiter.ts';

/** A slot whose holder stopped renewing it is free after this long. */
export const SLOT_LEASE_MS = 60_000;
const SLOT_RENEW_MS = 15_000;
/** A slot that could not be freed (database unreachable) is tried again this often. */
const SLOT_FREE_RETRY_MS = 1_000;

export class LeasedSlots implements ConcurrencyLimiter {
  constructor(
    private readonly store: Pick<Store, 'takeSlots' | 'renewSlots' | 'freeSlots'>,
    private readonly leaseMs = SLOT_LEASE_MS,
  ) {}

  async tryAcquire(bucket: string, max: number, count = 1): Promise<ReleaseSlot | null> {
    const ids = Array.from({ length: count }, () => randomUUID());
    const now = Date.now();
    if (!(await this.store.takeSlots(bucket, ids, max, now, now + this.leaseMs))) return null;
    const renew = setInterval(
      () => {
        this.store.renewSlots(ids, Date.now() + this.leaseMs).catch(() => undefined);
      },
      Math.min(SLOT_RENEW_MS, this.leaseMs / 3),
    );
    renew.unref();
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      clearInterval(renew);
      await this.#free(ids, Date.now() + this.leaseMs);
    };
  }

  /**
   * Deletes the slots; while the database is unreachable (restarting), tries again every second,
   * so the bucket is not refused for a whole lease after an outage. The lease frees them in the end.
   */
  async #free(ids: string[], until: number): Promise<void> {
    try {
      await this.store.freeSlots(ids);
    } catch {
      if (Date.now() + SLOT_FREE_RETRY_MS >= until) return;
      setTimeout(() => void this.#free(ids, until), SLOT_FREE_RETRY_MS).unref();
    }
  }
}
