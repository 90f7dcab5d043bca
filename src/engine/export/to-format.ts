/**
 * A statement or ledger in any of the export formats by name: the one dispatch the command line,
 * the HTTP service and the browser build share. Text formats come back as strings, XLSX as bytes.
 */
import type { Ledger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { type BeancountOptions, toBeancount } from './beancount.ts';
import { type Camt053Options, toCamt053 } from './camt053.ts';
import { type CsvOptions, toCsv } from './csv.ts';
import { type HledgerOptions, toHledger } from './hledger.ts';
import { toJson } from './json.ts';
import { toMt940 } from './mt940.ts';
import { type OfxOptions, type QfxOptions, toOfx, toQfx } from './ofx.ts';
import { type QifOptions, toQif } from './qif.ts';
import { type XlsxOptions, toXlsx } from './xlsx.ts';

export type ExportFormat = 'json' | 'csv' | 'xlsx' | 'ofx' | 'qfx' | 'qif' | 'beancount' | 'hledger' | 'camt053' | 'mt940';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['json', 'csv', 'xlsx', 'ofx', 'qfx', 'qif', 'beancount', 'hledger', 'camt053', 'mt940'];

/** The file extension of each format (a download's name, `bsc convert --out DIR`). */
export const FORMAT_EXTENSIONS: Readonly<Record<ExportFormat, string>> = {
  json: 'json',
  csv: 'csv',
  xlsx: 'xlsx',
  ofx: 'ofx',
  qfx: 'qfx',
  qif: 'qif',
  beancount: 'beancount',
  hledger: 'journal',
  camt053: 'xml',
  mt940: 'sta',
};

/** The MIME type of each format. */
export const FORMAT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ofx: 'application/x-ofx',
  qfx: 'application/vnd.intu.qfx',
  qif: 'application/qif',
  beancount: 'text/plain; charset=utf-8',
  hledger: 'text/plain; charset=utf-8',
  camt053: 'application/xml; charset=utf-8',
  mt940: 'text/plain; charset=us-ascii',
};

export interface FormatOptions {
  json?: { pretty?: boolean };
  csv?: CsvOptions;
  xlsx?: XlsxOptions;
  ofx?: OfxOptions;
  qfx?: QfxOptions;
  qif?: QifOptions;
  beancount?: BeancountOptions;
  hledger?: HledgerOptions;
  camt053?: Camt053Options;
}

export async function toFormat(input: Statement | Ledger, format: ExportFormat, options: FormatOptions = {}): Promise<string | Uint8Array> {
  switch (format) {
    case 'json':
      return toJson(input, options.json);
    case 'csv':
      return toCsv(input, options.csv);
    case 'xlsx':
      return toXlsx(input, options.xlsx);
    case 'ofx':
      return toOfx(input, options.ofx);
    case 'qfx':
      return toQfx(input, options.qfx);
    case 'qif':
      return toQif(input, options.qif);
    case 'beancount':
      return toBeancount(input, options.beancount);
    case 'hledger':
      return toHledger(input, options.hledger);
    case 'camt053':
      return toCamt053(input, options.camt053);
    case 'mt940':
      return toMt940(input);
  }
}

/** The same as bytes (text as UTF-8), for stores and downloads. */
export async function toFormatBytes(input: Statement | Ledger, format: ExportFormat, options: FormatOptions = {}): Promise<Uint8Array> {
  const body = await toFormat(input, format, options);
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}
