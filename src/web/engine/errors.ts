/**
 * Failures of the browser build as the page shows them: `{ code, message, recovery }` like the
 * API's error body. `code` and `message` are the library's (the API passes the same message
 * through); `recovery` says what to do in the page, since the API's recovery texts name API calls.
 */
export interface LocalError extends Error {
  code: string;
  recovery: string;
}

const RECOVERY: Record<string, string> = {
  NOT_A_PDF: 'Choose a PDF bank statement (the file must start with %PDF-).',
  CORRUPT_PDF: 'Check that the PDF opens in a PDF viewer; download the statement from the bank again.',
  DOCUMENT_TOO_LARGE: 'The PDF decodes to far more than a statement does; check that it is a bank statement.',
  FILE_TOO_LARGE: 'Split the statement into smaller files.',
  PASSWORD_REQUIRED: 'Enter the PDF password and convert again.',
  INVALID_PASSWORD: 'Check the password and convert again.',
  NO_TRANSACTIONS_FOUND: 'Check that the PDF is a readable bank statement.',
  OCR_FAILED: 'Reload the page and try again; if it keeps failing, convert on the server instead.',
  ABORTED: 'Start the conversion again.',
  FORMAT_NOT_AVAILABLE: 'Choose another format.',
  UNKNOWN_STATEMENT: 'Convert the file in this browser again, then download.',
  ENGINE_FAILED: 'Reload the page and try again; if it keeps failing, convert on the server instead.',
};

export function localError(code: string, message: string): LocalError {
  const error = new Error(message) as LocalError;
  error.name = 'LocalConversionError';
  error.code = code;
  error.recovery = RECOVERY[code] ?? RECOVERY.ENGINE_FAILED!;
  return error;
}
