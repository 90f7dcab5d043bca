/** Headers for every response: results are private (no caching) and typed exactly (no sniffing). */
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';

export function responseHeaders() {
  return async function setResponseHeaders(ctx: AppContext, next: Next): Promise<void> {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
  };
}
