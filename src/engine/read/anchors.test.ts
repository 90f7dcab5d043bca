import { describe, expect, it } from 'vitest';
import { Decimal } from 'decimal.js';
import { buildLines } from '../layout/lines.ts';
import { DEFAULT_BALANCE_TERMS } from '../layout/vocabulary.ts';
import type { RowContext, TypedRow } from './rows.ts';
import type { Word } from '../types.ts';
import { findSectionAnchors, findSideTotals } from './anchors.ts';

/** A page of label–value lines, each label at x 40 and its figure at x 300. */
function page(...pairs: Array<[string, string]>) {
  const words: Word[] = pairs.flatMap(([label, value], i) => [
    ...label.split(' ').map((text, k) => ({ text, page: 1, x: 40 + k * 60, y: 100 + i * 14, width: 55, height: 9, confidence: 1 })),
    { text: value, page: 1, x: 300, y: 100 + i * 14, width: 40, height: 9, confidence: 1 },
  ]);
  return buildLines({ page: 1, width: 595, height: 842, source: 'text', words });
}

const context: RowContext = { decimal: ',', dateOrder: 'DMY', period: null, balanceTerms: DEFAULT_BALANCE_TERMS };

describe('summary anchors', () => {
  it('takes the closing balance from the opening balance and the printed totals when it is not printed', () => {
    const lines = page(['Beginsaldo', '2.318,45'], ['Totaal afgeschreven', '2.082,11'], ['Totaal bijgeschreven', '2.571,53'], ['Smudged', '2.807,87']);
    const anchors = findSectionAnchors([], lines, context);
    expect(anchors.opening?.toFixed(2)).toBe('2318.45');
    expect(anchors.closing?.toFixed(2)).toBe('2807.87');
    expect(anchors.sources.join(' ')).toMatch(/closing balance from the opening balance and the total money out and in/);
  });

  it('takes the opening balance from the closing one, and runs the other way on an amount owed', () => {
    const lines = page(['Total debits', '100,00'], ['Total credits', '40,00'], ['Closing balance', '500,00']);
    expect(findSectionAnchors([], lines, context).opening?.toFixed(2)).toBe('560.00');
    expect(findSectionAnchors([], lines, context, true).opening?.toFixed(2)).toBe('440.00');
  });

  it('derives nothing from one total alone, or when both balances are printed', () => {
    expect(findSectionAnchors([], page(['Beginsaldo', '10,00'], ['Totaal afgeschreven', '5,00']), context).closing).toBeNull();
    const both = findSectionAnchors(
      [],
      page(['Beginsaldo', '10,00'], ['Totaal afgeschreven', '5,00'], ['Totaal bijgeschreven', '1,00'], ['Eindsaldo', '7,00']),
      context,
    );
    expect(both.closing?.toFixed(2)).toBe('7.00');
  });
});

describe('side totals', () => {
  it('are kept when a summary prints both, unsigned', () => {
    const sides = findSideTotals(
      page(['Beginsaldo', '10,00'], ['Totaal afgeschreven', '5,00'], ['Totaal bijgeschreven', '1,00'], ['Eindsaldo', '6,00']),
      context,
    );
    expect(sides && [sides.out.toFixed(2), sides.in.toFixed(2)]).toEqual(['5.00', '1.00']);
    expect(findSideTotals(page(['Beginsaldo', '10,00'], ['Totaal afgeschreven', '5,00']), context)).toBeNull();
  });
});

describe('closing balance rows', () => {
  it('prefer the one printed in the balance column to a summary figure read under a money column', () => {
    const row = (balance: string, inBalanceColumn: boolean): TypedRow => ({
      raw: { page: 1, top: 0, lines: [], description: [], valueConfidence: 1, ...(inBalanceColumn ? { balance } : { debit: balance }) },
      kind: 'closing',
      date: null,
      yearInferred: false,
      description: 'Closing balance',
      amount: null,
      signKnown: true,
      balance: new Decimal(inBalanceColumn ? balance : `-${balance}`),
    });
    const anchors = findSectionAnchors([row('4295.35', true), row('4295.35', false)], [], context);
    expect(anchors.closing?.toFixed(2)).toBe('4295.35');
  });

  it('takes the carried-forward balance at a page foot for the closing one only when no summary gives it', () => {
    const raw = { page: 1, top: 0, lines: [], description: [], valueConfidence: 1 };
    const typed = (kind: TypedRow['kind'], amount: string | null, balance: string): TypedRow => ({
      raw: { ...raw, balance },
      kind,
      date: '2024-03-01',
      yearInferred: false,
      description: kind,
      amount: amount === null ? null : new Decimal(amount),
      signKnown: true,
      balance: new Decimal(balance),
    });
    // Carried forward at the foot of page 1, one more transaction on page 2.
    const rows = [typed('transaction', '-10.00', '90.00'), typed('closing', null, '90.00'), typed('transaction', '-5.00', '85.00')];
    const summary = page(['Beginsaldo', '100,00'], ['Totaal afgeschreven', '15,00'], ['Totaal bijgeschreven', '0,00']);
    expect(findSectionAnchors(rows, summary, context).closing?.toFixed(2)).toBe('85.00');
    expect(findSectionAnchors(rows, page(['Beginsaldo', '100,00']), context).closing?.toFixed(2)).toBe('90.00');
  });
});
