/**
 * Security review, billing findings (docs/security.md): C2 page trees that lie about their page
 * count, M4 one tall page, H2 storage by protected files. Each test performs the review's attack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type FileRecord } from '../../src/client/index.ts';
import { ONE_PAGE_SAMPLE, PROTECTED_PASSWORD, PROTECTED_SAMPLE, TEXT_SAMPLE, TestClock, type TestServer, readSample, startTestServer } from './helpers.ts';
import { makePdf, withPageCount } from './pdf-bytes.ts';

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const A4 = { width: 595.28, height: 841.89 };
/** The review's /Count values: negative and zero (pdf.js passes them on), larger than the tree (pdf.js repairs it). */
const LYING_COUNTS = [-1000, 0] as const;

describe('C2: a page tree that declares fewer than one page', () => {
  let server: TestServer;
  let onePage: Buffer;
  let onePageLocked: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    onePage = await makePdf([A4]);
    onePageLocked = await makePdf([A4], { userPassword: 'pw' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const count of LYING_COUNTS) {
    it(`/Count ${count} bundled with a real statement: 400 naming the file, nothing stored, no credit minted or spent`, async () => {
      const { client } = await server.addUser({ freeCredits: 0, paidCredits: 0 });
      const before = { files: await server.rows('files'), usage: await server.rows('usage') };
      // The review's bundle, from a zero-credit key: refused before anything is analysed.
      const poor = await failure(client.upload([{ filename: 'neg.pdf', data: withPageCount(onePage, count) }, TEXT_SAMPLE]));
      expect([poor.status, poor.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);

      const { client: paying } = await server.addUser({ freeCredits: 10 });
      const error = await failure(paying.upload([{ filename: 'neg.pdf', data: withPageCount(onePage, count) }, TEXT_SAMPLE]));
      expect([error.status, error.code]).toEqual([400, 'INVALID_FILE_TYPE']);
      expect(error.message).toMatch(new RegExp(`neg\\.pdf.*declares ${count} pages`));
      expect((await paying.user()).credits).toEqual({ freeCredits: 10, paidCredits: 0 });
      expect((await client.user()).credits).toEqual({ freeCredits: 0, paidCredits: 0 });
      expect({ files: await server.rows('files'), usage: await server.rows('usage') }).toEqual(before);
    });

    it(`/Count ${count} behind a password: set-password is 422, the file goes to ERROR, nothing is charged or minted`, async () => {
      const { client } = await server.addUser({ freeCredits: 5 });
      const [file] = (await client.upload({ filename: 'negp.pdf', data: withPageCount(onePageLocked, count) })) as [FileRecord];
      expect(file.state).toBe('PASSWORD_REQUIRED');
      const error = await failure(client.setPassword(file.uuid, 'pw'));
      expect([error.status, error.code]).toEqual([422, 'PROCESSING_FAILED']);
      expect((await client.status([file.uuid]))[0]).toMatchObject({ state: 'ERROR', error: expect.stringMatching(/declares/) });
      expect((await client.user()).credits.freeCredits).toBe(5);
    });
  }

  it('/Count larger than the real tree is counted from the tree: charged the real page count, on upload and on set-password', async () => {
    const { client } = await server.addUser({ freeCredits: 10 });
    const [upload] = (await client.upload({ filename: 'big.pdf', data: withPageCount(onePage, 1000) })) as [FileRecord];
    expect(upload.numberOfPages).toBe(1);
    expect((await client.user()).credits.freeCredits).toBe(9);
    const [locked] = (await client.upload({ filename: 'bigp.pdf', data: withPageCount(onePageLocked, 1000) })) as [FileRecord];
    await client.setPassword(locked.uuid, 'pw');
    expect((await client.status([locked.uuid]))[0]?.numberOfPages).toBe(1);
    expect((await client.user()).credits.freeCredits).toBe(8);
  });
});

describe('C2 for anonymous callers: the daily page stays one page', () => {
  const clock = new TestClock(Date.UTC(2026, 0, 15, 12));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, anonymous: true });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a negative or zero /Count is refused and does not touch the allowance; after the day’s page the bundle is 429', async () => {
    const anonymous = server.client();
    const onePage = await makePdf([A4]);
    for (const count of LYING_COUNTS) {
      clock.advance(61_000);
      const error = await failure(anonymous.upload({ filename: 'neg.pdf', data: withPageCount(onePage, count) }));
      expect([error.status, error.code]).toEqual([400, 'INVALID_FILE_TYPE']);
    }
    expect(await server.rows('usage')).toBe(0);
    clock.advance(61_000);
    expect((await anonymous.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
    // The review's replay: the day's page is spent, then the statement bundled with count-1000.
    clock.advance(61_000);
    const bundle = await failure(anonymous.upload([{ filename: 'neg.pdf', data: withPageCount(onePage, -1000) }, TEXT_SAMPLE]));
    expect([bundle.status, bundle.code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect(await server.runtime.store.pagesChargedToday('ip:127.0.0.1', clock.now())).toBe(1);
  });

  it('set-password on a protected /Count -1000 is refused, and mints no allowance', async () => {
    clock.advance(24 * 3600_000);
    const anonymous = server.client();
    const [file] = (await anonymous.upload({ filename: 'negp.pdf', data: withPageCount(await makePdf([A4], { userPassword: 'pw' }), -1000) })) as [FileRecord];
    clock.advance(61_000);
    expect((await failure(anonymous.setPassword(file.uuid, 'pw'))).code).toBe('PROCESSING_FAILED');
    expect(await server.runtime.store.pagesChargedToday('ip:127.0.0.1', clock.now())).toBe(0);
    clock.advance(61_000);
    expect((await anonymous.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
    clock.advance(61_000);
    expect((await failure(anonymous.upload(ONE_PAGE_SAMPLE))).status).toBe(429);
  });
});

describe('M4: credits follow page area, and page size is bounded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('three A4 pages folded onto one tall page cost three credits; US Legal and Letter cost one', async () => {
    const { client } = await server.addUser({ freeCredits: 10 });
    const [tall] = (await client.upload({ filename: 'tall-onepage.pdf', data: await makePdf([{ width: 595, height: 2526 }]) })) as [FileRecord];
    expect(tall.numberOfPages).toBe(1);
    expect((await client.user()).credits.freeCredits).toBe(7);
    await client.upload([
      { filename: 'legal.pdf', data: await makePdf([{ width: 612, height: 1008 }]) },
      { filename: 'letter.pdf', data: await makePdf([{ width: 612, height: 792 }]) },
    ]);
    expect((await client.user()).credits.freeCredits).toBe(5);
  });

  it('a page beyond 200 inches is refused (the review’s 350-inch page), nothing charged', async () => {
    const { client } = await server.addUser({ freeCredits: 100 });
    const error = await failure(client.upload({ filename: 'very-tall.pdf', data: await makePdf([{ width: 595, height: 25_257 }]) }));
    expect([error.status, error.code]).toEqual([400, 'INVALID_FILE_TYPE']);
    expect(error.message).toMatch(/very-tall\.pdf.*200 inches/);
    expect((await client.user()).credits.freeCredits).toBe(100);
  });

  it('a tall protected page is charged by area at set-password', async () => {
    const { client } = await server.addUser({ freeCredits: 10 });
    const [file] = (await client.upload({ filename: 'tallp.pdf', data: await makePdf([{ width: 595, height: 2526 }], { userPassword: 'pw' }) })) as [
      FileRecord,
    ];
    await client.setPassword(file.uuid, 'pw');
    expect((await client.user()).credits.freeCredits).toBe(7);
  });
});

describe('H2: a storage quota per user that protected files count against', () => {
  const clock = new TestClock();
  let server: TestServer;
  const protectedBytes = readSample(PROTECTED_SAMPLE).length;
  beforeAll(async () => {
    // Room for three protected samples.
    server = await startTestServer({ clock, limits: { userStorageQuotaBytes: 3 * protectedBytes + 100 } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a zero-credit key stores nothing, protected files included: refused before analysis', async () => {
    const { client } = await server.addUser({ freeCredits: 0 });
    const error = await failure(client.upload(Array.from({ length: 20 }, () => PROTECTED_SAMPLE)));
    expect([error.status, error.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect(await server.storedDirs()).toEqual([]);
  });

  it('protected files fill the quota; the next upload is 403 STORAGE_QUOTA_EXCEEDED with nothing stored; other users are unaffected; expiry frees it', async () => {
    const { client } = await server.addUser({ freeCredits: 100 });
    expect((await client.upload([PROTECTED_SAMPLE, PROTECTED_SAMPLE])).map((f) => f.state)).toEqual(['PASSWORD_REQUIRED', 'PASSWORD_REQUIRED']);
    const dirs = (await server.storedDirs()).length;
    const error = await failure(client.upload([PROTECTED_SAMPLE, PROTECTED_SAMPLE]));
    expect([error.status, error.code]).toEqual([403, 'STORAGE_QUOTA_EXCEEDED']);
    expect(error.message).toMatch(/storage/);
    expect((await server.storedDirs()).length).toBe(dirs);
    expect((await client.user()).credits.freeCredits).toBe(100);
    // One more fits exactly; then even a small statement does not.
    await client.upload(PROTECTED_SAMPLE);
    expect((await failure(client.upload(ONE_PAGE_SAMPLE))).code).toBe('STORAGE_QUOTA_EXCEEDED');

    const { client: other } = await server.addUser({ freeCredits: 10 });
    expect((await other.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');

    clock.advance(server.runtime.limits.retentionMs);
    expect((await client.upload(PROTECTED_SAMPLE))[0]?.state).toBe('PASSWORD_REQUIRED');
  });

  it('setting the password keeps the file counted (it stays stored)', async () => {
    const { client } = await server.addUser({ freeCredits: 100 });
    const files = await client.upload([PROTECTED_SAMPLE, PROTECTED_SAMPLE, PROTECTED_SAMPLE]);
    await client.setPassword((files[0] as FileRecord).uuid, PROTECTED_PASSWORD);
    expect((await failure(client.upload(ONE_PAGE_SAMPLE))).code).toBe('STORAGE_QUOTA_EXCEEDED');
  });
});
