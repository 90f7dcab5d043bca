/**
 * Transaction-stream synthesis: a month (or any period) of realistic account activity — salary, rent,
 * direct debits, card purchases, cash, transfers, fees, interest — with exact amounts from integer
 * cents, then an opening balance chosen to give a positive run or a run that crosses zero.
 * Descriptions are added afterwards by a locale "describer".
 */
import Decimal from 'decimal.js';
import { addDays, daysBetween, daysInMonth, isWeekend, iso, nextBusinessDay, parse, prevBusinessDay } from './dates.ts';
import { ZERO } from './money.ts';
import type { Rng } from './rng.ts';

export type Kind =
  | 'salary'
  | 'rent'
  | 'utility'
  | 'telecom'
  | 'insurance'
  | 'subscription'
  | 'grocery'
  | 'restaurant'
  | 'fuel'
  | 'online'
  | 'contactless'
  | 'atm'
  | 'transfer_out'
  | 'transfer_in'
  | 'savings'
  | 'fee'
  | 'interest'
  | 'refund'
  | 'cheque'
  | 'deposit'
  | 'large_in'
  | 'large_out'
  | 'tiny'
  | 'card_payment'
  | 'foreign';

export const INFLOWS: ReadonlySet<Kind> = new Set<Kind>(['salary', 'transfer_in', 'interest', 'refund', 'deposit', 'large_in', 'tiny', 'card_payment']);

export interface SynthEvent {
  /** Booking date (the date printed in the main date column). */
  date: string;
  /** When the underlying purchase/withdrawal happened (≤ date). */
  txDate: string;
  kind: Kind;
  /** Signed from the holder's view. */
  amount: Decimal;
}

export interface Described {
  lines: string[];
  typeCode?: string;
  /** Cheque number or reference printed in its own column. */
  ref?: string;
}

export type Describer = (ev: SynthEvent, rng: Rng) => Described;

export interface SynthEntry extends SynthEvent, Described {
  balanceAfter: Decimal;
  /** Value date, when a family prints one. */
  valueDate: string;
}

export interface SynthOptions {
  start: string;
  end: string;
  /** Approximate number of transactions. */
  count: number;
  /** Multiplier on the base amount ranges (≈ currency units per EUR). */
  scale?: number;
  recurring?: Kind[];
  /** Weights of the discretionary kinds. */
  mix?: Partial<Record<Kind, number>>;
  payFrequency?: 'monthly' | 'biweekly';
  /** Book weekend activity on the next business day (txDate keeps the real day). */
  businessDays?: boolean;
  /** Add a ≥ 1,000,000.00 inflow (and usually the matching outflow). */
  large?: boolean;
  /** Add a 0.01 transaction. */
  tiny?: boolean;
  /** A day with a bunch of direct debits (4–8 rows on one date). */
  burst?: boolean;
  balance: 'positive' | 'crossing' | 'credit-card';
  /** Force the opening balance (e.g. the second statement of a bundle continues the first). */
  opening?: Decimal;
  /** Value-date rule: 0 = same as booking. */
  valueDates?: 'same' | 'card-earlier' | 'mixed';
}

const RANGES: Record<Kind, [number, number, number]> = {
  // [minCents, maxCents, stepCents] at scale 1
  salary: [185000, 520000, 1],
  rent: [65000, 195000, 500],
  utility: [3500, 18000, 1],
  telecom: [1500, 7500, 1],
  insurance: [1200, 14000, 1],
  subscription: [499, 1799, 100],
  grocery: [320, 14500, 1],
  restaurant: [600, 8500, 1],
  fuel: [2500, 9500, 1],
  online: [800, 25000, 1],
  contactless: [120, 2800, 1],
  atm: [2000, 30000, 1000],
  transfer_out: [2000, 80000, 100],
  transfer_in: [1500, 60000, 100],
  savings: [5000, 50000, 5000],
  fee: [150, 1200, 1],
  interest: [2, 450, 1],
  refund: [500, 12000, 1],
  cheque: [2500, 90000, 1],
  deposit: [5000, 150000, 1],
  large_in: [100000000, 240000000, 1],
  large_out: [100000000, 100000000, 1],
  tiny: [1, 1, 1],
  card_payment: [5000, 300000, 1],
  foreign: [500, 30000, 1],
};

