/**
 * Browser sessions (docs/web.md): an API key is exchanged once for a random token that travels
 * only in an HttpOnly cookie. The store keeps the token's SHA-256, never the token, so a copy of
 * the database cannot be replayed; any API instance over the same store answers for a session,
 * and deleting the row (sign-out, key revoked, user deleted) ends it everywhere at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Store } from '../store/types.ts';

const HOUR_MS = 3_600_000;
/** A session ends 12 h after sign-in whatever happens: a working day, then the key again. */
export const SESSION_LIFETIME_MS = 12 * HOUR_MS;
/** ...or after 2 h without a request: a page left open on a shared machine does not stay signed in. */
export const SESSION_IDLE_MS = 2 * HOUR_MS;
/** Activity is written at most once a minute per session: reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;
/** 32 random bytes, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface SessionIdentity {
  userId: number;
  keyId: string;
}

const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

export class SessionService {
  constructor(private readonly deps: { store: Store; clock: Clock; authenticate: (apiKey: string) => Promise<SessionIdentity | null> }) {}

  /** A new session for a valid key, or null for an invalid one. The token is shown to the caller once. */
  async signIn(apiKey: string): Promise<{ token: string; expiresAt: number } | null> {
    const key = await this.deps.authenticate(apiKey);
    if (!key) return null;
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock.now();
    const expiresAt = now + SESSION_LIFETIME_MS;
    await this.deps.store.addSession({ tokenHash: hashToken(token), keyId: key.keyId, userId: key.userId, createdAt: now, lastSeenAt: now, expiresAt });
    return { token, expiresAt };
  }

  /** Who a cookie's token signs in, or null (unknown, expired, idle too long, key or user gone). */
  async resolve(token: string): Promise<(SessionIdentity & { expiresAt: number }) | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const now = this.deps.clock.now();
    const tokenHash = hashToken(token);
    const session = await this.deps.store.findSession(tokenHash, now);
    if (!session) return null;
    if (session.lastSeenAt <= now - SESSION_IDLE_MS) {
      await this.deps.store.deleteSession(tokenHash);
      return null;
    }
    if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) await this.deps.store.touchSession(tokenHash, now);
    return { userId: session.userId, keyId: session.keyId, expiresAt: Math.min(session.expiresAt, Math.max(now, session.lastSeenAt) + SESSION_IDLE_MS) };
  }

  /** Ends the session the token names, if any. */
  async signOut(token: string): Promise<void> {
    if (TOKEN_SHAPE.test(token)) await this.deps.store.deleteSession(hashToken(token));
  }

  /** Deletes ended sessions (called with the retention sweep). */
  async sweep(): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.store.deleteExpiredSessions(now, now - SESSION_IDLE_MS);
  }
}
