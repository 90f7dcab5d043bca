import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Decimal } from 'decimal.js';
import { parseAmount, looksLikeAmount, detectDecimalSeparator, type AmountOptions, withLetterSidesReversed } from './amount.ts';

type Expected = [value: string, extra?: Record<string, unknown>];

const ACCEPTED: ReadonlyArray<[text: string, expected: Expected, options?: AmountOptions]> = [
  ['1,234.56', ['1234.56', { fractionDigits: 2, negative: false, explicitSign: false }]],
  ['1.234,56', ['1234.56']],
  ["1'234.56", ['1234.56']],
  ['1’234.56', ['1234.56']],
  ['1 234,56', ['1234.56']],
  ['1\u00A0234,56', ['1234.56']],
  ['1\u202F234,56', ['1234.56']],
  ['1\u2009234,56', ['1234.56']],
  ['1,23,456.78', ['123456.78']],
  ['12,34,56,789.00', ['123456789', { fractionDigits: 2 }]],
  ['1234.56', ['1234.56']],
  ['1234,56', ['1234.56']],
  ['0.50', ['0.5']],
  ['  12.5  ', ['12.5', { fractionDigits: 1 }]],
  ['1.234.567,89', ['1234567.89']],
  ['$1,234.56', ['1234.56', { symbol: '$', currency: undefined }]],
  ['-$1,234.56', ['-1234.56', { symbol: '$', negative: true, explicitSign: true }]],
  ['$-1,234.56', ['-1234.56', { symbol: '$' }]],
  ['£209.06', ['209.06', { currency: 'GBP', symbol: '£' }]],
  ['€ 1.234,56', ['1234.56', { currency: 'EUR', symbol: '€' }]],
  ['1.234,56 €', ['1234.56', { currency: 'EUR' }]],
  ['1.234,56€', ['1234.56', { currency: 'EUR' }]],
  ['EUR 1.234,56', ['1234.56', { currency: 'EUR', symbol: undefined }]],
  ['1.234,56 EUR', ['1234.56', { currency: 'EUR' }]],
  ["CHF 1'234.50", ['1234.5', { currency: 'CHF' }]],
  ['R$ 1.234,56', ['1234.56', { currency: 'BRL', symbol: 'R$' }]],
  ['1 234,56 zł', ['1234.56', { currency: 'PLN', symbol: 'zł' }]],
  ['kr 1 234,56', ['1234.56', { symbol: 'kr', currency: undefined }]],
  ['₹1,23,456.78', ['123456.78', { currency: 'INR' }]],
  ['¥1,234.00', ['1234', { currency: 'JPY' }]],
  ['USD 12.30', ['12.3', { currency: 'USD' }]],
  ['12.30 CAD', ['12.3', { currency: 'CAD' }]],
  ['NZD12.30', ['12.3', { currency: 'NZD' }]],
  ['-12.30', ['-12.3', { negative: true, explicitSign: true }]],
  ['12.30-', ['-12.3', { negative: true }]],
  ['(12.30)', ['-12.3', { negative: true, explicitSign: true }]],
  ['( 12.30 )', ['-12.3']],
  ['($12.30)', ['-12.3', { symbol: '$' }]],
  ['+ 2.780,70', ['2780.7', { negative: false, explicitSign: true }]],
  ['- 580,06', ['-580.06']],
  ['−12.30', ['-12.3']],
  ['12.30 CR', ['12.3', { marker: 'CR', negative: false, explicitSign: true }]],
  ['12.30CR', ['12.3', { marker: 'CR' }]],
  ['12.30 DR', ['-12.3', { marker: 'DR', negative: true }]],
  ['12.30Dr', ['-12.3', { marker: 'DR' }]],
  ['12.30 Cr.', ['12.3', { marker: 'CR' }]],
  ['CR 12.30', ['12.3', { marker: 'CR' }]],
  ['-12.30 DR', ['-12.3', { marker: 'DR', negative: true }]],
  ['-0.00', ['0', { negative: true }]],
  ['+ 2.853.82', ['2853.82'], { decimal: ',' }],
  ['1,23', ['1.23'], { decimal: '.' }],
  ['1.234', ['1.234', { fractionDigits: 3 }], { decimal: '.' }],
  ['1,234.567', ['1234.567', { fractionDigits: 3 }], { decimal: '.' }],
  ['1,234', ['1234', { fractionDigits: 0 }], { allowInteger: true }],
  ['1.234', ['1234'], { allowInteger: true, decimal: ',' }],
  ['1234', ['1234'], { allowInteger: true }],
  ['$1462', ['1462', { symbol: '$' }]],
  ['999999999999999.99', ['999999999999999.99']],
];

