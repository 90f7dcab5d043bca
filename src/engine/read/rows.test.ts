import { describe, expect, it } from 'vitest';
import type { Line } from '../layout/lines.ts';
import type { RawRow } from '../layout/table.ts';
import { DEFAULT_BALANCE_TERMS } from '../layout/vocabulary.ts';
import { type RowContext, typeRow } from './rows.ts';

const context: RowContext = { decimal: '.', dateOrder: 'DMY', period: null, balanceTerms: DEFAULT_BALANCE_TERMS };

const kindOf = (description: string) => {
  const raw: RawRow = { page: 1, top: 0, lines: [], description: [description], valueConfidence: 1, date: '31/10/2024', amount: '6,550.26' };
  return typeRow(raw, context).kind;
};

describe('a dated line naming the opening and the closing balance', () => {
  it('is a summary in either order: a right-to-left line stores its closing label first', () => {
    expect(kindOf('Opening balance 01/10/2024 Total debits Closing balance')).toBe('subtotal');
    expect(kindOf('יתרת סגירה סה״כ חיובים סה״כ זיכויים יתרת פתיחה 01/10/2024')).toBe('subtotal');
    expect(kindOf('Closing balance Total credits Opening balance 01/10/2024')).toBe('subtotal');
  });

  it('stays a row when the labels came in as its last lines (a summary printed under the table)', () => {
    const first = { text: '18/01 Direct debit Walmart membership 333.33- 10,083.45' } as Line;
    const raw: RawRow = {
      page: 1,
      top: 0,
      lines: [first, { text: 'Opening balance 20/12/2023 Total money in Total money out Closing balance' } as Line],
      description: ['Direct debit Walmart membership', 'Opening balance 20/12/2023 Total money in Total money out Closing balance'],
      valueConfidence: 1,
      date: '18/01/2024',
      amount: '333.33-',
    };
    expect(typeRow(raw, context).kind).toBe('transaction');
  });

  it('is a transaction when it names one of them only', () => {
    expect(kindOf('Transfer to savings')).toBe('transaction');
    expect(kindOf('Closing balance fee')).not.toBe('subtotal');
  });
});
