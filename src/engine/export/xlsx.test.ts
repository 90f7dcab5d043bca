import { Decimal } from 'decimal.js';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Statement, Transaction } from '../types.ts';
import { isoDateToUtc, toXlsx } from './xlsx.ts';

function tx(overrides: Partial<Transaction> = {}): Transaction {
  return {
    date: '2024-03-01',
    description: 'Coffee',
    amount: new Decimal('-12.3'),
    balance: new Decimal('1487.7'),
    balancePrinted: true,
    currency: 'GBP',
    page: 1,
    y: 100,
    confidence: 1,
    ...overrides,
  };
}

function statement(overrides: Partial<Statement> = {}): Statement {
  return {
    transactions: [
      tx(),
      tx({ date: '2024-03-31', description: '=HYPERLINK("x")', amount: new Decimal(2500), balance: null }),
      tx({ date: '2024-03-15', currency: 'JPY', amount: new Decimal(-300), balance: new Decimal(700) }),
    ],
    metadata: {
      bank: 'Test Bank',
      bankId: 'test',
      accountNumber: '****1234',
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'GBP',
      openingBalance: new Decimal(1500),
      closingBalance: new Decimal('3987.7'),
      pdfType: 'TEXT_BASED',
      numberOfPages: 2,
    },
    warnings: [
      { code: 'BALANCE_MISMATCH', message: 'Balance does not follow', page: 2, transactionIndex: 1 },
      { code: 'YEAR_INFERRED', message: 'Year inferred from the period' },
    ],
    reconciliation: {
      status: 'failed',
      statusReason: '',
      ok: false,
      balancesChecked: 2,
      balanceMismatches: 1,
      computedClosing: new Decimal('3987.7'),
      totalsMatch: null,
      totalsChecked: 0,
      totalsHeld: 0,
      evidence: [],
    },
    sections: [],
    ...overrides,
  };
}

async function readBack(s: Statement): Promise<ExcelJS.Workbook> {
  const buffer = await toXlsx(s);
  expect(Buffer.isBuffer(buffer)).toBe(true);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return wb;
}

/** Column A -> column B values of the Statement sheet's key/value rows. */
function keyValues(ws: ExcelJS.Worksheet): Map<string, ExcelJS.CellValue> {
  const map = new Map<string, ExcelJS.CellValue>();
  ws.eachRow((row) => {
    const key = row.getCell(1).value;
    if (typeof key === 'string' && !map.has(key)) map.set(key, row.getCell(2).value);
  });
  return map;
}

