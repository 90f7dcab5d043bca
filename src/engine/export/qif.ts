/**
 * QIF (Quicken Interchange Format), which GnuCash, HomeBank, KMyMoney, Actual and older Quicken
 * versions import: `!Type:Bank` for a bank account, `!Type:CCard` for a credit card, one record per
 * row (`D` date, `T` amount, `P` payee, `N` the printed type code, `^` ends it). Several accounts
 * (a statement holding several, or a merged ledger) each get an `!Account` header first.
 */
import { ConversionError } from '../errors.ts';
import { type Ledger, isLedger } from '../ledger/merge.ts';
import type { Statement, Transaction } from '../types.ts';
import { type AccountBook, accountBooks } from './books.ts';
import { formatMoney } from './currency-digits.ts';

/** `MDY`: 03/31/2025 (Quicken US, the default); `DMY`: 31/03/2025; `YMD`: 2025-03-31. */
export type QifDateFormat = 'MDY' | 'DMY' | 'YMD';

export interface QifOptions {
  dateFormat?: QifDateFormat;
}

const DATE_FORMATS: readonly QifDateFormat[] = ['MDY', 'DMY', 'YMD'];

function qifDate(isoDate: string, format: QifDateFormat): string {
  const [y, m, d] = isoDate.split('-');
  if (format === 'YMD') return isoDate;
  return format === 'DMY' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** A field is one line: line breaks and control characters become spaces. */
// eslint-disable-next-line no-control-regex
const oneLine = (text: string): string =>
  text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function accountName(book: AccountBook): string {
  return oneLine([book.bank, book.accountNumber ?? book.currency ?? ''].filter(Boolean).join(' '));
}

function record(t: Transaction, currency: string | null, format: QifDateFormat): string[] {
  const lines = [`D${qifDate(t.date, format)}`, `T${formatMoney(t.amount, t.currency || currency)}`];
  const payee = oneLine(t.description);
  if (payee) lines.push(`P${payee}`);
  const code = t.typeCode ? oneLine(t.typeCode) : '';
  if (code) lines.push(`N${code}`);
  lines.push('^');
  return lines;
}

/**
 * The statement (or a merged ledger) as QIF, CRLF line ends, UTF-8. Throws ConversionError
 * `INVALID_OPTIONS` for an unknown date format.
 * @example
 * await writeFile('march.qif', toQif(statement, { dateFormat: 'DMY' }));
 */
export function toQif(input: Statement | Ledger, options: QifOptions = {}): string {
  const format = options.dateFormat ?? 'MDY';
  if (!DATE_FORMATS.includes(format)) throw new ConversionError('INVALID_OPTIONS', `dateFormat must be one of ${DATE_FORMATS.join(', ')}.`);
  const books = isLedger(input) ? input.accounts : accountBooks(input);
  const several = books.length > 1;
  const lines: string[] = [];
  for (const book of books) {
    const type = book.isCard ? 'CCard' : 'Bank';
    // An !Account block names the account the records after it belong to.
    if (several) lines.push('!Account', `N${accountName(book)}`, `T${type}`, '^');
    lines.push(`!Type:${type}`);
    for (const t of book.transactions) lines.push(...record(t, book.currency, format));
  }
  return `${lines.join('\r\n')}\r\n`;
}
