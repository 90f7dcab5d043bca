import { describe, expect, it } from 'vitest';
import { detectCompactDates } from './compact-dates.ts';
import { isoDate, parseCompactDate, parseDateParts, withCompactDates } from './date.ts';

const iso = (parts: ReturnType<typeof parseCompactDate>) => parts && isoDate(parts.year as number, parts.month, parts.day);

describe('compact dates', () => {
  it('read a run of digits in the form given', () => {
    expect(iso(parseCompactDate('210206', 'yyMMdd'))).toBe('2021-02-06');
    expect(iso(parseCompactDate('20210206', 'yyyyMMdd'))).toBe('2021-02-06');
    expect(iso(parseCompactDate('060221', 'ddMMyy'))).toBe('2021-02-06');
    expect(iso(parseCompactDate('02062021', 'MMddyyyy'))).toBe('2021-02-06');
    expect(parseCompactDate('211306', 'yyMMdd')).toBeNull();
    expect(parseCompactDate('2102061', 'yyMMdd')).toBeNull();
  });

  it('are dates only while a reading says the document prints them', () => {
    expect(parseDateParts('210206', 'YMD')).toBeNull();
    expect(withCompactDates('yyMMdd', () => parseDateParts('210206', 'DMY'))).toEqual({ year: 2021, month: 2, day: 6 });
    expect(parseDateParts('210206', 'YMD')).toBeNull();
  });

  it('are found where runs of digits read as dates beside the printed period', () => {
    const statement = ['Period', '2021-02-01 - 2021-02-28', '210206', 'Card 4655', '1 171,08', '210211', '210213', '117 305,89'];
    expect(detectCompactDates(statement)).toBe('yyMMdd');
    // Day first when that is what puts them in the period.
    expect(detectCompactDates(['01.02.2021', '060221', '110221', '130221'])).toBe('ddMMyy');
    expect(detectCompactDates(['20210206', '20210211', '20210213'])).toBe('yyyyMMdd');
  });

  it('are not found in references that scatter over the years, or in too few runs', () => {
    expect(detectCompactDates(['2021-02-01', '100234', '881290', '459921', '030517', '771204'])).toBeNull();
    expect(detectCompactDates(['2021-02-01', '210206', '210211'])).toBeNull();
    expect(detectCompactDates(['CHQ', '100234', '100235', '100236', '100237'])).toBeNull();
  });
});
