/**
 * One account's reading: its transactions run through the balance chain (in time order when
 * listed newest first, with day-balance lines as checkpoints) and scored by what held.
 */
import { Decimal } from 'decimal.js';
import type { Line } from '../layout/lines.ts';
import { addDays } from '../text/date.ts';
import type { Period } from '../text/period.ts';
import type { TypedRow } from './rows.ts';
import { type ChainResult, reconcileChain } from '../reconcile/chain.ts';
import { type Figure, balancesBySum, summaryByArithmetic } from './summary-figures.ts';
import type { ReadingEvidence } from '../types.ts';
import type { SectionAnchors, SideTotals } from './anchors.ts';
import { WEIGHTS } from './weights.ts';

/** One account's rows within a section (a statement holding several accounts has several parts). */
export interface ReadingPart {
  /** The rows that are transactions (a date and an amount), in document order. */
  transactions: TypedRow[];
  opening: Decimal | null;
  closing: Decimal | null;
  chain: ChainResult;
  /** Σ of the chain's amounts (after any sign or OCR corrections). */
  sum: Decimal;
  evidence: ReadingEvidence;
  /** Printed signs (a column, a minus, a marker) the chain had to turn for the balances to follow. */
  signsTurned: number;
  /**
   * Transactions no check reached: before the first printed balance when no opening balance was
   * printed, or after the last one, unless opening + Σ = closing held over them all.
   */
  unchecked: number;
  /** Transactions dated far outside the printed period (a rates table's dates, an example): the reading is not proven with them. */
  farOutside: number;
  /** Lines printed before the part's first row (since the previous part): where its account number is. */
  heading: Line[];
}

/** Dates this close to the period are plausible (purchases posted late, a period starting mid-month). */
const NEAR_PERIOD_DAYS = 35;

/** A date within a month or so of the period: a purchase posted late, a period starting mid-month. */
export function nearPeriod(date: string, period: Period): boolean {
  return date >= addDays(period.start, -NEAR_PERIOD_DAYS) && date <= addDays(period.end, NEAR_PERIOD_DAYS);
}

export interface PartContext {
  table: string;
  columns: string;
  /** How the reading took the amounts' signs ("as printed", "unmarked amounts negated", ...). */
  signs: string;
  section: { period: Period | null };
  options: { ocrPages: ReadonlySet<number>; rowOrder?: 'oldest-first' | 'newest-first' };
  /** 1-based account number within the section, 0 when the section holds one account. */
  account: number;
}

/**
 * `figures`: the figures printed outside the reading's table, in the holder's view: where no label
 * named the opening or closing balance, the ones the arithmetic ties to the table are taken.
 */
