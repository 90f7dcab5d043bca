/** Calendar helpers on ISO `YYYY-MM-DD` strings (UTC, no time zones involved). */

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl';

const MONTHS: Record<Lang, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  // Polish without diacritics (the standard 14 fonts cannot encode ł/ś/ź…): nominative forms.
  pl: ['styczen', 'luty', 'marzec', 'kwiecien', 'maj', 'czerwiec', 'lipiec', 'sierpien', 'wrzesien', 'pazdziernik', 'listopad', 'grudzien'],
};

const SHORT: Record<Lang, string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  de: ['Jan', 'Feb', 'Mär', 'Apr', 'Mai', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Dez'],
  fr: ['janv', 'févr', 'mars', 'avr', 'mai', 'juin', 'juil', 'août', 'sept', 'oct', 'nov', 'déc'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
  it: ['gen', 'feb', 'mar', 'apr', 'mag', 'giu', 'lug', 'ago', 'set', 'ott', 'nov', 'dic'],
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  pt: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  pl: ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paz', 'lis', 'gru'],
};

export interface YMD {
  y: number;
  m: number; // 1-12
  d: number;
}

export function parse(iso: string): YMD {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`bad ISO date ${iso}`);
  return { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
}

export function iso(y: number, m: number, d: number): string {
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${t.getUTCFullYear()}-${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}`;
}

function toTime(s: string): number {
  const { y, m, d } = parse(s);
  return Date.UTC(y, m - 1, d);
}

export function addDays(s: string, n: number): string {
  const { y, m, d } = parse(s);
  return iso(y, m, d + n);
}

/** Same day-of-month n months later, clamped to the month's end. */
export function addMonths(s: string, n: number): string {
  const { y, m, d } = parse(s);
  const first = parse(iso(y, m + n, 1));
  return iso(first.y, first.m, Math.min(d, daysInMonth(first.y, first.m)));
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function daysBetween(a: string, b: string): number {
  return Math.round((toTime(b) - toTime(a)) / 86400000);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(s: string): number {
  return new Date(toTime(s)).getUTCDay();
}

export function isWeekend(s: string): boolean {
  const w = weekday(s);
  return w === 0 || w === 6;
}

export function nextBusinessDay(s: string): string {
  let t = s;
  while (isWeekend(t)) t = addDays(t, 1);
  return t;
}

export function prevBusinessDay(s: string): string {
  let t = s;
  while (isWeekend(t)) t = addDays(t, -1);
  return t;
}

export function monthName(m: number, lang: Lang): string {
  return MONTHS[lang][m - 1] as string;
}

export function monthShort(m: number, lang: Lang): string {
  return SHORT[lang][m - 1] as string;
}

/**
 * Format with tokens yyyy yy MMMM MMM MM M dd d (everything else literal).
 * Keep literal words out of patterns; compose them around the call instead.
 */
export function fmt(s: string, pattern: string, lang: Lang = 'en'): string {
  const { y, m, d } = parse(s);
  return pattern.replace(/yyyy|yy|MMMM|MMM|MM|M|dd|d/g, (tok) => {
    switch (tok) {
      case 'yyyy':
        return String(y);
      case 'yy':
        return String(y % 100).padStart(2, '0');
      case 'MMMM':
        return monthName(m, lang);
      case 'MMM':
        return monthShort(m, lang);
      case 'MM':
        return String(m).padStart(2, '0');
      case 'M':
        return String(m);
      case 'dd':
        return String(d).padStart(2, '0');
      default:
        return String(d);
    }
  });
}

export function yearMonth(s: string): string {
  return s.slice(0, 7);
}

/**
 * The month a statement is "for", as docs/api.md states it (`statementPeriod`): the month of the period's end date.
 * Written independently of the engine so that the ground truth does not borrow the code it checks.
 */
export function statementMonth(_start: string, end: string): string {
  return end.slice(0, 7);
}

export function monthStart(s: string): string {
  const { y, m } = parse(s);
  return iso(y, m, 1);
}

export function monthEnd(s: string): string {
  const { y, m } = parse(s);
  return iso(y, m, daysInMonth(y, m));
}
