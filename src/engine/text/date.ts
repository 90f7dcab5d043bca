/**
 * Date parsing for statement text. Dates stay `YYYY-MM-DD` strings; day arithmetic uses plain
 * integer day numbers (days since 1970-01-01) so no Date object or time zone is ever involved.
 */
import { remembered } from './memo.ts';
import { plainFigures } from './digits.ts';
import { monthFromName, monthNamesKey } from './months.ts';

export type DateOrder = 'DMY' | 'MDY' | 'YMD';

export interface DateParts {
  year: number | null;
  month: number;
  day: number;
}

/** Two-digit years below this are 20yy, the rest 19yy: statements predate 1970 never, 2070 not yet. */
const TWO_DIGIT_YEAR_PIVOT = 70;
/** Feb 29 must be accepted when the year is unknown; any leap year lets it through. */
const LEAP_REFERENCE_YEAR = 2000;
const MONTHS_PER_YEAR = 12;
/** A yearless date further than a year from the period cannot belong to it (e.g. 29 Feb in 1969). */
const MAX_DAYS_FROM_PERIOD = 366;

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** yyyy-MM-dd, yyyy/MM/dd, yyyy.MM.dd — a leading 4-digit year is unambiguous in any order. */
const YEAR_FIRST = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
/** dd/MM/yyyy, MM/dd/yy, dd.MM.yyyy, dd-MM-yyyy ... */
const YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})$/;
/** dd.MM. dd.MM dd/MM MM/dd dd-MM — the trailing dot only belongs to the dotted German style. */
const YEARLESS = /^(\d{1,2})([-/.])(\d{1,2})(\.?)$/;
/** A day token in a text date: "1", "01", "1st", "2nd", "1er", "1º", "1." (German). */
const DAY_TOKEN = /^(\d{1,2})(?:st|nd|rd|th|er|re|º|°|ª|\.)?$/;
const YEAR_TOKEN = /^(?:\d{4}|\d{2})$/;
/**
 * Words between or after the parts of a text date: "1 de marzo de 2025", "1st of March", "1 мая
 * 2024 г.", "1 maja 2024 r.", "2024 m. gegužės 1 d.", "2024. gada 1. maijs", "den 1 maj".
 */
const FILLER_WORDS = new Set([
  'de',
  'del',
  'of',
  'the',
  'le',
  'den',
  'г',
  'г.',
  'года',
  'goda',
  'r',
  'r.',
  'roku',
  'm',
  'm.',
  'd',
  'd.',
  'gada',
  'ngày',
  'tháng',
  'năm',
]);

/**
 * CJK dates: "2024年5月1日", "5月1日", "2024년 5월 1일", and Japanese era years ("令和6年5月1日",
 * "R6.5.1", "平成31年4月30日") and the Republic of China's ("民國113年5月1日").
 */
const CJK_DATE = /^(?:(令和|平成|昭和|民國|民国|R|H|S)?\s*(\d{1,4}|元)\s*[年년.]\s*)?(\d{1,2})\s*[月월.]\s*(\d{1,2})\s*[日일]?\.?$/u;
/** Where each era's year 1 falls: 令和元年 is 2019. */
const ERA_OFFSETS: Readonly<Record<string, number>> = { 令和: 2018, R: 2018, 平成: 1988, H: 1988, 昭和: 1925, S: 1925, 民國: 1911, 民国: 1911 };
/** Thai statements count years from 543 BC: 2567 is 2024. No Gregorian statement year is this large. */
const BUDDHIST_ERA_OFFSET = 543;
const MIN_BUDDHIST_YEAR = 2400;

function cjkDate(s: string): DateParts | null {
  const m = CJK_DATE.exec(s);
  if (!m) return null;
  const [, era, yearText, monthText, dayText] = m;
  // The Latin era letters only in the dotted form ("R6.5.1"); a year without an era needs its 年 or 년.
  if (era && /^[RHS]$/.test(era) && !/^[RHS]\d{1,2}\.\d{1,2}\.\d{1,2}\.?$/.test(s.replace(/\s/g, ''))) return null;
  if (!era && yearText && !/[年년]/u.test(s)) return null;
  const month = Number(monthText);
  const day = Number(dayText);
  if (!yearText) return validParts(null, month, day);
  const year = yearText === '元' ? 1 : Number(yearText);
  if (era) return validParts((ERA_OFFSETS[era] as number) + year, month, day);
  return validParts(yearText.length === 2 ? expandYear(yearText) : expandYear(String(year)), month, day);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function expandYear(token: string): number {
  const n = Number(token);
  if (token.length !== 2) return n >= MIN_BUDDHIST_YEAR ? n - BUDDHIST_ERA_OFFSET : n;
  return n < TWO_DIGIT_YEAR_PIVOT ? 2000 + n : 1900 + n;
}

function validParts(year: number | null, month: number, day: number): DateParts | null {
  if (!Number.isInteger(month) || month < 1 || month > MONTHS_PER_YEAR) return null;
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year ?? LEAP_REFERENCE_YEAR, month)) return null;
  return { year, month, day };
}

