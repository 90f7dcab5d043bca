/** Messages between the page (index.ts) and the engine worker (worker.ts). */
export type ExportFormat = 'CSV' | 'JSON' | 'OFX' | 'QFX' | 'QIF' | 'XLSX';

/**
 * The library's export options (`FormatOptions`: `csv: { delimiter, bom, columns }`, `xlsx: {
 * columns, paperSize }`, ...), as plain data. Checked by the exporters themselves.
 */
export type ExportOptions = Record<string, Record<string, unknown> | undefined>;

export type EngineRequest =
  | { type: 'convert'; id: number; pdf: Uint8Array; password?: string }
  | { type: 'abort'; id: number }
  /** `format`: any of the library's export formats, in any case. */
  | { type: 'export'; id: number; statement: unknown; format: string; options?: ExportOptions }
  /** One ledger from several statements (`mergeStatements`), each named by its file. */
  | { type: 'ledger'; id: number; statements: Array<{ source: string; statement: unknown }>; format: string; options?: ExportOptions };

export interface ErrorBody {
  code: string;
  message: string;
}

export type EngineReply =
  | { type: 'progress'; id: number; page: number; pages: number; stage: string }
  | { type: 'converted'; id: number; pdfType: 'TEXT_BASED' | 'IMAGE_BASED'; numberOfPages: number; json: unknown; statement: unknown }
  | { type: 'exported'; id: number; bytes: Uint8Array }
  | { type: 'failed'; id: number; error: ErrorBody };
