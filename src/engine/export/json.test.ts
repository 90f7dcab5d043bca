import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Statement, Transaction } from '../types.ts';
import { formatMoney, minorUnitDigits } from './currency-digits.ts';
import { toJson, toJsonDocument } from './json.ts';

function tx(overrides: Partial<Transaction> = {}): Transaction {
  return {
    date: '2024-03-01',
    description: 'Coffee',
    amount: new Decimal('-12.3'),
    balance: new Decimal('1487.7'),
    balancePrinted: true,
    currency: 'GBP',
    page: 1,
    y: 100,
    confidence: 1,
    ...overrides,
  };
}

function statement(overrides: Partial<Statement> = {}): Statement {
  return {
    transactions: [tx()],
    metadata: {
      bank: 'Test Bank',
      bankId: 'test',
      accountNumber: '****1234',
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'GBP',
      openingBalance: new Decimal(1500),
      closingBalance: new Decimal('1487.7'),
      pdfType: 'TEXT_BASED',
      numberOfPages: 2,
    },
    warnings: [],
    reconciliation: {
      status: 'verified',
      statusReason: '',
      ok: true,
      balancesChecked: 1,
      balanceMismatches: 0,
      computedClosing: new Decimal('1487.70'),
      totalsMatch: true,
      totalsChecked: 0,
      totalsHeld: 0,
      evidence: [],
    },
    sections: [
      {
        periodStart: '2024-03-01',
        periodEnd: '2024-03-31',
        openingBalance: new Decimal(1500),
        closingBalance: new Decimal('1487.7'),
        pages: [1, 2],
        transactionCount: 1,
      },
    ],
    ...overrides,
  };
}

describe('currency digits', () => {
  it('follows ISO 4217', () => {
    expect(minorUnitDigits('GBP')).toBe(2);
    expect(minorUnitDigits('HUF')).toBe(2);
    expect(minorUnitDigits('jpy')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits(null)).toBe(2);
    expect(minorUnitDigits('XYZ')).toBe(2);
  });

  it('pads to the minor unit but never rounds digits away', () => {
    expect(formatMoney(new Decimal('-12.3'), 'EUR')).toBe('-12.30');
    expect(formatMoney(new Decimal('1500'), 'JPY')).toBe('1500');
    expect(formatMoney(new Decimal('1.5'), 'BHD')).toBe('1.500');
    expect(formatMoney(new Decimal('0.125'), 'EUR')).toBe('0.125');
    expect(formatMoney(new Decimal('-0'), 'EUR')).toBe('0.00');
    expect(formatMoney(new Decimal('1e21'), 'EUR')).toBe('1000000000000000000000.00');
    expect(() => formatMoney(new Decimal(NaN), 'EUR')).toThrow(RangeError);
  });
});

