import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/lines.ts';
import type { RawRow } from '../layout/table.ts';
import { RAW_EDITS } from './row-edits.ts';

/** A row whose first line prints these cells (x position, text), left to right. */
function row(cells: Array<[number, string]>, fields: Partial<RawRow>): RawRow {
  const line = {
    page: 1,
    top: 0,
    bottom: 9,
    size: 9,
    text: cells.map(([, t]) => t).join(' '),
    cells: cells.map(([x, text]) => ({ text, x0: x, x1: x + 40, words: [] })),
  } as unknown as Line;
  return { page: 1, top: 0, lines: [line], description: [], valueConfidence: 1, date: '01.02.2024', ...fields };
}

const edit = (name: string) => {
  const found = RAW_EDITS.find((e) => e.name.startsWith(name));
  if (!found) throw new Error(`no edit ${name}`);
  return found;
};

describe('a figure ending the description', () => {
  const paid = row(
    [
      [40, '01.02.2024'],
      [100, 'Rent'],
      [300, '12,00'],
      [400, '88,00'],
    ],
    { description: ['Rent'], amount: '12,00', balance: '88,00' },
  );
  const salary = row(
    [
      [40, '02.02.2024'],
      [100, 'Salary January'],
      [250, '1.756,65'],
      [400, '1.844,65'],
    ],
    { description: ['Salary January 1.756,65'], balance: '1.844,65' },
  );

  it('is the amount of a row that prints its balance but no amount, among rows that print theirs', () => {
    const edited = edit('a figure ending the description').apply([paid, salary]);
    expect(edited?.[1]).toMatchObject({ amount: '1.756,65', description: ['Salary January'] });
  });

  it('is left alone in a table whose rows print no amounts (a header that misses the columns)', () => {
    const lost = row([[40, '03.02.2024']], { description: ['Fee 2,00'], balance: '86,00' });
    expect(edit('a figure ending the description').apply([salary, lost])).toBeNull();
  });
});

describe('letters beside the amounts', () => {
  const marked = (amount: string, letter: string) =>
    row(
      [
        [40, '01.02.2024'],
        [100, 'Payment'],
        [300, amount],
        [360, letter],
      ],
      { description: [`Payment ${letter}`], amount },
    );
  const rows = [marked('10,00', 'A'), marked('5,00', 'B'), marked('7,00', 'B')];

  it('state the sides both ways round when they take two values', () => {
    const out = edit('letters beside the amounts as sides, the first seen money out').apply(rows);
    const into = edit('letters beside the amounts as sides, the first seen money in').apply(rows);
    expect(out?.map((r) => r.direction)).toEqual(['-', '+', '+']);
    expect(into?.map((r) => r.direction)).toEqual(['+', '-', '-']);
    expect(out?.[0]?.description).toEqual(['Payment']);
  });

  it('are no side marker when they take one value or three', () => {
    const one = [marked('10,00', 'A'), marked('5,00', 'A')];
    const three = [...rows, marked('1,00', 'C')];
    expect(edit('letters beside the amounts as sides, the first seen money out').apply(one)).toBeNull();
    expect(edit('letters beside the amounts as sides, the first seen money out').apply(three)).toBeNull();
  });
});

describe('amount and balance swapped', () => {
  it('swaps the columns whole: a row printing one figure keeps it in its column, now the other role', () => {
    const both = row([], { amount: '54.383.410', balance: '3.900.000-' });
    const amountOnly = row([], { balance: '7.350.000-' });
    const balanceOnly = row([], { amount: '58.283.410' });
    const swapped = edit('amount and balance swapped').apply([both, amountOnly, balanceOnly]);
    expect(swapped?.map((r) => [r.amount, r.balance])).toEqual([
      ['3.900.000-', '54.383.410'],
      ['7.350.000-', undefined],
      [undefined, '58.283.410'],
    ]);
  });
});
