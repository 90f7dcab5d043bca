import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

/** Reads the header back as RFC 6266 clients do: filename* (UTF-8) when present, else filename. */
function downloadName(header: string): { name: string; fallback: string } {
  const fallback = /filename="([^"]*)"/.exec(header)?.[1] ?? '';
  const star = /filename\*=UTF-8''([^;\s]*)/.exec(header)?.[1];
  return { name: star !== undefined ? decodeURIComponent(star) : fallback, fallback };
}

describe('contentDisposition', () => {
  it('keeps an ASCII name as a plain filename', () => {
    expect(contentDisposition('march.csv')).toBe('attachment; filename="march.csv"');
  });

  it('keeps a non-ASCII name intact in filename*, with an ASCII fallback', () => {
    expect(contentDisposition('relevé mars €.csv')).toBe(`attachment; filename="releve mars _.csv"; filename*=UTF-8''relev%C3%A9%20mars%20%E2%82%AC.csv`);
    expect(downloadName(contentDisposition('выписка.xlsx'))).toEqual({ name: 'выписка.xlsx', fallback: '_______.xlsx' });
  });

  it('neutralises quotes, backslashes, slashes and controls', () => {
    expect(downloadName(contentDisposition('a"b\\c/d\r\ne.csv'))).toEqual({ name: 'a"b_c_d__e.csv', fallback: 'a_b_c_d__e.csv' });
  });

  it('round-trips any name (without path separators or controls) and keeps the fallback printable ASCII', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1 }).filter((s) => !/[\u0000-\u001f\u007f/\\]/.test(s) && s.trim() === s && !s.startsWith('.')),
        (name) => {
          const header = contentDisposition(name);
          const { name: read, fallback } = downloadName(header);
          expect(read).toBe(name);
          expect(fallback).toMatch(/^[\x20-\x7e]+$/);
          expect(fallback).not.toMatch(/["\\/]/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
