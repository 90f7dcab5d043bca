/**
 * The balance check of a corrected statement, run in the page after every correction, in exact
 * arithmetic: in each section (a statement or an account) every printed balance must equal the
 * previous balance plus the amounts since, and opening + amounts = closing where both are
 * printed. Balances the statement did not print are worked out again from the chain.
 *
 * This is the engine's arithmetic (src/engine/reconcile/chain.ts) without its repairs: it checks
 * what a person typed, it does not second-guess it. The statement's reconciliation is rewritten
 * from it, and its balance and totals warnings replaced, so every download says what holds now.
 */
import type { ReconciliationStatus } from '../../wire-types.ts';
import type { Corrected } from './corrections.ts';
import { type Exact, add, currencyDigits, equal, subtract, sum, toText } from './money.ts';
import {
  type Dec,
  type PlainStatement,
  type PlainTransaction,
  type PlainWarning,
  dec,
  evidenceOf,
  exact,
  exactOrNull,
  newestFirst,
  openingAnchored,
} from './plain-statement.ts';

export interface Mismatch {
  index: number;
  printed: Exact;
  expected: Exact;
}

export interface SectionCheck {
  rows: number[];
  opening: Exact | null;
  /** The opening was read off the page (not worked back from the rows). */
  anchored: boolean;
  closing: Exact | null;
  /** opening + the section's amounts; null without an opening. */
  computedClosing: Exact | null;
  balancesChecked: number;
  mismatches: Mismatch[];
  totals: 'held' | 'failed' | 'not printed';
}

export interface CheckResult {
  sections: SectionCheck[];
  status: ReconciliationStatus;
  statusReason: string;
  balancesChecked: number;
  balanceMismatches: number;
  totalsChecked: number;
  totalsHeld: number;
}

/** Warnings that mean the reading rests on a guess a correction does not settle (the engine's list). */
const GUESSES: Record<string, string> = {
  AMBIGUOUS_READING: 'another reading of the table was almost as good',
  YEAR_INFERRED: 'the year of the dates was guessed',
  OCR_TIMEOUT: 'a page was not read',
  UNPARSED_ROW: 'a row was left unread',
  UNREAD_LINE: 'a line was left unread',
};

function checkSection(statement: PlainStatement, rows: number[], s: number): SectionCheck {
  const section = statement.sections[s];
  const evidence = evidenceOf(statement, s);
  // The chain runs in time order: backwards through rows printed newest first.
  const order = newestFirst(evidence) ? [...rows].reverse() : rows;
  const transaction = (i: number) => statement.transactions[i] as PlainTransaction;
  const amounts = new Map(order.map((i) => [i, exact(transaction(i).amount)]));
  const printedBalance = (i: number): Exact | null => (transaction(i).balancePrinted && transaction(i).balance ? exact(transaction(i).balance as Dec) : null);
  let opening = exactOrNull(section?.openingBalance ?? (s === 0 ? statement.metadata.openingBalance : null));
  // An opening read off the page starts the chain; one the engine worked back from the first
  // printed balance is worked back again, and that balance is then where the chain starts.
  const anchored = opening !== null && openingAnchored(evidence);
  const mismatches: Mismatch[] = [];
  let checked = 0;
  let running = anchored ? opening : null;
  for (const i of order) {
    const expected = running === null ? null : add(running, amounts.get(i) as Exact);
    const printed = printedBalance(i);
    if (printed) {
      if (expected !== null) {
        checked++;
        if (!equal(expected, printed)) mismatches.push({ index: i, printed, expected });
      }
      // After a printed balance the chain goes on from it, as it does on paper.
      running = printed;
    } else {
      running = expected;
      transaction(i).balance = expected === null ? null : dec(toText(expected));
    }
  }
  const first = order.findIndex((i) => printedBalance(i) !== null);
  if (!anchored && first >= 0) {
    // Rows before the first printed balance, and the opening, worked back from it.
    let value = printedBalance(order[first] as number) as Exact;
    for (let k = first; k >= 0; k--) {
      const i = order[k] as number;
      if (k < first) transaction(i).balance = dec(toText(value));
      value = subtract(value, amounts.get(i) as Exact);
    }
    opening = value;
  }
  const closing = exactOrNull(section?.closingBalance);
  const computedClosing = opening === null ? null : add(opening, sum(rows.map((i) => amounts.get(i) as Exact)));
  // Held counts only against an opening read off the page (one worked back from the rows proves nothing), as in the engine.
  const totals = opening && closing && computedClosing ? (!equal(computedClosing, closing) ? 'failed' : anchored ? 'held' : 'not printed') : 'not printed';
  return { rows, opening, anchored, closing, computedClosing, balancesChecked: checked, mismatches, totals };
}

