/** GET /user: the caller's account. */
import Router from '@koa/router';
import type { Caller } from '../caller.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { requireCaller } from '../middleware/require-caller.ts';
import type { UserService } from '../services/user-service.ts';

export function userRoutes(deps: { users: UserService }): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/user', requireCaller(), async function userInfo(ctx: AppContext) {
    ctx.body = await deps.users.userInfo(ctx.state.identity.caller as Caller);
  });
  return router;
}
