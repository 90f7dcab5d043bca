/**
 * The converted statement as JSON (docs/api.md, "Converted statement (JSON)").
 * Money stays Decimal in the document and becomes a JSON number literal only in `toJson`, where
 * its digits are copied from the Decimal's fixed-point text, never through a float.
 */
import { Decimal } from 'decimal.js';
import type { Authenticity, PdfType, ReadingEvidence, ReconciliationStatus, Statement, StatementSection, Transaction, Warning, WarningCode } from '../types.ts';
import { type Ledger, isLedger } from '../ledger/merge.ts';
import { cleanPayee } from '../payee/clean-payee.ts';
import { bookTransactionIds, statementTransactionIds } from './book-ids.ts';
import { formatMoney, statementCurrency } from './currency-digits.ts';

export interface JsonTransaction {
  date: string;
  description: string;
  /** The description's payee, cleaned (clean-payee.ts); the description stays as printed. */
  payee: string;
  amount: Decimal;
  balance: Decimal | null;
  currency: string | null;
  valueDate?: string;
  typeCode?: string;
  /** Statements holding several accounts: the row's account (masked). */
  accountNumber?: string | null;
  /** The row's stable id: the FITID of the OFX export, `fitid` in the journals, the entry reference in CAMT.053 and MT940. */
  id: string;
  /** Only after `categorise`: the proposed category (null when it abstained), its confidence (0..1) and the reason. */
  category?: string | null;
  categoryConfidence?: number;
  categoryReason?: string;
  /** Only with the `source` option: where the row was read (docs/api.md, "Row sources"). */
  source?: JsonRowSource;
}

export interface JsonRowSource {
  page: number;
  /** [x0, y0, x1, y1], PDF points, top-left origin of the displayed page. */
  box: [number, number, number, number];
  confidence: number;
}

export interface JsonDocumentOptions {
  /** Add each transaction's `source` (page, box, confidence); off by default. */
  source?: boolean;
}

export interface JsonMetadata {
  bank: string;
  bankId: string | null;
  accountNumber: string | null;
  statementPeriod: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string | null;
  openingBalance: Decimal | null;
  closingBalance: Decimal | null;
  pdfType: PdfType;
  numberOfPages: number;
}

export interface JsonWarning {
  code: WarningCode;
  message: string;
  page?: number;
  transactionIndex?: number;
}

export interface JsonReconciliation {
  /** verified: printed balances or totals were checked and held; unverified: nothing to check, or a guess stands; failed: a check failed. */
  status: ReconciliationStatus;
  statusReason: string;
  /** True only when status is verified (kept for compatibility). */
  ok: boolean;
  balancesChecked: number;
  balanceMismatches: number;
  computedClosing: Decimal | null;
  totalsMatch: boolean | null;
  totalsChecked: number;
  totalsHeld: number;
  /** Per section: the reading chosen and what the arithmetic proved (see ReadingEvidence). */
  evidence: ReadingEvidence[];
}

export interface JsonStatementSection {
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Decimal | null;
  closingBalance: Decimal | null;
  pages: number[];
  transactionCount: number;
  /** Statements holding several accounts: this section's account (masked). */
  accountNumber?: string | null;
}

export interface JsonStatementDocument {
  transactions: JsonTransaction[];
  metadata: JsonMetadata;
  warnings: JsonWarning[];
  reconciliation: JsonReconciliation;
  /** Present only when the file bundles more than one statement. */
  statements?: JsonStatementSection[];
  /** Signs of editing after the file was made (docs/api.md, "Authenticity"); absent for statements built by hand. */
  authenticity?: Authenticity;
}

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** A row without a recorded box (built by hand) points at its top edge, full width unknown: a zero-height box. */
function rowSource(t: Transaction): JsonRowSource {
  const box = t.box ?? [0, t.y, 0, t.y];
  return { page: t.page, box: box.map((n) => round(n, 2)) as JsonRowSource['box'], confidence: round(t.confidence, 3) };
}

function jsonTransaction(t: Transaction, id: string): JsonTransaction {
  const out: JsonTransaction = {
    date: t.date,
    description: t.description,
    payee: cleanPayee(t.description),
    amount: t.amount,
    balance: t.balance,
    currency: t.currency,
    id,
  };
  // Optional fields are omitted, not written as null, when the row has none.
  if (t.valueDate !== undefined) out.valueDate = t.valueDate;
  if (t.typeCode !== undefined) out.typeCode = t.typeCode;
  if (t.accountNumber !== undefined) out.accountNumber = t.accountNumber;
  if (t.category !== undefined) out.category = t.category;
  if (t.categoryConfidence !== undefined) out.categoryConfidence = t.categoryConfidence;
  if (t.categoryReason !== undefined) out.categoryReason = t.categoryReason;
  return out;
}

function jsonWarning(w: Warning): JsonWarning {
  const out: JsonWarning = { code: w.code, message: w.message };
  if (w.page !== undefined) out.page = w.page;
  if (w.transactionIndex !== undefined) out.transactionIndex = w.transactionIndex;
  return out;
}

function jsonSection(s: StatementSection): JsonStatementSection {
  return {
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    openingBalance: s.openingBalance,
    closingBalance: s.closingBalance,
    pages: [...s.pages],
    transactionCount: s.transactionCount,
    ...(s.accountNumber !== undefined ? { accountNumber: s.accountNumber } : {}),
  };
}

