/**
 * The statement as the page holds it: the library's own form (`serializeStatement`), which is
 * what `GET /bank-statement/{uuid}/statement` answers and what the in-browser engine hands back.
 * Money is `{ "$decimal": "-40.5" }` (exact); every row says whether its balance was printed,
 * where it was read (page, box, confidence). The page corrects this form and gives it back to
 * the library's exporters, so fields it does not know are carried along untouched.
 */
import type { ConvertedAuthenticity, ReadingEvidence, ReconciliationStatus } from '../../wire-types.ts';
import { type Exact, parseExact } from './money.ts';

export interface Dec {
  $decimal: string;
}

export interface PlainTransaction {
  date: string;
  description: string;
  amount: Dec;
  balance: Dec | null;
  /** The balance was printed on the statement; otherwise the engine derived it from the chain. */
  balancePrinted: boolean;
  currency: string | null;
  valueDate?: string;
  typeCode?: string;
  accountNumber?: string | null;
  page: number;
  y: number;
  confidence: number;
  /** [left, top, right, bottom], PDF points, top-left origin of the displayed page. */
  box?: [number, number, number, number];
  [other: string]: unknown;
}

export interface PlainWarning {
  code: string;
  message: string;
  page?: number;
  transactionIndex?: number;
}

export interface PlainSection {
  accountNumber?: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Dec | null;
  closingBalance: Dec | null;
  pages: number[];
  transactionCount: number;
  [other: string]: unknown;
}

export interface PlainReconciliation {
  status: ReconciliationStatus;
  statusReason: string;
  ok: boolean;
  balancesChecked: number;
  balanceMismatches: number;
  computedClosing: Dec | null;
  totalsMatch: boolean | null;
  totalsChecked: number;
  totalsHeld: number;
  evidence: ReadingEvidence[];
  [other: string]: unknown;
}

export interface PlainStatement {
  transactions: PlainTransaction[];
  metadata: {
    bank: string;
    bankId: string | null;
    accountNumber: string | null;
    statementPeriod: string | null;
    periodStart: string | null;
    periodEnd: string | null;
    currency: string | null;
    openingBalance: Dec | null;
    closingBalance: Dec | null;
    pdfType: 'TEXT_BASED' | 'IMAGE_BASED';
    numberOfPages: number;
    [other: string]: unknown;
  };
  warnings: PlainWarning[];
  reconciliation: PlainReconciliation;
  sections: PlainSection[];
  /** Signs that the file was edited after it was made (absent for files converted before it existed). */
  authenticity?: ConvertedAuthenticity;
  [other: string]: unknown;
}

export const dec = (value: Exact | string): Dec => ({ $decimal: typeof value === 'string' ? value : exactText(value) });

/** The decimal's exact value; a malformed one (never written by the library) reads as zero. */
export const exact = (value: Dec): Exact => parseExact(value.$decimal) ?? { units: 0n, scale: 0 };
export const exactOrNull = (value: Dec | null | undefined): Exact | null => (value ? exact(value) : null);

function exactText(value: Exact): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const text = value.scale === 0 ? digits : `${digits.slice(0, -value.scale)}.${digits.slice(-value.scale)}`;
  return `${negative ? '-' : ''}${text}`;
}

/** A deep copy (statements are plain data: JSON-safe). */
export const cloneStatement = (statement: PlainStatement): PlainStatement => structuredClone(statement);

/** The evidence of section `i`, matched by position (the engine writes one per section). */
export const evidenceOf = (statement: PlainStatement, i: number): ReadingEvidence | undefined => statement.reconciliation.evidence[i];

/** The engine's own words in the evidence say whether a section's rows run newest first. */
export const newestFirst = (evidence: ReadingEvidence | undefined): boolean => /newest first/i.test(evidence?.signs ?? '');

/**
 * Whether the opening balance was read off the page (a row, a labelled figure, or the closing and
 * the printed totals) rather than worked back from the first printed balance: the evidence's
 * anchors name it then.
 */
export const openingAnchored = (evidence: ReadingEvidence | undefined): boolean => (evidence?.anchors ?? []).some((a) => /^opening balance/i.test(a));

/** Each section's transaction indexes: by account when the file holds several accounts, else by count. */
export function sectionRows(statement: PlainStatement): number[][] {
  const parts = statement.sections;
  const all = statement.transactions.map((_, i) => i);
  if (parts.length < 2) return [all];
  if (parts.some((p) => p.accountNumber !== undefined)) {
    // Accounts may share a (null) number: give each row to the first section with its number that still has room.
    const left = parts.map((p) => p.transactionCount);
    const rows: number[][] = parts.map(() => []);
    for (const i of all) {
      const account = statement.transactions[i]?.accountNumber ?? null;
      let k = parts.findIndex((p, n) => (p.accountNumber ?? null) === account && (left[n] ?? 0) > 0);
      if (k < 0) k = parts.findIndex((p) => (p.accountNumber ?? null) === account);
      if (k < 0) k = parts.length - 1;
      rows[k]?.push(i);
      left[k] = (left[k] ?? 0) - 1;
    }
    return rows;
  }
  let start = 0;
  return parts.map((p, n) => {
    const end = n === parts.length - 1 ? all.length : start + p.transactionCount;
    const rows = all.slice(start, end);
    start = end;
    return rows;
  });
}

/** Reads the text the server or the engine sent. */
export function parsePlainStatement(text: string): PlainStatement {
  const value = JSON.parse(text) as PlainStatement;
  if (!value || !Array.isArray(value.transactions) || !value.metadata || !Array.isArray(value.sections))
    throw new Error('The statement the server sent is not one this page can read.');
  return value;
}
