/**
 * Security review 2026-11-26, finding 2: a key with a few credits kept both parse workers busy
 * for free with large PDFs that hit the analysis limit (never charged; the page count checked
 * only after the whole analysis). Now a cheap first pass reads the page count and sizes before
 * any text: a file costing more than the caller has ends there, and an analysis stopped at its
 * limit (or by its client hanging up) is charged the pages it measured (at least one credit), so
 * it cannot be looped for free.
 * And finding 3 at the service: what is billed is what is read.
 *
 * A test-only marker makes the child spin after its cheap pass, as a PDF whose content streams
 * take pdf.js past the time limit would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type FileRecord } from '../../src/client/index.ts';
import { ONE_PAGE_SAMPLE, PROTECTED_SAMPLE, TEXT_SAMPLE, type TestServer, readSample, startTestServer, until, withMarker } from './helpers.ts';
import { makePdf, multiPageStatement, withShiftedBox } from './pdf-bytes.ts';

const HANG_MARKER = 'BSC-TEST-HANG';
// Long enough for a fresh child's first analysis on a busy two-core machine; each hostile file costs one.
const ANALYSE_TIMEOUT_MS = 5_000;
const A4 = { width: 595.28, height: 841.89 };

async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ processor: { childEnv: { BSC_TEST_HANG_MARKER: HANG_MARKER }, analyseTimeoutMs: ANALYSE_TIMEOUT_MS } });
});
afterAll(async () => {
  await server?.stop();
});

const pool = () => server.runtime.processor.parsePool;
const idle = () =>
  until(
    async () => [pool().running, pool().queued],
    ([running, queued]) => running === 0 && queued === 0,
    10_000,
    50,
  );
const credits = async (client: Awaited<ReturnType<TestServer['addUser']>>['client']) => {
  const { freeCredits, paidCredits } = (await client.user()).credits;
  return freeCredits + paidCredits;
};

describe('finding 2: pages are known before the expensive part, and stopped analyses are charged', () => {
  it('the review’s 2000-page PDF from a 4-credit key is refused (403) after the cheap pass, before any text is read, at no charge', async () => {
    const { client } = await server.addUser({ freeCredits: 4 });
    const big = withMarker(await makePdf(Array.from({ length: 2000 }, () => ({ ...A4, lines: ['x'] }))), HANG_MARKER);
    const killed = pool().stats.killed;
    const error = await failure(client.upload({ filename: 'big.pdf', data: big }));
    expect([error.status, error.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect(error.message).toMatch(/2000 credit/);
    // Refused before the marker's spin (which comes after the cheap pass): no child was killed.
    expect(pool().stats.killed).toBe(killed);
    expect(await credits(client)).toBe(4);
    await idle();
  });

  it('the review’s loop: each analysis stopped at its limit costs its pages; once the credits are spent the next upload is refused before its body is read', async () => {
    const { client } = await server.addUser({ freeCredits: 4 });
    const hostile = withMarker(readSample(TEXT_SAMPLE), HANG_MARKER); // 3 pages
    const first = await failure(client.upload({ filename: 'slow.pdf', data: hostile }));
    expect([first.status, first.code]).toEqual([400, 'INVALID_FILE_TYPE']);
    expect(first.message).toMatch(/time limit.*3 credit\(s\) were charged/);
    expect(await credits(client)).toBe(1);
    // What is left (1) buys less than the file (3): refused after the cheap pass, not stopped.
    const second = await failure(client.upload({ filename: 'slow.pdf', data: hostile }));
    expect([second.status, second.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    const onePage = withMarker(readSample(ONE_PAGE_SAMPLE), HANG_MARKER);
    expect((await failure(client.upload({ filename: 'slow1.pdf', data: onePage }))).message).toMatch(/1 credit\(s\) were charged/);
    expect(await credits(client)).toBe(0);
    const started = pool().stats.started + pool().stats.killed;
    const last = await failure(client.upload({ filename: 'slow1.pdf', data: onePage }));
    expect([last.status, last.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect(pool().stats.started + pool().stats.killed).toBe(started);
    expect(await server.rows('files')).toBe(0);
    await idle();
  });

  it('hanging up just before the limit does not make the analysis free: the work begun is charged', async () => {
    const { apiKey, client } = await server.addUser({ freeCredits: 10 });
    const form = new FormData();
    form.append('files', new Blob([withMarker(readSample(TEXT_SAMPLE), HANG_MARKER)]), 'slow.pdf'); // 3 pages
    const controller = new AbortController();
    const upload = fetch(`${server.apiUrl}/bank-statement`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}` },
      body: form,
      signal: controller.signal,
    }).catch(() => 'aborted');
    await until(
      async () => pool().running,
      (n) => n > 0,
      10_000,
      20,
    );
    // The child measures within a few milliseconds of starting; hang up well inside the limit.
    await new Promise((r) => setTimeout(r, ANALYSE_TIMEOUT_MS / 2));
    controller.abort();
    expect(await upload).toBe('aborted');
    await until(
      () => credits(client),
      (n) => n < 10,
      5_000,
      50,
    );
    expect(await credits(client)).toBe(7);
    expect(await server.rows('files')).toBe(0);
    await idle();
  });

  it('another user’s one-page upload keeps its time while a few-credit key tries the loop', async () => {
    const victim = await server.addUser({ unlimitedCredits: true });
    await victim.client.upload(ONE_PAGE_SAMPLE);
    const baseline = (await timed(() => victim.client.upload(ONE_PAGE_SAMPLE))).ms;
    const { client } = await server.addUser({ freeCredits: 4 });
    const hostile = (i: number) => ({ filename: `slow-${i}.pdf`, data: withMarker(readSample(ONE_PAGE_SAMPLE), HANG_MARKER) });
    // The attacker's loop ends by itself: four analyses charged, then refusals before any body is read.
    const loop = (async () => {
      const codes: string[] = [];
      for (let i = 0; i < 8; i++) codes.push((await failure(client.upload(hostile(i)))).code);
      return codes;
    })();
    const { ms, value } = await timed(() => victim.client.upload(ONE_PAGE_SAMPLE));
    expect(value[0]?.state).toBe('READY');
    // At most the attacker's running analysis and a fresh child stand before it, never its loop.
    expect(ms).toBeLessThan(baseline + 2 * ANALYSE_TIMEOUT_MS + 5_000);
    const codes = await loop;
    expect(codes.filter((c) => c === 'INVALID_FILE_TYPE')).toHaveLength(4);
    expect(codes.slice(4)).toEqual(['INSUFFICIENT_CREDITS', 'INSUFFICIENT_CREDITS', 'INSUFFICIENT_CREDITS', 'INSUFFICIENT_CREDITS']);
    expect(await credits(client)).toBe(0);
    await idle();
  });

  it('files whose measured pages together exceed the credits are refused for credits, and nothing is charged', async () => {
    const { client } = await server.addUser({ freeCredits: 5 });
    const twoPages = await makePdf([A4, A4]);
    const error = await failure(client.upload([0, 1, 2].map((i) => ({ filename: `two-${i}.pdf`, data: twoPages }))));
    expect([error.status, error.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect(await credits(client)).toBe(5);
    await idle();
  });

  it('set-password: an unlocked file costing more than the credits is refused and stays protected; one stopped at the limit is charged and ends in ERROR', async () => {
    const { client } = await server.addUser({ freeCredits: 3 });
    const [locked] = (await client.upload({ filename: 'p.pdf', data: await makePdf([A4, A4, A4, A4], { userPassword: 'pw' }) })) as [FileRecord];
    const refused = await failure(client.setPassword(locked.uuid, 'pw'));
    expect([refused.status, refused.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect((await client.status([locked.uuid]))[0]?.state).toBe('PASSWORD_REQUIRED');

    const [slow] = (await client.upload({ filename: 'slow.pdf', data: withMarker(readSample(PROTECTED_SAMPLE), HANG_MARKER) })) as [FileRecord]; // 3 pages
    const stopped = await failure(client.setPassword(slow.uuid, 'secret123'));
    expect([stopped.status, stopped.code]).toEqual([422, 'PROCESSING_FAILED']);
    expect(stopped.message).toMatch(/3 credit\(s\) were charged/);
    expect((await client.status([slow.uuid]))[0]?.state).toBe('ERROR');
    expect(await credits(client)).toBe(0);
    await idle();
  });
});

describe('finding 3 at the service: the billed area is what is read', () => {
  it('three pages drawn on one A4 page cost one credit and convert only the page inside the box', async () => {
    const { client } = await server.addUser({ freeCredits: 10 });
    const [file] = (await client.upload({ filename: 'stacked.pdf', data: await multiPageStatement({ pages: 3, rowsPerPage: 17, hide: 'left' }) })) as [
      FileRecord,
    ];
    expect([file.state, file.numberOfPages]).toEqual(['READY', 1]);
    expect(await credits(client)).toBe(9);
    const statement = await client.convert(file.uuid, 'JSON');
    expect(statement.transactions).toHaveLength(17);
    expect(JSON.stringify(statement)).not.toMatch(/Page [12] item/);
  });

  it('a statement drawn wholly outside its MediaBox converts nothing', async () => {
    const { client } = await server.addUser({ freeCredits: 10 });
    const moved = withShiftedBox(await multiPageStatement({ pages: 1, rowsPerPage: 19, scaledText: true }), { dx: 700 });
    const [file] = (await client.upload({ filename: 'moved.pdf', data: moved })) as [FileRecord];
    expect(file.state).toBe('ERROR');
    expect((await failure(client.convert(file.uuid, 'JSON'))).code).toBe('PROCESSING_FAILED');
  });
});
