/**
 * Statement metadata read from the text around the table: account number, labelled balances
 * (summary boxes), currency, and whether the document is a credit-card statement.
 */
import type { Decimal } from 'decimal.js';
import type { Cell, Line } from '../layout/lines.ts';
import { foldLabelText, normalizeFolded, normalizeLabel } from '../layout/lines.ts';
import { compactAmountText } from '../text/amount-text.ts';
import { looksLikeDate } from '../text/date.ts';
import { remembered } from '../text/memo.ts';
import { itemsOf } from '../layout/content-columns.ts';
import { figuresOf } from './summary-figures.ts';
import { type DecimalSeparator, looksLikeAmount, parseAmount } from '../text/amount.ts';

const ACCOUNT_LABELS = [
  'accountnumber',
  'accountno',
  'acctno',
  'accountnr',
  'kontonummer',
  'kontonr',
  'numerodecompte',
  'ndecompte',
  'comptenumero',
  'numerodecuenta',
  'ncuenta',
  'numerodiconto',
  'ncontocorrente',
  'contocorrente',
  'rekeningnummer',
  'rekeningnr',
  'numerodaconta',
  'nconta',
  'nrrachunku',
  'numerrachunku',
  'rachunek',
  'cardnumber',
  'cardending',
  'cardendingin',
  'accountending',
  'kartennummer',
  'acnum',
  'account',
  'konto',
  'compte',
  'cuenta',
  'conto',
  'rekening',
  'conta',
  'iban',
];
/** An account identifier has at least this many digits; shorter numbers are sheet or branch numbers. */
const MIN_ACCOUNT_DIGITS = 4;
export const IBAN_PATTERN = /\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,3})?)\b/;

/** '****' followed by the last four letters or digits of the identifier. */
export function maskAccount(identifier: string): string {
  const compact = identifier.replace(/[^A-Za-z0-9]/g, '');
  return `****${compact.slice(-4)}`;
}

/** Dates inside an identifier's text ("Extracto de cuenta · 01/04/2025") are never part of it. */
const DATE_LIKE = /\b\d{1,4}[./-]\d{1,2}[./-]\d{2,4}\b/g;

/**
 * The first account identifier in `text`: consecutive words that each carry a digit (or a mask
 * `*`), joined by spaces, dashes, dots or slashes ("ES75 0049 2714 …", "02-1234-0567890-00",
 * "6984/43438879"), with at least four digits. Words without digits end it ("… SALARY ACCOUNT").
 */
export function accountToken(text: string): string | null {
  const words = text.replace(DATE_LIKE, ' | ').split(/\s+/).filter(Boolean);
  let group: string[] = [];
  const flush = (): string | null => {
    const candidate = group.join(' ');
    group = [];
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < MIN_ACCOUNT_DIGITS || looksLikeAmount(compactAmountText(candidate))) return null;
    return candidate;
  };
  for (const word of words) {
    // A masked group ("XXXX", "••••") belongs to the number as much as its digits do.
    const part = /^[A-Z0-9*•][A-Z0-9*•\-./]*$/i.test(word) && (/[0-9*•]/.test(word) || /^[xX]{2,}$/.test(word));
    if (part) {
      group.push(word);
      continue;
    }
    const found = group.length ? flush() : null;
    if (found) return found;
  }
  return group.length ? flush() : null;
}

/**
 * The first label from `labels` that starts a word of `text`, with the text after it. A label must
 * end at a word boundary too: "Konto" is a label, "Kontoauszug" is not.
 */
