/**
 * Cookie sessions for the web page: sign-in exchanges a key for an HttpOnly cookie, the cookie
 * identifies the key's user (same limits), unsafe cookie requests must come from the server's own
 * origin, and sign-out, revoking the key or deleting the user ends the session on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { deleteUser, revokeApiKey } from '../../src/server/services/accounts.ts';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from '../../src/server/services/session-service.ts';
import { TestClock, type TestServer, startTestServer } from './helpers.ts';
import { answer } from '../helpers/api-answer.ts';

let server: TestServer;
let origin: string;
const clock = new TestClock();

beforeAll(async () => {
  server = await startTestServer({ clock, processor: { parseWorkers: 1, ocrWorkers: 1 } });
  origin = new URL(server.apiUrl).origin;
});
afterAll(() => server.stop());

async function signIn(apiKey: string): Promise<string> {
  const response = await fetch(`${server.apiUrl}/session`, { method: 'POST', headers: { Origin: origin }, body: JSON.stringify({ apiKey }) });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0] as string;
}

const withCookie = (cookie: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Cookie: cookie },
});

describe('session sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie scoped to the API, and stores only the token hash', async () => {
    const { apiKey } = await server.addUser();
    const response = await fetch(`${server.apiUrl}/session`, { method: 'POST', headers: { Origin: origin }, body: JSON.stringify({ apiKey }) });
    expect(response.status).toBe(200);
    const body = await answer(response);
    expect(body).toMatchObject({ signedIn: true, anonymous: false });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^bsc_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v1');
    expect(cookie).not.toContain('Secure'); // plain http here
    expect(cookie).toContain(`Max-Age=${SESSION_LIFETIME_MS / 1000}`);
    const token = (cookie.split(';')[0] as string).split('=')[1] as string;
    const rows = await storedTokenHashes();
    expect(rows.length).toBeGreaterThan(0);
    for (const hash of rows) expect(hash.toString('utf8')).not.toContain(token);
  });

  it('accepts the key as a Bearer header too, and refuses a wrong key with 401', async () => {
    const { apiKey } = await server.addUser();
    const ok = await fetch(`${server.apiUrl}/session`, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}` } });
    expect(ok.status).toBe(200);
    const bad = await fetch(`${server.apiUrl}/session`, { method: 'POST', body: JSON.stringify({ apiKey: `${apiKey}x` }) });
    expect(bad.status).toBe(401);
    expect((await answer(bad)).error).toBe('UNAUTHORIZED');
    expect(bad.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a sign-in posted from another origin (login CSRF)', async () => {
    const { apiKey } = await server.addUser();
    const response = await fetch(`${server.apiUrl}/session`, { method: 'POST', headers: { Origin: 'https://evil.example' }, body: JSON.stringify({ apiKey }) });
    expect(response.status).toBe(403);
    const body = await answer(response);
    expect(body.error).toBe('FORBIDDEN_ORIGIN');
    expect(body.recovery).toMatch(/Bearer/);
  });

  it('GET /session says whether the browser is signed in', async () => {
    const { apiKey } = await server.addUser();
    const cookie = await signIn(apiKey);
    expect(await answer(await fetch(`${server.apiUrl}/session`, withCookie(cookie)))).toEqual({ signedIn: true, anonymous: false });
    expect(await answer(await fetch(`${server.apiUrl}/session`))).toEqual({ signedIn: false, anonymous: false });
  });
});

describe('requests signed in by the cookie', () => {
  it('identify the key user, in the same rate bucket as the key', async () => {
    const { apiKey, userId } = await server.addUser();
    const cookie = await signIn(apiKey);
    const byCookie = await fetch(`${server.apiUrl}/user`, withCookie(cookie));
    expect(byCookie.status).toBe(200);
    expect((await answer(byCookie)).user.userId).toBe(userId);
    const remainingAfterCookie = Number(byCookie.headers.get('x-ratelimit-remaining'));
    const byKey = await fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(Number(byKey.headers.get('x-ratelimit-remaining'))).toBe(remainingAfterCookie - 1);
  });

  it('need the own Origin (or Referer) for unsafe methods; Bearer calls do not', async () => {
    const { apiKey } = await server.addUser();
    const cookie = await signIn(apiKey);
    const status = (headers: Record<string, string>) =>
      fetch(`${server.apiUrl}/bank-statement/status`, withCookie(cookie, { method: 'POST', headers, body: '{"uuids":[]}' }));
    const none = await status({});
    expect(none.status).toBe(403);
    expect((await answer(none)).error).toBe('FORBIDDEN_ORIGIN');
    expect((await status({ Origin: 'http://evil.example' })).status).toBe(403);
    expect((await status({ Origin: 'null' })).status).toBe(403);
    expect((await status({ Referer: 'http://evil.example/page' })).status).toBe(403);
    expect((await status({ Origin: origin.replace(/:\d+$/, ':1') })).status).toBe(403);
    expect((await status({ Origin: origin })).status).toBe(200);
    expect((await status({ Referer: `${origin}/` })).status).toBe(200);
    const bearer = await fetch(`${server.apiUrl}/bank-statement/status`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, Origin: 'http://evil.example' },
      body: '{"uuids":[]}',
    });
    expect(bearer.status).toBe(200);
  });

  it('end with sign-out: the old cookie is refused afterwards', async () => {
    const { apiKey } = await server.addUser();
    const cookie = await signIn(apiKey);
    const out = await fetch(`${server.apiUrl}/session`, withCookie(cookie, { method: 'DELETE', headers: { Origin: origin } }));
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^bsc_session=; .*Max-Age=0/);
    const after = await fetch(`${server.apiUrl}/user`, withCookie(cookie));
    expect(after.status).toBe(401);
    expect((await answer(after)).message).toMatch(/session has ended/);
  });

  it('end when the key is revoked or the user deleted', async () => {
    const a = await server.addUser();
    const cookieA = await signIn(a.apiKey);
    await revokeApiKey(server.runtime.store, a.apiKey);
    expect((await fetch(`${server.apiUrl}/user`, withCookie(cookieA))).status).toBe(401);
    const email = `gone-${Date.now()}@example.test`;
    const b = await server.addUser({ email });
    const cookieB = await signIn(b.apiKey);
    expect((await fetch(`${server.apiUrl}/user`, withCookie(cookieB))).status).toBe(200);
    await deleteUser(server.runtime.store, email);
    expect((await fetch(`${server.apiUrl}/user`, withCookie(cookieB))).status).toBe(401);
  });

  it('end after the idle limit, and after the absolute limit even when used', async () => {
    const { apiKey } = await server.addUser();
    const idle = await signIn(apiKey);
    clock.advance(SESSION_IDLE_MS + 1);
    expect((await fetch(`${server.apiUrl}/user`, withCookie(idle))).status).toBe(401);
    const busy = await signIn(apiKey);
    for (let spent = 0; spent < SESSION_LIFETIME_MS; spent += SESSION_IDLE_MS / 2) {
      expect((await fetch(`${server.apiUrl}/user`, withCookie(busy))).status).toBe(200);
      clock.advance(SESSION_IDLE_MS / 2);
    }
    expect((await fetch(`${server.apiUrl}/user`, withCookie(busy))).status).toBe(401);
    expect(await server.runtime.services.sessions.sweep()).toBeGreaterThanOrEqual(0);
  });

  it('a forged or malformed cookie is no session', async () => {
    for (const value of ['x', 'A'.repeat(43), '../../etc', '']) {
      const response = await fetch(`${server.apiUrl}/user`, { headers: { Cookie: `bsc_session=${value}` } });
      expect(response.status).toBe(401);
    }
  });
});

describe('anonymous servers', () => {
  it('GET /session reports anonymous access, and an ended cookie falls back to anonymous', async () => {
    const anonymous = await startTestServer({ anonymous: true });
    try {
      expect(await answer(await fetch(`${anonymous.apiUrl}/session`))).toEqual({ signedIn: false, anonymous: true });
      const response = await fetch(`${anonymous.apiUrl}/bank-statement/status`, {
        method: 'POST',
        headers: { Cookie: `bsc_session=${'B'.repeat(43)}` },
        body: '{"uuids":[]}',
      });
      expect(response.status).toBe(200);
    } finally {
      await anonymous.stop();
    }
  });
});

/** The sessions table as stored, from whichever database the server runs on. */
async function storedTokenHashes(): Promise<Buffer[]> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ token_hash: Buffer }>('SELECT token_hash FROM sessions')).rows.map((r) => r.token_hash);
    } finally {
      await client.end();
    }
  }
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(`${server.dataDir}/bsc.sqlite`, { readonly: true });
  try {
    return (db.prepare('SELECT token_hash FROM sessions').all() as Array<{ token_hash: Buffer }>).map((r) => r.token_hash);
  } finally {
    db.close();
  }
}
