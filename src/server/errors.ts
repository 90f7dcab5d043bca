/**
 * The service's error codes (docs/api.md, "Errors"), each with its HTTP status and a suggested
 * recovery. Services throw `ServiceError`; the error middleware is the only place that turns
 * anything else (a ConversionError, an unknown failure) into one.
 */
import { ConversionError } from '../index.ts';
import { StoreUnavailableError } from './store/types.ts';
import type { ApiErrorCode } from '../wire-types.ts';

/** A database restart takes seconds: a client should come back soon. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The codes an error body carries, declared with the other wire shapes; the catalog covers each. */
export type ErrorCode = ApiErrorCode;

interface CatalogEntry {
  status: number;
  message: string;
  recovery: string;
}

export const ERROR_CATALOG: Record<ErrorCode, CatalogEntry> = {
  INVALID_FILE_TYPE: {
    status: 400,
    message: 'The file is not a PDF.',
    recovery: 'Upload PDF bank statements only (the file must start with %PDF- and be readable).',
  },
  INVALID_FORMAT: { status: 400, message: 'format must be CSV, XLSX or JSON.', recovery: 'Pass ?format=CSV, ?format=XLSX or ?format=JSON.' },
  INVALID_REQUEST: { status: 400, message: 'The request is malformed.', recovery: 'Check the request body and parameters against the API documentation.' },
  UNAUTHORIZED: { status: 401, message: 'The API key is missing or invalid.', recovery: 'Send the header "Authorization: Bearer <API_KEY>" with a valid key.' },
  INSUFFICIENT_CREDITS: {
    status: 403,
    message: 'Not enough credits to process the file.',
    recovery: 'Add credits to the account or upload fewer pages; nothing was stored or charged.',
  },
  STORAGE_QUOTA_EXCEEDED: {
    status: 403,
    message: 'The account’s storage quota is full.',
    recovery: 'Wait until earlier files expire (see Retry-After), or upload fewer or smaller files; nothing was stored or charged.',
  },
  FILE_NOT_FOUND: {
    status: 404,
    message: 'The file was not found.',
    recovery: 'Check the uuid; files are deleted automatically after the retention period, so upload the file again if needed.',
  },
  NOT_FOUND: { status: 404, message: 'There is no such route.', recovery: 'Check the method and path; every route lives under /api/v1.' },
  FILE_NOT_READY: {
    status: 409,
    message: 'The file is still being processed.',
    recovery: 'Poll POST /api/v1/bank-statement/status until the state is COMPLETED, then convert.',
  },
  FILE_TOO_LARGE: { status: 413, message: 'The file exceeds 3 MB.', recovery: 'Upload files of at most 3 MB (3,000,000 bytes) each; split larger statements.' },
  PASSWORD_REQUIRED: {
    status: 422,
    message: 'The PDF is password-protected.',
    recovery: 'Call POST /api/v1/bank-statement/set-password with the PDF password first.',
  },
  INVALID_PASSWORD: { status: 422, message: 'The PDF password is incorrect.', recovery: 'Check the password and call set-password again.' },
  PROCESSING_FAILED: {
    status: 422,
    message: 'The file could not be processed.',
    recovery: 'Check that the PDF is a readable bank statement, then upload it again.',
  },
  RATE_LIMIT_EXCEEDED: { status: 429, message: 'Too many requests.', recovery: 'Wait for the number of seconds in the Retry-After header, then retry.' },
  FORBIDDEN_ORIGIN: {
    status: 403,
    message: 'The request was authenticated by a session cookie but did not come from this server’s own page.',
    recovery: 'Use the page served by this server, or call the API with "Authorization: Bearer <API_KEY>" instead of the cookie.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request body arrived too slowly.',
    recovery: 'Send the upload again over a faster or steadier connection; nothing was stored or charged.',
  },
  SERVICE_BUSY: {
    status: 503,
    message: 'The server is holding as many uploads as it can.',
    recovery: 'Retry after the number of seconds in the Retry-After header.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service cannot reach its database right now.',
    recovery: 'Retry after the number of seconds in the Retry-After header; nothing was stored or charged by the failed request.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message: 'The server failed to handle the request.',
    recovery: 'Retry the request; if it keeps failing, report it to the service operator.',
  },
};

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly recovery: string;
  /** Extra response headers (Retry-After on 429, Connection: close after an aborted upload). */
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options: { headers?: Record<string, string>; recovery?: string; cause?: unknown } = {}) {
    const entry = ERROR_CATALOG[code];
    super(message ?? entry.message, options.cause !== undefined ? { cause: options.cause } : undefined);
    this.code = code;
    this.status = entry.status;
    this.recovery = options.recovery ?? entry.recovery;
    this.headers = options.headers ?? {};
  }
}

/** The service code for a library failure; null for codes that mean a bug on our side. */
function codeForConversion(error: ConversionError): ErrorCode | null {
  switch (error.code) {
    case 'NOT_A_PDF':
    case 'CORRUPT_PDF':
    case 'DOCUMENT_TOO_LARGE':
      return 'INVALID_FILE_TYPE';
    case 'PASSWORD_REQUIRED':
      return 'PASSWORD_REQUIRED';
    case 'INVALID_PASSWORD':
      return 'INVALID_PASSWORD';
    case 'FILE_TOO_LARGE':
      return 'FILE_TOO_LARGE';
    case 'NO_TRANSACTIONS_FOUND':
    case 'OCR_FAILED':
    case 'TIMEOUT':
    case 'RESOURCE_LIMIT':
      return 'PROCESSING_FAILED';
    default:
      return null;
  }
}

/**
 * Any failure as a ServiceError. Known codes keep their message; anything else becomes
 * INTERNAL_ERROR with the catalog's generic message, so no stack, path or SQL reaches a client.
 */
export function toServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  if (error instanceof StoreUnavailableError) {
    return new ServiceError('SERVICE_UNAVAILABLE', undefined, { cause: error, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } });
  }
  if (ConversionError.is(error)) {
    const code = codeForConversion(error);
    if (code) return new ServiceError(code, error.message, { cause: error });
  }
  return new ServiceError('INTERNAL_ERROR', undefined, { cause: error });
}