function verdict(sections: SectionCheck[], warnings: readonly PlainWarning[], corrections: number): Omit<CheckResult, 'sections'> {
  const balancesChecked = sections.reduce((n, s) => n + s.balancesChecked, 0);
  const balanceMismatches = sections.reduce((n, s) => n + s.mismatches.length, 0);
  const totalsChecked = sections.filter((s) => s.totals !== 'not printed').length;
  const totalsHeld = sections.filter((s) => s.totals === 'held').length;
  const what = `${corrections} correction${corrections === 1 ? '' : 's'} by hand`;
  const counted = `${balancesChecked} printed balance${balancesChecked === 1 ? '' : 's'} and ${totalsChecked} printed total${totalsChecked === 1 ? '' : 's'} checked`;
  let status: ReconciliationStatus;
  let statusReason: string;
  if (balanceMismatches > 0 || totalsHeld < totalsChecked) {
    status = 'failed';
    statusReason = `After ${what}: ${counted}; ${balanceMismatches + totalsChecked - totalsHeld} did not hold.`;
  } else if (balancesChecked + totalsChecked === 0) {
    status = 'unverified';
    statusReason = `After ${what}: the statement prints nothing the rows can be checked against.`;
  } else {
    const guesses = [...new Set(warnings.map((w) => GUESSES[w.code]).filter((g): g is string => g !== undefined))];
    status = guesses.length ? 'unverified' : 'verified';
    statusReason = `After ${what}: ${counted}; every one held${guesses.length ? `, but ${guesses.join(' and ')}` : ''}.`;
  }
  return { status, statusReason, balancesChecked, balanceMismatches, totalsChecked, totalsHeld };
}

/**
 * Rechecks a corrected statement in place: derived balances, the reconciliation (its evidence
 * kept: it says how the engine read the table) and the balance and totals warnings.
 */
export function recheck(corrected: Corrected, corrections: number): CheckResult {
  const { statement } = corrected;
  const sections = corrected.sections.map((rows, s) => checkSection(statement, rows, s));
  const digits = currencyDigits(statement.metadata.currency);
  const money = (x: Exact) => toText(x, digits);
  const arithmetic: PlainWarning[] = [];
  for (const s of sections) {
    for (const m of s.mismatches) {
      const row = statement.transactions[m.index];
      arithmetic.push({
        code: 'BALANCE_MISMATCH',
        message: `Row ${m.index + 1} (${row?.date}, "${row?.description}"): printed balance ${money(m.printed)} does not follow from the balance before it and the amounts since (expected ${money(m.expected)}, difference ${money(subtract(m.printed, m.expected))}).`,
        ...(row ? { page: row.page } : {}),
        transactionIndex: m.index,
      });
    }
    if (s.totals === 'failed' && s.opening && s.closing && s.computedClosing) {
      arithmetic.push({
        code: 'TOTALS_MISMATCH',
        message: `Opening balance ${money(s.opening)} plus the ${s.rows.length} transactions gives ${money(s.computedClosing)}, but the closing balance is ${money(s.closing)}.`,
      });
    }
  }
  statement.warnings = [...statement.warnings.filter((w) => w.code !== 'BALANCE_MISMATCH' && w.code !== 'TOTALS_MISMATCH'), ...arithmetic];
  const result = { sections, ...verdict(sections, statement.warnings, corrections) };
  // Balances worked back from the rows follow the corrected rows; those read off the page stay.
  sections.forEach((check, s) => {
    const section = statement.sections[s];
    if (section && check.opening && !check.anchored) section.openingBalance = dec(toText(check.opening));
  });
  const accounts = statement.sections.some((section) => section.accountNumber !== undefined);
  const firstCheck = sections[0];
  const lastSection = statement.sections[statement.sections.length - 1];
  if (!accounts && firstCheck?.opening && !firstCheck.anchored) statement.metadata.openingBalance = dec(toText(firstCheck.opening));
  // Without a printed closing the metadata's closing is the last row's balance.
  if (!accounts && !lastSection?.closingBalance) statement.metadata.closingBalance = statement.transactions[statement.transactions.length - 1]?.balance ?? null;
  const opening = exactOrNull(statement.metadata.openingBalance);
  statement.reconciliation = {
    ...statement.reconciliation,
    status: result.status,
    statusReason: result.statusReason,
    ok: result.status === 'verified',
    balancesChecked: result.balancesChecked,
    balanceMismatches: result.balanceMismatches,
    computedClosing: opening ? dec(toText(add(opening, sum(statement.transactions.map((t) => exact(t.amount)))))) : null,
    totalsMatch: sections.some((c) => c.totals === 'failed') ? false : sections.some((c) => c.opening && c.closing) ? true : null,
    totalsChecked: result.totalsChecked,
    totalsHeld: result.totalsHeld,
  };
  return result;
}
