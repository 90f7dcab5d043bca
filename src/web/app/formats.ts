/**
 * The download formats, as data: one entry per format the library exports and the server
 * serves (add a format here and it appears in every download menu, the bulk download and the
 * ledger). `id` is the API's name, `extension` the file's, `type` the MIME type of the download.
 */
import type { Format } from '../../wire-types.ts';

export interface FormatInfo {
  id: Format;
  extension: string;
  type: string;
  /** What the format is for, shown beside its box in the bulk download. */
  hint: string;
}

export const FORMATS: readonly FormatInfo[] = [
  { id: 'CSV', extension: 'csv', type: 'text/csv;charset=utf-8', hint: 'spreadsheets, any program' },
  { id: 'XLSX', extension: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', hint: 'Excel, with the statement sheet' },
  { id: 'JSON', extension: 'json', type: 'application/json', hint: 'everything, for programs' },
  { id: 'OFX', extension: 'ofx', type: 'application/x-ofx', hint: 'accounting software' },
  { id: 'QFX', extension: 'qfx', type: 'application/vnd.intu.qfx', hint: 'Quicken' },
  { id: 'QIF', extension: 'qif', type: 'application/qif', hint: 'older accounting software' },
  { id: 'BEANCOUNT', extension: 'beancount', type: 'text/plain;charset=utf-8', hint: 'beancount books, with balance assertions' },
  { id: 'HLEDGER', extension: 'journal', type: 'text/plain;charset=utf-8', hint: 'hledger (and ledger) journals, with balance assertions' },
  { id: 'CAMT053', extension: 'xml', type: 'application/xml;charset=utf-8', hint: 'ISO 20022 statement: Firefly III, Actual, European bank software' },
  { id: 'MT940', extension: 'sta', type: 'text/plain;charset=us-ascii', hint: 'SWIFT statement: GnuCash, older bank software' },
];

/** A type error when FORMATS misses a format the API serves. */
export type FormatsCoverAll = Holds<[Exclude<Format, (typeof FORMATS)[number]['id']>] extends [never] ? true : false>;
type Holds<T extends true> = T;

export const formatInfo = (id: Format): FormatInfo => FORMATS.find((f) => f.id === id) as FormatInfo;

/** `march.pdf` → `march.csv`; names that are not PDFs keep their name and gain the extension. */
export function downloadName(pdfName: string, format: FormatInfo, suffix = ''): string {
  const base = pdfName.replace(/\.pdf$/i, '') || 'statement';
  return `${base}${suffix}.${format.extension}`;
}

/** Names unique within one zip: the second `jan.csv` becomes `jan-2.csv`. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)}-${count}${name.slice(dot)}` : `${name}-${count}`;
  });
}
