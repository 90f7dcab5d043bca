/**
 * Money parsing. Amounts are printed in many locale styles (1,234.56 / 1.234,56 / 1'234.56 /
 * 1 234,56 / Indian 1,23,456.78) with signs, parentheses, CR/DR markers and currency symbols on
 * either side. Everything is exact: the Decimal is built from a normalised digit string.
 */
import { remembered } from './memo.ts';
import { Decimal } from 'decimal.js';
import { plainFigures } from './digits.ts';
import { declaredSide, sideOfWord, sideWordsKey } from './sides.ts';

export type DecimalSeparator = '.' | ',';

export interface ParsedAmount {
  /** Signed: negative when a minus, parentheses or DR marker is present. */
  value: Decimal;
  negative: boolean;
  /** True when any sign marker was present: '-', '+', '−', parentheses, CR, DR. */
  explicitSign: boolean;
  marker?: 'CR' | 'DR';
  /** ISO 4217 code when an unambiguous code or symbol is present. */
  currency?: string;
  /** The raw symbol as printed ('$', 'kr', '€', ...). */
  symbol?: string;
  /** Digits after the decimal separator as printed (0 when none). */
  fractionDigits: number;
}

export interface AmountOptions {
  decimal?: DecimalSeparator;
  allowInteger?: boolean;
}

/** Longer integer parts are account numbers / references, not money (10^15 exceeds any balance). */
const MAX_INTEGER_DIGITS = 15;
/** Thousands groups always hold exactly three digits; Indian lakh/crore groups before them hold two. */
const GROUP_DIGITS = 3;
const INDIAN_GROUP_DIGITS = 2;
/** Beyond three printed decimals a "fraction" is really a group or an identifier. */
const MAX_FRACTION_DIGITS = 3;

/** Characters that may separate digit groups: apostrophes (Swiss) and the spaces PDFs emit. */
const GROUP_ONLY_SEPARATORS = new Set(["'", '’', ' ', '\u00A0', '\u202F', '\u2009']);
/** The hyphen, the minus sign and the dashes typesetting puts in its place ("–1.234,56"). */
const MINUS_SIGNS = ['-', '−', '–', '‒', '‐'];

/**
 * The Arabic-script abbreviations of the Gulf, Levant and Maghreb currencies ("د.ك" is the Kuwaiti
 * dinar). Longest first.
 */
const ARABIC_SCRIPT_SYMBOLS: ReadonlyArray<readonly [symbol: string, currency: string]> = [
  ['ر.ع.', 'OMR'],
  ['د.م.', 'MAD'],
  ['ج.م.', 'EGP'],
  ['د.ك', 'KWD'],
  ['د.إ', 'AED'],
  ['ر.س', 'SAR'],
  ['ر.ق', 'QAR'],
  ['د.ب', 'BHD'],
  ['ر.ع', 'OMR'],
  ['د.أ', 'JOD'],
  ['د.ا', 'JOD'],
  ['د.ت', 'TND'],
  ['د.م', 'MAD'],
  ['د.ج', 'DZD'],
  ['ج.م', 'EGP'],
  ['ل.ل', 'LBP'],
  ['ل.س', 'SYP'],
  ['ع.د', 'IQD'],
  ['د.ع', 'IQD'],
  ['ل.د', 'LYD'],
  ['ر.ي', 'YER'],
];

/**
 * Each Arabic-script symbol as written, and in the visual (left-to-right) order many PDFs store
 * right-to-left text in: "د.ك" comes out of the text layer as "ك.د".
 */
const RIGHT_TO_LEFT_SYMBOLS = ARABIC_SCRIPT_SYMBOLS.flatMap(([symbol, currency]) => [
  [symbol, currency] as const,
  [[...symbol].reverse().join(''), currency] as const,
]);

