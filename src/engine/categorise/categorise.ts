/**
 * Categories for a statement's rows, offline and explainable: a rules file first (the first
 * matching rule wins, confidence 1), then the user's own history (similar-entries.ts), which
 * abstains below a confidence threshold. Each row gets `category` (null when nothing decided),
 * `categoryConfidence` and `categoryReason`; the journals book the row to that category.
 */
import { ConversionError } from '../errors.ts';
import { type Ledger, isLedger } from '../ledger/merge.ts';
import { cleanPayee } from '../payee/clean-payee.ts';
import type { Statement, Transaction } from '../types.ts';
import type { HistoryEntry } from './history.ts';
import { compileRules } from './rules.ts';
import { HistoryModel } from './similar-entries.ts';

export interface CategoriseOptions {
  /** A rules document (`{ rules: [...] }`, docs/accounting.md), already parsed from JSON or YAML. */
  rules?: unknown;
  /** Past categorised entries (`readHistory`). */
  history?: readonly HistoryEntry[];
  /** Abstain when the history's confidence is below this (0..1); default 0.5. */
  threshold?: number;
}

export const DEFAULT_THRESHOLD = 0.5;

type Categoriser = (t: Transaction, accountNumber: string | null) => Pick<Transaction, 'category' | 'categoryConfidence' | 'categoryReason'>;

function categoriser(options: CategoriseOptions): Categoriser {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  if (!(threshold >= 0 && threshold <= 1)) throw new ConversionError('INVALID_OPTIONS', `threshold must be between 0 and 1 (got ${threshold}).`);
  const rules = options.rules === undefined ? [] : compileRules(options.rules);
  const model = options.history?.length ? new HistoryModel(options.history) : null;
  return (t, accountNumber) => {
    const payee = cleanPayee(t.description);
    const facts = { payee, description: t.description, amount: t.amount, accountNumber: t.accountNumber ?? accountNumber };
    const rule = rules.find((r) => r.matches(facts));
    if (rule) return { category: rule.rule.category, categoryConfidence: 1, categoryReason: rule.label };
    if (model) {
      const p = model.propose(payee, t.description, t.amount, threshold);
      return { category: p.category, categoryConfidence: p.confidence, categoryReason: p.reason };
    }
    return {
      category: null,
      categoryConfidence: 0,
      categoryReason: rules.length ? 'abstained: no rule matches and no history was given' : 'abstained: no rules and no history were given',
    };
  };
}

/**
 * A copy of the statement (or ledger) whose rows carry a category proposal. Throws
 * ConversionError INVALID_OPTIONS for a bad rules document or threshold.
 * @example
 * const categorised = categorise(statement, { rules, history: readHistory(await readFile('2024.beancount', 'utf8')) });
 */
export function categorise<T extends Statement | Ledger>(input: T, options: CategoriseOptions): T {
  const decide = categoriser(options);
  if (isLedger(input)) {
    return {
      ...input,
      accounts: input.accounts.map((a) => ({ ...a, transactions: a.transactions.map((t) => ({ ...t, ...decide(t, a.accountNumber) })) })),
    } as T;
  }
  const statement = input as Statement;
  return { ...statement, transactions: statement.transactions.map((t) => ({ ...t, ...decide(t, statement.metadata.accountNumber) })) } as T;
}

/**
 * The categories a user accepted or typed (one per row, null for none), applied over whatever
 * was proposed: confidence 1, reason "chosen by the user".
 */
export function applyCategories<T extends Statement | Ledger>(input: T, categories: readonly (string | null)[]): T {
  let index = 0;
  const apply = (t: Transaction): Transaction => {
    const chosen = categories[index++];
    if (chosen === undefined) return t;
    if (chosen === null || chosen.trim() === '') return { ...t, category: null, categoryConfidence: 0, categoryReason: 'left uncategorised by the user' };
    return { ...t, category: chosen.trim(), categoryConfidence: 1, categoryReason: 'chosen by the user' };
  };
  if (isLedger(input))
    return { ...input, accounts: input.accounts.map((a) => ({ ...a, transactions: a.transactions.map((t) => ({ ...apply(t), source: t.source })) })) } as T;
  const statement = input as Statement;
  return { ...statement, transactions: statement.transactions.map(apply) } as T;
}
