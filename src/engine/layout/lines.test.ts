import { describe, expect, it } from 'vitest';
import type { Word } from '../types.ts';
import { makeCell } from './lines.ts';

/** Words placed left to right from `x`, each `gap` points after the one before, 8 points high. */
function placed(texts: string[], gap: number): Word[] {
  let x = 50;
  return texts.map((text, i) => {
    const word: Word = { text, page: 1, x, y: 100, width: text.length * 4, height: 8, confidence: 1, run: i };
    x += word.width + gap;
    return word;
  });
}

describe('a cell’s text from its words', () => {
  it('joins a figure set glyph by glyph with a little air (right-to-left text) into one figure', () => {
    expect(makeCell(placed(['1', ',', '014', '.', '913'], 1.4)).text).toBe('1,014.913');
    expect(makeCell(placed(['01/11/', '2025'], 1.4)).text).toBe('01/11/2025');
  });

  it('keeps a real space after a separator, and between words', () => {
    expect(makeCell(placed(['1,', '2,', '3'], 2.4)).text).toBe('1, 2, 3');
    expect(makeCell(placed(['Ref.', '1234'], 1.4)).text).toBe('Ref. 1234');
    expect(makeCell(placed(['Card', '4379'], 1.4)).text).toBe('Card 4379');
  });
});
