import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Statement, Transaction } from '../types.ts';
import { mergeStatements, rowKey } from './merge.ts';

const day = (n: number): string => new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10);

function tx(date: string, amount: string, description: string): Transaction {
  return { date, description, amount: new Decimal(amount), balance: null, balancePrinted: false, currency: 'EUR', page: 1, y: 0, confidence: 1 };
}

function statement(
  rows: Transaction[],
  p: { start: string; end: string; opening?: string; closing?: string; account?: string | null; bank?: string },
): Statement {
  return {
    transactions: rows,
    metadata: {
      bank: p.bank ?? 'Test Bank',
      bankId: 'test',
      accountNumber: p.account === undefined ? '****1234' : p.account,
      statementPeriod: p.end.slice(0, 7),
      periodStart: p.start,
      periodEnd: p.end,
      currency: 'EUR',
      openingBalance: p.opening ? new Decimal(p.opening) : null,
      closingBalance: p.closing ? new Decimal(p.closing) : null,
      pdfType: 'TEXT_BASED',
      numberOfPages: 1,
    },
    warnings: [],
    reconciliation: {
      status: 'verified',
      statusReason: '',
      ok: true,
      balancesChecked: 0,
      balanceMismatches: 0,
      computedClosing: null,
      totalsMatch: null,
      totalsChecked: 0,
      totalsHeld: 0,
      evidence: [],
    },
    sections: [],
  };
}

const count = (rows: readonly Transaction[]): Map<string, number> => {
  const m = new Map<string, number>();
  for (const r of rows) m.set(rowKey(r), (m.get(rowKey(r)) ?? 0) + 1);
  return m;
};

/** Few amounts and descriptions, so identical rows (same day, amount, text) are common. */
const rowOn = (days: fc.Arbitrary<number>) =>
  fc
    .record({ d: days, a: fc.constantFrom('-4.50', '-12.00', '100.00', '-4.5'), t: fc.constantFrom('COFFEE', 'RENT', 'Salary', 'coffee ') })
    .map((r) => tx(day(r.d), r.a, r.t));

const byDate = (rows: Transaction[]) => [...rows].sort((x, y) => x.date.localeCompare(y.date));

