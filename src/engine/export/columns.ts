/**
 * The transaction columns CSV and XLSX can write, and which of them a file gets: the default
 * five (plus Account for a statement holding several accounts or a ledger), or the caller's list.
 */
import type { Decimal } from 'decimal.js';
import { ConversionError } from '../errors.ts';
import { cleanPayee } from '../payee/clean-payee.ts';
import type { Transaction } from '../types.ts';

export type Column =
  | 'date'
  | 'valueDate'
  | 'description'
  | 'payee'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'balance'
  | 'currency'
  | 'typeCode'
  | 'account'
  | 'source'
  | 'category';

export const COLUMNS: readonly Column[] = [
  'date',
  'valueDate',
  'description',
  'payee',
  'amount',
  'debit',
  'credit',
  'balance',
  'currency',
  'typeCode',
  'account',
  'source',
  'category',
];

export const DEFAULT_COLUMNS: readonly Column[] = ['date', 'description', 'amount', 'balance', 'currency'];

export const COLUMN_HEADERS: Readonly<Record<Column, string>> = {
  date: 'Date',
  valueDate: 'Value date',
  description: 'Description',
  payee: 'Payee',
  amount: 'Amount',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  currency: 'Currency',
  typeCode: 'Type',
  account: 'Account',
  source: 'Source',
  category: 'Category',
};

/** The kind of each column's cells: XLSX writes dates and money as typed cells. */
export const COLUMN_KINDS: Readonly<Record<Column, 'date' | 'money' | 'text'>> = {
  date: 'date',
  valueDate: 'date',
  description: 'text',
  payee: 'text',
  amount: 'money',
  debit: 'money',
  credit: 'money',
  balance: 'money',
  currency: 'text',
  typeCode: 'text',
  account: 'text',
  source: 'text',
  category: 'text',
};

/** A row as the exporters see it: a transaction, and in a ledger the file it came from. */
export type ExportRow = Transaction & { source?: string };

/** A column's value for a row: text, a money amount, or null for an empty cell. */
export function cellValue(row: ExportRow, column: Column): string | Decimal | null {
  switch (column) {
    case 'date':
      return row.date;
    case 'valueDate':
      return row.valueDate ?? null;
    case 'description':
      return row.description;
    case 'payee':
      return cleanPayee(row.description);
    case 'category':
      return row.category ?? null;
    case 'amount':
      return row.amount;
    // Debit and credit hold magnitudes: money out in Debit, money in in Credit (a zero amount in Credit).
    case 'debit':
      return row.amount.isNegative() && !row.amount.isZero() ? row.amount.abs() : null;
    case 'credit':
      return row.amount.isNegative() && !row.amount.isZero() ? null : row.amount;
    case 'balance':
      return row.balance;
    case 'currency':
      return row.currency;
    case 'typeCode':
      return row.typeCode ?? null;
    case 'account':
      return row.accountNumber ?? null;
    case 'source':
      return row.source ?? null;
  }
}

/** Accepts the camel-case names and a few spellings people type (`value-date`, `type`). */
const ALIASES: Readonly<Record<string, Column>> = {
  valuedate: 'valueDate',
  'value-date': 'valueDate',
  value_date: 'valueDate',
  typecode: 'typeCode',
  'type-code': 'typeCode',
  type_code: 'typeCode',
  type: 'typeCode',
  accountnumber: 'account',
  file: 'source',
};

/** A column list (`date,description,debit,credit`) parsed; throws INVALID_OPTIONS naming what is wrong. */
export function parseColumns(list: string | readonly string[]): Column[] {
  const names = (typeof list === 'string' ? list.split(',') : [...list]).map((n) => n.trim()).filter(Boolean);
  return checkColumns(names.map((n) => ALIASES[n.toLowerCase()] ?? COLUMNS.find((c) => c.toLowerCase() === n.toLowerCase()) ?? n) as Column[]);
}

export function checkColumns(columns: readonly Column[]): Column[] {
  if (columns.length === 0) throw new ConversionError('INVALID_OPTIONS', `columns must name at least one of ${COLUMNS.join(', ')}.`);
  const unknown = columns.filter((c) => !COLUMNS.includes(c));
  if (unknown.length)
    throw new ConversionError('INVALID_OPTIONS', `Unknown column(s) ${unknown.map((c) => JSON.stringify(c)).join(', ')}; columns are ${COLUMNS.join(', ')}.`);
  const repeated = columns.filter((c, i) => columns.indexOf(c) !== i);
  if (repeated.length) throw new ConversionError('INVALID_OPTIONS', `Column(s) listed twice: ${[...new Set(repeated)].join(', ')}.`);
  return [...columns];
}

/** The columns a file gets: the caller's, else the default (with Account when rows name accounts). */
export function chooseColumns(requested: readonly Column[] | undefined, withAccount: boolean): Column[] {
  if (requested) return checkColumns(requested);
  return withAccount ? [...DEFAULT_COLUMNS, 'account'] : [...DEFAULT_COLUMNS];
}
