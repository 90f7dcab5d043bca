/** Routes that need a caller answer 401 UNAUTHORIZED without one. */
import type { Next } from 'koa';
import { ServiceError } from '../errors.ts';
import type { AppContext } from '../http/context.ts';

export function requireCaller() {
  return async function callerRequired(ctx: AppContext, next: Next): Promise<void> {
    const { caller, rejection } = ctx.state.identity;
    if (!caller) throw new ServiceError('UNAUTHORIZED', rejection ?? undefined);
    await next();
  };
}