/** Place the two short numeric fields according to the document's order. */
function dayMonth(a: string, b: string, order: DateOrder): [day: number, month: number] {
  // YMD documents have no convention for short forms; day-first is the common fallback.
  return order === 'MDY' ? [Number(b), Number(a)] : [Number(a), Number(b)];
}

function parseNumericDate(s: string, order: DateOrder): DateParts | null {
  const yearFirst = YEAR_FIRST.exec(s);
  if (yearFirst) return validParts(expandYear(yearFirst[1] as string), Number(yearFirst[3]), Number(yearFirst[4]));
  const yearLast = YEAR_LAST.exec(s);
  // In a year-first document a short "24-05-01" is YY-MM-DD (Swedish and East Asian statements).
  if (yearLast && order === 'YMD' && yearLast[1]!.length === 2 && yearLast[4]!.length === 2) {
    return validParts(expandYear(yearLast[1]!), Number(yearLast[3]), Number(yearLast[4]));
  }
  if (yearLast) {
    const [day, month] = dayMonth(yearLast[1]!, yearLast[3]!, order);
    return validParts(expandYear(yearLast[4]!), month, day);
  }
  const yearless = YEARLESS.exec(s);
  if (yearless && (yearless[4] === '' || yearless[2] === '.')) {
    const [day, month] = dayMonth(yearless[1]!, yearless[3]!, order);
    return validParts(null, month, day);
  }
  return null;
}

/** "dd MMM [yy]yy", "MMM dd[,] [yyyy]", "1. März 2025", "1 de marzo de 2025", "09-Jul-25", "APR05". */
function parseTextDate(s: string): DateParts | null {
  // A month name run into its day ("APR05", "05APR", "MAR29/24") is the same date.
  const spaced = s
    .replace(/(\p{L}{3,})(?=\d)/gu, (letters) => (monthFromName(letters.toLowerCase()) !== null ? `${letters} ` : letters))
    .replace(/(?<=\d)(\p{L}{3,})/gu, (letters) => (monthFromName(letters.toLowerCase()) !== null ? ` ${letters}` : letters));
  const tokens = spaced
    .toLowerCase()
    .replace(/,/g, ' ')
    .split(/[\s\-/]+/)
    .filter((t) => t !== '' && !FILLER_WORDS.has(t));
  // Year first ("2024. május 1.", "2024 m. gegužės 1 d.", "2025. gada 1. decembris"): read as if the year came last.
  if (
    tokens.length === 3 &&
    /^\d{4}\.?$/.test(tokens[0] as string) &&
    (monthFromName(tokens[1] as string) !== null || monthFromName(tokens[2] as string) !== null)
  ) {
    tokens.push((tokens.shift() as string).replace(/\.$/, ''));
  }
  if (tokens.length < 2 || tokens.length > 3) return null;
  // The day sits on whichever side of the month it was printed; the year always comes last.
  const monthIndex = tokens.findIndex((t) => monthFromName(t) !== null);
  if (monthIndex !== 0 && monthIndex !== 1) return null;
  const month = monthFromName(tokens[monthIndex]!)!;
  // OCR reads the "1" of "1er" / "1st" as a letter: "ler", "Ier", "lst".
  const day = DAY_TOKEN.exec(tokens[1 - monthIndex]!.replace(/^[li|](?=(?:er|re|st)$)/, '1'));
  if (!day) return null;
  const yearToken = tokens[2];
  if (yearToken === undefined) return validParts(null, month, Number(day[1]));
  if (!YEAR_TOKEN.test(yearToken.replace(/\.$/, ''))) return null;
  return validParts(expandYear(yearToken.replace(/\.$/, '')), month, Number(day[1]));
}

