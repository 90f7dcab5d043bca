/**
 * Statement-period detection: "Statement period 01/03/2025 to 31/03/2025", "vom 01.01.2020 bis
 * 02.02.2020", "du 1 mars 2025 au 31 mars 2025", "9 July to 8 August 2025", ...
 *
 * A line is split into tokens; every connector token ("to", "bis", "au", "–", ...) is tried with
 * the longest date phrase ending just before it and the longest one starting just after it.
 */
import { looksLikeAmount } from './amount.ts';
import { daysBetween, isoDate, parseDateParts, type DateOrder, type DateParts } from './date.ts';
import { normaliseMonthWord } from './months.ts';
import { readsRightToLeft } from './script.ts';

export interface Period {
  start: string;
  end: string;
}

/** Longest date phrase in tokens: "1 de marzo de 2025". */
const MAX_DATE_TOKENS = 5;

/** Connectors that on their own signal a range between two dates. */
const WORD_CONNECTORS: readonly (readonly string[])[] = [
  ['tot', 'en', 'met'],
  ['fino', 'al'],
  ['to'],
  ['through'],
  ['thru'],
  ['until'],
  ['till'],
  ['bis'],
  ['au'],
  ['al'],
  ['tot'],
  ['t/m'],
  ['hasta'],
  ['até'],
  ['ao'],
  // Other languages: "с 01.05.2024 по 31.05.2024", "od 1. 5. do 31. 5.", "från … till", "… tot …".
  ['по'],
  ['до'],
  ['do'],
  ['til'],
  ['tom'],
  ['kuni'],
  ['līdz'],
  ['iki'],
  ['ila'],
  ['sampai'],
  ['s/d'],
  ['s.d.'],
  ['έως'],
  ['ως'],
  ['עד'],
  ['إلى'],
  ['الى'],
  ['से'],
  ['ถึง'],
  ['至'],
  ['~'],
  ['～'],
  ['〜'],
  ['până'],
];

/** Connectors too common to trust without a period keyword on the line ("a", dashes). */
const WEAK_CONNECTORS: readonly (readonly string[])[] = [['-'], ['–'], ['—'], ['a']];

/** Words that mark a line as talking about the statement period (accent-free, lower case). */
const PERIOD_KEYWORDS = new Set([
  'period',
  'statement',
  'from',
  'vom',
  'zeitraum',
  'du',
  'periode',
  'del',
  'periodo',
  'dal',
  'van',
  'de',
  'extrato',
  'auszug',
  'kontoauszug',
  'between',
  // Other languages, accent-free and lower-case as normaliseMonthWord leaves them.
  'период',
  'выписка',
  'період',
  'виписка',
  'период',
  'okres',
  'wyciag',
  'obdobi',
  'vypis',
  'razdoblje',
  'izvod',
  'idoszak',
  'kivonat',
  'perioada',
  'extras',
  'donem',
  'ekstre',
  'kausi',
  'jakso',
  'tiliote',
  'periood',
  'valjavote',
  'periods',
  'izraksts',
  'laikotarpis',
  'israsas',
  'tidsperiode',
  'kontoutskrift',
  'kontoudskrift',
  'περιοδος',
  'תקופה',
  'الفترة',
  'अवधि',
  'ระยะเวลา',
  'rekening',
  'kỳ',
  'thời',
  'tempoh',
  'penyata',
  'mutasi',
]);
/** German compounds ("Abrechnungszeitraum", "Kontoauszug:") hide keywords inside longer words. */
const KEYWORD_FRAGMENTS = ['zeitraum', 'auszug'];

interface Candidate {
  left: string[];
  right: string[];
  /** Weak connectors need a period keyword and a year on the end date. */
  weak: boolean;
}

function hasPeriodKeyword(line: string): boolean {
  const words = normaliseMonthWord(line).split(/[^\p{L}]+/u);
  return words.some((w) => PERIOD_KEYWORDS.has(w) || KEYWORD_FRAGMENTS.some((f) => w.includes(f))) || /期間|기간|対象期間|取引期間|明細期間/u.test(line);
}

/** A full date glued to another with a hyphen ("01.03.2025-31.03.2025") becomes three tokens. */
function splitGluedRange(token: string): string[] {
  for (let i = token.indexOf('-'); i > 0; i = token.indexOf('-', i + 1)) {
    const a = token.slice(0, i);
    const b = token.slice(i + 1);
    if (parseDateParts(a, 'DMY')?.year && parseDateParts(b, 'DMY')?.year) return [a, '-', b];
    if (parseDateParts(a, 'MDY')?.year && parseDateParts(b, 'MDY')?.year) return [a, '-', b];
  }
  return [token];
}

function tokenise(line: string): string[] {
  return line
    .replace(/[–—~～〜至]/g, ' $& ') // dashes and CJK range marks never occur inside a date
    .replace(/(\p{L}):/gu, '$1: ') // "Period:01/03/2025"
    .replace(/\b(\d{4}) (-\d{2}-\d{2})\b/g, '$1$2') // "2024 -11-30": an ISO date a right-to-left line split
    .split(/\s+/)
    .filter((t) => t !== '')
    .flatMap(splitGluedRange);
}

function matchesAt(tokens: string[], index: number, connector: readonly string[]): boolean {
  return connector.every((word, k) => tokens[index + k]?.toLowerCase() === word);
}

