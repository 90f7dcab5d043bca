/**
 * Upload bytes wait in the server process until their analysis is over (review M1). This budget
 * caps them across all callers: a request that would take the process past it is answered
 * 503 SERVICE_BUSY with Retry-After, instead of the process running out of memory.
 */
import { ServiceError } from '../errors.ts';

/** Analyses finish within their 30 s limit, most within a second or two. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export function serviceBusy(): ServiceError {
  return new ServiceError('SERVICE_BUSY', 'The server is holding as many uploads as it can; nothing was stored.', {
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), Connection: 'close' },
  });
}

/** One request's share of the budget; `release()` gives it all back (idempotent). */
export interface UploadHold {
  /** Takes `bytes` more; false (and nothing taken) when the budget has no room. */
  take(bytes: number): boolean;
  release(): void;
}

export class UploadMemoryBudget {
  #held = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes held by all requests now. */
  get held(): number {
    return this.#held;
  }

  get room(): number {
    return Math.max(0, this.maxBytes - this.#held);
  }

  open(): UploadHold {
    let mine = 0;
    return {
      take: (bytes) => {
        if (this.#held + bytes > this.maxBytes) return false;
        this.#held += bytes;
        mine += bytes;
        return true;
      },
      release: () => {
        this.#held -= mine;
        mine = 0;
      },
    };
  }
}
