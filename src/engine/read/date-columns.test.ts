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
    const { rows, ambiguity } = orderDateColumns([row('03/05', '01/05'), row('04/05', '02/05'), row('06/05', '05/05'), row('03/05', '03/05')], false, 'DMY');
    expect(rows.map((r) => [r.date, r.valueDate])).toEqual([
      ['01/05', '03/05'],
      ['02/05', '04/05'],
      ['05/05', '06/05'],
      ['03/05', '03/05'],
    ]);
    expect(ambiguity).toBeUndefined();
  });

  it('says so when the rule decides on a row or two only', () => {
    const { rows, ambiguity } = orderDateColumns([row('03/05', '01/05'), row('03/05', '03/05')], false, 'DMY');
    expect(rows[0]?.date).toBe('01/05');
    expect(ambiguity).toMatch(/earlier on 1 row only/);
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

  it('takes the date that stays within the printed period when a value date falls either side', () => {
    const period = { start: '2020-11-15', end: '2020-12-14' };
    // The first column leaves the period on the last row: it holds the value dates.
    const rows = [row('13/12/2020', '11/12/2020'), row('28/11/2020', '30/11/2020'), row('15/12/2020', '14/12/2020')];
    const chosen = orderDateColumns(rows, false, 'DMY', undefined, period);
    expect(chosen.rows.map((r) => r.date)).toEqual(['11/12/2020', '30/11/2020', '14/12/2020']);
    expect(chosen.ambiguity).toBeUndefined();
  });

  it('follows a profile that says which column is the transaction date', () => {
    const rows = [row('01/05', '02/05'), row('05/05', '03/05')];
    expect(orderDateColumns(rows, false, 'DMY', 'right').rows.map((r) => r.date)).toEqual(['02/05', '03/05']);
    expect(orderDateColumns(rows, false, 'DMY', 'left').ambiguity).toBeUndefined();
  });
});
