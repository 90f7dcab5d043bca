/**
 * Serves the web page (GET/HEAD, outside /api/) from the file table of `web-files.ts`, with the
 * page's security headers on every answer, a 404 included. Anything under /api/ passes through
 * to the API (and its JSON 404).
 */
import { createReadStream } from 'node:fs';
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';
import type { WebFile } from '../http/web-files.ts';
import { requireLoopbackHost } from './check-host.ts';

/**
 * No inline script or style anywhere; 'wasm-unsafe-eval' and blob: workers are what pdf.js and
 * tesseract.js need to run in the page (the in-browser engine); everything else is this origin.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "img-src 'self' blob: data:",
  "style-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const API_PATH = /^\/api(\/|$)/;

/**
 * Runs before the caller is identified: the page's files are public and do not count against
 * the rate limits (a page load is several requests). `loopbackOnly`: the Host check of check-host.ts.
 */
export function serveWeb(options: { files: Map<string, WebFile>; loopbackOnly?: boolean }) {
  return async function webPage(ctx: AppContext, next: Next): Promise<void> {
    if (API_PATH.test(ctx.path)) return next();
    ctx.set(PAGE_HEADERS);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = options.files.get(ctx.path);
    if (!file) return next();
    if (options.loopbackOnly) requireLoopbackHost(ctx);
    ctx.set('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.status = 200;
    ctx.type = file.type;
    if (ctx.method === 'GET') ctx.body = createReadStream(file.path);
    ctx.length = file.bytes;
  };
}
