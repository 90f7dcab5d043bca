/** One line per request once its response is sent: method, path, status, time. Never headers or bodies. */
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';
import type { Logger } from '../logger.ts';

export function logRequests(options: { logger: Logger }) {
  return async function requestLog(ctx: AppContext, next: Next): Promise<void> {
    const started = performance.now();
    // 'finish' sees the final status, after the error handler has mapped any failure.
    ctx.res.once('finish', () => options.logger.info(`${ctx.method} ${ctx.path} ${ctx.status} ${Math.round(performance.now() - started)}ms`));
    await next();
  };
}
