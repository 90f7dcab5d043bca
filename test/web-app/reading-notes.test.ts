/**
 * What the page says about a reading (src/web/app/reading-notes.ts): guessed metadata marked as
 * such, descriptions that swallowed page text flagged, warnings titled in plain words; and the
 * page's lists of formats and columns kept to the library's.
 */
import { describe, expect, it } from 'vitest';
import { COLUMNS as LIBRARY_COLUMNS, EXPORT_FORMATS, FORMAT_EXTENSIONS } from '../../src/index.ts';
import { COLUMNS } from '../../src/web/app/export-options.ts';
import { FORMATS, downloadName, uniqueNames } from '../../src/web/app/formats.ts';
import type { PlainStatement } from '../../src/web/app/plain-statement.ts';
import { flaggedRows, metadataNotes, swallowedText, warningTitle } from '../../src/web/app/reading-notes.ts';

const d = (text: string) => ({ $decimal: text });

function statement(overrides: Partial<PlainStatement> = {}): PlainStatement {
  return {
    transactions: [
      {
        date: '2025-03-02',
        description: 'CARD PAYMENT TESCO',
        amount: d('-12.5'),
        balance: d('87.5'),
        balancePrinted: true,
        currency: 'GBP',
        page: 1,
        y: 200,
        confidence: 1,
      },
      {
        date: '2025-03-04',
        description: 'SALARY Page 1 of 3 continued overleaf',
        amount: d('1000'),
        balance: d('1087.5'),
        balancePrinted: false,
        currency: 'GBP',
        page: 1,
        y: 220,
        confidence: 0.6,
      },
    ],
    metadata: {
      bank: 'Unknown',
      bankId: null,
      accountNumber: '****1234',
      statementPeriod: '2025-03',
      periodStart: '2025-03-02',
      periodEnd: '2025-03-04',
      currency: 'GBP',
      openingBalance: d('100'),
      closingBalance: d('1087.5'),
      pdfType: 'IMAGE_BASED',
      numberOfPages: 1,
    },
    warnings: [
      { code: 'YEAR_INFERRED', message: 'No statement period was found; …' },
      { code: 'BANK_NOT_RECOGNISED', message: 'No bank profile matched this statement; the generic parser was used.' },
    ],
    reconciliation: {
      status: 'unverified',
      statusReason: 'r',
      ok: false,
      balancesChecked: 0,
      balanceMismatches: 0,
      computedClosing: null,
      totalsMatch: null,
      totalsChecked: 0,
      totalsHeld: 0,
      evidence: [{ table: 't', balancesChecked: 0, balancesHeld: 0, totals: 'not printed' }],
    },
    sections: [{ periodStart: null, periodEnd: null, openingBalance: d('100'), closingBalance: null, pages: [1], transactionCount: 2 }],
    ...overrides,
  };
}

describe('guessed metadata', () => {
  it('marks a guessed year, a period from the rows, an unrecognised bank, an opening worked back, a closing from the last row', () => {
    const notes = Object.fromEntries(metadataNotes(statement(), (v) => v?.$decimal ?? '—').map((n) => [n.label, n.guess ?? null]));
    expect(notes.Period).toBe('guessed: the year is not printed');
    expect(notes.Bank).toBe('not recognised: the general reader was used');
    expect(notes['Opening balance']).toBe('not printed: worked back from the first printed balance');
    expect(notes['Closing balance']).toBe('not printed: the last row’s balance');
    expect(notes.Account).toBeNull();
    const printed = statement({
      warnings: [],
      sections: [{ periodStart: null, periodEnd: null, openingBalance: d('100'), closingBalance: d('1087.5'), pages: [1], transactionCount: 2 }],
    });
    printed.reconciliation.evidence = [{ anchors: ['opening balance row "BROUGHT FORWARD" on page 1'] }];
    const plain = Object.fromEntries(metadataNotes(printed, (v) => v?.$decimal ?? '—').map((n) => [n.label, n.guess ?? null]));
    expect(plain.Period).toBe('not printed: the first and last dated rows stand in');
    expect([plain.Bank, plain['Opening balance'], plain['Closing balance']]).toEqual([null, null, null]);
  });
});

describe('rows that need a look', () => {
  it('flags descriptions that swallowed page text, or are too long to be one payment, and low OCR confidence', () => {
    expect(swallowedText('CARD PAYMENT TESCO STORES 3012')).toBeNull();
    expect(swallowedText('TRANSFER Page 2 of 4')).toContain('page text');
    expect(swallowedText('DD BRITISH GAS www.hsbc.co.uk')).toContain('page text');
    expect(swallowedText('INTEREST Registered office: 1 Centenary Square')).toContain('page text');
    expect(swallowedText('X'.repeat(141))).toContain('long description');
    const flags = flaggedRows(statement());
    expect(flags.get(0)).toBeUndefined();
    expect(flags.get(1)?.join('; ')).toMatch(/low OCR confidence \(60%\).*page text/);
  });

  it('titles every warning code in plain words', () => {
    for (const code of [
      'BALANCE_MISMATCH',
      'TOTALS_MISMATCH',
      'SIGN_INFERRED',
      'DATE_OUTSIDE_PERIOD',
      'YEAR_INFERRED',
      'LOW_OCR_CONFIDENCE',
      'OCR_CORRECTION',
      'OCR_TIMEOUT',
      'BANK_NOT_RECOGNISED',
      'BANK_AMBIGUOUS',
      'CURRENCY_CONFLICT',
      'CURRENCY_UNKNOWN',
      'UNPARSED_ROW',
      'UNREAD_LINE',
      'AMBIGUOUS_READING',
    ]) {
      expect(warningTitle({ code, message: '' }), code).not.toBe(code);
    }
  });
});

describe('the page’s lists follow the library', () => {
  it('offers every export format and every CSV/XLSX column the library has, in its order', () => {
    expect(FORMATS.map((f) => f.id.toLowerCase())).toEqual(
      [...EXPORT_FORMATS].sort((a, b) => FORMATS.findIndex((f) => f.id.toLowerCase() === a) - FORMATS.findIndex((f) => f.id.toLowerCase() === b)),
    );
    expect(new Set(FORMATS.map((f) => f.id.toLowerCase()))).toEqual(new Set(EXPORT_FORMATS));
    expect(COLUMNS.map((c) => c.id)).toEqual([...LIBRARY_COLUMNS]);
    for (const f of FORMATS) expect(f.extension, f.id).toBe(FORMAT_EXTENSIONS[f.id.toLowerCase() as keyof typeof FORMAT_EXTENSIONS]);
  });

  it('names downloads after the PDF, uniquely within a zip', () => {
    const csv = FORMATS.find((f) => f.id === 'CSV') as (typeof FORMATS)[number];
    expect(downloadName('March 2025.PDF', csv)).toBe('March 2025.csv');
    expect(uniqueNames(['jan.csv', 'feb.csv', 'Jan.csv', 'jan.csv'])).toEqual(['jan.csv', 'feb.csv', 'Jan-2.csv', 'jan-3.csv']);
  });
});
