/** The session cookie (docs/web.md): set by POST /api/v1/session, sent back only to the API. */
import type { AppContext } from './context.ts';

export const SESSION_COOKIE = 'bsc_session';
/** Only the API needs the cookie; the page's own files never see it. */
const COOKIE_PATH = '/api/v1';

/**
 * HttpOnly (page code cannot read it), SameSite=Strict (no other site's page makes the browser
 * send it), Secure when the request came over https or the configured public origin is https (a
 * proxy that terminates TLS may not say so). Koa's cookie writer refuses `secure` on plain http,
 * hence the header is written directly.
 */
export function setSessionCookie(ctx: AppContext, token: string, maxAgeMs: number, publicHttps = false): void {
  const parts = [`${SESSION_COOKIE}=${token}`, `Path=${COOKIE_PATH}`, `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`, 'HttpOnly', 'SameSite=Strict'];
  if (ctx.secure || publicHttps) parts.push('Secure');
  ctx.append('Set-Cookie', parts.join('; '));
}

export function clearSessionCookie(ctx: AppContext): void {
  setSessionCookie(ctx, '', 0);
}
