/**
 * The converted statement as an XLSX workbook: a `Transactions` sheet (typed date and number
 * cells) and a `Statement` sheet (metadata, balances, reconciliation, sections, warnings).
 *
 * Text is not formula-neutralised here, unlike the CSV: exceljs writes strings as typed string
 * cells (a formula needs an explicit `{ formula }` value), so Excel never evaluates them, and a
 * `'` prefix would corrupt the description for everyone who reads the cell.
 */
import type ExcelJS from 'exceljs';
import { Decimal } from 'decimal.js';
import { ConversionError } from '../errors.ts';
import { type Ledger, type LedgerAccount, isLedger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { COLUMN_HEADERS, COLUMN_KINDS, type Column, type ExportRow, cellValue, chooseColumns } from './columns.ts';
import { excelMoneyFormat, statementCurrency } from './currency-digits.ts';
import { hasAccounts } from './csv.ts';
import { workbookBytes } from './xlsx-bytes.ts';

export interface XlsxOptions {
  /** Paper the sheets print on, landscape and fitted to the page width; default A4. */
  paperSize?: 'A4' | 'Letter';
  /** Transaction columns, as for CSV (`CsvOptions.columns`). */
  columns?: readonly Column[];
}

/** Excel's paper size codes. */
const PAPER: Readonly<Record<NonNullable<XlsxOptions['paperSize']>, number>> = { Letter: 1, A4: 9 };

const DATE_FORMAT = 'yyyy-mm-dd';
const MAX_DESCRIPTION_WIDTH = 80;

/** A `YYYY-MM-DD` string as a Date at UTC midnight, which exceljs stores as that exact day. */
export function isoDateToUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? NaN, (m ?? NaN) - 1, d ?? NaN));
}

/** Excel stores IEEE doubles, so this is the one place money becomes a float. */
function moneyCell(cell: ExcelJS.Cell, amount: Decimal | null, currency: string | null): void {
  if (amount === null) return;
  cell.value = amount.toNumber();
  cell.numFmt = excelMoneyFormat(currency);
}

function dateCell(cell: ExcelJS.Cell, date: string | null): void {
  if (date === null) return;
  cell.value = isoDateToUtc(date);
  cell.numFmt = DATE_FORMAT;
}

const COLUMN_WIDTHS: Readonly<Record<Column, number>> = {
  date: 12,
  valueDate: 12,
  description: 0,
  payee: 28,
  category: 24,
  amount: 16,
  debit: 16,
  credit: 16,
  balance: 16,
  currency: 10,
  typeCode: 8,
  account: 14,
  source: 24,
};

function descriptionWidth(rows: readonly ExportRow[]): number {
  const longest = rows.reduce((max, t) => Math.max(max, t.description.length), 0);
  return Math.min(MAX_DESCRIPTION_WIDTH, Math.max(20, longest + 2));
}

/** Landscape on the chosen paper, one page wide (as many pages tall as it takes), the header row on every page. */
function setUpPage(ws: ExcelJS.Worksheet, paperSize: XlsxOptions['paperSize'], repeatHeader: boolean): void {
  ws.pageSetup = {
    ...ws.pageSetup,
    paperSize: PAPER[paperSize ?? 'A4'] as ExcelJS.PageSetup['paperSize'],
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    ...(repeatHeader ? { printTitlesRow: '1:1' } : {}),
  };
}

function addTransactionsSheet(wb: ExcelJS.Workbook, name: string, rows: readonly ExportRow[], columns: readonly Column[], options: XlsxOptions): void {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: COLUMN_HEADERS[c], key: c, width: c === 'description' ? descriptionWidth(rows) : COLUMN_WIDTHS[c] }));
  ws.getRow(1).font = { bold: true };
  for (const t of rows) {
    const row = ws.addRow([]);
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      const value = cellValue(t, c);
      if (value === null) return;
      if (Decimal.isDecimal(value)) moneyCell(cell, value, t.currency);
      else if (COLUMN_KINDS[c] === 'date') dateCell(cell, value);
      else cell.value = value;
    });
  }
  // The filter spans the data too, so Excel does not have to guess the range.
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, ws.rowCount), column: columns.length } };
  setUpPage(ws, options.paperSize, true);
}

