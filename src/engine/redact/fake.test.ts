import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CharClass, charClass, fakeOf } from './fake.ts';
import { isAmountToken, isDateToken } from './classify.ts';
import { MAC_ROMAN_LENGTH } from './fonts.ts';

const POOLS: Record<Exclude<CharClass, 'other'>, string[]> = {
  upper: [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'],
  lower: [...'abcdefghijklmnopqrstuvwxyz'],
  digit: [...'0123456789'],
};

function fakeFor(key: Uint8Array, word: string, reject?: (f: string) => boolean) {
  const chars = [...word];
  const classes = chars.map(charClass);
  return fakeOf(
    key,
    chars,
    classes,
    classes.map((c) => (c === 'other' ? undefined : POOLS[c])),
    reject ? { reject } : {},
  );
}

describe('fake values', () => {
  it('keep the shape: length, and the class of every character; punctuation stays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.stringMatching(/^[A-Za-z0-9 .,/-]{1,24}$/), async (key, word) => {
        const fake = await fakeFor(key, word);
        expect(fake.length).toBe([...word].length);
        [...word].forEach((ch, i) => {
          expect(charClass(fake[i] as string)).toBe(charClass(ch));
          if (charClass(ch) === 'other') expect(fake[i]).toBe(ch);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('are the same for the same original and key, and differ from the original', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.stringMatching(/^[A-Za-z0-9]{2,16}$/), async (key, word) => {
        const a = (await fakeFor(key, word)).join('');
        const b = (await fakeFor(key, word)).join('');
        expect(a).toBe(b);
        expect(a).not.toBe(word);
      }),
      { numRuns: 200 },
    );
  });

  it('draw again when a fake would read as a date or an amount', async () => {
    const key = new Uint8Array(32).fill(1);
    for (const word of ['40-11-62', '99/88/77', 'AB12']) {
      const fake = (await fakeFor(key, word, (f) => isDateToken(f) || isAmountToken(f))).join('');
      expect(isDateToken(fake) || isAmountToken(fake), fake).toBe(false);
    }
  });

  it('the Mac Roman table covers the upper half', () => {
    expect(MAC_ROMAN_LENGTH).toBe(128);
  });
});
