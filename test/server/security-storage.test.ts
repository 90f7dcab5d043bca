/**
 * Security review, data at rest (docs/security.md): M3 permissions, L1 retention gaps, L2 deleted
 * data lingering in SQLite, L3 decrypted results written before the charge.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, type FileRecord } from '../../src/client/index.ts';
import { systemClock } from '../../src/server/clock.ts';
import { JobRunner } from '../../src/server/jobs/job-runner.ts';
import type { PdfProcessor } from '../../src/server/jobs/pdf-processor.ts';
import { silentLogger } from '../../src/server/logger.ts';
import { createUser } from '../../src/server/services/accounts.ts';
import { RetentionService } from '../../src/server/services/retention-service.ts';
import { DiskBlobStore } from '../../src/server/store/blob-store.ts';
import { SqliteStore } from '../../src/server/store/sqlite-store.ts';
import { ONE_PAGE_SAMPLE, PROTECTED_PASSWORD, PROTECTED_SAMPLE, TestClock, type TestServer, readSample, startTestServer, until } from './helpers.ts';

const mode = (path: string): number => statSync(path).mode & 0o777;

describe('M3: the data directory is for the service’s account only', () => {
  let server: TestServer;
  let previousUmask: number;
  beforeAll(async () => {
    // The review's machine: umask 022, and a data directory that already exists world-readable.
    previousUmask = process.umask(0o022);
    const dataDir = await mkdtemp(join(tmpdir(), 'bsc-modes-'));
    mkdirSync(join(dataDir, 'files'), { mode: 0o755 });
    server = await startTestServer({ dataDir });
  });
  afterAll(async () => {
    process.umask(previousUmask);
    await server?.stop();
  });

  it('directories are 0700 and files 0600: database, WAL, uploads and results', async () => {
    const { client } = await server.addUser();
    const [file] = (await client.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    const dir = join(server.dataDir, 'files', file.uuid);
    expect(mode(server.dataDir)).toBe(0o700);
    expect(mode(join(server.dataDir, 'files'))).toBe(0o700);
    expect(mode(dir)).toBe(0o700);
    for (const name of readdirSync(server.dataDir).filter((n) => n.startsWith('bsc.sqlite'))) expect(mode(join(server.dataDir, name)), name).toBe(0o600);
    expect(readdirSync(server.dataDir)).toContain('bsc.sqlite-wal');
    // Formats are rendered (and kept) when first asked for.
    await client.convert(file.uuid, 'JSON');
    await client.convert(file.uuid, 'CSV');
    await client.convert(file.uuid, 'XLSX');
    for (const name of ['source.pdf', 'statement.json', 'result.json', 'result.csv', 'result.xlsx']) expect(mode(join(dir, name)), name).toBe(0o600);
  });
});

describe('L1, L2: retention leaves nothing behind', () => {
  const clock = new TestClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a swept file’s name is in neither the database nor its WAL, and the usage ledger forgets it after a day', async () => {
    const { client } = await server.addUser();
    const name = 'Jane-Doe-IBAN-GB29NWBK60161331926819.pdf';
    await client.upload({ filename: name, data: readSample(ONE_PAGE_SAMPLE) });
    expect(await server.rows('usage')).toBe(1);
    clock.advance(server.runtime.limits.retentionMs);
    expect(await server.runtime.retention.sweep()).toBe(1);
    for (const file of readdirSync(server.dataDir).filter((n) => n.startsWith('bsc.sqlite'))) {
      expect(readFileSync(join(server.dataDir, file)).includes('Jane-Doe-IBAN'), file).toBe(false);
    }
    // The anonymous daily allowance needs today's rows only; two days on, the deleted file's row goes.
    clock.advance(2 * 24 * 3600_000);
    await server.runtime.retention.sweep();
    expect(await server.rows('usage')).toBe(0);
  });

  it('a protected scan’s password held for its job is dropped when the file is swept', async () => {
    const { runner } = server.runtime;
    const { client } = await server.addUser();
    const [file] = (await client.upload(PROTECTED_SAMPLE)) as [FileRecord];
    runner.holdPassword(file.uuid, 'held');
    expect(runner.passwordsHeld).toBe(1);
    clock.advance(server.runtime.limits.retentionMs);
    await server.runtime.retention.sweep();
    expect(runner.passwordsHeld).toBe(0);
  });
});

describe('L1: an OCR job that ends after its file was deleted', () => {
  let dir: string;
  let store: SqliteStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bsc-late-job-'));
    store = new SqliteStore(join(dir, 'db.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes no results: no directory reappears, and the job is forgotten', async () => {
    const blobs = new DiskBlobStore(join(dir, 'files'));
    const { user } = await createUser(store, { email: 'late@example.test', freeCredits: 10 }, systemClock);
    const uuid = '00000000-0000-4000-8000-000000000001';
    const now = Date.now();
    await store.insertFilesCharged(
      { kind: 'user', userId: user.id, owner: `user:${user.id}`, storageQuotaBytes: 1e9 },
      [{ uuid, filename: 's.pdf', pdfType: 'IMAGE_BASED', numberOfPages: 1, state: 'PROCESSING', progress: 0, error: null, pages: 1, bytes: 8 }],
      now,
      now + 1,
    );
    await blobs.writeSource(uuid, Buffer.from('%PDF-1.4'));
    let finish: () => void = () => undefined;
    const converted = { statement: new Uint8Array([1]), verdict: { status: 'verified', statusReason: '' } };
    const processor = { convert: () => new Promise((resolve) => (finish = () => resolve({ converted }))) } as unknown as PdfProcessor;
    const runner = new JobRunner({ store, queue: store, blobs, processor, clock: systemClock, logger: silentLogger, concurrency: 1 });
    await runner.start();
    await until(
      async () => (await store.getFile(uuid))?.state,
      () => true,
      1_000,
      10,
    );
    // The file expires and is swept while OCR runs.
    await new RetentionService({ store, blobs, clock: { now: () => now + 10 }, logger: silentLogger, passwords: runner }).sweep();
    expect(existsSync(join(dir, 'files', uuid))).toBe(false);
    finish();
    await runner.stop();
    expect(existsSync(join(dir, 'files', uuid))).toBe(false);
    expect(await store.claimNext(Date.now())).toBeNull();
  });
});

describe('L3: set-password refused by the charge', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('leaves no decrypted result on disk', async () => {
    const { client } = await server.addUser({ freeCredits: 2 });
    const [file] = (await client.upload(PROTECTED_SAMPLE)) as [FileRecord];
    const error = await client.setPassword(file.uuid, PROTECTED_PASSWORD).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INSUFFICIENT_CREDITS');
    expect(readdirSync(join(server.dataDir, 'files', file.uuid))).toEqual(['source.pdf']);
  });
});
