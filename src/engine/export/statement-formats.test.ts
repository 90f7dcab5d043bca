import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { readMt940, runWith, xmllintCamt053 } from '../../../test/helpers/books-tools.ts';
import { mergeStatements } from '../ledger/merge.ts';
import type { Statement, Transaction } from '../types.ts';
import { toSwiftX } from './ascii-text.ts';
import { toCamt053 } from './camt053.ts';
import { toMt940, wrapSwift } from './mt940.ts';

function tx(date: string, amount: string, balance: string | null, description: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    date,
    description,
    amount: new Decimal(amount),
    balance: balance === null ? null : new Decimal(balance),
    balancePrinted: balance !== null,
    currency: 'EUR',
    page: 1,
    y: 0,
    confidence: 1,
    ...overrides,
  };
}

const LONG =
  'SEPA-Lastschrift Stadtwerke München GmbH Straße 1 Mandat: M-2024-0001 Gläubiger-ID: DE98ZZZ09999999999 Verwendungszweck: Abschlag Strom März 2024 Kundennummer 123456789 Vertragskonto 987654321 Zählernummer 1ESY1160123456 Zeitraum 01.03.2024 bis 31.03.2024 {braces} <angle> & ampersand';

function statement(): Statement {
  const transactions = [
    tx('2024-03-01', '-95.50', '4.50', LONG, { valueDate: '2024-03-02', typeCode: 'DD' }),
    tx('2024-03-01', '-20', '-15.50', ': starts with a colon'),
    tx('2024-03-05', '1200', '1184.50', 'Gehalt März – Müller & Söhne'),
  ];
  return {
    transactions,
    metadata: {
      bank: 'Sparkasse Köln',
      bankId: 'test',
      accountNumber: '****3000',
      statementPeriod: '2024-03',
      periodStart: '2024-03-01',
      periodEnd: '2024-03-31',
      currency: 'EUR',
      openingBalance: new Decimal(100),
      closingBalance: new Decimal('1184.50'),
      pdfType: 'TEXT_BASED',
      numberOfPages: 1,
    },
    warnings: [],
    reconciliation: {
      status: 'verified',
      statusReason: '',
      totalsChecked: 1,
      totalsHeld: 1,
      ok: true,
      balancesChecked: 3,
      balanceMismatches: 0,
      computedClosing: new Decimal('1184.50'),
      totalsMatch: true,
      evidence: [],
    },
    sections: [],
  };
}

describe('toCamt053', () => {
  const xml = toCamt053(statement(), { generatedAt: new Date(Date.UTC(2024, 3, 1, 8)) });

  it('has the opening and closing booked balances, dates, indicators and the stable id as entry reference', () => {
    expect(xml).toContain('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">');
    expect(xml).toMatch(/<Cd>OPBD<\/Cd>\s*<\/CdOrPrtry>\s*<\/Tp>\s*<Amt Ccy="EUR">100.00<\/Amt>\s*<CdtDbtInd>CRDT<\/CdtDbtInd>\s*<Dt>\s*<Dt>2024-03-01<\/Dt>/);
    expect(xml).toMatch(/<Cd>CLBD<\/Cd>\s*<\/CdOrPrtry>\s*<\/Tp>\s*<Amt Ccy="EUR">1184.50<\/Amt>\s*<CdtDbtInd>CRDT<\/CdtDbtInd>\s*<Dt>\s*<Dt>2024-03-31<\/Dt>/);
    expect(xml).toMatch(
      /<Amt Ccy="EUR">95.50<\/Amt>\s*<CdtDbtInd>DBIT<\/CdtDbtInd>\s*<Sts>\s*<Cd>BOOK<\/Cd>\s*<\/Sts>\s*<BookgDt>\s*<Dt>2024-03-01<\/Dt>\s*<\/BookgDt>\s*<ValDt>\s*<Dt>2024-03-02<\/Dt>/,
    );
    expect(xml.match(/<NtryRef>[0-9a-f]{30}<\/NtryRef>/g)).toHaveLength(3);
    expect(xml).toContain('<Nm>Stadtwerke München</Nm>');
    expect(xml).toContain('&amp; ampersand');
    expect(xml).toContain('<CreDtTm>2024-04-01T08:00:00Z</CreDtTm>');
  });

  it('is the same document every time, given the same time', () => {
    expect(toCamt053(statement(), { generatedAt: new Date(Date.UTC(2024, 3, 1, 8)) })).toBe(xml);
  });

  it.runIf(runWith('xmllint'))('is valid against the camt.053.001.08 schema, a ledger too', () => {
    expect(xmllintCamt053(xml)).toMatchObject({ ok: true });
    const ledger = mergeStatements([statement(), { ...statement(), metadata: { ...statement().metadata, accountNumber: '****4000' } }]);
    expect(xmllintCamt053(toCamt053(ledger))).toMatchObject({ ok: true });
  });
});

