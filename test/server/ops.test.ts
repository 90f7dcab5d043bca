/**
 * Operability: the structured log (one JSON object per line, request ids, nothing secret in it)
 * and the health probes (/healthz liveness, /readyz readiness naming what is not ready).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrainState, checkReadiness, drainCheck } from '../../src/server/health.ts';
import { createLogger, memoryLogger } from '../../src/server/logger.ts';
import { acceptRequestId } from '../../src/server/middleware/request-id.ts';
import { ONE_PAGE_SAMPLE, PROTECTED_PASSWORD, PROTECTED_SAMPLE, type TestServer, readSample, startTestServer, withMarker } from './helpers.ts';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the structured log', () => {
  const logger = memoryLogger('json');
  const records = (): Array<Record<string, unknown>> => logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      logger,
      // A route that fails with a bug of ours: its log record must carry the request id.
      overrideDeps: (deps) => ({
        ...deps,
        services: {
          ...deps.services,
          users: {
            userInfo: () => {
              throw new Error('boom: a bug');
            },
          } as unknown as typeof deps.services.users,
        },
      }),
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('holds no key, password, cookie, query value, file name or file content, whatever the requests carried', async () => {
    const { apiKey } = await server.addUser({ freeCredits: 50 });
    const auth = { Authorization: `Bearer ${apiKey}`, Cookie: 'bsc_session=COOKIE-MARKER-3141' };
    const api = server.apiUrl;

    // A PDF whose bytes carry a marker, uploaded under a telling name.
    const form = new FormData();
    form.append('files', new Blob([withMarker(readSample(ONE_PAGE_SAMPLE), 'BYTES-MARKER-5521')], { type: 'application/pdf' }), 'Jane-Roe-FILENAME-MARKER.pdf');
    const uploaded = await server.fetch(`${api}/bank-statement`, { method: 'POST', headers: auth, body: form });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<{ uuid: string }>;

    // A protected PDF, a wrong password then the right one.
    const locked = new FormData();
    locked.append('files', new Blob([readSample(PROTECTED_SAMPLE)], { type: 'application/pdf' }), 'locked.pdf');
    const [protectedFile] = (await (await server.fetch(`${api}/bank-statement`, { method: 'POST', headers: auth, body: locked })).json()) as Array<{
      uuid: string;
    }>;
    const setPassword = (password: string) =>
      server.fetch(`${api}/bank-statement/set-password`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ uuid: protectedFile?.uuid, password }),
      });
    expect((await setPassword('Wrong-PASSWORD-MARKER-2718')).status).toBe(422);
    expect((await setPassword(PROTECTED_PASSWORD)).status).toBe(200);

    // A query string with a secret-looking value, and a convert whose body is file content.
    const converted = await server.fetch(`${api}/bank-statement/convert?format=CSV&token=QUERY-MARKER-1618`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuid: file?.uuid }),
    });
    expect(converted.status).toBe(200);
    const csv = await converted.text();
    // A wrong key and a key pasted into the request id header.
    await server.fetch(`${api}/bank-statement/status`, {
      method: 'POST',
      headers: { Authorization: 'Bearer bsc_0123456789ab_WRONG-KEY-MARKER-0000000000000000000000000', 'Content-Type': 'application/json' },
      body: '{"uuids":[]}',
    });
    await server.fetch(`${api}/bank-statement/status`, {
      method: 'POST',
      headers: { ...auth, 'X-Request-Id': apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ uuids: [file?.uuid] }),
    });

    const all = logger.lines.join('\n');
    // bsc_<id>_<secret>: the secret is base64url, which may itself hold '_'.
    const [, keyId, ...secretParts] = apiKey.split('_');
    const secret = secretParts.join('_');
    for (const forbidden of [
      apiKey,
      secret,
      'WRONG-KEY-MARKER',
      PROTECTED_PASSWORD,
      'PASSWORD-MARKER',
      'COOKIE-MARKER',
      'QUERY-MARKER',
      'FILENAME-MARKER',
      'Jane-Roe',
      'BYTES-MARKER',
      '%PDF',
      csv.split('\n')[1] as string,
    ]) {
      expect(all, forbidden).not.toContain(forbidden);
    }
    // What it does hold: who called (user id, the key's public id), and each request once.
    const requests = records().filter((r) => r.msg === 'request');
    expect(requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      'POST /api/v1/bank-statement 201',
      'POST /api/v1/bank-statement 201',
      'POST /api/v1/bank-statement/set-password 422',
      'POST /api/v1/bank-statement/set-password 200',
      'POST /api/v1/bank-statement/convert 200',
      'POST /api/v1/bank-statement/status 401',
      'POST /api/v1/bank-statement/status 200',
    ]);
    expect(requests[0]).toMatchObject({ level: 'info', caller: 'user', keyId, client: '127.0.0.1' });
    expect(requests[5]).toMatchObject({ caller: 'unauthenticated' });
    for (const record of records()) {
      expect(record.time).toMatch(ISO_TIME);
      expect(['info', 'warn', 'error']).toContain(record.level);
      expect(typeof record.msg).toBe('string');
    }
    for (const record of requests) {
      expect(record.requestId).toMatch(UUID);
      expect(typeof record.durationMs).toBe('number');
    }
  });

  it('takes a sane X-Request-Id, echoes it and logs it; replaces anything else; an internal error is logged with the id', async () => {
    const { apiKey } = await server.addUser();
    const given = await server.fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}`, 'X-Request-Id': 'trace-42.a:b' } });
    expect(given.status).toBe(500);
    expect(given.headers.get('x-request-id')).toBe('trace-42.a:b');
    expect(await given.json()).toEqual({ error: 'INTERNAL_ERROR', message: expect.not.stringContaining('boom'), recovery: expect.any(String) });
    const failure = records().find((r) => r.level === 'error' && r.requestId === 'trace-42.a:b');
    expect(failure).toMatchObject({ msg: 'internal error', method: 'GET', path: '/api/v1/user', err: { message: 'boom: a bug' } });
    expect(records().find((r) => r.msg === 'request' && r.requestId === 'trace-42.a:b')).toMatchObject({ status: 500 });

    const refused = await server.fetch(`${server.apiUrl}/user`, { headers: { 'X-Request-Id': 'has space "and quotes"' } });
    expect(refused.headers.get('x-request-id')).toMatch(UUID);
    const generated = await server.fetch(`${server.apiUrl}/nowhere`);
    expect(generated.headers.get('x-request-id')).toMatch(UUID);
  });

  it('accepts ids of letters, digits . : - up to 64 characters, and nothing else', () => {
    expect(acceptRequestId('0af7651916cd43dd8448eb211c80319c')).not.toBeNull();
    expect(acceptRequestId('a'.repeat(64))).not.toBeNull();
    for (const bad of ['', 'a'.repeat(65), 'a b', 'a"b', 'a\nb', 'bsc_0123456789ab_secret', 'ü']) expect(acceptRequestId(bad), bad).toBeNull();
  });

  it('pretty format: one readable line per record, values with spaces quoted, the stack under a failure', () => {
    const lines: string[] = [];
    const log = createLogger({ format: 'pretty', write: (line) => lines.push(line), now: () => new Date('2026-01-02T03:04:05.006Z') });
    log.info('request', { method: 'GET', path: '/a b', status: 200 });
    log.error('failed', new Error('why'), { requestId: 'r1' });
    expect(lines[0]).toBe('2026-01-02T03:04:05.006Z INFO  request method=GET path="/a b" status=200\n');
    expect(lines[1]).toMatch(/^2026-01-02T03:04:05.006Z ERROR failed requestId=r1\n {2}Error: why\n/);
  });

  it('json format: a field cannot overwrite time, level or msg', () => {
    const lines: string[] = [];
    createLogger({ format: 'json', write: (line) => lines.push(line) }).warn('real', { msg: 'forged', level: 'error', n: 1 });
    expect(JSON.parse(lines[0] as string)).toMatchObject({ level: 'warn', msg: 'real', field_msg: 'forged', field_level: 'error', n: 1 });
    expect(lines[0]?.endsWith('\n')).toBe(true);
  });
});

describe('health probes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const root = () => server.apiUrl.replace(/\/api\/v1$/, '');

  it('/healthz answers without a key and is not rate limited; /readyz is ready with every check ok', async () => {
    for (let i = 0; i < 70; i++) {
      const live = await fetch(`${root()}/healthz`);
      expect(live.status).toBe(200);
      expect(live.headers.get('x-ratelimit-limit')).toBeNull();
      expect(await live.json()).toEqual({ status: 'ok' });
    }
    const ready = await fetch(`${root()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { store: 'ok', jobs: 'ok', draining: 'ok' } });
    // Only GET: anything else goes on to the API's 404.
    expect((await fetch(`${root()}/healthz`, { method: 'POST' })).status).toBe(404);
  });

  it('/readyz is 503 naming the job runner once it stops taking jobs, and the store once it cannot answer', async () => {
    await server.runtime.runner.stop();
    const noJobs = await fetch(`${root()}/readyz`);
    expect(noJobs.status).toBe(503);
    expect(await noJobs.json()).toEqual({ status: 'not ready', checks: { store: 'ok', jobs: 'the job runner is not taking jobs', draining: 'ok' } });
    await server.runtime.store.close();
    const body = (await (await fetch(`${root()}/readyz`)).json()) as { checks: Record<string, string> };
    expect(body.checks.store).not.toBe('ok');
    expect(body.checks.store).toMatch(/database|closed|open/i);
    // Liveness does not depend on the store.
    expect((await fetch(`${root()}/healthz`)).status).toBe(200);
  });

  it('a check that hangs fails after the time limit; draining fails the drain check', async () => {
    const drain = new DrainState();
    const hanging = { name: 'slow', check: () => new Promise<void>(() => undefined) };
    expect(await checkReadiness([hanging, drainCheck(drain)], 50)).toEqual({ ready: false, checks: { slow: 'no answer within 50 ms', draining: 'ok' } });
    drain.startDraining();
    expect(await checkReadiness([drainCheck(drain)])).toEqual({ ready: false, checks: { draining: 'the server is shutting down' } });
  });
});
