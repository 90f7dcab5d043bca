import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/lines.ts';
import type { RawRow } from '../layout/table.ts';
import type { TypedRow } from './rows.ts';
import { readPart } from './part.ts';
import type { Figure } from './summary-figures.ts';

function row(amount: string): TypedRow {
  const raw: RawRow = { page: 1, top: 0, lines: [], description: [], valueConfidence: 1, date: '01-03-2024' };
  return { raw, kind: 'transaction', date: '2024-03-01', yearInferred: false, description: 'x', amount: new Decimal(amount), signKnown: true, balance: null };
}

const context = { table: 't', columns: 'c', signs: 'as printed', section: { period: null }, options: { ocrPages: new Set<number>() }, account: 0 };
const anchors = { opening: null, closing: null, sources: [] };
const sides = (out: string, into: string) => ({ out: new Decimal(out), in: new Decimal(into), outPage: 1, inPage: 1 });

describe('a reading against the summary totals of each side', () => {
  it('scores each side that adds up, even when the other does not (a row lost to OCR)', () => {
    const rows = [row('-40.00'), row('-2.50'), row('100.00')];
    const bothHold = readPart(rows, anchors, sides('42.50', '100.00'), [], context);
    const inHolds = readPart(rows, anchors, sides('50.00', '100.00'), [], context);
    const neither = readPart(rows, anchors, sides('50.00', '90.00'), [], context);
    expect(bothHold.evidence.sideTotals).toEqual({ moneyOut: 'held', moneyIn: 'held' });
    expect(inHolds.evidence.sideTotals).toEqual({ moneyOut: 'failed', moneyIn: 'held' });
    expect(bothHold.evidence.score).toBeGreaterThan(inHolds.evidence.score);
    expect(inHolds.evidence.score).toBeGreaterThan(neither.evidence.score);
  });

  it('says nothing of sides when no summary prints both totals', () => {
    const part = readPart([row('-1.00')], anchors, null, [], context);
    expect(part.evidence.sideTotals).toBeUndefined();
  });
});

describe('balances from a summary whose totals are labelled', () => {
  const summaryLine = { page: 1, top: 0, bottom: 0, size: 9, cells: [], text: '' } as unknown as Line;
  const printed = ['100.00', '100.00', '42.50', '157.50'].map((v, index): Figure => ({ value: new Decimal(v), line: summaryLine, index, lineIndex: 0 }));
  const rows = [row('-40.00'), row('-2.50'), row('100.00')];

  it('names the balances by the four figures whose totals are the labelled ones, and only those', () => {
    const agrees = readPart(rows, anchors, sides('42.50', '100.00'), [], context, printed);
    const disagrees = readPart(rows, anchors, sides('40.00', '100.00'), [], context, printed);
    const bySummary = (a: readonly string[] | undefined) => (a ?? []).some((s) => s.includes('whose figures add up'));
    expect(bySummary(agrees.evidence.anchors)).toBe(true);
    expect(bySummary(disagrees.evidence.anchors)).toBe(false);
    expect([agrees.opening?.toFixed(2), agrees.closing?.toFixed(2), agrees.evidence.totals]).toEqual(['100.00', '157.50', 'held']);
  });
});

describe('rows dated far outside the period', () => {
  it('are counted apart from those a few days outside it (a rates table, not a late posting)', () => {
    const dated = (date: string) => ({ ...row('-1.00'), date });
    const period = { section: { period: { start: '2024-03-01', end: '2024-03-31' } } };
    const part = readPart([dated('2024-03-05'), dated('2024-02-20'), dated('2023-11-18')], anchors, null, [], { ...context, ...period });
    expect(part.evidence.datesOutsidePeriod).toBe(2);
    expect(part.farOutside).toBe(1);
  });
});

describe('dates outside the printed period', () => {
  const dated = (date: string): TypedRow => ({ ...row('-1.00'), date });
  const inMarch = { ...context, section: { period: { start: '2024-03-01', end: '2024-03-31' } } };

  it('cost little on a few rows (card purchases posted late), and as misreadings when most rows leave the period', () => {
    const fewOut = readPart([dated('2024-02-28'), dated('2024-03-02'), dated('2024-03-03')], anchors, null, [], inMarch);
    const mostOut = readPart([dated('2024-04-20'), dated('2024-04-20'), dated('2024-03-03')], anchors, null, [], inMarch);
    const allIn = readPart([dated('2024-03-01'), dated('2024-03-02'), dated('2024-03-03')], anchors, null, [], inMarch);
    expect(allIn.evidence.score - fewOut.evidence.score).toBeLessThan(0.5);
    expect(allIn.evidence.score - mostOut.evidence.score).toBeGreaterThanOrEqual(2);
  });
});
