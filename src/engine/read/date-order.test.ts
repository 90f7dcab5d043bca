import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { RawRow } from '../layout/table.ts';
import { DEFAULT_BALANCE_TERMS } from '../layout/vocabulary.ts';
import type { RowContext, TypedRow } from './rows.ts';
import { repairDateOrder } from './date-order.ts';

const context: RowContext = { decimal: ',', dateOrder: 'DMY', period: { start: '2024-10-01', end: '2024-10-31' }, balanceTerms: DEFAULT_BALANCE_TERMS };

/** Rows dated as printed ("14/10"); `[text, confidence]` for a date OCR read unsurely. */
function rows(...dates: Array<string | [string, number]>): TypedRow[] {
  return dates.map((d) => {
    const [text, confidence] = typeof d === 'string' ? [d, 0.95] : d;
    const [day, month] = text.split('/').map(Number) as [number, number];
    const raw: RawRow = { page: 1, top: 0, lines: [], description: [], valueConfidence: confidence, date: text, dateConfidence: confidence };
    const date = day && month && day <= 31 ? `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
    return { raw, kind: 'transaction', date, yearInferred: true, description: 'x', amount: new Decimal(-1), signKnown: true, balance: null };
  });
}
const ocr = new Set([1]);

describe('dates out of order on a scan', () => {
  it('takes the one reading a digit away that fits between the rows around it', () => {
    const read = rows('01/10', '02/10', '14/10', '14/10', ['4/10', 0.34], '14/10', '15/10', '16/10');
    repairDateOrder(read, context, ocr);
    expect(read[4]?.date).toBe('2024-10-14');
    expect(read[4]?.repairs?.[0]).toMatch(/read as "4\/10" was taken as 2024-10-14/);
  });

  it('mends the misread row, not its neighbour', () => {
    const read = rows('15/10', '17/10', '18/10', '21/10', ['20/10', 0.24], '21/10', '22/10', '22/10');
    repairDateOrder(read, context, ocr);
    expect(read.map((r) => r.date?.slice(8))).toEqual(['15', '17', '18', '21', '21', '21', '22', '22']);
  });

  it('leaves sure dates, several fitting readings, unordered statements and text layers alone', () => {
    const sure = rows('01/10', '02/10', '14/10', '14/10', '4/10', '14/10', '15/10', '16/10');
    repairDateOrder(sure, context, ocr);
    expect(sure[4]?.date).toBe('2024-10-04');
    const two = rows('01/10', '02/10', '10/10', '10/10', ['3/10', 0.3], '30/10', '30/10', '31/10');
    repairDateOrder(two, context, ocr);
    expect(two[4]?.date).toBe('2024-10-03');
    const unordered = rows('01/10', '20/10', '03/10', '25/10', ['4/10', 0.3], '10/10', '02/10', '16/10');
    repairDateOrder(unordered, context, ocr);
    expect(unordered[4]?.date).toBe('2024-10-04');
    const text = rows('01/10', '02/10', '14/10', '14/10', ['4/10', 0.34], '14/10', '15/10', '16/10');
    repairDateOrder(text, context, new Set());
    expect(text[4]?.date).toBe('2024-10-04');
  });

  it('trusts a date the value date beside it confirms, and mends a sure one towards it', () => {
    // "15.03" read unsurely but printed again as the value date; "13.03" read surely, value date "18.03".
    const read = rows('01/10', '05/10', '10/10', '13/10', ['15/10', 0.13], '13/10', '20/10', '21/10');
    (read[4] as TypedRow).valueDate = '2024-10-15';
    (read[5] as TypedRow).valueDate = '2024-10-18';
    repairDateOrder(read, context, ocr);
    expect(read.map((r) => r.date?.slice(8))).toEqual(['01', '05', '10', '13', '15', '18', '20', '21']);
    expect(read[5]?.repairs?.[0]).toMatch(/agrees with the date printed beside it/);
  });

  it('reads a doubled figure OCR read once, among several fitting readings and even when read surely', () => {
    // Two rows in a run misread alike ("1/10" twice for 11/10), and one read surely but wrongly.
    const days = ['01', '02', '03', '05', '06', '07', '08', '09', '10', '10', '1', '1', '12', '13', '15', '16', '17', '18', '19', '20', '21', '2', '22', '23'];
    const read = rows(...days.map((d): string | [string, number] => (d.length === 1 ? [`${d}/10`, d === '2' ? 0.9 : 0.67] : `${d}/10`)));
    repairDateOrder(read, context, ocr);
    expect(read.map((r) => r.date?.slice(8)).filter((_, i) => days[i]?.length === 1)).toEqual(['11', '11', '22']);
    expect(read[10]?.repairs?.[0]).toMatch(/doubled figure read once/);
  });
});
