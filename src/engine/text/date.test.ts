import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseDateParts, looksLikeDate, detectDateOrder, isoDate, resolveDate, addDays, daysBetween, type DateOrder, type DateParts } from './date.ts';
import { monthFromName } from './months.ts';

const p = (year: number | null, month: number, day: number): DateParts => ({ year, month, day });

describe('monthFromName', () => {
  const cases: Array<[number, string[]]> = [
    [1, ['Jan', 'January', 'JANUAR', 'Jän', 'jänner', 'janvier', 'janv.', 'enero', 'ene', 'gennaio', 'gen', 'januari', 'janeiro']],
    [2, ['Feb', 'Febr.', 'février', 'févr', 'fevr', 'febrero', 'febbraio', 'februari', 'fev', 'fevereiro']],
    [3, ['Mar', 'March', 'März', 'Marz', 'Mär', 'Mrz', 'mars', 'marzo', 'maart', 'mrt', 'março', 'marco']],
    [4, ['Apr', 'April', 'avr.', 'avril', 'abril', 'abr', 'aprile']],
    [5, ['May', 'Mai', 'mayo', 'maggio', 'mag', 'mei', 'maio']],
    [6, ['Jun', 'Juni', 'juin', 'junio', 'giugno', 'giu', 'junho']],
    [7, ['Jul', 'Juli', 'juil.', 'juillet', 'julio', 'luglio', 'lug', 'julho']],
    [8, ['Aug', 'août', 'aout', 'agosto', 'ago', 'augustus']],
    [9, ['Sep', 'Sept.', 'septembre', 'septiembre', 'set', 'settembre', 'setembro']],
    [10, ['Oct', 'Okt', 'oktober', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro']],
    [11, ['Nov', 'November', 'novembre', 'noviembre', 'novembro']],
    [12, ['Dec', 'Dez', 'Dezember', 'déc.', 'décembre', 'dic', 'diciembre', 'dicembre', 'dezembro']],
  ];
  it.each(cases)('month %i', (month, names) => {
    for (const name of names) expect(monthFromName(name), name).toBe(month);
  });
  it.each(['', 'ma', 'payment', 'jan2', '12'])('rejects %j', (word) => {
    expect(monthFromName(word)).toBeNull();
  });
  it("reads Devanagari's abbreviation sign as OCR leaves it: a zero, a degree sign, a quote", () => {
    for (const name of ['सित॰', 'सित०', 'सित0', 'सित°', 'सित०"']) expect(monthFromName(name), name).toBe(9);
    expect(parseDateParts('14-अक्तू०-24', 'DMY')).toEqual(p(2024, 10, 14));
  });
});

describe('parseDateParts', () => {
  const cases: Array<[string, DateOrder, DateParts]> = [
    ['15/03/2025', 'DMY', p(2025, 3, 15)],
    ['03/15/2025', 'MDY', p(2025, 3, 15)],
    ['01/03/2025', 'MDY', p(2025, 1, 3)],
    ['15.03.2025', 'DMY', p(2025, 3, 15)],
    ['15-03-2025', 'DMY', p(2025, 3, 15)],
    ['15/03/25', 'DMY', p(2025, 3, 15)],
    ['15/03/99', 'DMY', p(1999, 3, 15)],
    ['2025-03-15', 'DMY', p(2025, 3, 15)],
    ['2025/03/15', 'MDY', p(2025, 3, 15)],
    ['2025.03.15', 'YMD', p(2025, 3, 15)],
    ['1/3/2025', 'DMY', p(2025, 3, 1)],
    ['09 Jul 25', 'DMY', p(2025, 7, 9)],
    ['09 Jul 2025', 'MDY', p(2025, 7, 9)],
    ['09-Jul-2025', 'DMY', p(2025, 7, 9)],
    ['09-JUL-25', 'DMY', p(2025, 7, 9)],
    ['09/Jul/2025', 'DMY', p(2025, 7, 9)],
    ['09 Jul', 'DMY', p(null, 7, 9)],
    ['Jul 09', 'DMY', p(null, 7, 9)],
    ['Jul 9, 2025', 'DMY', p(2025, 7, 9)],
    ['Jul 9 2025', 'DMY', p(2025, 7, 9)],
    ['1 March 2025', 'MDY', p(2025, 3, 1)],
    ['1. März 2025', 'DMY', p(2025, 3, 1)],
    ['1er mars 2025', 'DMY', p(2025, 3, 1)],
    ['ler mars 2025', 'DMY', p(2025, 3, 1)], // OCR reads the 1 of 1er as l
    ['March lst, 2025', 'DMY', p(2025, 3, 1)],
    ['1 mars 2025', 'DMY', p(2025, 3, 1)],
    ['March 1, 2025', 'DMY', p(2025, 3, 1)],
    ['March 1st, 2025', 'DMY', p(2025, 3, 1)],
    ['2nd Feb', 'DMY', p(null, 2, 2)],
    ['3rd Feb 2024', 'DMY', p(2024, 2, 3)],
    ['4th Feb 2024', 'DMY', p(2024, 2, 4)],
    ['1 de marzo de 2025', 'DMY', p(2025, 3, 1)],
    ['15 de março de 2025', 'DMY', p(2025, 3, 15)],
    ['19.01.', 'DMY', p(null, 1, 19)],
    ['19.01', 'DMY', p(null, 1, 19)],
    ['19/01', 'DMY', p(null, 1, 19)],
    ['01/19', 'MDY', p(null, 1, 19)],
    ['19-01', 'DMY', p(null, 1, 19)],
    ['29.02.', 'DMY', p(null, 2, 29)],
    ['29/02/2024', 'DMY', p(2024, 2, 29)],
    ['  15   Mar   2025 ', 'DMY', p(2025, 3, 15)],
    ['APR05', 'MDY', p(null, 4, 5)], // TD: the month run into its day
    ['05APR', 'DMY', p(null, 4, 5)],
    ['MAR29/24', 'MDY', p(2024, 3, 29)],
  ];
  it.each(cases)('%j (%s)', (text, order, expected) => {
    expect(parseDateParts(text, order)).toEqual(expected);
  });

  const rejected: Array<[string, DateOrder]> = [
    ['19.01. 19.01.', 'DMY'],
    ['15/03/2025', 'MDY'],
    ['32/01/2025', 'DMY'],
    ['29/02/2025', 'DMY'],
    ['31.04.', 'DMY'],
    ['00/01/2025', 'DMY'],
    ['15/13', 'DMY'],
    ['19/01.', 'DMY'],
    ['15/03-2025', 'DMY'],
    ['2025-13-01', 'YMD'],
    ['12.32', 'MDY'],
    ['Jan', 'DMY'],
    ['March 2025', 'DMY'],
    ['15 Mar 2025 Payment', 'DMY'],
    ['Payment 15 Mar', 'DMY'],
    ['15 Foo 2025', 'DMY'],
    ['', 'DMY'],
    ['12:31', 'DMY'],
    ['1,234.56', 'DMY'],
    ['15 Mar 202', 'DMY'],
  ];
  it.each(rejected)('rejects %j (%s)', (text, order) => {
    expect(parseDateParts(text, order)).toBeNull();
  });

  it('looksLikeDate accepts any order', () => {
    expect(looksLikeDate('03/15/2025')).toBe(true);
    expect(looksLikeDate('15/03/2025')).toBe(true);
    expect(looksLikeDate('1,234.56')).toBe(false);
    expect(looksLikeDate('hello')).toBe(false);
  });
});

describe('detectDateOrder', () => {
  it.each([
    [['15/03/2025', '01/03/2025'], 'DMY'],
    [['03/15/2025', '01/03/2025'], 'MDY'],
    [['2025-03-15', '2025-03-16'], 'YMD'],
    [['01.03.2025', '02.03.2025'], 'DMY'],
    [['19.01.', '20.01.'], 'DMY'],
    [['15/03/2025', '16/03/2025', '03/17/2025'], 'DMY'],
    [['15/03/2025', '03/17/2025'], null],
    [['01/03/2025', '02/03/2025'], null],
    [['2025-03-15', '15/03/2025'], 'DMY'],
    [['hello', '1,234.56', '15 Mar 2025'], null],
    [[], null],
  ] as const)('%j ⇒ %j', (samples, expected) => {
    expect(detectDateOrder([...samples])).toBe(expected);
  });
});

describe('isoDate / day arithmetic', () => {
  it('validates and zero-pads', () => {
    expect(isoDate(2025, 3, 1)).toBe('2025-03-01');
    expect(isoDate(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDate(2025, 2, 29)).toBeNull();
    expect(isoDate(1900, 2, 29)).toBeNull();
    expect(isoDate(2000, 2, 29)).toBe('2000-02-29');
    expect(isoDate(2025, 13, 1)).toBeNull();
    expect(isoDate(2025, 4, 31)).toBeNull();
    expect(isoDate(2025, 1, 0)).toBeNull();
  });

  it('adds and counts days across months, years and leap days', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-03-31', '2025-03-01')).toBe(-30);
  });

  it('agrees with Date.UTC day counting', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), fc.integer({ min: -1000, max: 1000 }), (day, delta) => {
        const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
        const expected = new Date((day + delta) * 86_400_000).toISOString().slice(0, 10);
        expect(addDays(iso, delta)).toBe(expected);
        expect(daysBetween(iso, expected)).toBe(delta);
      }),
    );
  });
});

