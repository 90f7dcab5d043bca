/**
 * Financial-institution transaction ids (OFX `FITID`) that stay the same every time the same
 * statement is converted, so an accounting program that already imported a row recognises it
 * and skips it instead of booking it twice.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from '../types.ts';

/**
 * One id per row: a hash of the account, date, amount, description and how many identical rows
 * (same date, amount and description) came before it in the account. Two genuinely repeated rows
 * (two coffees of the same price on one day) therefore get different ids, while re-converting the
 * file, or converting a later statement that repeats the row, gives the same ones.
 */
export function transactionIds(account: string, transactions: readonly Transaction[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((t) => {
    const key = [account, t.date, t.amount.toFixed(), t.description.trim().replace(/\s+/g, ' ')].join('\u001f');
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    // 30 hex digits (120 bits): far from OFX's 255-character limit, and no realistic collision.
    return createHash('sha256').update(`${key}\u001f${occurrence}`).digest('hex').slice(0, 30);
  });
}
