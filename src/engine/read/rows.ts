/**
 * Raw table rows (text) → typed rows: dates resolved against the statement period, amounts
 * signed from their column or marker, balance rows (brought forward, opening, closing, totals)
 * told apart from transactions.
 */
import { Decimal } from 'decimal.js';
import type { RawRow } from '../layout/table.ts';
import { normalizeLabel } from '../layout/lines.ts';
import { type BalanceTerms, SUBTOTAL_TERMS, leadingTerm } from '../layout/vocabulary.ts';
import { type DecimalSeparator, type ParsedAmount, parseAmount } from '../text/amount.ts';
import { type DateOrder, parseDateParts, resolveDate } from '../text/date.ts';
import { readDirection } from '../text/sides.ts';
import type { Period } from '../text/period.ts';

/** `balance`: a balance line whose label serves opening and closing alike (first / last decides). */
export type RowKind = 'transaction' | 'opening' | 'closing' | 'balance' | 'subtotal';

export interface TypedRow {
  raw: RawRow;
  kind: RowKind;
  date: string | null;
  yearInferred: boolean;
  valueDate?: string;
  description: string;
  /** Signed amount; null for balance rows or when no amount could be read. */
  amount: Decimal | null;
  /**
   * A lone amount column's figure as printed (its own minus, parentheses or marker, no heading's
   * side): the readings that take the table's headings as wrong start from it.
   */
  printed?: Decimal;
  /** False when the sign came from nothing printed (a lone amount column with no markers). */
  signKnown: boolean;
  /** A CR/DR marker printed with the amount: it states the side from the account holder's view. */
  marker?: 'CR' | 'DR';
  /** The side a direction word beside the amount states (Af/Bij, D/C), when it could be read. */
  direction?: 1 | -1;
  balance: Decimal | null;
  /** Values this reading took otherwise than printed (a damaged OCR date), for OCR_CORRECTION warnings. */
  repairs?: string[];
}

export interface RowContext {
  decimal: DecimalSeparator | null;
  dateOrder: DateOrder;
  period: Period | null;
  /** Without a period: the latest full date the document prints, which yearless dates do not pass. */
  latestDate?: string;
  balanceTerms: BalanceTerms;
}

/** A balance row's figure printed in a money column with a sign of its own ("- 1.046,70", "+ 2.853,82"), as printed. */
function signedAsPrinted(raw: RawRow, context: RowContext): Decimal | null {
  const text = raw.amount ?? raw.credit ?? raw.debit;
  if (text === undefined || !/[-+−]/.test(text)) return null;
  return amountOf(text, context)?.value ?? null;
}

export function typeRow(raw: RawRow, context: RowContext): TypedRow {
  const description = raw.description.join(' ').replace(/\s+/g, ' ').trim();
  const kind = rowKind(description, raw, context.balanceTerms);
  const date = raw.date ? resolve(raw.date, context) : null;
  const valueDate = raw.valueDate ? resolve(raw.valueDate, context)?.date : undefined;
  const direction = readDirection(raw.direction);
  const money = rowAmount(raw, context, direction);
  const printedBalance = raw.balance ? (amountOf(raw.balance, context)?.value ?? null) : null;
  // A balance row may print its figure in a money column ("Alter Saldo ... + 2.853,82" under Haben).
  // Its own sign, where printed, outranks the column's side ("Übertrag … EUR - 1.046,70" under Haben).
  const balance =
    kind === 'opening' || kind === 'closing' || kind === 'balance' ? (printedBalance ?? signedAsPrinted(raw, context) ?? money?.value ?? null) : printedBalance;
  return {
    raw,
    kind,
    date: date?.date ?? null,
    yearInferred: date?.yearInferred ?? false,
    ...(valueDate ? { valueDate } : {}),
    description,
    amount: kind === 'transaction' ? (money?.value ?? null) : null,
    ...(kind === 'transaction' && money?.printed ? { printed: money.printed } : {}),
    signKnown: money?.signKnown ?? false,
    ...(money?.marker ? { marker: money.marker } : {}),
    ...(direction !== null ? { direction } : {}),
    balance,
  };
}

function resolve(text: string, context: RowContext): { date: string; yearInferred: boolean } | null {
  const parts = parseDateParts(text, context.dateOrder);
  return parts ? resolveDate(parts, context.period, context.latestDate) : null;
}

export function amountOf(text: string, context: Pick<RowContext, 'decimal'>): ParsedAmount | null {
  return parseAmount(text, context.decimal ? { decimal: context.decimal } : {});
}

