/**
 * Security review 2026-11-26, findings 5, 6 and 7: the same-origin check.
 * 5: requests it refused were counted in the victim's rate bucket (a page on another port, with
 *    the victim's SameSite=Strict cookie, locked the victim's key out, Bearer calls too);
 * 6: with --anonymous a foreign Origin was not checked at all (any page could spend the
 *    instance's anonymous pages);
 * 7: behind the documented proxy set-up (Host: localhost) web sign-in failed: the check compared
 *    with the Host the proxy passed; a configured public origin (--public-origin) fixes that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, publicOriginFrom, readServerConfig } from '../../src/server/config.ts';
import { ONE_PAGE_SAMPLE, TestClock, type TestServer, rawRequest, readSample, startTestServer } from './helpers.ts';

const errorOf = (body: string): string => (JSON.parse(body) as { error: string }).error;

function multipart(file: Buffer, name = 'one.pdf'): { body: Buffer; type: string } {
  const head = Buffer.from(`--B\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`);
  return { body: Buffer.concat([head, file, Buffer.from('\r\n--B--\r\n')]), type: 'multipart/form-data; boundary=B' };
}

describe('finding 5: refused requests are not counted against the victim', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the review’s 65 POSTs with a victim’s cookie from another port: all refused, in a bucket of their own; the victim’s key keeps its whole rate', async () => {
    const { apiKey } = await server.addUser();
    const own = new URL(server.apiUrl).origin;
    const signIn = await fetch(`${server.apiUrl}/session`, { method: 'POST', headers: { Origin: own }, body: JSON.stringify({ apiKey }) });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      const response = await fetch(`${server.apiUrl}/bank-statement/status`, {
        method: 'POST',
        headers: { Cookie: cookie, Origin: 'http://127.0.0.1:9999' },
        body: '{"uuids":[]}',
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // 60 a minute for requests that are not a key's: 403 each, then 429 — in that bucket only.
    expect(statuses.slice(0, 60).every((s) => s === 403)).toBe(true);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
    const victim = await fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(victim.status).toBe(200);
    expect(victim.headers.get('x-ratelimit-remaining')).toBe('59');
    const byCookie = await fetch(`${server.apiUrl}/bank-statement/status`, { method: 'POST', headers: { Cookie: cookie, Origin: own }, body: '{"uuids":[]}' });
    expect(byCookie.status).toBe(200);
  });
});

describe('finding 6: anonymous requests from another origin', () => {
  const clock = new TestClock(Date.UTC(2026, 0, 15, 12));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, anonymous: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('an upload naming a foreign origin (Origin, null, or Referer) is 403 and spends nothing; one naming none (curl) or this server is served', async () => {
    const { body, type } = multipart(readSample(ONE_PAGE_SAMPLE));
    const upload = (headers: Record<string, string>) =>
      rawRequest(server, { method: 'POST', path: '/api/v1/bank-statement', headers: { 'Content-Type': type, ...headers }, body });
    const foreign: Array<Record<string, string>> = [{ Origin: 'http://evil.example' }, { Origin: 'null' }, { Referer: 'http://evil.example/page.html' }];
    for (const headers of foreign) {
      const refused = await upload(headers);
      expect([refused.status, errorOf(refused.body)], JSON.stringify(headers)).toEqual([403, 'FORBIDDEN_ORIGIN']);
    }
    expect(await server.rows('files')).toBe(0);
    expect(await server.runtime.store.pagesChargedToday('ip:127.0.0.1', clock.now())).toBe(0);
    expect((await upload({})).status).toBe(201);
    clock.advance(24 * 3600_000);
    expect((await upload({ Origin: new URL(server.apiUrl).origin })).status).toBe(201);
  });
});

describe('finding 7: a configured public origin behind a reverse proxy', () => {
  const PUBLIC = 'https://bank.example.com';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: true, publicOrigin: PUBLIC });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** What the nginx block of docs/deploy.md sends: Host localhost, the client appended to X-Forwarded-For. */
  const viaProxy = (headers: Record<string, string>) => ({ Host: 'localhost', 'X-Forwarded-For': '203.0.113.7', ...headers });

  it('web sign-in through the documented proxy set-up works, with a Secure cookie; the cookie then works from that origin only', async () => {
    const { apiKey } = await server.addUser();
    const signIn = await rawRequest(server, {
      method: 'POST',
      path: '/api/v1/session',
      headers: viaProxy({ Origin: PUBLIC }),
      body: JSON.stringify({ apiKey }),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const setCookie = String(signIn.headers['set-cookie'] ?? '');
    expect(setCookie).toContain('Secure');
    const cookie = setCookie.split(';')[0] as string;
    const status = (origin: string) =>
      rawRequest(server, {
        method: 'POST',
        path: '/api/v1/bank-statement/status',
        headers: viaProxy({ Origin: origin, Cookie: cookie }),
        body: '{"uuids":[]}',
      });
    expect((await status(PUBLIC)).status).toBe(200);
    for (const other of ['http://localhost', 'https://localhost', 'http://bank.example.com', 'https://evil.example']) {
      const refused = await status(other);
      expect([refused.status, errorOf(refused.body)], other).toEqual([403, 'FORBIDDEN_ORIGIN']);
    }
    // A sign-in posted from elsewhere is refused as before.
    const foreign = await rawRequest(server, {
      method: 'POST',
      path: '/api/v1/session',
      headers: viaProxy({ Origin: 'https://evil.example' }),
      body: JSON.stringify({ apiKey }),
    });
    expect(foreign.status).toBe(403);
  });

  it('--public-origin / PUBLIC_ORIGIN takes an origin, normalised, and refuses anything else', () => {
    expect(publicOriginFrom('https://Bank.Example.com/')).toBe('https://bank.example.com');
    expect(publicOriginFrom('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(publicOriginFrom(undefined)).toBeNull();
    for (const bad of [
      'bank.example.com',
      'https://bank.example.com/app',
      'ftp://bank.example.com',
      'https://user@bank.example.com',
      'https://bank.example.com/?x=1',
    ]) {
      expect(() => publicOriginFrom(bad), bad).toThrow(ConfigError);
    }
    expect(readServerConfig(['--public-origin', 'https://bank.example.com'], {}).publicOrigin).toBe('https://bank.example.com');
    expect(readServerConfig([], { PUBLIC_ORIGIN: 'https://bank.example.com:8443' }).publicOrigin).toBe('https://bank.example.com:8443');
    expect(readServerConfig([], {}).publicOrigin).toBeNull();
  });
});
