/**
 * Security review 2026-11-26, finding 8: on PostgreSQL, "one password check per file" and "40
 * queued analyses per caller" held per instance, not per cluster (six set-password calls over two
 * instances ran two analyses). They are leased slots in the database now, like the uploads in
 * flight: two instances over one database (PostgreSQL in the postgres project, one SQLite file
 * here) see one count.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type FileRecord } from '../../src/client/index.ts';
import {
  PROTECTED_SAMPLE,
  TEXT_SAMPLE,
  type TestServer,
  dropTestDatabase,
  readSample,
  startTestServer,
  testDatabaseUrl,
  until,
  withMarker,
} from './helpers.ts';

const HANG_MARKER = 'BSC-TEST-HANG';
const ANALYSE_TIMEOUT_MS = 3_000;

let databaseUrl: string | undefined;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  databaseUrl = await testDatabaseUrl();
  const dataDir = await mkdtemp(join(tmpdir(), 'bsc-shared-limits-'));
  const options = {
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    processor: { childEnv: { BSC_TEST_HANG_MARKER: HANG_MARKER }, analyseTimeoutMs: ANALYSE_TIMEOUT_MS },
    limits: { maxQueuedAnalysesPerCaller: 6 },
  };
  a = await startTestServer(options);
  b = await startTestServer(options);
});
afterAll(async () => {
  await b?.stop({ keepData: true });
  await a?.stop();
  await dropTestDatabase(databaseUrl);
});

const analysesKilled = () => [a, b].reduce((n, s) => n + s.runtime.processor.parsePool.stats.killed, 0);
const idle = () =>
  until(
    async () => [a, b].map((s) => s.runtime.processor.parsePool.running + s.runtime.processor.parsePool.queued),
    (n) => n.every((x) => x === 0),
    15_000,
    50,
  );

describe('finding 8: the limits hold across instances', () => {
  it('six set-password calls on one file over two instances run one analysis; the other five are answered at once', async () => {
    const { apiKey, client } = await a.addUser({ freeCredits: 100 });
    const [file] = (await client.upload({ filename: 'p.pdf', data: withMarker(readSample(PROTECTED_SAMPLE), HANG_MARKER) })) as [FileRecord];
    const killedBefore = analysesKilled();
    const call = async (server: TestServer) => {
      const started = performance.now();
      const response = await server.fetch(`${server.apiUrl}/bank-statement/set-password`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ uuid: file.uuid, password: 'secret123' }),
      });
      const body = (await response.json()) as { passwordSet?: boolean; state?: string };
      return { status: response.status, body, ms: performance.now() - started };
    };
    const answers = await Promise.all([a, b, a, b, a, b].map(call));
    const statuses = answers.map((x) => x.status);
    // The one that ran was stopped at the limit (the hang marker): 422. The others were turned away
    // while it ran (409, at once), or, reaching a loaded server after it had ended, were told the
    // file is past its password (200, nothing set): none ran an analysis of its own.
    expect(statuses.filter((s) => s === 422)).toHaveLength(1);
    const refused = answers.filter((x) => x.status === 409);
    const late = answers.filter((x) => x.status === 200);
    expect(refused.length + late.length).toBe(5);
    expect(refused.length).toBeGreaterThan(0);
    expect(Math.max(...refused.map((x) => x.ms))).toBeLessThan(ANALYSE_TIMEOUT_MS);
    for (const x of late) expect(x.body).toMatchObject({ passwordSet: false, state: 'ERROR' });
    await idle();
    expect(analysesKilled() - killedBefore).toBe(1);
  });

  it('one caller’s queued analyses are counted once for both instances', async () => {
    const { client: viaA, apiKey } = await a.addUser({ freeCredits: 100 });
    const viaB = b.client(apiKey);
    const four = (prefix: string) =>
      Array.from({ length: 4 }, (_, i) => ({ filename: `${prefix}-${i}.pdf`, data: withMarker(readSample(TEXT_SAMPLE), HANG_MARKER) }));
    const outcome = (call: Promise<unknown>) =>
      call.then(
        () => 'stored',
        (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.code}` : String(error)),
      );
    const first = outcome(viaA.upload(four('a')));
    await until(
      async () => a.runtime.processor.parsePool.running + a.runtime.processor.parsePool.queued,
      (n) => n >= 4,
      10_000,
      20,
    );
    // 4 + 4 is past the cap of 6, whichever instance the second upload reaches.
    expect(await outcome(viaB.upload(four('b')))).toBe('429 RATE_LIMIT_EXCEEDED');
    expect(await first).toBe('400 INVALID_FILE_TYPE');
    await idle();
  });
});
