/**
 * Every route and error code over real HTTP on 127.0.0.1, with the typed client where it fits and
 * raw requests where the request itself must be malformed. One server for the whole file; the
 * retention test moves its clock, so it runs last.
 */
import { ofxdump } from '../helpers/ofxdump.ts';
import { parseQif } from '../helpers/qif.ts';
import { type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type BankStatementClient, type FileRecord } from '../../src/client/index.ts';
import { createApp } from '../../src/server/app.ts';
import type { UserService } from '../../src/server/services/user-service.ts';
import {
  BUNDLE,
  ONE_PAGE_SAMPLE,
  PROTECTED_PASSWORD,
  PROTECTED_SAMPLE,
  TEXT_SAMPLE,
  TestClock,
  type TestServer,
  pdfWithText,
  readSample,
  startTestServer,
} from './helpers.ts';

const clock = new TestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(async () => {
  await server?.stop();
});

/** The ApiError a call fails with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A raw POST with any body and headers. */
async function post(path: string, init: { key?: string; body?: RequestInit['body']; headers?: Record<string, string> } = {}): Promise<Response> {
  return server.fetch(`${server.apiUrl}${path}`, {
    method: 'POST',
    headers: { ...(init.key ? { Authorization: `Bearer ${init.key}` } : {}), ...init.headers },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
}

const errorBody = (code: string) => ({ error: code, message: expect.any(String), recovery: expect.any(String) });

describe('first start', () => {
  it('creates the local user on an empty database; its key works', async () => {
    const local = server.runtime.localUser;
    expect(local?.user.email).toBe('local@localhost');
    const info = await server.client(local?.apiKey).user();
    expect(info).toEqual({
      user: {
        userId: local?.user.id,
        firstName: 'Local',
        lastName: 'User',
        email: 'local@localhost',
        emailVerified: false,
        referralCode: expect.stringMatching(/^[A-Z0-9]{10}$/),
      },
      credits: { paidCredits: 0, freeCredits: 1000 },
      unlimitedCredits: false,
      subscriptionCount: 0,
      plan: 'free',
      saveConvertedFiles: false,
      hasPaymentMethod: false,
    });
  });
});

describe('GET /user', () => {
  it('shows plan, credits and unlimited flag of the key’s user', async () => {
    const { client, userId } = await server.addUser({ firstName: 'Ana', lastName: 'Ruiz', plan: 'pro', freeCredits: 5, paidCredits: 7 });
    const info = await client.user();
    expect(info.user).toMatchObject({ userId, firstName: 'Ana', lastName: 'Ruiz' });
    expect(info).toMatchObject({ credits: { freeCredits: 5, paidCredits: 7 }, plan: 'pro', subscriptionCount: 1, unlimitedCredits: false });
  });
});

describe('text flow', () => {
  let client: BankStatementClient;
  let key: string;
  let file: FileRecord;

  beforeAll(async () => {
    ({ client, apiKey: key } = await server.addUser({ freeCredits: 10 }));
    [file] = (await client.upload(TEXT_SAMPLE)) as [FileRecord];
  });

  it('upload answers 201 with the spec’s record: READY, TEXT_BASED, pages (and the extension: its verdict)', async () => {
    expect(file).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      filename: 'es-importe-saldo-001.pdf',
      pdfType: 'TEXT_BASED',
      state: 'READY',
      numberOfPages: 3,
      reconciliation: { status: 'verified', statusReason: expect.stringContaining('printed balances') },
    });
    expect(server.responses.find((r) => r.url.endsWith('/bank-statement') && r.status === 201)).toBeDefined();
  });

  it('status adds progress (100 for READY)', async () => {
    expect(await client.status([file.uuid])).toEqual([{ ...file, progress: 100 }]);
  });

  it('converts to JSON with the spec’s shape', async () => {
    const statement = await client.convert(file.uuid, 'JSON');
    expect(statement.transactions.length).toBeGreaterThan(10);
    expect(statement.transactions[0]).toEqual(
      expect.objectContaining({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        description: expect.any(String),
        amount: expect.any(Number),
        currency: 'EUR',
      }),
    );
    expect(statement.metadata).toEqual(
      expect.objectContaining({
        bank: expect.any(String),
        accountNumber: expect.stringMatching(/^\*{4}.{4}$/),
        statementPeriod: expect.stringMatching(/^\d{4}-\d{2}$/),
      }),
    );
    expect(statement.warnings).toEqual([]);
  });

  it('converts to CSV and XLSX with content type and download name; format is case-insensitive', async () => {
    const csv = await post('/bank-statement/convert?format=csv', { key, body: JSON.stringify({ uuid: file.uuid }) });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="es-importe-saldo-001.csv"');
    expect((await csv.text()).split('\r\n')[0]).toBe('Date,Description,Amount,Balance,Currency');
    const xlsx = await client.convert(file.uuid, 'XLSX');
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
    const json = await post('/bank-statement/convert?format=Json', { key, body: JSON.stringify({ uuid: file.uuid }) });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('content-disposition')).toBeNull();
  });

  it('converts to the OFX, QFX and QIF extensions as attachments that ofxdump and qif2json read', async () => {
    const types: Record<string, string> = { OFX: 'application/x-ofx', qfx: 'application/vnd.intu.qfx', Qif: 'application/qif' };
    const bodies: Record<string, string> = {};
    for (const [format, type] of Object.entries(types)) {
      const response = await post(`/bank-statement/convert?format=${format}`, { key, body: JSON.stringify({ uuid: file.uuid }) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="es-importe-saldo-001.${format.toLowerCase()}"`);
      bodies[format] = await response.text();
    }
    expect(ofxdump(bodies.OFX!).transactions).toHaveLength(76);
    expect(ofxdump(bodies.qfx!).transactions).toHaveLength(76);
    expect(parseQif(bodies.Qif!, 'us').transactions).toHaveLength(76);
  });

  it('charges one credit per page, once: converting again is free', async () => {
    expect((await client.user()).credits.freeCredits).toBe(7);
    await client.convert(file.uuid, 'CSV');
    expect((await client.user()).credits.freeCredits).toBe(7);
  });

  it('takes several files in one request (a real two-statement bundle among them)', async () => {
    const { client: other } = await server.addUser({ freeCredits: 10 });
    const records = await other.upload([BUNDLE, ONE_PAGE_SAMPLE]);
    expect(records.map((r) => [r.filename, r.state, r.numberOfPages])).toEqual([
      ['11-kauri-nz-two-statement-bundle.pdf', 'READY', 3],
      ['us-checking-signed-001.pdf', 'READY', 1],
    ]);
    const bundle = await other.convert((records[0] as FileRecord).uuid, 'JSON');
    expect(bundle.transactions.length).toBeGreaterThan(5);
    expect(bundle.metadata.bank).toEqual(expect.any(String));
    expect((await other.user()).credits.freeCredits).toBe(6);
  });
});

describe('protected flow', () => {
  it('upload → PASSWORD_REQUIRED (free); wrong password → 422 and no change; right one → READY, charged once', async () => {
    const { client } = await server.addUser({ freeCredits: 10 });
    const [file] = (await client.upload(PROTECTED_SAMPLE)) as [FileRecord];
    expect(file).toMatchObject({ state: 'PASSWORD_REQUIRED', pdfType: null, numberOfPages: null });
    expect((await client.user()).credits.freeCredits).toBe(10);

    const locked = await failure(client.convert(file.uuid, 'JSON'));
    expect([locked.status, locked.code]).toEqual([422, 'PASSWORD_REQUIRED']);

    const wrong = await failure(client.setPassword(file.uuid, 'not-the-password'));
    expect([wrong.status, wrong.code]).toEqual([422, 'INVALID_PASSWORD']);
    expect((await client.status([file.uuid]))[0]).toMatchObject({ state: 'PASSWORD_REQUIRED', progress: 0 });
    expect((await client.user()).credits.freeCredits).toBe(10);

    expect(await client.setPassword(file.uuid, PROTECTED_PASSWORD)).toEqual({ uuid: file.uuid, state: 'READY', passwordSet: true });
    expect((await client.status([file.uuid]))[0]).toMatchObject({ state: 'READY', pdfType: 'TEXT_BASED', numberOfPages: 3, progress: 100 });
    expect((await client.user()).credits.freeCredits).toBe(7);

    // Not protected any more: 200, passwordSet false, nothing charged.
    expect(await client.setPassword(file.uuid, PROTECTED_PASSWORD)).toEqual({ uuid: file.uuid, state: 'READY', passwordSet: false });
    expect((await client.user()).credits.freeCredits).toBe(7);
    expect((await client.convert(file.uuid, 'JSON')).transactions.length).toBeGreaterThan(10);
  });

  it('the password is in neither the database nor the data directory', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    for (const name of readdirSync(server.dataDir)) {
      if (name.startsWith('bsc.sqlite')) expect(readFileSync(join(server.dataDir, name)).includes(PROTECTED_PASSWORD)).toBe(false);
    }
  });
});

describe('credits', () => {
  it('refuses an upload that needs more credits than left: 403, nothing stored or charged (all files)', async () => {
    const { client } = await server.addUser({ freeCredits: 3 });
    const filesBefore = await server.rows('files');
    const dirsBefore = (await server.storedDirs()).length;
    const refused = await failure(client.upload([ONE_PAGE_SAMPLE, TEXT_SAMPLE]));
    expect([refused.status, refused.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect(await server.rows('files')).toBe(filesBefore);
    expect((await server.storedDirs()).length).toBe(dirsBefore);
    expect((await client.user()).credits.freeCredits).toBe(3);
    // Exactly enough is fine.
    await client.upload(TEXT_SAMPLE);
    expect((await client.user()).credits).toEqual({ freeCredits: 0, paidCredits: 0 });
  });

  it('spends free credits before paid ones', async () => {
    const { client } = await server.addUser({ freeCredits: 2, paidCredits: 5 });
    await client.upload(TEXT_SAMPLE);
    expect((await client.user()).credits).toEqual({ freeCredits: 0, paidCredits: 4 });
  });

  it('never charges an unlimited user', async () => {
    const { client } = await server.addUser({ freeCredits: 0, unlimitedCredits: true });
    await client.upload(TEXT_SAMPLE);
    expect(await client.user()).toMatchObject({ credits: { freeCredits: 0, paidCredits: 0 }, unlimitedCredits: true });
  });

  it('charges a protected file at set-password, and refuses it atomically there too', async () => {
    const { client } = await server.addUser({ freeCredits: 2 });
    const [file] = (await client.upload(PROTECTED_SAMPLE)) as [FileRecord];
    const refused = await failure(client.setPassword(file.uuid, PROTECTED_PASSWORD));
    expect([refused.status, refused.code]).toEqual([403, 'INSUFFICIENT_CREDITS']);
    expect((await client.status([file.uuid]))[0]?.state).toBe('PASSWORD_REQUIRED');
    expect((await client.user()).credits.freeCredits).toBe(2);
  });
});

describe('errors', () => {
  let key: string;
  let client: BankStatementClient;
  beforeAll(async () => {
    ({ apiKey: key, client } = await server.addUser({ freeCredits: 50 }));
  });

  it('401 UNAUTHORIZED: no header, wrong scheme, unknown key, forged secret', async () => {
    const local = server.runtime.localUser?.apiKey as string;
    const forged = `${local.slice(0, local.lastIndexOf('_') + 1)}${'A'.repeat(43)}`;
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: `Basic ${key}` },
      { Authorization: 'Bearer nope' },
      { Authorization: `Bearer ${forged}` },
    ]) {
      const response = await server.fetch(`${server.apiUrl}/user`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(errorBody('UNAUTHORIZED'));
    }
    expect((await failure(server.client().upload(TEXT_SAMPLE))).code).toBe('UNAUTHORIZED');
  });

  it('404 NOT_FOUND for an unknown route or method, with or without a key', async () => {
    for (const [method, path, auth] of [
      ['GET', '/nothing', true],
      ['PUT', '/bank-statement', true],
      ['DELETE', '/user', false],
      ['GET', '/api/v2/user', true],
    ] as const) {
      const url = path.startsWith('/api') ? `${server.apiUrl.replace('/api/v1', '')}${path}` : `${server.apiUrl}${path}`;
      const response = await server.fetch(url, { method, headers: auth ? { Authorization: `Bearer ${key}` } : new Headers() });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(errorBody('NOT_FOUND'));
    }
  });

  it('400 INVALID_FORMAT for a missing or unknown format', async () => {
    const [file] = (await client.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    for (const query of ['', '?format=PDF', '?format=', '?format=json&format=csv']) {
      const response = await post(`/bank-statement/convert${query}`, { key, body: JSON.stringify({ uuid: file.uuid }) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errorBody('INVALID_FORMAT'));
    }
  });

  it('400 INVALID_REQUEST for malformed JSON, missing or mistyped fields, a body that is not multipart, no files part, a wrong part name', async () => {
    const cases: Array<[string, RequestInit['body'] | undefined, Record<string, string>?]> = [
      ['/bank-statement/status', '{not json'],
      ['/bank-statement/status', JSON.stringify({ uuids: 'one' })],
      ['/bank-statement/status', JSON.stringify([])],
      ['/bank-statement/status', undefined],
      ['/bank-statement/convert?format=JSON', JSON.stringify({ id: 'x' })],
      ['/bank-statement/convert?format=JSON', JSON.stringify({ uuid: 42 })],
      ['/bank-statement/set-password', JSON.stringify({ uuid: 'x' })],
      ['/bank-statement', JSON.stringify({ files: [] }), { 'Content-Type': 'application/json' }],
    ];
    for (const [path, body, headers] of cases) {
      const response = await post(path, { key, ...(body !== undefined ? { body } : {}), ...(headers ? { headers } : {}) });
      expect(response.status, `${path} ${String(body)}`).toBe(400);
      expect(await response.json()).toEqual(errorBody('INVALID_REQUEST'));
    }
    const empty = new FormData();
    empty.append('note', 'hello');
    expect((await post('/bank-statement', { key, body: empty })).status).toBe(400);
    const wrongPart = new FormData();
    wrongPart.append('file', new Blob([readSample(ONE_PAGE_SAMPLE)]), 'a.pdf');
    const response = await post('/bank-statement', { key, body: wrongPart });
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('400 INVALID_REQUEST for more than 20 files, nothing stored', async () => {
    const before = await server.rows('files');
    const form = new FormData();
    for (let i = 0; i < 21; i++) form.append('files', new Blob([readSample(ONE_PAGE_SAMPLE)]), `f${i}.pdf`);
    const response = await post('/bank-statement', { key, body: form });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/20 files/);
    expect(await server.rows('files')).toBe(before);
  });

  it('400 INVALID_FILE_TYPE for a non-PDF and a truncated PDF, with nothing stored or charged even beside a good file', async () => {
    const before = {
      files: await server.rows('files'),
      usage: await server.rows('usage'),
      dirs: (await server.storedDirs()).length,
      credits: (await client.user()).credits,
    };
    const good = { filename: 'good.pdf', data: readSample(ONE_PAGE_SAMPLE) };
    for (const bad of [
      { filename: 'notes.txt', data: Buffer.from('just some text, not a PDF') },
      { filename: 'cut.pdf', data: readSample(TEXT_SAMPLE).subarray(0, 2000) },
      { filename: 'empty.pdf', data: Buffer.alloc(0) },
    ]) {
      const error = await failure(client.upload([good, bad]));
      expect([error.status, error.code]).toEqual([400, 'INVALID_FILE_TYPE']);
      expect(error.message).toContain(bad.filename);
    }
    expect({
      files: await server.rows('files'),
      usage: await server.rows('usage'),
      dirs: (await server.storedDirs()).length,
      credits: (await client.user()).credits,
    }).toEqual(before);
  });

  it('413 FILE_TOO_LARGE for 3 MB + 1 byte, stopped while streaming; nothing left behind', async () => {
    const before = {
      files: await server.rows('files'),
      usage: await server.rows('usage'),
      dirs: (await server.storedDirs()).length,
      credits: (await client.user()).credits,
    };
    const big = Buffer.alloc(server.runtime.limits.maxFileBytes + 1, 0x20);
    big.write('%PDF-1.7\n');
    const error = await failure(
      client.upload([
        { filename: 'small.pdf', data: readSample(ONE_PAGE_SAMPLE) },
        { filename: 'huge.pdf', data: big },
      ]),
    );
    expect([error.status, error.code]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(error.message).toContain('huge.pdf');
    expect({
      files: await server.rows('files'),
      usage: await server.rows('usage'),
      dirs: (await server.storedDirs()).length,
      credits: (await client.user()).credits,
    }).toEqual(before);
    // Exactly at the limit the size is fine (the bytes are then judged as a PDF).
    const atLimit = await failure(client.upload({ filename: 'edge.pdf', data: big.subarray(0, server.runtime.limits.maxFileBytes) }));
    expect(atLimit.code).toBe('INVALID_FILE_TYPE');
  });

  it('404 FILE_NOT_FOUND for unknown uuids; a status call names every unknown one', async () => {
    const [file] = (await client.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    const unknown = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
    const status = await failure(client.status([file.uuid, ...unknown]));
    expect([status.status, status.code]).toEqual([404, 'FILE_NOT_FOUND']);
    for (const uuid of unknown) expect(status.message).toContain(uuid);
    expect(status.message).not.toContain(file.uuid);
    expect((await failure(client.convert(unknown[0] as string, 'JSON'))).code).toBe('FILE_NOT_FOUND');
    expect((await failure(client.setPassword(unknown[0] as string, 'x'))).code).toBe('FILE_NOT_FOUND');
  });

  it('another key’s file is 404 FILE_NOT_FOUND on every route (never 403)', async () => {
    const [mine] = (await client.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    const { client: stranger } = await server.addUser();
    // One call at a time: a call started early could reject before anything awaits it.
    for (const call of [() => stranger.status([mine.uuid]), () => stranger.convert(mine.uuid, 'CSV'), () => stranger.setPassword(mine.uuid, 'x')]) {
      const error = await failure(call());
      expect([error.status, error.code]).toEqual([404, 'FILE_NOT_FOUND']);
    }
  });

  it('422 PROCESSING_FAILED when converting a file in ERROR (a text PDF holding no statement), with its error text', async () => {
    const [file] = (await client.upload({ filename: 'letter.pdf', data: await pdfWithText(['Dear customer,', 'this letter is not a bank statement.']) })) as [
      FileRecord,
    ];
    expect(file).toMatchObject({ state: 'ERROR', pdfType: 'TEXT_BASED', numberOfPages: 1, error: expect.stringMatching(/transaction/i) });
    expect((await client.status([file.uuid]))[0]).toMatchObject({ state: 'ERROR', error: expect.any(String) });
    const error = await failure(client.convert(file.uuid, 'JSON'));
    expect([error.status, error.code]).toEqual([422, 'PROCESSING_FAILED']);
    expect(error.message).toBe(file.error);
  });

  it('500 INTERNAL_ERROR from a failing service shows no internals', async () => {
    const deps = server.runtime.appDeps({ anonymous: false });
    const failing = {
      userInfo: () => {
        throw new Error('SQLITE_CORRUPT at /secret/path/db.sqlite: SELECT * FROM users');
      },
    } as unknown as UserService;
    const app = createApp({ ...deps, services: { ...deps.services, users: failing } });
    const broken: Server = createServer(app.callback());
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(broken.address() as AddressInfo).port}/api/v1/user`, { headers: { Authorization: `Bearer ${key}` } });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual(errorBody('INTERNAL_ERROR'));
      expect(body).not.toMatch(/SQLITE|secret|SELECT|\bat\b.*:\d+/);
      expect(response.headers.get('x-ratelimit-limit')).toBe('60');
    } finally {
      await new Promise((resolve) => broken.close(resolve));
    }
  });
});

