/**
 * One record per request once its response is sent, or once the client hangs up before that
 * (`aborted`, status 499: an upload abandoned mid-body is traced too, security review 2026-11-26,
 * finding 4): request id, method, path, status, duration, and who called — user id, key id,
 * client address — so abuse can be traced (review L4). Never headers, bodies, query values,
 * secrets or file names; a path segment that could be a secret (a key pasted into a URL, finding
 * 10) is replaced. A flood of 429s is sampled: per rate bucket, the first 429 of each minute is
 * logged and the rest are counted into the next logged one (`suppressed429`).
 */
import type { Next } from 'koa';
import type { AppContext } from '../http/context.ts';
import type { LogFields, Logger } from '../logger.ts';

const SAMPLE_WINDOW_MS = 60_000;
/** Buckets remembered for sampling before the idle ones are dropped. */
const MAX_SAMPLED_BUCKETS = 10_000;

/**
 * Who made the request, as the log shows it: the user id and the key's public id (the part before
 * the secret, as `bsc keys list` shows it), or anonymous, and the client address.
 */
function callerFields(ctx: AppContext): LogFields {
  const identity = ctx.state.identity;
  const caller = identity?.caller;
  const client = identity?.rateBucket.startsWith('ip:') ? identity.rateBucket.slice(3) : ctx.ip;
  if (caller?.kind === 'user') return { caller: 'user', userId: caller.userId, keyId: caller.keyId, client };
  return { caller: caller ? 'anonymous' : 'unauthenticated', client };
}

/** Longest path logged: the path is the client's to write, and a log line should stay a line. */
const MAX_LOGGED_PATH = 200;
/**
 * Path segments logged as they are: what routes and the page's files are made of. A key
 * (`bsc_<id>_<secret>`) has underscores, its 43-character secret alone is longer than this, and
 * percent-encoding is refused, so none of them reaches the log.
 */
const PLAIN_SEGMENT = /^[A-Za-z0-9.-]{1,40}$/;
export const REDACTED_SEGMENT = '{redacted}';
/** nginx's code for a request whose client closed the connection before the answer. */
const CLIENT_CLOSED = 499;

export function loggablePath(path: string): string {
  const clean = path
    .split('/')
    .map((segment) => (segment === '' || PLAIN_SEGMENT.test(segment) ? segment : REDACTED_SEGMENT))
    .join('/');
  return clean.length > MAX_LOGGED_PATH ? `${clean.slice(0, MAX_LOGGED_PATH)}…` : clean;
}

/** Probes call these every few seconds: their successes would drown the log, their failures are logged. */
const QUIET_WHEN_OK = new Set(['/healthz', '/readyz']);

export class RateLimitedLogSampler {
  readonly #windows = new Map<string, { start: number; suppressed: number }>();

  /** null: do not log this one; otherwise how many were suppressed since the last logged one. */
  admit(bucket: string, now: number): number | null {
    const window = this.#windows.get(bucket);
    if (window && now - window.start < SAMPLE_WINDOW_MS) {
      window.suppressed++;
      return null;
    }
    if (this.#windows.size >= MAX_SAMPLED_BUCKETS) {
      for (const [key, w] of this.#windows) if (now - w.start >= SAMPLE_WINDOW_MS) this.#windows.delete(key);
    }
    this.#windows.set(bucket, { start: now, suppressed: 0 });
    return window?.suppressed ?? 0;
  }
}

export function logRequests(options: { logger: Logger; now?: () => number }) {
  const sampler = new RateLimitedLogSampler();
  const now = options.now ?? Date.now;
  return async function requestLog(ctx: AppContext, next: Next): Promise<void> {
    const started = performance.now();
    const record = (aborted: boolean): void => {
      const status = aborted ? CLIENT_CLOSED : ctx.status;
      if (status < 400 && QUIET_WHEN_OK.has(ctx.path)) return;
      // The path only: a query string's values are the client's and could carry anything.
      const fields: LogFields = {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: loggablePath(ctx.path),
        status,
        durationMs: Math.round(performance.now() - started),
        ...callerFields(ctx),
      };
      if (aborted) fields.aborted = true;
      if (status === 429) {
        const suppressed = sampler.admit(ctx.state.identity?.rateBucket ?? ctx.ip, now());
        if (suppressed === null) return;
        if (suppressed > 0) fields.suppressed429 = suppressed;
      }
      options.logger.info('request', fields);
    };
    // 'finish' sees the final status, after the error handler has mapped any failure; a 'close'
    // before it is a client that went away (while its body was still arriving, or before the answer).
    ctx.res.once('finish', () => record(false));
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) record(true);
    });
    await next();
  };
}
