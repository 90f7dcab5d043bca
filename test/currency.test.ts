/**
 * The statement's currency: what it prints is kept even when a bank is forced (a conflict is a
 * warning), and a statement naming no currency gets null plus a warning, never a made-up code,
 * in JSON, CSV and XLSX alike.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/exit-codes.ts';
import { main } from '../src/cli/main.ts';
import { convert, toCsv, toJson, toXlsx } from '../src/index.ts';
import { captureIo } from './helpers/io.ts';
import { REAL_CORPUS_DIR } from './helpers/real-corpus.ts';

const real = (name: string) => readFile(join(REAL_CORPUS_DIR, name));

/** A one-page statement: a title, a period line, then rows of date, description, amount and balance under their header. */
function onePageStatement(period: string, rows: string[][]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ info: { CreationDate: new Date(0) }, margin: 36 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(10).text('Account statement', 50, 50).text(period, 50, 66);
    [['Date', 'Description', 'Amount', 'Balance'], ...rows].forEach(([date, description, amount, balance], i) => {
      const y = 110 + i * 16;
      doc.text(date as string, 50, y).text(description as string, 140, y);
      doc.text(amount as string, 340, y, { width: 80, align: 'right' }).text(balance as string, 440, y, { width: 80, align: 'right' });
    });
    doc.end();
  });
}

/** A one-page statement that names no currency, no country and no bank: only figures. */
const statementWithoutCurrency = () =>
  onePageStatement('Statement period 01/03/2024 to 31/03/2024', [
    ['01/03/2024', 'Opening balance', '', '100.00'],
    ['04/03/2024', 'Coffee shop', '-4.50', '95.50'],
    ['09/03/2024', 'Salary', '1200.00', '1295.50'],
    ['15/03/2024', 'Rent payment', '-800.00', '495.50'],
    ['31/03/2024', 'Closing balance', '', '495.50'],
  ]);

/** A one-page statement in dong whose amounts and balances are printed ungrouped ("3124980"), beside references as long. */
const dongStatementUngrouped = () =>
  onePageStatement('Statement period 01/09/2020 - 30/09/2020   Currency: VND', [
    ['01/09/2020', 'Opening balance', '', '331215810'],
    ['03/09/2020', 'Transfer ref 78807177277', '47445350', '378661160'],
    ['06/09/2020', 'Card payment 5341', '-3124980', '375536180'],
    ['10/09/2020', 'Bill payment 903824293', '-8221510', '367314670'],
    ['21/09/2020', 'Salary', '129328580', '496643250'],
  ]);

describe('a statement in a currency without minor units', () => {
  it('reads amounts printed ungrouped as money when the balances then hold', async () => {
    const statement = await convert(await dongStatementUngrouped());
    expect(statement.metadata.currency).toBe('VND');
    expect(statement.transactions.map((t) => [t.date, t.amount.toFixed(), t.balance?.toFixed()])).toEqual([
      ['2020-09-03', '47445350', '378661160'],
      ['2020-09-06', '-3124980', '375536180'],
      ['2020-09-10', '-8221510', '367314670'],
      ['2020-09-21', '129328580', '496643250'],
    ]);
    expect(statement.reconciliation.balanceMismatches).toBe(0);
    expect(statement.reconciliation.balancesChecked).toBeGreaterThan(0);
  });
});

describe('a statement in a currency with minor units that prints every amount whole', () => {
  it('reads signed ungrouped integers ("-3339370" rupiah) as money when the balances then hold', async () => {
    const statement = await convert(
      await onePageStatement('Statement period 01/06/2020 - 30/06/2020   Currency: IDR', [
        ['01/06/2020', 'Opening balance', '', '36249290'],
        ['02/06/2020', 'EDC 6190 Indomaret', '-3339370', '32909920'],
        ['05/06/2020', 'Refund 24411436', '+1513540', '34423460'],
        ['08/06/2020', 'Transfer 77203316', '-7907450', '26516010'],
        ['12/06/2020', 'Interest', '+149590', '26665600'],
      ]),
    );
    expect(statement.metadata.currency).toBe('IDR');
    expect(statement.transactions.map((t) => [t.amount.toFixed(), t.balance?.toFixed()])).toEqual([
      ['-3339370', '32909920'],
      ['1513540', '34423460'],
      ['-7907450', '26516010'],
      ['149590', '26665600'],
    ]);
    expect(statement.reconciliation.balanceMismatches).toBe(0);
  });
});

