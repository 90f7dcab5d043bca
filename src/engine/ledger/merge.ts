/**
 * One ledger from many statements: the statements' accounts grouped, each account's statements
 * put in period order, the rows that overlapping statements both list kept once, and the balance
 * chain checked from each statement to the next.
 */
import type { Decimal } from 'decimal.js';
import { type AccountBook, accountBooks } from '../export/books.ts';
import { formatMoney } from '../export/currency-digits.ts';
import { heldBalances } from '../export/held-balances.ts';
import type { Statement, Transaction } from '../types.ts';

/** A statement and the name it is known by in warnings (its file name, usually). */
export interface NamedStatement {
  source: string;
  statement: Statement;
}

export type LedgerWarningCode =
  /** The statements print no account number: their rows are grouped by bank and currency. */
  | 'ACCOUNT_NOT_PRINTED'
  /** Days between one statement's end and the next one's start are in neither. */
  | 'PERIOD_GAP'
  /** A statement's opening balance is not the previous statement's closing balance. */
  | 'BALANCE_DISCONTINUITY';

export interface LedgerWarning {
  code: LedgerWarningCode;
  message: string;
  /** The account's key in the ledger (`LedgerAccount.key`). */
  account: string;
  /** The statements the warning is about (one, or the two either side of a gap or break). */
  sources: string[];
}

/** A row of the ledger: the statement row plus the statement it was taken from. */
export interface LedgerTransaction extends Transaction {
  source: string;
  /** The row's printed balance held in its statement (held-balances.ts): the journals assert only these. */
  balanceHeld?: boolean;
}

/** One statement's contribution to an account of the ledger. */
export interface LedgerStatement {
  source: string;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Decimal | null;
  closingBalance: Decimal | null;
  /** Rows of this statement in the ledger. */
  transactions: number;
  /** Rows left out because an earlier statement of the overlapping period already lists them. */
  duplicatesRemoved: number;
  /** The statement's closing balance held (held-balances.ts); not part of the JSON document. */
  closingHeld?: boolean;
}

export interface LedgerAccount extends AccountBook {
  /** `accountNumber|currency`, or `bank|currency` for statements printing no account number. */
  key: string;
  transactions: LedgerTransaction[];
  /** In period order. */
  statements: LedgerStatement[];
}

export interface Ledger {
  accounts: LedgerAccount[];
  warnings: LedgerWarning[];
}

export interface MergeOptions {
  /**
   * Remove rows that two statements of one account both list for the days their periods share
   * (default true). Rows repeated inside one statement are always kept.
   */
  dedupe?: boolean;
}

/** One account of one statement, with its place in the input. */
interface Piece {
  source: string;
  order: number;
  book: AccountBook;
  rowHeld: (t: Transaction) => boolean;
  closingHeld: boolean;
}

export function isLedger(value: Statement | Ledger): value is Ledger {
  return Array.isArray((value as Ledger).accounts);
}

const keyOf = (book: AccountBook): string =>
  book.accountNumber !== null ? `${book.accountNumber}|${book.currency ?? ''}` : `${book.bank}|${book.currency ?? ''}`;

/** Rows with the same date, amount and description are the same row to a reader of two statements. */
export const rowKey = (t: Transaction): string => `${t.date}\u001f${t.amount.toFixed()}\u001f${t.description.trim().replace(/\s+/g, ' ').toLowerCase()}`;

const startOf = (book: AccountBook): string => book.periodStart ?? book.transactions[0]?.date ?? '';
const endOf = (book: AccountBook): string => book.periodEnd ?? book.transactions[book.transactions.length - 1]?.date ?? '';

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const named = (item: Statement | NamedStatement, index: number): NamedStatement =>
  'statement' in item && 'source' in item ? item : { source: `statement ${index + 1}`, statement: item as Statement };

/**
 * Merges statements into one ledger.
 *
 * - Accounts are grouped by account number and currency; statements printing no account number
 *   are grouped by bank and currency, with an `ACCOUNT_NOT_PRINTED` warning.
 * - Each account's statements are ordered by period (start, then end, then input order).
 * - Where a statement's period starts before the ledger so far ends, the rows of the shared days
 *   that the earlier statements already list are left out: for each date, amount and description,
 *   the ledger keeps as many rows as the statement listing the most of them. Rows outside the
 *   shared days, and rows repeated inside one statement, are kept.
 * - Continuity: when one statement ends and the next starts later than the following day, a
 *   `PERIOD_GAP` warning names both; when they meet but the closing balance of the first is not
 *   the opening balance of the second, a `BALANCE_DISCONTINUITY` warning names both.
 */
