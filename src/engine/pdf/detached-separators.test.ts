import { describe, expect, it } from 'vitest';
import { joinDetachedSeparators, type TextRun } from './detached-separators.ts';

const run = (text: string, x: number, width: number, baseline = 500): TextRun => ({ text, x, baseline, width, fontSize: 9 });

describe('separators drawn apart from their figures', () => {
  it('go back into the spaces of the digits under them (LibreOffice, right-to-left tables)', () => {
    // "1,014.913": digits 4.6 wide, the spaces 2.4; the comma drawn over the first space, the point over the second.
    const runs = [
      run('1 014 913', 55.1, 37),
      run(',', 59.7, 2.5),
      run('.', 75.9, 2.5),
      run('01 11 2025', 224.5, 41.9),
      run('/', 233.6, 2.7),
      run('/', 245.5, 2.7),
    ];
    expect(joinDetachedSeparators(runs).map((r) => r.text)).toEqual(['1,014.913', '01/11/2025']);
  });

  it('leave figures alone when nothing stands over their spaces, or the mark is on another line or outside the figure', () => {
    const runs = [run('7 126,30', 100, 36), run('.', 104.5, 2.5, 520), run('-', 137, 3), run('12 345', 300, 27)];
    expect(joinDetachedSeparators(runs).map((r) => r.text)).toEqual(['7 126,30', '.', '-', '12 345']);
  });
});
