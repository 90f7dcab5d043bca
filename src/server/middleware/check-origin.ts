/**
 * CSRF guard. A browser attaches the session cookie by itself, so a request authenticated by it
 * with an unsafe method must prove it came from this server's own page: `Origin` (or, when a
 * browser sends none, the origin of `Referer`) must be this server's origin. SameSite=Strict
 * already keeps the cookie off cross-site requests; this is the second lock, and it also covers
 * same-site neighbours (another port or subdomain). Bearer keys are not checked: a browser never
 * adds them by itself.
 *
 * Anonymous requests (`--anonymous`) need no credential at all, so any web page could make a
 * visitor's browser spend a local instance's anonymous pages: an unsafe anonymous request that
 * names another origin is refused too (security review 2026-11-26, finding 6). One that names
 * none (curl, scripts) is served: a browser always names the origin of a cross-origin POST.
 *
 * This server's origin is the configured public one (`--public-origin`, the address users type
 * behind a reverse proxy) when there is one (finding 7), otherwise the one the request was sent
 * to (scheme and Host).
 *
 * A refused request is counted in a rate bucket of its own, per client address, never in the
 * bucket of the key whose cookie the browser sent (finding 5): a foreign page cannot use up its
 * victim's request rate. `checkOrigin` runs before the rate limit and moves the request there;
 * `refuseForeignOrigin` runs after it and answers 403.
 */
import type { Next } from 'koa';
import { clientAddress } from '../client-address.ts';
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

/** This server's origin: the configured public one, or scheme and Host of the request. */
export function ownOrigin(ctx: AppContext, publicOrigin: string | null): string {
  return publicOrigin ?? `${ctx.protocol}://${ctx.host}`.toLowerCase();
}

/** True when the request comes from this server's own origin (scheme, host and port). */
export function isSameOrigin(ctx: AppContext, publicOrigin: string | null): boolean {
  return requestOrigin(ctx) === ownOrigin(ctx, publicOrigin);
}

export function forbiddenOrigin(ctx: AppContext, who = 'signed in by the session cookie'): ServiceError {
  const origin = requestOrigin(ctx);
  return new ServiceError(
    'FORBIDDEN_ORIGIN',
    origin === null
      ? `A ${ctx.method} request ${who} must carry an Origin (or Referer) header.`
      : `A ${ctx.method} request ${who} came from ${origin}, not from this server's page.`,
  );
}

/** Why this request may not be served from where it says it comes from, or null. */
function originRefusal(ctx: AppContext, publicOrigin: string | null): ServiceError | null {
  if (SAFE_METHODS.has(ctx.method)) return null;
  const { identity } = ctx.state;
  if (identity.viaSession) return isSameOrigin(ctx, publicOrigin) ? null : forbiddenOrigin(ctx);
  if (identity.caller?.kind === 'anonymous' && requestOrigin(ctx) !== null && !isSameOrigin(ctx, publicOrigin)) {
    return forbiddenOrigin(ctx, 'without an API key');
  }
  return null;
}

/** Rate limit of the bucket refused requests are counted in: that of requests without a valid key. */
export function checkOrigin(options: { publicOrigin: string | null; refusedRequestsPerWindow: number }) {
  return async function sameOriginForBrowsers(ctx: AppContext, next: Next): Promise<void> {
    const refusal = originRefusal(ctx, options.publicOrigin);
    if (refusal) {
      ctx.state.originRefusal = refusal;
      ctx.state.identity = { ...ctx.state.identity, rateBucket: `origin:${clientAddress(ctx.ip)}`, rateLimit: options.refusedRequestsPerWindow };
    }
    await next();
  };
}

export function refuseForeignOrigin() {
  return async function foreignOriginRefused(ctx: AppContext, next: Next): Promise<void> {
    if (ctx.state.originRefusal) throw ctx.state.originRefusal;
    await next();
  };
}
