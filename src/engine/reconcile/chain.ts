/**
 * The balance chain: every printed balance must equal the previous balance plus the rows since.
 * Where the layout left signs unknown, or one sign is evidently wrong, the chain decides them;
 * rows without a printed balance get the exact derived one when the chain is anchored.
 */
import Decimal from 'decimal.js';

export interface ChainRow {
  amount: Decimal;
  signKnown: boolean;
  printedBalance: Decimal | null;
}

export interface ChainIssue {
  index: number;
  code: 'BALANCE_MISMATCH' | 'SIGN_INFERRED';
  message: string;
}

export interface ChainResult {
  amounts: Decimal[];
  balances: (Decimal | null)[];
  issues: ChainIssue[];
  balancesChecked: number;
  balanceMismatches: number;
  /** The opening balance given, or derived backwards from the first printed balance. */
  opening: Decimal | null;
}

/** Exhaustive sign search is 2^n; beyond this many unknown signs in one segment only single flips are tried. */
const MAX_EXHAUSTIVE_UNKNOWN = 14;

export function reconcileChain(rows: ChainRow[], opening: Decimal | null): ChainResult {
  const amounts = rows.map((r) => r.amount);
  const balances: (Decimal | null)[] = rows.map(() => null);
  const issues: ChainIssue[] = [];
  let checked = 0;
  let mismatches = 0;
  let running = opening;
  let segmentStart = 0;
  let firstAnchor = -1;

  rows.forEach((row, i) => {
    if (!row.printedBalance) return;
    const printed = row.printedBalance;
    if (running === null) {
      firstAnchor = i;
    } else {
      const segment = range(segmentStart, i);
      checked++;
      const start = running;
      const sum = segment.reduce((s, k) => s.plus(amounts[k] as Decimal), new Decimal(0));
      if (!start.plus(sum).eq(printed)) {
        const flips = findSignFix(segment, rows, amounts, printed.minus(start));
        if (flips) {
          for (const k of flips) {
            amounts[k] = (amounts[k] as Decimal).neg();
            issues.push({
              index: k,
              code: 'SIGN_INFERRED',
              message: `Sign of the amount taken from the balance chain (${(amounts[k] as Decimal).toFixed()}): it is the only reading that makes the printed balance ${printed.toFixed()} follow.`,
            });
          }
        } else {
          mismatches++;
          const expected = start.plus(sum);
          issues.push({
            index: i,
            code: 'BALANCE_MISMATCH',
            message: `Printed balance ${printed.toFixed()} does not follow from the previous balance ${start.toFixed()} and the amounts since (expected ${expected.toFixed()}, difference ${printed.minus(expected).toFixed()}).`,
          });
        }
      }
      let value = start;
      for (const k of segment) {
        value = value.plus(amounts[k] as Decimal);
        balances[k] = value;
      }
    }
    balances[i] = printed;
    running = printed;
    segmentStart = i + 1;
  });

  // Rows after the last printed balance: derived forwards.
  if (running !== null) {
    let value: Decimal = running;
    for (let k = segmentStart; k < rows.length; k++) {
      value = value.plus(amounts[k] as Decimal);
      balances[k] = value;
    }
  }
  // Rows before the first printed balance when no opening was known: derived backwards.
  let derivedOpening = opening;
  if (opening === null && firstAnchor >= 0) {
    let value = rows[firstAnchor]?.printedBalance as Decimal;
    for (let k = firstAnchor; k >= 0; k--) {
      if (k < firstAnchor) balances[k] = value;
      value = value.minus(amounts[k] as Decimal);
    }
    derivedOpening = value;
  }
  return { amounts, balances, issues, balancesChecked: checked, balanceMismatches: mismatches, opening: derivedOpening };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let k = from; k <= to; k++) out.push(k);
  return out;
}

/**
 * Rows whose sign flip makes the segment add up to `delta`, or null. Unknown signs are searched
 * exhaustively (the unique solution wins); failing that, a single flip of any row is accepted when
 * exactly one row's flip works.
 */
function findSignFix(segment: number[], rows: ChainRow[], amounts: Decimal[], delta: Decimal): number[] | null {
  const sum = segment.reduce((s, k) => s.plus(amounts[k] as Decimal), new Decimal(0));
  const missing = delta.minus(sum);
  const unknown = segment.filter((k) => !(rows[k] as ChainRow).signKnown);
  if (unknown.length > 0 && unknown.length <= MAX_EXHAUSTIVE_UNKNOWN) {
    const solutions: number[][] = [];
    for (let mask = 1; mask < 1 << unknown.length && solutions.length < 2; mask++) {
      let change = new Decimal(0);
      const flipped: number[] = [];
      unknown.forEach((k, bit) => {
        if (mask & (1 << bit)) {
          change = change.minus((amounts[k] as Decimal).times(2));
          flipped.push(k);
        }
      });
      if (change.eq(missing)) solutions.push(flipped);
    }
    if (solutions.length === 1) return solutions[0] as number[];
  }
  const singles = segment.filter((k) => (amounts[k] as Decimal).times(-2).eq(missing) && !(amounts[k] as Decimal).isZero());
  return singles.length === 1 ? singles : null;
}
