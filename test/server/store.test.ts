/** The SQLite store: migrations, atomic charging, and the job queue's recovery after a restart. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock.ts';
import { JobRunner, MAX_JOB_ATTEMPTS } from '../../src/server/jobs/job-runner.ts';
import type { PdfProcessor } from '../../src/server/jobs/pdf-processor.ts';
import { silentLogger } from '../../src/server/logger.ts';
import { createUser } from '../../src/server/services/accounts.ts';
import { DiskBlobStore } from '../../src/server/store/blob-store.ts';
import { MIGRATIONS } from '../../src/server/store/migrations.ts';
import { SqliteStore } from '../../src/server/store/sqlite-store.ts';
import type { NewFile, Payer } from '../../src/server/store/types.ts';
import { until } from './helpers.ts';

let dir: string;
let store: SqliteStore;
const DAY = 24 * 3600 * 1000;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bsc-store-test-'));
  store = new SqliteStore(join(dir, 'db.sqlite'));
});
afterEach(async () => {
  store.close();
  await rm(dir, { recursive: true, force: true });
});

const file = (uuid: string, pages: number, state: NewFile['state'] = 'READY'): NewFile => ({
  uuid,
  filename: `${uuid}.pdf`,
  pdfType: state === 'PASSWORD_REQUIRED' ? null : state === 'PROCESSING' ? 'IMAGE_BASED' : 'TEXT_BASED',
  numberOfPages: state === 'PASSWORD_REQUIRED' ? null : pages,
  state,
  progress: 0,
  error: null,
  pages: state === 'PASSWORD_REQUIRED' ? 0 : pages,
  bytes: 1000,
});
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function payer(freeCredits: number, paidCredits = 0): Payer {
  const { user } = createUser(store, { email: `u${Math.random()}@example.test`, freeCredits, paidCredits }, systemClock);
  return { kind: 'user', userId: user.id, owner: `user:${user.id}`, storageQuotaBytes: 1_000_000 };
}

describe('migrations', () => {
  it('bring a new database to the latest version, are idempotent, and refuse a newer schema', () => {
    const path = join(dir, 'db.sqlite');
    store.close();
    store = new SqliteStore(path);
    const db = new Database(path);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    } finally {
      db.close();
    }
    store.close();
    expect(() => new SqliteStore(path)).toThrow(/newer/);
    store = new SqliteStore(join(dir, 'other.sqlite'));
  });
});

describe('migration 2 (security review H3)', () => {
  it('keeps users, keys and files; drops files of users already gone; ids are never reused after it', () => {
    const path = join(dir, 'v1.sqlite');
    const v1 = new Database(path);
    v1.exec(MIGRATIONS[0] as string);
    v1.pragma('user_version = 1');
    const addUser = v1.prepare(`INSERT INTO users (id, email, referral_code, plan, free_credits, created_at) VALUES (?, ?, 'R', 'free', 5, 0)`);
    addUser.run(1, 'a@example.test');
    addUser.run(2, 'b@example.test');
    v1.prepare(`INSERT INTO api_keys (id, user_id, secret_hash, created_at) VALUES ('aaaaaaaaaaaa', 2, x'00', 0)`).run();
    const addFile = v1.prepare(`INSERT INTO files (uuid, owner, filename, state, created_at, updated_at, expires_at) VALUES (?, ?, 'f.pdf', 'READY', 0, 0, 9e15)`);
    addFile.run(uuid(1), 'user:2');
    addFile.run(uuid(2), 'user:3'); // user 3 was deleted by hand
    addFile.run(uuid(3), 'ip:192.0.2.1');
    v1.close();

    store.close();
    store = new SqliteStore(path);
    expect(store.findUserByEmail('b@example.test')?.id).toBe(2);
    expect(store.findApiKey('aaaaaaaaaaaa')?.userId).toBe(2);
    expect([store.hasFile(uuid(1)), store.hasFile(uuid(2)), store.hasFile(uuid(3))]).toEqual([true, false, true]);
    expect(store.deleteUser(2)).toEqual([uuid(1)]);
    expect([store.hasFile(uuid(1)), store.findApiKey('aaaaaaaaaaaa')]).toEqual([false, null]);
    expect(createUser(store, { email: 'c@example.test' }, systemClock).user.id).toBe(3);
  });
});

describe('charging', () => {
  it('stores and charges all files or none', () => {
    const p = payer(3);
    const refused = store.insertFilesCharged(p, [file(uuid(1), 1), file(uuid(2), 3)], 1_000, 1_000 + DAY);
    expect(refused).toEqual({ ok: false, reason: 'INSUFFICIENT_CREDITS', needed: 4, available: 3 });
    expect(store.getFile(uuid(1))).toBeNull();
    expect(store.getUser((p as { userId: number }).userId)?.freeCredits).toBe(3);
    expect(store.insertFilesCharged(p, [file(uuid(1), 1), file(uuid(2), 2)], 1_000, 1_000 + DAY)).toEqual({ ok: true });
    expect(store.getUser((p as { userId: number }).userId)?.freeCredits).toBe(0);
  });

  it('counts an anonymous allowance per UTC day', () => {
    const anon: Payer = { kind: 'anonymous', owner: 'ip:192.0.2.1', pagesPerDay: 1, storageQuotaBytes: 1_000_000 };
    const noon = Date.UTC(2026, 0, 15, 12);
    expect(store.insertFilesCharged(anon, [file(uuid(1), 1)], noon, noon + DAY).ok).toBe(true);
    expect(store.insertFilesCharged(anon, [file(uuid(2), 1)], noon + 1_000, noon + DAY)).toMatchObject({ ok: false, reason: 'DAILY_PAGES_EXCEEDED' });
    expect(store.insertFilesCharged(anon, [file(uuid(3), 1)], noon + DAY, noon + 2 * DAY).ok).toBe(true);
  });

  it('set-password charges and moves the file together, once', () => {
    const p = payer(5);
    store.insertFilesCharged(p, [file(uuid(1), 0, 'PASSWORD_REQUIRED')], 1_000, 1_000 + DAY);
    const update = { pdfType: 'TEXT_BASED', numberOfPages: 3, pages: 3, state: 'READY', progress: 100, error: null } as const;
    expect(store.unlockFileCharged(p, uuid(1), update, 2_000)).toEqual({ ok: true });
    expect(store.unlockFileCharged(p, uuid(1), update, 3_000)).toBeNull();
    expect(store.getUser((p as { userId: number }).userId)?.freeCredits).toBe(2);
    expect(store.getFile(uuid(1))).toMatchObject({ state: 'READY', numberOfPages: 3, pagesCharged: 3 });
  });
});

describe('job queue order (review H1)', () => {
  it('takes owners in turn: one owner’s queued scans do not hold back another’s', () => {
    const a = payer(20);
    const b = payer(20);
    store.insertFilesCharged(a, [file(uuid(1), 1, 'PROCESSING'), file(uuid(2), 1, 'PROCESSING'), file(uuid(3), 1, 'PROCESSING')], 1_000, 1_000 + DAY);
    store.insertFilesCharged(b, [file(uuid(4), 1, 'PROCESSING')], 2_000, 2_000 + DAY);
    const order: string[] = [];
    for (let job = store.claimNext(3_000); job; job = store.claimNext(3_000)) {
      order.push(job.uuid);
      store.finish(job.uuid);
    }
    expect(order).toEqual([uuid(1), uuid(4), uuid(2), uuid(3)]);
  });
});

describe('job queue after a restart', () => {
  it('requeues interrupted jobs until they were interrupted MAX_JOB_ATTEMPTS times', () => {
    store.insertFilesCharged(payer(5), [file(uuid(1), 2, 'PROCESSING')], 1_000, 1_000 + DAY);
    for (let attempt = 1; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
      expect(store.claimNext(2_000)).toMatchObject({ uuid: uuid(1), attempt, numberOfPages: 2, needsPassword: false });
      expect(store.claimNext(2_000)).toBeNull();
      const lost = store.recoverInterrupted(MAX_JOB_ATTEMPTS);
      expect(lost).toEqual(attempt < MAX_JOB_ATTEMPTS ? [] : [{ uuid: uuid(1), reason: 'TOO_MANY_ATTEMPTS' }]);
    }
  });

  it('fails a protected scan whose password died with the process, with a reason', async () => {
    const p = payer(5);
    store.insertFilesCharged(p, [file(uuid(1), 0, 'PASSWORD_REQUIRED')], 1_000, 1_000 + DAY);
    store.unlockFileCharged(p, uuid(1), { pdfType: 'IMAGE_BASED', numberOfPages: 2, pages: 2, state: 'PROCESSING', progress: 0, error: null }, 2_000);
    store.claimNext(2_000);
    // A new runner over the same store: its start() recovers what the "previous process" left.
    const unused = { convert: () => Promise.reject(new Error('not called')) } as unknown as PdfProcessor;
    const runner = new JobRunner({ store, queue: store, blobs: new DiskBlobStore(join(dir, 'files')), processor: unused, clock: systemClock, logger: silentLogger, concurrency: 1 });
    runner.start();
    await runner.stop();
    expect(store.getFile(uuid(1))).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/password/) });
    expect(store.claimNext(3_000)).toBeNull();
    // A restart is no fault of the file (review L7): its two pages come back, once.
    expect(store.getUser((p as { userId: number }).userId)?.freeCredits).toBe(5);
    expect(store.refundFile(uuid(1), 4_000)).toBe(0);
  });

  it('refunds a job that fails by a bug of ours, not one the file makes fail (review L7)', async () => {
    const p = payer(10, 10);
    const userId = (p as { userId: number }).userId;
    store.insertFilesCharged(p, [file(uuid(1), 4, 'PROCESSING'), file(uuid(2), 3, 'PROCESSING')], 1_000, 1_000 + DAY);
    expect(store.getUser(userId)).toMatchObject({ freeCredits: 3, paidCredits: 10 });
    const blobs = new DiskBlobStore(join(dir, 'files'));
    await blobs.writeSource(uuid(1), Buffer.from('%PDF-1.4'));
    await blobs.writeSource(uuid(2), Buffer.from('%PDF-1.4'));
    const { ConversionError } = await import('../../src/index.ts');
    let calls = 0;
    const processor = {
      convert: () => (++calls === 1 ? Promise.reject(new TypeError('a bug')) : Promise.reject(new ConversionError('NO_TRANSACTIONS_FOUND', 'no table'))),
    } as unknown as PdfProcessor;
    const runner = new JobRunner({ store, queue: store, blobs, processor, clock: systemClock, logger: silentLogger, concurrency: 1 });
    runner.start();
    await until(async () => [store.getFile(uuid(1))?.state, store.getFile(uuid(2))?.state], (states) => states.every((s) => s === 'ERROR'), 5_000, 10);
    await runner.stop();
    // The bug's file (4 pages) is refunded; the file without a statement stays charged.
    expect(store.getUser(userId)).toMatchObject({ freeCredits: 7, paidCredits: 10 });
  });
});
