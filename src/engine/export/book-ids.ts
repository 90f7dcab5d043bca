/**
 * The stable per-transaction id (the FITID scheme of fitid.ts) of every row of a book, so OFX,
 * CAMT.053, MT940, the journals and the JSON all carry the same id for the same row.
 */
import type { Statement, Transaction } from '../types.ts';
import { type AccountBook, accountBooks } from './books.ts';
import { transactionIds } from './fitid.ts';

/** The account a book's ids are keyed by: its account number, else its bank and currency. */
export const bookIdKey = (book: Pick<AccountBook, 'accountNumber' | 'bank' | 'currency'>): string =>
  book.accountNumber ?? `${book.bank}|${book.currency ?? ''}`;

export function bookTransactionIds(book: Pick<AccountBook, 'accountNumber' | 'bank' | 'currency' | 'transactions'>): string[] {
  return transactionIds(bookIdKey(book), book.transactions);
}

/** Each row's id, in the statement's row order (rows of several accounts are keyed by their account). */
export function statementTransactionIds(statement: Statement): string[] {
  const ids = new Map<Transaction, string>();
  for (const book of accountBooks(statement)) {
    const bookIds = bookTransactionIds(book);
    for (const [i, t] of book.transactions.entries()) ids.set(t, bookIds[i] as string);
  }
  return statement.transactions.map((t) => ids.get(t) as string);
}
