/**
 * One suite, two stores: everything the service relies on from its storage, run against SQLite
 * (+ files on disk, in-memory limits) and PostgreSQL (a real private cluster, see
 * test/helpers/postgres-cluster.ts). Each test may open two "instances" over the same data, as two
 * processes would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock.ts';
import { JobRunner, MAX_JOB_ATTEMPTS } from '../../src/server/jobs/job-runner.ts';
import type { PdfProcessor } from '../../src/server/jobs/pdf-processor.ts';
import { silentLogger } from '../../src/server/logger.ts';
import { authenticate, createUser } from '../../src/server/services/accounts.ts';
import { LeasedSlots } from '../../src/server/services/leased-slots.ts';
import { FixedWindowRateLimiter, type ConcurrencyLimiter, type RateLimiter } from '../../src/server/services/rate-limiter.ts';
import { RetentionService } from '../../src/server/services/retention-service.ts';
import { DiskBlobStore } from '../../src/server/store/blob-store.ts';
import { PostgresBlobStore } from '../../src/server/store/postgres-blob-store.ts';
import { openPgDatabase } from '../../src/server/store/postgres-database.ts';
import { PostgresRateLimiter } from '../../src/server/store/postgres-limiters.ts';
import { PostgresStore } from '../../src/server/store/postgres-store.ts';
import { SqliteStore } from '../../src/server/store/sqlite-store.ts';
import type { BlobStore, JobQueue, NewFile, Payer, Store } from '../../src/server/store/types.ts';
import { createDatabase, dropDatabase } from '../helpers/postgres-cluster.ts';
import { until } from './helpers.ts';

const DAY = 24 * 3600 * 1000;
const LEASE_MS = 5_000;
const WINDOW_MS = 60_000;

interface Instance {
  store: Store & JobQueue;
  blobs: BlobStore;
  rate: RateLimiter;
  slots: ConcurrencyLimiter;
  /** Slots whose lease runs out 300 ms after their last renewal. */
  shortLeaseSlots: ConcurrencyLimiter;
  close(): Promise<void>;
}

interface Harness {
  /** Several live instances share the data (limits, queue), not only one after another. */
  shared: boolean;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  /** Another process over the same data. */
  open(): Promise<Instance>;
}

function sqliteHarness(): Harness {
  let dir = '';
  return {
    shared: false,
    async setUp() {
      dir = await mkdtemp(join(tmpdir(), 'bsc-conformance-'));
    },
    async tearDown() {
      await rm(dir, { recursive: true, force: true });
    },
    async open() {
      const store = new SqliteStore(join(dir, 'db.sqlite'));
      return {
        store,
        blobs: new DiskBlobStore(join(dir, 'files')),
        rate: new FixedWindowRateLimiter(WINDOW_MS),
        slots: new LeasedSlots(store),
        shortLeaseSlots: new LeasedSlots(store, 300),
        close: () => store.close(),
      };
    },
  };
}

