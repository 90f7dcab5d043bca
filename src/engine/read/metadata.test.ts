import { describe, expect, it } from 'vitest';
import { buildLines } from '../layout/lines.ts';
import type { Word } from '../types.ts';
import { looksLikeCardStatement } from './metadata.ts';

/** Lines of [x, text] cells, words 60 pt apart within a cell. */
function page(...lines: Array<Array<[number, string]>>) {
  const words: Word[] = lines.flatMap((cells, i) =>
    cells.flatMap(([x, text]) => text.split(' ').map((t, k) => ({ text: t, page: 1, x: x + k * 60, y: 100 + i * 14, width: 55, height: 9, confidence: 1 }))),
  );
  return buildLines({ page: 1, width: 595, height: 842, source: 'text', words });
}

describe('a card statement', () => {
  it('is known by two card-only notions in its language, or one and a masked card number', () => {
    expect(looksLikeCardStatement(page([[40, 'Minimalni iznos']], [[40, 'Kreditni limit']]))).toBe(true);
    expect(looksLikeCardStatement(page([[40, 'Kreditni limit']], [[40, '**** **** **** 3154']]))).toBe(true);
    expect(looksLikeCardStatement(page([[40, 'Kreditni limit']]))).toBe(false);
  });

  it('is known by its arithmetic: a round credit limit, the credit available and the amount owed in one box', () => {
    const box = page(
      [
        [40, 'Novo stanje'],
        [300, '2.946,50'],
      ],
      [
        [40, 'Kreditni limit'],
        [200, '12.000,00'],
        [300, '9.053,50'],
      ],
    );
    expect(looksLikeCardStatement(box)).toBe(true);
    // Without a card notion, the relation alone may be chance.
    expect(
      looksLikeCardStatement(
        page(
          [
            [40, 'Novo stanje'],
            [300, '2.946,50'],
          ],
          [
            [40, 'Stanje'],
            [200, '12.000,00'],
            [300, '9.053,50'],
          ],
        ),
      ),
    ).toBe(false);
  });

  it('is not a table of round ranges, nor a balance below a round amount', () => {
    expect(
      looksLikeCardStatement(
        page(
          [
            [40, 'S$15,000.00'],
            [200, 'S$30,000.00'],
          ],
          [[40, 'S$15,000.00']],
        ),
      ),
    ).toBe(false);
    expect(
      looksLikeCardStatement(
        page(
          [
            [40, '01/05'],
            [100, 'Rent'],
            [300, '1,000.00'],
            [400, '750.00'],
          ],
          [
            [40, '02/05'],
            [100, 'Shop'],
            [300, '250.00'],
          ],
        ),
      ),
    ).toBe(false);
  });
});