/** The JSON document as a plain object whose money fields are still Decimal. */
export function toJsonDocument(statement: Statement, options: JsonDocumentOptions = {}): JsonStatementDocument {
  const m = statement.metadata;
  const r = statement.reconciliation;
  // Listing fields explicitly keeps internal fields (page, y, confidence, ...) out of the output.
  const ids = statementTransactionIds(statement);
  const doc: JsonStatementDocument = {
    transactions: statement.transactions.map((t, i) =>
      options.source ? { ...jsonTransaction(t, ids[i] as string), source: rowSource(t) } : jsonTransaction(t, ids[i] as string),
    ),
    metadata: {
      bank: m.bank,
      bankId: m.bankId,
      accountNumber: m.accountNumber,
      statementPeriod: m.statementPeriod,
      periodStart: m.periodStart,
      periodEnd: m.periodEnd,
      currency: m.currency,
      openingBalance: m.openingBalance,
      closingBalance: m.closingBalance,
      pdfType: m.pdfType,
      numberOfPages: m.numberOfPages,
    },
    warnings: statement.warnings.map(jsonWarning),
    reconciliation: {
      status: r.status,
      statusReason: r.statusReason,
      ok: r.ok,
      balancesChecked: r.balancesChecked,
      balanceMismatches: r.balanceMismatches,
      computedClosing: r.computedClosing,
      totalsMatch: r.totalsMatch,
      totalsChecked: r.totalsChecked,
      totalsHeld: r.totalsHeld,
      evidence: r.evidence,
    },
  };
  if (statement.sections.length > 1) doc.statements = statement.sections.map(jsonSection);
  if (statement.authenticity) doc.authenticity = statement.authenticity;
  return doc;
}

/**
 * A small JSON writer. JSON.stringify cannot emit a number literal with trailing zeros
 * (`1500.00`), so the tree is written by hand; layout matches JSON.stringify(value, null, 2).
 * Money digits come from the nearest enclosing object with a string `currency` (a transaction,
 * or metadata when it has one), otherwise from the statement currency.
 */
class JsonWriter {
  constructor(private readonly indentUnit: string) {}

  write(value: unknown, currency: string | null, indent: string): string {
    if (value === null) return 'null';
    if (Decimal.isDecimal(value)) return formatMoney(value, currency);
    if (Array.isArray(value)) return this.writeArray(value, currency, indent);
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return JSON.stringify(value);
      case 'number':
        if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
        return JSON.stringify(value);
      case 'object':
        return this.writeObject(value as Record<string, unknown>, currency, indent);
      default:
        throw new TypeError(`Cannot write ${typeof value} as JSON`);
    }
  }

  private writeArray(items: unknown[], currency: string | null, indent: string): string {
    const inner = indent + this.indentUnit;
    return this.wrap(
      '[',
      ']',
      items.map((item) => this.write(item, currency, inner)),
      indent,
    );
  }

  private writeObject(obj: Record<string, unknown>, currency: string | null, indent: string): string {
    const inner = indent + this.indentUnit;
    const own = typeof obj.currency === 'string' ? obj.currency : currency;
    const sep = this.indentUnit ? ': ' : ':';
    const members = Object.entries(obj)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}${sep}${this.write(v, own, inner)}`);
    return this.wrap('{', '}', members, indent);
  }

  private wrap(open: string, close: string, parts: string[], indent: string): string {
    if (parts.length === 0) return open + close;
    if (!this.indentUnit) return open + parts.join(',') + close;
    const inner = indent + this.indentUnit;
    return `${open}\n${inner}${parts.join(`,\n${inner}`)}\n${indent}${close}`;
  }
}

/** A merged ledger as a plain object: its accounts (each with its statements and rows) and warnings. */
export function toLedgerDocument(ledger: Ledger): Record<string, unknown> {
  return {
    accounts: ledger.accounts
      .map((a) => ({ a, ids: bookTransactionIds(a) }))
      .map(({ a, ids }) => ({
        accountNumber: a.accountNumber,
        bank: a.bank,
        bankId: a.bankId,
        // Money in an account is written with the account's digits (the writer takes the nearest currency).
        currency: a.currency,
        documentType: a.isCard ? 'credit_card' : 'bank_account',
        periodStart: a.periodStart,
        periodEnd: a.periodEnd,
        openingBalance: a.openingBalance,
        closingBalance: a.closingBalance,
        statements: a.statements.map(({ closingHeld: _held, ...s }) => s),
        transactions: a.transactions.map((t, i) => ({ ...jsonTransaction(t, ids[i] as string), source: t.source })),
      })),
    warnings: ledger.warnings.map((w) => ({ ...w })),
  };
}

/**
 * The statement as a JSON string; money is written as exact number literals (`1500.00`). A merged
 * ledger is written as `{ accounts: [...], warnings: [...] }` (see `toLedgerDocument`).
 */
export function toJson(input: Statement | Ledger, options: { pretty?: boolean } & JsonDocumentOptions = {}): string {
  const writer = new JsonWriter(options.pretty ? '  ' : '');
  if (isLedger(input)) return writer.write(toLedgerDocument(input), null, '');
  return writer.write(toJsonDocument(input, options), statementCurrency(input), '');
}