function postgresHarness(): Harness {
  const adminUrl = process.env.BSC_TEST_PG_ADMIN_URL as string;
  let url = '';
  return {
    shared: true,
    async setUp() {
      url = await createDatabase(adminUrl, 'bsc_conf');
    },
    async tearDown() {
      await dropDatabase(adminUrl, url);
    },
    async open() {
      const db = await openPgDatabase(url);
      const store = new PostgresStore(db, { leaseMs: LEASE_MS });
      return {
        store,
        blobs: new PostgresBlobStore(db),
        rate: new PostgresRateLimiter(db, WINDOW_MS),
        slots: new LeasedSlots(store),
        shortLeaseSlots: new LeasedSlots(store, 300),
        close: () => db.close(),
      };
    },
  };
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const file = (id: string, pages: number, state: NewFile['state'] = 'READY', bytes = 1000): NewFile => ({
  uuid: id,
  filename: `${id}.pdf`,
  pdfType: state === 'PASSWORD_REQUIRED' ? null : state === 'PROCESSING' ? 'IMAGE_BASED' : 'TEXT_BASED',
  numberOfPages: state === 'PASSWORD_REQUIRED' ? null : pages,
  state,
  progress: 0,
  error: null,
  pages: state === 'PASSWORD_REQUIRED' ? 0 : pages,
  bytes,
});
const unusedProcessor = { convert: () => Promise.reject(new Error('not called')) } as unknown as PdfProcessor;

function describeStore(name: string, harness: () => Harness): void {
  describe(`store conformance: ${name}`, () => {
    const h = harness();
    const open: Instance[] = [];
    let a: Instance;
    const another = async (): Promise<Instance> => {
      const instance = await h.open();
      open.push(instance);
      return instance;
    };
    async function payer(freeCredits: number, paidCredits = 0, quota = 1_000_000): Promise<Payer & { userId: number }> {
      const { user } = await createUser(a.store, { email: `u${Math.random()}@example.test`, freeCredits, paidCredits }, systemClock);
      return { kind: 'user', userId: user.id, owner: `user:${user.id}`, storageQuotaBytes: quota };
    }

    beforeEach(async () => {
      await h.setUp();
      a = await another();
    });
    afterEach(async () => {
      for (const instance of open.splice(0)) await instance.close();
      await h.tearDown();
    });

    it('users and keys: create, find (email case-insensitive), authenticate, revoke, delete; ids never reused', async () => {
      const { user, apiKey } = await createUser(a.store, { email: 'Ann@Example.test', freeCredits: 7 }, systemClock);
      expect(await a.store.findUserByEmail('ann@example.TEST')).toMatchObject({ id: user.id, freeCredits: 7, plan: 'free', unlimitedCredits: false });
      expect(await authenticate(a.store, apiKey)).toMatchObject({ userId: user.id });
      expect(await authenticate(a.store, `${apiKey.slice(0, -1)}x`)).toBeNull();
      expect([await a.store.countUsers(), await a.store.countApiKeys(user.id), (await a.store.listApiKeys(user.id)).length]).toEqual([1, 1, 1]);
      const keyId = (await a.store.listApiKeys(user.id))[0]?.id as string;
      expect(await a.store.revokeApiKey(keyId)).toBe(true);
      expect(await a.store.revokeApiKey(keyId)).toBe(false);
      expect(await authenticate(a.store, apiKey)).toBeNull();
      const p = { kind: 'user', userId: user.id, owner: `user:${user.id}`, storageQuotaBytes: 1e6 } as const;
      expect(await a.store.insertFilesCharged(p, [file(uuid(1), 2)], 1_000, 1_000 + DAY)).toEqual({ ok: true });
      expect(await a.store.deleteUser(user.id)).toEqual([uuid(1)]);
      expect([await a.store.getUser(user.id), await a.store.hasFile(uuid(1)), await a.store.pagesChargedToday(p.owner, 1_000)]).toEqual([null, false, 0]);
      const next = await createUser(a.store, { email: 'ann@example.test' }, systemClock);
      expect(next.user.id).toBeGreaterThan(user.id);
      expect((await a.store.listUsers()).map((u) => u.email)).toEqual(['ann@example.test']);
    });

    it('credits: set and add in one statement, never below zero', async () => {
      const p = await payer(5, 1);
      expect(await a.store.adjustCredits(p.userId, 'free', { add: -5 })).toMatchObject({ freeCredits: 0, paidCredits: 1 });
      expect(await a.store.adjustCredits(p.userId, 'free', { add: -1 })).toBeNull();
      expect(await a.store.adjustCredits(p.userId, 'paid', { set: 9 })).toMatchObject({ paidCredits: 9 });
      expect(await a.store.adjustCredits(p.userId, 'paid', { set: -1 })).toBeNull();
      expect(await a.store.adjustCredits(p.userId + 1000, 'paid', { set: 1 })).toBeNull();
    });

    it('charging: all files or none, free credits before paid, one ledger row per file; refunded once', async () => {
      const p = await payer(3, 2);
      expect(await a.store.insertFilesCharged(p, [file(uuid(1), 4), file(uuid(2), 2)], 1_000, 1_000 + DAY)).toEqual({
        ok: false,
        reason: 'INSUFFICIENT_CREDITS',
        needed: 6,
        available: 5,
      });
      expect([await a.store.getFile(uuid(1)), await a.store.creditsAvailable(p, 1_000)]).toEqual([null, 5]);
      expect(await a.store.insertFilesCharged(p, [file(uuid(1), 4, 'PROCESSING'), file(uuid(2), 1)], 1_000, 1_000 + DAY)).toEqual({ ok: true });
      expect(await a.store.getUser(p.userId)).toMatchObject({ freeCredits: 0, paidCredits: 0 });
      expect(await a.store.pagesChargedToday(p.owner, 1_000)).toBe(5);
      expect(await a.store.getFile(uuid(1))).toMatchObject({ state: 'PROCESSING', pagesCharged: 4, owner: p.owner, expiresAt: 1_000 + DAY });
      expect(await a.store.refundFile(uuid(1), 2_000)).toBe(4);
      expect(await a.store.refundFile(uuid(1), 2_000)).toBe(0);
      expect(await a.store.getUser(p.userId)).toMatchObject({ freeCredits: 3, paidCredits: 1 });
    });

    it('charging is atomic under concurrency, across instances: never more pages than credits', async () => {
      const b = await another();
      const p = await payer(5);
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).store.insertFilesCharged(p, [file(uuid(100 + i), 1, 'PROCESSING')], 1_000, 1_000 + DAY)),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
      expect(await a.store.getUser(p.userId)).toMatchObject({ freeCredits: 0 });
      expect(await a.store.pagesChargedToday(p.owner, 1_000)).toBe(5);
    });

    it('the anonymous allowance counts per UTC day; the storage quota counts live bytes', async () => {
      const anon: Payer = { kind: 'anonymous', owner: 'ip:192.0.2.1', pagesPerDay: 1, storageQuotaBytes: 2_500 };
      const noon = Date.UTC(2026, 0, 15, 12);
      expect((await a.store.insertFilesCharged(anon, [file(uuid(1), 1)], noon, noon + DAY)).ok).toBe(true);
      expect(await a.store.insertFilesCharged(anon, [file(uuid(2), 1)], noon + 1_000, noon + DAY)).toMatchObject({ ok: false, reason: 'DAILY_PAGES_EXCEEDED' });
      expect(await a.store.insertFilesCharged(anon, [file(uuid(3), 1, 'READY', 2_000)], noon + DAY - 1, noon + 2 * DAY)).toMatchObject({
        ok: false,
        reason: 'STORAGE_QUOTA_EXCEEDED',
        needed: 2_000,
        available: 1_500,
      });
      // The first file expired at noon + DAY: its bytes no longer count, and it is a new day.
      expect((await a.store.insertFilesCharged(anon, [file(uuid(3), 1, 'READY', 2_000)], noon + DAY, noon + 2 * DAY)).ok).toBe(true);
      expect(await a.store.storedBytes(anon.owner, noon + DAY)).toBe(2_000);
    });

    it('files: only the owner sees them, never once expired; progress, completion and failure', async () => {
      const p = await payer(10);
      await a.store.insertFilesCharged(p, [file(uuid(1), 1, 'PROCESSING'), file(uuid(2), 1)], 1_000, 5_000);
      expect((await a.store.findFiles(p.owner, [uuid(1), uuid(2), uuid(3)], 2_000)).map((f) => f.uuid).sort()).toEqual([uuid(1), uuid(2)]);
      expect(await a.store.findFiles('user:999999', [uuid(1)], 2_000)).toEqual([]);
      expect(await a.store.findFiles(p.owner, [uuid(1)], 5_000)).toEqual([]);
      await a.store.setProgress(uuid(1), 40, 2_000);
      expect(await a.store.getFile(uuid(1))).toMatchObject({ progress: 40 });
      expect(await a.store.completeFile(uuid(1), 2_000)).toBe(true);
      await a.store.setProgress(uuid(1), 50, 2_000); // no longer PROCESSING: ignored
      expect(await a.store.getFile(uuid(1))).toMatchObject({ state: 'COMPLETED', progress: 100, error: null });
      await a.store.failFile(uuid(2), 'broken', 2_000);
      expect(await a.store.getFile(uuid(2))).toMatchObject({ state: 'ERROR', error: 'broken' });
      expect(await a.store.completeFile(uuid(9), 2_000)).toBe(false);
    });

    it('set-password charges and moves the file together, once', async () => {
      const p = await payer(5);
      await a.store.insertFilesCharged(p, [file(uuid(1), 0, 'PASSWORD_REQUIRED')], 1_000, 1_000 + DAY);
      const update = { pdfType: 'TEXT_BASED', numberOfPages: 3, pages: 3, state: 'READY', progress: 100, error: null } as const;
      const [first, second] = await Promise.all([a.store.unlockFileCharged(p, uuid(1), update, 2_000), a.store.unlockFileCharged(p, uuid(1), update, 2_000)]);
      expect([first, second].filter((o) => o !== null)).toEqual([{ ok: true }]);
      expect(await a.store.getUser(p.userId)).toMatchObject({ freeCredits: 2 });
      expect(await a.store.getFile(uuid(1))).toMatchObject({ state: 'READY', numberOfPages: 3, pagesCharged: 3 });
    });

    it('verdicts: kept with the record from the upload, the unlock or the completion; none before', async () => {
      const p = await payer(10);
      const verified = { status: 'verified', statusReason: '3 printed balances checked; every one held.' } as const;
      await a.store.insertFilesCharged(
        p,
        [{ ...file(uuid(1), 1), verdict: verified }, file(uuid(2), 1, 'PROCESSING'), file(uuid(3), 0, 'PASSWORD_REQUIRED')],
        1_000,
        1_000 + DAY,
      );
      expect((await a.store.getFile(uuid(1)))?.verdict).toEqual(verified);
      expect((await a.store.getFile(uuid(2)))?.verdict).toBeNull();
      const failed = { status: 'failed', statusReason: 'Row 4: a printed balance did not follow.' } as const;
      expect(await a.store.completeFile(uuid(2), 2_000, failed)).toBe(true);
      const unverified = { status: 'unverified', statusReason: 'Nothing printed could be checked.' } as const;
      await a.store.unlockFileCharged(
        p,
        uuid(3),
        { pdfType: 'TEXT_BASED', numberOfPages: 1, pages: 1, state: 'READY', progress: 100, error: null, verdict: unverified },
        2_000,
      );
      const found = await (await another()).store.findFiles(p.owner, [uuid(1), uuid(2), uuid(3)], 2_000);
      expect(Object.fromEntries(found.map((f) => [f.uuid, f.verdict]))).toEqual({ [uuid(1)]: verified, [uuid(2)]: failed, [uuid(3)]: unverified });
    });

    it('listing: the owner’s live files newest first, a page at a time after a cursor', async () => {
      const p = await payer(20);
      const other = await payer(5);
      // uuid(2) and uuid(3) share a creation time: the larger uuid comes first.
      await a.store.insertFilesCharged(p, [file(uuid(1), 1)], 1_000, 1_000 + DAY);
      await a.store.insertFilesCharged(p, [file(uuid(2), 1), file(uuid(3), 1)], 2_000, 2_000 + DAY);
      await a.store.insertFilesCharged(p, [file(uuid(4), 1)], 3_000, 3_500);
      await a.store.insertFilesCharged(other, [file(uuid(5), 1)], 4_000, 4_000 + DAY);
      const ids = (files: Array<{ uuid: string }>) => files.map((f) => f.uuid);
      expect(ids(await a.store.listFiles(p.owner, 3_000, 10))).toEqual([uuid(4), uuid(3), uuid(2), uuid(1)]);
      // uuid(4) expired at 3_500.
      const first = await a.store.listFiles(p.owner, 4_000, 2);
      expect(ids(first)).toEqual([uuid(3), uuid(2)]);
      const last = first[1] as { createdAt: number; uuid: string };
      expect(ids(await a.store.listFiles(p.owner, 4_000, 2, { createdAt: last.createdAt, uuid: last.uuid }))).toEqual([uuid(1)]);
      expect(ids(await a.store.listFiles(p.owner, 4_000, 2, { createdAt: 2_000, uuid: uuid(3) }))).toEqual([uuid(2), uuid(1)]);
      expect(ids(await a.store.listFiles(other.owner, 4_000, 10))).toEqual([uuid(5)]);
    });

    it('blobs: sources, statements and rendered formats by uuid; nothing stored for a removed source', async () => {
      await a.blobs.writeSource(uuid(1), Buffer.from('%PDF-1.4 one'));
      await a.blobs.writeStatement(uuid(1), Buffer.from('{"statement":1}'));
      const b = await another();
      expect((await b.blobs.readSource(uuid(1))).toString()).toBe('%PDF-1.4 one');
      expect((await b.blobs.readStatement(uuid(1))).toString()).toBe('{"statement":1}');
      // A format is there once rendered and kept, not before.
      await expect(b.blobs.readResult(uuid(1), 'csv')).rejects.toMatchObject({ code: 'ENOENT' });
      await a.blobs.writeResult(uuid(1), 'csv', Buffer.from('a,b'));
      expect((await b.blobs.readResult(uuid(1), 'csv')).toString()).toBe('a,b');
      await expect(b.blobs.readResult(uuid(1), 'xlsx')).rejects.toMatchObject({ code: 'ENOENT' });
      // A new statement of the file (an OCR job run again) drops the formats rendered from the old one.
      await a.blobs.writeStatement(uuid(1), Buffer.from('{"statement":2}'));
      await expect(b.blobs.readResult(uuid(1), 'csv')).rejects.toMatchObject({ code: 'ENOENT' });
      expect((await b.blobs.readStatement(uuid(1))).toString()).toBe('{"statement":2}');
      await a.blobs.writeResult(uuid(1), 'json', Buffer.from('{}'));
      expect(await b.blobs.list()).toEqual([uuid(1)]);
      expect(await b.blobs.modifiedAt(uuid(1))).toEqual(expect.any(Number));
      await b.blobs.remove(uuid(1));
      await expect(a.blobs.readResult(uuid(1), 'json')).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(a.blobs.readStatement(uuid(1))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(a.blobs.writeStatement(uuid(1), Buffer.from('late'))).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(a.blobs.writeResult(uuid(1), 'csv', Buffer.from('late'))).rejects.toMatchObject({ code: 'ENOENT' });
      expect([await a.blobs.list(), await a.blobs.modifiedAt(uuid(1))]).toEqual([[], null]);
    });

    it('retention sweep: expired files go with their bytes and jobs; unreferenced bytes go; usage ages', async () => {
      const p = await payer(10);
      const now = Date.now();
      await a.store.insertFilesCharged(p, [file(uuid(1), 1, 'PROCESSING'), file(uuid(2), 1)], now - 2 * DAY, now - DAY);
      await a.store.insertFilesCharged(p, [file(uuid(3), 1)], now, now + DAY);
      for (const n of [1, 2, 3, 4]) await a.blobs.writeSource(uuid(n), Buffer.from('%PDF-'));
      const retention = new RetentionService({ store: a.store, blobs: a.blobs, clock: systemClock, logger: silentLogger });
      expect(await retention.sweep()).toBe(2);
      expect([await a.store.hasFile(uuid(1)), await a.store.hasFile(uuid(2)), await a.store.hasFile(uuid(3))]).toEqual([false, false, true]);
      expect(await a.store.claimNext(now)).toBeNull();
      // uuid(4) was never committed: removed once nothing is mid-upload (start-up).
      expect(await retention.removeOrphans()).toBe(1);
      expect((await a.blobs.list()).sort()).toEqual([uuid(3)]);
      // The sweep aged the usage of the deleted files (charged before yesterday); the live file's stays.
      expect(await a.store.pagesChargedToday(p.owner, now - 2 * DAY)).toBe(0);
      expect(await a.store.ageUsage(now + 3 * DAY)).toBe(0);
      expect(await a.store.pagesChargedToday(p.owner, now)).toBe(1);
    });

    it('queue: owners in turn, each owner’s oldest first (review H1)', async () => {
      const x = await payer(20);
      const y = await payer(20);
      await a.store.insertFilesCharged(x, [file(uuid(1), 1, 'PROCESSING'), file(uuid(2), 1, 'PROCESSING'), file(uuid(3), 1, 'PROCESSING')], 1_000, 1_000 + DAY);
      await a.store.insertFilesCharged(y, [file(uuid(4), 1, 'PROCESSING')], 2_000, 2_000 + DAY);
      const order: string[] = [];
      for (let job = await a.store.claimNext(3_000); job; job = await a.store.claimNext(3_000)) {
        order.push(job.uuid);
        await a.store.finish(job.uuid);
      }
      expect(order).toEqual([uuid(1), uuid(4), uuid(2), uuid(3)]);
    });

    it('queue: two instances claiming at once never get the same job', async () => {
      const b = await another();
      const p = await payer(50);
      await a.store.insertFilesCharged(
        p,
        Array.from({ length: 10 }, (_, i) => file(uuid(i + 1), 1, 'PROCESSING')),
        1_000,
        1_000 + DAY,
      );
      const claimed = (await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).store.claimNext(2_000))))
        .filter((j) => j !== null)
        .map((j) => j.uuid);
      expect(claimed).toHaveLength(new Set(claimed).size);
      // With SKIP LOCKED a claim can miss a job locked for a moment: what is left is still claimable.
      let more = await a.store.claimNext(2_000);
      while (more) {
        claimed.push(more.uuid);
        more = await a.store.claimNext(2_000);
      }
      expect(claimed.sort()).toEqual(Array.from({ length: 10 }, (_, i) => uuid(i + 1)));
    });

    it('queue: a job whose holder is gone is recovered, attempts counted, failed after MAX_JOB_ATTEMPTS', async () => {
      const p = await payer(5);
      await a.store.insertFilesCharged(p, [file(uuid(1), 2, 'PROCESSING')], 1_000, 1_000 + DAY);
      let now = 2_000;
      expect(await a.store.claimNext(now)).toMatchObject({ uuid: uuid(1), attempt: 1, numberOfPages: 2, needsPassword: false });
      // The holder is alive and renews: nobody else may take the job.
      const b = await another();
      await a.store.renewLeases([uuid(1)], now + LEASE_MS - 1);
      expect(await b.store.recoverInterrupted(MAX_JOB_ATTEMPTS, now + LEASE_MS)).toEqual([]);
      for (let attempt = 2; attempt <= MAX_JOB_ATTEMPTS; attempt++) {
        now += 10 * LEASE_MS;
        const next = await another(); // the previous holder died; another process recovers
        expect(await next.store.recoverInterrupted(MAX_JOB_ATTEMPTS, now)).toEqual([]);
        expect(await next.store.claimNext(now)).toMatchObject({ uuid: uuid(1), attempt });
      }
      now += 10 * LEASE_MS;
      const last = await another();
      expect(await last.store.recoverInterrupted(MAX_JOB_ATTEMPTS, now)).toEqual([{ uuid: uuid(1), reason: 'TOO_MANY_ATTEMPTS' }]);
      // A runner fails such a file and refunds it (the restarts are no fault of the file).
      const runner = new JobRunner({
        store: last.store,
        queue: last.store,
        blobs: last.blobs,
        processor: unusedProcessor,
        clock: { now: () => now + 20 * LEASE_MS },
        logger: silentLogger,
        concurrency: 1,
      });
      await runner.start();
      await runner.stop();
      expect(await last.store.getFile(uuid(1))).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/interrupted/) });
      expect(await last.store.getUser(p.userId)).toMatchObject({ freeCredits: 5 });
      expect(await last.store.claimNext(now)).toBeNull();
    });

    it('queue: release gives a job back at once (a draining runner), its attempt counted', async () => {
      const p = await payer(10);
      await a.store.insertFilesCharged(p, [file(uuid(2), 1, 'PROCESSING')], 1_000, 1_000 + DAY);
      expect(await a.store.claimNext(3_000)).toMatchObject({ uuid: uuid(2), attempt: 1 });
      await a.store.release(uuid(2));
      expect(await a.store.claimNext(3_000)).toMatchObject({ uuid: uuid(2), attempt: 2 });
      expect(await a.store.claimNext(3_000)).toBeNull();
    });

    if (h.shared) {
      it('queue: a protected job goes only to the instance holding its password, and fails once that instance is gone', async () => {
        const p = await payer(10);
        await a.store.insertFilesCharged(p, [file(uuid(1), 0, 'PASSWORD_REQUIRED'), file(uuid(2), 1, 'PROCESSING')], 1_000, 1_000 + DAY);
        await a.store.unlockFileCharged(
          p,
          uuid(1),
          { pdfType: 'IMAGE_BASED', numberOfPages: 2, pages: 2, state: 'PROCESSING', progress: 0, error: null },
          2_000,
        );
        const b = await another();
        expect(await b.store.claimNext(3_000)).toMatchObject({ uuid: uuid(2) });
        expect(await b.store.claimNext(3_000)).toBeNull();
        await b.store.finish(uuid(2));
        // While a is seen, its queued protected job is left alone; once a stops being seen, it is lost.
        await a.store.renewLeases([], 3_000);
        expect(await b.store.recoverInterrupted(MAX_JOB_ATTEMPTS, 3_000 + LEASE_MS - 1)).toEqual([]);
        expect(await b.store.recoverInterrupted(MAX_JOB_ATTEMPTS, 3_000 + LEASE_MS + 1)).toEqual([{ uuid: uuid(1), reason: 'PASSWORD_LOST' }]);
        expect(await a.store.claimNext(3_000)).toBeNull();
      });
    }

    it('a protected job whose password died with its process fails with a reason and a refund', async () => {
      const p = await payer(5);
      await a.store.insertFilesCharged(p, [file(uuid(1), 0, 'PASSWORD_REQUIRED')], 1_000, 1_000 + DAY);
      await a.store.unlockFileCharged(p, uuid(1), { pdfType: 'IMAGE_BASED', numberOfPages: 2, pages: 2, state: 'PROCESSING', progress: 0, error: null }, 2_000);
      await a.store.claimNext(2_000);
      const b = await another();
      const runner = new JobRunner({
        store: b.store,
        queue: b.store,
        blobs: b.blobs,
        processor: unusedProcessor,
        clock: { now: () => 2_000 + 10 * LEASE_MS },
        logger: silentLogger,
        concurrency: 1,
      });
      await runner.start();
      await runner.stop();
      expect(await b.store.getFile(uuid(1))).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/password/) });
      expect(await b.store.getUser(p.userId)).toMatchObject({ freeCredits: 5 });
      expect(await b.store.refundFile(uuid(1), 4_000)).toBe(0);
    });

    it('a runner refunds a job that fails by a bug of ours, not one the file makes fail (review L7)', async () => {
      const p = await payer(10, 10);
      await a.store.insertFilesCharged(p, [file(uuid(1), 4, 'PROCESSING'), file(uuid(2), 3, 'PROCESSING')], 1_000, 1_000 + DAY);
      await a.blobs.writeSource(uuid(1), Buffer.from('%PDF-1.4'));
      await a.blobs.writeSource(uuid(2), Buffer.from('%PDF-1.4'));
      const { ConversionError } = await import('../../src/index.ts');
      let calls = 0;
      const processor = {
        convert: () => (++calls === 1 ? Promise.reject(new TypeError('a bug')) : Promise.reject(new ConversionError('NO_TRANSACTIONS_FOUND', 'no table'))),
      } as unknown as PdfProcessor;
      const runner = new JobRunner({ store: a.store, queue: a.store, blobs: a.blobs, processor, clock: systemClock, logger: silentLogger, concurrency: 1 });
      await runner.start();
      await until(
        async () => [(await a.store.getFile(uuid(1)))?.state, (await a.store.getFile(uuid(2)))?.state],
        (s) => s.every((x) => x === 'ERROR'),
        5_000,
        10,
      );
      await runner.stop();
      expect(await a.store.getUser(p.userId)).toMatchObject({ freeCredits: 7, paidCredits: 10 });
    });

    it('limits: fixed request windows, and upload slots that are given back', async () => {
      const first = await a.rate.hit('key:a', 2, 10_000);
      expect(first).toEqual({ limit: 2, remaining: 1, resetAt: 10_000 + WINDOW_MS, allowed: true });
      expect(await a.rate.hit('key:a', 2, 10_001)).toMatchObject({ remaining: 0, allowed: true });
      expect(await a.rate.hit('key:a', 2, 10_002)).toMatchObject({ remaining: 0, allowed: false });
      expect(await a.rate.hit('key:b', 2, 10_002)).toMatchObject({ allowed: true });
      expect(await a.rate.hit('key:a', 2, 10_000 + WINDOW_MS)).toMatchObject({ remaining: 1, allowed: true, resetAt: 10_000 + 2 * WINDOW_MS });
      const slot = await a.slots.tryAcquire('key:a', 1);
      expect(slot).not.toBeNull();
      expect(await a.slots.tryAcquire('key:a', 1)).toBeNull();
      await slot?.();
      await slot?.();
      const again = await a.slots.tryAcquire('key:a', 1);
      expect(again).not.toBeNull();
      await again?.();
    });

    it('slots hold across instances over the same data, are taken several at once (all or none), and a dead holder’s free themselves when their lease runs out', async () => {
      const b = await another();
      expect(await a.slots.tryAcquire('key:x', 1)).not.toBeNull(); // never released: its holder "dies"
      expect(await b.slots.tryAcquire('key:x', 1)).toBeNull();
      const three = await a.slots.tryAcquire('analyses:user:1', 5, 3);
      expect(three).not.toBeNull();
      expect(await b.slots.tryAcquire('analyses:user:1', 5, 3)).toBeNull();
      const two = await b.slots.tryAcquire('analyses:user:1', 5, 2);
      expect(two).not.toBeNull();
      expect(await a.slots.tryAcquire('analyses:user:1', 5, 1)).toBeNull();
      await three?.();
      expect(await b.slots.tryAcquire('analyses:user:1', 5, 3)).not.toBeNull();
      const c = await another();
      expect(await c.shortLeaseSlots.tryAcquire('key:y', 1)).not.toBeNull();
      expect(await b.slots.tryAcquire('key:y', 1)).toBeNull();
      await c.close(); // the holder dies: its renewals stop
      await until(
        () => b.slots.tryAcquire('key:y', 1),
        (slot) => slot !== null,
        5_000,
        50,
      );
    });

    it('an analysis stopped at its limit is charged its pages, never more than the payer has', async () => {
      const p = await payer(3, 2);
      expect(await a.store.chargeStoppedAnalysis(p, uuid(70), 2, Date.UTC(2026, 0, 15))).toBe(2);
      expect(await a.store.getUser(p.userId)).toMatchObject({ freeCredits: 1, paidCredits: 2 });
      expect(await a.store.chargeStoppedAnalysis(p, uuid(71), 10, Date.UTC(2026, 0, 15))).toBe(3);
      expect(await a.store.getUser(p.userId)).toMatchObject({ freeCredits: 0, paidCredits: 0 });
      expect(await a.store.chargeStoppedAnalysis(p, uuid(72), 1, Date.UTC(2026, 0, 15))).toBe(0);
      const anonymous: Payer = { kind: 'anonymous', owner: 'ip:192.0.2.9', pagesPerDay: 1, storageQuotaBytes: 1000 };
      expect(await a.store.chargeStoppedAnalysis(anonymous, uuid(73), 5, Date.UTC(2026, 0, 15, 10))).toBe(1);
      expect(await a.store.creditsAvailable(anonymous, Date.UTC(2026, 0, 15, 11))).toBe(0);
      expect(await a.store.creditsAvailable(anonymous, Date.UTC(2026, 0, 16, 1))).toBe(1);
    });

    if (h.shared) {
      it('request windows hold across instances', async () => {
        const b = await another();
        expect((await a.rate.hit('key:x', 1, 10_000)).allowed).toBe(true);
        expect((await b.rate.hit('key:x', 1, 10_001)).allowed).toBe(false);
      });
    }
  });
}

describe('cluster-wide exclusive work (the retention sweep runs once)', () => {
  it('a second instance skips work another one is doing, and takes it once that one is done', async () => {
    const adminUrl = process.env.BSC_TEST_PG_ADMIN_URL as string;
    const url = await createDatabase(adminUrl, 'bsc_excl');
    const [one, two] = [await openPgDatabase(url), await openPgDatabase(url)];
    try {
      let release: (() => void) | null = null;
      const held = one.exclusive('sweep', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
      await until(
        async () => release !== null,
        (started) => started,
        5_000,
        10,
      );
      expect(await two.exclusive('sweep', async () => 'second')).toBeNull();
      (release as unknown as () => void)();
      expect(await held).toBe('first');
      expect(await two.exclusive('sweep', async () => 'second')).toBe('second');
    } finally {
      await one.close();
      await two.close();
      await dropDatabase(adminUrl, url);
    }
  });
});

describeStore('SQLite', sqliteHarness);
describeStore('PostgreSQL', postgresHarness);
