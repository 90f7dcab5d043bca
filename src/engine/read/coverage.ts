/**
 * Coverage: the lines of a section that look like transactions (a date and an amount), so that a
 * reading can be scored by how many of them it explains, and those no reading explains are
 * reported (UNREAD_LINE) instead of dropped silently.
 */
import { isAmountText } from '../text/amount-text.ts';
import { type Line, normalizeLabel } from '../layout/lines.ts';
import { DEFAULT_BALANCE_TERMS, SUBTOTAL_TERMS } from '../layout/vocabulary.ts';
import { looksLikeDate } from '../text/date.ts';

/**
 * A line that starts (in its first two cells) with a date and carries an amount after it that is
 * not itself a date ("03.03" reads as both). "1/2" (a sheet number) is too short to be a date here.
 */
export function moneyLines(lines: Line[]): Line[] {
  return lines.filter((line) => {
    const cells = line.cells.map((c) => c.text);
    const dateAt = cells.slice(0, 2).findIndex((t) => substantialDate(t) || leadingDate(t));
    return dateAt >= 0 && cells.slice(dateAt + 1).some((t) => isAmountText(t) && !looksLikeDate(t));
  });
}

const substantialDate = (text: string): boolean => looksLikeDate(text) && (/\d{3}/.test(text.replace(/\D/g, '')) || /[a-z]{3}/i.test(text));

function leadingDate(text: string): boolean {
  const words = text.split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) if (substantialDate(words.slice(0, n).join(' '))) return true;
  return false;
}

/**
 * Summary notions a statement prints with a date and an amount that are not transactions: a
 * payment due, a minimum payment, a credit limit, balances and totals, interest rates.
 */
const SUMMARY_TERMS = [
  ...DEFAULT_BALANCE_TERMS.opening,
  ...DEFAULT_BALANCE_TERMS.closing,
  ...DEFAULT_BALANCE_TERMS.neutral,
  ...SUBTOTAL_TERMS,
  'paymentdue',
  'duedate',
  'minimumpayment',
  'minimumamount',
  'creditlimit',
  'availablecredit',
  'statementdate',
  'balance',
  'saldo',
  'solde',
  'kontostand',
  'interestrate',
  'apr',
  'zinssatz',
  'dailybalance',
  'ledgerbalance',
  'averagebalance',
  'interessi',
  'ritenuta',
  'imposta',
  'competenze',
  'zinsen',
  'interets',
  'intereses',
  'juros',
  'odsetki',
  'renter',
];

/**
 * Money lines no reading explained that still look like a transaction a reader would expect in
 * the output: not a summary line, and not a list of date–amount pairs (daily balances).
 */
export function unexplainedTransactions(unread: Line[]): Line[] {
  return unread.filter((line) => {
    const label = normalizeLabel(
      line.cells
        .filter((c) => !isAmountText(c.text) && !looksLikeDate(c.text))
        .map((c) => c.text)
        .join(' '),
    );
    if (!/[a-z]{3}/.test(label)) return false;
    // A rate ("0,100%") marks an interest or fee table, not a movement.
    if (line.text.includes('%')) return false;
    return !SUMMARY_TERMS.some((term) => label.includes(term));
  });
}
