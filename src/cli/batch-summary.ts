/** The lines `bsc convert` ends a batch with: how many files converted, what failed, what to check. */
import { ConversionError, type Statement } from '../index.ts';

export class BatchSummary {
  files = 0;
  converted = 0;
  transactions = 0;
  /** Converted statements by reconciliation status. */
  readonly statuses = { verified: 0, unverified: 0, failed: 0 };
  readonly failures = new Map<string, number>();
  readonly warnings = new Map<string, number>();

  add(statement: Statement): void {
    this.files++;
    this.converted++;
    this.transactions += statement.transactions.length;
    this.statuses[statement.reconciliation.status]++;
    for (const warning of statement.warnings) bump(this.warnings, warning.code);
  }

  fail(error: unknown): void {
    this.files++;
    bump(this.failures, failureCode(error));
  }

  /** e.g. "3 files: 2 converted, 1 failed (NOT_A_PDF 1); 64 transactions; 1 verified, 1 unverified, 0 failed; warnings: SIGN_INFERRED 3". */
  format(): string {
    const failed = [...this.failures.values()].reduce((a, b) => a + b, 0);
    const parts = [
      `${this.files} file${this.files === 1 ? '' : 's'}: ${this.converted} converted, ${failed} failed${failed ? ` (${byCount(this.failures)})` : ''}`,
      `${this.transactions} transaction${this.transactions === 1 ? '' : 's'}`,
      `${this.statuses.verified} verified, ${this.statuses.unverified} unverified, ${this.statuses.failed} failed`,
      `warnings: ${this.warnings.size ? byCount(this.warnings) : 'none'}`,
    ];
    return `Summary: ${parts.join('; ')}`;
  }
}

/** The error's code: a ConversionError's, a file system one's (ENOENT...), or the output refused. */
function failureCode(error: unknown): string {
  if (ConversionError.is(error)) return error.code;
  const code = (error as NodeJS.ErrnoException)?.code;
  return typeof code === 'string' ? code : 'UNEXPECTED';
}

function bump(counts: Map<string, number>, code: string): void {
  counts.set(code, (counts.get(code) ?? 0) + 1);
}

/** Most frequent first, then by code: "SIGN_INFERRED 3, BANK_NOT_RECOGNISED 1". */
function byCount(counts: Map<string, number>): string {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
}
