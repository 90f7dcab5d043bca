import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { findPeriod } from './period.ts';
import { addDays, type DateOrder } from './date.ts';

const MARCH = { start: '2025-03-01', end: '2025-03-31' };

describe('findPeriod', () => {
  const cases: Array<[line: string, order: DateOrder | null, expected: { start: string; end: string }]> = [
    ['Statement period: 01/03/2025 to 31/03/2025', 'DMY', MARCH],
    ['Statement Period 01/03/2025 - 31/03/2025', null, MARCH],
    ['Statement Period 03/01/2025 - 03/31/2025', 'MDY', MARCH],
    ['Statement Period 03/01/2025 - 03/31/2025', null, MARCH],
    ['01 Mar 2025 to 31 Mar 2025', null, MARCH],
    ['9 July to 8 August 2025', null, { start: '2025-07-09', end: '2025-08-08' }],
    ['15 December to 14 January 2025', null, { start: '2024-12-15', end: '2025-01-14' }],
    ['From 1 December 2024 to 31 December 2024', null, { start: '2024-12-01', end: '2024-12-31' }],
    ['January 15, 2025 through February 14, 2025', 'MDY', { start: '2025-01-15', end: '2025-02-14' }],
    ['Period: 2025-03-01 – 2025-03-31', null, MARCH],
    ['Period: 2025-03-01 — 2025-03-31', 'YMD', MARCH],
    ['Period:2025-03-01–2025-03-31', null, MARCH],
    ['Kontoauszug: Postbank Giro plus vom 01.01.2020 bis 02.02.2020', 'DMY', { start: '2020-01-01', end: '2020-02-02' }],
    ['Zeitraum: 01.03.2025 - 31.03.2025', null, MARCH],
    ['Abrechnungszeitraum 01.03.2025-31.03.2025', null, MARCH],
    ['du 01/03/2025 au 31/03/2025', null, MARCH],
    ['Période du 1 mars 2025 au 31 mars 2025', null, MARCH],
    ['del 01/03/2025 al 31/03/2025', null, MARCH],
    ['Periodo: dal 01/03/2025 al 31/03/2025', null, MARCH],
    ['periode van 01-03-2025 tot en met 31-03-2025', null, MARCH],
    ['periode van 01-03-2025 t/m 31-03-2025', null, MARCH],
    ['Período de 01/03/2025 a 31/03/2025', null, MARCH],
    ['Extrato de 2025-03-01 a 2025-03-31', null, MARCH],
    ['Periodo del 1 de marzo de 2025 al 31 de marzo de 2025', null, MARCH],
    ['Statement period (01/03/2025 to 31/03/2025).', null, MARCH],
    ['Your statement 1 March – 31 March 2025', null, MARCH],
    ['Statement from 01/03/25 until 31/03/25 page 1 of 2', null, MARCH],
  ];

  it.each(cases)('%j (%s)', (line, order, expected) => {
    expect(findPeriod(['Some Bank plc', line, 'Date Description Amount'], order)).toEqual(expected);
  });

  it('swaps the order interpretation when the given one yields start > end', () => {
    expect(findPeriod(['Statement period 03/01/2025 to 03/31/2025'], 'DMY')).toEqual(MARCH);
  });

  it('reads a Hebrew line that stores the range end first, its ISO dates split by the text layer', () => {
    expect(findPeriod(['תקופה 2025 -03-31 - 2025 -03-01'], null)).toEqual(MARCH);
    // Left to right, an end before the start is no period.
    expect(findPeriod(['Period 2025-03-31 - 2025-03-01'], null)).toBeNull();
  });

  it('prefers the first match', () => {
    const lines = ['Statement period 01/03/2025 to 31/03/2025', 'Previous period 01/02/2025 to 28/02/2025'];
    expect(findPeriod(lines, 'DMY')).toEqual(MARCH);
  });

  it('accepts a dash range when the label is on the line above', () => {
    expect(findPeriod(['Statement period', '01/03/2025 - 31/03/2025'], 'DMY')).toEqual(MARCH);
  });

  it.each([
    [['01/03/2025 - 31/03/2025 Card payment 12.30']],
    [['Opening balance 1,234.56', 'Closing balance 2,345.67']],
    [['Statement period 31/03/2025 to 01/03/2024']],
    [['Transfer to 01/03/2025 savings']],
    [['1 March to 31 March']],
    [['Período 01/03 a 31/03']],
    [[]],
  ])('finds nothing in %j', (lines) => {
    expect(findPeriod(lines, 'DMY')).toBeNull();
  });

  it('round-trips any period written in any supported phrasing', () => {
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const dmy = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const dotted = (iso: string) => `${iso.slice(8)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
    const long = (iso: string) => `${Number(iso.slice(8))} ${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
    const phrasings = [
      (s: string, e: string) => `Statement period: ${dmy(s)} to ${dmy(e)}`,
      (s: string, e: string) => `Zeitraum: ${dotted(s)} - ${dotted(e)}`,
      (s: string, e: string) => `vom ${dotted(s)} bis ${dotted(e)}`,
      (s: string, e: string) => `From ${long(s)} to ${long(e)}`,
      (s: string, e: string) => `Period: ${s} – ${e}`,
    ];
    const start = fc.integer({ min: 0, max: 30_000 }).map((n) => addDays('1975-01-01', n));
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 92 }), fc.constantFrom(...phrasings), (s, length, phrase) => {
        const e = addDays(s, length);
        expect(findPeriod([phrase(s, e)], 'DMY')).toEqual({ start: s, end: e });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('periods in other languages and scripts', () => {
  it.each([
    ['Период: с 01.05.2024 по 31.05.2024', '2024-05-01', '2024-05-31'],
    ['Okres: od 1. 5. 2024 do 31. 5. 2024', '2024-05-01', '2024-05-31'],
    ['取引期間 2024年5月1日～2024年5月31日', '2024-05-01', '2024-05-31'],
    ['Περίοδος 01/05/2024 έως 31/05/2024', '2024-05-01', '2024-05-31'],
    ['Kontoutskrift 2024-05-01 till 2024-05-31', '2024-05-01', '2024-05-31'],
  ])('%s', (line, start, end) => {
    expect(findPeriod([line], 'DMY')).toEqual({ start, end });
  });
});
