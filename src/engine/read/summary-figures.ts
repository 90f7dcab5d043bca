/**
 * Summary boxes found by their numbers, in any language: the figures printed outside the table,
 * and among them the ones the arithmetic ties together. An opening balance, the period's money in
 * and money out and the closing balance printed near each other satisfy opening + in − out =
 * closing whatever their labels say; an opening and a closing balance satisfy opening + Σ amounts
 * = closing for the right reading of the table. Labels only name figures; these equations find
 * them where no label is known.
 */
import type { Decimal } from 'decimal.js';
import { itemsOf } from '../layout/content-columns.ts';
import type { Line } from '../layout/lines.ts';
import { compactAmountText } from '../text/amount-text.ts';
import { type DecimalSeparator, parseAmount } from '../text/amount.ts';
import { readsRightToLeft } from '../text/script.ts';

/** A figure printed in the section, in reading order. */
export interface Figure {
  value: Decimal;
  line: Line;
  /** Its position among the section's figures (reading order). */
  index: number;
  /** Its line's position among the section's lines. */
  lineIndex: number;
}

/** Each line's figures, worked out once: every reading of a section asks for the same lines again. */
const lineFigures = new WeakMap<Line, { decimal: DecimalSeparator | null; values: Decimal[] }>();

function valuesOn(line: Line, decimal: DecimalSeparator | null): Decimal[] {
  const cached = lineFigures.get(line);
  if (cached && cached.decimal === decimal) return cached.values;
  const values: Decimal[] = [];
  // A line in Hebrew or Arabic reads from the right: its first figure is its rightmost.
  const items = [...itemsOf(line)];
  if (readsRightToLeft(line.text)) items.reverse();
  for (const item of items) {
    if (item.kind !== 'amount') continue;
    // Summary boxes print "= $1,901.09": the arithmetic sign is not part of the figure.
    const parsed = parseAmount(compactAmountText(item.text.replace(/^\s*=\s*/, '')), decimal ? { decimal } : {});
    // Zeros too: a summary of an account with no money in prints "0,00" among its figures.
    if (parsed) values.push(parsed.value);
  }
  lineFigures.set(line, { decimal, values });
  return values;
}

/** Every figure printed on the lines, in reading order (line by line, left to right). */
export function figuresOf(lines: readonly Line[], decimal: DecimalSeparator | null): Figure[] {
  const out: Figure[] = [];
  lines.forEach((line, lineIndex) => {
    for (const value of valuesOn(line, decimal)) out.push({ value, line, index: out.length, lineIndex });
  });
  return out;
}

/** A summary's four figures: where the period starts and ends, and what moved in and out. */
export interface ArithmeticSummary {
  opening: Decimal;
  closing: Decimal;
  moneyIn: Decimal;
  moneyOut: Decimal;
  page: number;
}

/** The four figures of a summary stand within this many figures of each other... */
const SUMMARY_WINDOW = 6;
/** ...and on at most this many consecutive lines (a box, a line or two of label–figure pairs). */
const SUMMARY_LINES = 4;

/**
 * The first run of four figures (in reading order, within a few of each other) where the first
 * plus one total minus the other is the last: opening + in − out = closing. On an amount owed (a
 * card), purchases raise the balance: opening + out − in = closing. Totals are read unsigned.
 */
export function summaryByArithmetic(figures: readonly Figure[], owed: boolean): ArithmeticSummary | null {
  for (let a = 0; a < figures.length; a++) {
    const last = Math.min(figures.length - 1, a + SUMMARY_WINDOW - 1);
    for (let d = a + 3; d <= last; d++) {
      if ((figures[d] as Figure).lineIndex - (figures[a] as Figure).lineIndex >= SUMMARY_LINES) break;
      const opening = (figures[a] as Figure).value;
      const closing = (figures[d] as Figure).value;
      const change = closing.minus(opening);
      for (let b = a + 1; b < d; b++) {
        for (let c = b + 1; c < d; c++) {
          const x = (figures[b] as Figure).value.abs();
          const y = (figures[c] as Figure).value.abs();
          if (x.eq(y)) continue;
          // change = in − out (or out − in when owed): x and y are the two totals in some order.
          const xIsIn = x.minus(y).eq(owed ? change.neg() : change);
          const yIsIn = y.minus(x).eq(owed ? change.neg() : change);
          if (!xIsIn && !yIsIn) continue;
          return { opening, closing, moneyIn: xIsIn ? x : y, moneyOut: xIsIn ? y : x, page: (figures[a] as Figure).line.page };
        }
      }
    }
  }
  return null;
}

/**
 * The opening and closing balance for a reading whose amounts add up to `sum`: a pair of figures
 * printed outside its table with opening + sum = closing, the opening printed first. `known`
 * fixes either end when it is already known. Null unless exactly one value fits.
 *
 * `sides`, the reading's own totals (its positive amounts, and its negative ones as a magnitude),
 * is a pair every reading fits: opening = minus and closing = plus add up whatever the rows are.
 * A summary printing both totals ("money in 200,329.54, money out 153,963.46") offers exactly that
 * pair, and with the signs inverted it would call a wrong reading verified: it is never taken.
 */
export function balancesBySum(
  figures: readonly Figure[],
  sum: Decimal,
  known: { opening: Decimal | null; closing: Decimal | null },
  sides?: { plus: Decimal; minus: Decimal },
): { opening: Decimal; closing: Decimal } | null {
  if (sum.isZero()) return null;
  if (known.opening && known.closing) return null;
  const identity = (opening: Decimal, closing: Decimal) => sides !== undefined && opening.eq(sides.minus) && closing.eq(sides.plus);
  const found = new Map<string, { opening: Decimal; closing: Decimal }>();
  if (known.closing) {
    const want = known.closing.minus(sum);
    if (figures.some((f) => f.value.eq(want)) && !identity(want, known.closing)) return { opening: want, closing: known.closing };
    return null;
  }
  if (known.opening) {
    const want = known.opening.plus(sum);
    if (figures.some((f) => f.value.eq(want)) && !identity(known.opening, want)) return { opening: known.opening, closing: want };
    return null;
  }
  for (const first of figures) {
    const want = first.value.plus(sum);
    const second = figures.find((f) => f.index > first.index && f.value.eq(want));
    if (second && !identity(first.value, want)) found.set(`${first.value.toFixed()}|${want.toFixed()}`, { opening: first.value, closing: want });
  }
  return found.size === 1 ? ([...found.values()][0] as { opening: Decimal; closing: Decimal }) : null;
}
