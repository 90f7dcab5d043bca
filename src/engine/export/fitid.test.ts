import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '../types.ts';
import * as browser from './fitid.browser.ts';
import * as node from './fitid.ts';

const row = fc.record({
  date: fc.constantFrom('2025-01-02', '2025-01-03'),
  description: fc.oneof(fc.constantFrom('COFFEE', ' COFFEE  ', 'Café Zürich', '💳 CARD'), fc.string()),
  amount: fc.integer({ min: -100_000, max: 100_000 }).map((cents) => new Decimal(cents).div(100)),
});

describe('FITIDs', () => {
  it('are the same in the browser build (JavaScript SHA-256) as in Node (node:crypto)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(row, { maxLength: 20 }), (account, rows) => {
        const transactions = rows.map((r) => ({ ...r, balance: null, balancePrinted: false, currency: 'EUR' }) as Transaction);
        const ids = node.transactionIds(account, transactions);
        expect(browser.transactionIds(account, transactions)).toEqual(ids);
        expect(ids.every((id) => /^[0-9a-f]{30}$/.test(id))).toBe(true);
      }),
    );
  });

  it('tell repeated identical rows apart, and give a re-conversion the same ids', () => {
    const coffee = {
      date: '2025-01-02',
      description: 'COFFEE',
      amount: new Decimal('-3.50'),
      balance: null,
      balancePrinted: false,
      currency: 'EUR',
    } as Transaction;
    const ids = node.transactionIds('12345', [coffee, { ...coffee }]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(node.transactionIds('12345', [coffee, { ...coffee }])).toEqual(ids);
  });
});
