import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { buildLines } from '../layout/lines.ts';
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

describe('an account whose summary follows its table', () => {
  /** Text lines, one word each line, as a heading box. */
  const box = (...texts: string[]) =>
    buildLines({
      page: 1,
      width: 595,
      height: 842,
      source: 'text',
      words: texts.map((text, i) => ({ text, page: 1, x: 40, y: 100 + i * 14, width: 200, height: 9, confidence: 1 })),
    });
  const first = [row('transaction', '-10', '90'), row('transaction', '5', '95')];
  const second = [row('transaction', '-20', '480', 1)];
  const splitWith = (heading: string) =>
    splitAccounts([...first, ...second], { isCard: false, context }, (_, previous) => (previous ? box(heading) : box('GB11BANK11111111111111'))).map(
      (g) => g.length,
    );

  it('starts at a table whose first balance breaks the chain under an account number not named before', () => {
    expect(splitWith('GB22BANK22222222222222')).toEqual([2, 1]);
  });

  it('does not start where the box names no account, or the same one (a missing row breaks the chain there)', () => {
    expect(splitWith('GB11BANK11111111111111')).toEqual([3]);
    expect(splitWith('Continued')).toEqual([3]);
  });
});