/** Every connector position in the line, with the tokens on either side. */
function candidates(tokens: string[]): Candidate[] {
  const found: Candidate[] = [];
  for (let i = 1; i < tokens.length - 1; i++) {
    const word = WORD_CONNECTORS.find((c) => matchesAt(tokens, i, c));
    const connector = word ?? WEAK_CONNECTORS.find((c) => matchesAt(tokens, i, c));
    if (!connector) continue;
    found.push({ left: tokens.slice(0, i), right: tokens.slice(i + connector.length), weak: !word });
  }
  return found;
}

/** Try a phrase as printed, then without surrounding punctuation ("(01/03/2025", "2025)."). */
function parsePhrase(tokens: string[], order: DateOrder): DateParts | null {
  const text = tokens.join(' ');
  return parseDateParts(text, order) ?? parseDateParts(text.replace(/^[([]+|[)\].,;:]+$/g, ''), order);
}

function dateBefore(tokens: string[], order: DateOrder): DateParts | null {
  for (let n = Math.min(MAX_DATE_TOKENS, tokens.length); n >= 1; n--) {
    const parts = parsePhrase(tokens.slice(tokens.length - n), order);
    if (parts) return parts;
  }
  return null;
}

function dateAfter(tokens: string[], order: DateOrder): DateParts | null {
  for (let n = Math.min(MAX_DATE_TOKENS, tokens.length); n >= 1; n--) {
    const parts = parsePhrase(tokens.slice(0, n), order);
    if (parts) return parts;
  }
  return null;
}

/** Fill a missing year from the other end: "9 July to 8 August 2025" starts in 2025 (or 2024). */
function resolvePair(start: DateParts, end: DateParts): Period | null {
  if (start.year !== null && end.year !== null) {
    const s = isoDate(start.year, start.month, start.day);
    const e = isoDate(end.year, end.month, end.day);
    return s && e ? { start: s, end: e } : null;
  }
  if (end.year !== null) {
    const e = isoDate(end.year, end.month, end.day);
    const s = isoDate(end.year, start.month, start.day);
    if (!e || !s) return null;
    return { start: s <= e ? s : (isoDate(end.year - 1, start.month, start.day) ?? s), end: e };
  }
  if (start.year !== null) {
    const s = isoDate(start.year, start.month, start.day);
    const e = isoDate(start.year, end.month, end.day);
    if (!e || !s) return null;
    return { start: s, end: e >= s ? e : (isoDate(start.year + 1, end.month, end.day) ?? e) };
  }
  return null;
}

/** Orders to try: the document's own first, then the other day/month placement. */
function ordersToTry(order: DateOrder | null): DateOrder[] {
  if (order === 'MDY') return ['MDY', 'DMY'];
  if (order === 'YMD') return ['YMD', 'MDY'];
  return ['DMY', 'MDY'];
}

function periodFromCandidate(c: Candidate, order: DateOrder | null, keyword: boolean, rtl: boolean): Period | null {
  if (c.weak && !keyword) return null;
  for (const o of ordersToTry(order)) {
    const start = dateBefore(c.left, o);
    const end = dateAfter(c.right, o);
    if (!start || !end) continue;
    // A dash is only a range marker if it ends on a full date ("1 March – 31 March 2025").
    if (c.weak && end.year === null) continue;
    const period = resolvePair(start, end);
    if (period && period.start <= period.end) return period;
    // A line of Hebrew or Arabic text stores the range end first ("2024-11-30 - 2024-11-01").
    if (rtl && start.year !== null && end.year !== null) {
      const reversed = resolvePair(end, start);
      if (reversed && reversed.start <= reversed.end) return reversed;
    }
  }
  return null;
}

/** Without a keyword, a dash between two full dates is a period only if it spans a plausible statement. */
const UNLABELLED_MIN_DAYS = 6;
const UNLABELLED_MAX_DAYS = 125;

/** Find the statement period in the document's text lines (reading order); null when none. */
/** The wrapped rest of a period line is short (a year, a date). */
const WRAPPED_PERIOD_TAIL = 24;

export function findPeriod(lines: string[], order: DateOrder | null): Period | null {
  for (const [i, line] of lines.entries()) {
    // The label may sit on the line above the dates ("Statement period" / "01/03/2025 - 31/03/2025").
    const keyword = hasPeriodKeyword(line) || (i > 0 && hasPeriodKeyword(lines[i - 1]!));
    const rtl = readsRightToLeft(line);
    for (const c of candidates(tokenise(line))) {
      const period = periodFromCandidate(c, order, keyword, rtl);
      if (period) return period;
    }
    // A labelled period wrapped onto the next line ("19 Dec 2024 - 18 Jan" / "2025").
    // The tail may come a line or two later when another column shares the row.
    for (const next of hasPeriodKeyword(line) ? lines.slice(i + 1, i + 3) : []) {
      if (next.length >= WRAPPED_PERIOD_TAIL) continue;
      for (const c of candidates(tokenise(`${line} ${next}`))) {
        const period = periodFromCandidate(c, order, true, rtl);
        if (period) return period;
      }
    }
  }
  // Second pass: "Account number: 4314961466 • August 7, 2026 - September 6, 2026 • Page 1 of 1".
  // A line with an amount on it is a transaction, not a period.
  for (const line of lines) {
    const tokens = tokenise(line);
    if (tokens.some((t) => looksLikeAmount(t))) continue;
    for (const c of candidates(tokens)) {
      if (!c.weak) continue;
      const period = periodFromCandidate(c, order, true, readsRightToLeft(line));
      if (!period) continue;
      const days = daysBetween(period.start, period.end);
      if (days >= UNLABELLED_MIN_DAYS && days <= UNLABELLED_MAX_DAYS) return period;
    }
  }
  return null;
}
