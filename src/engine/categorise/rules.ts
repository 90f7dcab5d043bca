/**
 * Category rules (a rules file, `--rules FILE`, docs/accounting.md): each rule names a category
 * and the conditions a row must meet, all of them; the first rule that matches a row gives its
 * category, with confidence 1 and the rule as the reason.
 */
import { Decimal } from 'decimal.js';
import { ConversionError } from '../errors.ts';

export interface CategoryRule {
  category: string;
  /** A name for the rule, shown in the reason (default: `rule N`). */
  name?: string;
  /** Regular expression (case-insensitive) the cleaned payee must match. */
  payee?: string;
  /** Regular expression (case-insensitive) the description as printed must match. */
  description?: string;
  /** Words of which at least one must appear, whole, in the payee or the description (case-insensitive). */
  words?: string[];
  /** Bounds on the signed amount (money out negative), inclusive. */
  amount?: { min?: string | number; max?: string | number };
  /** `in` for money in, `out` for money out. */
  direction?: 'in' | 'out';
  /** The statement's account: its number or last four characters. */
  account?: string;
}

export interface RowFacts {
  payee: string;
  description: string;
  amount: Decimal;
  accountNumber: string | null;
}

export interface CompiledRule {
  rule: CategoryRule;
  label: string;
  matches(row: RowFacts): boolean;
}

function invalid(message: string): never {
  throw new ConversionError('INVALID_OPTIONS', message);
}

function regex(text: unknown, where: string): RegExp {
  if (typeof text !== 'string' || text === '') invalid(`${where} must be a regular expression (text).`);
  try {
    return new RegExp(text, 'iu');
  } catch (error) {
    invalid(`${where}: ${(error as Error).message}`);
  }
}

function bound(value: unknown, where: string): Decimal | null {
  if (value === undefined) return null;
  if (typeof value !== 'number' && typeof value !== 'string') invalid(`${where} must be a number.`);
  try {
    return new Decimal(String(value).trim());
  } catch {
    invalid(`${where} must be a number (got ${JSON.stringify(value)}).`);
  }
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const last4 = (n: string) =>
  n
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-4)
    .toUpperCase();

const FIELDS = ['category', 'name', 'payee', 'description', 'words', 'amount', 'direction', 'account'];

/** A rules document (`{ "rules": [...] }` or the list alone) checked and compiled; throws ConversionError INVALID_OPTIONS naming the rule at fault. */
export function compileRules(value: unknown): CompiledRule[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { rules?: unknown }).rules)
      ? (value as { rules: unknown[] }).rules
      : invalid('A rules file holds { "rules": [ { "category": ..., conditions } ] } (see docs/accounting.md).');
  return list.map((item: unknown, i) => {
    const where = `rules[${i}]`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) invalid(`${where} must be an object.`);
    const r = item as Record<string, unknown>;
    const unknown = Object.keys(r).filter((k) => !FIELDS.includes(k));
    if (unknown.length) invalid(`${where}: unknown field(s) ${unknown.join(', ')}; the fields are ${FIELDS.join(', ')}.`);
    if (typeof r.category !== 'string' || r.category.trim() === '') invalid(`${where} needs a category.`);
    const tests: ((row: RowFacts) => boolean)[] = [];
    const conditions: string[] = [];
    if (r.payee !== undefined) {
      const re = regex(r.payee, `${where}.payee`);
      tests.push((row) => re.test(row.payee));
      conditions.push(`payee /${r.payee}/`);
    }
    if (r.description !== undefined) {
      const re = regex(r.description, `${where}.description`);
      tests.push((row) => re.test(row.description));
      conditions.push(`description /${r.description}/`);
    }
    if (r.words !== undefined) {
      if (!Array.isArray(r.words) || r.words.some((w) => typeof w !== 'string' || w.trim() === '')) invalid(`${where}.words must be a list of words.`);
      const re = new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${(r.words as string[]).map((w) => escapeRegex(w.trim())).join('|')})(?=$|[^\\p{L}\\p{N}])`, 'iu');
      tests.push((row) => re.test(row.payee) || re.test(row.description));
      conditions.push(`words ${(r.words as string[]).join(', ')}`);
    }
    if (r.amount !== undefined) {
      if (r.amount === null || typeof r.amount !== 'object') invalid(`${where}.amount must be { min?, max? }.`);
      const a = r.amount as Record<string, unknown>;
      const min = bound(a.min, `${where}.amount.min`);
      const max = bound(a.max, `${where}.amount.max`);
      if (min) tests.push((row) => row.amount.gte(min));
      if (max) tests.push((row) => row.amount.lte(max));
      conditions.push(`amount ${min ? `≥ ${min.toFixed()}` : ''}${min && max ? ' and ' : ''}${max ? `≤ ${max.toFixed()}` : ''}`);
    }
    if (r.direction !== undefined) {
      if (r.direction !== 'in' && r.direction !== 'out') invalid(`${where}.direction must be "in" or "out".`);
      const moneyIn = r.direction === 'in';
      tests.push((row) => !row.amount.isNegative() === moneyIn);
      conditions.push(`money ${r.direction}`);
    }
    if (r.account !== undefined) {
      if (typeof r.account !== 'string' && typeof r.account !== 'number') invalid(`${where}.account must be an account number.`);
      const wanted = last4(String(r.account));
      tests.push((row) => row.accountNumber !== null && last4(row.accountNumber) === wanted);
      conditions.push(`account ${r.account}`);
    }
    if (tests.length === 0) invalid(`${where} has no condition (payee, description, words, amount, direction or account).`);
    if (r.name !== undefined && typeof r.name !== 'string') invalid(`${where}.name must be text.`);
    const label = `rule ${typeof r.name === 'string' ? JSON.stringify(r.name) : i + 1} (${conditions.join('; ')})`;
    return { rule: r as unknown as CategoryRule, label, matches: (row) => tests.every((t) => t(row)) };
  });
}
