/**
 * Security review, transport findings (docs/security.md): C1 a truncated multipart body must not
 * end the process; I4 an oversized form field is refused; M1 upload bytes held in memory are
 * capped; M2 the trusted proxy's address is the rightmost; L5 Host check and IPv6 clients; L4 logs.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../../src/server/client-address.ts';
import { memoryLogger } from '../../src/server/logger.ts';
import { ONE_PAGE_SAMPLE, TEXT_SAMPLE, TestClock, type TestServer, readSample, startTestServer, until, withMarker } from './helpers.ts';

/** The body of the review's C1 request: a file part that never reaches its closing boundary. */
const TRUNCATED_BODY = Buffer.from(
  '--B\r\nContent-Disposition: form-data; name="files"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 truncated',
);

interface RawAnswer {
  status: number;
  body: string;
}

/** Sends `body` as one multipart upload, with a Content-Length or chunked, and reads the answer. */
function rawUpload(server: TestServer, body: Buffer, options: { key?: string; chunked?: boolean; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  const { port } = new URL(server.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/bank-statement',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=B',
          ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}),
          ...(options.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(body.length) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (options.chunked) {
      // Two chunks, so the body really arrives in pieces.
      req.write(body.subarray(0, 40));
      req.end(body.subarray(40));
    } else req.end(body);
  });
}

describe('C1: a multipart body that ends inside a file part', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ anonymous: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const chunked of [false, true]) {
    it(`is 400 INVALID_REQUEST and the server keeps serving (${chunked ? 'chunked' : 'Content-Length'}, with a key and anonymously; a zero-credit key is refused before the body)`, async () => {
      const { apiKey: poorKey, client } = await server.addUser({ freeCredits: 0 });
      const { apiKey } = await server.addUser({ freeCredits: 5 });
      // Review 2026-11-26, finding 1: without a credit, the body is never read.
      const poor = await rawUpload(server, TRUNCATED_BODY, { chunked, key: poorKey });
      expect([poor.status, JSON.parse(poor.body).error]).toEqual([403, 'INSUFFICIENT_CREDITS']);
      for (const key of [apiKey, undefined]) {
        const answer = await rawUpload(server, TRUNCATED_BODY, { chunked, ...(key ? { key } : {}) });
        expect(answer.status).toBe(400);
        expect(JSON.parse(answer.body)).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringMatching(/malformed/) });
      }
      // Same process, still answering.
      expect((await client.user()).credits.freeCredits).toBe(0);
      expect(await server.rows('files')).toBe(0);
    });
  }

  it('a truncated body after a complete file part, and one cut inside a second part, are refused the same way', async () => {
    const { apiKey } = await server.addUser();
    const whole = '--B\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4 first\r\n';
    for (const body of [
      whole,
      `${whole}--B\r\nContent-Disposition: form-data; name="files"; filename="b.pdf"\r\n\r\n%PDF-1.4 cut`,
      `${whole}--B\r\nContent-Disposition: form-data; name="other"; filename="c.pdf"\r\n\r\n%PDF`,
    ]) {
      const answer = await rawUpload(server, Buffer.from(body), { key: apiKey, chunked: true });
      expect(answer.status, body).toBe(400);
    }
    expect((await server.fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } })).status).toBe(200);
  });

  it('I4: a form field over the size limit is refused, not silently cut', async () => {
    const { apiKey } = await server.addUser();
    const body = Buffer.from(`--B\r\nContent-Disposition: form-data; name="note"\r\n\r\n${'x'.repeat(5000)}\r\n--B--\r\n`);
    const answer = await rawUpload(server, body, { key: apiKey });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).message).toMatch(/form field/);
  });
});