type Filler = (cell: ExcelJS.Cell) => void;

const text =
  (value: string | null): Filler =>
  (cell) => {
    if (value !== null) cell.value = value;
  };
const plain =
  (value: number | boolean | null): Filler =>
  (cell) => {
    if (value !== null) cell.value = value;
  };

function addKeyValue(ws: ExcelJS.Worksheet, key: string, fill: Filler): void {
  const row = ws.addRow([key]);
  row.getCell(1).font = { bold: true };
  fill(row.getCell(2));
}

function addHeading(ws: ExcelJS.Worksheet, title: string, columns: string[]): void {
  ws.addRow([]);
  ws.addRow([title]).font = { bold: true, size: 12 };
  ws.addRow(columns).font = { bold: true };
}

function addSummary(ws: ExcelJS.Worksheet, statement: Statement): void {
  const m = statement.metadata;
  const r = statement.reconciliation;
  const currency = statementCurrency(statement);
  const rows: [string, Filler][] = [
    ['Bank', text(m.bank)],
    ['Bank ID', text(m.bankId)],
    ['Account number', text(m.accountNumber)],
    ['Statement period', text(m.statementPeriod)],
    ['Period start', (c) => dateCell(c, m.periodStart)],
    ['Period end', (c) => dateCell(c, m.periodEnd)],
    ['Currency', text(m.currency)],
    ['Opening balance', (c) => moneyCell(c, m.openingBalance, currency)],
    ['Closing balance', (c) => moneyCell(c, m.closingBalance, currency)],
    ['PDF type', text(m.pdfType)],
    ['Number of pages', plain(m.numberOfPages)],
    ['Transactions', plain(statement.transactions.length)],
    ['Reconciliation', text(r.status)],
    ['Why', text(r.statusReason)],
    ['Reconciled', plain(r.ok)],
    ['Balances checked', plain(r.balancesChecked)],
    ['Balance mismatches', plain(r.balanceMismatches)],
    ['Computed closing balance', (c) => moneyCell(c, r.computedClosing, currency)],
    ['Totals match', plain(r.totalsMatch)],
    ['Totals checked', plain(r.totalsChecked)],
    ['Totals held', plain(r.totalsHeld)],
  ];
  for (const [key, fill] of rows) addKeyValue(ws, key, fill);
}

/** Only for files that bundle several statements; one section repeats the summary above. */
function addSections(ws: ExcelJS.Worksheet, statement: Statement): void {
  if (statement.sections.length <= 1) return;
  const currency = statementCurrency(statement);
  addHeading(ws, 'Statements', ['Period start', 'Period end', 'Opening balance', 'Closing balance', 'Pages', 'Transactions']);
  for (const s of statement.sections) {
    const row = ws.addRow([null, null, null, null, s.pages.join(', '), s.transactionCount]);
    dateCell(row.getCell(1), s.periodStart);
    dateCell(row.getCell(2), s.periodEnd);
    moneyCell(row.getCell(3), s.openingBalance, currency);
    moneyCell(row.getCell(4), s.closingBalance, currency);
  }
}

/** `Transactions row` is the row number on the Transactions sheet (index + 2 for the header). */
function addWarnings(ws: ExcelJS.Worksheet, statement: Statement): void {
  addHeading(ws, 'Warnings', ['Code', 'Message', 'Page', 'Transactions row']);
  for (const w of statement.warnings) {
    const txRow = w.transactionIndex === undefined ? null : w.transactionIndex + 2;
    ws.addRow([w.code, w.message, w.page ?? null, txRow]);
  }
}

function addStatementSheet(wb: ExcelJS.Workbook, statement: Statement, options: XlsxOptions): void {
  const ws = wb.addWorksheet('Statement');
  ws.columns = [{ width: 26 }, { width: 60 }, { width: 16 }, { width: 18 }, { width: 12 }, { width: 14 }];
  addSummary(ws, statement);
  addSections(ws, statement);
  addWarnings(ws, statement);
  setUpPage(ws, options.paperSize, false);
}

