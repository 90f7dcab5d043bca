import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChainRow, misreadings, reconcileChain } from './chain.ts';

const d = (v: string) => new Decimal(v);
const row = (amount: string, balance: string | null, extra: Partial<ChainRow> = {}): ChainRow => ({
  amount: d(amount),
  signKnown: true,
  printedBalance: balance === null ? null : d(balance),
  ...extra,
});

describe('reconcileChain', () => {
  it('checks printed balances and derives the missing ones', () => {
    const result = reconcileChain([row('-10.00', null), row('5.00', '95.00'), row('-1.00', null)], d('100.00'));
    expect(result.issues).toEqual([]);
    expect(result.balances.map((b) => b?.toFixed(2))).toEqual(['90.00', '95.00', '94.00']);
    expect(result.balancesChecked).toBe(1);
  });

  it('derives balances backwards when no opening balance is known', () => {
    const result = reconcileChain([row('-10.00', null), row('5.00', '95.00')], null);
    expect(result.opening?.toFixed(2)).toBe('100.00');
    expect(result.balances[0]?.toFixed(2)).toBe('90.00');
  });

  it('settles unknown signs from the balance chain', () => {
    const result = reconcileChain([row('10.00', '90.00', { signKnown: false }), row('5.00', '95.00', { signKnown: false })], d('100.00'));
    expect(result.amounts.map((a) => a.toFixed(2))).toEqual(['-10.00', '5.00']);
    expect(result.issues.map((i) => i.code)).toEqual(['SIGN_INFERRED']);
  });

  it('reports a break it cannot explain, naming the row', () => {
    const result = reconcileChain([row('-10.00', '80.00')], d('100.00'));
    expect(result.issues).toEqual([expect.objectContaining({ index: 0, code: 'BALANCE_MISMATCH' })]);
    expect(result.balanceMismatches).toBe(1);
  });

  it('corrects one misread OCR digit in an amount, and says so', () => {
    const result = reconcileChain([row('-183.40', '816.60', { ocr: true }), row('-1.00', '815.60', { ocr: true })], d('1000.00'));
    expect(result.amounts[0]?.toFixed(2)).toBe('-183.40');
    expect(result.issues).toEqual([]);
    const misread = reconcileChain([row('-183.40', '811.60', { ocr: true }), row('-1.00', '810.60', { ocr: true })], d('1000.00'));
    expect(misread.amounts[0]?.toFixed(2)).toBe('-188.40');
    expect(misread.issues).toEqual([expect.objectContaining({ index: 0, code: 'OCR_CORRECTION' })]);
  });

  it('corrects a misread OCR balance so the next row still follows', () => {
    const result = reconcileChain([row('-10.00', '98.00', { ocr: true }), row('-5.00', '85.00', { ocr: true })], d('100.00'));
    expect(result.balances.map((b) => b?.toFixed(2))).toEqual(['90.00', '85.00']);
    expect(result.issues.map((i) => i.code)).toEqual(['OCR_CORRECTION']);
    expect(result.balanceMismatches).toBe(0);
  });

  it('never corrects text-layer rows, and leaves an ambiguous OCR break alone', () => {
    expect(reconcileChain([row('-183.40', '811.60')], d('1000.00')).issues[0]?.code).toBe('BALANCE_MISMATCH');
    // Either row (18 → 13) or the balance (969 → 964) could explain the 5.00: no correction is made.
    const ambiguous = reconcileChain([row('-18.00', null, { ocr: true }), row('-18.00', '969.00', { ocr: true })], d('1000.00'));
    expect(ambiguous.issues.map((i) => i.code)).toEqual(['BALANCE_MISMATCH']);
  });

  it('chooses between an amount and a balance misreading by whether the chain goes on after it', () => {
    // 165.74 for 155.74, or 3359.90 for 3369.90: the next row (3156.50, a speck read as a 6) settles it.
    const rows = [row('-165.74', '3369.90', { ocr: true }), row('-3156.50', '3054.40', { ocr: true })];
    const result = reconcileChain(rows, d('3525.64'));
    expect(result.amounts.map((a) => a.toFixed(2))).toEqual(['-155.74', '-315.50']);
    expect(result.balances.map((b) => b?.toFixed(2))).toEqual(['3369.90', '3054.40']);
    expect(result.issues.map((i) => i.code)).toEqual(['OCR_CORRECTION', 'OCR_CORRECTION']);
    expect(result.balanceMismatches).toBe(0);
  });

  it('tries any other digit only when no likely misreading explains the break', () => {
    // 59.31 read 55.31 (9 and 5 are rarely confused): the next row shows the balance was read right.
    const rows = [row('-55.31', '4811.77', { ocr: true }), row('-10.00', '4801.77', { ocr: true })];
    const result = reconcileChain(rows, d('4871.08'));
    expect(result.amounts[0]?.toFixed(2)).toBe('-59.31');
    expect(result.balanceMismatches).toBe(0);
    expect(misreadings(d('55.31'), true).map((v) => v.toFixed(2))).toContain('59.31');
    expect(misreadings(d('55.31'), true).map((v) => v.toFixed(2))).not.toContain('5.53');
  });

  it('takes OCR balances misread in a run from the amounts when the chain resumes after them', () => {
    // 11553.73 read 11663.73 (two figures), 11511.31 read 11611.31; 11390.31 follows from the amounts.
    const rows = [row('-152.67', '11663.73', { ocr: true }), row('-42.42', '11611.31', { ocr: true }), row('-121.00', '11390.31', { ocr: true })];
    const result = reconcileChain(rows, d('11706.40'));
    expect(result.balances.map((b) => b?.toFixed(2))).toEqual(['11553.73', '11511.31', '11390.31']);
    expect(result.balanceMismatches).toBe(0);
    expect(result.issues.map((i) => i.code)).toEqual(['OCR_CORRECTION', 'OCR_CORRECTION']);
    // The same on a text layer is the statement's own misprint: reported, and the chain goes on.
    const text = reconcileChain(
      rows.map((r) => ({ ...r, ocr: false })),
      d('11706.40'),
    );
    expect(text.balanceMismatches).toBe(2);
    expect(text.issues[0]?.message((m) => m.toFixed(2))).toMatch(/misprints this one/);
  });

  it('keeps every printed balance consistent with the amounts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        (cents, openingCents) => {
          const opening = d(openingCents.toString()).div(100);
          let balance = opening;
          const rows = cents.map((c) => {
            balance = balance.plus(d(c.toString()).div(100));
            return row(d(c.toString()).div(100).toFixed(2), balance.toFixed(2));
          });
          const result = reconcileChain(rows, opening);
          expect(result.issues).toEqual([]);
          expect(result.balances[result.balances.length - 1]?.eq(balance)).toBe(true);
        },
      ),
    );
  });
});

describe('misreadings', () => {
  it('offers single-digit confusions and decimal-point shifts, keeping the sign', () => {
    const readings = misreadings(d('-183.40')).map((v) => v.toFixed(2));
    expect(readings).toContain('-188.40');
    expect(readings).toContain('-1.83');
    // A digit lost or made of a speck.
    expect(readings).toContain('-1183.40');
    expect(readings).toContain('-18.40');
    expect(readings).not.toContain('-183.40');
    expect(readings.every((r) => r.startsWith('-'))).toBe(true);
  });
});
