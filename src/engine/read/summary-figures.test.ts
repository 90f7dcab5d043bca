import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/lines.ts';
import { balancesBySum, type Figure, summaryByArithmetic } from './summary-figures.ts';

const line = (page = 1) => ({ page, top: 0, bottom: 0, size: 9, cells: [], text: '' }) as Line;
/** Figures in reading order, `perLine` of them on each line. */
function figures(values: string[], perLine = 4): Figure[] {
  const lines = Array.from({ length: Math.ceil(values.length / perLine) }, () => line());
  return values.map((v, index) => ({ value: new Decimal(v), line: lines[Math.floor(index / perLine)] as Line, index, lineIndex: Math.floor(index / perLine) }));
}

describe('a summary found by its arithmetic', () => {
  it('finds opening + in − out = closing among four figures, in any order of the totals', () => {
    const found = summaryByArithmetic(figures(['4204.98', '10535.48', '9561.38', '5179.08']), false);
    expect(found && [found.opening, found.moneyIn, found.moneyOut, found.closing].map((d) => d.toFixed(2))).toEqual([
      '4204.98',
      '10535.48',
      '9561.38',
      '5179.08',
    ]);
    const swapped = summaryByArithmetic(figures(['4204.98', '9561.38', '10535.48', '5179.08']), false);
    expect(swapped?.moneyIn.toFixed(2)).toBe('10535.48');
  });

  it('reads an amount owed the other way: purchases raise it', () => {
    const found = summaryByArithmetic(figures(['1875.17', '656.27', '2510.02', '3728.92']), true);
    expect([found?.moneyIn.toFixed(2), found?.moneyOut.toFixed(2)]).toEqual(['656.27', '2510.02']);
  });

  it('looks no further than a box: four figures on more lines than that are no summary', () => {
    expect(summaryByArithmetic(figures(['4204.98', '1.11', '10535.48', '2.22', '9561.38', '5179.08'], 1), false)).toBeNull();
  });

  it('finds nothing where nothing adds up', () => {
    expect(summaryByArithmetic(figures(['10.00', '20.00', '30.00', '45.00']), false)).toBeNull();
  });
});

describe('opening and closing by the transactions’ sum', () => {
  const printed = figures(['16104.52', '-148202.55', '12.30'], 3);
  it('finds the one pair the sum runs between', () => {
    expect(balancesBySum(printed, new Decimal('-164307.07'), { opening: null, closing: null })).toEqual({
      opening: new Decimal('16104.52'),
      closing: new Decimal('-148202.55'),
    });
  });
  it('completes a known end', () => {
    expect(balancesBySum(printed, new Decimal('-164307.07'), { opening: new Decimal('16104.52'), closing: null })?.closing.toFixed(2)).toBe('-148202.55');
  });
  it('never takes the rows’ own totals for the balances: that pair adds up for any reading', () => {
    // A summary "in 200,329.54 out 153,963.46" read with every sign inverted: plus 153,963.46, minus 200,329.54.
    const summary = figures(['63841.07', '200329.54', '153963.46'], 3);
    const sides = { plus: new Decimal('153963.46'), minus: new Decimal('200329.54') };
    expect(balancesBySum(summary, new Decimal('-46366.08'), { opening: null, closing: null }, sides)).toBeNull();
    expect(balancesBySum(summary, new Decimal('-46366.08'), { opening: null, closing: new Decimal('153963.46') }, sides)).toBeNull();
    expect(balancesBySum(summary, new Decimal('-46366.08'), { opening: null, closing: null })?.opening.toFixed(2)).toBe('200329.54');
  });
  it('finds nothing for a sum no pair fits', () => {
    expect(balancesBySum(printed, new Decimal('-1'), { opening: null, closing: null })).toBeNull();
  });
});
