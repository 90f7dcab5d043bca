/**
 * The opening and closing balances a section's arithmetic is anchored on: balance rows inside the
 * table (brought forward, carried forward), else labelled figures anywhere in the section
 * (summary boxes, several label–value pairs on one line, a figure under its label). A summary that
 * prints the period's total money out and in gives a missing opening or closing from the other.
 */
import type { Decimal } from 'decimal.js';
import type { Line } from '../layout/lines.ts';
import { DAY_BALANCE_TERMS } from '../layout/vocabulary.ts';
import { findLabelledAmount } from './metadata.ts';
import type { RowContext, TypedRow } from './rows.ts';

export interface SectionAnchors {
  opening: Decimal | null;
  closing: Decimal | null;
  /** Where each came from, for the reading's evidence. */
  sources: string[];
  /** The opening is a figure on an unlabelled line above the rows: the arithmetic may find a better one. */
  openingUnlabelled?: boolean;
}

/** The period's total money out and money in, when a summary prints both (unsigned), and the pages they are on. */
export interface SideTotals {
  out: Decimal;
  in: Decimal;
  outPage: number;
  inPage: number;
}

/** The period's total money out and in, by their labels (read/part.ts finds unlabelled ones by their arithmetic). */
export function findSideTotals(lines: Line[], context: RowContext): SideTotals | null {
  const out = findLabelledAmount(lines, context.balanceTerms.totalOut, context.decimal);
  const into = out && findLabelledAmount(lines, context.balanceTerms.totalIn, context.decimal);
  return out && into ? { out: out.value.abs(), in: into.value.abs(), outPage: out.page, inPage: into.page } : null;
}

/**
 * `owed`: the balances are amounts owed (a card), so money out raises them. Anchors stay in the
 * statement's own terms; the caller turns them into the holder's view. `sides`: the side totals of
 * these lines when the caller has them already (undefined: looked up when needed).
 */
export function findSectionAnchors(rows: TypedRow[], lines: Line[], context: RowContext, owed = false, sides?: SideTotals | null): SectionAnchors {
  const terms = context.balanceTerms;
  const sources: string[] = [];
  const neutral = rows.filter((r) => r.kind === 'balance' && r.balance !== null);
  // A balance line with no label the vocabulary knows opens the period when it stands before every
  // transaction, and closes it when it stands after them all.
  const moves = rows.map((r, i) => (r.kind === 'transaction' && r.amount !== null ? i : -1)).filter((i) => i >= 0);
  const before = neutral.filter((r) => rows.indexOf(r) < (moves[0] ?? -1));
  const after = neutral.filter((r) => rows.indexOf(r) > (moves[moves.length - 1] ?? Infinity));
  // An opening row after the first transaction (or a closing row before the last) is a page's
  // carried-forward balance, a checkpoint of the chain: the period's ends are printed elsewhere
  // when the table has none of its own at its ends, and only failing that is a checkpoint taken.
  const openings = rows.filter((r) => r.kind === 'opening' && r.balance !== null);
  // Of balance lines before the first transaction, the one right above it opens the table (those above are a summary).
  // An opening the labels name printed after every transaction is a summary below the table, not a
  // page's checkpoint: it outranks an unlabelled balance line above (an accounts overview's figure).
  const openingBelow = openings.find((r) => rows.indexOf(r) > (moves[moves.length - 1] ?? Infinity));
  const openingAtStart = openings.find((r) => rows.indexOf(r) < (moves[0] ?? Infinity)) ?? openingBelow ?? before.at(-1);
  // A closing balance printed in the balance column outranks one a summary after the table prints under a money column.
  const closings = [...rows].reverse().filter((r) => r.kind === 'closing' && r.balance !== null);
  const closingsAtEnd = closings.filter((r) => rows.indexOf(r) > (moves[moves.length - 1] ?? -1));
  const closingAtEnd = closingsAtEnd.find((r) => r.raw.balance !== undefined) ?? closingsAtEnd[0] ?? after[after.length - 1];
  const labelled = (labels: readonly string[], which: 'first' | 'last', name: string, from = 0) => {
    const found = findLabelledAmount(lines, labels, context.decimal, which, from);
    if (found) sources.push(`${name} printed as a labelled figure on page ${found.page}`);
    return found;
  };
  // A summary's "Average Daily Balance" is neither end of the period: day balances anchor only as table rows.
  const neutralLabels = terms.neutral.filter((t) => !DAY_BALANCE_TERMS.includes(t));
  const fromRow = (row: TypedRow | undefined, name: string) => {
    if (row) sources.push(`${name} row "${row.description}" on page ${row.raw.page}`);
    return row?.balance ?? null;
  };
  const openingRow = fromRow(openingAtStart, 'opening balance');
  const openingLabel =
    openingRow === null ? (labelled(terms.opening, 'first', 'opening balance') ?? labelled(neutralLabels, 'first', 'opening balance')) : null;
  let opening = openingRow ?? openingLabel?.value ?? null;
  // A closing balance is printed after the opening one: an earlier "Ending balance" is another account's.
  const closingLabel = (labels: readonly string[], which: 'first' | 'last') =>
    (openingLabel && openingLabel.line > 0 ? labelled(labels, which, 'closing balance', openingLabel.line) : null) ??
    labelled(labels, which, 'closing balance');
  let closing = fromRow(closingAtEnd, 'closing balance') ?? closingLabel(terms.closing, 'first')?.value ?? closingLabel(neutralLabels, 'last')?.value ?? null;
  // A page's carried-forward balance is taken for an end of the period only when no summary gives it.
  if ((opening === null) !== (closing === null)) {
    const totals = sides === undefined ? findSideTotals(lines, context) : sides;
    if (totals) {
      // Money in minus money out, as the balance moves: the other way round on an amount owed.
      const change = owed ? totals.out.minus(totals.in) : totals.in.minus(totals.out);
      const where = `total money out and in printed on page ${totals.outPage}${totals.inPage === totals.outPage ? '' : ` and ${totals.inPage}`}`;
      if (closing === null) {
        closing = (opening as Decimal).plus(change);
        sources.push(`closing balance from the opening balance and the ${where}`);
      } else {
        opening = closing.minus(change);
        sources.push(`opening balance from the closing balance and the ${where}`);
      }
    }
  }
  opening ??= fromRow(openings[0], 'opening balance');
  closing ??= fromRow(closings.find((r) => r.raw.balance !== undefined) ?? closings[0], 'closing balance');
  const unlabelled = openingAtStart !== undefined && openingAtStart.kind === 'balance' && opening === openingAtStart.balance;
  return { opening, closing, sources, ...(unlabelled ? { openingUnlabelled: true } : {}) };
}