describe('toMt940', () => {
  const text = toMt940(statement());
  const lines = text.split('\r\n').filter(Boolean);

  it('has :20:, :25:, :28C:, :60F:, :61:/:86: per row, :62F:, in the SWIFT X character set and its line limits', () => {
    expect(lines.slice(0, 4)).toEqual([':20:STMT20240331', ':25:XXXX3000', ':28C:00001/001', ':60F:C240301EUR100,00']);
    expect(lines).toContain(':62F:C240331EUR1184,50');
    expect(lines[lines.length - 1]).toBe('-');
    expect(lines.filter((l) => l.startsWith(':61:'))).toHaveLength(3);
    expect(lines.find((l) => l.startsWith(':61:'))).toMatch(/^:61:2403020301D95,50NDDT[0-9a-f]{16}$/);
    for (const line of lines) {
      expect(line).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]*$/);
      expect(line.length).toBeLessThanOrEqual(65);
    }
    // A :86: of at most 6 lines, none starting with ':' or '-' but the tag itself.
    const details = text
      .split('\r\n')
      .join('\n')
      .split(':86:')
      .slice(1)
      .map((block) =>
        block
          .split(/\n(?=:6[12])/)[0]!
          .trim()
          .split('\n'),
      );
    for (const block of details) {
      expect(block.length).toBeLessThanOrEqual(6);
      for (const line of block.slice(1)) expect(line).not.toMatch(/^[:-]/);
    }
    expect(text).toContain('Stadtwerke Muenchen GmbH');
    expect(text).toContain('Gehalt Maerz - Mueller + Soehne');
  });

  it('is read back by mt940js with the same amounts, balances, dates and ids', () => {
    const [parsed] = readMt940(text);
    expect(parsed!.openingBalance).toBe(100);
    expect(parsed!.closingBalance).toBe(1184.5);
    expect(parsed!.currency).toBe('EUR');
    expect(parsed!.transactions.map((t) => t.amount)).toEqual([-95.5, -20, 1200]);
    expect(parsed!.transactions[0]!.date.toISOString().slice(0, 10)).toBe('2024-03-02');
    expect(parsed!.transactions[0]!.entryDate!.toISOString().slice(0, 10)).toBe('2024-03-01');
    expect(parsed!.transactions.every((t) => /^[0-9a-f]{30}$/.test(t.extraDetails))).toBe(true);
  });

  it('transliterates what the character set cannot carry and wraps long text', () => {
    expect(toSwiftX('Straße Ärger øre Œuvre € 5 {x} <y> @z')).toBe('Strasse Aerger oere OEuvre EUR 5 x y (at)z');
    const wrapped = wrapSwift(`${'word '.repeat(100)}${'x'.repeat(80)}`);
    expect(wrapped).toHaveLength(6);
    expect(wrapped.every((l) => l.length <= 65)).toBe(true);
    expect(wrapSwift('- leading dash')).toEqual(['. leading dash']);
  });
});
