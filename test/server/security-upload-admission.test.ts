/**
 * Security review 2026-11-26, finding 1: one caller must not be able to stall everyone's uploads
 * by holding the upload-byte budget. The review's attack: five chunked uploads that send most of a
 * large body fast, leave the last part open and trickle one byte every two seconds, from a key
 * with 0 credits (and anonymously from five addresses); meanwhile other users' uploads got 503.
 * Now credits and quota are checked before a body is read, each caller holds at most its share of
 * the budget, and a body that slows below the minimum rate is refused (408).
 *
 * The budget is scaled down (3 MB instead of 300 MB) so the attack is a few megabytes.
 */
import { type ClientRequest, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PAGE_SAMPLE, type TestServer, startTestServer, until } from './helpers.ts';

const BUDGET = 3_000_000;
/** Five of these fill the budget but for a few kilobytes: less than a one-page statement needs. */
const HELD_PER_UPLOAD = 599_000;

interface SlowUpload {
  /** The answer, whenever the server sends it (the body may still be trickling). */
  answer: Promise<{ status: number; body: string; at: number }>;
  stop(): void;
}

/**
 * The review's request: a chunked upload whose one file part sends `bytes` bytes at once, then one
 * byte every `trickleMs`, never closing the part.
 */
function slowUpload(server: TestServer, options: { key?: string; bytes: number; trickleMs?: number; headers?: Record<string, string> }): SlowUpload {
  const { port } = new URL(server.apiUrl);
  let req: ClientRequest;
  let trickle: NodeJS.Timeout | undefined;
  const answer = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/bank-statement',
        headers: { 'Content-Type': 'multipart/form-data; boundary=B', ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}), ...options.headers },
      },
      (res) => {
        clearInterval(trickle);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() }));
        res.on('error', reject);
      },
    );
    req.on('error', () => undefined);
    req.write('--B\r\nContent-Disposition: form-data; name="files"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n');
    req.write(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(options.bytes - 9, 0x20)]));
    trickle = setInterval(() => req.write('x'), options.trickleMs ?? 2_000);
  });
  return {
    answer,
    stop: () => {
      clearInterval(trickle);
      req.destroy();
    },
  };
}

const errorOf = (body: string): string => (JSON.parse(body) as { error: string }).error;

