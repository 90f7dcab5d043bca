/**
 * The converted statement (or a merged ledger) as CSV. By default: UTF-8 text without a BOM,
 * comma-separated, header `Date,Description,Amount,Balance,Currency`, one row per transaction; a
 * statement holding several accounts, and a ledger, add an `Account` column. The delimiter, a BOM
 * and the columns (debit and credit apart, value date, type code, account, source file) are options.
 */
import { Decimal } from 'decimal.js';
import { writeToString } from 'fast-csv';
import { ConversionError } from '../errors.ts';
import { type Ledger, isLedger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { COLUMN_HEADERS, type Column, type ExportRow, cellValue, chooseColumns } from './columns.ts';
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

export interface CsvOptions {
  /** One character, default `,`; `;` suits spreadsheets in locales with a decimal comma, `\t` makes TSV. */
  delimiter?: string;
  /** Start with a UTF-8 byte-order mark, so Excel on Windows reads accents right. Default false. */
  bom?: boolean;
  /**
   * Columns in order, from date, valueDate, description, amount, debit, credit, balance, currency,
   * typeCode, account, source (the statement a ledger row came from). Default: date, description,
   * amount, balance, currency (and account for several accounts or a ledger).
   */
  columns?: readonly Column[];
}

/** The rows of a statement or a ledger; a ledger's rows name their account. */
export function exportRows(input: Statement | Ledger): { rows: ExportRow[]; withAccount: boolean } {
  if (!isLedger(input)) return { rows: input.transactions, withAccount: hasAccounts(input) };
  const rows = input.accounts.flatMap((a) => a.transactions.map((t) => ({ ...t, accountNumber: t.accountNumber ?? a.accountNumber })));
  return { rows, withAccount: true };
}

function checkDelimiter(delimiter: string): string {
  if ([...delimiter].length !== 1 || /["\r\n]/.test(delimiter)) {
    throw new ConversionError('INVALID_OPTIONS', `delimiter must be one character other than a quote or a line break (got ${JSON.stringify(delimiter)}).`);
  }
  return delimiter;
}

function csvCell(row: ExportRow, column: Column): string {
  const value = cellValue(row, column);
  if (value === null) return '';
  // Money stays numeric (a leading minus is a sign, not a formula); text is neutralised.
  if (Decimal.isDecimal(value)) return formatMoney(value, row.currency);
  return neutraliseFormula(value);
}

/**
 * Rows end with CRLF as RFC 4180 prescribes (every spreadsheet app and CSV library also reads it),
 * including the last one. fast-csv quotes fields holding the delimiter, a quote, CR or LF, doubles
 * inner quotes, and drops NUL characters. Throws ConversionError `INVALID_OPTIONS` for a bad option.
 */
export async function toCsv(input: Statement | Ledger, options: CsvOptions = {}): Promise<string> {
  const delimiter = checkDelimiter(options.delimiter ?? ',');
  const { rows, withAccount } = exportRows(input);
  const columns = chooseColumns(options.columns, withAccount);
  return writeToString(
    rows.map((row) => columns.map((c) => csvCell(row, c))),
    {
      headers: columns.map((c) => COLUMN_HEADERS[c]),
      alwaysWriteHeaders: true,
      delimiter,
      rowDelimiter: '\r\n',
      includeEndRowDelimiter: true,
      writeBOM: options.bom === true,
    },
  );
}