/** Symbols that identify one currency. Longest first so "R$" wins over "$". */
const CURRENCY_SYMBOLS: ReadonlyArray<readonly [symbol: string, currency: string | undefined]> = [
  ...RIGHT_TO_LEFT_SYMBOLS,
  ['NZ$', 'NZD'],
  ['US$', 'USD'],
  ['HK$', 'HKD'],
  ['A$', 'AUD'],
  ['C$', 'CAD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['¥', 'JPY'],
  ['zł', 'PLN'],
  ['₩', 'KRW'],
  ['₺', 'TRY'],
  ['TL', 'TRY'],
  ['₪', 'ILS'],
  ['₱', 'PHP'],
  ['Kč', 'CZK'],
  ['円', 'JPY'],
  ['원', 'KRW'],
  ['₽', 'RUB'],
  ['руб.', 'RUB'],
  ['руб', 'RUB'],
  ['₴', 'UAH'],
  ['грн.', 'UAH'],
  ['грн', 'UAH'],
  ['лв.', 'BGN'],
  ['лв', 'BGN'],
  ['Ft', 'HUF'],
  ['฿', 'THB'],
  ['₫', 'VND'],
  ['₦', 'NGN'],
  ['₸', 'KZT'],
  ['₾', 'GEL'],
  ['lei', 'RON'],
  ['Rp', 'IDR'],
  ['RM', 'MYR'],
  ['元', 'CNY'],
  ['дин.', 'RSD'],
  ['дин', 'RSD'],
  ['din.', 'RSD'],
  ['kn', 'HRK'],
  // Shared by several currencies: keep the symbol, leave the currency to the caller.
  ['$', undefined],
  ['kr.', undefined],
  ['kr', undefined],
  ['Kr', undefined],
  ['Rs.', undefined],
  ['Rs', undefined],
  // The rial sign: Saudi, Omani, Qatari, Yemeni and Iranian.
  ['\uFDFC', undefined],
];

/** Active ISO 4217 codes; an arbitrary 3-letter word ("TAX", "REF") must not become a currency. */
const ISO_CODES = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP ' +
    'BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP ' +
    'GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR ' +
    'KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK ' +
    'MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR ' +
    'SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD ' +
    'TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL'
  ).split(' '),
);

/** Everything found around the number itself. */
interface Decorations {
  minus: number;
  plus: number;
  openParen: boolean;
  closeParen: boolean;
  marker?: 'CR' | 'DR';
  symbol?: string;
  symbolCurrency?: string;
  code?: string;
}

/** Result of reading the bare number, with the separators kept for decimal-style detection. */
interface NumberCore {
  integerDigits: string;
  fractionDigits: string;
  decimalSeparator: DecimalSeparator | null;
  groupSeparator: string | null;
}

interface Analysis {
  amount: ParsedAmount;
  core: NumberCore;
}

/** Outcome of peeling one decoration: the remaining text, or null if nothing matched, or 'invalid'. */
type PeelResult = string | null | 'invalid';

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch);
}

