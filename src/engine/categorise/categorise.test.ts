import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ConversionError } from '../errors.ts';
import { toBeancount } from '../export/beancount.ts';
import { toHledger } from '../export/hledger.ts';
import type { Statement, Transaction } from '../types.ts';
import { applyCategories, categorise } from './categorise.ts';
import { detectHistoryFormat, readHistory } from './history.ts';
import { parseLooseAmount } from './loose-amount.ts';

function tx(description: string, amount: string, date = '2024-03-01'): Transaction {
  return { date, description, amount: new Decimal(amount), balance: null, balancePrinted: false, currency: 'GBP', page: 1, y: 0, confidence: 1 };
}

function statement(transactions: Transaction[]): Statement {
  return {
    transactions,
    metadata: {
      bank: 'Test',
      bankId: null,
      accountNumber: '****1234',
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'GBP',
      openingBalance: null,
      closingBalance: null,
      pdfType: 'TEXT_BASED',
      numberOfPages: 1,
    },
    warnings: [],
    reconciliation: {
      status: 'verified',
      statusReason: '',
      totalsChecked: 0,
      totalsHeld: 0,
      ok: true,
      balancesChecked: 0,
      balanceMismatches: 0,
      computedClosing: null,
      totalsMatch: null,
      evidence: [],
    },
    sections: [],
  };
}

const HISTORY_CSV = `Date,Description,Amount,Category
2024-01-03,CARD 1234 TESCO STORES 3297 LONDON,-23.10,Expenses:Groceries
2024-01-10,TESCO STORES 2211,-41.00,Expenses:Groceries
2024-01-12,SAINSBURYS S/MKTS,-12.00,Expenses:Groceries
2024-01-15,SQ *TACO TRUCK 123,-8.50,Expenses:Eating-Out
2024-01-25,SALARY ACME LTD,2500.00,Income:Salary
2024-02-25,SALARY ACME LTD,2500.00,Income:Salary
2024-01-28,DIRECT DEBIT BRITISH GAS,-60.00,Expenses:Utilities
2024-01-29,SOMETHING ELSE,-5.00,Expenses:Uncategorized
`;

describe('rules', () => {
  const rules = {
    rules: [
      { name: 'rent', category: 'Expenses:Rent', words: ['landlord', 'rent'], amount: { max: -500 } },
      { category: 'Expenses:Coffee', payee: '^(costa|starbucks)', direction: 'out' },
      { category: 'Income:Refunds', description: 'REFUND', direction: 'in', account: '1234' },
    ],
  };

  it('gives the first matching rule’s category, confidence 1 and the rule as the reason', () => {
    const out = categorise(
      statement([tx('STO RENT MARCH LANDLORD LTD', '-950'), tx('STARBUCKS STORE #1234', '-3.20'), tx('AMAZON REFUND', '12'), tx('RENT SHARE', '-20')]),
      { rules },
    );
    expect(out.transactions.map((t) => [t.category, t.categoryConfidence])).toEqual([
      ['Expenses:Rent', 1],
      ['Expenses:Coffee', 1],
      ['Income:Refunds', 1],
      [null, 0],
    ]);
    expect(out.transactions[0]!.categoryReason).toBe('rule "rent" (words landlord, rent; amount ≤ -500)');
    expect(out.transactions[1]!.categoryReason).toBe('rule 2 (payee /^(costa|starbucks)/; money out)');
    expect(out.transactions[3]!.categoryReason).toMatch(/^abstained/);
  });

  it('refuses a rules document it cannot use, naming the rule', () => {
    expect(() => categorise(statement([]), { rules: { rules: [{ category: 'X' }] } })).toThrow('rules[0] has no condition');
    expect(() => categorise(statement([]), { rules: { rules: [{ category: 'X', payee: '(' }] } })).toThrow(ConversionError);
    expect(() => categorise(statement([]), { rules: { rules: [{ category: 'X', amount: { min: 'ten' } }] } })).toThrow('rules[0].amount.min must be a number');
    expect(() => categorise(statement([]), { rules: [{ category: 'X', colour: 'red', words: ['a'] }] })).toThrow('unknown field(s) colour');
  });
});