describe('resolveDate', () => {
  const period = { start: '2024-12-15', end: '2025-01-14' };
  it.each([
    [p(null, 12, 20), period, '2024-12-20'],
    [p(null, 1, 5), period, '2025-01-05'],
    [p(null, 12, 10), period, '2024-12-10'],
    [p(null, 1, 18), period, '2025-01-18'],
    [p(null, 3, 15), { start: '2025-03-01', end: '2025-03-31' }, '2025-03-15'],
    [p(null, 1, 2), { start: '2024-12-01', end: '2024-12-31' }, '2025-01-02'],
    [p(null, 2, 29), { start: '2024-02-01', end: '2024-02-29' }, '2024-02-29'],
  ])('%j in %j ⇒ %s', (parts, per, expected) => {
    expect(resolveDate(parts, per)).toEqual({ date: expected, yearInferred: true });
  });

  it('keeps a printed year', () => {
    expect(resolveDate(p(2023, 6, 1), period)).toEqual({ date: '2023-06-01', yearInferred: false });
    expect(resolveDate(p(2023, 2, 29), period)).toBeNull();
  });

  it('without a period, takes the latest year that keeps the date on or before the latest printed date, else gives up', () => {
    expect(resolveDate(p(null, 7, 9), null, '2025-12-31')).toEqual({ date: '2025-07-09', yearInferred: true });
    expect(resolveDate(p(null, 12, 20), null, '2025-02-12')).toEqual({ date: '2024-12-20', yearInferred: true });
    expect(resolveDate(p(null, 2, 12), null, '2025-02-12')).toEqual({ date: '2025-02-12', yearInferred: true });
    expect(resolveDate(p(null, 3, 3), null, '2025-03-02')).toEqual({ date: '2025-03-03', yearInferred: true });
    expect(resolveDate(p(null, 7, 9), null)).toBeNull();
    expect(resolveDate(p(null, 2, 29), null, '2025-12-31')).toBeNull();
  });

  it('always lands within a year of the period', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1950-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 62 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (start, length, month, d) => {
        const per = { start, end: addDays(start, length) };
        const resolved = resolveDate(p(null, month, d), per);
        if (isoDate(2000, month, d) === null || resolved === null) {
          // Only impossible dates, or Feb 29 with no leap year among the candidates, fail.
          expect(resolved === null && (isoDate(2000, month, d) === null || (month === 2 && d === 29))).toBe(true);
          return;
        }
        expect(resolved.yearInferred).toBe(true);
        expect(daysBetween(per.end, resolved.date)).toBeLessThanOrEqual(366);
        expect(daysBetween(resolved.date, per.start)).toBeLessThanOrEqual(366);
        // A date printed inside the period is resolved inside it.
        const years = [Number(per.start.slice(0, 4)), Number(per.end.slice(0, 4))];
        const fitsInside = years.map((y) => isoDate(y, month, d)).some((iso) => iso !== null && iso >= per.start && iso <= per.end);
        if (fitsInside) expect(resolved.date >= per.start && resolved.date <= per.end).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseDateParts properties', () => {
  const date = fc
    .record({ year: fc.integer({ min: 1970, max: 2069 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .filter(({ year, month, day }) => isoDate(year, month, day) !== null);
  const pad = (n: number) => String(n).padStart(2, '0');

  type Format = { order: DateOrder; yearless?: boolean; render: (y: number, m: number, d: number) => string };
  const FORMATS: Format[] = [
    { order: 'DMY', render: (y, m, d) => `${pad(d)}/${pad(m)}/${y}` },
    { order: 'MDY', render: (y, m, d) => `${pad(m)}/${pad(d)}/${y}` },
    { order: 'DMY', render: (y, m, d) => `${pad(d)}.${pad(m)}.${y}` },
    { order: 'DMY', render: (y, m, d) => `${d}.${m}.${y}` },
    { order: 'DMY', render: (y, m, d) => `${pad(d)}-${pad(m)}-${y}` },
    { order: 'DMY', render: (y, m, d) => `${pad(d)}/${pad(m)}/${pad(y % 100)}` },
    { order: 'MDY', render: (y, m, d) => `${m}/${d}/${pad(y % 100)}` },
    { order: 'YMD', render: (y, m, d) => `${y}-${pad(m)}-${pad(d)}` },
    { order: 'YMD', render: (y, m, d) => `${y}/${pad(m)}/${pad(d)}` },
    { order: 'YMD', render: (y, m, d) => `${y}.${pad(m)}.${pad(d)}` },
    { order: 'DMY', yearless: true, render: (_y, m, d) => `${pad(d)}.${pad(m)}.` },
    { order: 'DMY', yearless: true, render: (_y, m, d) => `${pad(d)}/${pad(m)}` },
    { order: 'MDY', yearless: true, render: (_y, m, d) => `${pad(m)}/${pad(d)}` },
    { order: 'DMY', yearless: true, render: (_y, m, d) => `${pad(d)}-${pad(m)}` },
  ];

  it('format then parse returns the same parts for every numeric format', () => {
    fc.assert(
      fc.property(date, fc.constantFrom(...FORMATS), ({ year, month, day }, f) => {
        const text = f.render(year, month, day);
        expect(parseDateParts(text, f.order), text).toEqual({ year: f.yearless ? null : year, month, day });
        expect(looksLikeDate(text)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('text-month formats parse regardless of order', () => {
    const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    fc.assert(
      fc.property(date, fc.constantFrom<DateOrder>('DMY', 'MDY', 'YMD'), ({ year, month, day }, order) => {
        const name = names[month - 1]!;
        expect(parseDateParts(`${pad(day)} ${name} ${year}`, order)).toEqual({ year, month, day });
        expect(parseDateParts(`${name} ${day}, ${year}`, order)).toEqual({ year, month, day });
        expect(parseDateParts(`${pad(day)}-${name}-${pad(year % 100)}`, order)).toEqual({ year, month, day });
      }),
    );
  });
});

describe('dates in other scripts and calendars', () => {
  const cases: Array<[string, string | null]> = [
    ['2024年5月1日', '2024-05-01'],
    ['2024년 5월 1일', '2024-05-01'],
    ['令和6年5月1日', '2024-05-01'],
    ['令和元年5月1日', '2019-05-01'],
    ['R6.5.1', '2024-05-01'],
    ['令和 7.01.30', '2025-01-30'],
    ['24 בפברואר 2023', '2023-02-24'],
    ['平成 31.4.30', '2019-04-30'],
    ['平成31年4月30日', '2019-04-30'],
    ['民國113年5月1日', '2024-05-01'],
    ['1. 5. 2024', '2024-05-01'],
    ['2024. 5. 1.', '2024-05-01'],
    ['1 мая 2024 г.', '2024-05-01'],
    ['1 stycznia 2024', '2024-01-01'],
    ['1. května 2024', '2024-05-01'],
    ['2024. május 1.', '2024-05-01'],
    ['12 ΜΑΪΟΥ 2024', '2024-05-12'],
    ['1 พ.ค. 2567', '2024-05-01'],
    ['01/05/2567', '2024-05-01'],
    ['٠١/٠٥/٢٠٢٤', '2024-05-01'],
    ['१५/०३/२०२४', '2024-03-15'],
    // Hindi short months end in the abbreviation sign ॰ where Latin scripts put a dot.
    ['01-जन॰-22', '2022-01-01'],
    ['31-दिस॰-21', '2021-12-31'],
    ['5 अक्तू॰ 2024', '2024-10-05'],
    // ...and without it "जन" is only what a broken text layer left of "जनवरी": no date.
    ['25 जन', null],
    ['15 KASIM 2024', '2024-11-15'],
    ['3 de março de 2024', '2024-03-03'],
    ['7 joulukuuta 2024', '2024-12-07'],
  ];
  it.each(cases)('%s is %s', (text, iso) => {
    const parts = parseDateParts(text, 'DMY');
    expect(parts && isoDate(parts.year as number, parts.month, parts.day)).toBe(iso);
  });

  it('reads CJK month and day without a year as a yearless date', () => {
    expect(parseDateParts('5月1日', 'DMY')).toEqual({ year: null, month: 5, day: 1 });
    expect(parseDateParts('5월 1일', 'MDY')).toEqual({ year: null, month: 5, day: 1 });
  });

  it('does not take a bare number or an era letter without the dotted form for a date', () => {
    expect(parseDateParts('R6 年', 'DMY')).toBeNull();
    expect(parseDateParts('2024.05', 'DMY')).toBeNull();
  });
});
