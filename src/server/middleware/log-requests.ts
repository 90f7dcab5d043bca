/**
 * One record per request once its response is sent: request id, method, path, status, duration,
 * and who called — user id, key id, client address — so abuse can be traced (review L4). Never
 * headers, bodies, query values, secrets or file names. A flood of 429s is sampled: per rate
 * bucket, the first 429 of each minute is logged and the rest are counted into the next logged one
 * (`suppressed429`).
 */
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';
import type { LogFields, Logger } from '../logger.ts';

const SAMPLE_WINDOW_MS = 60_000;
/** Buckets remembered for sampling before the idle ones are dropped. */
const MAX_SAMPLED_BUCKETS = 10_000;

/**
 * Who made the request, as the log shows it: the user id and the key's public id (the part before
 * the secret, as `bsc keys list` shows it), or anonymous, and the client address.
 */
function callerFields(ctx: AppContext): LogFields {
  const identity = ctx.state.identity;
  const caller = identity?.caller;
  const client = identity?.rateBucket.startsWith('ip:') ? identity.rateBucket.slice(3) : ctx.ip;
  if (caller?.kind === 'user') return { caller: 'user', userId: caller.userId, keyId: caller.keyId, client };
  return { caller: caller ? 'anonymous' : 'unauthenticated', client };
}

/** Longest path logged: the path is the client's to write, and a log line should stay a line. */
const MAX_LOGGED_PATH = 200;

/** Probes call these every few seconds: their successes would drown the log, their failures are logged. */
const QUIET_WHEN_OK = new Set(['/healthz', '/readyz']);

export class RateLimitedLogSampler {
  readonly #windows = new Map<string, { start: number; suppressed: number }>();

  /** null: do not log this one; otherwise how many were suppressed since the last logged one. */
  admit(bucket: string, now: number): number | null {
    const window = this.#windows.get(bucket);
    if (window && now - window.start < SAMPLE_WINDOW_MS) {
      window.suppressed++;
      return null;
    }
    if (this.#windows.size >= MAX_SAMPLED_BUCKETS) {
      for (const [key, w] of this.#windows) if (now - w.start >= SAMPLE_WINDOW_MS) this.#windows.delete(key);
    }
    this.#windows.set(bucket, { start: now, suppressed: 0 });
    return window?.suppressed ?? 0;
  }
}

export function logRequests(options: { logger: Logger; now?: () => number }) {
  const sampler = new RateLimitedLogSampler();
  const now = options.now ?? Date.now;
  return async function requestLog(ctx: AppContext, next: Next): Promise<void> {
    const started = performance.now();
    // 'finish' sees the final status, after the error handler has mapped any failure.
    ctx.res.once('finish', () => {
      if (ctx.status < 400 && QUIET_WHEN_OK.has(ctx.path)) return;
      // The path only: a query string's values are the client's and could carry anything.
      const fields: LogFields = {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path.length > MAX_LOGGED_PATH ? `${ctx.path.slice(0, MAX_LOGGED_PATH)}…` : ctx.path,
        status: ctx.status,
        durationMs: Math.round(performance.now() - started),
        ...callerFields(ctx),
      };
      if (ctx.status === 429) {
        const suppressed = sampler.admit(ctx.state.identity?.rateBucket ?? ctx.ip, now());
        if (suppressed === null) return;
        if (suppressed > 0) fields.suppressed429 = suppressed;
      }
      options.logger.info('request', fields);
    });
    await next();
  };
}
