import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromPlain, toPlain } from './plain-data.ts';

describe('plain data across threads', () => {
  it('every Decimal comes back exactly, nested anywhere, through structured clone', () => {
    const decimalText = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 12 }))
      .map(([units, scale]) => new Decimal(units.toString()).div(new Decimal(10).pow(scale)).toFixed(scale));
    fc.assert(
      fc.property(fc.array(decimalText, { maxLength: 20 }), fc.string(), (amounts, text) => {
        const value = { text, rows: amounts.map((a) => ({ amount: new Decimal(a), balance: null, note: a })), total: new Decimal(amounts[0] ?? '0') };
        const back = fromPlain<typeof value>(structuredClone(toPlain(value)));
        expect(back.text).toBe(text);
        back.rows.forEach((row, i) => {
          expect(Decimal.isDecimal(row.amount)).toBe(true);
          expect(row.amount.equals(new Decimal(amounts[i] as string))).toBe(true);
          expect(row.note).toBe(amounts[i]);
          expect(row.balance).toBeNull();
        });
        expect(back.total.equals(value.total)).toBe(true);
      }),
    );
  });
});
