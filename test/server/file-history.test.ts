/**
 * The history routes the web page builds on (docs/api.md, "Listing, removing and reading back
 * files"): GET /bank-statement (newest first, paged), DELETE /bank-statement/{uuid} (record,
 * results and bytes), GET /bank-statement/{uuid}/statement (the stored statement), and the
 * verdict (`reconciliation: { status, statusReason }`) on converted files' records. Runs on
 * SQLite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStatement, toJson } from '../../src/index.ts';
import { ONE_PAGE_SAMPLE, PROTECTED_PASSWORD, PROTECTED_SAMPLE, TEXT_SAMPLE, type TestServer, pdfWithText, readSample, startTestServer } from './helpers.ts';

interface Listed {
  uuid: string;
  filename: string;
  state: string;
  progress: number;
  createdAt: string;
  expiresAt: string;
  reconciliation?: { status: string; statusReason: string };
  error?: string;
}
interface Page {
  files: Listed[];
  next: string | null;
}

let server: TestServer;
let key: string;
const auth = () => ({ Authorization: `Bearer ${key}` });

async function upload(name: string, bytes: Buffer, apiKey = key): Promise<Listed> {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${server.apiUrl}/bank-statement`, { method: 'POST', headers: { Authorization: `Bearer ${apiKey}` }, body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as Listed[])[0] as Listed;
}

const list = async (query = '', apiKey = key): Promise<{ status: number; body: Page & { error?: string } }> => {
  const response = await fetch(`${server.apiUrl}/bank-statement${query}`, { headers: { Authorization: `Bearer ${apiKey}` } });
  return { status: response.status, body: (await response.json()) as Page & { error?: string } };
};

beforeAll(async () => {
  server = await startTestServer();
  key = (await server.addUser({ freeCredits: 100 })).apiKey;
});
afterAll(() => server.stop());

describe('verdicts on file records', () => {
  it('a converted text PDF carries its statement’s status and reason in the upload, status and listing answers', async () => {
    const uploaded = await upload('march.pdf', readSample(TEXT_SAMPLE));
    expect(uploaded.state).toBe('READY');
    const json = (await (
      await fetch(`${server.apiUrl}/bank-statement/convert?format=JSON`, { method: 'POST', headers: auth(), body: JSON.stringify({ uuid: uploaded.uuid }) })
    ).json()) as {
      reconciliation: { status: string; statusReason: string };
    };
    const verdict = { status: json.reconciliation.status, statusReason: json.reconciliation.statusReason };
    expect(verdict.status).toMatch(/^(verified|unverified|failed)$/);
    expect(uploaded.reconciliation).toEqual(verdict);
    const [status] = (await (
      await fetch(`${server.apiUrl}/bank-statement/status`, { method: 'POST', headers: auth(), body: JSON.stringify({ uuids: [uploaded.uuid] }) })
    ).json()) as Listed[];
    expect(status?.reconciliation).toEqual(verdict);
    const { body } = await list();
    expect(body.files.find((f) => f.uuid === uploaded.uuid)?.reconciliation).toEqual(verdict);
  });

  it('a protected text PDF gets its verdict at set-password; a file with no statement has none', async () => {
    const locked = await upload('locked.pdf', readSample(PROTECTED_SAMPLE));
    expect(locked.state).toBe('PASSWORD_REQUIRED');
    expect(locked.reconciliation).toBeUndefined();
    const unlocked = await fetch(`${server.apiUrl}/bank-statement/set-password`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ uuid: locked.uuid, password: PROTECTED_PASSWORD }),
    });
    expect(unlocked.status).toBe(200);
    const blank = await upload('blank.pdf', await pdfWithText(['Nothing to see here.']));
    expect(blank.state).toBe('ERROR');
    const { body } = await list();
    const byUuid = new Map(body.files.map((f) => [f.uuid, f]));
    expect(byUuid.get(locked.uuid)?.reconciliation?.status).toMatch(/^(verified|unverified|failed)$/);
    expect(byUuid.get(blank.uuid)).toMatchObject({ state: 'ERROR', error: expect.any(String) });
    expect(byUuid.get(blank.uuid)?.reconciliation).toBeUndefined();
  });
});

describe('GET /bank-statement', () => {
  it('lists the caller’s live files newest first, with their times, a page at a time', async () => {
    const { apiKey } = await server.addUser({ freeCredits: 20 });
    const names = ['one.pdf', 'two.pdf', 'three.pdf'];
    const uploaded: Listed[] = [];
    for (const name of names) {
      uploaded.push(await upload(name, readSample(ONE_PAGE_SAMPLE), apiKey));
      // Distinct creation times (milliseconds) keep the order the uploads were made in.
      await new Promise((r) => setTimeout(r, 5));
    }
    const all = await list('', apiKey);
    expect(all.status).toBe(200);
    expect(all.body.files.map((f) => f.filename)).toEqual(['three.pdf', 'two.pdf', 'one.pdf']);
    expect(all.body.next).toBeNull();
    const first = all.body.files[0] as Listed;
    expect(first).toMatchObject({ state: 'READY', progress: 100, uuid: uploaded[2]?.uuid });
    expect(Date.parse(first.expiresAt) - Date.parse(first.createdAt)).toBe(server.runtime.limits.retentionMs);

    const page1 = await list('?limit=2', apiKey);
    expect(page1.body.files.map((f) => f.filename)).toEqual(['three.pdf', 'two.pdf']);
    expect(page1.body.next).toEqual(expect.any(String));
    const page2 = await list(`?limit=2&cursor=${encodeURIComponent(page1.body.next as string)}`, apiKey);
    expect(page2.body).toMatchObject({ files: [{ filename: 'one.pdf' }], next: null });

    // Another caller's files never show.
    expect((await list()).body.files.some((f) => names.includes(f.filename))).toBe(false);
  });

  it('refuses a bad limit or cursor, and a caller without a key', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=bm9wZQ', '?cursor=']) {
      const { status, body } = await list(query);
      expect([query, status, body.error]).toEqual([query, 400, 'INVALID_REQUEST']);
    }
    const anonymous = await fetch(`${server.apiUrl}/bank-statement`);
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /bank-statement/{uuid}', () => {
  it('deletes the file, its results and its bytes; then every call about it is 404', async () => {
    const doomed = await upload('doomed.pdf', readSample(ONE_PAGE_SAMPLE));
    expect(await server.storedDirs()).toContain(doomed.uuid);
    const other = await server.addUser({ freeCredits: 5 });
    // Another caller cannot remove it (and learns nothing: 404).
    const foreign = await fetch(`${server.apiUrl}/bank-statement/${doomed.uuid}`, { method: 'DELETE', headers: { Authorization: `Bearer ${other.apiKey}` } });
    expect(foreign.status).toBe(404);

    const removed = await fetch(`${server.apiUrl}/bank-statement/${doomed.uuid}`, { method: 'DELETE', headers: auth() });
    expect(removed.status).toBe(204);
    expect(await server.storedDirs()).not.toContain(doomed.uuid);
    expect((await list()).body.files.some((f) => f.uuid === doomed.uuid)).toBe(false);
    const status = await fetch(`${server.apiUrl}/bank-statement/status`, { method: 'POST', headers: auth(), body: JSON.stringify({ uuids: [doomed.uuid] }) });
    expect(status.status).toBe(404);
    const convert = await fetch(`${server.apiUrl}/bank-statement/convert?format=CSV`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ uuid: doomed.uuid }),
    });
    expect(convert.status).toBe(404);
    const again = await fetch(`${server.apiUrl}/bank-statement/${doomed.uuid}`, { method: 'DELETE', headers: auth() });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: string }).error).toBe('FILE_NOT_FOUND');
  });
});

describe('GET /bank-statement/{uuid}/statement', () => {
  it('answers the stored statement, which the library reads back into the same JSON the convert call gives', async () => {
    const file = await upload('stored.pdf', readSample(TEXT_SAMPLE));
    const response = await fetch(`${server.apiUrl}/bank-statement/${file.uuid}/statement`, { headers: auth() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    const statement = parseStatement(text);
    expect(statement.transactions.every((t) => typeof t.balancePrinted === 'boolean')).toBe(true);
    expect(text).toContain('"$decimal"');
    const json = await (
      await fetch(`${server.apiUrl}/bank-statement/convert?format=JSON&source=true`, {
        method: 'POST',
        headers: auth(),
        body: JSON.stringify({ uuid: file.uuid }),
      })
    ).text();
    expect(toJson(statement, { source: true })).toBe(json);
  });

  it('is 404 for an unknown file and 422 for one that is not converted', async () => {
    const unknown = await fetch(`${server.apiUrl}/bank-statement/00000000-0000-4000-8000-000000000000/statement`, { headers: auth() });
    expect(unknown.status).toBe(404);
    const locked = await upload('locked-again.pdf', readSample(PROTECTED_SAMPLE));
    const refused = await fetch(`${server.apiUrl}/bank-statement/${locked.uuid}/statement`, { headers: auth() });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([422, 'PASSWORD_REQUIRED']);
  });
});