function normalise(text: string): string {
  return (
    plainFigures(text)
      .trim()
      .replace(/\s+/g, ' ')
      // A trailing mark flags a date ("03/09/24*" = posting date differs); it is not part of it.
      .replace(/(\d)[*†‡]$/u, '$1')
      // "1. 5. 2024" (Czech, Slovak), "2024. 5. 1." (Korean): the dotted date with spaces.
      .replace(/^(\d{1,4})\. (\d{1,2})\. (\d{1,4})\.?$/, (_, a: string, b: string, c: string) => (a.length === 4 ? `${a}.${b}.${c}` : `${a}.${b}.${c}`))
      .replace(/^(\d{4}\.\d{1,2}\.\d{1,2})\.$/, '$1')
      // "01.02.2021." (Latvian, Serbian, Croatian, Hungarian): the full date with its closing dot.
      .replace(/^(\d{1,2}\.\d{1,2}\.\d{4})\.$/, '$1')
      // "ngày 2 tháng 3 năm 2020" (Vietnamese): day, month and year named by their words.
      .replace(/^ngày (\d{1,2}) tháng (\d{1,2})(?: năm (\d{4}))?$/iu, (_, d: string, m: string, y?: string) => (y ? `${y}-${m}-${d}` : `${d}/${m}`))
  );
}

/**
 * A date printed as one run of digits ("210206" for 6 February 2021, "20210206"), in the order of
 * its fields. Such runs are far more often references and counts than dates, so they are dates only
 * while a reading says the document prints them (`withCompactDates`).
 */
export type CompactDateForm = 'yyMMdd' | 'yyyyMMdd' | 'ddMMyy' | 'ddMMyyyy' | 'MMddyy' | 'MMddyyyy';
export const COMPACT_DATE_FORMS: readonly CompactDateForm[] = ['yyMMdd', 'yyyyMMdd', 'ddMMyy', 'ddMMyyyy', 'MMddyy', 'MMddyyyy'];
const COMPACT_DIGITS = /^\d{6}$|^\d{8}$/;

/** The compact form of the document being read, for the span of one synchronous reading. */
let compactForm: CompactDateForm | null = null;

/** Runs `read` (synchronous: the whole reading of one document) with runs of digits in `form` read as dates. */
export function withCompactDates<T>(form: CompactDateForm | null, read: () => T): T {
  const before = compactForm;
  compactForm = form;
  try {
    return read();
  } finally {
    compactForm = before;
  }
}

/** `digits` (6 or 8 of them) read in `form`; null when the length differs or the date does not exist. */
export function parseCompactDate(digits: string, form: CompactDateForm): DateParts | null {
  if (digits.length !== form.length || !/^\d+$/.test(digits)) return null;
  const field = (letter: 'y' | 'M' | 'd') => digits.slice(form.indexOf(letter), form.lastIndexOf(letter) + 1);
  return validParts(expandYear(field('y')), Number(field('M')), Number(field('d')));
}

/** Parse one date token/phrase; null when it is not a date in that order. Text months ignore `order`. */
export function parseDateParts(text: string, order: DateOrder): DateParts | null {
  const found = rememberedDate(`${order}${dateSettingsKey()}`, text, () => readDateParts(text, order));
  return found && { ...found };
}

/** Names what changes how a text reads as a date besides the order: compact dates, a profile's month names. */
export function dateSettingsKey(): string {
  return `${compactForm ?? ''}${monthNamesKey()}`;
}

/** Texts whose reading as a date is remembered, per order; past this the memory starts again. */
const REMEMBERED_DATES = 20_000;
const rememberedDate = remembered<DateParts | null>(REMEMBERED_DATES);

function readDateParts(text: string, order: DateOrder): DateParts | null {
  const s = normalise(text);
  if (s === '') return null;
  if (compactForm && COMPACT_DIGITS.test(s)) return parseCompactDate(s, compactForm);
  if (!/\p{L}/u.test(s)) return parseNumericDate(s, order);
  return /[年월月]/u.test(s) || /^(?:[RHS]\d|令和|平成|昭和|民國|民国)/u.test(s) ? cjkDate(s) : parseTextDate(s);
}

const ALL_ORDERS: readonly DateOrder[] = ['DMY', 'MDY', 'YMD'];

/** True when `text` is a date in at least one order. */
export function looksLikeDate(text: string): boolean {
  return ALL_ORDERS.some((order) => parseDateParts(text, order) !== null);
}