export function readPart(
  rows: TypedRow[],
  anchors: SectionAnchors,
  labelledSides: SideTotals | null,
  heading: Line[],
  c: PartContext,
  figures: readonly Figure[] = [],
): ReadingPart {
  let { opening, closing } = anchors;
  const sources = [...anchors.sources];
  let sideTotals = labelledSides;
  // No summary the vocabulary knows: four figures outside the table that add up as one (opening + in − out = closing).
  // With its totals labelled but neither balance, the summary whose totals are those names the balances.
  const found = sideTotals === null || (opening === null && closing === null) ? summaryByArithmetic(figures, false) : null;
  const summary = found && (sideTotals === null || (found.moneyIn.eq(sideTotals.in) && found.moneyOut.eq(sideTotals.out))) ? found : null;
  if (summary) {
    sideTotals ??= { out: summary.moneyOut, in: summary.moneyIn, outPage: summary.page, inPage: summary.page };
    if (opening === null && closing === null) {
      opening = summary.opening;
      closing = summary.closing;
      sources.push(`opening and closing balance of a summary on page ${summary.page} whose figures add up (opening + money in − money out = closing)`);
    }
  }
  const transactions = rows.filter((r) => r.kind === 'transaction' && r.amount !== null && r.date !== null);
  // Newest first ("ordenados por fecha descendente"): the balances chain in time order, the rows stay in document order.
  const newestFirst = c.options.rowOrder ? c.options.rowOrder === 'newest-first' : isNewestFirst(transactions);
  const checkpoints = balanceCheckpoints(rows, newestFirst);
  const chainRows = transactions.map((r) => ({
    amount: r.amount as Decimal,
    signKnown: r.signKnown,
    printedBalance: r.balance ?? checkpoints.get(r) ?? null,
    ocr: c.options.ocrPages.has(r.raw.page),
  }));
  const runChain = (from: Decimal | null) => (newestFirst ? reversedChain(reconcileChain([...chainRows].reverse(), from)) : reconcileChain(chainRows, from));
  let chain = runChain(opening);
  const sumOf = (result: ChainResult) => result.amounts.reduce((s, a) => s.plus(a), new Decimal(0));
  let sum = sumOf(chain);
  if ((opening === null || closing === null) && figures.length > 0) {
    const found = anchorsByArithmetic(chainRows, runChain, chain, sum, { opening, closing }, figures);
    if (found) {
      ({ opening, closing } = found);
      sources.push(found.source);
      if (found.chain) chain = found.chain;
      sum = sumOf(chain);
    }
  }
  // An unlabelled line above the rows (an account summary) taken as the opening breaks the chain:
  // the figure from which the running balances follow is the opening, if exactly one does.
  if (anchors.openingUnlabelled && chain.balanceMismatches > 0 && figures.length > 0) {
    const open = runChain(null);
    const found = anchorsByArithmetic(chainRows, runChain, open, sum, { opening: null, closing }, figures);
    if (found?.chain && found.chain.balanceMismatches === 0) {
      opening = found.opening;
      const replaced = sources.findIndex((s) => s.startsWith('opening balance'));
      if (replaced >= 0) sources[replaced] = found.source;
      else sources.push(found.source);
      chain = found.chain;
      sum = sumOf(chain);
    }
  }
  const start = opening ?? chain.opening;
  const totals: ReadingEvidence['totals'] = start && closing ? (start.plus(sum).eq(closing) ? 'held' : 'failed') : 'not printed';
  const period = c.section.period;
  const outside = period ? transactions.filter((r) => (r.date as string) < period.start || (r.date as string) > period.end).length : 0;
  // A card purchase posted days later is dated before the period; a date years away is a misreading.
  const farOutside = period ? transactions.filter((r) => !nearPeriod(r.date as string, period)).length : 0;
  const held = chain.balancesChecked - chain.balanceMismatches;
  // With a printed balance checked after every transaction, each amount is proven on its own: a
  // labelled "total" they do not add up to belongs to something else (a deposits box, last year's).
  const everyAmountProven = chain.balanceMismatches === 0 && transactions.length > 0 && chain.balancesChecked >= transactions.length;
  // Figures found only by their arithmetic (no label) are money in and out only if the amounts agree.
  const sides = sideTotals && provenSides(checkSides(chain.amounts, sideTotals), everyAmountProven || summary !== null);
  const sidesHeld = sides ? Number(sides.moneyOut === 'held') + Number(sides.moneyIn === 'held') : 0;
  const turned = chain.issues.filter((issue) => issue.code === 'SIGN_INFERRED' && (chainRows[issue.index] as { signKnown: boolean }).signKnown).length;
  const score =
    WEIGHTS.balanceHeld * held +
    WEIGHTS.balanceBroken * chain.balanceMismatches +
    (totals === 'held' ? WEIGHTS.totalsHeld : totals === 'failed' ? WEIGHTS.totalsFailed : 0) +
    WEIGHTS.sideTotalHeld * sidesHeld +
    WEIGHTS.transaction * transactions.length +
    WEIGHTS.dateFarOutside * farOutside +
    // A few rows just outside are card purchases posted late; most of them, a misreading (a summary's date taken for theirs).
    (outside * 2 > transactions.length ? WEIGHTS.dateFarOutside : WEIGHTS.dateOutside) * outside +
    WEIGHTS.printedSignTurned * turned;
  const evidence: ReadingEvidence = {
    table: c.table + (c.account ? `, account ${c.account}` : ''),
    columns: c.columns,
    signs: c.signs + (newestFirst ? ', rows newest first' : ''),
    balancesChecked: chain.balancesChecked,
    balancesHeld: held,
    totals,
    ...(start ? { opening: start.toFixed() } : {}),
    ...(closing ? { closing: closing.toFixed() } : {}),
    ...(sources.length ? { anchors: sources } : {}),
    ...(sides ? { sideTotals: sides } : {}),
    transactions: transactions.length,
    moneyLines: 0,
    moneyLinesUnread: 0,
    datesOutsidePeriod: outside,
    score,
    readingsConsidered: 1,
  };
  return {
    transactions,
    opening,
    closing,
    chain,
    sum,
    evidence,
    heading,
    signsTurned: turned,
    farOutside,
    unchecked: totals === 'held' && opening !== null ? 0 : uncheckedRows(chainRows, newestFirst, opening !== null),
  };
}

/** Rows (in time order) before the first printed balance when nothing printed opens the chain, and after the last one. */
function uncheckedRows(rows: readonly { printedBalance: Decimal | null }[], newestFirst: boolean, opened: boolean): number {
  const inTime = newestFirst ? [...rows].reverse() : rows;
  const printed = inTime.map((r, i) => (r.printedBalance !== null ? i : -1)).filter((i) => i >= 0);
  if (printed.length === 0) return inTime.length;
  const first = printed[0] as number;
  const last = printed[printed.length - 1] as number;
  return (opened ? 0 : first + 1) + (inTime.length - 1 - last);
}

/** Figures tried as the opening balance through the chain, at most: a summary box holds a few. */
const MAX_OPENING_CANDIDATES = 40;

/**
 * The opening or closing balance no label named, found by the arithmetic among the figures
 * printed outside the table: with running balances printed, the one figure from which the chain
 * runs through its first printed balance (and, with a closing known, ends on it); without them,
 * the one pair with opening + Σ amounts = closing (balancesBySum). Null unless exactly one fits.
 */
