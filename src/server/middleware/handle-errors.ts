/**
 * The first middleware: every failure below it — a ServiceError, a ConversionError, an upload
 * error, a bug — becomes the API's error body `{error, message, recovery}` with its status
 * (docs/api.md, "Errors").
 * Headers set earlier (rate limits) stay; unknown failures are logged here and shown to the
 * client only as a generic INTERNAL_ERROR.
 */
import type { Next } from 'koa';
import { toServiceError } from '../errors.ts';
import type { AppContext } from '../http/context.ts';
import type { Logger } from '../logger.ts';

export function handleErrors(options: { logger: Logger }) {
  return async function errorHandler(ctx: AppContext, next: Next): Promise<void> {
    try {
      await next();
    } catch (error) {
      const failure = toServiceError(error);
      if (failure.code === 'INTERNAL_ERROR')
        options.logger.error('internal error', error, { requestId: ctx.state.requestId, method: ctx.method, path: ctx.path });
      // A download header set before the failure would mislabel the error body.
      ctx.remove('Content-Disposition');
      for (const [name, value] of Object.entries(failure.headers)) ctx.set(name, value);
      ctx.status = failure.status;
      ctx.body = { error: failure.code, message: failure.message, recovery: failure.recovery };
    }
  };
}
