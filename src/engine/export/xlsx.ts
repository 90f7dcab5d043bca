/**
 * The converted statement as an XLSX workbook: a `Transactions` sheet (typed date and number
 * cells) and a `Statement` sheet (metadata, balances, reconciliation, sections, warnings).
 *
 * Text is not formula-neutralised here, unlike the CSV: exceljs writes strings as typed string
 * cells (a formula needs an explicit `{ formula }` value), so Excel never evaluates them, and a
 * `'` prefix would corrupt the description for everyone who reads the cell.
 */
import ExcelJS from 'exceljs';
import type Decimal from 'decimal.js';
import type { Statement, Transaction } from '../types.ts';
import { excelMoneyFormat } from './currency-digits.ts';
import { hasAccounts } from './csv.ts';
import { statementCurrency } from './json.ts';

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

function addTransactionRow(ws: ExcelJS.Worksheet, t: Transaction, withAccount: boolean): void {
  const row = ws.addRow([null, t.description, null, null, t.currency, ...(withAccount ? [t.accountNumber ?? null] : [])]);
  dateCell(row.getCell(1), t.date);
  moneyCell(row.getCell(3), t.amount, t.currency);
  moneyCell(row.getCell(4), t.balance, t.currency);
}

function descriptionWidth(transactions: Transaction[]): number {
  const longest = transactions.reduce((max, t) => Math.max(max, t.description.length), 0);
  return Math.min(MAX_DESCRIPTION_WIDTH, Math.max(20, longest + 2));
}

function addTransactionsSheet(wb: ExcelJS.Workbook, statement: Statement): void {
  const ws = wb.addWorksheet('Transactions', { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  ws.columns = [
    { header: 'Date', key: 'date', width: 12 },
    { header: 'Description', key: 'description', width: descriptionWidth(statement.transactions) },
    { header: 'Amount', key: 'amount', width: 16 },
    { header: 'Balance', key: 'balance', width: 16 },
    { header: 'Currency', key: 'currency', width: 10 },
  ];
  const withAccount = hasAccounts(statement);
  if (withAccount) ws.columns = [...ws.columns, { header: 'Account', key: 'account', width: 14 }];
  ws.getRow(1).font = { bold: true };
  for (const t of statement.transactions) addTransactionRow(ws, t, withAccount);
  // The filter spans the data too, so Excel does not have to guess the range.
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: ws.rowCount, column: ws.columnCount } };
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
    ['Reconciled', plain(r.ok)],
    ['Balances checked', plain(r.balancesChecked)],
    ['Balance mismatches', plain(r.balanceMismatches)],
    ['Computed closing balance', (c) => moneyCell(c, r.computedClosing, currency)],
    ['Totals match', plain(r.totalsMatch)],
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

function addStatementSheet(wb: ExcelJS.Workbook, statement: Statement): void {
  const ws = wb.addWorksheet('Statement');
  ws.columns = [{ width: 26 }, { width: 60 }, { width: 16 }, { width: 18 }, { width: 12 }, { width: 14 }];
  addSummary(ws, statement);
  addSections(ws, statement);
  addWarnings(ws, statement);
}

export async function toXlsx(statement: Statement): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'bank-statement-converter';
  addTransactionsSheet(wb, statement);
  addStatementSheet(wb, statement);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
