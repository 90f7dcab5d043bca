/**
 * Which printed balances held: the only place the accounting exports read the reconciliation, so
 * that journals assert nothing the engine found wrong.
 *
 * A row's printed balance held when it was printed and no BALANCE_MISMATCH warning names the row;
 * the closing balance held when no TOTALS_MISMATCH warning says opening + Σ ≠ closing and
 * `totalsMatch` is not false. When `reconciliation.status` ('verified' | 'unverified' | 'failed')
 * is on every statement, `closingHeld` can also require `status !== 'failed'`; the per-row test
 * stays on the warnings, which are what names the row.
 */
import type { Statement, Transaction } from '../types.ts';

export interface HeldBalances {
  /** The row's printed balance was checked against the running balance and held. */
  rowHeld(t: Transaction): boolean;
  /** The printed closing balance follows from the opening and the rows (or nothing contradicts it). */
  closingHeld: boolean;
}

export function heldBalances(statement: Statement): HeldBalances {
  const mismatches = statement.warnings.filter((w) => w.code === 'BALANCE_MISMATCH');
  // A mismatch that names no row could be any row: then no printed balance is trusted.
  const anyRow = mismatches.some((w) => w.transactionIndex === undefined);
  const wrong = new Set(mismatches.map((w) => statement.transactions[w.transactionIndex ?? -1]).filter((t): t is Transaction => t !== undefined));
  return {
    rowHeld: (t) => !anyRow && t.balancePrinted && t.balance !== null && !wrong.has(t),
    closingHeld: statement.reconciliation.totalsMatch !== false && !statement.warnings.some((w) => w.code === 'TOTALS_MISMATCH'),
  };
}
