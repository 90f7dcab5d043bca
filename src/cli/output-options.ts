/**
 * What `bsc convert` writes: the output formats, the flags that shape them (CSV delimiter, BOM,
 * columns, paper, QIF dates, QFX bank id), and `--merge`, which writes one ledger from many files.
 */
import { statusText } from './status-text.ts';
import { writeFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import {
  type Column,
  type CsvOptions,
  type Ledger,
  type NamedStatement,
  type QfxOptions,
  type QifOptions,
  type Statement,
  type XlsxOptions,
  mergeStatements,
  parseColumns,
  EXPORT_FORMATS,
  type ExportFormat,
  toFormat,
} from '../index.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';
import { BOOKS_OPTIONS, type BooksOptions, withCategories } from './books-options.ts';
import { describeError, exitCodeFor } from './failures.ts';
import type { Io } from './io.ts';
import { formatOfName, refuseExisting } from './outputs.ts';

export type Format = ExportFormat;
export const FORMATS = EXPORT_FORMATS;

/** parseArgs options shared by the convert command. */
export const OUTPUT_OPTIONS = {
  merge: { type: 'boolean' },
  'csv-delimiter': { type: 'string' },
  'csv-bom': { type: 'boolean' },
  columns: { type: 'string' },
  'csv-columns': { type: 'string' },
  paper: { type: 'string' },
  'qif-dates': { type: 'string' },
  'intu-bid': { type: 'string' },
  ...BOOKS_OPTIONS,
} as const;

export interface OutputOptions {
  csv: CsvOptions;
  xlsx: XlsxOptions;
  qif: QifOptions;
  qfx: QfxOptions;
  /** Account map, opening style and categories (books-options.ts); read from files after the flags. */
  books?: BooksOptions;
}

type Values = { [K in keyof typeof OUTPUT_OPTIONS]?: (typeof OUTPUT_OPTIONS)[K]['type'] extends 'boolean' ? boolean : string };

const DELIMITER_NAMES: Readonly<Record<string, string>> = { tab: '\t', '\\t': '\t', comma: ',', semicolon: ';', pipe: '|' };

/** The flags as library options; a value the library would refuse is a usage error here. */
export function outputOptions(values: Values): OutputOptions {
  const list = values.columns ?? values['csv-columns'];
  let columns: Column[] | undefined;
  try {
    columns = list !== undefined ? parseColumns(list) : undefined;
  } catch (error) {
    throw new UsageError(`--columns: ${(error as Error).message}`);
  }
  const delimiter = values['csv-delimiter'] !== undefined ? (DELIMITER_NAMES[values['csv-delimiter'].toLowerCase()] ?? values['csv-delimiter']) : undefined;
  if (delimiter !== undefined && ([...delimiter].length !== 1 || /["\r\n]/.test(delimiter)))
    throw new UsageError(`--csv-delimiter must be one character, or tab (got "${values['csv-delimiter']}")`);
  const paper = values.paper?.toLowerCase();
  if (paper !== undefined && paper !== 'a4' && paper !== 'letter') throw new UsageError(`--paper must be a4 or letter (got "${values.paper}")`);
  const dates = values['qif-dates']?.toUpperCase();
  if (dates !== undefined && !['MDY', 'DMY', 'YMD'].includes(dates)) throw new UsageError(`--qif-dates must be mdy, dmy or ymd (got "${values['qif-dates']}")`);
  const bid = values['intu-bid'];
  if (bid !== undefined && !/^[A-Za-z0-9]{1,32}$/.test(bid)) throw new UsageError(`--intu-bid must be letters or digits (got "${bid}")`);
  return {
    csv: { ...(delimiter !== undefined ? { delimiter } : {}), ...(values['csv-bom'] ? { bom: true } : {}), ...(columns ? { columns } : {}) },
    xlsx: { ...(paper ? { paperSize: paper === 'a4' ? 'A4' : 'Letter' } : {}), ...(columns ? { columns } : {}) },
    qif: dates ? { dateFormat: dates as QifOptions['dateFormat'] & string } : {},
    qfx: bid ? { intuBid: bid } : {},
  };
}

export async function render(input: Statement | Ledger, format: Format, output: OutputOptions): Promise<string | Uint8Array> {
  const journal = output.books?.journal ?? {};
  const body = await toFormat(input, format, { ...output, json: { pretty: true }, beancount: journal, hledger: journal });
  return format === 'json' ? `${body as string}\n` : body;
}

/** How the convert command reads one input (passwords tried in turn, progress shown) and whether it may replace the ledger. */
export interface MergeInputs {
  convertOne(file: string, label: string): Promise<Statement>;
  force: boolean;
}

/**
 * `--merge --out ledger.EXT`: converts every input, merges them into one ledger (grouped by
 * account, ordered by period, overlaps removed) and writes it in the format of the extension
 * (or `--format`). A file that fails is reported and left out; the exit code is that file's.
 * An existing ledger is replaced only with --force, and that is checked before any conversion.
 */
export async function mergeCommand(
  files: string[],
  out: string | undefined,
  formatFlag: string | undefined,
  inputs: MergeInputs,
  output: OutputOptions,
  io: Io,
): Promise<ExitCode> {
  if (!out) throw new UsageError('--merge needs --out FILE (ledger.xlsx, .csv, .json, .ofx, .qfx, .qif, .beancount, .journal, .xml or .sta)');
  const format = (formatFlag?.toLowerCase() ?? formatOfName(out, FORMATS) ?? extname(out).slice(1).toLowerCase()) as Format;
  if (!FORMATS.includes(format))
    throw new UsageError(`--merge writes ${FORMATS.join(', ')}: give --out a file with one of their extensions, or --format (got "${out}")`);
  refuseExisting([out], inputs.force);
  const statements: NamedStatement[] = [];
  let worst: ExitCode = EXIT.OK;
  for (const [index, file] of files.entries()) {
    const prefix = `[${index + 1}/${files.length}] ${file}`;
    try {
      const statement = await inputs.convertOne(file, prefix);
      statements.push({ source: basename(file), statement });
      io.stderr.write(`${io.stderr.isTTY ? '\r\x1b[K' : ''}${prefix}: ${statement.transactions.length} transactions, ${statusText(statement)}\n`);
    } catch (error) {
      io.stderr.write(`${io.stderr.isTTY ? '\r\x1b[K' : ''}${prefix}: error: ${describeError(file, error).slice(file.length + 2)}\n`);
      if (worst === EXIT.OK) worst = exitCodeFor(error);
    }
  }
  if (statements.length === 0) return worst === EXIT.OK ? EXIT.FAILURE : worst;
  const ledger = mergeStatements(
    output.books ? statements.map((s) => ({ ...s, statement: withCategories(s.statement, output.books as BooksOptions) })) : statements,
  );
  for (const w of ledger.warnings) io.stderr.write(`warning [${w.code}]: ${w.message}\n`);
  await writeFile(out, await render(ledger, format, output), { flag: inputs.force ? 'w' : 'wx' });
  const rows = ledger.accounts.reduce((n, a) => n + a.transactions.length, 0);
  const removed = ledger.accounts.reduce((n, a) => n + a.statements.reduce((m, s) => m + s.duplicatesRemoved, 0), 0);
  io.stderr.write(
    `${statements.length} statement(s), ${ledger.accounts.length} account(s), ${rows} transactions${removed ? ` (${removed} repeated by overlapping statements left out)` : ''} → ${out}\n`,
  );
  return worst;
}
