/**
 * Security review H1 over HTTP (docs/security.md): nobody can occupy the parse pool for everyone.
 * A test-only marker makes the child spin on a PDF (as pdf.js does on some malformed streams), so
 * each such file costs one analysis time limit, like the review's 30-second PDFs.
 *
 * Timing assertions compare with a baseline measured in the same run and leave wide margins; the
 * state assertions (queue empty, nothing running) are exact.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type FileRecord } from '../../src/client/index.ts';
import { ONE_PAGE_SAMPLE, PROTECTED_SAMPLE, TEXT_SAMPLE, type TestServer, readSample, startTestServer, until, withMarker } from './helpers.ts';

const HANG_MARKER = 'BSC-TEST-HANG';
const ANALYSE_TIMEOUT_MS = 2_000;
const hostile = (i: number) => ({ filename: `slow-${i}.pdf`, data: withMarker(readSample(TEXT_SAMPLE), HANG_MARKER) });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    processor: { childEnv: { BSC_TEST_HANG_MARKER: HANG_MARKER }, analyseTimeoutMs: ANALYSE_TIMEOUT_MS },
    limits: { maxQueuedAnalysesPerCaller: 12 },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const pool = () => server.runtime.processor.parsePool;
const idle = () =>
  until(
    async () => [pool().running, pool().queued],
    ([running, queued]) => running === 0 && queued === 0,
    10_000,
    50,
  );

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

describe('H1: one caller cannot block the others', () => {
  let victim: Awaited<ReturnType<TestServer['addUser']>>;
  let baselineMs: number;
  beforeAll(async () => {
    victim = await server.addUser({ unlimitedCredits: true });
    await victim.client.upload(ONE_PAGE_SAMPLE);
    baselineMs = Math.max(...(await Promise.all([0, 1, 2].map(async () => (await timed(() => victim.client.upload(ONE_PAGE_SAMPLE))).ms))));
  });

  it('a zero-credit burst (5 uploads × 20 slow files) is refused before any analysis; the victim’s upload keeps its time', async () => {
    const { client } = await server.addUser({ freeCredits: 0 });
    const started = pool().stats.started;
    const burst = Array.from({ length: 5 }, () => failure(client.upload(Array.from({ length: 20 }, (_, i) => hostile(i)))));
    const victimUpload = timed(() => victim.client.upload(ONE_PAGE_SAMPLE));
    for (const error of await Promise.all(burst)) expect([error.status, error.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    const { ms, value } = await victimUpload;
    expect(value[0]?.state).toBe('READY');
    expect(ms).toBeLessThan(baselineMs + 5_000);
    expect([pool().queued, pool().stats.started - started, pool().stats.killed]).toEqual([0, 0, 0]);
  });

  it('a rejected upload cancels its other files: no analysis is left queued or running after the 400', async () => {
    const { client } = await server.addUser({ freeCredits: 100 });
    const error = await failure(client.upload([0, 1, 2, 3, 4, 5].map(hostile)));
    expect([error.status, error.code]).toEqual([400, 'INVALID_FILE_TYPE']);
    expect([pool().running, pool().queued]).toEqual([0, 0]);
  });

  it('a client that disconnects leaves no analysis behind', async () => {
    const { apiKey } = await server.addUser({ freeCredits: 100 });
    const form = new FormData();
    for (let i = 0; i < 6; i++) form.append('files', new Blob([hostile(i).data]), `slow-${i}.pdf`);
    const controller = new AbortController();
    const request = fetch(`${server.apiUrl}/bank-statement`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}` },
      body: form,
      signal: controller.signal,
    }).catch(() => 'aborted');
    await until(
      async () => pool().running + pool().queued,
      (n) => n > 0,
      10_000,
      20,
    );
    controller.abort();
    expect(await request).toBe('aborted');
    // Six slow files would hold the pool for six time limits; cancelled, it is free within one.
    const { ms } = await timed(idle);
    expect(ms).toBeLessThan(ANALYSE_TIMEOUT_MS);
  });

  it('while a paying caller floods the queue with slow files, another caller’s upload waits for one analysis at most, not the flood', async () => {
    const { client } = await server.addUser({ freeCredits: 1000 });
    const flood = [0, 1].map(() => failure(client.upload(Array.from({ length: 6 }, (_, i) => hostile(i)))));
    await until(
      async () => pool().queued,
      (n) => n >= 6,
      10_000,
      20,
    );
    const { ms, value } = await timed(() => victim.client.upload(ONE_PAGE_SAMPLE));
    expect(value[0]?.state).toBe('READY');
    // FIFO would put it behind twelve time limits (24 s); served in turn it waits for the running one.
    expect(ms).toBeLessThan(baselineMs + 2 * ANALYSE_TIMEOUT_MS + 4_000);
    for (const error of await Promise.all(flood)) expect(error.status).toBe(400);
    await idle();
  });

  it('one caller’s queued analyses are capped: past the cap the upload is 429 with Retry-After, and its files are cancelled', async () => {
    const { client } = await server.addUser({ freeCredits: 1000 });
    const error = await failure(client.upload(Array.from({ length: 13 }, (_, i) => hostile(i))));
    expect([error.status, error.code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect(error.retryAfter).toBeGreaterThan(0);
    await idle();
  });
});

describe('H1: set-password', () => {
  const locked = () => withMarker(readSample(PROTECTED_SAMPLE), HANG_MARKER);

  it('the review’s storm, six calls on one file: one analysis runs, the other calls are answered at once', async () => {
    const { client, apiKey } = await server.addUser({ freeCredits: 100 });
    const [file] = (await client.upload({ filename: 'p.pdf', data: locked() })) as [FileRecord];
    const setPassword = () =>
      server.fetch(`${server.apiUrl}/bank-statement/set-password`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ uuid: file.uuid, password: 'secret123' }),
      });
    const started = pool().stats.started + pool().stats.killed;
    const storm = await Promise.all(Array.from({ length: 6 }, () => timed(setPassword)));
    const statuses = storm.map((s) => s.value.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 429)).toHaveLength(5);
    expect(Math.max(...storm.filter((s) => s.value.status !== 422).map((s) => s.ms))).toBeLessThan(ANALYSE_TIMEOUT_MS);
    // One analysis, killed at its limit; none after it.
    await idle();
    expect(pool().stats.killed + pool().stats.started - started).toBeLessThanOrEqual(2);
  });

  it('is limited like uploads: the sixth call in flight for one key is 429 at once', async () => {
    const { client, apiKey } = await server.addUser({ freeCredits: 100 });
    const files = (await client.upload(Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.pdf`, data: locked() })))) as FileRecord[];
    const controller = new AbortController();
    const calls = files.map((f) =>
      server
        .fetch(`${server.apiUrl}/bank-statement/set-password`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${apiKey}` },
          body: JSON.stringify({ uuid: f.uuid, password: 'secret123' }),
          signal: controller.signal,
        })
        .then((r) => r.status)
        .catch(() => 'aborted'),
    );
    const first = await Promise.race(calls);
    expect(first).toBe(429);
    // Hanging up cancels the five analyses (queued or running).
    controller.abort();
    await Promise.all(calls);
    await idle();
  });

  it('without credits it is 403 before any analysis', async () => {
    const { client } = await server.addUser({ freeCredits: 1 });
    const [file] = (await client.upload({ filename: 'p.pdf', data: locked() })) as [FileRecord];
    await client.upload(ONE_PAGE_SAMPLE); // spends the one credit
    const before = pool().stats.started + pool().stats.killed;
    const refused = await failure(client.setPassword(file.uuid, 'secret123'));
    expect([refused.status, refused.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect([pool().running, pool().queued, pool().stats.started + pool().stats.killed - before]).toEqual([0, 0, 0]);
  });
});