function anchorsByArithmetic(
  chainRows: readonly { printedBalance: Decimal | null }[],
  runChain: (opening: Decimal | null) => ChainResult,
  chain: ChainResult,
  sum: Decimal,
  known: { opening: Decimal | null; closing: Decimal | null },
  figures: readonly Figure[],
): { opening: Decimal | null; closing: Decimal | null; source: string; chain?: ChainResult } | null {
  if (chainRows.some((r) => r.printedBalance !== null)) {
    if (known.opening !== null) return null;
    const fits = new Map<string, ChainResult>();
    for (const figure of figures.slice(0, MAX_OPENING_CANDIDATES)) {
      const key = figure.value.toFixed();
      if (fits.has(key)) continue;
      const tried = runChain(figure.value);
      const ends = tried.amounts.reduce((s, a) => s.plus(a), figure.value);
      if (tried.balanceMismatches === 0 && tried.balancesChecked > chain.balancesChecked && (known.closing === null || ends.eq(known.closing)))
        fits.set(key, tried);
    }
    if (fits.size !== 1) return null;
    const [[value, fitted]] = [...fits.entries()] as [[string, ChainResult]];
    return {
      opening: new Decimal(value),
      closing: known.closing,
      source: `opening balance ${value}: the figure printed outside the table from which the running balances follow`,
      chain: fitted,
    };
  }
  const amounts = chain.amounts;
  const sides = {
    plus: amounts.filter((a) => a.isPositive()).reduce((s, a) => s.plus(a), new Decimal(0)),
    minus: amounts.filter((a) => a.isNegative()).reduce((s, a) => s.minus(a), new Decimal(0)),
  };
  const pair = balancesBySum(figures, sum, known, sides);
  return pair
    ? {
        ...pair,
        source: `opening ${pair.opening.toFixed()} and closing ${pair.closing.toFixed()}: figures printed outside the table that the transactions add up between`,
      }
    : null;
}

/** The side totals checked: none when one fails where that is no evidence (every amount proven by its own balance, or figures found by their arithmetic alone). */
function provenSides(sides: NonNullable<ReadingEvidence['sideTotals']>, failureIsNoEvidence: boolean): ReadingEvidence['sideTotals'] | null {
  return failureIsNoEvidence && (sides.moneyOut === 'failed' || sides.moneyIn === 'failed') ? null : sides;
}

/**
 * The summary's total money out and total money in, each against the reading's own: where the
 * balances cannot tell (a row lost, a figure misread), the side that still adds up shows which
 * amounts are on which side ("Totaal bijgeschreven" equal to the credits read).
 */
function checkSides(amounts: Decimal[], printed: SideTotals): NonNullable<ReadingEvidence['sideTotals']> {
  let out = new Decimal(0);
  let into = new Decimal(0);
  for (const a of amounts) {
    if (a.isNegative()) out = out.minus(a);
    else into = into.plus(a);
  }
  return { moneyOut: out.eq(printed.out) ? 'held' : 'failed', moneyIn: into.eq(printed.in) ? 'held' : 'failed' };
}

/**
 * A balance printed on a line of its own between transactions: a day's balance after the day's
 * rows ("SALDO DO DIA 2.429,43 C"), or a page's carried-forward balance ("Übertrag auf Seite 2",
 * "Übertrag von Seite 1", a closing or opening row with rows on both sides). It is the balance
 * after the transaction just before it, so the chain checks it like a printed one. Listed newest
 * first, a carried balance stands on the other side of its rows: only day balances count then.
 */
function balanceCheckpoints(rows: TypedRow[], newestFirst: boolean): Map<TypedRow, Decimal> {
  const out = new Map<TypedRow, Decimal>();
  const isMove = (row: TypedRow) => row.kind === 'transaction' && row.amount !== null && row.date !== null;
  const lastMove = rows.findLastIndex(isMove);
  let last: TypedRow | null = null;
  rows.forEach((row, i) => {
    if (isMove(row)) last = row;
    const carried = !newestFirst && (row.kind === 'opening' || row.kind === 'closing') && i < lastMove;
    if ((row.kind === 'balance' || carried) && row.balance && last && last.balance === null && !out.has(last)) out.set(last, row.balance);
  });
  return out;
}

/** Rows listed newest first: their dates fall more often than they rise. */
function isNewestFirst(rows: TypedRow[]): boolean {
  let falls = 0;
  let rises = 0;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]?.date as string;
    const b = rows[i]?.date as string;
    if (b < a) falls++;
    else if (b > a) rises++;
  }
  return falls > rises;
}

/** A chain computed over the rows in reverse, put back in document order. */
function reversedChain(chain: ChainResult): ChainResult {
  const last = chain.amounts.length - 1;
  return {
    ...chain,
    amounts: [...chain.amounts].reverse(),
    balances: [...chain.balances].reverse(),
    issues: chain.issues.map((issue) => ({ ...issue, index: last - issue.index })),
  };
}
