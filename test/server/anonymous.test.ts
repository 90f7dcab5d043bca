/** Anonymous access (`--anonymous`): per-IP limits of 10 requests a minute, 1 page a day, 1 upload at a time. */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type BankStatementClient, type FileRecord } from '../../src/client/index.ts';
import { ONE_PAGE_SAMPLE, TEXT_SAMPLE, TestClock, type TestServer, startTestServer } from './helpers.ts';

// Midday UTC, so moving the clock by minutes never crosses into the next day's allowance.
const clock = new TestClock(Date.UTC(2026, 0, 15, 12));
let server: TestServer;
let anonymous: BankStatementClient;

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  server = await startTestServer({ clock, anonymous: true });
  anonymous = server.client();
});
afterAll(async () => {
  await server?.stop();
});

describe('anonymous access', () => {
  it('serves requests without a key under its own limit; /user needs a key', async () => {
    const response = await server.fetch(`${server.apiUrl}/user`);
    expect(response.status).toBe(401);
    expect(response.headers.get('x-ratelimit-limit')).toBe('10');
  });

  it('converts one page a day; the next upload is 429 until midnight UTC, and nothing is stored', async () => {
    clock.advance(61_000);
    const [file] = (await anonymous.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    expect(file.state).toBe('READY');
    expect((await anonymous.convert(file.uuid, 'JSON')).transactions.length).toBeGreaterThan(0);
    const before = await server.rows('files');
    const refused = await failure(anonymous.upload(ONE_PAGE_SAMPLE));
    expect([refused.status, refused.code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect(refused.retryAfter).toBe(12 * 3600 - 61);
    expect(await server.rows('files')).toBe(before);
    // Keys are unaffected, and cannot see the anonymous file.
    const { client } = await server.addUser();
    expect((await client.upload(TEXT_SAMPLE))[0]?.state).toBe('READY');
    expect((await failure(client.status([file.uuid]))).code).toBe('FILE_NOT_FOUND');
  });

  it('allows one upload in flight', async () => {
    // A new day: with the day's page spent, an upload is refused before its body is read.
    clock.advance(24 * 3600_000);
    const { port } = new URL(server.apiUrl);
    const held = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/bank-statement',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    });
    held.on('error', () => undefined);
    held.write('--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\n');
    await new Promise((r) => setTimeout(r, 300));
    const second = await failure(anonymous.upload(ONE_PAGE_SAMPLE));
    expect([second.status, second.code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect(second.message).toMatch(/at once/);
    held.destroy();
  });

  it('allows 10 requests a minute per client IP, then 429 with Retry-After', async () => {
    clock.advance(61_000);
    for (let i = 0; i < 10; i++) expect((await server.fetch(`${server.apiUrl}/nothing`)).status).toBe(404);
    const limited = await server.fetch(`${server.apiUrl}/nothing`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    clock.advance(60_000);
    expect((await server.fetch(`${server.apiUrl}/nothing`)).status).toBe(404);
  });
});
