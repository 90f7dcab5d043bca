/**
 * Text outside a page's visible area (CropBox ∩ MediaBox) is not on the statement: a viewer does
 * not show it, and the service bills by the page's size. Security review 2026-11-26, finding 3:
 * a 3-page statement drawn onto one A4 page (two pages outside its box) was read whole and billed
 * as one page; a statement drawn wholly outside its MediaBox or CropBox was read 19/19.
 */
import { describe, expect, it } from 'vitest';
import { ConversionError, convert, inspect } from '../src/index.ts';
import { multiPageStatement, withShiftedBox } from './server/pdf-bytes.ts';

const pagesRead = (descriptions: string[]): string[] => [...new Set(descriptions.map((d) => /^Page (\d+)/.exec(d)?.[1] ?? '?'))];

describe('text outside the visible page area', () => {
  it('three pages drawn on one A4 page: only the page inside the box is read, and the file is one page', async () => {
    const real = await convert(await multiPageStatement({ pages: 3, rowsPerPage: 17 }));
    expect(real.transactions).toHaveLength(51);

    for (const hide of ['left', 'above'] as const) {
      const bytes = await multiPageStatement({ pages: 3, rowsPerPage: 17, hide });
      const info = await inspect(bytes, { pageSizes: true });
      expect(info.numberOfPages).toBe(1);
      expect(info.pageSizes).toEqual([{ width: 595.28, height: 841.89 }]);
      const statement = await convert(bytes);
      expect(statement.transactions, hide).toHaveLength(17);
      expect(pagesRead(statement.transactions.map((t) => t.description))).toEqual(['3']);
      // The closing balance is on the visible page; the opening one is not, so no chain back to it.
      expect(statement.metadata.closingBalance?.toFixed(2)).toBe(real.metadata.closingBalance?.toFixed(2));
    }
  });

  for (const cropBox of [false, true]) {
    it(`a statement wholly outside its ${cropBox ? 'CropBox' : 'MediaBox'} holds no text`, async () => {
      const bytes = await multiPageStatement({ pages: 1, rowsPerPage: 19, scaledText: true });
      expect((await convert(bytes)).transactions).toHaveLength(19);
      for (const shift of [{ dx: 700 }, { dx: -700 }, { dy: 1000 }, { dy: -1000 }]) {
        const moved = withShiftedBox(bytes, shift, { cropBox });
        const failure = await convert(moved).then(
          (s) => s.transactions.length,
          (error: unknown) => (ConversionError.is(error) ? error.code : error),
        );
        expect(failure, JSON.stringify(shift)).toBe('NO_TRANSACTIONS_FOUND');
      }
    });
  }
});
