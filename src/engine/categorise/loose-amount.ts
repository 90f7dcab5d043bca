/**
 * Amounts as people's ledgers write them (`-12.30`, `1,234.56 EUR`, `GBP -12.30`, `£12.30`,
 * `-1.234,56`, `(12.30)`), to exact decimals; null for text that holds no amount.
 */
import { Decimal } from 'decimal.js';

export function parseLooseAmount(text: string): Decimal | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const negative = /^\(.*\)$/.test(trimmed) || /-/.test(trimmed.replace(/\d[-/]\d/g, ''));
  let digits = trimmed.replace(/[^0-9.,]/g, '');
  if (!/\d/.test(digits)) return null;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // The separator printed last is the decimal one.
    digits = lastComma > lastDot ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, '');
  } else if (lastComma >= 0) {
    // A comma followed by one or two digits at the end is a decimal comma; otherwise thousands.
    digits = /,\d{1,2}$/.test(digits) && digits.split(',').length === 2 ? digits.replace(',', '.') : digits.replace(/,/g, '');
  } else if ((digits.match(/\./g) ?? []).length > 1) {
    digits = digits.replace(/\./g, '');
  }
  try {
    const value = new Decimal(digits);
    return negative ? value.negated() : value;
  } catch {
    return null;
  }
}
