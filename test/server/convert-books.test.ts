/**
 * The convert call's accounting extensions: `?format=BEANCOUNT|HLEDGER|CAMT053|MT940` for one file
 * and for a merged ledger, and the optional body fields for the books (rules, history, the
 * categories the user chose, account names), on real uploads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beanCheck, hledgerCheck, readMt940, runWith, xmllintCamt053 } from '../helpers/books-tools.ts';
import { ONE_PAGE_SAMPLE, TEXT_SAMPLE, type TestServer, startTestServer } from './helpers.ts';

interface Row {
  description: string;
  payee: string;
  id: string;
  category?: string | null;
  categoryConfidence?: number;
  categoryReason?: string;
}

let server: TestServer;
let key: string;
let uuids: string[];

beforeAll(async () => {
  server = await startTestServer();
  const user = await server.addUser();
  key = user.apiKey;
  const uploaded = await user.client.upload([TEXT_SAMPLE, ONE_PAGE_SAMPLE]);
  uuids = uploaded.map((f) => f.uuid);
});
afterAll(() => server.stop());

const convert = (query: string, body: unknown) =>
  fetch(`${server.apiUrl}/bank-statement/convert?${query}`, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
const text = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString('utf8');

describe('accounting formats over HTTP', () => {
  it('serves BEANCOUNT, HLEDGER, CAMT053 and MT940 as attachments named for the format, for a file and a ledger', async () => {
    const expected = {
      BEANCOUNT: ['beancount', 'text/plain'],
      HLEDGER: ['journal', 'text/plain'],
      CAMT053: ['xml', 'application/xml'],
      MT940: ['sta', 'text/plain'],
    } as const;
    for (const [format, [ext, type]] of Object.entries(expected)) {
      const one = await convert(`format=${format.toLowerCase()}`, { uuid: uuids[0] });
      expect(one.status, format).toBe(200);
      expect(one.headers.get('content-disposition')).toBe(`attachment; filename="es-importe-saldo-001.${ext}"`);
      expect(one.headers.get('content-type')).toContain(type);
      const ledger = await convert(`format=${format}`, { uuids });
      expect(ledger.headers.get('content-disposition')).toBe(`attachment; filename="ledger.${ext}"`);
      const body = await text(ledger);
      if (format === 'BEANCOUNT' && runWith('beancount')) expect(beanCheck(body).output).toBe('');
      if (format === 'HLEDGER' && runWith('hledger')) expect(hledgerCheck(body).output).toBe('');
      if (format === 'CAMT053' && runWith('xmllint')) expect(xmllintCamt053(body).ok).toBe(true);
      if (format === 'MT940') expect(readMt940(body)).toHaveLength(2);
    }
  });

  it('proposes categories from a history in the body, and the journals use the categories the user chose', async () => {
    const plain = (await (await convert('format=JSON', { uuid: uuids[1] })).json()) as { transactions: Row[] };
    const first = plain.transactions[0] as Row;
    expect(first).not.toHaveProperty('category');
    const history = `Date,Description,Amount,Category\n2024-01-01,"${first.description}",-1.00,Expenses:Known\n`;
    const proposed = (await (await convert('format=JSON', { uuid: uuids[1], history })).json()) as { transactions: Row[] };
    expect(proposed.transactions[0]).toMatchObject({ category: 'Expenses:Known', id: first.id });
    expect(proposed.transactions[0]!.categoryReason).toMatch(/^history: /);
    const categories = plain.transactions.map((_, i) => (i === 0 ? 'Expenses:Chosen' : null));
    const journal = await text(
      await convert('format=HLEDGER', {
        uuid: uuids[1],
        categories,
        accountMap: { accounts: [{ accountNumber: '0000', account: 'Assets:Never' }], expenses: 'Expenses:Other' },
      }),
    );
    expect(journal).toContain('Expenses:Chosen');
    expect(journal).toContain('account Expenses:Other');
  });

  it('refuses malformed books fields with INVALID_REQUEST naming the field', async () => {
    for (const body of [
      { uuid: uuids[0], rules: { rules: [{ category: 'X' }] } },
      { uuid: uuids[0], history: 'no,categories\n1,2\n' },
      { uuid: uuids[0], categories: 'Groceries' },
      { uuid: uuids[0], accountMap: { accounts: [{ account: 'Bank:Current' }] } },
      { uuid: uuids[0], journalOpening: 'maybe' },
      { uuid: uuids[0], categoryThreshold: 0.5 },
    ]) {
      const response = await convert('format=BEANCOUNT', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe('INVALID_REQUEST');
    }
    expect((await convert('format=JSON&source=true', { uuid: uuids[0], categories: [] })).status).toBe(400);
  });
});
