/**
 * Security review 2026-11-26, findings 4, 9 and 10: what the log holds and what every answer says.
 * 4: uploads the client abandoned left no log line (the record was written on 'finish' only);
 * 9: API answers, the probes and Node's own 400s carried no CSP, X-Frame-Options or Referrer-Policy;
 * 10: the path was logged verbatim, so a key put in a URL was logged.
 */
import { connect } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../../src/server/logger.ts';
import { loggablePath } from '../../src/server/middleware/log-requests.ts';
import { type TestServer, rawRequest, startTestServer, until } from './helpers.ts';

const logger = memoryLogger('json');
const records = (): Array<Record<string, unknown>> => logger.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger });
});
afterAll(async () => {
  await server?.stop();
});

describe('finding 4: an abandoned upload is logged', () => {
  it('a client that hangs up mid-body leaves a record: status 499, aborted, who it was', async () => {
    const { apiKey, userId } = await server.addUser();
    const { port } = new URL(server.apiUrl);
    const requestId = 'abandoned-upload-1';
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/bank-statement',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'multipart/form-data; boundary=B', 'X-Request-Id': requestId },
    });
    req.on('error', () => undefined);
    req.write('--B\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\n');
    req.write(Buffer.alloc(100_000, 0x20));
    await until(
      async () => server.runtime.uploadMemory.held,
      (n) => n > 0,
      10_000,
      20,
    );
    req.destroy();
    const record = await until(
      async () => records().find((r) => r.requestId === requestId),
      (r) => r !== undefined,
      10_000,
      50,
    );
    expect(record).toMatchObject({
      msg: 'request',
      method: 'POST',
      path: '/api/v1/bank-statement',
      status: 499,
      aborted: true,
      caller: 'user',
      userId,
      client: '127.0.0.1',
    });
    await until(
      async () => server.runtime.uploadMemory.held,
      (n) => n === 0,
      10_000,
      20,
    );
    expect(records().filter((r) => r.requestId === requestId)).toHaveLength(1);
  });
});

describe('finding 9: security headers on every answer', () => {
  const expectHeaders = (headers: Record<string, string | string[] | undefined>, what: string) => {
    expect(headers['content-security-policy'], what).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['x-content-type-options'], what).toBe('nosniff');
  };

  it('API answers (200 and 401), /healthz and /readyz', async () => {
    const { apiKey } = await server.addUser();
    for (const [path, headers] of [
      ['/api/v1/user', { Authorization: `Bearer ${apiKey}` }],
      ['/api/v1/user', {}],
      ['/api/v1/openapi.json', {}],
      ['/healthz', {}],
      ['/readyz', {}],
    ] as const) {
      const answer = await rawRequest(server, { path, headers });
      expect(answer.status, path).toBeLessThan(500);
      expectHeaders(answer.headers, `${path} ${answer.status}`);
    }
  });

  it('Node’s own answers to requests it cannot parse: the same headers and an error body', async () => {
    const { port } = new URL(server.apiUrl);
    for (const [raw, status] of [
      ['GET /api/v1/user HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n', 400],
      ['NONSENSE\r\n\r\n', 400],
      [`GET /api/v1/user HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const text = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(raw));
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString('latin1')));
        socket.on('close', () => resolve(received));
        socket.on('error', (error) => (received ? resolve(received) : reject(error)));
      });
      const [head = '', body = ''] = text.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe(`HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Request Header Fields Too Large'}`);
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      expectHeaders(headers, raw.slice(0, 20));
      expect(JSON.parse(body)).toMatchObject({ error: 'INVALID_REQUEST' });
    }
  });
});

describe('finding 10: a key in a URL path is not logged', () => {
  it('the review’s GET /api/v1/<a full key> (plain or percent-encoded) is logged with the segment replaced', async () => {
    const { apiKey } = await server.addUser();
    const secret = apiKey.slice(apiKey.indexOf('_', 4) + 1);
    for (const path of [`/api/v1/${apiKey}`, `/api/v1/${encodeURIComponent(apiKey).replaceAll('_', '%5F')}`, `/api/v1/x/${secret}`, `/${apiKey}/user`]) {
      const answer = await rawRequest(server, { path });
      expect(answer.status, path).toBe(404);
    }
    const all = logger.lines.join('\n');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(secret.replaceAll('_', '%5F'));
    expect(records().filter((r) => r.path === '/api/v1/{redacted}').length).toBeGreaterThanOrEqual(2);
    // Routes and the page's files stay readable.
    expect(loggablePath('/api/v1/bank-statement/set-password')).toBe('/api/v1/bank-statement/set-password');
    expect(loggablePath('/engine/exceljs.min-FIMWSDZ7.js.LEGAL.txt')).toBe('/engine/exceljs.min-FIMWSDZ7.js.LEGAL.txt');
  });
});
