/**
 * Scoring a converted statement against ground truth: transactions aligned in document order
 * by (date, amount), "exactly right" when date, amount and the printed balance all match;
 * description token F1 over aligned pairs; metadata field by field.
 */
import Decimal from 'decimal.js';
import type { Statement } from '../src/index.ts';

export interface TruthLike {
  bank: string;
  currency: string;
  accountLast4: string;
  statementPeriod: string | null;
  openingBalance: string;
  closingBalance: string;
  periodStart?: string;
  periodEnd?: string;
  /** "owed" (credit cards): opening, closing and printed balances are the amount owed, positive when owed. */
  balanceConvention?: string;
  transactions: { date: string; description: string; amount: string; balance: string | null }[];
}

export interface Score {
  expected: number;
  extracted: number;
  /** Truth rows matched with date, amount and (where printed) balance all right. */
  exact: number;
  /** Sum of description token F1 over aligned rows (divide by `aligned`). */
  descriptionF1Sum: number;
  aligned: number;
  metadata: Record<MetadataField, boolean>;
  problems: string[];
}

export type MetadataField = 'bank' | 'accountNumber' | 'statementPeriod' | 'openingBalance' | 'closingBalance' | 'currency';

const key = (date: string, amount: Decimal) => `${date}|${amount.toFixed(2)}`;

/** Longest common subsequence of two key lists, as index pairs. */
function align(a: string[], b: string[]): [number, number][] {
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = table[i] as number[];
      row[j] = a[i] === b[j] ? (table[i + 1] as number[])[j + 1]! + 1 : Math.max((table[i + 1] as number[])[j]!, row[j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if ((table[i + 1] as number[])[j]! >= (table[i] as number[])[j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function tokens(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

export function tokenF1(got: string, want: string): number {
  const a = tokens(got);
  const b = tokens(want);
  if (a.length === 0 && b.length === 0) return 1;
  const pool = new Map<string, number>();
  for (const t of b) pool.set(t, (pool.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of a) {
    const n = pool.get(t) ?? 0;
    if (n > 0) {
      common++;
      pool.set(t, n - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / a.length;
  const recall = common / b.length;
  return (2 * precision * recall) / (precision + recall);
}

/**
 * The truth in the converter's conventions: balances from the holder's view (a card's amount owed
 * is negative), and `statementPeriod` the month of the period's end date (docs/api.md; some real
 * truth files name the month holding most of the period instead).
 */
function inHolderView(truth: TruthLike): TruthLike {
  const owed = /owed/i.test(truth.balanceConvention ?? '');
  const flip = (v: string | null) => (v === null || !owed ? v : new Decimal(v).neg().toFixed());
  return {
    ...truth,
    statementPeriod: truth.periodEnd ? truth.periodEnd.slice(0, 7) : truth.statementPeriod,
    openingBalance: flip(truth.openingBalance) as string,
    closingBalance: flip(truth.closingBalance) as string,
    transactions: truth.transactions.map((t) => ({ ...t, balance: flip(t.balance) })),
  };
}

export function scoreStatement(statement: Statement, given: TruthLike): Score {
  const truth = inHolderView(given);
  const got = statement.transactions;
  const want = truth.transactions;
  const pairs = align(
    want.map((t) => key(t.date, new Decimal(t.amount))),
    got.map((t) => key(t.date, t.amount)),
  );
  let exact = 0;
  let f1 = 0;
  const problems: string[] = [];
  for (const [w, g] of pairs) {
    const expected = want[w]!;
    const actual = got[g]!;
    const balanceRight = expected.balance === null || actual.balance?.eq(expected.balance) === true;
    if (balanceRight) exact++;
    else problems.push(`row ${w + 1}: balance ${actual.balance?.toFixed(2)} != ${expected.balance}`);
    f1 += tokenF1(actual.description, expected.description);
  }
  if (pairs.length < want.length) {
    const found = new Set(pairs.map(([w]) => w));
    const missing = want
      .map((t, i) => (found.has(i) ? null : `${t.date} ${t.amount}`))
      .filter(Boolean)
      .slice(0, 3);
    problems.push(`${want.length - pairs.length} of ${want.length} truth rows not found (date+amount), e.g. ${missing.join(', ')}`);
  }
  if (got.length > pairs.length) {
    const found = new Set(pairs.map(([, g]) => g));
    const extra = got
      .map((t, i) => (found.has(i) ? null : `${t.date} ${t.amount.toFixed(2)}`))
      .filter(Boolean)
      .slice(0, 3);
    problems.push(`${got.length - pairs.length} extra rows extracted, e.g. ${extra.join(', ')}`);
  }
  const m = statement.metadata;
  const sameMoney = (a: Decimal | null, b: string | null) => b === null || a?.eq(b) === true;
  const metadata: Record<MetadataField, boolean> = {
    // The real corpus names fictional banks descriptively ("Kauri Bank New Zealand (fictional; ...)").
    bank:
      truth.bank === 'Unknown' || /fictional/i.test(truth.bank)
        ? m.bank === 'Unknown'
        : m.bank !== 'Unknown' && truth.bank.toLowerCase().includes(m.bank.toLowerCase()),
    accountNumber: truth.accountLast4 === null ? true : m.accountNumber === `****${truth.accountLast4}`,
    statementPeriod: truth.statementPeriod === null || m.statementPeriod === truth.statementPeriod,
    openingBalance: sameMoney(m.openingBalance, truth.openingBalance),
    closingBalance: sameMoney(m.closingBalance, truth.closingBalance),
    currency: m.currency === truth.currency,
  };
  for (const [field, ok] of Object.entries(metadata))
    if (!ok) problems.push(`metadata.${field} wrong: ${JSON.stringify((m as unknown as Record<string, unknown>)[field] ?? null)}`);
  return { expected: want.length, extracted: got.length, exact, descriptionF1Sum: f1, aligned: pairs.length, metadata, problems };
}