describe('M1: upload bytes held in the process are capped across callers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ limits: { maxHeldUploadBytes: 1_500_000 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('past the budget an upload is 503 SERVICE_BUSY with Retry-After; the budget is given back when uploads end', async () => {
    const { apiKey } = await server.addUser();
    const { apiKey: otherKey, client: other } = await server.addUser();
    // A first caller holds 1 MB in the process (its body is not finished yet).
    const { port } = new URL(server.apiUrl);
    const held = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/bank-statement',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'multipart/form-data; boundary=B' },
    });
    held.on('error', () => undefined);
    held.write('--B\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\n');
    held.write(Buffer.alloc(1_000_000, 0x20));
    await until(
      async () => server.runtime.uploadMemory.held,
      (n) => n >= 1_000_000,
      10_000,
      20,
    );

    // Another caller's 800 kB does not fit: refused while streaming...
    const streamed = await rawUpload(
      server,
      Buffer.concat([
        Buffer.from('--B\r\nContent-Disposition: form-data; name="files"; filename="b.pdf"\r\n\r\n%PDF-1.4\n'),
        Buffer.alloc(800_000, 0x20),
        Buffer.from('\r\n--B--\r\n'),
      ]),
      { key: otherKey, chunked: true },
    );
    expect(streamed.status).toBe(503);
    expect(JSON.parse(streamed.body)).toMatchObject({ error: 'SERVICE_BUSY' });
    // ...and a declared length that does not fit is refused before it is read.
    const declared = await server.fetch(`${server.apiUrl}/bank-statement`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${otherKey}`, 'Content-Type': 'multipart/form-data; boundary=B' },
      body: Buffer.alloc(900_000, 0x20),
    });
    expect(declared.status).toBe(503);
    expect(Number(declared.headers.get('retry-after'))).toBeGreaterThan(0);

    held.destroy();
    await until(
      async () => server.runtime.uploadMemory.held,
      (n) => n === 0,
      10_000,
      20,
    );
    expect((await other.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
    expect(server.runtime.uploadMemory.held).toBe(0);
  });
});

describe('M2: --trust-proxy takes the address the proxy appended', () => {
  const clock = new TestClock(Date.UTC(2026, 0, 15, 12));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, anonymous: true, trustProxy: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const viaProxy = (clientWrote: string, proxyAppended: string) => ({ 'X-Forwarded-For': `${clientWrote}, ${proxyAppended}` });

  it('a client-written X-Forwarded-For entry gets no fresh rate bucket', async () => {
    for (let i = 1; i <= 10; i++) expect((await server.fetch(`${server.apiUrl}/user`, { headers: viaProxy(`203.0.113.${i}`, '192.0.2.10') })).status).toBe(401);
    const limited = await server.fetch(`${server.apiUrl}/user`, { headers: viaProxy('203.0.113.99', '192.0.2.10') });
    expect(limited.status).toBe(429);
    // Another real client (another address appended by the proxy) has its own bucket.
    expect((await server.fetch(`${server.apiUrl}/user`, { headers: viaProxy('203.0.113.1', '192.0.2.11') })).status).toBe(401);
  });

  it('nor a fresh daily page; files belong to the proxy-seen address', async () => {
    clock.advance(61_000);
    const upload = (clientWrote: string) => {
      const form = new FormData();
      form.append('files', new Blob([readSample(ONE_PAGE_SAMPLE)]), 'one.pdf');
      return server.fetch(`${server.apiUrl}/bank-statement`, { method: 'POST', headers: viaProxy(clientWrote, '192.0.2.20'), body: form });
    };
    expect((await upload('198.51.100.1')).status).toBe(201);
    expect((await upload('198.51.100.2')).status).toBe(429);
    expect(await server.runtime.store.pagesChargedToday('ip:192.0.2.20', clock.now())).toBe(1);
    expect(await server.runtime.store.pagesChargedToday('ip:198.51.100.1', clock.now())).toBe(0);
  });

  it('the review’s "198.51.100.77, 127.0.0.1" counts for 127.0.0.1', async () => {
    clock.advance(61_000);
    const form = new FormData();
    form.append('files', new Blob([readSample(ONE_PAGE_SAMPLE)]), 'one.pdf');
    expect(
      (await server.fetch(`${server.apiUrl}/bank-statement`, { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.77, 127.0.0.1' }, body: form }))
        .status,
    ).toBe(201);
    expect(await server.runtime.store.pagesChargedToday('ip:127.0.0.1', clock.now())).toBe(1);
  });
});

describe('L5: anonymous identity and the Host check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ anonymous: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  function getUser(host: string): Promise<number> {
    const { port } = new URL(server.apiUrl);
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/v1/user', headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('a loopback bind refuses other Host names (DNS rebinding) and serves loopback ones', async () => {
    const { port } = new URL(server.apiUrl);
    expect(await getUser('evil.example')).toBe(400);
    expect(await getUser(`evil.example:${port}`)).toBe(400);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, 'localhost']) expect(await getUser(host), host).toBe(401);
  });

  it('an IPv6 client is its /64; IPv4 and IPv4-mapped addresses stand for themselves', () => {
    expect(clientAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddress('192.0.2.7')).toBe('192.0.2.7');
  });
});

describe('L4: what the log holds', () => {
  const logger = memoryLogger('json');
  const lines = logger.lines;
  const records = (): Array<Record<string, unknown>> => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger, processor: { childEnv: { BSC_TEST_HANG_MARKER: 'BSC-TEST-HANG' }, analyseTimeoutMs: 1_500 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('each request record names the caller (user, key id, client), never the key; a 429 flood is logged once per minute; warnings carry no file names', async () => {
    const { apiKey, userId, client } = await server.addUser({ freeCredits: 10 });
    const keyId = apiKey.split('_')[1] as string;
    await client.user();
    expect(records().find((r) => r.msg === 'request' && r.path === '/api/v1/user' && r.status === 200)).toMatchObject({
      method: 'GET',
      caller: 'user',
      userId,
      keyId,
      client: '127.0.0.1',
    });

    await client
      .upload({ filename: 'Jane-Doe-IBAN-GB29NWBK60161331926819.pdf', data: withMarker(readSample(TEXT_SAMPLE), 'BSC-TEST-HANG') })
      .catch(() => undefined);
    expect(lines.some((l) => /analysis stopped/.test(l))).toBe(true);

    for (let i = 0; i < 80; i++) await server.fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } });
    expect(records().filter((r) => r.status === 429)).toHaveLength(1);
    const all = lines.join('\n');
    expect(all).not.toContain('Jane-Doe');
    // The whole secret: it is base64url, so it may itself hold '_'.
    expect(all).not.toContain(apiKey.slice(apiKey.indexOf('_', 4) + 1));
  });
});