export function mergeStatements(statements: readonly (Statement | NamedStatement)[], options: MergeOptions = {}): Ledger {
  const dedupe = options.dedupe ?? true;
  const pieces: Piece[] = statements.flatMap((item, order) => {
    const { source, statement } = named(item, order);
    const held = heldBalances(statement);
    return accountBooks(statement).map((book) => ({ source, order, book, rowHeld: held.rowHeld, closingHeld: held.closingHeld }));
  });
  const groups = new Map<string, Piece[]>();
  for (const piece of pieces) {
    const key = keyOf(piece.book);
    groups.set(key, [...(groups.get(key) ?? []), piece]);
  }
  const warnings: LedgerWarning[] = [];
  const accounts = [...groups.entries()].map(([key, group]) => mergeAccount(key, group, dedupe, warnings));
  return { accounts, warnings };
}

function mergeAccount(key: string, group: Piece[], dedupe: boolean, warnings: LedgerWarning[]): LedgerAccount {
  const ordered = [...group].sort((a, b) => startOf(a.book).localeCompare(startOf(b.book)) || endOf(a.book).localeCompare(endOf(b.book)) || a.order - b.order);
  const first = ordered[0] as Piece;
  const last = ordered[ordered.length - 1] as Piece;
  const money = (amount: Decimal) => formatMoney(amount, first.book.currency);
  if (first.book.accountNumber === null) {
    warnings.push({
      code: 'ACCOUNT_NOT_PRINTED',
      message: `${ordered.map((p) => p.source).join(', ')}: no account number printed; grouped as one ${first.book.bank} account in ${first.book.currency ?? 'an unknown currency'}.`,
      account: key,
      sources: ordered.map((p) => p.source),
    });
  }

  const transactions: LedgerTransaction[] = [];
  const summaries: LedgerStatement[] = [];
  // The statement reaching furthest so far: the next one continues from it.
  let latest: Piece | null = null;
  for (const piece of ordered) {
    const start = startOf(piece.book);
    const ledgerEnd = latest ? endOf(latest.book) : '';
    const rows = dedupe && latest && start <= ledgerEnd ? withoutOverlap(piece.book.transactions, transactions, start, ledgerEnd) : piece.book.transactions;
    if (latest) checkContinuity(latest, piece, key, money, warnings);
    transactions.push(...rows.map((t) => ({ ...t, source: piece.source, balanceHeld: piece.rowHeld(t) })));
    summaries.push({
      source: piece.source,
      periodStart: piece.book.periodStart,
      periodEnd: piece.book.periodEnd,
      openingBalance: piece.book.openingBalance,
      closingBalance: piece.book.closingBalance,
      transactions: rows.length,
      duplicatesRemoved: piece.book.transactions.length - rows.length,
      closingHeld: piece.closingHeld,
    });
    if (!latest || endOf(piece.book) >= endOf(latest.book)) latest = piece;
  }
  const end = (latest ?? last).book;
  return {
    key,
    accountNumber: first.book.accountNumber,
    bank: first.book.bank,
    bankId: first.book.bankId,
    currency: first.book.currency,
    isCard: ordered.some((p) => p.book.isCard),
    periodStart: first.book.periodStart ?? (startOf(first.book) || null),
    periodEnd: end.periodEnd ?? (endOf(end) || null),
    openingBalance: first.book.openingBalance,
    closingBalance: end.closingBalance,
    transactions,
    statements: summaries,
  };
}

/**
 * The statement's rows minus those the ledger already lists for the shared days [start, end]:
 * per row key, as many of the statement's rows are dropped as the ledger has of that key there.
 */
export function withoutOverlap(rows: readonly Transaction[], ledger: readonly Transaction[], start: string, end: string): Transaction[] {
  const inShared = (t: Transaction) => t.date >= start && t.date <= end;
  const already = new Map<string, number>();
  for (const t of ledger) {
    if (inShared(t)) already.set(rowKey(t), (already.get(rowKey(t)) ?? 0) + 1);
  }
  return rows.filter((t) => {
    if (!inShared(t)) return true;
    const left = already.get(rowKey(t)) ?? 0;
    if (left === 0) return true;
    already.set(rowKey(t), left - 1);
    return false;
  });
}

function checkContinuity(previous: Piece, next: Piece, key: string, money: (d: Decimal) => string, warnings: LedgerWarning[]): void {
  const end = endOf(previous.book);
  const start = startOf(next.book);
  if (!end || !start || start <= end) return; // overlapping periods: the shared rows were merged instead
  const sources = [previous.source, next.source];
  if (start > nextDay(end)) {
    warnings.push({
      code: 'PERIOD_GAP',
      message: `${previous.source} ends on ${end} but ${next.source} starts on ${start}: the days between are in neither statement.`,
      account: key,
      sources,
    });
    return;
  }
  const closing = previous.book.closingBalance;
  const opening = next.book.openingBalance;
  if (closing && opening && !closing.eq(opening)) {
    warnings.push({
      code: 'BALANCE_DISCONTINUITY',
      message: `${previous.source} closes at ${money(closing)} but ${next.source} opens at ${money(opening)} (difference ${money(opening.minus(closing))}).`,
      account: key,
      sources,
    });
  }
}