describe('toJson', () => {
  it('parses and writes money with the exact minor-unit digits', () => {
    const s = statement({
      transactions: [
        tx({ amount: new Decimal('1500'), balance: new Decimal('1500') }),
        tx({ amount: new Decimal('-0.1'), balance: new Decimal('1499.9') }),
        tx({ amount: new Decimal('12345678901234.56'), balance: new Decimal('12345678902734.46') }),
      ],
    });
    const raw = toJson(s);
    expect(() => JSON.parse(raw)).not.toThrow();
    expect(raw).toContain('"amount":1500.00');
    expect(raw).toContain('"amount":-0.10');
    expect(raw).toContain('"amount":12345678901234.56');
    expect(raw).toContain('"balance":12345678902734.46');
    expect(raw).toContain('"openingBalance":1500.00');
    expect(raw).toContain('"computedClosing":1487.70');
    const parsed = JSON.parse(raw);
    expect(parsed.transactions[1].amount).toBe(-0.1);
  });

  it('uses each transaction currency for its digits and the statement currency elsewhere', () => {
    const s = statement({
      transactions: [tx({ currency: 'JPY', amount: new Decimal(500), balance: new Decimal(1000) })],
      metadata: { ...statement().metadata, currency: 'KWD', openingBalance: new Decimal(1) },
    });
    const raw = toJson(s);
    expect(raw).toContain('"amount":500,');
    expect(raw).toContain('"openingBalance":1.000');
  });

  it('falls back to the first transaction currency when metadata has none', () => {
    const s = statement({
      transactions: [tx({ currency: 'JPY' })],
      metadata: { ...statement().metadata, currency: null, openingBalance: new Decimal(7) },
    });
    expect(toJson(s)).toContain('"openingBalance":7,');
  });

  it('writes a null balance and omits undefined optional fields', () => {
    const s = statement({
      transactions: [tx({ balance: null }), tx({ valueDate: '2024-03-02', typeCode: 'DD' })],
      warnings: [
        { code: 'YEAR_INFERRED', message: 'year inferred' },
        { code: 'BALANCE_MISMATCH', message: 'off by 1', page: 2, transactionIndex: 1 },
      ],
    });
    const parsed = JSON.parse(toJson(s));
    expect(parsed.transactions[0].balance).toBeNull();
    expect(parsed.transactions[0]).not.toHaveProperty('valueDate');
    expect(parsed.transactions[0]).not.toHaveProperty('typeCode');
    expect(parsed.transactions[1]).toMatchObject({ valueDate: '2024-03-02', typeCode: 'DD' });
    expect(Object.keys(parsed.transactions[0])).toEqual(['date', 'description', 'payee', 'amount', 'balance', 'currency', 'id']);
    expect(parsed.transactions[0].id).toMatch(/^[0-9a-f]{30}$/);
    expect(parsed.warnings).toEqual([
      { code: 'YEAR_INFERRED', message: 'year inferred' },
      { code: 'BALANCE_MISMATCH', message: 'off by 1', page: 2, transactionIndex: 1 },
    ]);
  });

  it('writes the full metadata and reconciliation, keeping nulls', () => {
    const s = statement({
      metadata: { ...statement().metadata, bankId: null, accountNumber: null, closingBalance: null },
      reconciliation: {
        status: 'failed',
        statusReason: '',
        ok: false,
        balancesChecked: 0,
        balanceMismatches: 0,
        computedClosing: null,
        totalsMatch: null,
        totalsChecked: 0,
        totalsHeld: 0,
        evidence: [],
      },
    });
    const parsed = JSON.parse(toJson(s));
    expect(parsed.metadata).toEqual({
      bank: 'Test Bank',
      bankId: null,
      accountNumber: null,
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'GBP',
      openingBalance: 1500,
      closingBalance: null,
      pdfType: 'TEXT_BASED',
      numberOfPages: 2,
    });
    expect(parsed.reconciliation).toEqual({
      status: 'failed',
      statusReason: '',
      ok: false,
      balancesChecked: 0,
      balanceMismatches: 0,
      computedClosing: null,
      totalsMatch: null,
      totalsChecked: 0,
      totalsHeld: 0,
      evidence: [],
    });
  });

  it('includes statements only for multi-section files', () => {
    expect(JSON.parse(toJson(statement()))).not.toHaveProperty('statements');
    const one = statement().sections[0]!;
    const s = statement({ sections: [one, { ...one, periodStart: '2024-04-01', pages: [3], transactionCount: 0 }] });
    const raw = toJson(s);
    expect(raw).toContain('"statements":[{"periodStart":"2024-03-01","periodEnd":"2024-03-31","openingBalance":1500.00');
    const parsed = JSON.parse(raw);
    expect(parsed.statements).toHaveLength(2);
    expect(parsed.statements[1]).toMatchObject({ periodStart: '2024-04-01', pages: [3], transactionCount: 0 });
  });

  it('escapes text and pretty-prints like JSON.stringify', () => {
    const s = statement({
      transactions: [tx({ description: 'He said "hi"\n\u2028 \\ \u0001 é' })],
      warnings: [],
    });
    const pretty = toJson(s, { pretty: true });
    const parsed = JSON.parse(pretty);
    expect(parsed.transactions[0].description).toBe('He said "hi"\n\u2028 \\ \u0001 é');
    // Same layout as JSON.stringify apart from the digits of number literals.
    const numbersMasked = (json: string) => json.replace(/-?\d+(\.\d+)?/g, 'N');
    expect(numbersMasked(pretty)).toBe(numbersMasked(JSON.stringify(parsed, null, 2)));
    expect(toJson(s)).not.toContain('\n');
    expect(pretty).toContain('"warnings": []');
  });

  it('keeps Decimal money in the document and drops internal fields', () => {
    const doc = toJsonDocument(statement());
    expect(Decimal.isDecimal(doc.transactions[0]!.amount)).toBe(true);
    expect(doc.transactions[0]).not.toHaveProperty('page');
    expect(doc.transactions[0]).not.toHaveProperty('balancePrinted');
  });
});
