import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ofxdump } from '../../../test/helpers/ofxdump.ts';
import { parseQif, parseQifAccounts } from '../../../test/helpers/qif.ts';
import { mergeStatements } from '../ledger/merge.ts';
import type { Statement, Transaction } from '../types.ts';
import { cleanPayee } from '../payee/clean-payee.ts';
import { toOfx, toQfx } from './ofx.ts';
import { toQif } from './qif.ts';

function tx(overrides: Partial<Transaction> = {}): Transaction {
  return {
    date: '2024-03-01',
    description: 'Coffee',
    amount: new Decimal('-12.3'),
    balance: null,
    balancePrinted: false,
    currency: 'GBP',
    page: 1,
    y: 0,
    confidence: 1,
    ...overrides,
  };
}

function statement(transactions: Transaction[], overrides: Partial<Statement['metadata']> = {}): Statement {
  return {
    transactions,
    metadata: {
      bank: 'Test & Sons',
      bankId: 'test',
      accountNumber: '****1234',
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'GBP',
      openingBalance: new Decimal(100),
      closingBalance: new Decimal('87.70'),
      pdfType: 'TEXT_BASED',
      numberOfPages: 1,
      ...overrides,
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

describe('toOfx', () => {
  it('escapes markup, keeps accents, writes the cleaned payee (at most 32 characters) as NAME and the description as printed in MEMO', () => {
    const long = 'CAFÉ <NOIR> & "FILS" — a description well past thirty-two characters';
    const dump = ofxdump(
      toOfx(
        statement([tx({ description: long }), tx({ description: 'A & B\nline\u0001two', amount: new Decimal(5) }), tx({ description: 'SQ *TACO TRUCK 123' })]),
      ),
    );
    expect(dump.errors).toEqual([]);
    expect(dump.transactions[0]!.name).toBe([...cleanPayee(long)].slice(0, 32).join(''));
    expect(dump.transactions[0]!.memo).toBe(long);
    expect(dump.transactions[1]!.name).toBe('A & B Linetwo');
    expect(dump.transactions[2]!.name).toBe('Taco Truck');
    expect(dump.transactions[2]!.memo).toBe('SQ *TACO TRUCK 123');
    expect(dump.transactions.map((t) => t.type.split(':')[0])).toEqual(['DEBIT', 'CREDIT', 'DEBIT']);
  });

  it('gives identical rows different FITIDs, and the same ones on every run', () => {
    const s = statement([tx(), tx(), tx({ date: '2024-03-02' })]);
    const ids = ofxdump(toOfx(s)).transactions.map((t) => t.fitid);
    expect(new Set(ids).size).toBe(3);
    expect(ofxdump(toOfx(s, { generatedAt: new Date(0) })).transactions.map((t) => t.fitid)).toEqual(ids);
  });

  it('writes amounts with the currency digits and maps printed type codes', () => {
    const s = statement(
      [tx({ currency: 'JPY', amount: new Decimal(-1500), typeCode: 'DD' }), tx({ currency: 'JPY', amount: new Decimal(20), typeCode: 'atm' })],
      { currency: 'JPY', closingBalance: new Decimal(3000) },
    );
    const text = toOfx(s);
    expect(text).toContain('<TRNAMT>-1500</TRNAMT>');
    expect(text).toContain('<BALAMT>3000</BALAMT>');
    expect(ofxdump(text).transactions.map((t) => t.type.split(':')[0])).toEqual(['DIRECTDEBIT', 'ATM']);
  });

  it('writes one statement block per account of a statement holding several, and of a ledger', () => {
    const s = statement([tx({ accountNumber: '****1111' }), tx({ accountNumber: '****2222', amount: new Decimal(7) })]);
    s.sections = [
      {
        accountNumber: '****1111',
        periodStart: '2024-03-01',
        periodEnd: '2024-03-31',
        openingBalance: new Decimal(10),
        closingBalance: new Decimal('-2.30'),
        pages: [1],
        transactionCount: 1,
      },
      {
        accountNumber: '****2222',
        periodStart: '2024-03-01',
        periodEnd: '2024-03-31',
        openingBalance: new Decimal(1),
        closingBalance: new Decimal(8),
        pages: [1],
        transactionCount: 1,
      },
    ];
    const dump = ofxdump(toOfx(s));
    expect(dump.statements.map((x) => [x.account.split(/\s+/).pop(), x.ledgerBalance])).toEqual([
      ['****1111', '-2.30'],
      ['****2222', '8.00'],
    ]);
    const card = statement([tx({ date: '2024-03-05' })], { accountNumber: '****9999', documentType: 'credit_card', closingBalance: new Decimal('-50') });
    const ledger = ofxdump(toOfx(mergeStatements([s, card])));
    expect(ledger.accounts.map((a) => a.type)).toEqual(['CHECKING', 'CHECKING', 'CREDITCARD']);
    expect(ledger.transactions).toHaveLength(3);
  });

  it('QFX adds INTU.BID; bad options are coded errors', () => {
    expect(toQfx(statement([tx()]), { intuBid: '12345' })).toContain('<INTU.BID>12345</INTU.BID>');
    expect(() => toQfx(statement([tx()]), { intuBid: 'a b' })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
    expect(() => toOfx(statement([tx()]), { accountType: 'STOCKS' as never })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });

  it('leaves LEDGERBAL out when no balance is known', () => {
    const text = toOfx(statement([tx()], { closingBalance: null }));
    expect(text).not.toContain('LEDGERBAL');
    expect(ofxdump(text).transactions).toHaveLength(1);
  });
});

describe('toQif', () => {
  it('writes bank records in the chosen date format, read back by qif2json', () => {
    const s = statement([tx({ typeCode: 'SO', description: 'Rent\nMarch' }), tx({ date: '2024-03-31', amount: new Decimal('1000') })]);
    const us = parseQif(toQif(s), 'us');
    expect(us.type).toBe('Bank');
    expect(us.transactions.map((t) => [t.date.slice(0, 10), t.amount, t.payee, t.number])).toEqual([
      ['2024-03-01', -12.3, 'Rent March', 'SO'],
      ['2024-03-31', 1000, 'Coffee', undefined],
    ]);
    expect(toQif(s, { dateFormat: 'YMD' })).toContain('D2024-03-31\r\n');
    expect(() => toQif(s, { dateFormat: 'x' as never })).toThrow(expect.objectContaining({ code: 'INVALID_OPTIONS' }));
  });

  it('names each account of a ledger with an !Account block', () => {
    const card = statement([tx({ date: '2024-03-05', amount: new Decimal('-20') })], { accountNumber: '****9999', documentType: 'credit_card' });
    const qif = toQif(mergeStatements([statement([tx()]), card]), { dateFormat: 'DMY' });
    const accounts = parseQifAccounts(qif, 'DD-MM-YYYY');
    expect(accounts.map((a) => [a.name, a.parsed.type, a.parsed.transactions.length])).toEqual([
      ['Test & Sons ****1234', 'Bank', 1],
      ['Test & Sons ****9999', 'CCard', 1],
    ]);
  });
});
