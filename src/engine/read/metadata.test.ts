import { describe, expect, it } from 'vitest';
import { buildLines, normalizeLabel } from '../layout/lines.ts';
import type { Word } from '../types.ts';
import { findLabelledAmount, looksLikeCardStatement } from './metadata.ts';

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

  it('is known by the card number printed whole above its table, in any language', () => {
    const row: Array<[number, string]> = [
      [40, '20.01.2021'],
      [140, 'Rimi Tartu'],
      [500, '39,19'],
    ];
    // A number that passes the Luhn check, as every payment card's does: a card, whatever the words.
    expect(looksLikeCardStatement(page([[40, 'Väljavõte 4556 7375 8689 9855']], row))).toBe(true);
    // One that fails it is a card's only beside "credit card" in the title (Krediitkaardi, kreditkort, ...).
    expect(looksLikeCardStatement(page([[40, 'Krediitkaardi väljavõte 4532 5957 1709 1604']], row))).toBe(true);
    expect(looksLikeCardStatement(page([[40, 'Väljavõte 4532 5957 1709 1604']], row))).toBe(false);
    // Longer runs of groups are IBANs and account numbers; a card number in a row is a payment's detail.
    expect(looksLikeCardStatement(page([[40, 'PL61 1090 1014 4556 7375 8689 9855']], row))).toBe(false);
    expect(looksLikeCardStatement(page(row, [[40, '21.01.2021 Kaart 4556 7375 8689 9855 12,00']]))).toBe(false);
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

describe('a labelled figure', () => {
  it('is found by labels in any script: under a CJK label run into its date, right of a Cyrillic one', () => {
    const box = page(
      [
        [40, '期初余额 2024年11月1日'],
        [300, '期末余额 2024年11月30日'],
      ],
      [
        [40, '12,758.48'],
        [300, '10,706.48'],
      ],
    );
    expect(findLabelledAmount(box, ['期初余额'], '.')?.value.toFixed(2)).toBe('12758.48');
    expect(findLabelledAmount(box, ['期末余额'], '.')?.value.toFixed(2)).toBe('10706.48');
    // Inside a run of ideographs, as printed without spaces.
    expect(
      findLabelledAmount(
        page([
          [40, '本期期初余额'],
          [300, '5.00'],
        ]),
        ['期初余额'],
        '.',
      )?.value.toFixed(2),
    ).toBe('5.00');
    const cyrillic = page([
      [40, 'Входящий остаток'],
      [300, '1 234,56'],
    ]);
    expect(findLabelledAmount(cyrillic, [normalizeLabel('Входящий остаток')], ',')?.value.toFixed(2)).toBe('1234.56');
    // A label is a whole word: "остатка" is not "остаток".
    expect(
      findLabelledAmount(
        page([
          [40, 'Входящий остатка'],
          [300, '1 234,56'],
        ]),
        [normalizeLabel('Входящий остаток')],
        ',',
      ),
    ).toBeNull();
  });

  it('is found where a summary written as running text wraps: after the date at the start of the next line', () => {
    const wrapped = (x: number) =>
      page(
        [
          [40, 'Opening balance: 4,177.65'],
          [300, 'Closing balance'],
        ],
        [[x, '28/02/2021: 4,991.30']],
      );
    expect(findLabelledAmount(wrapped(40), ['closingbalance'], '.')?.value.toFixed(2)).toBe('4991.30');
    // A line that does not flow back to the paragraph's left edge is not its continuation.
    expect(findLabelledAmount(wrapped(150), ['closingbalance'], '.')).toBeNull();
  });
});