describe('rate and concurrency limits', () => {
  it('60 requests a minute per key, then 429 with Retry-After; remaining counts down; reset is epoch seconds', async () => {
    const { client, apiKey } = await server.addUser();
    let last: Response | undefined;
    for (let i = 0; i < 60; i++) {
      last = await server.fetch(`${server.apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } });
      expect(last.status).toBe(200);
      expect(last.headers.get('x-ratelimit-remaining')).toBe(String(59 - i));
    }
    const reset = Number(last?.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(clock.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Math.ceil(clock.now() / 1000) + 60);
    const limited = await failure(client.user());
    expect([limited.status, limited.code]).toEqual([429, 'RATE_LIMIT_EXCEEDED']);
    expect(limited.retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited.retryAfter).toBeLessThanOrEqual(60);
    expect(client.lastRateLimit).toEqual({ limit: 60, remaining: 0, reset });
    // Another key is unaffected.
    await (await server.addUser()).client.user();
  });

  it('at most 5 uploads in flight per key: the 6th is 429 at once; slots free up when uploads end', async () => {
    const { apiKey, client } = await server.addUser();
    const { port } = new URL(server.apiUrl);
    // Five uploads that send their headers and part of a body, then hold.
    const held = Array.from({ length: 5 }, () => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/bank-statement',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'multipart/form-data; boundary=xyz' },
      });
      req.on('error', () => undefined);
      req.write('--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4\n');
      return req;
    });
    await new Promise((r) => setTimeout(r, 300));
    const sixth = await failure(client.upload(ONE_PAGE_SAMPLE));
    expect([sixth.status, sixth.code, sixth.retryAfter]).toEqual([429, 'RATE_LIMIT_EXCEEDED', 1]);
    for (const req of held) req.destroy();
    await new Promise((r) => setTimeout(r, 300));
    expect((await client.upload(ONE_PAGE_SAMPLE))[0]?.state).toBe('READY');
  });
});

describe('rate-limit headers', () => {
  it('are on every response this file received: successes, 4xx (401 and 404 too), 429', () => {
    expect(server.responses.length).toBeGreaterThan(100);
    const statuses = new Set(server.responses.map((r) => r.status));
    for (const status of [200, 201, 400, 401, 403, 404, 413, 422, 429]) expect(statuses, `saw ${status}`).toContain(status);
    for (const response of server.responses) {
      for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
        expect(response.headers.get(header), `${response.method} ${response.url} → ${response.status}`).toMatch(/^\d+$/);
      }
      if (response.status === 429) expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });
});

describe('retention (runs last: it moves the clock)', () => {
  it('after the retention period a file is 404 at once, and the sweep deletes its record and bytes', async () => {
    const { client } = await server.addUser();
    const [file] = (await client.upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    const { blobs } = server.runtime;
    expect((await blobs.readSource(file.uuid)).length).toBeGreaterThan(0);
    expect((await blobs.readStatement(file.uuid)).length).toBeGreaterThan(0);
    await client.convert(file.uuid, 'CSV');
    expect((await blobs.readResult(file.uuid, 'csv')).length).toBeGreaterThan(0);

    clock.advance(server.runtime.limits.retentionMs - 1000);
    expect((await client.status([file.uuid]))[0]?.state).toBe('READY');
    clock.advance(1000);
    const gone = await failure(client.status([file.uuid]));
    expect([gone.status, gone.code]).toEqual([404, 'FILE_NOT_FOUND']);
    expect((await failure(client.convert(file.uuid, 'JSON'))).code).toBe('FILE_NOT_FOUND');

    expect(await server.runtime.retention.sweep()).toBeGreaterThan(0);
    await expect(blobs.readSource(file.uuid)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(blobs.readStatement(file.uuid)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(blobs.readResult(file.uuid, 'csv')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await server.runtime.store.getFile(file.uuid)).toBeNull();
    expect(await server.rows('files')).toBe(0);
    expect(await server.storedDirs()).toEqual([]);
  });
});
