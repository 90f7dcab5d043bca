/**
 * Headers for every response: results are private (no caching), typed exactly (no sniffing), and
 * never to be framed, run as a page or leak a Referer (security review 2026-11-26, finding 9). The
 * web page's files get their own, richer policy on top (serve-web.ts); the probes and Node's own
 * error answers (http/client-error.ts) carry these too.
 */
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';

/** An API answer is data: it may load nothing, run nothing and be shown in no frame. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

export function responseHeaders() {
  return async function setResponseHeaders(ctx: AppContext, next: Next): Promise<void> {
    ctx.set(API_SECURITY_HEADERS as Record<string, string>);
    await next();
  };
}