function labelMatch(text: string, labels: readonly string[], anywhere = true): { label: string; rest: string } | null {
  const { folded, normalized, offsets, starts } = labelSearchText(text);
  const index = labelIndex(labels);
  for (const start of anywhere ? starts : [0]) {
    const from = offsets[start] as number;
    const label = firstLabelAt(normalized, from, index);
    if (!label) continue;
    // Consume the label's letters in order to find where it ends in the original text.
    let consumed = 0;
    let cut = start;
    for (; cut < folded.length && consumed < label.length; cut++) {
      if (folded[cut] === label[consumed]) consumed++;
    }
    // Scripts written without spaces run their label into the next word ("期初余额2024年").
    const next = folded[cut] ?? '';
    if (/\p{L}/u.test(next) && !UNSPACED.test(next)) continue;
    return { label, rest: text.slice(cut).replace(/^[\s:.#°º-]+/, '') };
  }
  return null;
}

/** A cell's text as label searches read it, kept: summaries and balance labels are looked for in the same cells many times. */
interface LabelSearchText {
  folded: string;
  normalized: string;
  offsets: number[];
  starts: number[];
}
/** Cell texts kept; past this the memory starts again (a long-running service). */
const rememberedSearchText = remembered<LabelSearchText>(20_000);

function labelSearchText(text: string): LabelSearchText {
  return rememberedSearchText('', text, () => {
    const folded = foldLabelText(text);
    return { folded, ...normalizeFolded(folded), starts: wordStarts(folded) };
  });
}

/** A list of labels by their first two letters (shorter ones apart), each with its place in the list: the first listed wins. */
interface LabelIndex {
  byStart: Map<string, Array<{ label: string; rank: number }>>;
  short: Array<{ label: string; rank: number }>;
}
const labelIndexes = new WeakMap<readonly string[], LabelIndex>();

function labelIndex(labels: readonly string[]): LabelIndex {
  let index = labelIndexes.get(labels);
  if (index === undefined) {
    index = { byStart: new Map(), short: [] };
    labels.forEach((label, rank) => {
      if (label.length < 2) (index as LabelIndex).short.push({ label, rank });
      else {
        const key = label.slice(0, 2);
        const list = (index as LabelIndex).byStart.get(key) ?? [];
        list.push({ label, rank });
        (index as LabelIndex).byStart.set(key, list);
      }
    });
    labelIndexes.set(labels, index);
  }
  return index;
}

/** The first listed label that `normalized` holds at `from`. */
function firstLabelAt(normalized: string, from: number, index: LabelIndex): string | undefined {
  let best: { label: string; rank: number } | undefined;
  for (const list of [index.byStart.get(normalized.slice(from, from + 2)), index.short]) {
    for (const entry of list ?? []) {
      if ((best === undefined || entry.rank < best.rank) && normalized.startsWith(entry.label, from)) best = entry;
    }
  }
  return best?.label;
}

/** Letters of scripts written without spaces between words: any of them may start a label. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Where a word may start: a run of letters or digits in any script, and every letter of an unspaced script. */
function wordStarts(text: string): number[] {
  const starts: number[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)) {
    const at = match.index ?? 0;
    starts.push(at);
    // Latin, Cyrillic, ... words are the common case: only a run holding an unspaced letter is walked.
    if (!UNSPACED.test(match[0])) continue;
    for (let i = 1; i < match[0].length; i++) if (UNSPACED.test(match[0][i] as string)) starts.push(at + i);
  }
  return starts;
}

/** Cells of the line below that sit under `cell` (from its left edge to the next cell's start). */
function cellsBelow(lines: Line[], index: number, line: Line, cellIndex: number): Cell[] {
  const below = lines[index + 1];
  const cell = line.cells[cellIndex] as Cell;
  if (!below || below.page !== line.page || below.top - line.bottom > line.size * 2.5) return [];
  const nextStart = line.cells[cellIndex + 1]?.x0 ?? Infinity;
  return below.cells.filter((c) => c.x1 > cell.x0 - line.size && c.x0 < nextStart);
}

export function findAccountNumber(lines: Line[]): string | null {
  const labels = ACCOUNT_LABELS.filter((l) => l !== 'iban');
  // A label that starts its cell ("Account number …") beats one inside a phrase ("Extracto de cuenta").
  for (const [wanted, anywhere] of [
    [labels, false],
    [['iban'], false],
    [labels, true],
  ] as const) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] as Line;
      for (let c = 0; c < line.cells.length; c++) {
        const match = labelMatch((line.cells[c] as Cell).text, wanted, anywhere);
        // "Account Summary" is a heading, not a label with a number after it.
        if (!match || (/^[a-z]{3,}/i.test(match.rest) && !IBAN_PATTERN.test(match.rest))) continue;
        const candidates = [match.rest, ...line.cells.slice(c + 1, c + 3).map((x) => x.text), ...cellsBelow(lines, i, line, c).map((x) => x.text)];
        for (const text of candidates) {
          const token = accountToken(text);
          if (token) return maskAccount(token);
        }
      }
    }
  }
  for (const line of lines) {
    const iban = IBAN_PATTERN.exec(line.text);
    if (iban) return maskAccount(iban[1] as string);
  }
  return null;
}

