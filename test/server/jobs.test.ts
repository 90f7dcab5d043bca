/**
 * Scanned PDFs over HTTP: OCR jobs in child processes, progress by polling, a restart in the
 * middle of a job, and hostile PDFs that hang the parser (a test-only marker makes the child spin
 * in synchronous code, as pdf.js does on some malformed streams).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type FileRecord, type FileStatus } from '../../src/client/index.ts';
import { SCAN, TEXT_SAMPLE, type TestServer, dropTestDatabase, readSample, startTestServer, withMarker } from './helpers.ts';

const HANG_MARKER = 'BSC-TEST-HANG';
const truth = JSON.parse(readFileSync(SCAN.replace(/\.pdf$/, '.truth.json'), 'utf8')) as { transactions: unknown[]; closingBalance: string };

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('scanned flow', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('upload → PROCESSING; convert meanwhile → 409 FILE_NOT_READY; polling shows progress rise to 100 and COMPLETED; convert works', async () => {
    const { client } = await server.addUser({ freeCredits: 5 });
    const [file] = (await client.upload(SCAN)) as [FileRecord];
    expect(file).toEqual({ uuid: expect.any(String), filename: '08-kowhai-nz-scanned.pdf', pdfType: 'IMAGE_BASED', state: 'PROCESSING', numberOfPages: 2 });
    // Pages are known at upload, so they are charged then.
    expect((await client.user()).credits.freeCredits).toBe(3);

    const early = await failure(client.convert(file.uuid, 'JSON'));
    expect([early.status, early.code]).toEqual([409, 'FILE_NOT_READY']);

    const seen: FileStatus[] = [];
    const [done] = await client.waitForFiles([file.uuid], {
      timeoutMs: 120_000,
      initialDelayMs: 100,
      maxDelayMs: 250,
      onStatus: (files) => seen.push(...files),
    });
    expect(done, done?.error).toMatchObject({ state: 'COMPLETED', progress: 100, pdfType: 'IMAGE_BASED', numberOfPages: 2 });
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(
      progress.some((p) => p > 0 && p < 100),
      `progress seen: ${progress.join(',')}`,
    ).toBe(true);
    expect(seen.slice(0, -1).every((s) => s.state === 'PROCESSING')).toBe(true);

    const statement = await client.convert(file.uuid, 'JSON');
    expect(statement.transactions).toHaveLength(truth.transactions.length);
    // The finished job kept the statement's verdict in the file's record.
    const { reconciliation } = statement as unknown as { reconciliation: { status: string; statusReason: string } };
    expect((done as unknown as { reconciliation?: unknown }).reconciliation).toEqual({
      status: reconciliation.status,
      statusReason: reconciliation.statusReason,
    });
    expect(statement.metadata.closingBalance).toBe(Number(truth.closingBalance));
    expect((await client.convert(file.uuid, 'CSV')).toString('utf8')).toMatch(/^Date,Description,Amount,Balance,Currency\r\n/);
    expect((await client.user()).credits.freeCredits).toBe(3);
    // Two pages of OCR on a loaded 2-core machine can take most of a minute: the wait above bounds it, not the default test timeout.
  }, 150_000);
});

describe('hostile PDFs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      processor: { childEnv: { BSC_TEST_HANG_MARKER: HANG_MARKER }, analyseTimeoutMs: 3_000, convertBaseTimeoutMs: 2_000, convertPerPageTimeoutMs: 500 },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('one that hangs the parser at upload costs one killed child: 400 after the time limit, nothing stored but its pages charged, the server answers meanwhile, the next upload works', async () => {
    const { client } = await server.addUser({ freeCredits: 20 });
    const upload = failure(client.upload({ filename: 'hostile.pdf', data: withMarker(readSample(TEXT_SAMPLE), HANG_MARKER) }));
    const latencies: number[] = [];
    let settled = false;
    void upload.finally(() => (settled = true));
    while (!settled) {
      const started = performance.now();
      await client.user();
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 200));
    }
    const error = await upload;
    expect([error.status, error.code]).toEqual([400, 'INVALID_FILE_TYPE']);
    expect(error.message).toMatch(/hostile\.pdf.*time limit.*3 credit\(s\) were charged/);
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(1_000);
    expect(server.runtime.processor.parsePool.stats.killed).toBe(1);
    // The analysis was done (review 2026-11-26, finding 2): its three pages are charged.
    expect([await server.rows('files'), (await server.storedDirs()).length, (await client.user()).credits.freeCredits]).toEqual([0, 0, 17]);

    expect((await client.upload(TEXT_SAMPLE))[0]?.state).toBe('READY');
  });

  it('one that hangs during OCR: the job is killed at its time limit and the file ends in ERROR with the reason', async () => {
    const { client } = await server.addUser({ freeCredits: 20 });
    const [file] = (await client.upload({ filename: 'hostile-scan.pdf', data: withMarker(readSample(SCAN), HANG_MARKER) })) as [FileRecord];
    expect(file.state).toBe('PROCESSING');
    const [done] = await client.waitForFiles([file.uuid], { timeoutMs: 30_000, initialDelayMs: 200, maxDelayMs: 500 });
    expect(done).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/time limit/) });
    expect(server.runtime.processor.ocrPool.stats.killed).toBe(1);
    const error = await failure(client.convert(file.uuid, 'JSON'));
    expect([error.status, error.code, error.message]).toEqual([422, 'PROCESSING_FAILED', done?.error]);
    expect(await server.rows('jobs')).toBe(0);
  });
});

describe('restart in the middle of OCR', () => {
  it('the interrupted job is resumed on the next start: the file ends COMPLETED (or ERROR with a reason), never stuck', async () => {
    // First life: the OCR child spins on the marked scan, so the job is surely running at the stop.
    const first = await startTestServer({ processor: { childEnv: { BSC_TEST_HANG_MARKER: HANG_MARKER } } });
    const { apiKey, client } = await first.addUser({ freeCredits: 5 });
    const [file] = (await client.upload({ filename: 'scan.pdf', data: withMarker(readSample(SCAN), HANG_MARKER) })) as [FileRecord];
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await client.status([file.uuid]))[0]?.state).toBe('PROCESSING');
    await first.stop({ keepData: true });

    // Second life on the same data directory, without the hang.
    const second = await startTestServer({ dataDir: first.dataDir, ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}) });
    try {
      expect(second.runtime.localUser).toBeNull();
      const [done] = await second.client(apiKey).waitForFiles([file.uuid], { timeoutMs: 90_000, initialDelayMs: 200, maxDelayMs: 500 });
      expect(done?.state, done?.error).toBe('COMPLETED');
      expect(await second.rows('jobs')).toBe(0);
      // Charged once, at the first upload.
      expect((await second.client(apiKey).user()).credits.freeCredits).toBe(3);
    } finally {
      await second.stop();
      await dropTestDatabase(first.databaseUrl);
    }
  });
});
