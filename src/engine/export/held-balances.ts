/**
 * Which printed balances held: the only place the accounting exports read the reconciliation, so
 * that journals assert nothing the engine found wrong.
 *
 * A row's printed balance held when it was printed and no BALANCE_MISMATCH warning names the row
 * (the warnings are what names rows). The closing balance held when opening + Σ = closing was
 * checked and held (`totalsMatch`), or, where it could not be checked (no opening printed), the
 * statement is `verified` (its printed balances held and nothing contradicts them); never with a
 * TOTALS_MISMATCH warning. Statements made before `reconciliation.status` existed count `ok`.
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
    closingHeld: closingHeld(statement),
  };
}

function closingHeld(statement: Statement): boolean {
  const r = statement.reconciliation;
  if (statement.warnings.some((w) => w.code === 'TOTALS_MISMATCH')) return false;
  const verified = (r as { status?: string }).status !== undefined ? r.status === 'verified' : r.ok;
  return r.totalsMatch === true || (r.totalsMatch === null && verified);
}