export interface LabelledAmount {
  value: Decimal;
  page: number;
  /** Index of the label's line in the lines searched. */
  line: number;
}

/** The amount printed next to (right of, or under) the first label from `labels`. */
export function findLabelledAmount(
  lines: Line[],
  labels: readonly string[],
  decimal: DecimalSeparator | null,
  which: 'first' | 'last' = 'first',
  from = 0,
): LabelledAmount | null {
  // Summary boxes print "= $1,901.09" / "+ $20.00": the arithmetic sign is not part of the amount.
  const parse = (text: string) => parseAmount(compactAmountText(text.replace(/^\s*=\s*/, '')), decimal ? { decimal } : {});
  const order = lines.map((_, i) => i).filter((i) => i >= from);
  if (which === 'last') order.reverse();
  for (const i of order) {
    const line = lines[i] as Line;
    for (let c = 0; c < line.cells.length; c++) {
      const match = labelMatch((line.cells[c] as Cell).text, labels);
      if (!match) continue;
      const sameCell = amountAt('start', match.rest, parse) ?? amountAt('end', match.rest, parse);
      if (sameCell) return { value: sameCell, page: line.page, line: i };
      // Right of the label on its line, up to the next label (a figure beyond "Total in pots" is that
      // label's), then under it.
      const right = line.cells.slice(c + 1);
      const nextLabel = right.findIndex((cell) => isLabelText(cell.text));
      for (const cell of [...(nextLabel < 0 ? right : right.slice(0, nextLabel)), ...cellsBelow(lines, i, line, c)]) {
        const value = parse(cell.text)?.value;
        if (value) return { value, page: line.page, line: i };
      }
      const wrapped = c === line.cells.length - 1 && !/\d/.test(match.rest) ? wrappedFigure(lines, i, parse) : null;
      if (wrapped) return { value: wrapped, page: line.page, line: i };
    }
  }
  return null;
}

/**
 * A summary written as running text wraps: a label that ends its line finds its figure at the start
 * of the next, after the date it is "as of" ("… Closing balance" / "28/02/2021: 4,991.30").
 */
function wrappedFigure(lines: Line[], index: number, parse: (t: string) => { value: Decimal } | null): Decimal | null {
  const line = lines[index] as Line;
  const next = lines[index + 1];
  const first = next?.cells[0];
  if (!next || !first || next.page !== line.page || next.top - line.bottom > line.size * 1.5) return null;
  // The paragraph's text flows back to its left edge, and goes on as text (not a table's row of cells).
  if (next.cells.length > 2 || Math.abs(first.x0 - (line.cells[0] as Cell).x0) > line.size) return null;
  const words = first.text.trim().split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 0; n--) {
    if (n > 0 && !looksLikeDate(words.slice(0, n).join(' ').replace(/[:,]$/, ''))) continue;
    const value = amountAt('start', words.slice(n).join(' '), parse);
    if (value) return value;
  }
  return null;
}

/** Text that names something: a word of four letters or more, not a date ("31 December 2024") nor a code ("EUR"). */
function isLabelText(text: string): boolean {
  return /\p{L}{4,}/u.test(text) && !looksLikeDate(text);
}

/**
 * An amount of up to four words at one end of a label's cell: its start when more labels follow in
 * the same run of text ("Previous balance: 311.62 Total money in: 1,461.96"), its end otherwise
 * ("Opening balance on 1 May 2024 1,234.56"); the longest phrase that reads as one ("1,234.56 CR").
 */
