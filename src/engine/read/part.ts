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
import type { ReadingEvidence } from '../types.ts';
import type { SectionAnchors, SideTotals } from './anchors.ts';

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
  /** Lines printed before the part's first row (since the previous part): where its account number is. */
  heading: Line[];
}

/** Dates this close to the period are plausible (purchases posted late, a period starting mid-month). */
const NEAR_PERIOD_DAYS = 35;

export interface PartContext {
  table: string;
  columns: string;
  negate: boolean;
  section: { period: Period | null };
  options: { ocrPages: ReadonlySet<number> };
  /** 1-based account number within the section, 0 when the section holds one account. */
  account: number;
}

/** Each printed side total that the reading's amounts add up to exactly counts this much. */
const SIDE_TOTAL_WEIGHT = 2;

export function readPart(rows: TypedRow[], anchors: SectionAnchors, sideTotals: SideTotals | null, heading: Line[], c: PartContext): ReadingPart {
  const { opening, closing, sources } = anchors;
  const transactions = rows.filter((r) => r.kind === 'transaction' && r.amount !== null && r.date !== null);
  const checkpoints = dayBalanceCheckpoints(rows);
  const chainRows = transactions.map((r) => ({ amount: r.amount as Decimal, signKnown: r.signKnown, printedBalance: r.balance ?? checkpoints.get(r) ?? null, ocr: c.options.ocrPages.has(r.raw.page) }));
  // Newest first ("ordenados por fecha descendente"): the balances chain in time order, the rows stay in document order.
  const newestFirst = isNewestFirst(transactions);
  const chain = newestFirst ? reversedChain(reconcileChain([...chainRows].reverse(), opening)) : reconcileChain(chainRows, opening);
  const sum = chain.amounts.reduce((s, a) => s.plus(a), new Decimal(0));
  const start = opening ?? chain.opening;
  const totals: ReadingEvidence['totals'] = start && closing ? (start.plus(sum).eq(closing) ? 'held' : 'failed') : 'not printed';
  const period = c.section.period;
  const outside = period ? transactions.filter((r) => (r.date as string) < period.start || (r.date as string) > period.end).length : 0;
  // A card purchase posted days later is dated before the period; a date years away is a misreading.
  const farOutside = period ? transactions.filter((r) => (r.date as string) < addDays(period.start, -NEAR_PERIOD_DAYS) || (r.date as string) > addDays(period.end, NEAR_PERIOD_DAYS)).length : 0;
  const held = chain.balancesChecked - chain.balanceMismatches;
  const sides = sideTotals && checkSides(chain.amounts, sideTotals);
  const sidesHeld = sides ? Number(sides.moneyOut === 'held') + Number(sides.moneyIn === 'held') : 0;
  const score =
    3 * held - 5 * chain.balanceMismatches + (totals === 'held' ? 8 : totals === 'failed' ? -8 : 0) + SIDE_TOTAL_WEIGHT * sidesHeld + 0.5 * transactions.length - farOutside - 0.05 * outside;
  const evidence: ReadingEvidence = {
    table: c.table + (c.account ? `, account ${c.account}` : ''),
    columns: c.columns,
    signs: (c.negate ? 'unmarked amounts negated' : 'as printed') + (newestFirst ? ', rows newest first' : ''),
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
  return { transactions, opening, closing, chain, sum, evidence, heading };
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
 * A day's balance printed on a line of its own after the day's rows ("SALDO DO DIA 2.429,43 C"):
 * the balance after the transaction just before it, so the chain checks it like a printed one.
 */
function dayBalanceCheckpoints(rows: TypedRow[]): Map<TypedRow, Decimal> {
  const out = new Map<TypedRow, Decimal>();
  let last: TypedRow | null = null;
  for (const row of rows) {
    if (row.kind === 'transaction' && row.amount !== null && row.date !== null) last = row;
    else if (row.kind === 'balance' && row.balance && last && last.balance === null && !out.has(last)) out.set(last, row.balance);
  }
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