/** Decide day-first vs month-first once per document; null when undecidable. */
/** How many dates read only day-first, only month-first, dotted (d.m.y by convention) and year-first. */
export function dateOrderEvidence(samples: string[]): { dmy: number; mdy: number; dotted: number; ymd: number } {
  let dmy = 0;
  let mdy = 0;
  let dotted = 0;
  let ymd = 0;
  for (const sample of samples) {
    const s = normalise(sample);
    if (YEAR_FIRST.exec(s) && looksLikeDate(s)) {
      ymd++;
      continue;
    }
    const m = YEAR_LAST.exec(s) ?? YEARLESS.exec(s);
    if (!m || !looksLikeDate(s)) continue;
    const first = Number(m[1]);
    const second = Number(m[3]);
    if (first > MONTHS_PER_YEAR && second <= MONTHS_PER_YEAR) dmy++;
    else if (second > MONTHS_PER_YEAR && first <= MONTHS_PER_YEAR) mdy++;
    else if (m[2] === '.') dotted++;
  }
  return { dmy, mdy, dotted, ymd };
}

export function detectDateOrder(samples: string[]): DateOrder | null {
  return orderOfEvidence(dateOrderEvidence(samples));
}

/** The order the evidence decides, or null. */
export function orderOfEvidence({ dmy, mdy, dotted, ymd }: ReturnType<typeof dateOrderEvidence>): DateOrder | null {
  // Unambiguous field values outrank the dotted-date convention, which outranks ISO dates.
  if (dmy !== mdy) return dmy > mdy ? 'DMY' : 'MDY';
  if (dmy > 0) return null;
  if (dotted > 0) return 'DMY';
  return ymd > 0 ? 'YMD' : null;
}

/** Zero-padded ISO date, or null when the calendar date does not exist. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!validParts(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function splitIso(iso: string): [number, number, number] {
  const m = ISO_PATTERN.exec(iso);
  if (!m) throw new Error(`not an ISO date: ${iso}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Days since 1970-01-01 for a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function toDayNumber(iso: string): number {
  const [y0, m, d] = splitIso(iso);
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of `toDayNumber` (civil_from_days). */
function fromDayNumber(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const iso = isoDate(year, month, day);
  if (!iso) throw new Error(`date out of range: day ${days}`);
  return iso;
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(toDayNumber(iso) + days);
}

/** b - a in days. */
export function daysBetween(a: string, b: string): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** Distance in days from `date` to the period (0 inside it). */
function distanceToPeriod(date: string, period: { start: string; end: string }): number {
  if (date < period.start) return daysBetween(date, period.start);
  if (date > period.end) return daysBetween(period.end, date);
  return 0;
}

/** Pick the year for a yearless date so that it lands in (or nearest to) the period. */
function dateInPeriod(parts: DateParts, period: { start: string; end: string }): string | null {
  const startYear = splitIso(period.start)[0];
  const endYear = splitIso(period.end)[0];
  // end + 1 covers postings dated just after a period that closes on 31 December.
  const years = [...new Set([endYear, endYear - 1, startYear, endYear + 1])];
  const candidates = years
    .map((y) => isoDate(y, parts.month, parts.day))
    .filter((d): d is string => d !== null)
    .map((date) => ({ date, distance: distanceToPeriod(date, period) }));
  if (candidates.length === 0) return null;
  // Nearest wins: a candidate inside the period (distance 0) beats one in the few days of slack
  // around it (late postings, value dates), which beats anything further. Ties keep list order,
  // so the end year is preferred.
  const best = candidates.reduce((a, b) => (b.distance < a.distance ? b : a));
  return best.distance <= MAX_DAYS_FROM_PERIOD ? best.date : null;
}

const LATEST_DATE_SLACK_DAYS = 31;

/**
 * Give a yearless date its year from the statement period; without one, the latest year that does
 * not put it more than a month after `latestDate` (the latest full date the document prints: its issue or due date),
 * since a statement lists nothing dated after it was issued.
 */
export function resolveDate(
  parts: DateParts,
  period: { start: string; end: string } | null,
  latestDate?: string,
): { date: string; yearInferred: boolean } | null {
  if (parts.year !== null) {
    const date = isoDate(parts.year, parts.month, parts.day);
    return date ? { date, yearInferred: false } : null;
  }
  if (period) {
    const date = dateInPeriod(parts, period);
    return date ? { date, yearInferred: true } : null;
  }
  if (latestDate === undefined) return null;
  const year = Number(latestDate.slice(0, 4));
  const sameYear = isoDate(year, parts.month, parts.day);
  // A month of slack: the latest date printed may itself be a row a few days before the last one.
  const date = sameYear && sameYear > addDays(latestDate, LATEST_DATE_SLACK_DAYS) ? isoDate(year - 1, parts.month, parts.day) : sameYear;
  return date ? { date, yearInferred: true } : null;
}