function amountAt(end: 'start' | 'end', text: string, parse: (t: string) => { value: Decimal } | null): Decimal | null {
  const words = text.trim().split(/\s+/).filter(Boolean);
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const value = parse((end === 'start' ? words.slice(0, n) : words.slice(-n)).join(' '))?.value;
    if (value) return value;
  }
  return null;
}

/** Codes a statement names its currency by; not every ISO code, since some are ordinary words ("ALL", "TOP", "CUP"). */
const ISO_CODES = [
  'EUR',
  'GBP',
  'USD',
  'CHF',
  'CAD',
  'AUD',
  'NZD',
  'INR',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'BRL',
  'MXN',
  'SGD',
  'HKD',
  'MYR',
  'ZAR',
  'NGN',
  'KES',
  'AED',
  'CZK',
  'HUF',
  'THB',
  'TRY',
  'RUB',
  'UAH',
  'BGN',
  'RON',
  'RSD',
  'ILS',
  'SAR',
  'QAR',
  'KWD',
  'BHD',
  'OMR',
  'IDR',
  'VND',
  'KRW',
  'CNY',
  'TWD',
  'PHP',
  'ISK',
  'CLP',
  'COP',
  'PEN',
  'ARS',
  'EGP',
  'MAD',
  'PKR',
  'BDT',
  'LKR',
  'KZT',
  'HRK',
  'BAM',
  'MKD',
  'TND',
  'JOD',
  'GHS',
];
/** Symbols of one currency each, found anywhere in the text. */
const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  zł: 'PLN',
  R$: 'BRL',
  '₦': 'NGN',
  '฿': 'THB',
  '₺': 'TRY',
  '₽': 'RUB',
  '₴': 'UAH',
  '₪': 'ILS',
  '₩': 'KRW',
  '₫': 'VND',
  '₱': 'PHP',
  Kč: 'CZK',
  лв: 'BGN',
  грн: 'UAH',
  руб: 'RUB',
  'дин.': 'RSD',
  円: 'JPY',
  원: 'KRW',
};

/** Symbols several currencies print: they count for the one of them the document names by its code (else the first). */
const SHARED_SYMBOLS: Record<string, readonly string[]> = {
  '¥': ['JPY', 'CNY'],
  '￥': ['JPY', 'CNY'],
};

const FOREIGN_AMOUNT_LINE =
  /foreign\s*currency|exchange\s*rate|fremdw[äa]hrung|wechselkurs|devise|taux de change|tipo de cambio|tasso di cambio|wisselkoers|kurs wymiany|växelkurs/i;

/** The currency named most often in the document: ISO codes and symbols (a shared one counts for the code printed beside it). */
export function findCurrency(lines: Line[]): string | null {
  const counts = new Map<string, number>();
  const bump = (code: string) => counts.set(code, (counts.get(code) ?? 0) + 1);
  const shared = new Map<string, number>();
  for (const line of lines) {
    // "FOREIGN CURRENCY 22.54 USD @ EXCHANGE RATE 1.3425" names a currency the account is not in.
    if (FOREIGN_AMOUNT_LINE.test(line.text)) continue;
    for (const match of line.text.matchAll(/\b([A-Z]{3})\b/g)) {
      if (ISO_CODES.includes(match[1] as string)) bump(match[1] as string);
    }
    for (const [symbol, code] of Object.entries(SYMBOLS)) if (line.text.includes(symbol)) bump(code);
    for (const symbol of Object.keys(SHARED_SYMBOLS)) if (line.text.includes(symbol)) shared.set(symbol, (shared.get(symbol) ?? 0) + 1);
  }
  for (const [symbol, count] of shared) {
    const codes = SHARED_SYMBOLS[symbol] as readonly string[];
    const named = codes.filter((code) => counts.has(code)).sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
    const code = (named[0] ?? codes[0]) as string;
    counts.set(code, (counts.get(code) ?? 0) + count);
  }
  let best: string | null = null;
  for (const [code, count] of counts) if (!best || count > (counts.get(best) ?? 0)) best = code;
  return best;
}

/**
 * Card-only notions (credit card, minimum payment, credit limit, available credit), normalised,
 * in the languages statements are printed in.
 */
