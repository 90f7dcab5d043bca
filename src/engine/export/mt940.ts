/**
 * SWIFT MT940 customer statement (what GnuCash, through AqBanking, and older bank software
 * import), one message per account, each ended by a line `-`:
 *
 *   :20: reference  :25: account  :28C: statement number  :60F: opening balance
 *   :61: one line per row (value date, booking date, D/C, amount, type, reference; the stable id
 *        as supplementary details) followed by :86: (payee and description, at most 6 × 65)
 *   :62F: closing balance
 *
 * Everything is in SWIFT's character set X: letters are transliterated (ä → ae, ß → ss), other
 * characters dropped (ascii-text.ts). Lines end with CRLF.
 */
import type { Decimal } from 'decimal.js';
import type { Ledger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { toSwiftX } from './ascii-text.ts';
import { formatMoney } from './currency-digits.ts';
import { type JournalBook, type JournalEntry, journalBooks, statementBalances } from './journal-books.ts';

/** :86: holds 6 lines of 65 characters. */
const LINE = 65;
const DETAIL_LINES = 6;

/** Statement type codes printed on statements, as SWIFT transaction types (N + 3 letters). */
const TYPES: Readonly<Record<string, string>> = {
  DD: 'NDDT',
  DDR: 'NDDT',
  SO: 'NSTO',
  STO: 'NSTO',
  TFR: 'NTRF',
  TRF: 'NTRF',
  XFER: 'NTRF',
  BP: 'NTRF',
  FPO: 'NTRF',
  FPI: 'NTRF',
  BGC: 'NTRF',
  CHQ: 'NCHK',
  CHK: 'NCHK',
  CHEQUE: 'NCHK',
  INT: 'NINT',
  FEE: 'NCHG',
  CHG: 'NCHG',
};

/** `YYMMDD` */
const yymmdd = (date: string): string => date.slice(2).replace(/-/g, '');

/** SWIFT amounts: no sign, a decimal comma, at most 15 characters. */
function swiftAmount(value: Decimal, currency: string): string {
  const text = formatMoney(value.abs(), currency).replace('.', ',');
  return text.includes(',') ? text : `${text},`;
}

const mark = (value: Decimal): string => (value.isNegative() && !value.isZero() ? 'D' : 'C');

/**
 * Text as lines of at most `width` characters, broken at spaces where possible; no line starts
 * with `:` or `-` (a reader would take it for a new field or the end of the message).
 */
export function wrapSwift(text: string, width = LINE, maxLines = DETAIL_LINES): string[] {
  const words = toSwiftX(text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line !== '') lines.push(/^[:-]/.test(line) ? `.${line.slice(1)}` : line);
    line = '';
  };
  for (let word of words) {
    while (word.length > width) {
      push();
      line = word.slice(0, width);
      word = word.slice(width);
      push();
    }
    if (line === '') line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      push();
      line = word;
    }
  }
  push();
  return lines.slice(0, maxLines);
}

function details(e: JournalEntry): string[] {
  const payee = toSwiftX(e.payee);
  const description = toSwiftX(e.description);
  // The payee on the first line, then the description as printed, unless they say the same.
  const text = payee && payee.toLowerCase() !== description.toLowerCase() ? `${payee.slice(0, LINE)}` : '';
  const lines = text ? [text, ...wrapSwift(description, LINE, DETAIL_LINES - 1)] : wrapSwift(description);
  return lines.length ? lines : ['NONREF'];
}

function message(book: JournalBook, index: number): string[] {
  const { opening, closing } = statementBalances(book);
  const first = book.periodStart ?? book.openDate;
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD strings, compared as text (Math.max would make them NaN)
  const last = book.periodEnd ?? book.entries.reduce((max, e) => (e.date > max ? e.date : max), first);
  const currency = /^[A-Z]{3}$/.test(book.currency) ? book.currency : 'XXX';
  const account = toSwiftX((book.accountNumber ?? `UNKNOWN-${currency}`).replace(/\*/g, 'X')).slice(0, 35) || 'UNKNOWN';
  const lines = [
    `:20:STMT${last.replace(/-/g, '')}`,
    `:25:${account}`,
    `:28C:${String(index + 1).padStart(5, '0')}/001`,
    `:60F:${mark(opening)}${yymmdd(first)}${currency}${swiftAmount(opening, currency)}`,
  ];
  for (const e of book.entries) {
    const value = e.valueDate ?? e.date;
    const type = TYPES[(e.typeCode ?? '').trim().toUpperCase()] ?? 'NMSC';
    // Value date, booking date (MMDD), D/C, amount, type, the id's first 16 characters as reference; the whole id on the next line.
    lines.push(`:61:${yymmdd(value)}${e.date.slice(5).replace('-', '')}${mark(e.amount)}${swiftAmount(e.amount, e.currency)}${type}${e.id.slice(0, 16)}`, e.id);
    lines.push(...details(e).map((line, i) => (i === 0 ? `:86:${line}` : line)));
  }
  lines.push(`:62F:${mark(closing)}${yymmdd(last)}${currency}${swiftAmount(closing, currency)}`, '-');
  return lines;
}

/**
 * The statement (or a merged ledger) as MT940: one message per account.
 * @example
 * await writeFile('march.sta', toMt940(statement));
 */
export function toMt940(input: Statement | Ledger): string {
  const lines = journalBooks(input).flatMap((book, i) => message(book, i));
  return `${lines.join('\r\n')}\r\n`;
}
