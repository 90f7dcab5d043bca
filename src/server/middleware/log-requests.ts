/**
 * One line per request once its response is sent: method, path, status, time, and who called —
 * key id, user id, client address — so abuse can be traced (review L4). Never headers, bodies,
 * secrets or file names. A flood of 429s is sampled: per rate bucket, the first 429 of each minute
 * is logged and the rest are counted into the next logged line.
 */
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';
import type { Logger } from '../logger.ts';

const SAMPLE_WINDOW_MS = 60_000;
/** Buckets remembered for sampling before the idle ones are dropped. */
const MAX_SAMPLED_BUCKETS = 10_000;

/** Who made the request, as the log shows it. */
function callerOf(ctx: AppContext): string {
  const identity = ctx.state.identity;
  const caller = identity?.caller;
  const who = caller?.kind === 'user' ? `user=${caller.userId} key=${caller.keyId}` : caller ? 'anonymous' : 'unauthenticated';
  return `${who} client=${identity?.rateBucket.startsWith('ip:') ? identity.rateBucket.slice(3) : ctx.ip}`;
}

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
      let line = `${ctx.method} ${ctx.path} ${ctx.status} ${Math.round(performance.now() - started)}ms ${callerOf(ctx)}`;
      if (ctx.status === 429) {
        const suppressed = sampler.admit(ctx.state.identity?.rateBucket ?? ctx.ip, now());
        if (suppressed === null) return;
        if (suppressed > 0) line += ` (${suppressed} more 429s from this caller were not logged)`;
      }
      options.logger.info(line);
    });
    await next();
  };
}
