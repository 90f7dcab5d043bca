import { describe, expect, it } from 'vitest';
import type { Line } from './lines.ts';
import { withoutSkipped } from './skip-lines.ts';

/** Lines carry much more; the skip rules read only their text. */
const page = (...texts: string[]) => texts.map((text) => ({ text }) as Line);
const texts = (pages: Line[][]) => pages.map((lines) => lines.map((l) => l.text));

describe('withoutSkipped', () => {
  it('a block with an ending phrase runs on over the page break until it', () => {
    const pages = [page('01/04 Coffee 4.50', 'Exchange rates', '01/04 USD 1.6512'), page('02/04 EUR 1.7810', 'End of rates', '03/04 Salary 1,200.00')];
    expect(texts(withoutSkipped(pages, { skipBlocks: [{ from: 'exchange rates', to: 'end of rates' }] }))).toEqual([
      ['01/04 Coffee 4.50'],
      ['End of rates', '03/04 Salary 1,200.00'],
    ]);
  });

  it('a block whose ending phrase never comes ends with its page', () => {
    const pages = [page('Exchange rates', '01/04 USD 1.6512'), page('03/04 Salary 1,200.00')];
    expect(texts(withoutSkipped(pages, { skipBlocks: [{ from: 'exchange rates', to: 'end of rates' }] }))).toEqual([[], ['03/04 Salary 1,200.00']]);
  });

  it('a block without one ends with its page', () => {
    const pages = [page('01/04 Coffee 4.50', 'Daily balances', '01/04 95.50'), page('03/04 Salary 1,200.00')];
    expect(texts(withoutSkipped(pages, { skipBlocks: [{ from: 'daily balances' }] }))).toEqual([['01/04 Coffee 4.50'], ['03/04 Salary 1,200.00']]);
  });

  it('single lines go by whole words', () => {
    const pages = [page('Coffee shop 4.50', 'Fee charged 2.00')];
    expect(texts(withoutSkipped(pages, { skipLines: ['fee'] }))).toEqual([['Coffee shop 4.50']]);
  });
});
