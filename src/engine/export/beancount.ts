/**
 * Beancount (v2 and v3 syntax): per account an `open`, an opening-balance transaction (or only
 * its assertion), one transaction per row with the cleaned payee, the description as printed as
 * narration and metadata, the stable id as `fitid` metadata, the counter-account from the
 * row's category; and `balance` assertions for the balances that held.
 *
 * Beancount checks a `balance` at the START of its date, so the balance printed after a day's
 * last row is asserted on the following day; a balance printed after an earlier row of the same
 * day cannot be stated in beancount and is left out (hledger.ts asserts every one).
 */
import type { Decimal } from 'decimal.js';
import type { Ledger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { formatMoney } from './currency-digits.ts';
import { type JournalBook, type JournalEntry, type JournalOptions, journalBooks } from './journal-books.ts';

export type BeancountOptions = JournalOptions;

/** A beancount string: one line, backslashes and quotes escaped. */
const quoted = (text: string): string => `"${text.replace(/\s+/g, ' ').trim().replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const amount = (value: Decimal, currency: string): string => `${formatMoney(value, currency)} ${currency}`;

function header(books: JournalBook[]): string[] {
  const lines = [
    ';; Converted by bank-statement-converter. Every balance assertion below is a balance printed on the statement that the',
    ';; reconciliation checked; fitid is the stable id of each row (the same as in the OFX, CAMT.053 and MT940 exports).',
  ];
  for (const book of books) {
    lines.push(`;; ${book.account}: ${book.bank}${book.accountNumber ? ` ${book.accountNumber}` : ''}, ${book.periodStart ?? '?'} to ${book.periodEnd ?? '?'}`);
    for (const note of book.notes) lines.push(`;;   ${note}`);
  }
  return lines;
}

function opens(books: JournalBook[]): string[] {
  // Each account is opened once, on the earliest day any book needs it.
  const opened = new Map<string, string>();
  const open = (account: string, date: string) => {
    const known = opened.get(account);
    if (known === undefined || date < known) opened.set(account, date);
  };
  for (const book of books) {
    open(book.account, book.openDate);
    if (book.opening?.asEntry) open(book.openingAccount, book.openDate);
    for (const account of book.counterAccounts) open(account, book.openDate);
  }
  return [...opened].sort(([a, da], [b, db]) => da.localeCompare(db) || a.localeCompare(b)).map(([account, date]) => `${date} open ${account}`);
}

function entryLines(book: JournalBook, e: JournalEntry): string[] {
  const lines = [`${e.date} * ${quoted(e.payee || e.description)} ${quoted(e.description)}`];
  lines.push(`  fitid: ${quoted(e.id)}`);
  lines.push(`  description: ${quoted(e.description)}`);
  if (e.valueDate) lines.push(`  value-date: ${e.valueDate}`);
  if (e.typeCode) lines.push(`  type-code: ${quoted(e.typeCode)}`);
  if (e.source) lines.push(`  source: ${quoted(e.source)}`);
  if (e.category !== undefined) lines.push(`  category: ${quoted(e.category ?? '')}`);
  if (e.categoryConfidence !== undefined) lines.push(`  category-confidence: ${e.categoryConfidence}`);
  if (e.categoryReason) lines.push(`  category-reason: ${quoted(e.categoryReason)}`);
  lines.push(`  ${book.account}  ${amount(e.amount, e.currency)}`);
  lines.push(`  ${e.counterAccount}  ${amount(e.amount.negated(), e.currency)}`);
  if (e.balanceNotAsserted)
    lines.push(`; the balance ${amount(e.balanceNotAsserted, book.currency)} printed after this row does not follow from the rows in date order: not asserted`);
  return lines;
}

/**
 * The statement (or a merged ledger) as a beancount file. `bean-check` accepts it as it is: the
 * accounts are opened and every assertion holds.
 * @example
 * await writeFile('march.beancount', toBeancount(statement, { accountMap: { expenses: 'Expenses:Unknown' } }));
 */
export function toBeancount(input: Statement | Ledger, options: BeancountOptions = {}): string {
  const books = journalBooks(input, options);
  const blocks: string[][] = [header(books), opens(books)];
  for (const book of books) {
    type Dated = { date: string; rank: number; lines: string[] };
    const items: Dated[] = [];
    if (book.opening?.asEntry) {
      const o = book.opening;
      items.push({
        date: o.date,
        rank: 0,
        lines: [
          `${o.date} * "Opening balance" ${quoted(o.derived ? 'derived from the first printed balance' : 'as printed on the statement')}`,
          `  ${book.account}  ${amount(o.amount, book.currency)}`,
          `  ${book.openingAccount}  ${amount(o.amount.negated(), book.currency)}`,
        ],
      });
    }
    for (const c of book.checkpoints) items.push({ date: c.date, rank: 1, lines: [`${c.date} balance ${book.account}  ${amount(c.amount, book.currency)}`] });
    for (const e of book.entries) items.push({ date: e.date, rank: 2, lines: entryLines(book, e) });
    // Beancount sorts by itself; the file is in the same order for people reading it.
    items.sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank);
    for (const item of items) blocks.push(item.lines);
  }
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}
