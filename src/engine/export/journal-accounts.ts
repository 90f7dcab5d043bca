/**
 * Account names for the plain-text journals (beancount, hledger): the statement's own account,
 * the counter-account of each row (its category, else Expenses:Uncategorized or
 * Income:Uncategorized) and the opening-balance account. Defaults come from the bank, currency
 * and account number; an account map (`--account-map`, docs/accounting.md) overrides them.
 */
import { ConversionError } from '../errors.ts';
import type { AccountBook } from './books.ts';
import { toAscii } from './ascii-text.ts';

/** One rule of an account map: every field given must match the statement's account; the first rule that matches names it. */
export interface AccountMapRule {
  /** Bank profile id (`hsbc-gb`), as in `metadata.bankId`. */
  bankId?: string;
  /** The bank's display name, as in `metadata.bank` (case-insensitive). */
  bank?: string;
  /** The account number, or its last four characters (the statement prints `****1234`). */
  accountNumber?: string;
  /** ISO 4217 code. */
  currency?: string;
  /** The journal account, e.g. `Assets:Bank:Checking`. */
  account: string;
}

export interface AccountMap {
  accounts?: AccountMapRule[];
  /** Counter-account of money out without a category; default `Expenses:Uncategorized`. */
  expenses?: string;
  /** Counter-account of money in without a category; default `Income:Uncategorized`. */
  income?: string;
  /** Counter-account of opening balances; default `Equity:Opening-Balances`. */
  opening?: string;
  /** Category name → account (`Groceries: Expenses:Food:Groceries`); a category that is already an account name needs none. */
  categories?: Record<string, string>;
}

const ROOTS = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'] as const;

function invalid(message: string): never {
  throw new ConversionError('INVALID_OPTIONS', message);
}

/**
 * One account-name component valid in beancount and hledger: ASCII letters, digits and dashes,
 * starting with a capital letter or a digit (`Crédit Agricole` → `Credit-Agricole`).
 */
export function accountComponent(text: string): string {
  const words = toAscii(text)
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const joined = words.join('-');
  if (joined === '') return 'X';
  return joined[0]!.toUpperCase() + joined.slice(1);
}

/** The root (Assets, ...) an account name starts with, matched without regard to case; undefined when none. */
function rootOf(name: string): (typeof ROOTS)[number] | undefined {
  const first = name.split(':')[0]?.trim().toLowerCase();
  return ROOTS.find((r) => r.toLowerCase() === first);
}

/** A full account name made valid: the root spelled as beancount wants it, each component cleaned. */
export function accountName(name: string): string {
  const root = rootOf(name);
  if (!root) invalid(`"${name}" is not an account name: it must start with one of ${ROOTS.join(', ')}.`);
  const rest = name
    .split(':')
    .slice(1)
    .map((c) => c.trim())
    .filter(Boolean);
  return [root, ...rest.map(accountComponent)].join(':');
}