describe('mergeStatements: overlap', () => {
  it('recovers the account exactly when two statements share days (either input order)', () => {
    fc.assert(
      fc.property(
        fc.array(rowOn(fc.integer({ min: 1, max: 60 })), { maxLength: 40 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        fc.boolean(),
        (all, a, width, swap) => {
          const rows = byDate(all);
          const b = Math.min(60, a + width); // A covers days 1..b, B covers a..60: days a..b are in both
          const first = statement(
            rows.filter((r) => r.date <= day(b)),
            { start: day(1), end: day(b) },
          );
          const second = statement(
            rows.filter((r) => r.date >= day(a)),
            { start: day(a), end: day(60) },
          );
          const ledger = mergeStatements(swap ? [second, first] : [first, second]);
          expect(ledger.accounts).toHaveLength(1);
          expect(count(ledger.accounts[0]!.transactions)).toEqual(count(rows));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps, for each row in the shared days, as many as the statement listing the most; outside them, all', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        fc.array(rowOn(fc.integer({ min: 1, max: 40 })), { maxLength: 30 }),
        fc.array(rowOn(fc.integer({ min: 1, max: 40 })), { maxLength: 30 }),
        (start, overlap, rowsA, rowsB) => {
          const aEnd = Math.min(40, start + overlap);
          const a = byDate(rowsA.filter((r) => r.date <= day(aEnd)));
          const b = byDate(rowsB.filter((r) => r.date >= day(start)));
          const ledger = mergeStatements([
            { source: 'a.pdf', statement: statement(a, { start: day(1), end: day(aEnd) }) },
            { source: 'b.pdf', statement: statement(b, { start: day(start), end: day(40) }) },
          ]);
          const merged = count(ledger.accounts[0]!.transactions);
          const inShared = (r: Transaction) => r.date >= day(start) && r.date <= day(aEnd);
          const ca = count(a.filter(inShared));
          const cb = count(b.filter(inShared));
          for (const key of new Set([...ca.keys(), ...cb.keys()])) {
            expect(merged.get(key)).toBe(Math.max(ca.get(key) ?? 0, cb.get(key) ?? 0));
          }
          const outside = [...a, ...b].filter((r) => !inShared(r));
          for (const [key, n] of count(outside)) expect((merged.get(key) ?? 0) - Math.max(ca.get(key) ?? 0, cb.get(key) ?? 0)).toBe(n);
          const removed = ledger.accounts[0]!.statements.reduce((s, x) => s + x.duplicatesRemoved, 0);
          expect(ledger.accounts[0]!.transactions.length).toBe(a.length + b.length - removed);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps rows repeated inside one statement, alone or beside a statement of other days', () => {
    fc.assert(
      fc.property(
        fc.array(rowOn(fc.integer({ min: 1, max: 20 })), { maxLength: 30 }),
        fc.array(rowOn(fc.integer({ min: 21, max: 40 })), { maxLength: 30 }),
        (a, b) => {
          const ledger = mergeStatements([statement(byDate(b), { start: day(21), end: day(40) }), statement(byDate(a), { start: day(1), end: day(20) })]);
          expect(count(ledger.accounts[0]!.transactions)).toEqual(count([...a, ...b]));
          expect(ledger.accounts[0]!.statements.every((s) => s.duplicatesRemoved === 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a statement given twice once', () => {
    fc.assert(
      fc.property(fc.array(rowOn(fc.integer({ min: 1, max: 30 })), { maxLength: 30 }), (rows) => {
        const s = statement(byDate(rows), { start: day(1), end: day(30) });
        const ledger = mergeStatements([s, s]);
        expect(ledger.accounts[0]!.transactions.map(rowKey)).toEqual(s.transactions.map(rowKey));
        expect(ledger.warnings).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('can be told not to deduplicate', () => {
    const s = statement([tx(day(3), '-4.50', 'COFFEE')], { start: day(1), end: day(30) });
    expect(mergeStatements([s, s], { dedupe: false }).accounts[0]!.transactions).toHaveLength(2);
  });
});

describe('mergeStatements: accounts, order and continuity', () => {
  const jan = statement([tx(day(5), '-10.00', 'A')], { start: day(1), end: day(31), opening: '100.00', closing: '90.00' });
  const feb = statement([tx(day(40), '-5.00', 'B')], { start: day(32), end: day(59), opening: '90.00', closing: '85.00' });

  it('orders statements by period whatever the input order, and takes the balances of the ends', () => {
    const ledger = mergeStatements([
      { source: 'feb.pdf', statement: feb },
      { source: 'jan.pdf', statement: jan },
    ]);
    const [account] = ledger.accounts;
    expect(account!.statements.map((s) => s.source)).toEqual(['jan.pdf', 'feb.pdf']);
    expect(account!.transactions.map((t) => [t.description, t.source])).toEqual([
      ['A', 'jan.pdf'],
      ['B', 'feb.pdf'],
    ]);
    expect(account!.openingBalance!.toFixed(2)).toBe('100.00');
    expect(account!.closingBalance!.toFixed(2)).toBe('85.00');
    expect([account!.periodStart, account!.periodEnd]).toEqual([day(1), day(59)]);
    expect(ledger.warnings).toEqual([]);
  });

  it('warns about a balance that does not carry over, naming both files', () => {
    const off = statement(feb.transactions, { start: day(32), end: day(59), opening: '95.00', closing: '90.00' });
    const ledger = mergeStatements([
      { source: 'jan.pdf', statement: jan },
      { source: 'feb.pdf', statement: off },
    ]);
    expect(ledger.warnings).toEqual([
      expect.objectContaining({
        code: 'BALANCE_DISCONTINUITY',
        sources: ['jan.pdf', 'feb.pdf'],
        message: 'jan.pdf closes at 90.00 but feb.pdf opens at 95.00 (difference 5.00).',
      }),
    ]);
  });

  it('warns about missing days between two statements, naming both files', () => {
    const march = statement([tx(day(70), '-1.00', 'C')], { start: day(60 + 5), end: day(90), opening: '85.00' });
    const ledger = mergeStatements([
      { source: 'jan.pdf', statement: jan },
      { source: 'mar.pdf', statement: march },
    ]);
    expect(ledger.warnings.map((w) => [w.code, w.sources])).toEqual([['PERIOD_GAP', ['jan.pdf', 'mar.pdf']]]);
    expect(ledger.warnings[0]!.message).toContain(`jan.pdf ends on ${day(31)} but mar.pdf starts on ${day(65)}`);
  });

  it('keeps accounts apart, and groups statements without an account number by bank and currency with a warning', () => {
    const other = statement([tx(day(6), '-1.00', 'X')], { start: day(1), end: day(31), account: '****9999' });
    const bare1 = statement([tx(day(7), '-2.00', 'Y')], { start: day(1), end: day(31), account: null, bank: 'Kiwi Bank' });
    const bare2 = statement([tx(day(40), '-3.00', 'Z')], { start: day(32), end: day(59), account: null, bank: 'Kiwi Bank' });
    const ledger = mergeStatements([jan, other, bare1, bare2]);
    expect(ledger.accounts.map((a) => [a.key, a.transactions.length])).toEqual([
      ['****1234|EUR', 1],
      ['****9999|EUR', 1],
      ['Kiwi Bank|EUR', 2],
    ]);
    expect(ledger.warnings.map((w) => [w.code, w.account])).toEqual([['ACCOUNT_NOT_PRINTED', 'Kiwi Bank|EUR']]);
  });

  it('splits a statement holding several accounts into them', () => {
    const two = statement(
      [
        { ...tx(day(3), '-1.00', 'P'), accountNumber: '****1111' },
        { ...tx(day(4), '-2.00', 'Q'), accountNumber: '****2222' },
      ],
      { start: day(1), end: day(31) },
    );
    two.sections = [
      {
        accountNumber: '****1111',
        periodStart: day(1),
        periodEnd: day(31),
        openingBalance: new Decimal(10),
        closingBalance: new Decimal(9),
        pages: [1],
        transactionCount: 1,
      },
      {
        accountNumber: '****2222',
        periodStart: day(1),
        periodEnd: day(31),
        openingBalance: new Decimal(20),
        closingBalance: new Decimal(18),
        pages: [1],
        transactionCount: 1,
      },
    ];
    const ledger = mergeStatements([two]);
    expect(ledger.accounts.map((a) => [a.accountNumber, a.closingBalance?.toFixed(2), a.transactions.map((t) => t.description).join()])).toEqual([
      ['****1111', '9.00', 'P'],
      ['****2222', '18.00', 'Q'],
    ]);
  });
});
