/** At most N uploads in flight per key (per client IP when anonymous); the next is 429. */
import type { Next } from 'koa';
import { ServiceError } from '../errors.ts';
import type { AppContext } from '../http/context.ts';
import type { ConcurrencyLimiter } from '../services/rate-limiter.ts';

/** An upload usually finishes within a second or two; tell the client to try again soon. */
const RETRY_AFTER_SECONDS = 1;

export function limitConcurrentUploads(options: { limiter: ConcurrencyLimiter }) {
  return async function concurrentUploadLimit(ctx: AppContext, next: Next): Promise<void> {
    const { uploadBucket, maxConcurrentUploads } = ctx.state.identity;
    const release = await options.limiter.tryAcquire(uploadBucket, maxConcurrentUploads);
    if (!release) {
      throw new ServiceError('RATE_LIMIT_EXCEEDED', `At most ${maxConcurrentUploads} upload(s) may be in progress at once.`, {
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
        recovery: 'Wait for an earlier upload to finish, then retry.',
      });
    }
    try {
      await next();
    } finally {
      await release();
    }
  };
}
