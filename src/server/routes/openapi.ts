/** `GET /api/v1/openapi.json`: the API's description; no key needed (it is counted in the caller's rate bucket like any request). */
import Router from '@koa/router';
import type { AppContext, AppState } from '../http/context.ts';
import { openApiDocument } from '../openapi/document.ts';

export function openApiRoutes(): Router<AppState> {
  const router = new Router<AppState>();
  const body = JSON.stringify(openApiDocument);
  router.get('/openapi.json', async function openApi(ctx: AppContext) {
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = body;
  });
  return router;
}
