import { describe, expect, it } from 'vitest';
import type { Word } from '../types.ts';
import { buildLines } from './lines.ts';
import { readTable } from './table.ts';

/** A page of lines, each a list of [x, text] cells, 14 pt apart. */
function page(number: number, ...lines: Array<Array<[number, string]>>) {
  const words: Word[] = lines.flatMap((cells, i) =>
    cells.flatMap(([x, text]) => text.split(' ').map((t, k) => ({ text: t, page: number, x: x + k * 34, y: 100 + i * 14, width: 30, height: 9, confidence: 1 }))),
  );
  return buildLines({ page: number, width: 595, height: 842, source: 'text', words });
}

describe('tables continued on the next page', () => {
  it('keep the side their heading stated when the next page repeats the header under no heading', () => {
    const header: Array<[number, string]> = [[40, 'Date'], [120, 'Description'], [500, 'Amount']];
    const first = page(1, [[40, 'Withdrawals']], header, [[40, '09/02'], [120, 'Check 1284'], [500, '5,920.82']]);
    const second = page(2, [[40, 'Fifth Bank'], [450, 'Page 2 of 2']], [], [], [], header, [[40, '09/09'], [120, 'Check 1288'], [500, '881.69']]);
    const scan = readTable([first, second]);
    expect(scan.rows.map((r) => [r.amount, r.sectionSign])).toEqual([['5,920.82', -1], ['881.69', -1]]);
  });
});
