import { describe, expect, it } from 'vitest';
import { readDirection } from './rows.ts';

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
