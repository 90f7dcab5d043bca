/** How a statement's reconciliation verdict reads on the command line. */
import type { Statement } from '../index.ts';

/** "verified (12 balances, 1 total)", "UNVERIFIED: nothing printed to check against", "FAILED: ...". */
export function statusText(statement: Statement): string {
  const r = statement.reconciliation;
  if (r.status === 'verified') {
    const checked = [
      r.balancesChecked ? `${r.balancesChecked} balance${r.balancesChecked === 1 ? '' : 's'}` : '',
      r.totalsChecked ? `${r.totalsChecked} total${r.totalsChecked === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    return `verified (${checked.join(', ')})`;
  }
  return `${r.status.toUpperCase()}: ${r.statusReason}`;
}
