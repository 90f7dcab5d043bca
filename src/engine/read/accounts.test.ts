import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { RawRow } from '../layout/table.ts';
import { DEFAULT_BALANCE_TERMS } from '../layout/vocabulary.ts';
import { splitAccounts } from './accounts.ts';
import type { RowContext, TypedRow } from './rows.ts';

const context: RowContext = { decimal: ',', dateOrder: 'DMY', period: null, balanceTerms: DEFAULT_BALANCE_TERMS };

/** A row of one table segment: a transaction with its amount and balance, or a balance line ("Sākuma atlikums 500,00"). */
function row(kind: 'transaction' | 'balance', amount: string | null, balance: string | null, segment = 0): TypedRow {
  const raw: RawRow = { page: 1, top: 0, lines: [], description: [], valueConfidence: 1, date: '01-05-2025', segment };
  return {
    raw,
    kind,
    date: '2025-05-01',
    yearInferred: false,
    description: kind,
    amount: amount === null ? null : new Decimal(amount),
    signKnown: true,
    balance: balance === null ? null : new Decimal(balance),
  };
}

const split = (rows: TypedRow[]) => splitAccounts(rows, { isCard: false, context }, () => []).map((g) => g.length);

describe('accounts in one statement', () => {
  it('starts another account at a balance line that breaks the chain right after a closing that held, whatever its label', () => {
    const first = [row('balance', null, '100'), row('transaction', '-10', '90'), row('transaction', '5', '95'), row('balance', null, '95')];
    const second = [row('balance', null, '500'), row('transaction', '-20', '480')];
    expect(split([...first, ...second])).toEqual([4, 2]);
  });

  it('keeps one account where a balance line breaks the chain with no closing before it', () => {
    const rows = [row('balance', null, '100'), row('transaction', '-10', '90'), row('balance', null, '500'), row('transaction', '-20', '480')];
    expect(split(rows)).toEqual([4]);
  });
});
