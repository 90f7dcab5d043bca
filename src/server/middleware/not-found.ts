/** The last middleware: a request no route took is 404 NOT_FOUND. */
import { ServiceError } from '../errors.ts';
import type { AppContext } from '../http/context.ts';

export function notFound() {
  return async function routeNotFound(ctx: AppContext): Promise<void> {
    throw new ServiceError('NOT_FOUND', `There is no route ${ctx.method} ${ctx.path}.`);
  };
}