describe('toXlsx', () => {
  it('writes the Transactions sheet with header, frozen row, filter and typed cells', async () => {
    const wb = await readBack(statement());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Transactions', 'Statement']);
    const ws = wb.getWorksheet('Transactions')!;

    expect(ws.getRow(1).values).toEqual([undefined, 'Date', 'Description', 'Amount', 'Balance', 'Currency']);
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:E4');
    expect(ws.rowCount).toBe(4);

    const first = ws.getRow(2);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect((first.getCell(1).value as Date).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(first.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(2).value).toBe('Coffee');
    expect(first.getCell(3).value).toBe(-12.3);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(4).value).toBe(1487.7);
    expect(first.getCell(5).value).toBe('GBP');

    const second = ws.getRow(3);
    expect(second.getCell(4).value).toBeNull();
    expect(second.getCell(3).value).toBe(2500);

    const yen = ws.getRow(4);
    expect(yen.getCell(3).numFmt).toBe('#,##0');
    expect((yen.getCell(1).value as Date).toISOString().slice(0, 10)).toBe('2024-03-15');

    expect(ws.getColumn(2).width).toBeGreaterThanOrEqual(20);
  });

  it('stores formula-like descriptions as plain strings, unprefixed', async () => {
    const ws = (await readBack(statement())).getWorksheet('Transactions')!;
    const cell = ws.getRow(3).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("x")');
  });

  it('writes the Statement sheet with metadata, reconciliation and warnings', async () => {
    const ws = (await readBack(statement())).getWorksheet('Statement')!;
    const kv = keyValues(ws);
    expect(kv.get('Bank')).toBe('Test Bank');
    expect(kv.get('Bank ID')).toBe('test');
    expect(kv.get('Account number')).toBe('****1234');
    expect(kv.get('Statement period')).toBe('2024-03');
    expect((kv.get('Period start') as Date).toISOString().slice(0, 10)).toBe('2024-03-01');
    expect(kv.get('Currency')).toBe('GBP');
    expect(kv.get('Opening balance')).toBe(1500);
    expect(kv.get('Closing balance')).toBe(3987.7);
    expect(kv.get('PDF type')).toBe('TEXT_BASED');
    expect(kv.get('Number of pages')).toBe(2);
    expect(kv.get('Reconciled')).toBe(false);
    expect(kv.get('Balances checked')).toBe(2);
    expect(kv.get('Balance mismatches')).toBe(1);
    expect(kv.get('Computed closing balance')).toBe(3987.7);
    expect(kv.get('Totals match')).toBeNull();

    const rows: ExcelJS.CellValue[][] = [];
    ws.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    const heading = rows.findIndex((r) => r[0] === 'Warnings');
    expect(heading).toBeGreaterThan(0);
    expect(rows[heading + 1]).toEqual(['Code', 'Message', 'Page', 'Transactions row']);
    expect(rows[heading + 2]).toEqual(['BALANCE_MISMATCH', 'Balance does not follow', 2, 3]);
    expect(rows[heading + 3]).toEqual(['YEAR_INFERRED', 'Year inferred from the period']);
    expect(rows.some((r) => r[0] === 'Statements')).toBe(false);
  });

  it('lists sections only for multi-statement files', async () => {
    const section = {
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      openingBalance: new Decimal(1500),
      closingBalance: new Decimal('3987.7'),
      pages: [1, 2],
      transactionCount: 3,
    };
    const ws = (await readBack(statement({ sections: [section, { ...section, pages: [3] }] }))).getWorksheet('Statement')!;
    const rows: ExcelJS.CellValue[][] = [];
    ws.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    const heading = rows.findIndex((r) => r[0] === 'Statements');
    expect(heading).toBeGreaterThan(0);
    expect(rows[heading + 2]?.slice(2)).toEqual([1500, 3987.7, '1, 2', 3]);
    expect(rows[heading + 3]?.slice(4)).toEqual(['3', 3]);
  });

  it('handles an empty statement', async () => {
    const wb = await readBack(statement({ transactions: [], warnings: [], metadata: { ...statement().metadata, currency: null, openingBalance: null } }));
    const ws = wb.getWorksheet('Transactions')!;
    expect(ws.rowCount).toBe(1);
    expect(ws.autoFilter).toBe('A1:E1');
    expect(keyValues(wb.getWorksheet('Statement')!).get('Opening balance')).toBeNull();
  });

  it('converts ISO dates to UTC midnight', () => {
    expect(isoDateToUtc('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('toXlsx page setup and ledgers', () => {
  it('prints every sheet landscape, fitted to the page width, on A4 by default or Letter', async () => {
    for (const [paper, code] of [
      [undefined, 9],
      ['Letter', 1],
    ] as const) {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await toXlsx(statement(), paper ? { paperSize: paper } : {})) as unknown as ArrayBuffer);
      for (const name of ['Transactions', 'Statement']) {
        const setup = book.getWorksheet(name)!.pageSetup;
        expect([setup.paperSize, setup.orientation, setup.fitToPage, setup.fitToWidth, setup.fitToHeight]).toEqual([code, 'landscape', true, 1, 0]);
      }
    }
    await expect(toXlsx(statement(), { paperSize: 'A3' as never })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });

  it('writes the chosen columns as typed cells', async () => {
    const s = statement({ transactions: [tx({ valueDate: '2024-03-03', amount: new Decimal('-5') })] });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await toXlsx(s, { columns: ['date', 'valueDate', 'debit', 'credit'] })) as unknown as ArrayBuffer);
    const ws = book.getWorksheet('Transactions')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'Date', 'Value date', 'Debit', 'Credit']);
    expect(ws.getRow(2).getCell(2).value).toEqual(isoDateToUtc('2024-03-03'));
    expect([ws.getRow(2).getCell(3).value, ws.getRow(2).getCell(4).value]).toEqual([5, null]);
  });
});
