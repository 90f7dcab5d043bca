/** Exit codes of `bsc`, documented in README.md. One code per kind of failure a script may act on. */
export const EXIT = {
  OK: 0,
  /** An unexpected failure (a bug): the message says what happened. */
  FAILURE: 1,
  /** Wrong command line: unknown command or flag, missing argument. */
  USAGE: 2,
  /** The PDF needs a password, or the one given is wrong. */
  PASSWORD: 3,
  /** The input cannot be read: missing file, not a PDF, corrupt, too large (file or decoded size). */
  UNREADABLE: 4,
  /** The PDF was read but holds no transaction table. */
  NO_TRANSACTIONS: 5,
  /** Reading the PDF passed its time budget (TIMEOUT) or its thread's memory limit (RESOURCE_LIMIT). */
  LIMIT: 6,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
