/**
 * Row sources (`toJson(statement, { source: true })`): every row of a real statement points at a
 * box on its page that holds the row's own text, and the default JSON is unchanged by the option.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { convert, toJson } from '../src/index.ts';
import { extractText } from 'unpdf';

const SAMPLE = 'corpus/samples/uk-paidout-paidin-001.pdf';

describe('row sources', () => {
  it('gives every row a box on its page, in order down the page, inside the page', async () => {
    const bytes = new Uint8Array(await readFile(SAMPLE));
    const statement = await convert(bytes.slice(), { ocr: false });
    const plain = JSON.parse(toJson(statement));
    const sourced = JSON.parse(toJson(statement, { source: true }));
    expect(plain.transactions[0].source).toBeUndefined();
    expect(sourced.transactions).toHaveLength(plain.transactions.length);
    // Same document apart from `source`.
    expect(sourced.transactions.map(({ source: _, ...rest }: Record<string, unknown>) => rest)).toEqual(plain.transactions);
    const { totalPages } = await extractText(bytes.slice());
    let previous = { page: 0, y0: -1 };
    for (const t of sourced.transactions) {
      const { page, box, confidence } = t.source;
      const [x0, y0, x1, y1] = box;
      expect(page).toBeGreaterThanOrEqual(1);
      expect(page).toBeLessThanOrEqual(totalPages);
      expect(x0).toBeGreaterThanOrEqual(0);
      expect(x1).toBeGreaterThan(x0);
      expect(y1).toBeGreaterThan(y0);
      // The sample is A4 (595 x 842 points).
      expect(x1).toBeLessThanOrEqual(595.3);
      expect(y1).toBeLessThanOrEqual(842);
      // A single row is a line or a few lines high, not half a page.
      expect(y1 - y0).toBeLessThan(60);
      expect(confidence).toBe(1);
      if (page === previous.page) expect(y0).toBeGreaterThan(previous.y0);
      previous = { page, y0 };
    }
  });

  it('matches the engine row: the box starts at the row top', async () => {
    const statement = await convert(new Uint8Array(await readFile(SAMPLE)), { ocr: false });
    for (const t of statement.transactions) {
      expect(t.box).toBeDefined();
      expect(t.box?.[1]).toBeLessThanOrEqual(t.y);
    }
  });
});
