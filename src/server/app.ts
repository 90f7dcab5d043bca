/**
 * `createApp(deps)`: the Koa application, without listening. The chain, in order:
 * request id → errors → response headers → request log → health probes (/healthz, /readyz) →
 * web page files (when `webFiles` is given) → caller identity (key or session cookie) →
 * same-origin check (cookie sessions and anonymous callers; a refused request moves to a rate
 * bucket of its own) → rate limit → Host check (loopback binds) → same-origin refusal → routes →
 * 404.
 * Everything with state (store, child processes, job runner) arrives in `deps`; see
 * `runtime.ts` for how the server builds them and `main.ts` for listening.
 */
import Router from '@koa/router';
import Koa from 'koa';
import type { Clock } from './clock.ts';
import type { AppState } from './http/context.ts';
import type { Limits } from './limits.ts';
import type { Logger } from './logger.ts';
import type { ReadinessCheck } from './health.ts';
import type { WebFile } from './http/web-files.ts';
import { checkHost } from './middleware/check-host.ts';
import { checkOrigin, refuseForeignOrigin } from './middleware/check-origin.ts';
import { serveWeb } from './middleware/serve-web.ts';
import { handleErrors } from './middleware/handle-errors.ts';
import { identifyCaller } from './middleware/identify-caller.ts';
import { logRequests } from './middleware/log-requests.ts';
import { notFound } from './middleware/not-found.ts';
import { rateLimit } from './middleware/rate-limit.ts';
import { requestId } from './middleware/request-id.ts';
import { responseHeaders } from './middleware/response-headers.ts';
import { bankStatementRoutes } from './routes/bank-statement.ts';
import { fileHistoryRoutes } from './routes/file-history.ts';
import { healthRoutes } from './routes/health.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { sessionRoutes } from './routes/session.ts';
import { userRoutes } from './routes/user.ts';
import type { FileHistory } from './services/file-history.ts';
import type { FileService } from './services/file-service.ts';
import type { PasswordService } from './services/password-service.ts';
import type { SessionService } from './services/session-service.ts';
import type { StatementViews } from './services/statement-views.ts';
import type { ConcurrencyLimiter, RateLimiter } from './services/rate-limiter.ts';
import type { UploadMemoryBudget } from './services/upload-memory.ts';
import type { UploadService } from './services/upload-service.ts';
import type { UserService } from './services/user-service.ts';

export const API_PREFIX = '/api/v1';

export interface Services {
  upload: UploadService;
  files: FileService;
  passwords: PasswordService;
  users: UserService;
  /** Browser sessions (cookie sign-in for the web page). */
  sessions: SessionService;
  /** Row sources and merged ledgers, made from the stored statements. */
  statements: StatementViews;
  /** The caller's files newest first, and removing one. */
  history: FileHistory;
  /** The user id and key id a presented API key belongs to, or null. */
  authenticate: (token: string) => Promise<{ userId: number; keyId: string } | null>;
}

export interface AppDeps {
  services: Services;
  rateLimiter: RateLimiter;
  uploadLimiter: ConcurrencyLimiter;
  /** Upload bytes held in memory, across all requests (review M1). */
  uploadMemory: UploadMemoryBudget;
  limits: Limits;
  clock: Clock;
  logger: Logger;
  /** Requests without an Authorization header are served, under the anonymous limits. */
  anonymous: boolean;
  /**
   * Take the client IP from X-Forwarded-For (only behind a proxy that sets it): the rightmost
   * entry, the one the proxy appended; entries to its left are the client's to write (review M2).
   */
  trustProxy?: boolean;
  /** The server listens on loopback only: refuse other Host names (review L5, DNS rebinding). */
  loopbackOnly?: boolean;
  /**
   * The origin users reach the service at (`https://bank.example.com`), behind a reverse proxy
   * that passes another Host: what the same-origin checks compare with. Absent: the request's own.
   */
  publicOrigin?: string | null;
  /** What `/readyz` checks (health.ts); none: ready whenever the process answers. */
  readiness?: readonly ReadinessCheck[];
  /** The built web page (`listWebFiles(dist/web)`), served at `/`; absent: no page, the API alone. */
  webFiles?: Map<string, WebFile>;
}

export function createApp(deps: AppDeps): Koa<AppState> {
  const trustProxy = deps.trustProxy ?? false;
  const app = new Koa<AppState>({ proxy: trustProxy, maxIpsCount: trustProxy ? 1 : 0 });
  const api = new Router<AppState>({ prefix: API_PREFIX });
  const files = bankStatementRoutes({
    upload: deps.services.upload,
    files: deps.services.files,
    passwords: deps.services.passwords,
    statements: deps.services.statements,
    uploadLimiter: deps.uploadLimiter,
    uploadMemory: deps.uploadMemory,
    limits: deps.limits,
  });
  const user = userRoutes({ users: deps.services.users });
  const publicOrigin = deps.publicOrigin ?? null;
  const session = sessionRoutes({ sessions: deps.services.sessions, anonymous: deps.anonymous, publicOrigin, now: () => deps.clock.now() });
  const history = fileHistoryRoutes({ history: deps.services.history, statements: deps.services.statements });
  api.use(files.routes(), history.routes(), user.routes(), session.routes(), openApiRoutes().routes());
  const health = healthRoutes({ readiness: deps.readiness ?? [] });

  app.use(requestId());
  app.use(handleErrors({ logger: deps.logger }));
  app.use(responseHeaders());
  app.use(logRequests({ logger: deps.logger }));
  // Probes before the caller is identified: no key, no rate limit, nothing a probe could exhaust.
  app.use(health.routes());
  if (deps.webFiles) app.use(serveWeb({ files: deps.webFiles, loopbackOnly: deps.loopbackOnly ?? false }));
  const resolveSession = (token: string) => deps.services.sessions.resolve(token);
  app.use(identifyCaller({ authenticate: deps.services.authenticate, anonymous: deps.anonymous, limits: deps.limits, resolveSession }));
  const refusedRequestsPerWindow = deps.anonymous ? deps.limits.anonymousRequestsPerWindow : deps.limits.authenticatedRequestsPerWindow;
  app.use(checkOrigin({ publicOrigin, refusedRequestsPerWindow }));
  app.use(rateLimit({ limiter: deps.rateLimiter, clock: deps.clock }));
  if (deps.loopbackOnly) app.use(checkHost());
  app.use(refuseForeignOrigin());
  app.use(api.routes());
  app.use(notFound());
  // Failures are answered by handleErrors; what still reaches Koa (a socket error) is only logged.
  app.on('error', (error: Error) => deps.logger.warn('http error outside a request', { error: error.message }));
  return app;
}