function niceStep(step: number): number {
  if (step <= 1) return 1;
  const p = 10 ** Math.floor(Math.log10(step));
  const m = step / p;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

export function amountFor(kind: Kind, rng: Rng, scale: number): Decimal {
  const [lo, hi, step] = RANGES[kind];
  if (kind === 'large_in' || kind === 'large_out' || kind === 'tiny') return rng.cents(lo, hi);
  const sLo = Math.max(1, Math.round(lo * scale));
  const sHi = Math.max(sLo, Math.round(hi * scale));
  const sStep = step === 1 ? 1 : niceStep(step * scale);
  if (sStep === 1) {
    // psychological prices for some purchases
    if ((kind === 'online' || kind === 'subscription') && rng.chance(0.4)) {
      const base = rng.int(Math.ceil(sLo / 100), Math.max(Math.ceil(sLo / 100), Math.floor(sHi / 100)));
      return new Decimal(base * 100 - 1).div(100);
    }
    return rng.cents(sLo, sHi);
  }
  return rng.roundCents(Math.max(sLo, sStep), Math.max(sHi, sStep), sStep);
}

function clampBooking(d: string, start: string, end: string, business: boolean): string {
  if (!business) return d;
  let b = nextBusinessDay(d);
  if (b > end) b = prevBusinessDay(d);
  if (b < start) b = nextBusinessDay(start);
  return b;
}

function randomDay(rng: Rng, start: string, end: string): string {
  return addDays(start, rng.int(0, daysBetween(start, end)));
}

/** Month starts (YYYY-MM-01) overlapping [start, end]. */
function monthsIn(start: string, end: string): Array<{ y: number; m: number }> {
  const out: Array<{ y: number; m: number }> = [];
  let { y, m } = parse(start);
  const e = parse(end);
  while (y < e.y || (y === e.y && m <= e.m)) {
    out.push({ y, m });
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

const DEFAULT_MIX: Partial<Record<Kind, number>> = {
  grocery: 18,
  restaurant: 10,
  fuel: 4,
  online: 8,
  contactless: 14,
  atm: 5,
  transfer_out: 6,
  transfer_in: 4,
  refund: 2,
  fee: 1,
};

export function synthesize(rng: Rng, o: SynthOptions, describe: Describer): { opening: Decimal; closing: Decimal; entries: SynthEntry[] } {
  const scale = o.scale ?? 1;
  const events: SynthEvent[] = [];
  const business = o.businessDays ?? false;
  const push = (kind: Kind, txDate: string, amount?: Decimal): void => {
    const a = amount ?? amountFor(kind, rng, scale);
    const signed = o.balance === 'credit-card' ? (kind === 'card_payment' || kind === 'refund' ? a : a.neg()) : INFLOWS.has(kind) ? a : a.neg();
    events.push({ kind, txDate, date: clampBooking(txDate, o.start, o.end, business), amount: signed });
  };

  // Recurring monthly items, each on a stable day of month.
  const recurring = o.recurring ?? [];
  const salaryAmount = amountFor('salary', rng, scale);
  const fixedAmounts = new Map<Kind, Decimal>();
  const recurringDays = recurring.map((k) => {
    if (k === 'rent') return rng.int(1, 3);
    if (k === 'salary') return rng.pick([25, 26, 27, 28, 0]); // 0 = last business day
    if (k === 'savings') return rng.int(1, 28);
    return rng.int(1, 28);
  });
  let burstDay: string | null = null;
  if (o.burst) {
    const first = iso(parse(o.start).y, parse(o.start).m, 1);
    const cand = first >= o.start ? first : addDays(o.start, rng.int(0, 6));
    burstDay = clampBooking(cand <= o.end ? cand : o.start, o.start, o.end, true);
  }
  for (const { y, m } of monthsIn(o.start, o.end)) {
    recurring.forEach((k, idx) => {
      if (k === 'salary' && o.payFrequency === 'biweekly') return;
      const dom = recurringDays[idx] as number;
      let d = dom === 0 ? prevBusinessDay(iso(y, m, daysInMonth(y, m))) : iso(y, m, Math.min(dom, daysInMonth(y, m)));
      if (k === 'salary' && isWeekend(d)) d = prevBusinessDay(d);
      if (d < o.start || d > o.end) return;
      let amt = fixedAmounts.get(k);
      if (!amt) {
        amt = k === 'salary' ? salaryAmount : amountFor(k, rng, scale);
        fixedAmounts.set(k, amt);
      }
      push(k, d, amt);
    });
  }
  if (recurring.includes('salary') && o.payFrequency === 'biweekly') {
    const half = salaryAmount.div(2).toDecimalPlaces(2);
    let d = addDays(o.start, rng.int(0, 13));
    while (isWeekend(d)) d = addDays(d, 1);
    for (; d <= o.end; d = addDays(d, 14)) push('salary', d, half);
  }
  if (recurring.includes('salary') && !events.some((e) => e.kind === 'salary')) {
    // The pay day fell outside this period: salaries still show up, e.g. paid early.
    const span = daysBetween(o.start, o.end);
    push('salary', prevBusinessDay(addDays(o.start, rng.int(Math.floor(span / 3), Math.max(Math.floor(span / 3), span - 2)))), salaryAmount);
  }
  if (burstDay) {
    const n = rng.int(4, 8);
    for (let i = 0; i < n; i++) push(rng.pick<Kind>(['utility', 'telecom', 'insurance', 'subscription', 'utility']), burstDay);
  }
  if (o.large) {
    const d1 = randomDay(rng, o.start, addDays(o.end, -3));
    const inAmt = amountFor('large_in', rng, scale);
    push('large_in', d1, inAmt);
    if (rng.chance(0.7)) {
      const outAmt = new Decimal(rng.int(100000000, Math.max(100000000, Math.round(inAmt.times(100).toNumber() * 0.98)))).div(100);
      push('large_out', addDays(d1, rng.int(1, 3)), outAmt);
    }
  }
  if (o.tiny) push('tiny', randomDay(rng, o.start, o.end));

  const mix = Object.entries(o.mix ?? DEFAULT_MIX).filter(([, w]) => (w ?? 0) > 0) as Array<[Kind, number]>;
  while (events.length < o.count) {
    const k = rng.weighted(mix);
    const txDate = randomDay(rng, o.start, o.end);
    if ((k === 'fee' || k === 'interest') && rng.chance(0.6)) push(k, o.end);
    else push(k, txDate);
  }

  if (o.balance === 'credit-card' && !events.some((e) => e.kind === 'card_payment')) push('card_payment', randomDay(rng, o.start, o.end));

  // Order: by booking date, random but stable order inside a day.
  const keyed = events.map((e) => ({ e, k: rng.next() }));
  keyed.sort((a, b) => (a.e.date < b.e.date ? -1 : a.e.date > b.e.date ? 1 : a.k - b.k));
  const sorted = keyed.map((x) => x.e);

  // Opening balance.
  let run = ZERO;
  let minPrefix = ZERO;
  for (const e of sorted) {
    run = run.plus(e.amount);
    if (run.lt(minPrefix)) minPrefix = run;
  }
  let opening: Decimal;
  if (o.opening) {
    opening = o.opening;
  } else if (o.balance === 'credit-card') {
    opening = amountFor('card_payment', rng, scale).neg();
    // The first payment settles the previous balance in full or in part; later ones are round sums.
    let first = true;
    for (const e of sorted) {
      if (e.kind !== 'card_payment') continue;
      e.amount = first && rng.chance(0.6) ? opening.neg() : rng.roundCents(2500, Math.max(2500, Math.round(opening.neg().times(100).toNumber())), 500);
      first = false;
    }
  } else if (o.balance === 'crossing') {
    opening = minPrefix.neg().minus(rng.cents(Math.round(2000 * scale), Math.round(40000 * scale)));
    if (opening.lt(0) && rng.chance(0.6)) opening = rng.cents(500, 20000).times(scale).toDecimalPlaces(2);
  } else {
    opening = minPrefix.neg().plus(rng.cents(Math.round(15000 * scale), Math.round(450000 * scale)));
  }

  let bal = opening;
  const entries: SynthEntry[] = sorted.map((e) => {
    bal = bal.plus(e.amount);
    let valueDate = e.date;
    if (o.valueDates === 'card-earlier' && ['grocery', 'restaurant', 'fuel', 'online', 'contactless', 'foreign', 'atm'].includes(e.kind)) valueDate = e.txDate;
    else if (o.valueDates === 'mixed') {
      if (['grocery', 'restaurant', 'fuel', 'online', 'contactless', 'foreign'].includes(e.kind)) valueDate = e.txDate;
      else if (e.kind === 'cheque' || e.kind === 'deposit') valueDate = addDays(e.date, rng.int(1, 2));
    }
    return { ...e, valueDate, balanceAfter: bal, ...describe(e, rng) };
  });
  return { opening, closing: bal, entries };
}
