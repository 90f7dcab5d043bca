/**
 * What a row's FITID is a hash of (fitid.ts, and fitid.browser.ts in the browser build): the
 * account, date, amount, description and how many identical rows (same date, amount and
 * description) came before it in the account.
 */
import type { Transaction } from '../types.ts';

export function fitidKey(account: string, transactions: readonly Transaction[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((t) => {
    const key = [account, t.date, t.amount.toFixed(), t.description.trim().replace(/\s+/g, ' ')].join('\u001f');
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    return `${key}\u001f${occurrence}`;
  });
}