/** An account map read from JSON or YAML, checked; throws ConversionError INVALID_OPTIONS naming what is wrong. */
export function checkAccountMap(value: unknown): AccountMap {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) invalid('The account map must be an object (see docs/accounting.md).');
  const map = value as Record<string, unknown>;
  const known = ['accounts', 'expenses', 'income', 'opening', 'categories'];
  const unknown = Object.keys(map).filter((k) => !known.includes(k));
  if (unknown.length) invalid(`Unknown account-map field(s) ${unknown.join(', ')}; the fields are ${known.join(', ')}.`);
  const out: AccountMap = {};
  if (map.accounts !== undefined) {
    if (!Array.isArray(map.accounts)) invalid('accounts must be a list of { bankId?, bank?, accountNumber?, currency?, account }.');
    out.accounts = map.accounts.map((rule: unknown, i) => {
      if (rule === null || typeof rule !== 'object') invalid(`accounts[${i}] must be an object.`);
      const r = rule as Record<string, unknown>;
      for (const [k, v] of Object.entries(r)) {
        if (!['bankId', 'bank', 'accountNumber', 'currency', 'account'].includes(k)) invalid(`accounts[${i}]: unknown field ${k}.`);
        if (typeof v !== 'string' && typeof v !== 'number') invalid(`accounts[${i}].${k} must be text.`);
      }
      if (typeof r.account !== 'string') invalid(`accounts[${i}] needs an account.`);
      accountName(r.account);
      const text = (k: string) => (r[k] === undefined ? {} : { [k]: String(r[k]) });
      return { ...text('bankId'), ...text('bank'), ...text('accountNumber'), ...text('currency'), account: r.account } as AccountMapRule;
    });
  }
  for (const key of ['expenses', 'income', 'opening'] as const) {
    const v = map[key];
    if (v === undefined) continue;
    if (typeof v !== 'string') invalid(`${key} must be an account name.`);
    accountName(v);
    out[key] = v;
  }
  if (map.categories !== undefined) {
    if (map.categories === null || typeof map.categories !== 'object' || Array.isArray(map.categories))
      invalid('categories must map category names to account names.');
    const categories: Record<string, string> = {};
    for (const [k, v] of Object.entries(map.categories)) {
      if (typeof v !== 'string') invalid(`categories.${k} must be an account name.`);
      accountName(v);
      categories[k] = v;
    }
    out.categories = categories;
  }
  return out;
}

const last4 = (n: string) =>
  n
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-4)
    .toUpperCase();

function ruleMatches(rule: AccountMapRule, book: Pick<AccountBook, 'bank' | 'bankId' | 'accountNumber' | 'currency'>): boolean {
  if (rule.bankId !== undefined && rule.bankId.toLowerCase() !== (book.bankId ?? '').toLowerCase()) return false;
  if (rule.bank !== undefined && rule.bank.trim().toLowerCase() !== book.bank.trim().toLowerCase()) return false;
  if (rule.currency !== undefined && rule.currency.trim().toUpperCase() !== (book.currency ?? '').toUpperCase()) return false;
  if (rule.accountNumber !== undefined && (book.accountNumber === null || last4(rule.accountNumber) !== last4(book.accountNumber))) return false;
  return true;
}

/** The journal account of a statement's account: the map's first matching rule, else `Assets:Bank:<Bank>:<Currency>[:<last4>]` (`Liabilities:CreditCard:...` for a card). */
export function bookAccount(book: Pick<AccountBook, 'bank' | 'bankId' | 'accountNumber' | 'currency' | 'isCard'>, map: AccountMap = {}): string {
  const rule = map.accounts?.find((r) => ruleMatches(r, book));
  if (rule) return accountName(rule.account);
  const parts = book.isCard ? ['Liabilities', 'CreditCard'] : ['Assets', 'Bank'];
  parts.push(accountComponent(book.bank || 'Unknown'), accountComponent(book.currency ?? 'XXX'));
  if (book.accountNumber) parts.push(accountComponent(last4(book.accountNumber)));
  return parts.join(':');
}

/**
 * The counter-account of a row: its category as an account (through the map's `categories`, or
 * as given when it names a root, else under Expenses for money out and Income for money in),
 * or the uncategorised account of its direction.
 */
export function counterAccount(category: string | null | undefined, moneyIn: boolean, map: AccountMap = {}): string {
  if (category) {
    const mapped = map.categories?.[category];
    if (mapped) return accountName(mapped);
    if (rootOf(category)) return accountName(category);
    return accountName(`${moneyIn ? 'Income' : 'Expenses'}:${category.replace(/\//g, ':')}`);
  }
  return accountName(moneyIn ? (map.income ?? 'Income:Uncategorized') : (map.expenses ?? 'Expenses:Uncategorized'));
}

export function openingAccount(map: AccountMap = {}): string {
  return accountName(map.opening ?? 'Equity:Opening-Balances');
}