describe('a symbol several currencies print', () => {
  it('"¥" counts for the yuan where the statement names CNY, and its amounts keep their fen', async () => {
    const statement = await convert(
      await onePageStatement('Statement period 01/10/2025 - 31/10/2025   Currency: CNY', [
        ['01/10/2025', 'Opening balance', '', '¥23,683.53'],
        ['03/10/2025', 'Supermarket', '-¥88.08', '¥23,595.45'],
        ['09/10/2025', 'Salary', '¥16,355.35', '¥39,950.80'],
        ['15/10/2025', 'Rent', '-¥4,779.99', '¥35,170.81'],
      ]),
    );
    expect(statement.metadata.currency).toBe('CNY');
    expect(statement.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-88.08', '16355.35', '-4779.99']);
  });
});

describe('a statement that names no currency', () => {
  it('has currency null and a CURRENCY_UNKNOWN warning, and no XXX in JSON, CSV or XLSX', async () => {
    const statement = await convert(await statementWithoutCurrency());
    expect(statement.transactions).toHaveLength(3);
    expect(statement.reconciliation.ok).toBe(true);
    expect(statement.metadata.currency).toBeNull();
    expect(statement.transactions.every((t) => t.currency === null)).toBe(true);
    expect(statement.warnings.map((w) => w.code)).toContain('CURRENCY_UNKNOWN');

    const json = JSON.parse(toJson(statement));
    expect(json.metadata.currency).toBeNull();
    expect(json.transactions.map((t: { currency: unknown }) => t.currency)).toEqual([null, null, null]);
    expect(toJson(statement)).not.toContain('XXX');

    const csv = await toCsv(statement);
    expect(csv).not.toContain('XXX');
    expect(csv.split('\r\n')[1]).toBe('2024-03-04,Coffee shop,-4.50,95.50,');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx(statement)) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transactions') as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(5).value).toBe('Currency');
    for (let row = 2; row <= 4; row++) expect(sheet.getRow(row).getCell(5).value ?? null).toBeNull();
    const cells: unknown[] = [];
    book.eachSheet((ws) => ws.eachRow((r) => r.eachCell((c) => cells.push(c.value))));
    expect(cells.some((v) => String(v).includes('XXX'))).toBe(false);
    expect(cells).toContain('CURRENCY_UNKNOWN');
  });

  it('takes the forced bank profile’s currency, with no warning about it', async () => {
    const statement = await convert(await statementWithoutCurrency(), { bank: 'hsbc-gb' });
    expect(statement.metadata.currency).toBe('GBP');
    expect(statement.transactions.every((t) => t.currency === 'GBP')).toBe(true);
    expect(statement.warnings.map((w) => w.code)).not.toContain('CURRENCY_UNKNOWN');
    expect(statement.warnings.map((w) => w.code)).not.toContain('CURRENCY_CONFLICT');
  });
});

describe('forcing a bank', () => {
  it('keeps the currency the statement prints (EUR) and warns of the conflict with the profile (GBP)', async () => {
    const statement = await convert(await real('05-postbank-de-demokonto.pdf'), { bank: 'hsbc-gb' });
    expect(statement.metadata.currency).toBe('EUR');
    expect(new Set(statement.transactions.map((t) => t.currency))).toEqual(new Set(['EUR']));
    const conflict = statement.warnings.find((w) => w.code === 'CURRENCY_CONFLICT');
    expect(conflict?.message).toContain('EUR');
    expect(conflict?.message).toContain('hsbc-gb');
  });

  it('keeps the dollar a "$" statement implies (NZD) over a profile whose currency is not written "$"', async () => {
    const statement = await convert(await real('11-kauri-nz-two-statement-bundle.pdf'), { bank: 'hsbc-gb' });
    expect(statement.metadata.currency).toBe('NZD');
    expect(statement.warnings.map((w) => w.code)).toContain('CURRENCY_CONFLICT');
  });

  it('gives no warning when the profile agrees with the statement', async () => {
    const statement = await convert(await real('03-hsbc-uk-current.pdf'), { bank: 'hsbc-gb' });
    expect(statement.metadata.currency).toBe('GBP');
    expect(statement.warnings.map((w) => w.code)).not.toContain('CURRENCY_CONFLICT');
  });

  it('bsc convert --bank shows the printed currency in CSV', async () => {
    const io = captureIo();
    expect(await main(['convert', join(REAL_CORPUS_DIR, '05-postbank-de-demokonto.pdf'), '--bank', 'hsbc-gb', '--format', 'csv'], io)).toBe(EXIT.OK);
    const rows = io.stdout.text.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.endsWith(',EUR'))).toBe(true);
  });
});