const MARKER_AT_START = /^(CR|DR)\.?(?!\p{L})/iu;
// "OD" (overdrawn: NZ, Australia) and a lone "D" (HSBC UK, Itaú) follow a balance below zero: debit
// markers. German banks print "S" (Soll) and "H" (Haben), Brazilian ones "D" and "C".
const MARKER_AT_END = /(?<!\p{L})(CR|DR|OD|D|C|S|H)\.?$/iu;
const SIDE_WORD_AT_END = /(?<![\p{L}\p{M}])((?:\p{L}\p{M}*){1,3}[׳']?)\.?$/u;
const SIDE_WORD_AT_START = /^((?:\p{L}\p{M}*){1,3}[׳']?)\.?(?![\p{L}\p{M}])/u;
/** Side words that are also ordinary words after a figure ("12.30 in"): only a direction column reads them. */
const COMMON_SIDE_WORDS = new Set(['in', 'out', 'uit', 'ut', 'inn']);
const CODE_AT_START = /^([A-Z]{3})(?!\p{L})/u;
const CODE_AT_END = /(?<!\p{L})([A-Z]{3})$/u;

function setMarker(d: Decorations, raw: string): boolean {
  if (d.marker) return false;
  const own = declaredSide(raw);
  d.marker = own !== null ? (own === 1 ? 'CR' : 'DR') : ['CR', 'C', 'H'].includes(raw.toUpperCase()) !== letterReversed(raw) ? 'CR' : 'DR';
  return true;
}

/** A word of the profile's own side words at the start or end of `s`: where it stands in `s`, and its length. */
const LETTERS_AT_START = /^([\p{L}\p{M}]+[׳']?)\.?(?![\p{L}\p{M}])/u;
const LETTERS_AT_END = /(?<![\p{L}\p{M}])([\p{L}\p{M}]+[׳']?)\.?$/u;
function declaredMark(s: string, at: 'start' | 'end'): { index: number; length: number } | null {
  if (sideWordsKey() === '') return null;
  const found = (at === 'start' ? LETTERS_AT_START : LETTERS_AT_END).exec(s);
  return found?.[1] && declaredSide(found[1]) !== null ? { index: found.index, length: found[0].length } : null;
}

/** A one-letter mark read the other way round in this reading. */
function letterReversed(mark: string): boolean {
  return style.lettersReversed && mark.length === 1;
}

function setSymbol(d: Decorations, symbol: string, currency: string | undefined): boolean {
  if (d.symbol !== undefined) return false;
  d.symbol = symbol;
  d.symbolCurrency = currency;
  return true;
}

function setCode(d: Decorations, code: string): boolean {
  if (d.code !== undefined) return false;
  d.code = code;
  return true;
}

/** Remove one decoration from the start of `s` (already trimmed). */
function peelStart(s: string, d: Decorations): PeelResult {
  const first = s[0];
  if (first === undefined) return null;
  if (MINUS_SIGNS.includes(first)) {
    d.minus++;
    return s.slice(1);
  }
  if (first === '+') {
    d.plus++;
    return s.slice(1);
  }
  // Check protection ("*55,867", "***1,234.56"): fill before the figure. A masked number
  // ("****1234", a card's last digits) is no figure: four digits or more need a separator.
  if (first === '*') {
    const rest = s.replace(/^\*+/, '');
    return /^\d{4,}$/.test(rest) ? 'invalid' : rest;
  }
  if (first === '(') {
    if (d.openParen) return 'invalid';
    d.openParen = true;
    return s.slice(1);
  }
  const own = declaredMark(s, 'start');
  if (own) return setMarker(d, s.slice(0, own.length).replace(/\.$/, '')) ? s.slice(own.length) : 'invalid';
  const marker = MARKER_AT_START.exec(s);
  if (marker?.[1]) return setMarker(d, marker[1]) ? s.slice(marker[0].length) : 'invalid';
  const code = CODE_AT_START.exec(s);
  if (code?.[1] && ISO_CODES.has(code[1])) return setCode(d, code[1]) ? s.slice(3) : 'invalid';
  // A side word before the figure: a table that reads from the right prints it there ("זכ׳ 3,135.24").
  const word = SIDE_WORD_AT_START.exec(s);
  const side = word?.[1] && !COMMON_SIDE_WORDS.has(word[1].toLowerCase()) && !/^[A-Za-z]/.test(word[1]) ? sideOfWord(word[1], false) : null;
  if (word && side !== null) {
    if (d.marker) return 'invalid';
    d.marker = (side === 1) !== letterReversed(word?.[1] ?? '') ? 'CR' : 'DR';
    return s.slice(word[0].length);
  }
  for (const [symbol, currency] of CURRENCY_SYMBOLS) {
    // A letter right after a letter-symbol means a word ("kraft"), not a symbol.
    if (s.startsWith(symbol) && !(isLetter(symbol.at(-1)) && isLetter(s[symbol.length]))) {
      return setSymbol(d, symbol, currency) ? s.slice(symbol.length) : 'invalid';
    }
  }
  if (RAND.test(s)) return setSymbol(d, 'R', 'ZAR') ? s.slice(1) : 'invalid';
  return null;
}

/**
 * The rand's "R", printed before the figure and touching it ("R4,022.69", "(R1,066.27)"): only
 * before a figure with cents, so that a reference ("R12345") stays a reference.
 */
const RAND = /^R\d[\d,. ']*[.,]\d{2}\)?$/;

/** Remove one decoration from the end of `s` (already trimmed). */
function peelEnd(s: string, d: Decorations): PeelResult {
  const last = s.at(-1);
  if (last === undefined) return null;
  if (MINUS_SIGNS.includes(last)) {
    d.minus++;
    return s.slice(0, -1);
  }
  if (last === '+') {
    d.plus++;
    return s.slice(0, -1);
  }
  if (last === ')') {
    if (d.closeParen) return 'invalid';
    d.closeParen = true;
    return s.slice(0, -1);
  }
  const own = declaredMark(s, 'end');
  if (own) return setMarker(d, s.slice(own.index).replace(/\.$/, '')) ? s.slice(0, own.index) : 'invalid';
  const marker = MARKER_AT_END.exec(s);
  if (marker?.[1]) return setMarker(d, marker[1]) ? s.slice(0, marker.index) : 'invalid';
  // A side word of another language after the figure ("24.276,11 Д", "1 200,00 Кт").
  const word = SIDE_WORD_AT_END.exec(s);
  const side = word?.[1] && !COMMON_SIDE_WORDS.has(word[1].toLowerCase()) ? sideOfWord(word[1], false) : null;
  if (word && side !== null) {
    if (d.marker) return 'invalid';
    d.marker = (side === 1) !== letterReversed(word[1] ?? '') ? 'CR' : 'DR';
    return s.slice(0, word.index);
  }
  const code = CODE_AT_END.exec(s);
  if (code?.[1] && ISO_CODES.has(code[1])) return setCode(d, code[1]) ? s.slice(0, code.index) : 'invalid';
  for (const [symbol, currency] of CURRENCY_SYMBOLS) {
    const before = s[s.length - symbol.length - 1];
    if (s.endsWith(symbol) && !(isLetter(symbol[0]) && isLetter(before))) {
      return setSymbol(d, symbol, currency) ? s.slice(0, -symbol.length) : 'invalid';
    }
  }
  return null;
}

/** Strip signs, parentheses, markers and currency from both ends; null on contradictions. */
function peelDecorations(text: string): { core: string; d: Decorations } | null {
  const d: Decorations = { minus: 0, plus: 0, openParen: false, closeParen: false };
  let s = text.trim();
  for (;;) {
    const fromStart = peelStart(s, d);
    if (fromStart === 'invalid') return null;
    if (fromStart !== null) {
      s = fromStart.trim();
      continue;
    }
    const fromEnd = peelEnd(s, d);
    if (fromEnd === 'invalid') return null;
    if (fromEnd === null) break;
    s = fromEnd.trim();
  }
  return decorationsConsistent(d) ? { core: s, d } : null;
}

function decorationsConsistent(d: Decorations): boolean {
  if (d.minus > 1 || d.plus > 1) return false;
  if (d.openParen !== d.closeParen) return false;
  const negativeSign = d.minus > 0 || d.openParen;
  // "-12.30 DR" is tolerated (same meaning twice); "+12.30 DR" or "(12.30) CR" contradict.
  if (d.plus > 0 && (negativeSign || d.marker === 'DR')) return false;
  if (d.marker === 'CR' && negativeSign) return false;
  if (d.code && d.symbolCurrency && d.code !== d.symbolCurrency) return false;
  return true;
}

/**
 * Split "1.234.567,89" into digit runs and the single separator characters between them.
 * Null when anything but digits and known separators appears, or two separators touch.
 */
function splitRuns(core: string): { runs: string[]; seps: string[] } | null {
  if (!/^\d/.test(core) || !/\d$/.test(core)) return null;
  const runs: string[] = [];
  const seps: string[] = [];
  for (const [i, part] of core.split(/(\D)/).entries()) {
    if (i % 2 === 0) {
      if (part === '') return null;
      runs.push(part);
    } else {
      if (part !== '.' && part !== ',' && !GROUP_ONLY_SEPARATORS.has(part)) return null;
      seps.push(part);
    }
  }
  return { runs, seps };
}

/** Western (1,234,567) or Indian (12,34,567) grouping of the integer part. */
function validGrouping(runs: string[]): boolean {
  const [first, ...rest] = runs;
  if (first === undefined) return false;
  if (rest.length === 0) return true; // ungrouped "1234567"
  if (first.length > GROUP_DIGITS) return false;
  if (rest.every((r) => r.length === GROUP_DIGITS)) return true;
  const lastRun = rest.at(-1)!;
  const middle = rest.slice(0, -1);
  return lastRun.length === GROUP_DIGITS && first.length <= INDIAN_GROUP_DIGITS && middle.every((r) => r.length === INDIAN_GROUP_DIGITS);
}

/** Is the last separator the decimal one (rather than a thousands group)? */
function lastSeparatorIsDecimal(sep: string, fractionLength: number, hint: DecimalSeparator | undefined): boolean {
  if (sep !== '.' && sep !== ',') return false;
  // One or two trailing digits can never be a thousands group, whatever the document style says.
  if (fractionLength <= 2) return true;
  // Three digits are a group unless the document is known to use this separator for decimals.
  return fractionLength === MAX_FRACTION_DIGITS && (hint === sep || style.threeDecimals === sep);
}

function readNumberCore(core: string, hint: DecimalSeparator | undefined): NumberCore | null {
  const split = splitRuns(core);
  if (!split) return null;
  const { runs, seps } = split;
  let decimalSeparator: DecimalSeparator | null = null;
  let fractionDigits = '';
  const lastSep = seps.at(-1);
  if (lastSep !== undefined && lastSeparatorIsDecimal(lastSep, runs.at(-1)!.length, hint)) {
    decimalSeparator = lastSep as DecimalSeparator;
    fractionDigits = runs.pop()!;
    seps.pop();
  }
  const groupSeparator = seps[0] ?? null;
  // Groups must be consistent; the decimal char may reappear only as a typo ("2.853.82").
  if (seps.some((s) => s !== groupSeparator)) return null;
  if (!validGrouping(runs)) return null;
  const integerDigits = runs.join('');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return null;
  return { integerDigits, fractionDigits, decimalSeparator, groupSeparator };
}

/**
 * The money style of a document. Statements in yen, won, dong, rupiah or forint print whole
 * amounts ("4.163.750", "1,200", "980"): there every separator groups thousands, and whole numbers
 * are money (`whole`); some print them ungrouped too ("47445350"), like the references beside them
 * (`ungrouped`: long bare numbers are money as well). In a document in dinars (KWD, BHD, OMR, JOD,
 * TND, ...), `threeDecimals` is the separator its amounts print three decimals after ("61.623"):
 * three digits after it are fils, not a thousands group.
 */
export interface MoneyStyle {
  whole: boolean;
  ungrouped?: boolean;
  threeDecimals?: DecimalSeparator | null;
  /** One-letter side marks mean the other side ("D" for Slovenian "dobro", credit). */
  lettersReversed?: boolean;
}

const PLAIN_MONEY: Required<MoneyStyle> = { whole: false, ungrouped: false, threeDecimals: null, lettersReversed: false };

/** The style of the document being read, set for the span of one synchronous reading by `withMoneyStyle`. */
let style: Required<MoneyStyle> = PLAIN_MONEY;

/** Runs `read` (synchronous: the whole reading of one document) with the document's money style. */
export function withMoneyStyle<T>(money: MoneyStyle, read: () => T): T {
  const before = style;
  style = { ...PLAIN_MONEY, ...money };
  try {
    return read();
  } finally {
    style = before;
  }
}

/** Runs `read` with one-letter side marks taken the other way round, the rest of the style kept. */
export function withLetterSidesReversed<T>(reversed: boolean, read: () => T): T {
  if (!reversed) return read();
  const before = style;
  style = { ...style, lettersReversed: true };
  try {
    return read();
  } finally {
    style = before;
  }
}

/** In a whole-money document, an ungrouped number this long is a reference, not an amount ("carte 1022"). */
const MAX_BARE_WHOLE_DIGITS = 3;

/** A whole amount: every separator groups thousands ("600.000" is six hundred thousand). */
function readWholeCore(core: string): NumberCore | null {
  const split = splitRuns(core);
  if (!split) return null;
  const { runs, seps } = split;
  const groupSeparator = seps[0] ?? null;
  if (seps.some((s) => s !== groupSeparator) || !validGrouping(runs)) return null;
  const integerDigits = runs.join('');
  if (integerDigits.length > MAX_INTEGER_DIGITS) return null;
  return { integerDigits, fractionDigits: '', decimalSeparator: null, groupSeparator };
}

/** Texts whose analysis is remembered; past this the memory starts again. */
const REMEMBERED_AMOUNTS = 20_000;

const rememberedAnalysis = remembered<Analysis | null>(REMEMBERED_AMOUNTS);

function analyseAmount(text: string, options: AmountOptions = {}): Analysis | null {
  const found = rememberedAnalysis(`${options.decimal ?? ''}${options.allowInteger ? 1 : 0}${moneySettingsKey()}`, text, () => analyseText(text, options));
  // A copy: callers may add to the amount they get.
  return found && { amount: { ...found.amount }, core: found.core };
}

/** Names the document's money style and side words: whatever changes how a text reads as money. */
export function moneySettingsKey(): string {
  return `${style.whole ? 1 : 0}${style.ungrouped ? 1 : 0}${style.threeDecimals ?? ''}${style.lettersReversed ? 'r' : ''}${sideWordsKey()}`;
}

function analyseText(text: string, options: AmountOptions): Analysis | null {
  const peeled = peelDecorations(plainFigures(text));
  if (!peeled) return null;
  const { d } = peeled;
  const core = style.whole ? readWholeCore(peeled.core) : readNumberCore(peeled.core, options.decimal);
  if (!core) return null;
  const hasCurrency = d.symbol !== undefined || d.code !== undefined;
  // Bare integers are years, counts, IDs far more often than money; in a whole-money document,
  // grouped ones ("4.163.750") and short ones ("980") are amounts, and long ones where it prints them so.
  const whole = style.whole && (core.groupSeparator !== null || core.integerDigits.length <= MAX_BARE_WHOLE_DIGITS || style.ungrouped);
  if (!core.decimalSeparator && !hasCurrency && !options.allowInteger && !whole) return null;

  const negative = d.minus > 0 || d.openParen || d.marker === 'DR';
  const magnitude = core.fractionDigits ? `${core.integerDigits}.${core.fractionDigits}` : core.integerDigits;
  const absolute = new Decimal(magnitude);
  const amount: ParsedAmount = {
    // Avoid a signed zero: "-0.00" is simply zero.
    value: negative && !absolute.isZero() ? absolute.negated() : absolute,
    negative,
    explicitSign: negative || d.plus > 0 || d.marker !== undefined,
    fractionDigits: core.fractionDigits.length,
  };
  if (d.marker) amount.marker = d.marker;
  const currency = d.code ?? d.symbolCurrency;
  if (currency) amount.currency = currency;
  if (d.symbol !== undefined) amount.symbol = d.symbol;
  return { amount, core };
}

/** Parse a whole string as one amount; null when it is not (only) an amount. */
export function parseAmount(text: string, options?: AmountOptions): ParsedAmount | null {
  return analyseAmount(text, options)?.amount ?? null;
}

export function looksLikeAmount(text: string, options?: AmountOptions): boolean {
  return analyseAmount(text, options) !== null;
}

/** "1.234,56" / "1,234.56": both separators present, so the rightmost one is surely decimal. */
const STRONG_EVIDENCE_WEIGHT = 2;
/** "12,34": two trailing digits after one separator; a single sample can be a typo. */
const WEAK_EVIDENCE_WEIGHT = 1;
/** Only cents-style fractions count; 1 or 3 printed decimals say nothing reliable. */
const EVIDENCE_FRACTION_DIGITS = 2;

/**
 * "8,976.519", "1.197,018": a group separator and then the other one before three digits. Alone
 * three digits read as a group, but after another separator they can only be decimals (dinars).
 */
function groupedWithThreeDecimals(sample: string): NumberCore | null {
  for (const decimal of ['.', ','] as const) {
    const core = analyseAmount(sample, { allowInteger: true, decimal })?.core;
    if (
      core?.decimalSeparator === decimal &&
      core.fractionDigits.length === MAX_FRACTION_DIGITS &&
      core.groupSeparator !== null &&
      core.groupSeparator !== decimal
    )
      return core;
  }
  return null;
}

/** Decide the document's decimal separator from many amount-like strings; null when no evidence. */
export function detectDecimalSeparator(samples: string[]): DecimalSeparator | null {
  const votes: Record<DecimalSeparator, number> = { '.': 0, ',': 0 };
  for (const sample of samples) {
    const core = analyseAmount(sample, { allowInteger: true })?.core ?? groupedWithThreeDecimals(sample);
    if (!core?.decimalSeparator) continue;
    const { decimalSeparator, groupSeparator } = core;
    if (groupSeparator === '.' || groupSeparator === ',') {
      if (groupSeparator !== decimalSeparator) votes[decimalSeparator] += STRONG_EVIDENCE_WEIGHT;
    } else if (core.fractionDigits.length === EVIDENCE_FRACTION_DIGITS) {
      votes[decimalSeparator] += WEAK_EVIDENCE_WEIGHT;
    }
  }
  if (votes['.'] === votes[',']) return null;
  return votes['.'] > votes[','] ? '.' : ',';
}
