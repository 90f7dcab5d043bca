/** The converted statement JSON as the page reads it (docs/api.md, with `source=true`). */

export interface RowSource {
  page: number;
  /** [x0, y0, x1, y1], PDF points, top-left origin of the displayed page. */
  box: [number, number, number, number];
  confidence: number;
}

export interface StatementRow {
  date: string;
  description: string;
  amount: number;
  balance: number | null;
  currency: string | null;
  accountNumber?: string | null;
  source?: RowSource;
  payee?: string;
  /** Present once categories were proposed (docs/accounting.md). */
  category?: string | null;
  categoryConfidence?: number;
  categoryReason?: string;
}

export interface StatementWarning {
  code: string;
  message: string;
  page?: number;
  transactionIndex?: number;
}

export interface Evidence {
  table?: string;
  columns?: string;
  signs?: string;
  balancesChecked?: number;
  balancesHeld?: number;
  totals?: string;
  opening?: string | null;
  closing?: string | null;
  anchors?: string[];
  transactions?: number;
}

export interface StatementSection {
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  pages: number[];
  transactionCount: number;
  accountNumber?: string | null;
}

export interface StatementJson {
  transactions: StatementRow[];
  metadata: {
    bank: string;
    accountNumber: string | null;
    statementPeriod: string | null;
    periodStart: string | null;
    periodEnd: string | null;
    currency: string | null;
    openingBalance: number | null;
    closingBalance: number | null;
    pdfType: 'TEXT_BASED' | 'IMAGE_BASED';
    numberOfPages: number;
  };
  warnings: StatementWarning[];
  reconciliation: { status: ReconciliationStatus; statusReason: string; ok: boolean; totalsChecked: number; totalsHeld: number; balancesChecked: number; balanceMismatches: number; computedClosing: number | null; totalsMatch: boolean | null; evidence: Evidence[] };
  statements?: StatementSection[];
}

/** verified: printed balances or totals were checked and held; unverified: nothing to check, or a guess stands; failed: a check failed. */
export type ReconciliationStatus = 'verified' | 'unverified' | 'failed';

/** Below this OCR confidence a row's figures deserve a second look (the engine's own bar). */
export const LOW_CONFIDENCE = 0.8;

/** Row indexes that need a look: low OCR confidence, or a warning about that row's OCR. */
export function flaggedRows(statement: StatementJson): Map<number, string[]> {
  const flags = new Map<number, string[]>();
  const add = (index: number, why: string) => flags.set(index, [...(flags.get(index) ?? []), why]);
  statement.transactions.forEach((row, index) => {
    if (row.source && row.source.confidence < LOW_CONFIDENCE) add(index, `low OCR confidence (${Math.round(row.source.confidence * 100)}%)`);
  });
  for (const warning of statement.warnings) {
    if (warning.transactionIndex === undefined) continue;
    if (warning.code === 'OCR_CORRECTION') add(warning.transactionIndex, 'OCR corrected');
    else if (warning.code === 'LOW_OCR_CONFIDENCE' && !flags.get(warning.transactionIndex)?.some((w) => w.startsWith('low OCR'))) add(warning.transactionIndex, 'low OCR confidence');
  }
  return flags;
}

/** The statement's rows in its sections (one section when the file holds one statement). */
export function sections(statement: StatementJson): Array<{ title: string | null; section: StatementSection | null; rows: number[] }> {
  const all = statement.transactions.map((_, i) => i);
  const parts = statement.statements;
  if (!parts || parts.length < 2) return [{ title: null, section: null, rows: all }];
  const byAccount = parts.some((p) => p.accountNumber !== undefined);
  if (byAccount) {
    return parts.map((p) => ({
      title: `Account ${p.accountNumber ?? '(number not printed)'}`,
      section: p,
      rows: all.filter((i) => (statement.transactions[i]?.accountNumber ?? null) === (p.accountNumber ?? null)),
    }));
  }
  let start = 0;
  return parts.map((p, n) => {
    const rows = all.slice(start, start + p.transactionCount);
    start += p.transactionCount;
    return { title: `Statement ${n + 1}: ${p.periodStart ?? '?'} – ${p.periodEnd ?? '?'}`, section: p, rows };
  });
}
