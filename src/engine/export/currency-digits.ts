/**
 * Minor-unit digits per ISO 4217 currency, a statement's currency, and the money formatting the
 * exporters share.
 */
import type { Decimal } from 'decimal.js';
import type { Statement } from '../types.ts';

/** ISO 4217 currencies whose minor unit is not 2 digits (every other code, known or not, uses 2). */
const NON_TWO_DIGIT: Readonly<Record<string, number>> = {
  // 0 digits
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  // 3 digits
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  // 4 digits (units of account)
  CLF: 4,
  UYW: 4,
};

const DEFAULT_DIGITS = 2;

/** Minor-unit digits for a currency code; 2 when the code is missing or not in the table. */
export function minorUnitDigits(currency: string | null | undefined): number {
  if (!currency) return DEFAULT_DIGITS;
  return NON_TWO_DIGIT[currency.trim().toUpperCase()] ?? DEFAULT_DIGITS;
}

/**
 * Fixed-point text for an amount: at least the currency's minor-unit digits, but never fewer than
 * the value carries, so no digit is ever rounded away (money stays exact). Negative zero prints as
 * zero. Throws for NaN/Infinity, which are not money and not valid JSON numbers.
 */
export function formatMoney(amount: Decimal, currency: string | null | undefined): string {
  if (!amount.isFinite()) throw new RangeError(`Not a finite amount: ${amount.toString()}`);
  const digits = Math.max(minorUnitDigits(currency), amount.decimalPlaces());
  return (amount.isZero() ? amount.abs() : amount).toFixed(digits);
}

/** Excel number format showing the currency's minor-unit digits with thousands separators. */
export function excelMoneyFormat(currency: string | null | undefined): string {
  const digits = minorUnitDigits(currency);
  return digits === 0 ? '#,##0' : `#,##0.${'0'.repeat(digits)}`;
}

/** The currency of statement-level money (metadata, reconciliation, sections). */
export function statementCurrency(statement: Statement): string | null {
  return statement.metadata.currency ?? statement.transactions[0]?.currency ?? null;
}
