/**
 * A statement (or a merged ledger) as the plain-text journals see it: per account, the opening
 * balance, one entry per row (date, payee, description, amount, stable id, counter-account) and
 * the balances that may be asserted. beancount.ts and hledger.ts only spell this out.
 *
 * An assertion is written only for a printed balance that held (held-balances.ts) and that also
 * follows from the journal's own rows in the order a checker adds them (by date, then file
 * order), so every assertion a journal carries holds; a held balance that does not follow (rows
 * printed out of date order) is kept as a comment instead.
 */
import { Decimal } from 'decimal.js';
import { type Ledger, type LedgerAccount, isLedger } from '../ledger/merge.ts';
import { cleanPayee } from '../payee/clean-payee.ts';
import type { Statement, Transaction } from '../types.ts';
import { bookTransactionIds } from './book-ids.ts';
import { type AccountBook, accountBooks } from './books.ts';
import { heldBalances } from './held-balances.ts';
import { type AccountMap, bookAccount, counterAccount, openingAccount } from './journal-accounts.ts';

export interface JournalOptions {
  /** Account names (docs/accounting.md, "Account map"). */
  accountMap?: AccountMap;
  /**
   * `entry` (default): the opening balance is a transaction against the opening-balance account,
   * so the journal stands alone. `assertion`: only a balance assertion at the start, for appending
   * to books that already hold the earlier statements.
   */
  opening?: 'entry' | 'assertion';
}

export interface JournalEntry {
  date: string;
  valueDate?: string;
  payee: string;
  /** The description as printed. */
  description: string;
  typeCode?: string;
  amount: Decimal;
  currency: string;
  /** The row's stable id (the FITID of the OFX export). */
  id: string;
  counterAccount: string;
  category?: string | null;
  categoryConfidence?: number;
  categoryReason?: string;
  /** The file a ledger row came from. */
  source?: string;
  /** A printed balance that held and follows from the rows: asserted after this posting (hledger). */
  balanceAfter: Decimal | null;
  /** A printed balance that held but does not follow from the journal's order: written as a comment only. */
  balanceNotAsserted: Decimal | null;
}

/** A balance at the start of `date` (before that day's rows): beancount's `balance` directive. */
export interface BalanceCheckpoint {
  date: string;
  amount: Decimal;
  kind: 'opening' | 'printed' | 'closing';
}

export interface JournalBook {
  account: string;
  currency: string;
  bank: string;
  accountNumber: string | null;
  isCard: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  /** The closing balance printed (else the last balance a row knows), whether or not it held. */
  closing: Decimal | null;
  /** The date the accounts are opened: the first day of the period or the first row, whichever is earlier. */
  openDate: string;
  /** The opening balance (printed, or derived from the first printed balance that held), and how it is written. */
  opening: { date: string; amount: Decimal; derived: boolean; asEntry: boolean } | null;
  openingAccount: string;
  entries: JournalEntry[];
  checkpoints: BalanceCheckpoint[];
  /** Every counter-account the entries use, sorted. */
  counterAccounts: string[];
  /** Balances that held on the statement but are not asserted, and why. */
  notes: string[];
}

/** One statement's part of a book: its period and balances (a ledger account has several). */
interface Segment {
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Decimal | null;
  closingBalance: Decimal | null;
  closingHeld: boolean;
}

export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const minDate = (a: string, b: string | null | undefined): string => (b && b < a ? b : a);

