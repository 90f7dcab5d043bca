/**
 * Exact money in the page: a value is an integer count of `10^-scale` units (bigint), so adding,
 * comparing and negating never go through a float. Amounts arrive as the library's exact decimal
 * strings (`{"$decimal": "-40.5"}`) and leave as decimal strings.
 */

export interface Exact {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** A decimal string as the library writes it ("-12.3", "1500", "1e-7"); null when it is not one. */
export function parseExact(text: string): Exact | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = '', exponent = '0'] = match;
  let digits = `${whole}${fraction}`;
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

const rescale = (value: Exact, scale: number): bigint => value.units * 10n ** BigInt(scale - value.scale);

export function add(a: Exact, b: Exact): Exact {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export const negate = (a: Exact): Exact => ({ units: -a.units, scale: a.scale });
export const subtract = (a: Exact, b: Exact): Exact => add(a, negate(b));
export const ZERO: Exact = { units: 0n, scale: 0 };

export function equal(a: Exact, b: Exact): boolean {
  const scale = Math.max(a.scale, b.scale);
  return rescale(a, scale) === rescale(b, scale);
}

export const sum = (values: readonly Exact[]): Exact => values.reduce(add, ZERO);

/**
 * The plain decimal string, with at least `minDigits` decimals (never rounded: extra digits stay).
 * `toText({units: -4050n, scale: 2}, 2)` is "-40.50"; `toText({units: 15n, scale: 0}, 2)` "15.00".
 */
export function toText(value: Exact, minDigits = 0): string {
  let { units, scale } = value;
  // Drop trailing zeros beyond minDigits, pad up to it.
  while (scale > minDigits && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  const negative = units < 0n;
  let digits = (negative ? -units : units).toString();
  if (scale < minDigits) {
    digits += '0'.repeat(minDigits - scale);
    scale = minDigits;
  }
  if (scale === 0) return `${negative ? '-' : ''}${digits}`;
  digits = digits.padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** ISO 4217 minor-unit digits (JPY 0, KWD 3, most 2), from the browser's own currency data. */
export function currencyDigits(currency: string | null | undefined): number {
  if (!currency) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount as a person types it: "-1234.56", "1234,56", "1 234,56", "1,234.56", "1.234,56",
 * "−12". With both `.` and `,` the last one is the decimal separator; a lone separator is the
 * decimal one unless it is repeated, or followed by exactly three digits in a currency with fewer
 * decimals ("1,234" is a thousand and more). Null when the text is not an amount.
 */
export function parseTyped(input: string, digits = 2): Exact | null {
  const text = input
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^[\u2212\u2013]/, '-');
  const match = /^([+-])?(\d[\d.,]*)$/.exec(text);
  if (!match) return null;
  const [, sign = '', body = ''] = match;
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  let decimal: '.' | ',' | null = null;
  if (dots && commas) decimal = body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const separator = dots ? '.' : ',';
    const after = body.length - body.indexOf(separator) - 1;
    decimal = after === 3 && digits < 3 ? null : separator;
  }
  const [whole = '', fraction = ''] = decimal ? [body.slice(0, body.lastIndexOf(decimal)), body.slice(body.lastIndexOf(decimal) + 1)] : [body, ''];
  const cleanWhole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(cleanWhole) || !/^\d*$/.test(fraction) || (decimal && fraction === '')) return null;
  return parseExact(`${sign}${cleanWhole}${fraction ? `.${fraction}` : ''}`);
}
