/**
 * The balance chain: every printed balance must equal the previous balance plus the rows since.
 * Where the layout left signs unknown, or one sign is evidently wrong, the chain decides them;
 * rows without a printed balance get the exact derived one when the chain is anchored.
 */
import { Decimal } from 'decimal.js';

export interface ChainRow {
  amount: Decimal;
  signKnown: boolean;
  printedBalance: Decimal | null;
  /** The row was read by OCR: its digits may be misread, so single-digit corrections are tried. */
  ocr?: boolean;
}

/** Writes an amount for a message; the caller knows the currency and so its minor-unit digits. */
export type MoneyText = (amount: Decimal) => string;

export interface ChainIssue {
  index: number;
  code: 'BALANCE_MISMATCH' | 'SIGN_INFERRED' | 'OCR_CORRECTION';
  /** The warning text; amounts are written by `money` (the chain does not know the currency). */
  message: (money: MoneyText) => string;
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
  const sumOf = (segment: number[]) => segment.reduce((s, k) => s.plus(amounts[k] as Decimal), new Decimal(0));

  rows.forEach((row, i) => {
    if (!row.printedBalance) return;
    const printed = row.printedBalance;
    // The balance the chain continues from: the printed one, unless OCR misread it.
    let settled = printed;
    // A misprinted balance stays as printed on its row, and the chain goes on from the computed one.
    let misprint = false;
    let continueFrom: Decimal | null = null;
    if (running === null) {
      firstAnchor = i;
    } else {
      const segment = range(segmentStart, i);
      checked++;
      const start = running;
      const sum = sumOf(segment);
      const correction = start.plus(sum).eq(printed) ? null : ocrCorrection(segment, rows, amounts, start, sum, printed, i);
      if (correction) {
        issues.push({ index: correction.index, code: 'OCR_CORRECTION', message: correction.message });
        if (correction.field === 'amount') amounts[correction.index] = correction.value;
        else settled = correction.value;
      }
      if (!start.plus(sumOf(segment)).eq(settled)) {
        const flips = findSignFix(segment, rows, amounts, printed.minus(start));
        if (flips) {
          for (const k of flips) {
            const flipped = (amounts[k] as Decimal).neg();
            amounts[k] = flipped;
            issues.push({
              index: k,
              code: 'SIGN_INFERRED',
              message: (money) =>
                `Sign of the amount taken from the balance chain (${money(flipped)}): it is the only reading that makes the printed balance ${money(printed)} follow.`,
            });
          }
        } else {
          const expected = start.plus(sumOf(segment));
          // A misprinted balance: when a printed balance soon after follows from the computed one
          // and none follows from the printed one, the chain goes on from the computed balance.
          misprint = resumesFrom(rows, amounts, i, expected) && !resumesFrom(rows, amounts, i, printed);
          if (misprint && row.ocr) {
            // On a scan that is a misreading, not the bank's misprint (OCR may get two figures of one balance wrong).
            settled = expected;
            issues.push({
              index: i,
              code: 'OCR_CORRECTION',
              message: (money) =>
                `OCR read the balance as ${money(printed)}; taken as ${money(expected)}, the balance the amounts give, from which the printed balances after it follow.`,
            });
          } else {
            mismatches++;
            if (misprint) continueFrom = expected;
            const misprinted = misprint;
            issues.push({
              index: i,
              code: 'BALANCE_MISMATCH',
              message: (money) =>
                `Printed balance ${money(printed)} does not follow from the previous balance ${money(start)} and the amounts since (expected ${money(expected)}, difference ${money(printed.minus(expected))}).` +
                (misprinted
                  ? ` The printed balances after it follow from ${money(expected)}, so the statement itself misprints this one; the chain continues from ${money(expected)}.`
                  : ''),
            });
          }
        }
      }
      let value = start;
      for (const k of segment) {
        value = value.plus(amounts[k] as Decimal);
        balances[k] = value;
      }
    }
    balances[i] = settled;
    running = continueFrom ?? settled;
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

/** Printed balances looked ahead for the chain to resume after a break (OCR may misread a few running). */
const RESUME_WITHIN = 3;

/**
 * One of the next few printed balances after row `i` equals `from` plus the amounts in between:
 * the chain resumes from `from`. The balances skipped over are misread or misprinted too.
 */
function resumesFrom(rows: ChainRow[], amounts: Decimal[], i: number, from: Decimal): boolean {
  let value = from;
  let seen = 0;
  for (let k = i + 1; k < rows.length && seen < RESUME_WITHIN; k++) {
    value = value.plus(amounts[k] as Decimal);
    const printed = rows[k]?.printedBalance;
    if (!printed) continue;
    if (printed.eq(value)) return true;
    seen++;
  }
  return false;
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

/** Digits OCR mistakes for one another in print (8↔3, 1↔7, 0↔8, 5↔6, ...). */
const CONFUSABLE: Record<string, string> = {
  '0': '869',
  '1': '74',
  '2': '7',
  '3': '85',
  '4': '19',
  '5': '63',
  '6': '850',
  '7': '12',
  '8': '3609',
  '9': '840',
};

/** Every digit: the second tier, tried only when no likely misreading explains a break. */
const ANY_DIGIT = '0123456789';

/**
 * Readings of an amount that differ by one misread, added or lost digit, or a dropped/misplaced
 * decimal point. `anyDigit`: only the readings with one digit changed to any other, the misreads
 * OCR makes less often ("59.31" read "55.31").
 */
export function misreadings(value: Decimal, anyDigit = false): Decimal[] {
  const text = value.abs().toFixed(2);
  const out = new Map<string, Decimal>();
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '.') continue;
    for (const replacement of anyDigit ? ANY_DIGIT : (CONFUSABLE[text[i] as string] ?? '')) {
      const candidate = new Decimal(text.slice(0, i) + replacement + text.slice(i + 1));
      if (!candidate.eq(value.abs())) out.set(candidate.toFixed(2), candidate);
    }
  }
  if (!anyDigit) {
    // A digit OCR made of a speck, or a digit it lost ("3156.50" for 315.50, "15.74" for 155.74).
    const digits = text.replace('.', '');
    const add = (figures: string) => {
      const candidate = new Decimal(figures.length > 0 ? figures : '0').div(100);
      out.set(candidate.toFixed(2), candidate);
    };
    for (let i = 0; i <= digits.length; i++) {
      if (i < digits.length && digits.length > 3) add(digits.slice(0, i) + digits.slice(i + 1));
      for (let d = 0; d <= 9; d++) add(digits.slice(0, i) + d + digits.slice(i));
    }
    // A decimal point lost or read where there was none shifts the figure by powers of ten.
    for (const factor of ['100', '10', '0.1', '0.01']) out.set(value.abs().times(factor).toFixed(2), value.abs().times(factor));
  }
  out.delete(value.abs().toFixed(2));
  return [...out.values()].map((v) => (value.isNegative() ? v.neg() : v));
}

interface OcrFix {
  index: number;
  field: 'amount' | 'balance';
  value: Decimal;
  message: (money: MoneyText) => string;
}

/**
 * On OCR rows, a break in the chain is most often one misread figure. Every single-digit misreading
 * of every OCR amount in the segment, and of the printed balance, is tried; when exactly one makes
 * the segment add up, that one is the fix. None, or several, is left alone (and reported).
 */
function ocrCorrection(segment: number[], rows: ChainRow[], amounts: Decimal[], start: Decimal, sum: Decimal, printed: Decimal, anchor: number): OcrFix | null {
  if (!segment.some((k) => rows[k]?.ocr)) return null;
  // The likely misreadings first; any other single digit only when none of them explains the break.
  const fixes = singleFixes(segment, rows, amounts, start, sum, printed, anchor, false);
  if (fixes.length === 0) fixes.push(...singleFixes(segment, rows, amounts, start, sum, printed, anchor, true));
  if (fixes.length <= 1) return fixes[0] ?? null;
  // Several single readings explain the break (the amount, or the balance, read wrong): the one
  // after which the chain goes on, as read or through one misreading of its own, is the fix.
  const expected = start.plus(sum);
  const going = fixes.filter((fix) => {
    const trial = [...amounts];
    if (fix.field === 'amount') trial[fix.index] = fix.value;
    return nextSegmentHolds(rows, trial, anchor, fix.field === 'balance' ? expected : printed);
  });
  if (going.length !== 1) return null;
  const chosen = going[0] as OcrFix;
  const next = (money: MoneyText) =>
    `${chosen.message(money).replace(', the only single-figure reading that', ', a single-figure reading that')} Of the readings that do, it is the only one after which the next printed balance follows.`;
  return { ...chosen, message: next };
}

/** The single misreadings of the segment's OCR amounts, and of its printed balance, that make it add up. */
function singleFixes(
  segment: number[],
  rows: ChainRow[],
  amounts: Decimal[],
  start: Decimal,
  sum: Decimal,
  printed: Decimal,
  anchor: number,
  anyDigit: boolean,
): OcrFix[] {
  const fixes: OcrFix[] = [];
  for (const k of segment) {
    if (!rows[k]?.ocr) continue;
    const original = amounts[k] as Decimal;
    for (const candidate of misreadings(original, anyDigit)) {
      if (start.plus(sum).minus(original).plus(candidate).eq(printed)) {
        fixes.push({
          index: k,
          field: 'amount',
          value: candidate,
          message: (money) =>
            `OCR read the amount as ${money(original)}; corrected to ${money(candidate)}, the only single-figure reading that makes the printed balance ${money(printed)} follow.`,
        });
      }
    }
  }
  if (rows[anchor]?.ocr) {
    const expected = start.plus(sum);
    if (misreadings(printed, anyDigit).some((candidate) => candidate.eq(expected))) {
      fixes.push({
        index: anchor,
        field: 'balance',
        value: expected,
        message: (money) =>
          `OCR read the balance as ${money(printed)}; corrected to ${money(expected)}, the only single-figure reading that follows from the previous balance and the amounts since.`,
      });
    }
  }
  return fixes;
}

/**
 * The segment after printed balance `i`, chained from `from`, reaches its printed balance: as
 * read, or (on OCR rows) through exactly one misreading of one of its figures. Without a later
 * printed balance nothing can be told, and it is taken to hold.
 */
function nextSegmentHolds(rows: ChainRow[], amounts: Decimal[], i: number, from: Decimal): boolean {
  const end = rows.findIndex((r, k) => k > i && r.printedBalance !== null);
  if (end < 0) return true;
  const segment = range(i + 1, end);
  const sum = segment.reduce((s, k) => s.plus(amounts[k] as Decimal), new Decimal(0));
  const printed = rows[end]?.printedBalance as Decimal;
  if (from.plus(sum).eq(printed)) return true;
  const options = segment
    .filter((k) => rows[k]?.ocr)
    .flatMap((k) =>
      misreadings(amounts[k] as Decimal).filter((c) =>
        from
          .plus(sum)
          .minus(amounts[k] as Decimal)
          .plus(c)
          .eq(printed),
      ),
    );
  if (rows[end]?.ocr && misreadings(printed).some((c) => c.eq(from.plus(sum)))) options.push(printed);
  return options.length === 1;
}
