/**
 * The converted statement as CSV: UTF-8 text without a BOM, header
 * `Date,Description,Amount,Balance,Currency`, one row per transaction. A statement holding several
 * accounts adds an `Account` column.
 */
import { writeToString } from 'fast-csv';
import type { Statement, Transaction } from '../types.ts';
import { formatMoney } from './currency-digits.ts';

export const CSV_HEADERS = ['Date', 'Description', 'Amount', 'Balance', 'Currency'] as const;

/** Leading characters that make spreadsheet apps treat a cell as a formula (OWASP CSV injection). */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/**
 * Prefixes a single quote to text that a spreadsheet would otherwise evaluate as a formula.
 * Only for text columns: amounts legitimately start with `-` and must stay numeric.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/** True when the rows belong to several accounts of one statement (each row names its account). */
export const hasAccounts = (statement: Statement): boolean => statement.transactions.some((t) => t.accountNumber !== undefined);

function csvRow(t: Transaction, withAccount: boolean): string[] {
  const row = [
    neutraliseFormula(t.date),
    neutraliseFormula(t.description),
    formatMoney(t.amount, t.currency),
    t.balance === null ? '' : formatMoney(t.balance, t.currency),
    neutraliseFormula(t.currency),
  ];
  if (withAccount) row.push(neutraliseFormula(t.accountNumber ?? ''));
  return row;
}

/**
 * Rows end with CRLF as RFC 4180 prescribes (every spreadsheet app and CSV library also reads it),
 * including the last one. fast-csv quotes fields holding a comma, quote, CR or LF, doubles inner
 * quotes, and drops NUL characters.
 */
export async function toCsv(statement: Statement): Promise<string> {
  const withAccount = hasAccounts(statement);
  return writeToString(statement.transactions.map((t) => csvRow(t, withAccount)), {
    headers: withAccount ? [...CSV_HEADERS, 'Account'] : [...CSV_HEADERS],
    alwaysWriteHeaders: true,
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
    writeBOM: false,
  });
}
