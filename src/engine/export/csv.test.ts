import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { parseString } from 'fast-csv';
import { describe, expect, it } from 'vitest';
import type { Statement, Transaction } from '../types.ts';
import { formatMoney } from './currency-digits.ts';
import { neutraliseFormula, toCsv } from './csv.ts';

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

function statement(transactions: Transaction[]): Statement {
  return {
    transactions,
    metadata: {
      bank: 'Test Bank',
      bankId: 'test',
      accountNumber: '****1234',
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'GBP',
      openingBalance: new Decimal(1500),
      closingBalance: null,
      pdfType: 'TEXT_BASED',
      numberOfPages: 1,
    },
    warnings: [],
    reconciliation: {
      status: 'verified',
      statusReason: '',
      ok: true,
      balancesChecked: 0,
      balanceMismatches: 0,
      computedClosing: null,
      totalsMatch: null,
      totalsChecked: 0,
      totalsHeld: 0,
      evidence: [],
    },
    sections: [],
  };
}

type CsvRow = Record<string, string>;

function parseCsv(csv: string): Promise<CsvRow[]> {
  return new Promise((resolve, reject) => {
    const rows: CsvRow[] = [];
    parseString<CsvRow, CsvRow>(csv, { headers: true })
      .on('error', reject)
      .on('data', (row: CsvRow) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}

/** Drops the neutralising quote, but only where the writer added one. */
function unneutralise(cell: string, original: string): string {
  return cell !== original && cell === `'${original}` ? original : cell;
}

describe('toCsv', () => {
  it('writes the header, CRLF rows, minor-unit digits and an empty null balance', async () => {
    const csv = await toCsv(
      statement([
        tx(),
        tx({ date: '2024-03-02', description: 'Rent, March', amount: new Decimal(-800), balance: null }),
        tx({ currency: 'JPY', amount: new Decimal(1500), balance: new Decimal(3000) }),
      ]),
    );
    expect(csv).toBe(
      'Date,Description,Amount,Balance,Currency\r\n' +
        '2024-03-01,Coffee,-12.30,1487.70,GBP\r\n' +
        '2024-03-02,"Rent, March",-800.00,,GBP\r\n' +
        '2024-03-01,Coffee,1500,3000,JPY\r\n',
    );
  });

  it('writes only the header for an empty statement, without a BOM', async () => {
    const csv = await toCsv(statement([]));
    expect(csv).toBe('Date,Description,Amount,Balance,Currency\r\n');
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
  });

  it('quotes commas, quotes and line breaks per RFC 4180', async () => {
    const csv = await toCsv(statement([tx({ description: 'A "quoted"\nline, here' })]));
    expect(csv).toContain('"A ""quoted""\nline, here"');
  });

  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+44 20 1234', `'+44 20 1234`],
    ['-SUM(A1)', `'-SUM(A1)`],
    ['@cmd', `'@cmd`],
    ['\tTAB', `'\tTAB`],
    ['\rCR', `'\rCR`],
    ['Card = debit', 'Card = debit'],
    ["'already quoted", "'already quoted"],
    ['', ''],
  ])('neutralises formula-like text %j', (input, expected) => {
    expect(neutraliseFormula(input)).toBe(expected);
  });

  it('neutralises descriptions but keeps negative amounts numeric', async () => {
    const rows = await parseCsv(await toCsv(statement([tx({ description: '=1+1', amount: new Decimal('-5') })])));
    expect(rows[0]).toEqual({
      Date: '2024-03-01',
      Description: "'=1+1",
      Amount: '-5.00',
      Balance: '1487.70',
      Currency: 'GBP',
    });
  });

  it('drops NUL characters (fast-csv does)', async () => {
    const rows = await parseCsv(await toCsv(statement([tx({ description: 'a\u0000b' })])));
    expect(rows[0]!.Description).toBe('ab');
  });

  it('round-trips random transactions through fast-csv parseString', async () => {
    const tricky = fc.constantFrom(',', '"', '\n', '\r', '\r\n', '\t', '=', '+', '-', '@', "'", ' ', 'é', '😀');
    const description = fc
      .oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.oneof(tricky, fc.constantFrom('a', 'Z', '1', '.')) }))
      .map((s) => s.replace(/\0/g, ''));
    const money = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map((n) => new Decimal(n.toString()).div(1000));
    const date = fc.date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const transaction = fc
      .record({
        date,
        description,
        amount: money,
        balance: fc.option(money, { nil: null }),
        currency: fc.constantFrom('GBP', 'EUR', 'JPY', 'KWD'),
      })
      .map((r) => tx(r));

    await fc.assert(
      fc.asyncProperty(fc.array(transaction, { maxLength: 8 }), async (transactions) => {
        const rows = await parseCsv(await toCsv(statement(transactions)));
        expect(rows).toHaveLength(transactions.length);
        rows.forEach((row, i) => {
          const t = transactions[i]!;
          expect(row.Date).toBe(t.date);
          expect(unneutralise(row.Description!, t.description)).toBe(t.description);
          expect(row.Description).toBe(neutraliseFormula(t.description));
          expect(row.Amount).toBe(formatMoney(t.amount, t.currency));
          expect(new Decimal(row.Amount!).eq(t.amount)).toBe(true);
          if (t.balance === null) expect(row.Balance).toBe('');
          else expect(new Decimal(row.Balance!).eq(t.balance)).toBe(true);
          expect(row.Currency).toBe(t.currency);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('toCsv options', () => {
  it('writes the chosen delimiter, BOM and columns, read back by fast-csv', async () => {
    const rows = [
      tx({ valueDate: '2024-03-02', typeCode: 'DD', description: 'Gas; March', amount: new Decimal('-1234.5') }),
      tx({ amount: new Decimal('250'), balance: null }),
    ];
    const csv = await toCsv(statement(rows), {
      delimiter: ';',
      bom: true,
      columns: ['date', 'valueDate', 'typeCode', 'description', 'debit', 'credit', 'balance'],
    });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')[0]).toBe('Date;Value date;Type;Description;Debit;Credit;Balance');
    const parsed = await new Promise<CsvRow[]>((resolve, reject) => {
      const out: CsvRow[] = [];
      parseString<CsvRow, CsvRow>(csv.slice(1), { headers: true, delimiter: ';' })
        .on('error', reject)
        .on('data', (r: CsvRow) => out.push(r))
        .on('end', () => resolve(out));
    });
    expect(parsed).toEqual([
      { Date: '2024-03-01', 'Value date': '2024-03-02', Type: 'DD', Description: 'Gas; March', Debit: '1234.50', Credit: '', Balance: '1487.70' },
      { Date: '2024-03-01', 'Value date': '', Type: '', Description: 'Coffee', Debit: '', Credit: '250.00', Balance: '' },
    ]);
  });

  it('refuses a bad delimiter or column with a coded error', async () => {
    await expect(toCsv(statement([tx()]), { delimiter: ';;' })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    await expect(toCsv(statement([tx()]), { delimiter: '"' })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    await expect(toCsv(statement([tx()]), { columns: ['date', 'nope' as never] })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
    await expect(toCsv(statement([tx()]), { columns: [] })).rejects.toMatchObject({ code: 'INVALID_OPTIONS' });
  });

  it('debit and credit always add back up to the amount', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { minLength: 1, maxLength: 6 }), async (cents) => {
        const rows = cents.map((c) => tx({ amount: new Decimal(c.toString()).div(100) }));
        const lines = (await toCsv(statement(rows), { columns: ['debit', 'credit'] })).split('\r\n').slice(1, -1);
        lines.forEach((line, i) => {
          const [debit, credit] = line.split(',');
          const value = new Decimal(credit || '0').minus(debit || '0');
          expect(value.eq(rows[i]!.amount)).toBe(true);
          expect(debit === '' || credit === '').toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});