const REJECTED: ReadonlyArray<[text: string, options?: AmountOptions]> = [
  ['12.03.2024'],
  ['12/03'],
  ['2024-03-12'],
  ['19.01.'],
  ['12:31'],
  ['11,73 %'],
  ['+44 20 7946 0958'],
  ['555-1234'],
  ['Payment'],
  ['abc 12.30'],
  [''],
  ['   '],
  ['-'],
  ['1462347'],
  ['2025'],
  ['232'],
  ['-232'],
  ['.50'],
  ['12,3456.00'],
  ['1,234.567,89'],
  ['1,234.'],
  ['1234567890123456.00'],
  ['12.30 45.60'],
  ['--12.30'],
  ['+12.30 DR'],
  ['(12.30) CR'],
  ['(12.30'],
  ['12.30)'],
  ['€12.30 USD'],
  ['TAX 12.30'],
  ['1 2,30'],
  ['1,2345'],
  ['12.3456'],
];

describe('parseAmount', () => {
  it.each(ACCEPTED)('parses %j', (text, [value, extra], options) => {
    const parsed = parseAmount(text, options);
    expect(parsed).not.toBeNull();
    expect(parsed!.value.toString()).toBe(value);
    for (const [key, expected] of Object.entries(extra ?? {})) {
      expect(parsed![key as keyof typeof parsed]).toEqual(expected);
    }
  });

  it.each(REJECTED)('rejects %j', (text, options) => {
    expect(parseAmount(text, options)).toBeNull();
    expect(looksLikeAmount(text, options)).toBe(false);
  });

  it('keeps the printed fraction digits', () => {
    expect(parseAmount('12.30')!.fractionDigits).toBe(2);
    expect(parseAmount('12,3')!.fractionDigits).toBe(1);
    expect(parseAmount('$12')!.fractionDigits).toBe(0);
  });
});

/** Group the integer digits Western-style (every 3) or Indian-style (3, then every 2). */
function group(digits: string, separator: string, indian: boolean): string {
  const parts: string[] = [];
  let rest = digits;
  let size = 3;
  while (rest.length > size) {
    parts.unshift(rest.slice(-size));
    rest = rest.slice(0, -size);
    if (indian) size = 2;
  }
  parts.unshift(rest);
  return parts.join(separator);
}

interface Style {
  name: string;
  group: string;
  decimal: '.' | ',';
  indian?: boolean;
}

const STYLES: Style[] = [
  { name: '1,234.56', group: ',', decimal: '.' },
  { name: '1.234,56', group: '.', decimal: ',' },
  { name: "1'234.56", group: "'", decimal: '.' },
  { name: '1’234.56', group: '’', decimal: '.' },
  { name: '1 234,56', group: ' ', decimal: ',' },
  { name: '1 234,56 (nbsp)', group: '\u00A0', decimal: ',' },
  { name: '1 234,56 (narrow nbsp)', group: '\u202F', decimal: ',' },
  { name: 'Indian', group: ',', decimal: '.', indian: true },
  { name: 'ungrouped', group: '', decimal: '.' },
  { name: 'ungrouped comma', group: '', decimal: ',' },
];