/** Excel sheet names: at most 31 characters, none of `[]:*?/\`, unique in the workbook (case-insensitively). */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[[\]:*?/\\]/g, '-')
      .replace(/^'+|'+$/g, '')
      .slice(0, 31) || 'Account';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** A ledger's `Ledger` sheet: each account with its statements, then the merge warnings. */
function addLedgerSheet(wb: ExcelJS.Workbook, ledger: Ledger, sheets: string[], options: XlsxOptions): void {
  const ws = wb.addWorksheet('Ledger');
  ws.columns = [{ width: 30 }, { width: 14 }, { width: 14 }, { width: 16 }, { width: 16 }, { width: 14 }, { width: 18 }];
  ws.addRow(['Account', 'Period start', 'Period end', 'Opening balance', 'Closing balance', 'Transactions', 'Sheet']).font = { bold: true };
  ledger.accounts.forEach((a: LedgerAccount, i) => {
    const row = ws.addRow([`${a.bank} ${a.accountNumber ?? ''}`.trim(), null, null, null, null, a.transactions.length, sheets[i]]);
    dateCell(row.getCell(2), a.periodStart);
    dateCell(row.getCell(3), a.periodEnd);
    moneyCell(row.getCell(4), a.openingBalance, a.currency);
    moneyCell(row.getCell(5), a.closingBalance, a.currency);
  });
  addHeading(ws, 'Statements', ['Source', 'Period start', 'Period end', 'Opening balance', 'Closing balance', 'Transactions', 'Duplicates removed']);
  for (const a of ledger.accounts) {
    for (const s of a.statements) {
      const row = ws.addRow([s.source, null, null, null, null, s.transactions, s.duplicatesRemoved]);
      dateCell(row.getCell(2), s.periodStart);
      dateCell(row.getCell(3), s.periodEnd);
      moneyCell(row.getCell(4), s.openingBalance, a.currency);
      moneyCell(row.getCell(5), s.closingBalance, a.currency);
    }
  }
  addHeading(ws, 'Warnings', ['Code', 'Message']);
  for (const w of ledger.warnings) ws.addRow([w.code, w.message]);
  setUpPage(ws, options.paperSize, false);
}

function checkOptions(options: XlsxOptions): void {
  if (options.paperSize !== undefined && !(options.paperSize in PAPER)) throw new ConversionError('INVALID_OPTIONS', 'paperSize must be A4 or Letter.');
}

/**
 * The statement as a workbook (`Transactions` and `Statement` sheets), or a ledger with one sheet
 * per account and a `Ledger` sheet. Every sheet prints landscape on A4 (or Letter), one page wide.
 */
export async function toXlsx(input: Statement | Ledger, options: XlsxOptions = {}): Promise<Buffer> {
  checkOptions(options);
  // Loaded on the first call: exceljs is large, and importing the library must not pay for it.
  const { Workbook } = (await import('exceljs')).default;
  const wb = new Workbook();
  wb.creator = 'bank-statement-converter';
  if (isLedger(input)) {
    const columns = chooseColumns(options.columns, false);
    const taken = new Set<string>(['ledger']);
    // "HSBC 5832": the bank and the account's last characters (`*` is not allowed in a sheet name).
    const sheets = input.accounts.map((a) => sheetName(`${a.bank} ${a.accountNumber?.replace(/^\*+/, '') ?? a.currency ?? ''}`.trim(), taken));
    // The accounts first: the sheet that opens is the first account's rows.
    for (const [i, a] of input.accounts.entries()) addTransactionsSheet(wb, sheets[i] as string, a.transactions, columns, options);
    addLedgerSheet(wb, input, sheets, options);
  } else {
    addTransactionsSheet(wb, 'Transactions', input.transactions, chooseColumns(options.columns, hasAccounts(input)), options);
    addStatementSheet(wb, input, options);
  }
  return workbookBytes(await wb.xlsx.writeBuffer());
}
