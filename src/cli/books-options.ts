/**
 * The flags that put statements into the books: `--account-map FILE` and `--journal-opening`
 * (beancount and hledger), `--rules FILE`, `--history FILE` and `--category-threshold N`
 * (categories). Files are read here, JSON or YAML; a file that cannot be used is a usage error
 * naming it.
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import {
  type CategoriseOptions,
  ConversionError,
  type HistoryFormat,
  type JournalOptions,
  type Ledger,
  type Statement,
  categorise,
  checkAccountMap,
  compileRules,
  readHistory,
} from '../index.ts';
import { UsageError } from './exit-codes.ts';

export const BOOKS_OPTIONS = {
  'account-map': { type: 'string' },
  'journal-opening': { type: 'string' },
  rules: { type: 'string' },
  history: { type: 'string' },
  'category-threshold': { type: 'string' },
} as const;

type Values = { [K in keyof typeof BOOKS_OPTIONS]?: string };

export interface BooksOptions {
  journal: JournalOptions;
  /** Set when --rules or --history was given: every statement is categorised before it is written. */
  categories: CategoriseOptions | null;
}

async function readText(flag: string, path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${flag}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

/** A JSON or YAML document (YAML is a superset of JSON, so one parser reads both). */
async function readDocument(flag: string, path: string): Promise<unknown> {
  const text = await readText(flag, path);
  try {
    return parseYaml(text);
  } catch (error) {
    throw new UsageError(`${flag}: ${path} is neither JSON nor YAML: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** What a history file is, from its name, else from its content. */
function historyFormat(path: string): HistoryFormat | undefined {
  const ext = extname(path).slice(1).toLowerCase();
  if (ext === 'beancount' || ext === 'bean') return 'beancount';
  if (ext === 'journal' || ext === 'hledger' || ext === 'ledger') return 'hledger';
  if (ext === 'csv' || ext === 'tsv') return 'csv';
  return undefined;
}

function usage<T>(flag: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (ConversionError.is(error)) throw new UsageError(`${flag}: ${error.message}`);
    throw error;
  }
}

export async function booksOptions(values: Values): Promise<BooksOptions> {
  const journal: JournalOptions = {};
  if (values['account-map'] !== undefined) {
    const doc = await readDocument('--account-map', values['account-map']);
    journal.accountMap = usage('--account-map', () => checkAccountMap(doc));
  }
  const opening = values['journal-opening']?.toLowerCase();
  if (opening !== undefined) {
    if (opening !== 'entry' && opening !== 'assertion')
      throw new UsageError(`--journal-opening must be entry or assertion (got "${values['journal-opening']}")`);
    journal.opening = opening;
  }
  let categories: CategoriseOptions | null = null;
  if (values.rules !== undefined || values.history !== undefined) {
    categories = {};
    if (values.rules !== undefined) {
      const doc = await readDocument('--rules', values.rules);
      usage('--rules', () => compileRules(doc));
      categories.rules = doc;
    }
    if (values.history !== undefined) {
      const path = values.history;
      const text = await readText('--history', path);
      categories.history = usage('--history', () => readHistory(text, historyFormat(path)));
    }
  }
  if (values['category-threshold'] !== undefined) {
    const threshold = Number(values['category-threshold']);
    if (!(threshold >= 0 && threshold <= 1)) throw new UsageError(`--category-threshold must be a number from 0 to 1 (got "${values['category-threshold']}")`);
    if (!categories) throw new UsageError('--category-threshold needs --rules or --history');
    categories.threshold = threshold;
  }
  return { journal, categories };
}

/** The statement with its categories proposed, when categories were asked for. */
export function withCategories<T extends Statement | Ledger>(input: T, books: BooksOptions): T {
  return books.categories ? categorise(input, books.categories) : input;
}
