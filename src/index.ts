/**
 * bank-statement-converter: bank-statement PDFs → exact, reconciled transactions.
 *
 * @example
 * import { readFile } from 'node:fs/promises';
 * import { convert, toCsv } from 'bank-statement-converter';
 * const statement = await convert(await readFile('march.pdf'));
 * console.log(statement.metadata.bank, statement.transactions.length, statement.reconciliation.ok);
 * await writeFile('march.csv', await toCsv(statement));
 */
import { detectBank, getBank, listBanks, toBankHint, type BankProfile } from './banks/index.ts';
import { ConversionError } from './engine/errors.ts';
import { type EngineConvertOptions, type EngineOcr, type InspectOptions, convert as convertPdf, inspect as inspectPdf } from './engine/convert.ts';
import { type OcrPool, type OcrPoolOptions, createOcrPool } from './engine/ocr/pool.ts';
import type { InspectResult, ProgressEvent, Statement } from './engine/types.ts';

export { ConversionError, type ConversionErrorCode } from './engine/errors.ts';
export { toJson, toJsonDocument, toLedgerDocument, type JsonStatementDocument } from './engine/export/json.ts';
export { toCsv, type CsvOptions } from './engine/export/csv.ts';
export { toXlsx, type XlsxOptions } from './engine/export/xlsx.ts';
export { toOfx, toQfx, type OfxOptions, type QfxOptions, type OfxAccountType } from './engine/export/ofx.ts';
export { toQif, type QifOptions, type QifDateFormat } from './engine/export/qif.ts';
export { COLUMNS, parseColumns, type Column } from './engine/export/columns.ts';
export {
  mergeStatements,
  isLedger,
  type Ledger,
  type LedgerAccount,
  type LedgerStatement,
  type LedgerTransaction,
  type LedgerWarning,
  type LedgerWarningCode,
  type MergeOptions,
  type NamedStatement,
} from './engine/ledger/merge.ts';
export { defineBank, registerBank, listBanks, type BankProfile } from './banks/index.ts';
export { createOcrPool, type OcrPool, type OcrPoolOptions } from './engine/ocr/pool.ts';
export type {
  InspectResult,
  PageSize,
  PdfType,
  ProgressEvent,
  Reconciliation,
  Statement,
  StatementMetadata,
  StatementSection,
  Transaction,
  Warning,
  WarningCode,
  Word,
} from './engine/types.ts';

export interface ConvertOptions {
  /** Password of a protected PDF. */
  password?: string;
  /** Aborts the conversion; the promise rejects with ConversionError code ABORTED. */
  signal?: AbortSignal;
  /** Called as pages are read and parsed. */
  onProgress?: (event: ProgressEvent) => void;
  /**
   * Force a bank profile by id (see `listBanks()`), skipping detection; `false` skips the
   * registry altogether and uses the generic parser.
   */
  bank?: string | false;
  /**
   * OCR for scanned pages. By default a shared pool (one tesseract.js worker per core, created on
   * the first scanned page) is used; pass your own pool (`createOcrPool`) to size or isolate it,
   * or `false` to refuse scans. Call `closeOcr()` when done so worker threads do not keep the
   * process alive.
   */
  ocr?: { pool?: OcrPool; dpi?: number } | false;
}

let sharedPool: OcrPool | null = null;
const canvasImport = () => import('@napi-rs/canvas');

function engineOcr(option: ConvertOptions['ocr']): EngineOcr | undefined {
  if (option === false) return undefined;
  // Creating the pool is cheap: workers start only when a scanned page arrives.
  const pool = option?.pool ?? (sharedPool ??= createOcrPool());
  return { pool, canvasImport, ...(option?.dpi ? { dpi: option.dpi } : {}) };
}

/** Closes the shared OCR pool (if one was started), awaiting every worker. Safe to call twice. */
export async function closeOcr(): Promise<void> {
  const pool = sharedPool;
  sharedPool = null;
  await pool?.close();
}

/** Sizes the shared OCR pool; takes effect for the next pool created (after `closeOcr()`). */
export function configureOcr(options: OcrPoolOptions): void {
  if (sharedPool) throw new Error('configureOcr() must be called before the first scan, or after closeOcr().');
  sharedPool = createOcrPool(options);
}

/**
 * What kind of PDF this is, without converting it.
 * @example
 * const { pdfType, numberOfPages, encrypted } = await inspect(bytes);
 */
export function inspect(bytes: Uint8Array, options: InspectOptions = {}): Promise<InspectResult> {
  return inspectPdf(bytes, options);
}

/**
 * Converts a statement PDF. Rejects with a ConversionError (NOT_A_PDF, CORRUPT_PDF,
 * PASSWORD_REQUIRED, INVALID_PASSWORD, NO_TRANSACTIONS_FOUND, ...); problems with the data
 * itself are reported in `statement.warnings`.
 * @example
 * const statement = await convert(bytes, { password: 'secret' });
 * for (const t of statement.transactions) console.log(t.date, t.amount.toFixed(2), t.description);
 */
export function convert(bytes: Uint8Array, options: ConvertOptions = {}): Promise<Statement> {
  const ocr = engineOcr(options.ocr);
  const engineOptions: EngineConvertOptions = {
    ...(options.password !== undefined ? { password: options.password } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(ocr ? { ocr } : {}),
    detectBank: (text) => {
      const found = detectBank(text, options.bank === false ? [] : listBanks());
      return { bank: found.profile ? toBankHint(found.profile) : null, candidates: found.candidates.map(toBankHint) };
    },
  };
  if (typeof options.bank === 'string') {
    const forced: BankProfile | undefined = getBank(options.bank);
    if (!forced) return Promise.reject(new ConversionError('UNKNOWN_BANK_PROFILE', `No bank profile has the id "${options.bank}"; see listBanks().`));
    engineOptions.bank = toBankHint(forced);
  }
  return convertPdf(bytes, engineOptions);
}
