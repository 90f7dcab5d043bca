/**
 * One statement's outcome against its truth, and the sums the accuracy benchmarks report: the
 * share of each statement's transactions exactly right, statements with no output, wrong ones,
 * and wrong ones that said nothing (the worst failure: a confident wrong answer).
 */
import { type ConvertOptions, type ReconciliationStatus, convert } from '../src/index.ts';
import { type TruthLike, scoreStatement } from './score.ts';

/** One statement's outcome: the share of its transactions exactly right, and whether it said something was wrong. */
export interface Outcome {
  name: string;
  expected: number;
  exact: number;
  extracted: number;
  /** No output at all (an error), with its message. */
  error?: string;
  /** Warnings other than BANK_NOT_RECOGNISED. */
  warned: boolean;
  /** The engine's verdict (absent in outcomes recorded before it existed, and on errors). */
  status?: ReconciliationStatus;
  /** What was wrong, for the report. */
  problems?: string[];
}

export async function outcomeOf(
  name: string,
  bytes: Uint8Array,
  truth: TruthLike & { password?: string | null },
  options: ConvertOptions = {},
): Promise<Outcome> {
  const expected = truth.transactions.length;
  try {
    const statement = await convert(bytes, { ...(truth.password ? { password: truth.password } : {}), ...options });
    const score = scoreStatement(statement, truth);
    const warned = statement.warnings.some((w) => w.code !== 'BANK_NOT_RECOGNISED');
    return { name, expected, exact: score.exact, extracted: score.extracted, warned, status: statement.reconciliation.status, problems: score.problems };
  } catch (error) {
    return { name, expected, exact: 0, extracted: 0, error: (error as Error).message, warned: true };
  }
}

/** Right: every truth row exactly right and nothing extra. */
export const right = (o: Outcome): boolean => !o.error && o.exact === o.expected && o.extracted === o.expected;

export interface Summary {
  statements: number;
  transactions: number;
  exact: number;
  /** Mean over statements of the share of each statement's transactions exactly right. */
  meanShare: number;
  /** Statements with every transaction right and nothing extra. */
  allRight: number;
  noOutput: number;
  wrong: number;
  /** Wrong without any warning. */
  wrongSilent: number;
  /** Wrong, yet the engine said "verified". */
  wrongVerified: number;
}

export function summarise(outcomes: Outcome[]): Summary {
  const share = (o: Outcome) => (o.expected === 0 ? 1 : Math.min(o.exact, o.expected) / Math.max(o.expected, o.extracted));
  return {
    statements: outcomes.length,
    transactions: outcomes.reduce((n, o) => n + o.expected, 0),
    exact: outcomes.reduce((n, o) => n + o.exact, 0),
    meanShare: outcomes.length ? outcomes.reduce((s, o) => s + share(o), 0) / outcomes.length : 0,
    allRight: outcomes.filter(right).length,
    noOutput: outcomes.filter((o) => o.error).length,
    wrong: outcomes.filter((o) => !right(o)).length,
    wrongSilent: outcomes.filter((o) => !right(o) && !o.warned).length,
    wrongVerified: outcomes.filter((o) => !right(o) && o.status === 'verified').length,
  };
}

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
