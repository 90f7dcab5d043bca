import { describe, expect, it } from 'vitest';
import { plainFigures } from './digits.ts';
import { readsRightToLeft } from './script.ts';

describe('reading direction', () => {
  it('is right to left where Hebrew or Arabic letters are most', () => {
    expect(readsRightToLeft('העברה לאבי פרץ 686397608')).toBe(true);
    expect(readsRightToLeft('صيدلية الشفاء 5586')).toBe(true);
    expect(readsRightToLeft('Transfer to IBAN IL45 מזרחי')).toBe(false);
    expect(readsRightToLeft('12.30')).toBe(false);
  });
});

describe('figures in any script', () => {
  it('writes every decimal digit and full-width form in ASCII, with the Arabic separators', () => {
    expect(plainFigures('٣١٫٠٥ ١٬٢٣٤ ۱۲ ०९ ๑๒ １２３ abc €')).toBe('31.05 1,234 12 09 12 123 abc €');
    expect(plainFigures('plain 12.30')).toBe('plain 12.30');
  });
});
