/**
 * The convert call's optional fields for the books (docs/api.md, "Categories and journals"):
 * `rules` (a rules document), `history` (a categorised ledger's text: CSV, beancount or hledger)
 * with `historyFormat`, `categoryThreshold`, `categories` (the user's choice per row),
 * `accountMap` and `journalOpening`. Anything malformed is 400 INVALID_REQUEST naming the field.
 */
import { ConversionError, type HistoryFormat, checkAccountMap, compileRules, readHistory } from '../../index.ts';
import { ServiceError } from '../errors.ts';
import type { BooksRequest } from '../services/statement-views.ts';

const FIELDS = ['rules', 'history', 'historyFormat', 'categoryThreshold', 'categories', 'accountMap', 'journalOpening'] as const;

function bad(message: string): never {
  throw new ServiceError('INVALID_REQUEST', message);
}

function checked<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (ConversionError.is(error)) bad(`${field}: ${error.message}`);
    throw error;
  }
}

/** The books fields of a convert body, or null when it has none (the stored results are served as they are). */
export function parseBooksRequest(body: Record<string, unknown>): BooksRequest | null {
  if (!FIELDS.some((f) => body[f] !== undefined)) return null;
  const books: BooksRequest = {};
  if (body.rules !== undefined || body.history !== undefined) {
    books.categorise = {};
    if (body.rules !== undefined) {
      checked('rules', () => compileRules(body.rules));
      books.categorise.rules = body.rules;
    }
    if (body.history !== undefined) {
      if (typeof body.history !== 'string') bad('history must be the text of a categorised ledger (CSV, beancount or hledger).');
      const format = body.historyFormat;
      if (format !== undefined && format !== 'csv' && format !== 'beancount' && format !== 'hledger') bad('historyFormat must be csv, beancount or hledger.');
      books.categorise.history = checked('history', () => readHistory(body.history as string, format as HistoryFormat | undefined));
    }
    if (body.categoryThreshold !== undefined) {
      const t = body.categoryThreshold;
      if (typeof t !== 'number' || !(t >= 0 && t <= 1)) bad('categoryThreshold must be a number from 0 to 1.');
      books.categorise.threshold = t;
    }
  } else if (body.categoryThreshold !== undefined || body.historyFormat !== undefined) {
    bad('categoryThreshold and historyFormat go with rules or history.');
  }
  if (body.categories !== undefined) {
    const c = body.categories;
    if (!Array.isArray(c) || c.some((x) => x !== null && (typeof x !== 'string' || x.length > 200)))
      bad('categories must be a list with one category (text) or null per row.');
    books.categories = c as (string | null)[];
  }
  if (body.accountMap !== undefined || body.journalOpening !== undefined) {
    books.journal = {};
    if (body.accountMap !== undefined) books.journal.accountMap = checked('accountMap', () => checkAccountMap(body.accountMap));
    if (body.journalOpening !== undefined) {
      if (body.journalOpening !== 'entry' && body.journalOpening !== 'assertion') bad('journalOpening must be "entry" or "assertion".');
      books.journal.opening = body.journalOpening;
    }
  }
  return books;
}
