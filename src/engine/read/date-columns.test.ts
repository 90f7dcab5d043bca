import { describe, expect, it } from 'vitest';
import type { RawRow } from '../layout/table.ts';
import { orderDateColumns } from './date-columns.ts';

const row = (date: string, valueDate: string): RawRow => ({ page: 1, top: 0, lines: [], date, valueDate, description: [], valueConfidence: 1 });

describe('which of two dates is the transaction’s', () => {
  it('keeps the first when it is never the later one', () => {
    const rows = [row('01/05', '02/05'), row('03/05', '03/05')];
    expect(orderDateColumns(rows, false, 'DMY')).toEqual({ rows });
  });

  it('takes the second when the first is never the earlier one: a transaction precedes its posting', () => {
    const { rows, ambiguity } = orderDateColumns([row('03/05', '01/05'), row('03/05', '03/05')], false, 'DMY');
    expect(rows.map((r) => [r.date, r.valueDate])).toEqual([
      ['01/05', '03/05'],
      ['03/05', '03/05'],
    ]);
    expect(ambiguity).toBeUndefined();
  });

  it('compares across the year’s end', () => {
    const { rows } = orderDateColumns([row('02/01', '30/12')], false, 'DMY');
    expect(rows[0]?.date).toBe('30/12');
  });

  it('reports, never decides silently, when neither is always the earlier', () => {
    const { rows, ambiguity } = orderDateColumns([row('01/05', '02/05'), row('05/05', '03/05')], false, 'DMY');
    expect(rows[0]?.date).toBe('01/05');
    expect(ambiguity).toMatch(/earlier on 1 rows and later on 1/);
  });

  it('leaves the header’s naming alone', () => {
    const rows = [row('05/05', '03/05')];
    expect(orderDateColumns(rows, true, 'DMY').rows).toBe(rows);
  });
});
