/**
 * Works out who is calling from `Authorization: Bearer <key>` (or, with anonymous access on, the
 * absence of the header) without failing the request yet: the rate limiter runs next and must
 * put its headers on the 401 too. `requireCaller` turns a missing identity into the 401.
 * Without an Authorization header, a session cookie (docs/web.md) identifies the key's user just as
 * the key would: same rate bucket, same credits; `checkOrigin` then guards its unsafe requests.
 */
import type { Next } from 'koa';
import { clientAddress } from '../client-address.ts';
import type { Limits } from '../limits.ts';
import type { AppContext, Identity } from '../http/context.ts';
import { SESSION_COOKIE } from '../http/session-cookie.ts';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export interface IdentifyCallerOptions {
  /** The user id and key id a presented key belongs to, or null. */
  authenticate: (token: string) => Promise<{ userId: number; keyId: string } | null>;
  anonymous: boolean;
  limits: Limits;
  /** Who a session cookie's token signs in, or null; absent: cookies are ignored. */
  resolveSession?: (token: string) => Promise<{ userId: number; keyId: string } | null>;
}

export function identifyCaller(options: IdentifyCallerOptions) {
  const { limits } = options;
  // Without a valid key a caller can only get 401/404 (or, with anonymous access on, an
  // anonymous answer): count those per client IP, at the anonymous rate when it applies.
  const unauthenticatedLimit = options.anonymous ? limits.anonymousRequestsPerWindow : limits.authenticatedRequestsPerWindow;

  async function identify(ctx: AppContext): Promise<Identity> {
    const address = clientAddress(ctx.ip);
    const ipBucket = `ip:${address}`;
    const rejected = (rejection: string): Identity => ({
      caller: null,
      rejection,
      rateBucket: ipBucket,
      rateLimit: unauthenticatedLimit,
      uploadBucket: ipBucket,
      maxConcurrentUploads: limits.anonymousConcurrentUploads,
    });
    const header = ctx.get('Authorization');
    const sessionToken = header === '' && options.resolveSession ? ctx.cookies.get(SESSION_COOKIE) : undefined;
    if (sessionToken) {
      const session = await options.resolveSession?.(sessionToken);
      if (session) return { ...userIdentity(session), viaSession: true };
      if (!options.anonymous) return rejected('The session has ended; sign in again with the API key.');
    }
    if (header === '') {
      if (!options.anonymous) return rejected('The Authorization header is missing; send "Authorization: Bearer <API_KEY>".');
      return {
        caller: { kind: 'anonymous', ip: address },
        rejection: null,
        rateBucket: ipBucket,
        rateLimit: limits.anonymousRequestsPerWindow,
        uploadBucket: ipBucket,
        maxConcurrentUploads: limits.anonymousConcurrentUploads,
      };
    }
    const token = BEARER.exec(header)?.[1];
    if (!token) return rejected('The Authorization header must be "Bearer <API_KEY>".');
    const key = await options.authenticate(token);
    if (!key) return rejected('The API key is invalid.');
    return userIdentity(key);
  }

  function userIdentity(key: { userId: number; keyId: string }): Identity {
    const keyBucket = `key:${key.keyId}`;
    return {
      caller: { kind: 'user', userId: key.userId, keyId: key.keyId },
      rejection: null,
      rateBucket: keyBucket,
      rateLimit: limits.authenticatedRequestsPerWindow,
      uploadBucket: keyBucket,
      maxConcurrentUploads: limits.authenticatedConcurrentUploads,
    };
  }

  return async function identifyCallerMiddleware(ctx: AppContext, next: Next): Promise<void> {
    ctx.state.identity = await identify(ctx);
    await next();
  };
}
