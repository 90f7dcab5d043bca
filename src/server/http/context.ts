/** What the middleware chain knows about a request, on `ctx.state`. */
import type { ParameterizedContext } from 'koa';
import type { Caller } from '../caller.ts';
import type { ServiceError } from '../errors.ts';

/**
 * Who is calling and which rate-limit bucket the request counts in. Requests without a valid key
 * still get a bucket (their client IP), so every response, a 401 included, carries rate headers.
 */
export interface Identity {
  /** null: no valid key, and anonymous access does not apply; `rejection` says why. */
  caller: Caller | null;
  rejection: string | null;
  rateBucket: string;
  rateLimit: number;
  /** Bucket for the in-flight upload limit. */
  uploadBucket: string;
  maxConcurrentUploads: number;
  /** The caller was identified by the session cookie (not a key): unsafe methods need a same-origin request. */
  viaSession?: boolean;
}

export interface AppState {
  identity: Identity;
  /** The request is refused for where it comes from (middleware/check-origin.ts), once it has been counted. */
  originRefusal?: ServiceError;
  /** Set first (middleware/request-id.ts): the id the response header and the log lines carry. */
  requestId: string;
}

export type AppContext = ParameterizedContext<AppState>;
