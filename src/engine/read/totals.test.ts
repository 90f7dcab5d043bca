import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { RawRow } from '../layout/table.ts';
import type { TypedRow } from './rows.ts';
import { markTotals } from './totals.ts';

function row(amount: string, raw: Partial<RawRow>, description = 'x'): TypedRow {
  return {
    raw: { page: 1, top: 0, lines: [], description: [description], valueConfidence: 1, date: '01/08', ...raw },
    kind: 'transaction',
    date: '2024-08-01',
    yearInferred: true,
    description,
    amount: new Decimal(amount),
    signKnown: true,
    balance: null,
  };
}

describe('totals lines', () => {
  it('knows an unlabelled line whose two figures are all the money out and all the money in', () => {
    const rows = [row('-10.00', { debit: '10.00' }), row('25.50', { credit: '25.50' }), row('-5.25', { debit: '5.25' })];
    const totals = row('10.25', { date: undefined, debit: '15.25', credit: '25.50' }, 'a ~~');
    markTotals([...rows, totals]);
    expect(totals.kind).toBe('subtotal');
    expect(rows.map((r) => r.kind)).toEqual(['transaction', 'transaction', 'transaction']);
  });

  it('keeps a dated line, or one whose figures are not the totals, as a transaction', () => {
    const rows = [row('-10.00', { debit: '10.00' }), row('25.50', { credit: '25.50' })];
    const dated = row('15.50', { debit: '10.00', credit: '25.50' });
    const other = row('1.00', { date: undefined, debit: '9.00', credit: '10.00' });
    markTotals([...rows, dated, other]);
    expect([dated.kind, other.kind]).toEqual(['transaction', 'transaction']);
  });
});

describe('totals in any language', () => {
  it('knows an undated row summing at least two rows above it, whatever its label', () => {
    const rows = [row('-204.09', {}), row('-95.89', {})];
    const total = row('-299.98', { date: undefined }, 'Kopā');
    markTotals([...rows, total]);
    expect(total.kind).toBe('subtotal');
  });

  it('keeps an undated row repeating the one amount above it as a transaction', () => {
    const rows = [row('-50.00', {})];
    const second = row('-50.00', { date: undefined }, 'Kahve');
    markTotals([...rows, second]);
    expect(second.kind).toBe('transaction');
  });
});

describe('lines that are no transaction by their figures', () => {
  it('knows a total of nothing: an undated zero under a total word in any script', () => {
    const rows = [row('-22.00', {})];
    const empty = row('0.00', { date: undefined }, 'Укупно одобрења');
    const fee = row('0.00', { date: undefined }, 'Kahve');
    markTotals([...rows, empty, fee]);
    expect([empty.kind, fee.kind]).toEqual(['subtotal', 'transaction']);
  });

  it('knows a carried-forward line by its figure: the balance printed on the row above it', () => {
    const paid = { ...row('-27.60', {}), balance: new Decimal('217.57') };
    const carried = row('217.57', { date: undefined }, 'До перенесення');
    const next = row('-5.25', { date: undefined }, 'АТБ');
    markTotals([paid, carried, next]);
    expect(carried).toMatchObject({ kind: 'balance', amount: null });
    expect(carried.balance?.toFixed(2)).toBe('217.57');
    expect(next.kind).toBe('transaction');
  });
});
