/**
 * The honest verdict on a reading: `verified` only when something printed was checked and held,
 * `failed` when a check failed, `unverified` when nothing printed could be checked or the reading
 * rests on a guess the document could not settle. A confident wrong answer is the worst failure a
 * converter can give, so "nothing failed" is never reported as "verified".
 */
import type { ReconciliationStatus, Warning, WarningCode } from '../types.ts';

/** What one statement part (a statement, or one account of several) had checked. */
export interface PartChecks {
  balancesChecked: number;
  balanceMismatches: number;
  /** Opening + Σ = closing, with both balances printed (not derived from the rows themselves). */
  totals: 'held' | 'failed' | 'not printed';
  sideTotals?: { moneyOut: 'held' | 'failed'; moneyIn: 'held' | 'failed' };
  /** Transactions no printed balance or total reached (before the first printed balance with no opening, after the last). */
  unchecked?: number;
}

export interface Verdict {
  status: ReconciliationStatus;
  statusReason: string;
  totalsChecked: number;
  totalsHeld: number;
}

/**
 * Warnings that say the reading rests on a guess: two readings that both hold, a year the
 * document never printed, a page OCR skipped, a money line or row left unread. A reading with any
 * of them is at best unverified, whatever held.
 */
const GUESSES: Partial<Record<WarningCode, string>> = {
  AMBIGUOUS_READING: 'the statement reads almost as well another way',
  YEAR_INFERRED: 'the year of the dates was guessed',
  OCR_TIMEOUT: 'a page was not recognised',
  UNPARSED_ROW: 'a row could not be read',
  UNREAD_LINE: 'a line that looks like a transaction was not read',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * `extraMismatches`: breaks found outside the parts' own chains (a statement that opens on another
 * balance than the previous one closed on). `warnings`: the statement's warnings, less those that
 * report a table the arithmetic left out on purpose (a decoy is not a guess).
 */
export function reconciliationVerdict(parts: PartChecks[], extraMismatches: number, warnings: readonly Warning[]): Verdict {
  let balancesChecked = 0;
  let balanceMismatches = extraMismatches;
  let totalsChecked = 0;
  let totalsHeld = 0;
  let partsUnchecked = 0;
  let rowsUnchecked = 0;
  for (const part of parts) {
    rowsUnchecked += part.unchecked ?? 0;
    balancesChecked += part.balancesChecked;
    balanceMismatches += part.balanceMismatches;
    let checks = part.balancesChecked;
    if (part.totals !== 'not printed') {
      totalsChecked++;
      checks++;
      if (part.totals === 'held') totalsHeld++;
    }
    if (part.sideTotals) {
      for (const side of [part.sideTotals.moneyOut, part.sideTotals.moneyIn]) {
        totalsChecked++;
        checks++;
        if (side === 'held') totalsHeld++;
      }
    }
    if (checks === 0) partsUnchecked++;
  }
  const checkedText = [balancesChecked ? `${plural(balancesChecked, 'printed balance')}` : '', totalsChecked ? `${plural(totalsChecked, 'printed total')}` : '']
    .filter(Boolean)
    .join(' and ');
  const totalsFailed = totalsChecked - totalsHeld;
  if (balanceMismatches > 0 || totalsFailed > 0) {
    const failures = [
      balanceMismatches ? `${plural(balanceMismatches, 'balance')} did not follow` : '',
      totalsFailed ? `${plural(totalsFailed, 'total')} did not add up` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    return { status: 'failed', statusReason: `Checked ${checkedText || 'the statement'}: ${failures}.`, totalsChecked, totalsHeld };
  }
  if (parts.length === 0 || balancesChecked + totalsChecked === 0) {
    return {
      status: 'unverified',
      statusReason: 'The statement prints no balance or total the transactions could be checked against.',
      totalsChecked,
      totalsHeld,
    };
  }
  if (partsUnchecked > 0) {
    return {
      status: 'unverified',
      statusReason: `${checkedText} held, but ${plural(partsUnchecked, 'account')} of ${parts.length} printed nothing to check against.`,
      totalsChecked,
      totalsHeld,
    };
  }
  if (rowsUnchecked > 0) {
    return {
      status: 'unverified',
      statusReason: `${checkedText} held, but ${plural(rowsUnchecked, 'transaction')} stand${rowsUnchecked === 1 ? 's' : ''} before the first or after the last printed balance, where nothing checks ${rowsUnchecked === 1 ? 'it' : 'them'}.`,
      totalsChecked,
      totalsHeld,
    };
  }
  const guesses = [...new Set(warnings.map((w) => GUESSES[w.code]).filter((g): g is string => g !== undefined))];
  if (guesses.length) {
    return { status: 'unverified', statusReason: `${checkedText} held, but ${guesses.join('; ')}.`, totalsChecked, totalsHeld };
  }
  return { status: 'verified', statusReason: `${checkedText} checked; every one held.`, totalsChecked, totalsHeld };
}
