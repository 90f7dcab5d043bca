/** Messages between the page (index.ts) and the engine worker (worker.ts). */
export type ExportFormat = 'CSV' | 'JSON' | 'OFX' | 'QFX' | 'QIF' | 'XLSX' | 'BEANCOUNT' | 'HLEDGER' | 'CAMT053' | 'MT940';

/** A category proposed for one row (the library's `categorise`): null when it abstained. */
export interface CategoryProposal {
  category: string | null;
  categoryConfidence: number;
  categoryReason: string;
}

/**
 * The library's export options (`FormatOptions`: `csv: { delimiter, bom, columns }`, `xlsx: {
 * columns, paperSize }`, `beancount`/`hledger: { accountMap, opening }`, ...), as plain data.
 * Checked by the exporters themselves.
 */
export type ExportOptions = Record<string, Record<string, unknown> | undefined>;

/**
 * The categories a user chose, one per row of the statement (null: none), applied by the library's
 * `applyCategories` before the export.
 */
export type ChosenCategories = (string | null)[];

export type EngineRequest =
  | { type: 'convert'; id: number; pdf: Uint8Array; password?: string }
  | { type: 'abort'; id: number }
  /** `format`: any of the library's export formats, in any case. */
  | { type: 'export'; id: number; statement: unknown; format: string; options?: ExportOptions; categories?: ChosenCategories }
  /** One ledger from several statements (`mergeStatements`), each named by its file, each with its chosen categories. */
  | {
      type: 'ledger';
      id: number;
      statements: Array<{ source: string; statement: unknown; categories?: ChosenCategories }>;
      format: string;
      options?: ExportOptions;
    }
  /** Categories for the statement's rows, learnt from the user's ledger text (CSV, beancount or hledger). */
  | { type: 'propose'; id: number; statement: unknown; history: string }
  /** A copy of the PDF that can be shared (the library's `redact`): personal text replaced, figures kept. */
  | { type: 'redact'; id: number; pdf: Uint8Array; password?: string; keepDescriptions?: boolean };

/** The library's RedactionReport as the page receives it. */
export interface RedactionSummary {
  replaced: Record<string, number>;
  distinct: Record<string, number>;
  keptDescriptionWords: number;
  unchanged: number;
  pagesRasterised: number;
  glyphsRemoved: number;
  removed: Record<string, boolean | number>;
}

export interface ErrorBody {
  code: string;
  message: string;
}

export type EngineReply =
  | { type: 'progress'; id: number; page: number; pages: number; stage: string }
  | { type: 'converted'; id: number; pdfType: 'TEXT_BASED' | 'IMAGE_BASED'; numberOfPages: number; json: unknown; statement: unknown }
  | { type: 'exported'; id: number; bytes: Uint8Array }
  | { type: 'proposed'; id: number; proposals: CategoryProposal[] }
  /** `report`: what was replaced, counted by kind (the library's RedactionReport), never the values. */
  | { type: 'redacted'; id: number; pdf: Uint8Array; report: RedactionSummary }
  | { type: 'failed'; id: number; error: ErrorBody };
