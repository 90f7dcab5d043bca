/**
 * On a loopback bind, only loopback host names are served (review L5). A web page can make a
 * browser send requests to 127.0.0.1 by rebinding its own DNS name to it; such requests still carry
 * the page's name in `Host`, so refusing any other name keeps a local anonymous instance out of
 * reach of web pages. Binds to other addresses serve whatever names point at them.
 */
import type { Next } from 'koa';
import { ServiceError } from '../errors.ts';
import type { AppContext } from '../http/context.ts';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_NAMES.has(host) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host.endsWith('.localhost');
}

/** The host name of a `Host` header, without the port. */
function hostName(header: string): string {
  const name = header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.replace(/:\d*$/, '');
  return name.toLowerCase();
}

/** Throws unless the request's Host is a loopback name. */
export function requireLoopbackHost(ctx: AppContext): void {
  if (!isLoopbackHost(hostName(ctx.get('Host')))) {
    throw new ServiceError(
      'INVALID_REQUEST',
      'This server listens on the loopback interface and answers only requests addressed to localhost, 127.0.0.1 or [::1].',
      {
        recovery: 'Call the server as http://127.0.0.1:<port> or http://localhost:<port>.',
      },
    );
  }
}

export function checkHost() {
  return async function loopbackHostOnly(ctx: AppContext, next: Next): Promise<void> {
    requireLoopbackHost(ctx);
    await next();
  };
}
