/**
 * The convert call's web-page extensions: `?format=JSON&source=true` (each row's page, box and
 * confidence) and `{ "uuids": [...] }` (one merged ledger), on real uploads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONE_PAGE_SAMPLE, TEXT_SAMPLE, type TestServer, startTestServer } from './helpers.ts';

interface Row {
  source: { page: number; box: [number, number, number, number]; confidence: number };
  [field: string]: unknown;
}
interface Doc {
  transactions: Row[];
  [field: string]: unknown;
}
interface LedgerDoc {
  accounts: Array<{ transactions: unknown[]; statements: Array<{ source: string }> }>;
}
interface ErrorDoc {
  error: string;
  message: string;
}
const read = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;

let server: TestServer;
let key: string;
let uuids: string[];

beforeAll(async () => {
  server = await startTestServer();
  const user = await server.addUser();
  key = user.apiKey;
  const uploaded = await user.client.upload([TEXT_SAMPLE, ONE_PAGE_SAMPLE]);
  uuids = uploaded.map((f) => f.uuid);
  expect(uploaded.map((f) => f.state)).toEqual(['READY', 'READY']);
});
afterAll(() => server.stop());

const convert = (query: string, body: unknown) =>
  fetch(`${server.apiUrl}/bank-statement/convert?${query}`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: JSON.stringify(body) });

describe('source=true', () => {
  it('adds source { page, box, confidence } to every row and nothing else', async () => {
    const plain = await read<Doc>(convert('format=JSON', { uuid: uuids[0] }));
    const response = await convert('format=JSON&source=true', { uuid: uuids[0] });
    expect(response.status).toBe(200);
    const sourced = await read<Doc>(response);
    expect(sourced.transactions.length).toBe(plain.transactions.length);
    for (const [i, t] of sourced.transactions.entries()) {
      const { source, ...rest } = t;
      expect(rest).toEqual(plain.transactions[i]);
      expect(source.page).toBeGreaterThanOrEqual(1);
      expect(source.page).toBeLessThanOrEqual(3);
      expect(source.box).toHaveLength(4);
      expect(source.box[2]).toBeGreaterThan(source.box[0]);
      expect(source.box[3]).toBeGreaterThan(source.box[1]);
      expect(source.confidence).toBe(1);
    }
    const { transactions: _a, ...plainRest } = plain;
    const { transactions: _b, ...sourcedRest } = sourced;
    expect(sourcedRest).toEqual(plainRest);
    expect(plain.transactions[0]?.source).toBeUndefined();
  });

  it('is refused with other formats and odd values', async () => {
    for (const query of ['format=CSV&source=true', 'format=JSON&source=yes']) {
      const response = await convert(query, { uuid: uuids[0] });
      expect(response.status, query).toBe(400);
      expect((await read<ErrorDoc>(response)).error).toBe('INVALID_REQUEST');
    }
    expect((await convert('format=JSON&source=false', { uuid: uuids[0] })).status).toBe(200);
  });
});

describe('uuids: a merged ledger', () => {
  it('merges the files into one ledger (JSON), their accounts grouped', async () => {
    const response = await convert('format=JSON', { uuids });
    expect(response.status).toBe(200);
    const ledger = await read<LedgerDoc>(response);
    expect(Array.isArray(ledger.accounts)).toBe(true);
    const single = await Promise.all(uuids.map(async (uuid) => (await read<Doc>(convert('format=JSON', { uuid }))).transactions.length));
    const rows = ledger.accounts.reduce((n, a) => n + a.transactions.length, 0);
    expect(rows).toBe((single[0] ?? 0) + (single[1] ?? 0));
    const sources = new Set(ledger.accounts.flatMap((a) => a.statements.map((s) => s.source)));
    expect(sources).toEqual(new Set(['es-importe-saldo-001.pdf', 'us-checking-signed-001.pdf']));
  });

  it('downloads as ledger.<ext> in every format', async () => {
    for (const format of ['CSV', 'XLSX', 'OFX', 'QFX', 'QIF']) {
      const response = await convert(`format=${format}`, { uuids });
      expect(response.status, format).toBe(200);
      expect(response.headers.get('content-disposition'), format).toBe(`attachment; filename="ledger.${format.toLowerCase()}"`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (format === 'XLSX') expect(bytes.subarray(0, 2).toString()).toBe('PK');
      if (format === 'CSV') expect(bytes.toString()).toMatch(/^Date,Description,Amount,Balance,Currency/);
      if (format === 'QIF') expect(bytes.toString()).toMatch(/^!Type:/m);
      if (format === 'OFX') expect(bytes.toString()).toContain('OFX');
    }
  });

  it('names every unknown uuid, and refuses uuid and uuids together, an empty list, and source', async () => {
    const unknown = await convert('format=JSON', { uuids: [uuids[0], '00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(404);
    expect((await read<ErrorDoc>(unknown)).message).toContain('00000000-0000-4000-8000-000000000000');
    for (const body of [{ uuids, uuid: uuids[0] }, { uuids: [] }, { uuids: 'x' }]) {
      expect((await convert('format=JSON', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await convert('format=JSON&source=true', { uuids })).status).toBe(400);
  });

  it("another user's files are not found", async () => {
    const other = await server.addUser();
    const response = await fetch(`${server.apiUrl}/bank-statement/convert?format=CSV`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${other.apiKey}` },
      body: JSON.stringify({ uuids }),
    });
    expect(response.status).toBe(404);
  });
});
