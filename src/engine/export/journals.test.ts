import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { beanCheck, hledgerCheck, runWith } from '../../../test/helpers/books-tools.ts';
import { mergeStatements } from '../ledger/merge.ts';
import type { Statement, Transaction } from '../types.ts';
import { toBeancount } from './beancount.ts';
import { toHledger } from './hledger.ts';
import { toOfx } from './ofx.ts';

function tx(
  date: string,
  amount: string,
  balance: string | null,
  description = 'CARD 1234 TESCO STORES 3297',
  overrides: Partial<Transaction> = {},
): Transaction {
  return {
    date,
    description,
    amount: new Decimal(amount),
    balance: balance === null ? null : new Decimal(balance),
    balancePrinted: balance !== null,
    currency: 'GBP',
    page: 1,
    y: 0,
    confidence: 1,
    ...overrides,
  };
}

function statement(transactions: Transaction[], overrides: Partial<Statement['metadata']> = {}, warnings: Statement['warnings'] = []): Statement {
  const opening = overrides.openingBalance === undefined ? new Decimal(100) : overrides.openingBalance;
  const sum = transactions.reduce((s, t) => s.plus(t.amount), new Decimal(0));
  return {
    transactions,
    metadata: {
      bank: 'Test Bank',
      bankId: 'test',
      accountNumber: '****1234',
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'GBP',
      openingBalance: opening,
      closingBalance: opening ? opening.plus(sum) : null,
      pdfType: 'TEXT_BASED',
      numberOfPages: 1,
      ...overrides,
    },
    warnings,
    reconciliation: {
      status: warnings.length === 0 ? 'verified' : 'failed',
      statusReason: '',
      totalsChecked: 1,
      totalsHeld: warnings.length === 0 ? 1 : 0,
      ok: warnings.length === 0,
      balancesChecked: 0,
      balanceMismatches: 0,
      computedClosing: null,
      totalsMatch: warnings.length === 0,
      evidence: [],
    },
    sections: [],
  };
}

/** Three rows, two on the first day, every balance printed. */
const twoPerDay = () =>
  statement([tx('2024-03-01', '-10', '90'), tx('2024-03-01', '-5', '85', 'SQ *TACO TRUCK 123'), tx('2024-03-02', '20', '105', 'SALARY ACME LTD')]);

