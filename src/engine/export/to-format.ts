/**
 * A statement or ledger in any of the export formats by name: the one dispatch the command line,
 * the HTTP service and the browser build share. Text formats come back as strings, XLSX as bytes.
 */
import type { Ledger } from '../ledger/merge.ts';
import type { Statement } from '../types.ts';
import { type CsvOptions, toCsv } from './csv.ts';
import { toJson } from './json.ts';
import { type OfxOptions, type QfxOptions, toOfx, toQfx } from './ofx.ts';
import { type QifOptions, toQif } from './qif.ts';
import { type XlsxOptions, toXlsx } from './xlsx.ts';

export type ExportFormat = 'json' | 'csv' | 'xlsx' | 'ofx' | 'qfx' | 'qif';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['json', 'csv', 'xlsx', 'ofx', 'qfx', 'qif'];

export interface FormatOptions {
  json?: { pretty?: boolean };
  csv?: CsvOptions;
  xlsx?: XlsxOptions;
  ofx?: OfxOptions;
  qfx?: QfxOptions;
  qif?: QifOptions;
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
  }
}

/** The same as bytes (text as UTF-8), for stores and downloads. */
export async function toFormatBytes(input: Statement | Ledger, format: ExportFormat, options: FormatOptions = {}): Promise<Uint8Array> {
  const body = await toFormat(input, format, options);
  return typeof body === 'string' ? new TextEncoder().encode(body) : body;
}
