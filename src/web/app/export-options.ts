/**
 * The CSV and XLSX options `bsc convert` has (--csv-delimiter, --csv-bom, --columns), chosen once
 * in the page and used by every download (downloads-panel.ts keeps them in localStorage: nothing
 * secret). They become the
 * library's export options, applied by its exporters in the engine worker.
 */

/** The library's columns (src/engine/export/columns.ts), in its order, with the page's labels. */
export const COLUMNS = [
  { id: 'date', label: 'Date' },
  { id: 'valueDate', label: 'Value date' },
  { id: 'description', label: 'Description' },
  { id: 'payee', label: 'Payee (cleaned from the description)' },
  { id: 'amount', label: 'Amount (signed)' },
  { id: 'debit', label: 'Debit (money out)' },
  { id: 'credit', label: 'Credit (money in)' },
  { id: 'balance', label: 'Balance' },
  { id: 'currency', label: 'Currency' },
  { id: 'typeCode', label: 'Type code' },
  { id: 'account', label: 'Account' },
  { id: 'source', label: 'Source file (ledgers)' },
  { id: 'category', label: 'Category (once proposed or chosen)' },
] as const;

export type ColumnId = (typeof COLUMNS)[number]['id'];

export const DEFAULT_COLUMNS: readonly ColumnId[] = ['date', 'description', 'amount', 'balance', 'currency'];

export const DELIMITERS = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;) — spreadsheets with a decimal comma' },
  { value: '\t', label: 'Tab (TSV)' },
  { value: '|', label: 'Vertical bar (|)' },
] as const;

export interface ExportChoices {
  delimiter: string;
  bom: boolean;
  /** Empty: the library's default columns (plus Account for several accounts or a ledger). */
  columns: ColumnId[];
}

export const DEFAULT_CHOICES: ExportChoices = { delimiter: ',', bom: false, columns: [] };

/** Saved choices read back, anything unknown dropped (they come from storage a script could have written). */
export function readChoices(saved: Partial<ExportChoices> | null): ExportChoices {
  if (!saved) return { ...DEFAULT_CHOICES };
  const known = new Set<string>(COLUMNS.map((c) => c.id));
  return {
    delimiter: DELIMITERS.some((d) => d.value === saved.delimiter) ? (saved.delimiter as string) : ',',
    bom: saved.bom === true,
    columns: Array.isArray(saved.columns) ? saved.columns.filter((c): c is ColumnId => known.has(c)) : [],
  };
}

/** The library's `FormatOptions` for these choices. `source` only exists in ledgers. */
export function formatOptions(c: ExportChoices, ledger = false): Record<string, Record<string, unknown>> {
  const columns = c.columns.filter((id) => ledger || id !== 'source');
  return {
    csv: { delimiter: c.delimiter, bom: c.bom, ...(columns.length ? { columns } : {}) },
    xlsx: columns.length ? { columns } : {},
  };
}
