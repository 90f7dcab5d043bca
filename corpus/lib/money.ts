/** Exact money helpers: decimal.js only, values built from strings or integer cents. */
import Decimal from 'decimal.js';

export { Decimal };

export const ZERO = new Decimal(0);

export interface NumFormat {
  group: string;
  decimal: string;
  /** Indian lakh/crore grouping: 1,23,45,678.90 */
  indian?: boolean;
}

export const NF_EN: NumFormat = { group: ',', decimal: '.' };
export const NF_DE: NumFormat = { group: '.', decimal: ',' };
export const NF_FR: NumFormat = { group: ' ', decimal: ',' };
export const NF_CH: NumFormat = { group: "'", decimal: '.' };
export const NF_CH_TYPO: NumFormat = { group: '\u2019', decimal: '.' };
export const NF_IN: NumFormat = { group: ',', decimal: '.', indian: true };
export const NF_PLAIN: NumFormat = { group: '', decimal: '.' };

/** Truth-file representation: plain decimal string, two places, never "-0.00". */
export function str(d: Decimal): string {
  const s = d.toFixed(2);
  return s === '-0.00' ? '0.00' : s;
}

export function cents(n: number): Decimal {
  if (!Number.isInteger(n)) throw new Error(`cents must be an integer: ${n}`);
  return new Decimal(n).div(100);
}

/** Absolute value formatted with grouping, two decimals. */
export function fmtAbs(d: Decimal, f: NumFormat): string {
  const fixed = d.abs().toFixed(2);
  const [intPart, frac] = fixed.split('.') as [string, string];
  let grouped: string;
  if (!f.group) grouped = intPart;
  else if (f.indian && intPart.length > 3) {
    const last3 = intPart.slice(-3);
    let rest = intPart.slice(0, -3);
    const parts: string[] = [];
    while (rest.length > 2) {
      parts.unshift(rest.slice(-2));
      rest = rest.slice(0, -2);
    }
    if (rest) parts.unshift(rest);
    grouped = `${parts.join(f.group)}${f.group}${last3}`;
  } else {
    grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, f.group);
  }
  return `${grouped}${f.decimal}${frac}`;
}

/** Signed with a leading minus for negatives ("-1,234.56"). */
export function fmtSigned(d: Decimal, f: NumFormat): string {
  return d.isNeg() && !d.isZero() ? `-${fmtAbs(d, f)}` : fmtAbs(d, f);
}

export function sum(values: Decimal[]): Decimal {
  return values.reduce((a, b) => a.plus(b), ZERO);
}

/** Signed with a currency symbol after the sign: "-$1,234.56", "$12.00". */
export function fmtCurrency(d: Decimal, symbol: string, f: NumFormat): string {
  return d.isNeg() && !d.isZero() ? `-${symbol}${fmtAbs(d, f)}` : `${symbol}${fmtAbs(d, f)}`;
}
