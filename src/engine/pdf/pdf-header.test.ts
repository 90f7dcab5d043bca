import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPdfHeader } from './open.ts';

describe('hasPdfHeader (a byte search that runs in browsers too)', () => {
  it('finds "%PDF-" within the first KiB exactly as a Buffer search does', () => {
    const junk = fc.uint8Array({ maxLength: 1100 });
    const placed = fc.tuple(junk, fc.nat(1100), fc.constantFrom('%PDF-', '%PDF', 'PDF-')).map(([bytes, at, mark]) => {
      const out = new Uint8Array(Math.max(bytes.length, at + mark.length));
      out.set(bytes);
      out.set(new TextEncoder().encode(mark), at);
      return out;
    });
    fc.assert(
      fc.property(fc.oneof(junk, placed), (bytes) => {
        const reference = Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
        expect(hasPdfHeader(bytes)).toBe(reference);
      }),
    );
    expect(hasPdfHeader(new TextEncoder().encode('%PDF-1.7'))).toBe(true);
    expect(hasPdfHeader(new Uint8Array(0))).toBe(false);
  });
});
