/**
 * hledger journal: `account` and `commodity` declarations (so `hledger check -s` accepts it), an
 * opening-balance transaction (or only its assertion), and one transaction per row: the date
 * (and the value date as secondary date), `payee | description as printed`, the stable id as
 * tag `fitid:`, the category as tag `category:`, and the counter-account from the category.
 *
 * hledger asserts a balance after a posting, in date order then file order, so every printed
 * balance that held is asserted on its own row (`= 87.70 GBP`), several per day included.
 */
import type { Decimal } from 'decimal.js';
import type { Ledger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { formatMoney } from './currency-digits.ts';
import { type JournalBook, type JournalEntry, type JournalOptions, journalBooks } from './journal-books.ts';

export type HledgerOptions = JournalOptions;

/** Text on a transaction line: one line, no `;` (it starts a comment). */
const lineText = (text: string): string => text.replace(/\s+/g, ' ').replace(/;/g, ',').trim();
/** A tag value ends at a comma. */
const tagValue = (text: string): string => lineText(text).replace(/,/g, ' ');

const amount = (value: Decimal, currency: string): string => `${formatMoney(value, currency)} ${currency}`;

function entryLines(book: JournalBook, e: JournalEntry): string[] {
  const date = e.valueDate && e.valueDate !== e.date ? `${e.date}=${e.valueDate}` : e.date;
  const payee = lineText(e.payee || e.description).replace(/\|/g, '/');
  const tags = [`fitid:${e.id}`];
  if (e.typeCode) tags.push(`type:${tagValue(e.typeCode)}`);
  if (e.category) tags.push(`category:${tagValue(e.category)}`);
  if (e.categoryConfidence !== undefined) tags.push(`confidence:${e.categoryConfidence}`);
  if (e.source) tags.push(`source:${tagValue(e.source)}`);
  const lines = [`${date} * ${payee} | ${lineText(e.description)}  ; ${tags.join(', ')}`];
  if (e.categoryReason) lines.push(`    ; category reason: ${lineText(e.categoryReason)}`);
  const assertion = e.balanceAfter ? ` = ${amount(e.balanceAfter, book.currency)}` : '';
  lines.push(`    ${book.account}  ${amount(e.amount, e.currency)}${assertion}`);
  lines.push(`    ${e.counterAccount}  ${amount(e.amount.negated(), e.currency)}`);
  if (e.balanceNotAsserted)
    lines.push(
      `    ; the balance ${amount(e.balanceNotAsserted, book.currency)} printed after this row does not follow from the rows in date order: not asserted`,
    );
  return lines;
}

/**
 * The statement (or a merged ledger) as an hledger journal; `hledger check -s` accepts it.
 * @example
 * await writeFile('march.journal', toHledger(statement));
 */
export function toHledger(input: Statement | Ledger, options: HledgerOptions = {}): string {
  const books = journalBooks(input, options);
  const header = [
    '; Converted by bank-statement-converter. Every balance assertion (=) is a balance printed on the statement that the',
    '; reconciliation checked; fitid is the stable id of each row (the same as in the OFX, CAMT.053 and MT940 exports).',
  ];
  for (const book of books) {
    header.push(`; ${book.account}: ${book.bank}${book.accountNumber ? ` ${book.accountNumber}` : ''}, ${book.periodStart ?? '?'} to ${book.periodEnd ?? '?'}`);
    for (const note of book.notes) header.push(`;   ${note}`);
  }
  const accounts = new Set<string>();
  const commodities = new Set<string>();
  for (const book of books) {
    accounts.add(book.account);
    if (book.opening?.asEntry) accounts.add(book.openingAccount);
    for (const a of book.counterAccounts) accounts.add(a);
    commodities.add(book.currency);
    for (const e of book.entries) commodities.add(e.currency);
  }
  const blocks: string[][] = [header, [...accounts].map((a) => `account ${a}`), [...commodities].sort().map((c) => `commodity ${c}`)];
  for (const book of books) {
    type Dated = { date: string; rank: number; lines: string[] };
    const items: Dated[] = [];
    if (book.opening?.asEntry) {
      const o = book.opening;
      items.push({
        date: o.date,
        rank: 0,
        lines: [
          `${o.date} * Opening balance | ${o.derived ? 'derived from the first printed balance' : 'as printed on the statement'}`,
          `    ${book.account}  ${amount(o.amount, book.currency)} = ${amount(o.amount, book.currency)}`,
          `    ${book.openingAccount}  ${amount(o.amount.negated(), book.currency)}`,
        ],
      });
    }
    // Opening and closing balances of statements as assertions at the start of a day; printed
    // balances are asserted on their own rows instead.
    for (const c of book.checkpoints) {
      if (c.kind === 'printed') continue;
      items.push({
        date: c.date,
        rank: 1,
        lines: [
          `${c.date} ${c.kind === 'opening' ? 'Opening' : 'Closing'} balance`,
          `    ${book.account}  0 ${book.currency} = ${amount(c.amount, book.currency)}`,
        ],
      });
    }
    for (const e of book.entries) items.push({ date: e.date, rank: 2, lines: entryLines(book, e) });
    // hledger checks assertions in date order, then file order: the file is written in that order.
    items.sort((a, b) => a.date.localeCompare(b.date) || a.rank - b.rank);
    for (const item of items) blocks.push(item.lines);
  }
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}
