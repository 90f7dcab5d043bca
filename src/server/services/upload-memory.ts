/**
 * Upload bytes wait in the server process until their analysis is over (review M1). This budget
 * caps them in three shares: all callers together, each caller (a user, or an anonymous client
 * address), and all anonymous callers together. One caller can therefore never take the whole
 * budget (security review 2026-11-26, finding 1): past its own share it is told 429 and the
 * others keep uploading; only when the server as a whole is full is anyone told 503.
 * The budget is per process: memory is.
 */
import { ServiceError } from '../errors.ts';

/** Analyses finish within their 30 s limit, most within a second or two. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export interface UploadBudgetLimits {
  /** Bytes all uploads together may hold. */
  total: number;
  /** Bytes one caller's uploads may hold. */
  perCaller: number;
  /** Bytes all anonymous callers' uploads may hold. */
  anonymous: number;
}

/** Which share had no room. */
export type Shortfall = 'caller' | 'anonymous' | 'server';

export function serviceBusy(): ServiceError {
  return new ServiceError('SERVICE_BUSY', 'The server is holding as many uploads as it can; nothing was stored.', {
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), Connection: 'close' },
  });
}

/** The answer to an upload that does not fit: the caller's own share is its business (429), the rest is the server's (503). */
export function budgetRefusal(shortfall: Shortfall, limits: UploadBudgetLimits): ServiceError {
  if (shortfall !== 'caller') return serviceBusy();
  return new ServiceError(
    'RATE_LIMIT_EXCEEDED',
    `This caller's uploads in progress would hold more than ${limits.perCaller} bytes in the server; nothing was stored.`,
    {
      headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), Connection: 'close' },
      recovery: 'Wait for earlier uploads to finish, or send fewer files at once, then retry.',
    },
  );
}

/** One request's part of the budget; `release()` gives it all back (idempotent). */
export interface UploadHold {
  /** Takes `bytes` more; the share without room instead (and nothing taken). */
  take(bytes: number): Shortfall | null;
  /** The share that could not take `bytes` more now, without taking them. */
  shortfall(bytes: number): Shortfall | null;
  release(): void;
  /** The budget's limits, for the refusal's message. */
  readonly limits: UploadBudgetLimits;
}

export class UploadMemoryBudget {
  #held = 0;
  #anonymous = 0;
  readonly #byCaller = new Map<string, number>();

  constructor(readonly limits: UploadBudgetLimits) {}

  /** Bytes held by all requests now. */
  get held(): number {
    return this.#held;
  }

  /** Bytes held by one caller's requests now. */
  heldBy(caller: string): number {
    return this.#byCaller.get(caller) ?? 0;
  }

  open(caller: { owner: string; anonymous: boolean }): UploadHold {
    let mine = 0;
    const shortfall = (bytes: number): Shortfall | null => {
      if (this.heldBy(caller.owner) + bytes > this.limits.perCaller) return 'caller';
      if (caller.anonymous && this.#anonymous + bytes > this.limits.anonymous) return 'anonymous';
      if (this.#held + bytes > this.limits.total) return 'server';
      return null;
    };
    const add = (bytes: number): void => {
      this.#held += bytes;
      if (caller.anonymous) this.#anonymous += bytes;
      const left = this.heldBy(caller.owner) + bytes;
      if (left > 0) this.#byCaller.set(caller.owner, left);
      else this.#byCaller.delete(caller.owner);
      mine += bytes;
    };
    return {
      limits: this.limits,
      shortfall,
      take: (bytes) => {
        const short = shortfall(bytes);
        if (short === null) add(bytes);
        return short;
      },
      release: () => add(-mine),
    };
  }
}
