/**
 * Counts the request in its bucket and sets X-RateLimit-Limit, X-RateLimit-Remaining and
 * X-RateLimit-Reset (Unix epoch seconds) on every response; past the limit, 429 with Retry-After.
 */
import type { Next } from 'koa';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import type { AppContext } from '../http/context.ts';
import type { RateLimiter } from '../services/rate-limiter.ts';

export function rateLimit(options: { limiter: RateLimiter; clock: Clock }) {
  return async function limitRequestRate(ctx: AppContext, next: Next): Promise<void> {
    const { rateBucket, rateLimit: limit } = ctx.state.identity;
    const now = options.clock.now();
    const state = await options.limiter.hit(rateBucket, limit, now);
    ctx.set('X-RateLimit-Limit', String(state.limit));
    ctx.set('X-RateLimit-Remaining', String(state.remaining));
    ctx.set('X-RateLimit-Reset', String(Math.ceil(state.resetAt / 1000)));
    if (!state.allowed) {
      const retryAfter = Math.max(1, Math.ceil((state.resetAt - now) / 1000));
      throw new ServiceError('RATE_LIMIT_EXCEEDED', `More than ${limit} requests in a minute; retry in ${retryAfter} s.`, {
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
    await next();
  };
}
