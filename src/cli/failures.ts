/**
 * What a file that failed becomes: a message on standard error naming the file, and the
 * documented exit code (exit-codes.ts). Apart from exit-codes.ts so that `bsc --help` does not load
 * the library; main.ts imports this module only once a command has failed.
 */
import { ConversionError } from '../index.ts';
import { EXIT, type ExitCode, UsageError } from './exit-codes.ts';

export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof UsageError) return EXIT.USAGE;
  const errno = (error as NodeJS.ErrnoException)?.code;
  if (errno === 'ENOENT' || errno === 'EISDIR' || errno === 'EACCES') return EXIT.UNREADABLE;
  // The output appeared after the check (another process): still not replaced without --force.
  if (errno === 'EEXIST') return EXIT.USAGE;
  if (!ConversionError.is(error)) return EXIT.FAILURE;
  switch (error.code) {
    case 'PASSWORD_REQUIRED':
    case 'INVALID_PASSWORD':
      return EXIT.PASSWORD;
    case 'NO_TRANSACTIONS_FOUND':
      return EXIT.NO_TRANSACTIONS;
    case 'NOT_A_PDF':
    case 'CORRUPT_PDF':
    case 'FILE_TOO_LARGE':
      return EXIT.UNREADABLE;
    case 'UNKNOWN_BANK_PROFILE':
      return EXIT.USAGE;
    case 'REDACTION_UNSUPPORTED':
      return EXIT.UNREADABLE;
    default:
      return EXIT.FAILURE;
  }
}

export function describeError(file: string, error: unknown): string {
  if (ConversionError.is(error)) return `${file}: ${error.message} [${error.code}]`;
  const errno = error as NodeJS.ErrnoException;
  if (errno?.code === 'ENOENT') return `${file}: no such file`;
  if (errno?.code === 'EISDIR') return `${file}: is a directory, not a PDF`;
  if (errno?.code === 'EEXIST') return `${file}: the output exists already; use --force to replace it`;
  return `${file}: ${(error as Error)?.message ?? String(error)}`;
}
