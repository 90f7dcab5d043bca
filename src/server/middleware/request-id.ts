/**
 * Gives each request an id: the client's `X-Request-Id` when it is a sane token, otherwise a new
 * UUID. It is echoed in the response header and carried by every log line about the request, so
 * a client's report can be matched to the log.
 */
import { randomUUID } from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * 1–64 characters of letters, digits and `.` `:` `-`: enough for UUIDs, W3C trace ids and most
 * proxies' ids. No `_`, so one of our API keys (`bsc_<id>_<secret>`) pasted here is never taken
 * up and written to the log; no spaces or quotes, so it cannot forge log fields.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9.:-]{1,64}$/;

export function acceptRequestId(raw: string): string | null {
  return SANE_REQUEST_ID.test(raw) ? raw : null;
}

export function requestId() {
  return async function assignRequestId(ctx: AppContext, next: Next): Promise<void> {
    const id = acceptRequestId(ctx.get(REQUEST_ID_HEADER)) ?? randomUUID();
    ctx.state.requestId = id;
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}
