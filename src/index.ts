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
import { parseStatement as parsePlainStatement, serializeStatement as serializePlainStatement } from './convert/plain-data.ts';
import type { Statement } from './engine/types.ts';

export { ConversionError, type ConversionErrorCode } from './engine/errors.ts';
export { toJson, toJsonDocument, toLedgerDocument, type JsonStatementDocument, type JsonRowSource, type JsonDocumentOptions } from './engine/export/json.ts';
export { toCsv, type CsvOptions } from './engine/export/csv.ts';
export { toXlsx, type XlsxOptions } from './engine/export/xlsx.ts';
export { toOfx, toQfx, type OfxOptions, type QfxOptions, type OfxAccountType } from './engine/export/ofx.ts';
export { toQif, type QifOptions, type QifDateFormat } from './engine/export/qif.ts';
export {
  toFormat,
  toFormatBytes,
  EXPORT_FORMATS,
  FORMAT_EXTENSIONS,
  FORMAT_CONTENT_TYPES,
  type ExportFormat,
  type FormatOptions,
} from './engine/export/to-format.ts';
export { toBeancount, type BeancountOptions } from './engine/export/beancount.ts';
export { toHledger, type HledgerOptions } from './engine/export/hledger.ts';
export { toCamt053, type Camt053Options } from './engine/export/camt053.ts';
export { toMt940 } from './engine/export/mt940.ts';
export type { JournalOptions } from './engine/export/journal-books.ts';
export { checkAccountMap, type AccountMap, type AccountMapRule } from './engine/export/journal-accounts.ts';
export { cleanPayee } from './engine/payee/clean-payee.ts';
export { categorise, applyCategories, DEFAULT_THRESHOLD, type CategoriseOptions } from './engine/categorise/categorise.ts';
export { compileRules, type CategoryRule } from './engine/categorise/rules.ts';
export { readHistory, detectHistoryFormat, type HistoryEntry, type HistoryFormat } from './engine/categorise/history.ts';
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
export {
  defineBank,
  registerBank,
  listBanks,
  getBank,
  callerBanks,
  clearCallerBanks,
  scoreProfiles,
  type BankProfile,
  type ProfileScore,
} from './banks/index.ts';
export type { BankColumn, BankDetection, BankLocale, Language, SignConvention, StatementLayout } from './banks/define-bank.ts';
export { LOCALES, debitCreditTable, signedAmountTable, crDrTable, cardTable } from './banks/conventions.ts';
export { loadProfiles, parseProfiles, registerProfileFiles, checkProfileIds, profilePathsFromEnv, ProfileFileError } from './banks/profile-files.ts';
export { createOcrPool, type OcrPool, type OcrPoolOptions } from './engine/ocr/pool.ts';
export { measurePages, type MeasureOptions, type PageMeasure } from './engine/pdf/measure.ts';
export type { DocumentWorkersOptions } from './convert/document-workers.ts';
export {
  analyse,
  readerIdle,
  convert,
  inspect,
  closeOcr,
  closeWorkers,
  configureOcr,
  configureWorkers,
  DEFAULT_TIMEOUT_MS,
  type ConvertOptions,
  type InspectLibraryOptions,
} from './convert/one.ts';
export { redact, type RedactLibraryOptions as RedactOptions, type RedactionReport, type RedactionResult } from './convert/redact.ts';
export { convertMany, type ConvertManyInput, type ConvertManyOptions, type ConvertManyResult } from './convert/many.ts';
export type {
  InspectOptions,
  InspectResult,
  PageSize,
  PdfType,
  ProgressEvent,
  Reconciliation,
  ReconciliationStatus,
  Statement,
  StatementMetadata,
  StatementSection,
  Transaction,
  Warning,
  WarningCode,
  Word,
  PageWords,
  ColumnRole,
  DateOrder,
  DecimalSeparator,
  BankDetectionReport,
  Analysis,
} from './engine/types.ts';

/** A statement as JSON text with exact money, for storing it and merging later (`parseStatement` reads it back). */
export function serializeStatement(statement: Statement): string {
  return serializePlainStatement(statement);
}

/** The statement `serializeStatement` wrote. The text must come from `serializeStatement`: it is not validated. */
export function parseStatement(text: string): Statement {
  return parsePlainStatement<Statement>(text);
}
