/**
 * The engine's one error type. Problems with the *data* (a balance that does not add up) are
 * warnings, not errors; a ConversionError means no statement could be produced at all.
 */
export type ConversionErrorCode =
  | 'NOT_A_PDF'
  | 'CORRUPT_PDF'
  | 'PASSWORD_REQUIRED'
  | 'INVALID_PASSWORD'
  | 'NO_TRANSACTIONS_FOUND'
  | 'FILE_TOO_LARGE'
  /** The document decodes to more than the engine reads (an inflate bomb): see docs/api.md. */
  | 'DOCUMENT_TOO_LARGE'
  /** Reading the document needed more memory than its worker thread may use. */
  | 'RESOURCE_LIMIT'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'OCR_FAILED'
  | 'UNKNOWN_BANK_PROFILE'
  /** An export or merge option out of range (a CSV delimiter of two characters, an unknown column). */
  | 'INVALID_OPTIONS'
  /** Redaction cannot rewrite this PDF safely (a security handler it does not know, a scan without OCR). */
  | 'REDACTION_UNSUPPORTED';

export class ConversionError extends Error {
  override readonly name = 'ConversionError';
  readonly code: ConversionErrorCode;

  constructor(code: ConversionErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }

  /** True for a ConversionError, optionally with the given code (works across module copies). */
  static is(value: unknown, code?: ConversionErrorCode): value is ConversionError {
    const isOne = value instanceof ConversionError || (typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ConversionError');
    return isOne && (code === undefined || (value as ConversionError).code === code);
  }
}
