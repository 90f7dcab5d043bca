import { describe, expect, it } from 'vitest';
import { plainLetters } from './words.ts';

describe('a word of the text layer', () => {
  it('reads Kangxi radicals as the ideographs they are printed for, and Arabic presentation forms as letters', () => {
    // U+2F49 U+2F47 and U+2F40: the radicals a CJK font maps its shared glyphs to.
    expect(plainLetters('2024年11\u2f491\u2f47')).toBe('2024年11月1日');
    expect(plainLetters('\u2f40出')).toBe('支出');
    expect(plainLetters('\ufedf\ufeee\ufedf\ufeee')).toBe('لولو');
    expect(plainLetters('Crème')).toBe('Crème');
  });
});