const CARD_TERMS = [
  'creditcard',
  'cardmember',
  'minimumpayment',
  'minimumamountdue',
  'paymentduedate',
  'creditlimit',
  'availablecredit',
  'creditcardnumber',
  'cardaccount',
  'kreditkarte',
  'mindestbetrag',
  'mindestzahlung',
  'kreditlimit',
  'kreditrahmen',
  'verfugbarerbetrag',
  'cartedecredit',
  'paiementminimum',
  'montantminimum',
  'plafond',
  'creditdisponible',
  'tarjetadecredito',
  'pagominimo',
  'limitedecredito',
  'creditodisponible',
  'cartadicredito',
  'pagamentominimo',
  'limitedicredito',
  'fido',
  'cartaodecredito',
  'limitedecredito',
  'creditcardnummer',
  'minimumbedrag',
  'kredietlimiet',
  'bestedingslimiet',
  'kreditkort',
  'minstabelopp',
  'kreditgrans',
  'minimumsbelob',
  'kreditramme',
  'minstebelop',
  'luottokortti',
  'vahimmaismaksu',
  'luottoraja',
  'kartakredytowa',
  'minimalnasplata',
  'limitkredytowy',
  'kreditnikarta',
  'kreditnakarta',
  'minimalnisplatka',
  'uverovylimit',
  'uverovalimit',
  'hitelkartya',
  'minimalisbefizetes',
  'hitelkeret',
  'carddecredit',
  'platăminima',
  'platăminimă',
  'platamin',
  'limitadecredit',
  'kreditnakartica',
  'minimalnoplacilo',
  'kreditnilimit',
  'minimalniiznos',
  'kreditkarti',
  'asgariodeme',
  'kartlimiti',
  'kartukredit',
  'pembayaranminimum',
  'bataskredit',
  'thetindung',
  'thanhtoantoithieu',
  'hanmuctindung',
  'krediitkaart',
  'miinimummakse',
  'krediitlimiit',
  'minimalaismaksajums',
  'kredītlimits',
  'kreditinekortele',
  'minimaliimoka',
  'kreditolimitas',
  'кредитнакарта',
  'кредитнаякарта',
  'минимальныйплатеж',
  'минимальныйплатёж',
  'кредитныйлимит',
  'кредитнакартка',
  'мінімальнийплатіж',
  'кредитнийліміт',
  'минималнаплащане',
  'кредитенлимит',
  'кредитнакартица',
  'минималнауплата',
  'кредитнилимит',
  'πιστωτικηκαρτα',
  'ελαχιστηκαταβολη',
  'πιστωτικοοριο',
  'כרטיסאשראי',
  'תשלוםמינימלי',
  'מסגרתאשראי',
  'بطاقةائتمان',
  'الحدالأدنى',
  'حدالائتمان',
  'क्रेडिटकार्ड',
  'न्यूनतमभुगतान',
  'क्रेडिटसीमा',
  'บัตรเครดิต',
  'ยอดชำระขั้นต่ำ',
  'วงเงิน',
  'クレジットカード',
  '最低支払',
  'ご利用可能額',
  '利用限度額',
  '信用卡',
  '最低还款',
  '信用额度',
  '신용카드',
  '최소결제',
  '이용한도',
];

/** A card number printed masked ("**** **** **** 3154", "XXXX-XXXX-XXXX-3154"): the statement is a card's. */
const MASKED_CARD_NUMBER = /(?:[*xX•]{4}[\s-]?){3}\d{4}\b/;

/** A card number printed whole, in four groups of four ("4532 5957 1709 1604"). */
const WHOLE_CARD_NUMBER = /\b[2-6]\d{3}([ -])\d{4}\1\d{4}\1\d{4}\b/g;

/**
 * "Credit card" in the languages that build it from the same two stems, as normalised labels
 * run words together: Krediitkaardi, kreditkort, creditcard, kreditní karta, karta kredytowa,
 * carte de crédit, tarjeta de crédito, кредитная карта.
 */