/** `{}` marks where the number goes. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: '${}' is a dollar sign before the number, not a template
const CURRENCIES = ['{}', '${}', '€{}', '{} €', '£{}', 'EUR {}', '{} EUR', 'CHF {}', '{} zł', 'R$ {}', 'kr {}'];
const NEGATIVE_STYLES = ['-{}', '{}-', '({})', '{} DR', '- {}', '−{}', '{} Dr.'];
const POSITIVE_STYLES = ['{}', '+{}', '{} CR', '+ {}'];

function format(cents: bigint, style: Style, currency: string, signStyle: string): string {
  const abs = cents < 0n ? -cents : cents;
  const digits = (abs / 100n).toString();
  const fraction = (abs % 100n).toString().padStart(2, '0');
  const number = `${group(digits, style.group, style.indian ?? false)}${style.decimal}${fraction}`;
  return signStyle.replace('{}', currency.replace('{}', number));
}

describe('parseAmount properties', () => {
  const cents = fc.bigInt({ min: -(10n ** 13n) + 1n, max: 10n ** 13n - 1n });

  it('format(c) then parse returns exactly c/100 in every style', () => {
    fc.assert(
      fc.property(cents, fc.constantFrom(...STYLES), fc.constantFrom(...CURRENCIES), fc.nat(), fc.boolean(), (c, style, currency, pick, hinted) => {
        const signs = c < 0n ? NEGATIVE_STYLES : POSITIVE_STYLES;
        const text = format(c, style, currency, signs[pick % signs.length]!);
        const parsed = parseAmount(text, hinted ? { decimal: style.decimal } : {});
        expect(parsed, text).not.toBeNull();
        expect(parsed!.value.toString()).toBe(new Decimal(c.toString()).div(100).toString());
        expect(parsed!.fractionDigits).toBe(2);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and only returns finite decimals', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789.,- ()$€CRD%/:'a".split('')) }), (s) => {
        const parsed = parseAmount(s);
        if (parsed) expect(parsed.value.isFinite()).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('plain integers need allowInteger or a currency', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (n) => {
        expect(parseAmount(String(n))).toBeNull();
        expect(parseAmount(String(n), { allowInteger: true })!.value.toString()).toBe(String(n));
        expect(parseAmount(`$${n}`)!.value.toString()).toBe(String(n));
      }),
    );
  });
});

describe('detectDecimalSeparator', () => {
  it.each([
    [['1,234.56', '12.30', '5.00'], '.'],
    [['1.234,56', '12,30', '5,00'], ','],
    [['1 234,56'], ','],
    [['12,30', '12,30', '1,234.56', '1,234.56'], '.'],
    [['1,234.56', '12,30'], '.'],
    [['12.30 EUR', '-4,50', '+ 1.000,00'], ','],
    [['1,234', '1.234', '2025', 'hello', '12.03.2024'], null],
    [[], null],
    [['12.30', '12,30'], null],
  ] as const)('%j ⇒ %j', (samples, expected) => {
    expect(detectDecimalSeparator([...samples])).toBe(expected);
  });
});

describe('amounts in other scripts', () => {
  it('takes side words with combining marks after the figure (Thai, Devanagari)', () => {
    expect(parseAmount('162,236.18 เข้า', { decimal: '.' })).toMatchObject({ marker: 'CR' });
    expect(parseAmount('6,923.02 निकासी', { decimal: '.' })).toMatchObject({ marker: 'DR' });
    expect(parseAmount('1,30,293.55 जमा', { decimal: '.' })).toMatchObject({ marker: 'CR' });
  });

  it.each([
    ['١٬٢٣٤٫٥٠', '1234.5'],
    ['१,२३,४५६.७८', '123456.78'],
    ['１，２３４円', '1234'],
    ['–1.234,56', '-1234.56'],
    ['1 234,56 ₽', '1234.56'],
    ['12 500 Ft', '12500'],
  ])('%s is %s', (text, value) => {
    expect(parseAmount(text)?.value.toFixed()).toBe(value);
  });

  it('names the currency a symbol of one currency stands for', () => {
    expect(parseAmount('１，２３４円')?.currency).toBe('JPY');
    expect(parseAmount('250,00 грн')?.currency).toBe('UAH');
    expect(parseAmount('4.894,96 TL')?.currency).toBe('TRY');
  });

  it('reads an Arabic-script symbol as written and in the visual order a text layer may store it', () => {
    expect(parseAmount('د.إ 1,234.50')).toMatchObject({ currency: 'AED', symbol: 'د.إ' });
    expect(parseAmount('1,234.50 إ.د')?.currency).toBe('AED');
    expect(parseAmount('-18.25 ك.د')?.value.toFixed()).toBe('-18.25');
    expect(parseAmount('-18.25 ك.د')?.currency).toBe('KWD');
  });
});

describe('one-letter side marks read the other way round', () => {
  it('turn only single letters, for the span of the reading', () => {
    expect(parseAmount('2.246,61 D', { decimal: ',' })?.marker).toBe('DR');
    withLetterSidesReversed(true, () => {
      expect(parseAmount('2.246,61 D', { decimal: ',' })?.value.toString()).toBe('2246.61');
      expect(parseAmount('177.93C')?.marker).toBe('DR');
      expect(parseAmount('45.00 DR')?.marker).toBe('DR');
    });
    expect(parseAmount('177.93C')?.marker).toBe('CR');
  });
});

describe("the rand's R", () => {
  it('is a currency before a figure with cents, touching it, and nothing else', () => {
    expect(parseAmount('R4,022.69')?.value.toFixed(2)).toBe('4022.69');
    expect(parseAmount('(R1,066.27)')?.value.toFixed(2)).toBe('-1066.27');
    expect(parseAmount('R161,060.17 CR')?.value.toFixed(2)).toBe('161060.17');
    expect(parseAmount('R12345')).toBeNull();
    expect(parseAmount('12.00 R')).toBeNull();
  });
});
