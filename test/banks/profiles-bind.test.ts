/**
 * Bank profiles bind: each field a profile declares changes the reading of a statement the
 * generic reader would read otherwise, a profile the document contradicts draws a warning that
 * names the field, profile files load through the CLI and the library, and every profile error
 * says what is wrong.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { type BankProfile, clearCallerBanks, convert, getBank, listBanks, parseProfiles, registerBank, registerProfileFiles } from '../../src/index.ts';
import { captureIo } from '../helpers/io.ts';

const BANK = 'Kea Savings Co-operative';

/** A one-page statement of a bank no built-in profile knows: a letterhead, a period, a table with running balances. */
function statementPdf(rows: string[][], extraLines: string[] = []): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ info: { CreationDate: new Date(0) }, margin: 36 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(10).text(BANK, 50, 50).text('Account statement, NZD', 50, 66);
    const table = [['Date', 'Description', 'Amount', 'Balance'], ...rows];
    let y = 110;
    for (const [date, description, amount, balance] of table) {
      doc.text(date as string, 50, y).text(description as string, 140, y);
      doc.text(amount as string, 340, y, { width: 80, align: 'right' }).text(balance as string, 440, y, { width: 80, align: 'right' });
      y += 16;
    }
    for (const line of extraLines) {
      y += 16;
      doc.text(line, 50, y);
    }
    doc.end();
  });
}

/** A one-page statement with the given header (or none), each column starting at its x; the last `figures` columns are right-aligned in 80 points. */
function tablePdf(header: string[] | null, xs: number[], figures: number, rows: string[][]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ info: { CreationDate: new Date(0) }, margin: 36 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(10).text(BANK, 50, 50).text('Account statement, NZD, April 2025', 50, 66);
    let y = 110;
    for (const cells of header ? [header, ...rows] : rows) {
      cells.forEach((text, i) => {
        if (i >= xs.length - figures) doc.text(text, xs[i] as number, y, { width: 80, align: 'right' });
        else doc.text(text, xs[i] as number, y);
      });
      y += 16;
    }
    doc.end();
  });
}

/** Dates that read in either order (no day above 12). */
const AMBIGUOUS_ROWS = [
  ['01/03/2025', 'Opening balance', '', '100.00'],
  ['03/04/2025', 'Coffee shop', '-4.50', '95.50'],
  ['05/04/2025', 'Salary', '1,200.00', '1,295.50'],
  ['07/04/2025', 'Rent payment', '-800.00', '495.50'],
];

function profile(overrides: Partial<Omit<BankProfile, 'statement'>> & { statement?: Partial<BankProfile['statement']> } = {}): BankProfile {
  const { statement, ...rest } = overrides;
  return parseProfiles(
    JSON.stringify({
      id: 'kea-savings-nz',
      name: 'Kea Savings',
      country: 'NZ',
      currency: 'NZD',
      detect: { names: [BANK] },
      locale: 'enGB',
      statement: {
        columns: [
          { role: 'date', label: 'Date' },
          { role: 'description', label: 'Description' },
          { role: 'amount', label: 'Amount' },
          { role: 'balance', label: 'Balance' },
        ],
        dateFormat: 'dd/MM/yyyy',
        signs: 'signed',
        openingLabel: 'Opening balance',
        closingLabel: 'Closing balance',
        accountLabel: 'Account',
        ...statement,
      },
      source: 'A test profile written for this test.',
      ...rest,
    }),
    'kea.json',
  )[0] as BankProfile;
}

afterEach(() => clearCallerBanks());