interface RowMoney {
  value: Decimal;
  signKnown: boolean;
  marker?: 'CR' | 'DR';
  /** A lone amount column's figure as printed. */
  printed?: Decimal;
}

function rowAmount(raw: RawRow, context: RowContext, direction: 1 | -1 | null): RowMoney | null {
  const debit = raw.debit ? amountOf(raw.debit, context) : null;
  const credit = raw.credit ? amountOf(raw.credit, context) : null;
  if (debit || credit) {
    const value = (credit?.value.abs() ?? new Decimal(0)).minus(debit?.value.abs() ?? 0);
    return { value, signKnown: true };
  }
  const amount = raw.amount ? amountOf(raw.amount, context) : null;
  if (!amount) return null;
  if (direction === -1) return { value: amount.value.abs().neg(), signKnown: true };
  if (direction === 1) return { value: amount.value.abs(), signKnown: true };
  // A section heading ("Withdrawals", "Payments and credits") states the side whatever the print.
  if (raw.sectionSign) return { value: amount.value.abs().times(raw.sectionSign), signKnown: true, printed: amount.value };
  return { value: amount.value, signKnown: amount.explicitSign, ...(amount.marker ? { marker: amount.marker } : {}), printed: amount.value };
}

/**
 * A balance row is labelled by a balance phrase. When the label only starts with one and the row
 * moves money on its own date ("Übertrag auf Sparkonto 500.00"), it is a transaction.
 */
function balanceKind(label: string, raw: RawRow, terms: readonly string[]): boolean {
  const term = leadingTerm(label, terms);
  if (!term) return false;
  const rest = label.slice(term.length);
  const movesMoney = raw.debit !== undefined || raw.credit !== undefined || raw.amount !== undefined;
  return /^[0-9]*$/.test(rest) || !(movesMoney && raw.date !== undefined && !raw.dateInherited && /[a-z]{3}/.test(rest));
}

/** Balance phrases this long are recognised anywhere in an undated row's label ("TOTAL NEW BALANCE"). */
const MIN_CONTAINED_BALANCE_TERM = 10;

/** A closing phrase this long after an opening one makes the line a summary ("Previous balance … New balance …"). */
const MIN_SUMMARY_CLOSING_TERM = 8;

/** The label holds an opening and a closing phrase, each this long at least, apart. */
function namesBoth(label: string, terms: BalanceTerms): boolean {
  const at = (list: readonly string[]) =>
    list.flatMap((t) => {
      const from = t.length >= MIN_SUMMARY_CLOSING_TERM ? label.indexOf(t) : -1;
      return from >= 0 ? [[from, from + t.length] as const] : [];
    });
  const closings = at(terms.closing);
  return at(terms.opening).some(([from, to]) => closings.some(([f, t]) => t <= from || f >= to));
}

function rowKind(description: string, raw: RawRow, terms: BalanceTerms): RowKind {
  const label = normalizeLabel(description);
  // A line naming the opening and then the closing balance is a summary, its figures found by their labels, not a row.
  const opens = leadingTerm(label, terms.opening);
  if (opens && terms.closing.some((t) => t.length >= MIN_SUMMARY_CLOSING_TERM && label.indexOf(t, opens.length) > 0)) return 'subtotal';
  // So is a row whose first line names both, in either order (a right-to-left line stores its
  // closing label first); a summary's labels taken in as a row's last lines leave it a row.
  const first = raw.lines[0];
  if (namesBoth(first ? normalizeLabel(first.text) : label, terms)) return 'subtotal';
  if (balanceKind(label, raw, terms.opening)) return 'opening';
  if (balanceKind(label, raw, terms.closing)) return 'closing';
  if (balanceKind(label, raw, terms.neutral)) return 'balance';
  // A row printing a balance and no movement is a balance line whatever its label says ("Alkusaldo", "Сальдо"):
  // where it stands tells whether it opens or closes the period.
  if (raw.balance !== undefined && raw.amount === undefined && raw.debit === undefined && raw.credit === undefined) return 'balance';
  if (terms.profileTotals?.some((term) => label.startsWith(term))) return 'subtotal';
  const dated = raw.date !== undefined && !raw.dateInherited;
  if (dated) return 'transaction';
  // A summary line printed inside the table, without a date of its own.
  const contains = (list: readonly string[]) => list.some((term) => term.length >= MIN_CONTAINED_BALANCE_TERM && label.includes(term));
  if (contains(terms.closing)) return 'closing';
  if (contains(terms.opening)) return 'opening';
  if (SUBTOTAL_TERMS.some((term) => label.startsWith(term))) return 'subtotal';
  return 'transaction';
}