const assertions = (beancount: string) => [...beancount.matchAll(/^(\d{4}-\d{2}-\d{2}) balance (\S+)\s+(\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[3]}`);

describe('toBeancount and toHledger', () => {
  it('beancount asserts the balance at the end of each day on the next day (its balances apply at the start of a day)', () => {
    const text = toBeancount(twoPerDay());
    // 85.00 after the first day's last row, 105.00 after the second day (and as the closing balance on 2024-04-01).
    expect(assertions(text)).toEqual(['2024-03-02 85.00', '2024-03-03 105.00', '2024-04-01 105.00']);
    expect(text).not.toContain('balance Assets:Bank:Test-Bank:GBP:1234  90.00');
  });

  it('hledger asserts every printed balance on its own row, two on one day included', () => {
    const text = toHledger(twoPerDay());
    expect([...text.matchAll(/ = (\S+) GBP$/gm)].map((m) => m[1])).toEqual(['100.00', '90.00', '85.00', '105.00', '105.00']);
  });

  it.runIf(runWith('beancount'))("beancount's checker accepts it", () => {
    const result = beanCheck(toBeancount(twoPerDay()));
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  });

  it.runIf(runWith('hledger'))('hledger check -s accepts it', () => {
    expect(hledgerCheck(toHledger(twoPerDay()))).toEqual({ ok: true, output: '' });
  });

  it('keeps the payee, the description as printed, the stable id and the value date', () => {
    const s = statement([tx('2024-03-01', '-10', '90', 'SQ *TACO TRUCK 123', { valueDate: '2024-03-02', typeCode: 'POS' })]);
    const fitid = /<FITID>([0-9a-f]+)</.exec(toOfx(s))?.[1];
    const bean = toBeancount(s);
    expect(bean).toContain('2024-03-01 * "Taco Truck" "SQ *TACO TRUCK 123"');
    expect(bean).toContain(`  fitid: "${fitid}"`);
    expect(bean).toContain('  description: "SQ *TACO TRUCK 123"');
    expect(bean).toContain('  value-date: 2024-03-02');
    const ledger = toHledger(s);
    expect(ledger).toContain(`2024-03-01=2024-03-02 * Taco Truck | SQ *TACO TRUCK 123  ; fitid:${fitid}, type:POS`);
  });

  it('asserts no printed balance the reconciliation found wrong, nor a closing balance that did not reconcile', () => {
    const s = statement([tx('2024-03-01', '-10', '95'), tx('2024-03-02', '-5', '85')], {}, [
      { code: 'BALANCE_MISMATCH', message: 'row 1', transactionIndex: 0 },
      { code: 'TOTALS_MISMATCH', message: 'totals' },
    ]);
    s.metadata.closingBalance = new Decimal(80);
    s.reconciliation.totalsMatch = false;
    const bean = toBeancount(s);
    expect(assertions(bean)).toEqual(['2024-03-03 85.00']);
    expect(bean).toContain('did not reconcile with the rows: not asserted');
    expect([...toHledger(s).matchAll(/ = (\S+) GBP$/gm)].map((m) => m[1])).toEqual(['100.00', '85.00']);
  });

  it('derives the opening balance from the first printed balance when none is printed', () => {
    const s = statement([tx('2024-03-01', '-10', '90'), tx('2024-03-02', '-5', '85')], { openingBalance: null, closingBalance: null });
    const bean = toBeancount(s);
    expect(bean).toContain('2024-03-01 * "Opening balance" "derived from the first printed balance"\n  Assets:Bank:Test-Bank:GBP:1234  100.00 GBP');
  });

  it('writes the opening balance as an assertion only, for books that already hold the earlier statements', () => {
    const bean = toBeancount(twoPerDay(), { opening: 'assertion' });
    expect(bean).not.toContain('Opening balance');
    expect(assertions(bean)[0]).toBe('2024-03-01 100.00');
    const ledger = toHledger(twoPerDay(), { opening: 'assertion' });
    expect(ledger).toContain('2024-03-01 Opening balance\n    Assets:Bank:Test-Bank:GBP:1234  0 GBP = 100.00 GBP');
    expect(ledger).not.toContain('Equity:');
  });

  it('names accounts from the account map, and books rows to their categories', () => {
    const s = twoPerDay();
    s.transactions[0]!.category = 'Groceries';
    s.transactions[2]!.category = 'Income:Salary';
    s.transactions[1]!.category = null;
    const map = {
      accounts: [{ accountNumber: '1234', account: 'Assets:Current' }],
      categories: { Groceries: 'Expenses:Food:Groceries' },
      expenses: 'Expenses:Unknown',
      opening: 'Equity:Start',
    };
    const bean = toBeancount(s, { accountMap: map });
    expect(bean).toContain('  Assets:Current  -10.00 GBP\n  Expenses:Food:Groceries  10.00 GBP');
    expect(bean).toContain('  Expenses:Unknown  5.00 GBP');
    expect(bean).toContain('  Income:Salary  -20.00 GBP');
    expect(bean).toContain('  Equity:Start  -100.00 GBP');
    expect(toBeancount(s)).toContain('  Expenses:Groceries  10.00 GBP');
  });

  it('names cards as liabilities and statements without a currency XXX; makes account names valid', () => {
    const card = statement([tx('2024-03-01', '-10', '-10', 'Coffee', { currency: null })], {
      documentType: 'credit_card',
      currency: null,
      bank: 'Crédit Agricole',
      openingBalance: new Decimal(0),
    });
    const bean = toBeancount(card);
    expect(bean).toContain('open Liabilities:CreditCard:Credit-Agricole:XXX:1234');
    expect(bean).toContain('-10.00 XXX');
  });

  it('writes a statement listed newest first in the order the rows happened', () => {
    const s = statement([tx('2024-03-02', '20', '105'), tx('2024-03-01', '-5', '85'), tx('2024-03-01', '-10', '90')]);
    expect([...toHledger(s).matchAll(/ = (\S+) GBP$/gm)].map((m) => m[1])).toEqual(['100.00', '90.00', '85.00', '105.00', '105.00']);
  });

  it('writes a merged ledger: one opening, the later statement’s opening asserted, rows repeated by the overlap once', () => {
    const march = twoPerDay();
    const april = statement([tx('2024-03-02', '20', '105', 'SALARY ACME LTD'), tx('2024-04-02', '-5', '100')], {
      periodStart: '2024-03-02',
      periodEnd: '2024-04-30',
      openingBalance: new Decimal(85),
    });
    const ledger = mergeStatements([
      { source: 'march.pdf', statement: march },
      { source: 'april.pdf', statement: april },
    ]);
    const bean = toBeancount(ledger);
    expect((bean.match(/"Opening balance"/g) ?? []).length).toBe(1);
    expect(assertions(bean)).toContain('2024-03-02 85.00');
    expect((bean.match(/SALARY ACME LTD" "/g) ?? []).length + (bean.match(/"Salary Acme"/g) ?? []).length).toBe(1);
    // Converting the overlapping statement on its own gives the shared row the same id: an importer that dedupes on fitid adds nothing twice.
    const id = (text: string) => /"SALARY ACME LTD"\n {2}fitid: "([0-9a-f]+)"/.exec(text)?.[1];
    expect(id(toBeancount(april))).toBe(id(toBeancount(march)));
    if (runWith('beancount')) expect(beanCheck(bean).output).toBe('');
    if (runWith('hledger')) expect(hledgerCheck(toHledger(ledger)).output).toBe('');
  });
});
