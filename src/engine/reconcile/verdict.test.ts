import { describe, expect, it } from 'vitest';
import type { Warning } from '../types.ts';
import { reconciliationVerdict } from './verdict.ts';

const none = { balancesChecked: 0, balanceMismatches: 0, totals: 'not printed' as const };

describe('reconciliationVerdict', () => {
  it('is unverified when nothing printed was checked, never verified', () => {
    const verdict = reconciliationVerdict([none], 0, []);
    expect(verdict.status).toBe('unverified');
    expect(verdict.statusReason).toMatch(/no balance or total/);
  });

  it('is verified when printed balances and totals were checked and held', () => {
    const verdict = reconciliationVerdict([{ balancesChecked: 12, balanceMismatches: 0, totals: 'held' }], 0, []);
    expect(verdict).toMatchObject({ status: 'verified', totalsChecked: 1, totalsHeld: 1 });
    expect(verdict.statusReason).toBe('12 printed balances and 1 printed total checked; every one held.');
  });

  it('counts a summary’s money out and money in as totals', () => {
    const verdict = reconciliationVerdict([{ ...none, sideTotals: { moneyOut: 'held', moneyIn: 'held' } }], 0, []);
    expect(verdict).toMatchObject({ status: 'verified', totalsChecked: 2, totalsHeld: 2 });
  });

  it('fails on any broken balance, total or side total, and on a break between statements', () => {
    expect(reconciliationVerdict([{ balancesChecked: 3, balanceMismatches: 1, totals: 'held' }], 0, []).status).toBe('failed');
    expect(reconciliationVerdict([{ balancesChecked: 3, balanceMismatches: 0, totals: 'failed' }], 0, []).status).toBe('failed');
    expect(reconciliationVerdict([{ ...none, sideTotals: { moneyOut: 'held', moneyIn: 'failed' } }], 0, []).status).toBe('failed');
    expect(reconciliationVerdict([{ balancesChecked: 3, balanceMismatches: 0, totals: 'held' }], 1, []).status).toBe('failed');
  });

  it('is unverified when one account of several printed nothing to check', () => {
    const verdict = reconciliationVerdict([{ balancesChecked: 3, balanceMismatches: 0, totals: 'held' }, none], 0, []);
    expect(verdict.status).toBe('unverified');
    expect(verdict.statusReason).toMatch(/1 account of 2/);
  });

  it('is unverified when the reading rests on a guess, whatever held', () => {
    const held = [{ balancesChecked: 5, balanceMismatches: 0, totals: 'held' as const }];
    for (const code of ['AMBIGUOUS_READING', 'YEAR_INFERRED', 'OCR_TIMEOUT', 'UNPARSED_ROW', 'UNREAD_LINE'] as const) {
      const warnings: Warning[] = [{ code, message: '' }];
      expect(reconciliationVerdict(held, 0, warnings).status, code).toBe('unverified');
    }
    // Warnings that report what was checked or corrected are no guess.
    expect(reconciliationVerdict(held, 0, [{ code: 'BANK_NOT_RECOGNISED', message: '' }]).status).toBe('verified');
  });
});