function buildBook(
  book: AccountBook,
  rowHeld: (t: Transaction, index: number) => boolean,
  segments: Segment[],
  sources: (string | undefined)[],
  options: JournalOptions,
): JournalBook {
  const map = options.accountMap ?? {};
  const currency = (book.currency ?? 'XXX').toUpperCase();
  const ids = bookTransactionIds(book);
  // The order a checker adds rows in: by date, the rows of one day in the order they happened
  // (as printed, or reversed for a statement listing the newest first).
  const rows = book.transactions;
  const newestFirst = rows.length > 1 && (rows[0] as Transaction).date > (rows[rows.length - 1] as Transaction).date;
  const happened = rows.map((_, i) => (newestFirst ? rows.length - 1 - i : i));
  const order = happened.sort((a, b) => (rows[a] as Transaction).date.localeCompare((rows[b] as Transaction).date) || (newestFirst ? b - a : a - b));
  const inCurrency = (t: Transaction) => (t.currency ?? currency).toUpperCase() === currency;
  const notes: string[] = [];

  // The opening balance: printed, else the first held printed balance less the rows up to it.
  let opening: Decimal | null = book.openingBalance;
  let derived = false;
  if (opening === null) {
    let sum = new Decimal(0);
    for (const i of order) {
      const t = book.transactions[i] as Transaction;
      if (!inCurrency(t)) continue;
      sum = sum.plus(t.amount);
      if (rowHeld(t, i) && t.balance) {
        opening = t.balance.minus(sum);
        derived = true;
        break;
      }
    }
  }
  const firstDate = order.length ? (book.transactions[order[0] as number] as Transaction).date : null;
  const openDate = minDate(firstDate ?? book.periodStart ?? book.periodEnd ?? '1970-01-01', book.periodStart);
  const asEntry = (options.opening ?? 'entry') === 'entry';
  const checkpoints: BalanceCheckpoint[] = [];
  if (opening !== null && !asEntry) checkpoints.push({ date: openDate, amount: opening, kind: 'opening' });

  // Running balance (book currency) after each row in checker order, and at the end of each day.
  let running = opening ?? new Decimal(0);
  const entries: JournalEntry[] = [];
  const endOfDay = new Map<string, Decimal | null>();
  for (const i of order) {
    const t = book.transactions[i] as Transaction;
    if (inCurrency(t)) running = running.plus(t.amount);
    let balanceAfter: Decimal | null = null;
    let balanceNotAsserted: Decimal | null = null;
    if (opening !== null && t.balance && inCurrency(t) && rowHeld(t, i)) {
      if (t.balance.eq(running)) balanceAfter = t.balance;
      else balanceNotAsserted = t.balance;
    }
    // Only the day's last row can speak for the balance at the end of the day.
    endOfDay.set(t.date, balanceAfter);
    const moneyIn = !t.amount.isNegative();
    entries.push({
      date: t.date,
      ...(t.valueDate !== undefined ? { valueDate: t.valueDate } : {}),
      payee: cleanPayee(t.description),
      description: t.description.replace(/\s+/g, ' ').trim(),
      ...(t.typeCode !== undefined ? { typeCode: t.typeCode } : {}),
      amount: t.amount,
      currency: (t.currency ?? currency).toUpperCase(),
      id: ids[i] as string,
      counterAccount: counterAccount(t.category, moneyIn, map),
      ...(t.category !== undefined ? { category: t.category } : {}),
      ...(t.categoryConfidence !== undefined ? { categoryConfidence: t.categoryConfidence } : {}),
      ...(t.categoryReason !== undefined ? { categoryReason: t.categoryReason } : {}),
      ...(sources[i] !== undefined ? { source: sources[i] } : {}),
      balanceAfter,
      balanceNotAsserted,
    });
  }
  for (const [date, balance] of endOfDay) if (balance) checkpoints.push({ date: nextDay(date), amount: balance, kind: 'printed' });

  // The balance at the start of a day, from the journal's own rows.
  const balanceBefore = (date: string): Decimal =>
    entries.reduce((sum, e) => (e.date < date && e.currency === currency ? sum.plus(e.amount) : sum), opening ?? new Decimal(0));
  if (opening !== null) {
    segments.forEach((segment, n) => {
      // A later statement's opening balance (a ledger): at the start of its first day.
      if (n > 0 && segment.openingBalance && segment.periodStart) {
        if (segment.openingBalance.eq(balanceBefore(segment.periodStart)))
          checkpoints.push({ date: segment.periodStart, amount: segment.openingBalance, kind: 'opening' });
        else
          notes.push(
            `The opening balance ${segment.openingBalance.toFixed()} of the statement starting ${segment.periodStart} does not follow from the rows before it: not asserted.`,
          );
      }
      const lastRow = entries.reduce<string | null>((max, e) => (max === null || e.date > max ? e.date : max), null);
      const end = n === segments.length - 1 && lastRow && (!segment.periodEnd || lastRow > segment.periodEnd) ? lastRow : segment.periodEnd;
      if (!segment.closingBalance || !end) return;
      if (!segment.closingHeld) {
        notes.push(`The closing balance ${segment.closingBalance.toFixed()} on ${end} did not reconcile with the rows: not asserted.`);
        return;
      }
      const day = nextDay(end);
      if (segment.closingBalance.eq(balanceBefore(day))) checkpoints.push({ date: day, amount: segment.closingBalance, kind: 'closing' });
      else notes.push(`The closing balance ${segment.closingBalance.toFixed()} on ${end} does not follow from the journal's rows: not asserted.`);
    });
  }
  // One checkpoint per day and amount (a closing balance is usually also the last day's printed one).
  const seen = new Set<string>();
  const unique = checkpoints
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((c) => {
      const key = `${c.date}|${c.amount.toFixed()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    account: bookAccount(book, map),
    currency,
    bank: book.bank,
    accountNumber: book.accountNumber,
    isCard: book.isCard,
    closing: book.closingBalance,
    periodStart: book.periodStart,
    periodEnd: book.periodEnd,
    openDate,
    opening: opening === null ? null : { date: openDate, amount: opening, derived, asEntry },
    openingAccount: openingAccount(map),
    entries,
    checkpoints: unique,
    counterAccounts: [...new Set(entries.map((e) => e.counterAccount))].sort(),
    notes,
  };
}

function ledgerBook(account: LedgerAccount, options: JournalOptions): JournalBook {
  const segments: Segment[] = account.statements.map((s) => ({ ...s, closingHeld: s.closingHeld ?? false }));
  return buildBook(
    account,
    (t) => (t as LedgerAccount['transactions'][number]).balanceHeld === true,
    segments,
    account.transactions.map((t) => t.source),
    options,
  );
}

/**
 * The balances a statement format (CAMT.053, MT940) opens and closes with: the opening as the
 * journals have it (printed, or derived from the first printed balance that held), the closing
 * as printed; whichever is missing follows from the other and the rows (0 when neither is known).
 */
export function statementBalances(book: JournalBook): { opening: Decimal; closing: Decimal } {
  const sum = book.entries.reduce((s, e) => (e.currency === book.currency ? s.plus(e.amount) : s), new Decimal(0));
  const opening = book.opening?.amount ?? (book.closing ? book.closing.minus(sum) : new Decimal(0));
  return { opening, closing: book.closing ?? opening.plus(sum) };
}

/**
 * An account that is the parent of another book's account (`...:USD` beside `...:USD:1234`, a
 * statement with an unnumbered account next to a numbered one) gets a leaf of its own: beancount
 * counts a parent's children in its balance, so its assertions would not hold.
 */
function separateParents(books: JournalBook[]): JournalBook[] {
  return books.map((book) => (books.some((other) => other.account.startsWith(`${book.account}:`)) ? { ...book, account: `${book.account}:Other` } : book));
}

/** The journal books of a statement (one per account it holds) or of a merged ledger (one per account). */
export function journalBooks(input: Statement | Ledger, options: JournalOptions = {}): JournalBook[] {
  if (isLedger(input)) return separateParents(input.accounts.map((a) => ledgerBook(a, options)));
  const held = heldBalances(input);
  return separateParents(accountBooks(input).map((book) => buildBook(book, (t) => held.rowHeld(t), [{ ...book, closingHeld: held.closingHeld }], [], options)));
}
