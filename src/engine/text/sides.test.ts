import { describe, expect, it } from 'vitest';
import { isSideMark, readDirection } from './sides.ts';

describe('direction words', () => {
  it('reads the words and their clipped OCR forms', () => {
    expect(['Af', 'A', 'D', 'Dr', 'S'].map(readDirection)).toEqual([-1, -1, -1, -1, -1]);
    expect(['Bij', '8ij', 'Bj', 'C', 'Cr', 'H'].map(readDirection)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('passes over specks beside the word, and reads nothing from words of both sides or none', () => {
    expect(readDirection('Af |')).toBe(-1);
    expect(readDirection('ET B a.')).toBeNull();
    expect(readDirection('IR Sie ame .')).toBeNull();
    expect(readDirection(undefined)).toBeNull();
  });
});

describe('side words in other languages', () => {
  it('reads debit and credit words and marks of many languages', () => {
    expect(['Débit', 'Soll', 'Wn', 'Дт', 'Χρέωση', 'Borç', 'DR.'].map((w) => readDirection(w))).toEqual([-1, -1, -1, -1, -1, -1, -1]);
    expect(['Crédit', 'Haben', 'Ma', 'Кт', 'Πίστωση', 'Alacak', '+'].map((w) => readDirection(w))).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('tells a cell that is only a side mark from text', () => {
    expect(['D', 'CR', '+', '-', 'Haben', 'Дт'].every(isSideMark)).toBe(true);
    expect(['Vitamin D', 'Card', 'Carrefour', '12.30', 'A'].some(isSideMark)).toBe(false);
  });
});