const CREDIT_CARD_WORD =
  /(?:kred|cred|кред)\p{L}{0,6}(?:kart|kaar|kort|card|карт)|(?:kart|carte|card|tarjeta|cartao|карт)\p{L}{0,3}(?:de|di|do)?(?:kred|cred|кред)/u;

/** The Luhn check every payment card number passes (and nine in ten other runs of digits fail). */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Each page's lines above its first line opening with a date: titles, page headers, the summary. */
function linesAboveTables(lines: Line[]): Line[] {
  const firstRowTop = new Map<number, number>();
  for (const line of lines) {
    if (!firstRowTop.has(line.page) && itemsOf(line)[0]?.kind === 'date') firstRowTop.set(line.page, line.top);
  }
  return lines.filter((line) => line.top < (firstRowTop.get(line.page) ?? Number.POSITIVE_INFINITY));
}

/** Card numbers printed whole, as digits: four groups and no more (longer runs are IBANs and accounts). */
function wholeCardNumbers(lines: Line[]): string[] {
  const numbers: string[] = [];
  for (const line of lines) {
    for (const match of line.text.matchAll(WHOLE_CARD_NUMBER)) {
      const before = line.text.slice(0, match.index);
      const after = line.text.slice(match.index + match[0].length);
      if (!/\d[ -]?$/.test(before) && !/^[ -]?\d/.test(after)) numbers.push(match[0].replace(/\D/g, ''));
    }
  }
  return numbers;
}

/**
 * A card statement, by its words and by what it prints. Vocabulary notions (minimum payment,
 * credit limit) need a second sign, since a bank account's rows name card payments. Above the
 * tables, a card named by number is content in any language: a whole number that passes the Luhn
 * check is a card's; one that does not, beside "credit card" in the title, is a card's too.
 */
export function looksLikeCardStatement(lines: Line[]): boolean {
  const raw = lines.map((l) => l.text).join(' ');
  const text = normalizeLabel(raw);
  const terms = CARD_TERMS.filter((term) => text.includes(normalizeLabel(term))).length;
  if (terms >= 2) return true;
  const header = linesAboveTables(lines);
  const cardNumbers = wholeCardNumbers(header);
  if (cardNumbers.some(passesLuhn)) return true;
  const notion = terms >= 1 || header.some((line) => CREDIT_CARD_WORD.test(normalizeLabel(line.text)));
  return notion && (MASKED_CARD_NUMBER.test(raw) || cardNumbers.length > 0 || printsCreditLimit(lines));
}

/** A credit limit is a round sum: a multiple of this, and at least the minimum. */
const ROUND_LIMIT = 100;
const MIN_LIMIT = 500;
/** The limit, the credit still available and the amount owed stand within this many lines of each other (one summary box). */
const LIMIT_BOX_LINES = 3;

/**
 * A card statement prints its credit limit and the credit still available, and the difference is
 * what is owed, printed in the same box: "Limit 12.000,00  Available 9.053,50" near "New balance
 * 2.946,50". Found by the arithmetic, in any language; a second sign beside one card notion,
 * since round amounts and balances can fall into the same relation by chance. Rows of a table (a
 * line opening with a date) are not such a box.
 */
function printsCreditLimit(lines: Line[]): boolean {
  const figures = figuresOf(
    lines.filter((line) => itemsOf(line)[0]?.kind !== 'date'),
    null,
  );
  for (const limit of figures) {
    if (limit.value.lt(MIN_LIMIT) || !limit.value.mod(ROUND_LIMIT).isZero()) continue;
    const box = figures.filter((f) => Math.abs(f.lineIndex - limit.lineIndex) <= LIMIT_BOX_LINES && f !== limit);
    for (const available of box) {
      if (Math.abs(available.lineIndex - limit.lineIndex) > 1 || available.value.lte(0) || available.value.gte(limit.value)) continue;
      // Round all three, it is a table of ranges ("S$15,000 to < S$30,000"), not a card's credit.
      if (available.value.mod(ROUND_LIMIT).isZero()) continue;
      const owed = limit.value.minus(available.value);
      if (box.some((f) => f !== available && f.value.abs().eq(owed))) return true;
    }
  }
  return false;
}
