/**
 * Financial-institution transaction ids (OFX `FITID`) that stay the same every time the same
 * statement is converted, so an accounting program that already imported a row recognises it
 * and skips it instead of booking it twice.
 */
import { createHash } from 'node:crypto';
import type { Transaction } from '../types.ts';
import { fitidKey } from './fitid-key.ts';

/**
 * One id per row: a hash of the row's key (fitid-key.ts). Two genuinely repeated rows (two coffees
 * of the same price on one day) therefore get different ids, while re-converting the file, or
 * converting a later statement that repeats the row, gives the same ones.
 */
export function transactionIds(account: string, transactions: readonly Transaction[]): string[] {
  // 30 hex digits (120 bits): far from OFX's 255-character limit, and no realistic collision.
  return fitidKey(account, transactions).map((key) => createHash('sha256').update(key).digest('hex').slice(0, 30));
}