describe('profile fields bind', () => {
  it('locale.dateOrder: ambiguous dates are read in the declared order', async () => {
    const pdf = await statementPdf(AMBIGUOUS_ROWS);
    const generic = await convert(pdf);
    expect(generic.transactions.map((t) => t.date)).toEqual(['2025-04-03', '2025-04-05', '2025-04-07']);
    registerBank(profile({ locale: 'enUS' as never, statement: { dateFormat: 'MM/dd/yyyy' } }));
    const declared = await convert(pdf);
    expect(declared.metadata.bankId).toBe('kea-savings-nz');
    expect(declared.transactions.map((t) => t.date)).toEqual(['2025-03-04', '2025-05-04', '2025-07-04']);
    expect(declared.warnings.filter((w) => w.code === 'PROFILE_CONTRADICTED')).toEqual([]);
  });

  it('statement.dateFormat: a compact format ("MMddyy") reads runs of digits in its order', async () => {
    const rows = AMBIGUOUS_ROWS.map(([date, ...rest]) => [(date as string).replace(/^(\d\d)\/(\d\d)\/20(\d\d)$/, '$1$2$3'), ...rest]);
    const pdf = await statementPdf(rows);
    // Read as a second proposal: day first and month first both put the dates within a year, so the first form tried wins.
    const generic = await convert(pdf);
    expect(generic.transactions.map((t) => t.date)).toEqual(['2025-04-03', '2025-04-05', '2025-04-07']);
    registerBank(profile({ locale: 'enUS' as never, statement: { dateFormat: 'MMddyy' } }));
    const declared = await convert(pdf);
    expect(declared.metadata.bankId).toBe('kea-savings-nz');
    expect(declared.transactions.map((t) => t.date)).toEqual(['2025-03-04', '2025-05-04', '2025-07-04']);
  });

  it('locale.dateOrder contradicted by the dates: the document wins and the warning names the field', async () => {
    const pdf = await statementPdf([...AMBIGUOUS_ROWS, ['25/04/2025', 'Refund', '4.50', '500.00']]);
    registerBank(profile({ locale: 'enUS' as never, statement: { dateFormat: 'MM/dd/yyyy' } }));
    const statement = await convert(pdf);
    expect(statement.transactions.map((t) => t.date)).toEqual(['2025-04-03', '2025-04-05', '2025-04-07', '2025-04-25']);
    const warning = statement.warnings.find((w) => w.code === 'PROFILE_CONTRADICTED');
    expect(warning?.message).toContain('locale.dateOrder');
  });

  it('locale.decimal contradicted by the amounts: the warning names the field', async () => {
    registerBank(profile({ locale: 'deDE' as never, statement: { dateFormat: 'dd.MM.yyyy' } }));
    const statement = await convert(await statementPdf(AMBIGUOUS_ROWS));
    expect(statement.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-4.50', '1200.00', '-800.00']);
    expect(statement.warnings.find((w) => w.code === 'PROFILE_CONTRADICTED')?.message).toContain('locale.decimal');
  });

  it('statement.skipLines: a line the generic reader takes as a row is not read', async () => {
    const rows = [...AMBIGUOUS_ROWS.slice(0, 3), ['06/04/2025', 'Pending card hold', '-25.00', ''], AMBIGUOUS_ROWS[3] as string[]];
    const pdf = await statementPdf(rows);
    const generic = await convert(pdf);
    expect(generic.transactions.some((t) => t.description.includes('Pending'))).toBe(true);
    registerBank(profile({ statement: { skipLines: ['pending CARD hold'] } }));
    const skipped = await convert(pdf);
    expect(skipped.transactions.map((t) => t.description)).toEqual(['Coffee shop', 'Salary', 'Rent payment']);
    expect(skipped.reconciliation.status).toBe('verified');
  });

  it('statement.skipLines match whole words: "fee" skips "Fee charged", not "Coffee shop"', async () => {
    const rows = [...AMBIGUOUS_ROWS.slice(0, 3), ['06/04/2025', 'Fee charged in error', '-25.00', ''], AMBIGUOUS_ROWS[3] as string[]];
    registerBank(profile({ statement: { skipLines: ['fee'] } }));
    const statement = await convert(await statementPdf(rows));
    expect(statement.transactions.map((t) => t.description)).toEqual(['Coffee shop', 'Salary', 'Rent payment']);
  });

  it('statement.skipBlocks: a block from its phrase to the page end is not read', async () => {
    const extra = ['Daily balance summary', '03/04/2025    Balance    95.50', '05/04/2025    Balance    1,295.50'];
    const pdf = await statementPdf(AMBIGUOUS_ROWS, extra);
    registerBank(profile({ statement: { skipBlocks: [{ from: 'daily balance summary' }] } }));
    const statement = await convert(pdf);
    expect(statement.transactions.map((t) => t.description)).toEqual(['Coffee shop', 'Salary', 'Rent payment']);
    expect(statement.warnings.filter((w) => w.code === 'UNREAD_LINE' || w.code === 'UNPARSED_ROW')).toEqual([]);
  });

  it('statement.sideHeadings: rows under a heading take its side', async () => {
    const pdf = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ info: { CreationDate: new Date(0) }, margin: 36 });
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.fontSize(10).text(BANK, 50, 50).text('Account statement, NZD, April 2025', 50, 66);
      let y = 100;
      for (const [heading, rows] of [
        [
          'Sums received',
          [
            ['03/04/2025', 'Salary', '1,200.00'],
            ['09/04/2025', 'Refund', '20.00'],
          ],
        ],
        [
          'Sums paid away',
          [
            ['05/04/2025', 'Rent', '800.00'],
            ['07/04/2025', 'Groceries', '64.30'],
          ],
        ],
      ] as const) {
        doc.fontSize(12).text(heading, 50, y);
        y += 20;
        doc.fontSize(10).text('Date', 50, y).text('Description', 140, y).text('Amount', 340, y, { width: 80, align: 'right' });
        for (const [date, description, amount] of rows) {
          y += 16;
          doc.text(date, 50, y).text(description, 140, y).text(amount, 340, y, { width: 80, align: 'right' });
        }
        y += 30;
      }
      doc.end();
    });
    const generic = await convert(pdf);
    expect(generic.transactions.map((t) => t.amount.toFixed(2))).toEqual(['1200.00', '20.00', '800.00', '64.30']);
    registerBank(
      profile({
        statement: {
          sideHeadings: [
            { heading: 'sums paid away', side: 'out' },
            { heading: 'Sums received', side: 'in' },
          ],
        },
      }),
    );
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.amount.toFixed(2))).toEqual(['1200.00', '20.00', '-800.00', '-64.30']);
  });

  it('statement.columns: a label binds the column printed under it, whatever the generic reader would guess', async () => {
    // Two money columns under words no vocabulary knows, and no balance: the generic reader guesses the left one is money out.
    const pdf = await tablePdf(['Date', 'Details', 'Givings', 'Takings'], [50, 140, 340, 440], 2, [
      ['03/04/2025', 'Coffee shop', '4.50', ''],
      ['05/04/2025', 'Salary', '', '1,200.00'],
      ['07/04/2025', 'Rent payment', '800.00', ''],
    ]);
    const generic = await convert(pdf);
    expect(generic.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-4.50', '1200.00', '-800.00']);
    const columns = [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Details' },
      { role: 'credit', label: 'Givings' },
      { role: 'debit', label: 'Takings' },
    ] as BankProfile['statement']['columns'];
    registerBank(profile({ statement: { columns, signs: 'columns' } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.amount.toFixed(2))).toEqual(['4.50', '-1200.00', '800.00']);
  });

  it("statement.openingLabel: the figure beside the bank's own label is the opening balance", async () => {
    const pdf = await tablePdf(null, [50, 140, 340], 1, [
      ['Money at the start', '', '100.00'],
      ['Date', 'Details', 'Amount'],
      ['03/04/2025', 'Coffee shop', '-4.50'],
      ['05/04/2025', 'Salary', '1,200.00'],
      ['07/04/2025', 'Rent payment', '-800.00'],
    ]);
    const generic = await convert(pdf);
    expect(generic.metadata.openingBalance).toBeNull();
    registerBank(profile({ statement: { openingLabel: 'Money at the start' } }));
    const declared = await convert(pdf);
    expect(declared.metadata.openingBalance?.toFixed(2)).toBe('100.00');
    expect(declared.metadata.closingBalance?.toFixed(2)).toBe('495.50');
  });

  it("statement.columns[].startsAt: a cell running across a column's start is split there", async () => {
    // The type codes run up to the details (less than a space between them): the generic reader takes both for the type code.
    const pdf = await tablePdf(['Date', 'Type', 'Details', 'Amount', 'Balance'], [50, 120, 160, 340, 440], 2, [
      ['01/03/2025', '', 'Opening balance', '', '100.00'],
      ['03/04/2025', 'EFTPOS', 'Coffee shop', '-4.50', '95.50'],
      ['05/04/2025', 'CREDIT', 'Salary', '1,200.00', '1,295.50'],
      ['07/04/2025', 'DIRDEB', 'Rent payment', '-800.00', '495.50'],
    ]);
    const generic = await convert(pdf);
    expect(generic.transactions.map((t) => t.description)).toEqual(['', '', '']);
    const columns = [
      { role: 'date', label: 'Date' },
      { role: 'typeCode', label: 'Type' },
      { role: 'description', label: 'Details', startsAt: 160 },
      { role: 'amount', label: 'Amount' },
      { role: 'balance', label: 'Balance' },
    ] as BankProfile['statement']['columns'];
    registerBank(profile({ statement: { columns } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => [t.typeCode, t.description])).toEqual([
      ['EFTPOS', 'Coffee shop'],
      ['CREDIT', 'Salary'],
      ['DIRDEB', 'Rent payment'],
    ]);
    expect(declared.reconciliation.status).toBe('verified');
  });

  it("statement.columns: of two dates nothing names, the profile says which is the transaction's", async () => {
    // No header line; the second date falls before the first on one row and after it on another.
    const rows = [
      ['03/04/2025 04/04/2025', 'Coffee shop', '-4.50', '95.50'],
      ['06/04/2025 05/04/2025', 'Salary', '1,200.00', '1,295.50'],
      ['07/04/2025 08/04/2025', 'Rent payment', '-800.00', '495.50'],
    ];
    const pdf = await tablePdf(null, [50, 160, 340, 440], 2, [['', 'Opening balance', '', '100.00'], ...rows]);
    const generic = await convert(pdf);
    expect(generic.transactions.map((t) => t.date)).toEqual(['2025-04-03', '2025-04-06', '2025-04-07']);
    expect(generic.warnings.some((w) => w.code === 'AMBIGUOUS_READING')).toBe(true);
    const columns = [
      { role: 'valueDate', label: 'Value date' },
      { role: 'date', label: 'Transaction date' },
      { role: 'description', label: 'Details' },
      { role: 'amount', label: 'Amount' },
      { role: 'balance', label: 'Balance' },
    ] as BankProfile['statement']['columns'];
    registerBank(profile({ statement: { columns } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => [t.date, t.valueDate])).toEqual([
      ['2025-04-04', '2025-04-03'],
      ['2025-04-05', '2025-04-06'],
      ['2025-04-08', '2025-04-07'],
    ]);
    expect(declared.warnings.some((w) => w.code === 'AMBIGUOUS_READING')).toBe(false);
  });

  it("statement.totalOutLabel / totalInLabel: the summary's totals check the reading, and their lines are no rows", async () => {
    // No running balances: only the opening balance and the summary's totals can check the amounts.
    const pdf = await tablePdf(['Date', 'Details', 'Amount'], [50, 140, 340], 1, [
      ['01/04/2025', 'Opening balance', '100.00'],
      ['03/04/2025', 'Coffee shop', '-4.50'],
      ['05/04/2025', 'Salary', '1,200.00'],
      ['07/04/2025', 'Rent payment', '-800.00'],
      ['30/04/2025', 'Sums paid away', '804.50'],
      ['30/04/2025', 'Sums received', '1,200.00'],
    ]);
    const generic = await convert(pdf);
    expect(generic.transactions).toHaveLength(5);
    registerBank(profile({ statement: { totalOutLabel: 'Sums paid away', totalInLabel: 'sums RECEIVED' } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-4.50', '1200.00', '-800.00']);
    expect(declared.reconciliation.status).toBe('verified');
    expect(declared.metadata.closingBalance?.toFixed(2)).toBe('495.50');
  });

  it("statement.sideWords: the bank's own letters outrank the built-in meanings", async () => {
    // No balances: only the letters give the sides. "D" is the built-in debit letter; here it means "dobro" (money in).
    const pdf = await tablePdf(['Date', 'Description', 'Amount', 'Side'], [50, 140, 340, 440], 2, [
      ['03/04/2025', 'Coffee shop', '4.50', 'B'],
      ['05/04/2025', 'Salary', '1,200.00', 'D'],
      ['07/04/2025', 'Rent payment', '800.00', 'B'],
    ]);
    const columns = [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Description' },
      { role: 'amount', label: 'Amount' },
      { role: 'direction', label: 'Side' },
    ] as BankProfile['statement']['columns'];
    registerBank(profile({ statement: { columns } }));
    const builtIn = await convert(pdf);
    expect(builtIn.transactions.map((t) => t.amount.toFixed(2))).not.toEqual(['-4.50', '1200.00', '-800.00']);
    clearCallerBanks();
    registerBank(profile({ statement: { columns, sideWords: { out: ['B'], in: ['d'] } } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-4.50', '1200.00', '-800.00']);
  });

  it('statement.sideWords: a side word printed after a figure, balances included', async () => {
    const pdf = await statementPdf([
      ['01/04/2025', 'Opening balance', '', '100.00 Dobro'],
      ['03/04/2025', 'Coffee shop', '4.50 Breme', '95.50 Dobro'],
      ['05/04/2025', 'Salary', '1,200.00 Dobro', '1,295.50 Dobro'],
      ['07/04/2025', 'Rent payment', '1,400.00 Breme', '104.50 Breme'],
    ]);
    registerBank(profile({ statement: { sideWords: { out: ['Breme'], in: ['Dobro'] } } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => [t.amount.toFixed(2), t.balance?.toFixed(2)])).toEqual([
      ['-4.50', '95.50'],
      ['1200.00', '1295.50'],
      ['-1400.00', '-104.50'],
    ]);
    expect(declared.reconciliation.status).toBe('verified');
  });

  it('statement.rowOrder: rows of one day printed newest first chain in time order', async () => {
    const rows = [
      ['07/04/2025', 'Rent payment', '-800.00', '495.50'],
      ['07/04/2025', 'Salary', '1,200.00', '1,295.50'],
      ['07/04/2025', 'Coffee shop', '-4.50', '95.50'],
    ];
    const pdf = await statementPdf([...rows, ['01/04/2025', 'Opening balance', '', '100.00']]);
    const generic = await convert(pdf);
    expect(generic.reconciliation.status).not.toBe('verified');
    registerBank(profile({ statement: { rowOrder: 'newest-first' } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-800.00', '1200.00', '-4.50']);
    expect(declared.reconciliation.status).toBe('verified');
  });

  it("locale.monthNames: the bank's own month names are read as dates", async () => {
    const rows = [
      ['01 Ebr 2025', 'Opening balance', '', '100.00'],
      ['03 Ebr 2025', 'Coffee shop', '-4.50', '95.50'],
      ['05 Ebr 2025', 'Salary', '1,200.00', '1,295.50'],
      ['07 Ebr 2025', 'Rent payment', '-800.00', '495.50'],
    ];
    const pdf = await statementPdf(rows);
    const generic = await convert(pdf).catch(() => null);
    expect(generic?.transactions.map((t) => t.date) ?? []).not.toEqual(['2025-04-03', '2025-04-05', '2025-04-07']);
    const welsh = ['Ion', 'Chwe', 'Maw', 'Ebr', 'Mai', 'Meh', 'Gorff', 'Awst', 'Medi', 'Hyd', 'Tach', ['Rhag', 'Rhagfyr']];
    registerBank(
      profile({ locale: { language: 'cy', dateOrder: 'DMY', decimal: '.', group: ',', monthNames: welsh }, statement: { dateFormat: 'dd MMM yyyy' } }),
    );
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.date)).toEqual(['2025-04-03', '2025-04-05', '2025-04-07']);
  });

  it('statement.accountLabel: a line printing it before another number starts that account', async () => {
    // No balances: nothing but the account lines tells the two accounts apart.
    const pdf = await tablePdf(['Date', 'Details', 'Amount'], [50, 140, 340], 1, [
      ['Account no. 12-3456-0001', '', ''],
      ['03/04/2025', 'Coffee shop', '-4.50'],
      ['05/04/2025', 'Salary', '1,200.00'],
      ['Account no. 12-3456-0002', '', ''],
      ['04/04/2025', 'Transfer in', '300.00'],
      ['06/04/2025', 'Bank fee', '-5.00'],
    ]);
    expect((await convert(pdf)).sections).toHaveLength(1);
    registerBank(profile({ statement: { accountLabel: 'Account no.' } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-4.50', '1200.00', '300.00', '-5.00']);
    expect(declared.sections).toHaveLength(2);
  });

  it("statement.accountLabel: with each account's summary printed under its table, the summaries stay with their accounts", async () => {
    const pdf = await tablePdf(['Date', 'Details', 'Amount'], [50, 140, 340], 1, [
      ['IBAN NZ12 3456 0001', '', ''],
      ['03/04/2025', 'Coffee shop', '-4.50'],
      ['05/04/2025', 'Salary', '1,200.00'],
      ['Opening balance: 100.00', '', ''],
      ['Closing balance: 1,295.50', '', ''],
      ['IBAN NZ12 3456 0002', '', ''],
      ['04/04/2025', 'Transfer in', '300.00'],
      ['06/04/2025', 'Bank fee', '-5.00'],
      ['Opening balance: 50.00', '', ''],
      ['Closing balance: 345.00', '', ''],
    ]);
    registerBank(profile({ statement: { accountLabel: 'IBAN' } }));
    const declared = await convert(pdf);
    expect(declared.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-4.50', '1200.00', '300.00', '-5.00']);
    expect(declared.sections.map((s) => [s.openingBalance?.toFixed(2), s.closingBalance?.toFixed(2)])).toEqual([
      ['100.00', '1295.50'],
      ['50.00', '345.00'],
    ]);
    expect(declared.reconciliation.status).toBe('verified');
  });

  it('documentType and currency reach the reading', async () => {
    registerBank(profile({ currency: 'AUD', documentType: 'credit_card', statement: { signs: 'card' } }));
    const statement = await convert(await statementPdf(AMBIGUOUS_ROWS));
    expect(statement.metadata.documentType).toBe('credit_card');
    expect(statement.metadata.currency).toBe('NZD'); // printed on the statement: kept
  });
});

describe('your profiles in detection', () => {
  it('outrank a built-in profile that matches the same statement', async () => {
    const builtIn = getBank('asb-nz') ?? getBank('anz-nz');
    expect(builtIn).toBeDefined();
    const name = (builtIn as BankProfile).detect.names?.[0] as string;
    const pdf = await statementPdf(AMBIGUOUS_ROWS, [`Payments processed by ${name}`]);
    expect((await convert(pdf)).metadata.bankId).toBe((builtIn as BankProfile).id);
    registerBank(profile());
    const statement = await convert(pdf);
    expect(statement.metadata.bankId).toBe('kea-savings-nz');
    expect(statement.bankDetection?.scores.map((s) => [s.id, s.own])).toEqual(
      expect.arrayContaining([
        ['kea-savings-nz', true],
        [(builtIn as BankProfile).id, false],
      ]),
    );
    expect(statement.bankDetection?.reason).toContain('your own profiles');
  });

  it('replace a built-in profile only with override: true', () => {
    const hsbc = getBank('hsbc-gb') as BankProfile;
    const copy = { ...JSON.parse(JSON.stringify(hsbc)), name: 'My HSBC' };
    expect(() => registerBank(parseProfiles(JSON.stringify(copy), 'hsbc.json')[0] as BankProfile)).toThrow(/registered twice.*override: true/);
    registerBank(parseProfiles(JSON.stringify({ ...copy, override: true }), 'hsbc.json')[0] as BankProfile);
    expect(getBank('hsbc-gb')?.name).toBe('My HSBC');
    clearCallerBanks();
    expect(getBank('hsbc-gb')?.name).toBe(hsbc.name);
  });
});

describe('profile files', () => {
  it('load from JSON and YAML files and folders through --profile and BSC_PROFILES', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bsc-profiles-'));
    const json = JSON.parse(JSON.stringify(profile()));
    await writeFile(join(dir, 'kea.json'), JSON.stringify({ ...json, locale: 'enUS', statement: { ...json.statement, dateFormat: 'MM/dd/yyyy' } }));
    const yaml = [
      'id: other-bank-nz',
      'name: Other',
      'country: NZ',
      'currency: NZD',
      'detect: { names: [Other Bank Ltd] }',
      'locale: enGB',
      'statement:',
      '  columns: [{ role: date, label: Date }, { role: description, label: Details }, { role: amount, label: Amount }]',
      '  dateFormat: dd/MM/yyyy',
      '  signs: signed',
      '  openingLabel: Opening',
      '  closingLabel: Closing',
      '  accountLabel: Account',
      'source: written for this test',
    ].join('\n');
    await writeFile(join(dir, 'other.yaml'), yaml);
    expect(registerProfileFiles([], { BSC_PROFILES: dir }).map((p) => p.id)).toEqual(['kea-savings-nz', 'other-bank-nz']);
    clearCallerBanks();

    const pdfPath = join(dir, 'statement.pdf');
    await writeFile(pdfPath, await statementPdf(AMBIGUOUS_ROWS));
    const io = captureIo();
    expect(await main(['convert', pdfPath, '--profile', join(dir, 'kea.json')], io)).toBe(0);
    const out = JSON.parse(io.stdout.text);
    expect(out.transactions.map((t: { date: string }) => t.date)).toEqual(['2025-03-04', '2025-05-04', '2025-07-04']);
    clearCallerBanks();

    const explain = captureIo();
    expect(await main(['inspect', pdfPath, '--explain', '--profile', join(dir, 'kea.json')], explain)).toBe(0);
    const text = explain.stdout.text;
    expect(text).toContain('Bank profile: kea-savings-nz');
    expect(text).toMatch(/kea-savings-nz \(yours\): name "Kea Savings Co-operative"/);
    expect(text).toContain('locale.dateOrder = MDY: used');
    expect(text).toMatch(/Verdict: verified/);
  });

  it('a bad profile file stops the command with a usage error naming the file and the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bsc-profiles-'));
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...JSON.parse(JSON.stringify(profile())), skipRows: ['x'] }));
    const io = captureIo();
    expect(await main(['convert', join(dir, 'missing.pdf'), '--profile', bad], io)).toBe(2);
    expect(io.stderr.text).toMatch(/bad\.json.*"skipRows" is not a profile field/);
  });
});

describe('every profile error says what is wrong', () => {
  const base = JSON.parse(JSON.stringify(profile()));
  const cases: Array<[string, unknown, RegExp]> = [
    ['unknown top-level key', { ...base, skipRows: [] }, /"skipRows" is not a profile field/],
    ['unknown statement key', { ...base, statement: { ...base.statement, skip: [] } }, /"statement\.skip" is not a profile field/],
    [
      'unknown column key',
      { ...base, statement: { ...base.statement, columns: [{ role: 'date', label: 'Date', x: 3 }, ...base.statement.columns.slice(1)] } },
      /"statement\.columns\[0\]\.x" is not a profile field/,
    ],
    ['unknown detect key', { ...base, detect: { names: ['X'], name: 'X' } }, /"detect\.name" is not a profile field/],
    [
      'unknown skip block key',
      { ...base, statement: { ...base.statement, skipBlocks: [{ from: 'a', until: 'b' }] } },
      /"statement\.skipBlocks\[0\]\.until" is not a profile field/,
    ],
    ['unknown locale preset', { ...base, locale: 'enXX' }, /locale "enXX" is not a preset/],
    [
      'a near miss of a field',
      { ...base, statement: { ...base.statement, skipLine: ['Total'] } },
      /"statement\.skipLine" is not a profile field \(did you mean "skipLines"\?\); the fields of statement are columns, dateFormat/,
    ],
    ['a language that is not a code', { ...base, locale: { ...base.locale, language: 'Thai' } }, /locale\.language "Thai" must be an ISO 639-1 code/],
    ['bad skipLines', { ...base, statement: { ...base.statement, skipLines: 'Total' } }, /skipLines must be a list of phrases/],
    ['bad skipBlocks', { ...base, statement: { ...base.statement, skipBlocks: [{ to: 'x' }] } }, /skipBlocks needs the phrase it starts at/],
    [
      'bad sideHeadings',
      { ...base, statement: { ...base.statement, sideHeadings: [{ heading: 'Deposits', side: 'credit' }] } },
      /sideHeadings needs the heading's text and its side, "in" or "out"/,
    ],
    [
      'unknown side heading key',
      { ...base, statement: { ...base.statement, sideHeadings: [{ heading: 'Deposits', side: 'in', sign: 1 }] } },
      /"statement\.sideHeadings\[0\]\.sign" is not a profile field/,
    ],
    ['date format against the order', { ...base, statement: { ...base.statement, dateFormat: 'MM/dd/yyyy' } }, /writes dates MDY but locale\.dateOrder is DMY/],
    ['override not a boolean', { ...base, override: 'yes' }, /override must be true or false/],
    ['bad id', { ...base, id: 'Kea' }, /id must be <bank>-<country>/],
    ['no strong detection', { ...base, detect: { phrases: ['x'] } }, /detect needs at least one name, BIC or domain/],
    [
      'startsAt not a position',
      { ...base, statement: { ...base.statement, columns: [{ role: 'date', label: 'Date', startsAt: -4 }, ...base.statement.columns.slice(1)] } },
      /the date column's startsAt must be a position in points from the page's left edge/,
    ],
    ['empty total label', { ...base, statement: { ...base.statement, totalOutLabel: ' ' } }, /statement\.totalOutLabel must be the label as printed/],
    ['empty sideWords', { ...base, statement: { ...base.statement, sideWords: { out: [] } } }, /statement\.sideWords needs lists of the words or letters/],
    [
      'a side word on both sides',
      { ...base, statement: { ...base.statement, sideWords: { out: ['D'], in: ['d'] } } },
      /statement\.sideWords lists "D" for both sides/,
    ],
    [
      'unknown sideWords key',
      { ...base, statement: { ...base.statement, sideWords: { debit: ['D'] } } },
      /"statement\.sideWords\.debit" is not a profile field; the fields of statement\.sideWords are out, in/,
    ],
    [
      'bad rowOrder',
      { ...base, statement: { ...base.statement, rowOrder: 'reversed' } },
      /statement\.rowOrder "reversed" must be "oldest-first" or "newest-first"/,
    ],
    ['eleven month names', { ...base, locale: { ...base.locale, monthNames: Array(11).fill('x') } }, /locale\.monthNames must list twelve months/],
    ['missing date column', { ...base, statement: { ...base.statement, columns: base.statement.columns.slice(1) } }, /needs a date and a description column/],
  ];
  it.each(cases)('%s', (_name, data, message) => {
    expect(() => parseProfiles(JSON.stringify(data), 'p.json')).toThrow(message);
  });
  it('a file that is not JSON or YAML', () => {
    expect(() => parseProfiles('{ "id": ', 'p.json')).toThrow(/p\.json: not valid JSON/);
    expect(() => parseProfiles('a: [', 'p.yaml')).toThrow(/p\.yaml: not valid YAML/);
  });
});

describe('the published JSON Schema', () => {
  it('accepts every built-in profile as data and rejects what defineBank rejects', async () => {
    const { default: Ajv2020 } = await import('ajv/dist/2020.js');
    const schema = JSON.parse(await readFile(new URL('../../schemas/bank-profile.schema.json', import.meta.url), 'utf8'));
    const validate = new Ajv2020({ allErrors: true }).compile(schema);
    const asData = listBanks().map((p) => JSON.parse(JSON.stringify(p)));
    expect(asData.length).toBeGreaterThan(100);
    for (const data of asData) expect(validate(data), `${data.id}: ${JSON.stringify(validate.errors)}`).toBe(true);
    const base = asData[0];
    expect(validate({ ...base, skipRows: [] })).toBe(false);
    expect(validate({ ...base, locale: 'enGB' })).toBe(true);
    expect(validate({ ...base, statement: { ...base.statement, skipBlocks: [{ to: 'x' }] } })).toBe(false);
    // What defineBank checks across fields: a date and a description column, the money columns the signs need, card signs on a card.
    const columns = (roles: string[]) => roles.map((role) => ({ role, label: role }));
    const statement = (signs: string, roles: string[]) => ({ ...base, statement: { ...base.statement, signs, columns: columns(roles) } });
    expect(validate(statement('signed', ['date', 'description', 'amount']))).toBe(true);
    expect(validate(statement('signed', ['date', 'amount', 'balance']))).toBe(false);
    expect(validate(statement('signed', ['date', 'description', 'debit', 'credit']))).toBe(false);
    expect(validate(statement('columns', ['date', 'description', 'debit', 'credit']))).toBe(true);
    expect(validate(statement('columns', ['date', 'description', 'amount']))).toBe(false);
    expect(validate({ ...statement('card', ['date', 'description', 'amount']), documentType: 'bank_account' })).toBe(false);
    expect(validate({ ...statement('card', ['date', 'description', 'amount']), documentType: 'credit_card' })).toBe(true);
  });
});
