/**
 * CSRF guard for cookie sessions. A browser attaches the session cookie by itself, so a request
 * authenticated by it with an unsafe method must prove it came from this server's own page:
 * `Origin` (or, when a browser sends none, the origin of `Referer`) must be this server's origin.
 * SameSite=Strict already keeps the cookie off cross-site requests; this is the second lock, and
 * it also covers same-site neighbours (another port or subdomain). Bearer keys are not checked:
 * a browser never adds them by itself.
 */
import type { Next } from 'koa';
import { ServiceError } from '../errors.ts';
import type { AppContext } from '../http/context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a request says it came from, or null. */
export function requestOrigin(ctx: AppContext): string | null {
  const origin = ctx.get('Origin');
  if (origin !== '') return origin === 'null' ? 'null' : origin.toLowerCase();
  const referer = ctx.get('Referer');
  if (referer === '') return null;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return 'null';
  }
}

/** True when the request comes from this server's own origin (scheme, host and port). */
export function isSameOrigin(ctx: AppContext): boolean {
  return requestOrigin(ctx) === `${ctx.protocol}://${ctx.host}`.toLowerCase();
}

export function forbiddenOrigin(ctx: AppContext): ServiceError {
  const origin = requestOrigin(ctx);
  return new ServiceError('FORBIDDEN_ORIGIN', origin === null ? `A ${ctx.method} request signed in by the session cookie must carry an Origin (or Referer) header.` : `A ${ctx.method} request signed in by the session cookie came from ${origin}, not from this server's page.`);
}

export function checkOrigin() {
  return async function sameOriginForSessions(ctx: AppContext, next: Next): Promise<void> {
    if (ctx.state.identity.viaSession && !SAFE_METHODS.has(ctx.method) && !isSameOrigin(ctx)) throw forbiddenOrigin(ctx);
    await next();
  };
}
