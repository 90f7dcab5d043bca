import { describe, expect, it } from 'vitest';
import { joinPieces, type Piece } from './bidi.ts';

/** Pieces in visual order (left to right on the page); `_` before a piece marks a space before it. */
const pieces = (...texts: string[]): Piece[] => texts.map((t) => ({ text: t.replace(/^_/, ''), spaceBefore: t.startsWith('_') }));

describe('right-to-left text in reading order', () => {
  it('joins glyphs placed one by one from the right', () => {
    expect(joinPieces(pieces('ي', 'ب', 'ع', 'ك', 'ل', 'ا'))).toBe('الكعبي');
  });

  it('reads words from the right, numbers and left-to-right runs keeping their own order', () => {
    expect(joinPieces(pieces('اتصالات', '_دبي', '_4300865286', '_كارفور'))).toBe('كارفور 4300865286 دبي اتصالات');
    expect(joinPieces(pieces('E2E', '_990648651', '_مرجع'))).toBe('مرجع E2E 990648651');
  });

  it('leaves left-to-right text as printed', () => {
    expect(joinPieces(pieces('Card', '_payment', '_12.04'))).toBe('Card payment 12.04');
    expect(joinPieces(pieces('1', ',234', '.56'))).toBe('1,234.56');
  });

  it('reads figures grouped with spaces in right-to-left text from the right, as a bidi layout set them', () => {
    // "2 742,91" and "58 034,50" in an Arabic paragraph: the space between two numbers takes the paragraph's direction.
    expect(joinPieces(pieces('742,91', '_2'))).toBe('2 742,91');
    expect(joinPieces(pieces('034,50', '_58'))).toBe('58 034,50');
    expect(joinPieces(pieces('034,50', '_58', '_25.01.22', '_جدة'))).toBe('جدة 25.01.22 58 034,50');
    // Printed left to right, or with a word among the numbers: as they stand.
    expect(joinPieces(pieces('1', '_234,56'))).toBe('1 234,56');
    expect(joinPieces(pieces('-105,05', '_7'))).toBe('-7 105,05');
    expect(joinPieces(pieces('IBAN', '_SA91', '_0124', '_8999', '_رقم', '_الحساب'))).toBe('الحساب رقم IBAN SA91 0124 8999');
  });
});
