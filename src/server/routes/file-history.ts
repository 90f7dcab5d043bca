/**
 * The history routes (extensions, docs/api.md "Listing, removing and reading back files"): the
 * caller's live files newest first, removing one, and one file's stored statement.
 */
import Router from '@koa/router';
import type { Caller } from '../caller.ts';
import { ServiceError } from '../errors.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { MAX_UUID_LENGTH } from '../limits.ts';
import { requireCaller } from '../middleware/require-caller.ts';
import { type FileHistory, MAX_LIST_LIMIT } from '../services/file-history.ts';
import type { StatementViews } from '../services/statement-views.ts';

const callerOf = (ctx: AppContext): Caller => ctx.state.identity.caller as Caller;

function parseLimit(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= MAX_LIST_LIMIT)) throw new ServiceError('INVALID_REQUEST', `limit must be a whole number from 1 to ${MAX_LIST_LIMIT}.`);
  return limit;
}

function parseCursor(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 200)
    throw new ServiceError('INVALID_REQUEST', 'cursor must be the "next" value of a previous page.');
  return raw;
}

function uuidParam(ctx: AppContext): string {
  const uuid = (ctx as AppContext & { params: Record<string, string | undefined> }).params.uuid ?? '';
  if (uuid.length > MAX_UUID_LENGTH) throw new ServiceError('INVALID_REQUEST', `A uuid is at most ${MAX_UUID_LENGTH} characters.`);
  return uuid;
}

export function fileHistoryRoutes(deps: { history: FileHistory; statements: StatementViews }): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/bank-statement', requireCaller(), async function listFiles(ctx: AppContext) {
    const limit = parseLimit(ctx.query.limit);
    const cursor = parseCursor(ctx.query.cursor);
    ctx.body = await deps.history.list(callerOf(ctx), { ...(limit !== undefined ? { limit } : {}), ...(cursor !== undefined ? { cursor } : {}) });
  });

  router.delete('/bank-statement/:uuid', requireCaller(), async function removeFile(ctx: AppContext) {
    await deps.history.remove(callerOf(ctx), uuidParam(ctx));
    ctx.status = 204;
  });

  router.get('/bank-statement/:uuid/statement', requireCaller(), async function storedStatement(ctx: AppContext) {
    const stored = await deps.statements.stored(callerOf(ctx), uuidParam(ctx));
    ctx.type = stored.contentType;
    ctx.body = stored.body;
  });

  return router;
}