describe('history', () => {
  it('reads a CSV with a category column, leaving uncategorised rows out', () => {
    const entries = readHistory(HISTORY_CSV);
    expect(entries).toHaveLength(7);
    expect(entries[0]).toMatchObject({ date: '2024-01-03', payee: 'Tesco', category: 'Expenses:Groceries' });
    expect(entries[0]!.amount!.eq(-23.1)).toBe(true);
  });

  it('proposes the category of the most similar past entries, with a confidence and the entries as the reason', () => {
    const out = categorise(statement([tx('POS 9876 TESCO STORES 1111 LEEDS', '-17.45'), tx('SALARY ACME LTD', '2500'), tx('DVLA VEHICLE TAX', '-180')]), {
      history: readHistory(HISTORY_CSV),
    });
    const [tesco, salary, tax] = out.transactions;
    expect(tesco!.category).toBe('Expenses:Groceries');
    expect(tesco!.categoryConfidence).toBeGreaterThanOrEqual(0.5);
    expect(tesco!.categoryReason).toMatch(
      /^history: \d of the \d most similar past entries are Expenses:Groceries: "TESCO STORES 2211" \(2024-01-10, -41, similarity \d\.\d\d\); "CARD 1234 TESCO STORES 3297 LONDON"/,
    );
    expect(salary!.category).toBe('Income:Salary');
    expect(tax!.category).toBeNull();
    expect(tax!.categoryReason).toMatch(/^abstained/);
  });

  it('abstains below the threshold and says what it would have guessed', () => {
    const out = categorise(statement([tx('TESCO', '-5')]), { history: readHistory(HISTORY_CSV), threshold: 0.99 });
    expect(out.transactions[0]!.category).toBeNull();
    expect(out.transactions[0]!.categoryReason).toMatch(/^abstained \(confidence 0\.\d+ below 0\.99\): best guess Expenses:Groceries/);
  });

  it('learns from its own journals: beancount and hledger exports with categories read back as history', () => {
    const past = applyCategories(statement([tx('CARD 1234 TESCO STORES 3297', '-23.10'), tx('SALARY ACME LTD', '2500'), tx('SQ *TACO TRUCK 123', '-8.50')]), [
      'Expenses:Groceries',
      'Income:Salary',
      'Eating-Out',
    ]);
    for (const text of [toBeancount(past), toHledger(past)]) {
      const entries = readHistory(text);
      expect(detectHistoryFormat(text)).toBe(text.includes('open Assets') ? 'beancount' : 'hledger');
      expect(entries.map((e) => [e.description, e.category, e.amount?.toFixed(2)])).toEqual([
        ['CARD 1234 TESCO STORES 3297', 'Expenses:Groceries', '-23.10'],
        ['SALARY ACME LTD', 'Income:Salary', '2500.00'],
        ['SQ *TACO TRUCK 123', 'Expenses:Eating-Out', '-8.50'],
      ]);
      const next = categorise(statement([tx('TACO TRUCK', '-9')]), { history: entries });
      expect(next.transactions[0]!.category).toBe('Expenses:Eating-Out');
    }
  });

  it('refuses a history with nothing categorised in it', () => {
    expect(() => readHistory('Date,Description,Amount\n2024-01-01,X,1\n')).toThrow(ConversionError);
  });
});

describe('applyCategories', () => {
  it('puts the user’s choices over the proposals, and the journals book them', () => {
    const proposed = categorise(statement([tx('TESCO STORES 2211', '-10'), tx('SALARY ACME LTD', '100')]), { history: readHistory(HISTORY_CSV) });
    const chosen = applyCategories(proposed, ['Expenses:Household', null]);
    expect(chosen.transactions.map((t) => [t.category, t.categoryReason])).toEqual([
      ['Expenses:Household', 'chosen by the user'],
      [null, 'left uncategorised by the user'],
    ]);
    const bean = toBeancount(chosen);
    expect(bean).toContain('  Expenses:Household  10.00 GBP');
    expect(bean).toContain('  Income:Uncategorized  -100.00 GBP');
  });
});

describe('parseLooseAmount', () => {
  it.each([
    ['-12.30', '-12.3'],
    ['1,234.56 EUR', '1234.56'],
    ['GBP -12.30', '-12.3'],
    ['£12.30', '12.3'],
    ['-1.234,56', '-1234.56'],
    ['(12.30)', '-12.3'],
    ['12,5', '12.5'],
    ['1,234', '1234'],
    ['abc', null],
  ])('%s → %s', (text, value) => {
    expect(parseLooseAmount(text)?.toFixed() ?? null).toBe(value);
  });
});