describe('finding 1: the upload budget has a share per caller, and credits come before the body', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      anonymous: true,
      trustProxy: true,
      // A long rate window here: the shares are under test, not the minimum rate.
      limits: {
        maxHeldUploadBytes: BUDGET,
        maxHeldUploadBytesPerCaller: 1_000_000,
        maxHeldAnonymousUploadBytes: 1_000_000,
        userStorageQuotaBytes: 2_000_000,
        uploadRateWindowMs: 120_000,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('the review’s attack from a zero-credit key: each upload is refused (403) before its body is read, and another user’s upload goes through', async () => {
    const { apiKey } = await server.addUser({ freeCredits: 0 });
    const attack = Array.from({ length: 5 }, () => slowUpload(server, { key: apiKey, bytes: HELD_PER_UPLOAD }));
    try {
      const answers = await Promise.all(attack.map((a) => a.answer));
      for (const answer of answers) expect([answer.status, errorOf(answer.body)]).toEqual([403, 'INSUFFICIENT_CREDITS']);
      expect(server.runtime.uploadMemory.held).toBe(0);
      const { client } = await server.addUser();
      expect((await client.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
    } finally {
      for (const a of attack) a.stop();
    }
  });

  it('a paying key holds at most its share: its next uploads are 429, and another user’s upload goes through meanwhile', async () => {
    const { apiKey } = await server.addUser({ freeCredits: 100 });
    const attack = Array.from({ length: 5 }, () => slowUpload(server, { key: apiKey, bytes: HELD_PER_UPLOAD }));
    try {
      const refused = await Promise.all(attack.slice(0, 5).map((a) => Promise.race([a.answer, new Promise<null>((r) => setTimeout(() => r(null), 3_000))])));
      const answered = refused.filter((a) => a !== null);
      // One upload of 599 kB fits in a 1 MB share; the other four do not.
      expect(answered).toHaveLength(4);
      for (const answer of answered) expect([answer?.status, errorOf(answer?.body ?? '{}')]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
      expect(server.runtime.uploadMemory.heldBy(`user:${(await server.runtime.store.findApiKey(apiKey.split('_')[1] as string))?.userId}`)).toBeLessThanOrEqual(
        1_000_000,
      );
      const { client } = await server.addUser();
      expect((await client.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
    } finally {
      for (const a of attack) a.stop();
    }
    await until(
      async () => server.runtime.uploadMemory.held,
      (n) => n === 0,
      10_000,
      20,
    );
  });

  it('anonymous callers from five addresses hold at most the anonymous share; a key’s upload goes through', async () => {
    const attack = Array.from({ length: 5 }, (_, i) => slowUpload(server, { bytes: HELD_PER_UPLOAD, headers: { 'X-Forwarded-For': `198.51.100.${i + 1}` } }));
    try {
      const answers = await Promise.all(attack.map((a) => Promise.race([a.answer, new Promise<null>((r) => setTimeout(() => r(null), 3_000))])));
      const answered = answers.filter((a) => a !== null);
      expect(answered).toHaveLength(4);
      for (const answer of answered) expect([answer?.status, errorOf(answer?.body ?? '{}')]).toEqual([503, 'SERVICE_BUSY']);
      expect(server.runtime.uploadMemory.held).toBeLessThanOrEqual(1_000_000);
      const { client } = await server.addUser();
      expect((await client.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
    } finally {
      for (const a of attack) a.stop();
    }
    await until(
      async () => server.runtime.uploadMemory.held,
      (n) => n === 0,
      10_000,
      20,
    );
  });

  it('a declared length past the storage quota (403) or past the caller’s share (429) is refused before the body is read', async () => {
    const { apiKey, client } = await server.addUser({ freeCredits: 100 });
    const post = (bytes: number) =>
      server.fetch(`${server.apiUrl}/bank-statement`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'multipart/form-data; boundary=B' },
        body: Buffer.alloc(bytes, 0x20),
      });
    const share = await post(1_200_000);
    expect([share.status, ((await share.json()) as { error: string }).error]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    const quota = await post(2_500_000);
    expect([quota.status, ((await quota.json()) as { error: string }).error]).toEqual([403, 'STORAGE_QUOTA_EXCEEDED']);
    expect(server.runtime.uploadMemory.held).toBe(0);
    expect((await client.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
  });
});

describe('finding 1: a body that stalls is refused and gives its bytes back', () => {
  const WINDOW_MS = 2_000;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ limits: { maxHeldUploadBytes: BUDGET, uploadRateWindowMs: WINDOW_MS } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a fast start then one byte every two seconds: 408 REQUEST_TIMEOUT within a window or two, the connection closed, nothing held', async () => {
    const { apiKey } = await server.addUser({ freeCredits: 100 });
    const started = performance.now();
    const slow = slowUpload(server, { key: apiKey, bytes: HELD_PER_UPLOAD });
    try {
      await until(
        async () => server.runtime.uploadMemory.held,
        (n) => n >= HELD_PER_UPLOAD,
        10_000,
        20,
      );
      const answer = await slow.answer;
      expect([answer.status, errorOf(answer.body)]).toEqual([408, 'REQUEST_TIMEOUT']);
      expect(answer.at - started).toBeLessThan(3 * WINDOW_MS + 2_000);
    } finally {
      slow.stop();
    }
    await until(
      async () => server.runtime.uploadMemory.held,
      (n) => n === 0,
      5_000,
      20,
    );
    expect(await server.rows('files')).toBe(0);
  });

  it('an upload at a steady rate above the minimum is not cut off', async () => {
    const { client } = await server.addUser({ freeCredits: 100 });
    expect((await client.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
  });
});
