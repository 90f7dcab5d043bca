/**
 * Sign-in for the web page (docs/web.md): `POST /session` exchanges an API key (JSON
 * `{"apiKey"}` or the Bearer header) for an HttpOnly session cookie; `GET /session` says whether
 * the browser is signed in and whether the server takes anonymous calls; `DELETE /session` ends
 * the session on the server, not only in this browser.
 */
import Router from '@koa/router';
import { ServiceError } from '../errors.ts';
import type { AppContext, AppState } from '../http/context.ts';
import { readJsonObject, requireString } from '../http/json-body.ts';
import { SESSION_COOKIE, clearSessionCookie, setSessionCookie } from '../http/session-cookie.ts';
import { MAX_JSON_BODY_BYTES } from '../limits.ts';
import { forbiddenOrigin, requestOrigin, isSameOrigin } from '../middleware/check-origin.ts';
import type { SessionService } from '../services/session-service.ts';
import type { SessionState } from '../../wire-types.ts';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;
/** API keys are short; a bound keeps the hashing cheap for junk. */
const MAX_API_KEY_LENGTH = 256;

export function sessionRoutes(deps: { sessions: SessionService; anonymous: boolean; publicOrigin: string | null; now: () => number }): Router<AppState> {
  const router = new Router<AppState>();

  router.post('/session', async function signIn(ctx: AppContext) {
    // Login CSRF: another site must not sign this browser in under its own key.
    if (requestOrigin(ctx) !== null && !isSameOrigin(ctx, deps.publicOrigin)) throw forbiddenOrigin(ctx);
    const header = ctx.get('Authorization');
    let apiKey: string;
    if (header !== '') {
      const token = BEARER.exec(header)?.[1];
      if (!token) throw new ServiceError('UNAUTHORIZED', 'The Authorization header must be "Bearer <API_KEY>".');
      apiKey = token;
    } else {
      apiKey = requireString(await readJsonObject(ctx.req, MAX_JSON_BODY_BYTES), 'apiKey', MAX_API_KEY_LENGTH);
    }
    const session = await deps.sessions.signIn(apiKey.trim());
    if (!session)
      throw new ServiceError('UNAUTHORIZED', 'The API key is invalid.', {
        recovery: 'Check the key (bsc users create / bsc keys create print it once) and sign in again.',
      });
    setSessionCookie(ctx, session.token, session.expiresAt - deps.now(), deps.publicOrigin?.startsWith('https:') === true);
    ctx.body = { signedIn: true, anonymous: deps.anonymous, expiresAt: new Date(session.expiresAt).toISOString() } satisfies SessionState;
  });

  router.get('/session', async function sessionState(ctx: AppContext) {
    ctx.body = { signedIn: ctx.state.identity.viaSession === true, anonymous: deps.anonymous } satisfies SessionState;
  });

  router.delete('/session', async function signOut(ctx: AppContext) {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) await deps.sessions.signOut(token);
    clearSessionCookie(ctx);
    ctx.status = 204;
  });

  return router;
}
