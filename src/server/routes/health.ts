/**
 * `GET /healthz` and `GET /readyz`, at the root: no key, no rate limit (they are mounted before
 * the caller is identified), tiny bodies. See health.ts for what readiness checks.
 */
import Router from '@koa/router';
import { type ReadinessCheck, checkReadiness } from '../health.ts';
import type { AppContext, AppState } from '../http/context.ts';

export const HEALTH_PATHS = ['/healthz', '/readyz'] as const;

export function healthRoutes(deps: { readiness: readonly ReadinessCheck[] }): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', async function liveness(ctx: AppContext) {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async function readiness(ctx: AppContext) {
    const report = await checkReadiness(deps.readiness);
    ctx.status = report.ready ? 200 : 503;
    ctx.body = { status: report.ready ? 'ready' : 'not ready', checks: report.checks };
  });
  return router;
}
