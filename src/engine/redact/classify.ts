/**
 * Which words of a page redaction replaces. A page's text arrives as lines of tokens (runs of
 * characters between spaces, in the order the content stream draws them). Dates and money are
 * kept, and so are the words a statement's reading leans on (column headers, balance labels,
 * month names, currency codes, the bank's own name: the `keep` vocabulary); everything else that
 * holds a letter or a digit is personal until shown otherwise: account, card, IBAN, sort-code and
 * reference numbers, names, addresses and descriptions.
 */
import {
  CLOSING_BALANCE_TERMS,
  DAY_BALANCE_TERMS,
  HEADER_TERMS,
  IN_TABLE_HEADINGS,
  MONEY_IN_SECTIONS,
  MONEY_OUT_SECTIONS,
  NEUTRAL_BALANCE_TERMS,
  OPENING_BALANCE_TERMS,
  SUBTOTAL_TERMS,
  TOTAL_IN_TERMS,
  TOTAL_OUT_TERMS,
  BALANCE_TABLE_HEADINGS,
  editDistanceWithin,
} from '../layout/vocabulary.ts';
import { monthFromName } from '../text/months.ts';

/** What a token is; every kind but `keep`, `date` and `amount` is replaced (`description` only without keepDescriptions). */
export type TokenKind = 'keep' | 'date' | 'amount' | 'iban' | 'card' | 'sortCode' | 'accountNumber' | 'reference' | 'description' | 'text';

export const REPLACED_KINDS: readonly TokenKind[] = ['iban', 'card', 'sortCode', 'accountNumber', 'reference', 'description', 'text'];

/** Normalised like the engine's labels: lower case, accents and everything but letters and digits removed. */
export function normaliseWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Words of statements that identify nobody, in the languages the engine reads (normalised). */
const COMMON_WORDS = `
a an and at by for from in of on or the to with per via no nr nº n° number num account accounts acct ac statement statements
page pages seite pagina página blad strona sida side of von de di van z av af continued fortsetzung suite
date dates day days period from to until through between as at issued issue printed opened closed
balance balances opening closing brought carried forward previous new current available ledger running daily
total totals subtotal sum summary details detail description descriptions particulars narrative transaction transactions
type code reference ref amount amounts value debit debits credit credits withdrawal withdrawals deposit deposits
paid out in money payments payment receipts received charges charge fees fee interest rate tax overdraft limit
cheque cheques check checks card cards direct standing order orders transfer transfers bank banking branch
cr dr od db dbt cdt plus minus net gross end start beginning ending
sort iban bic swift bsb routing aba customer client member holder name address tel phone fax email www com
visa mastercard debit atm pos purchase purchases refund refunds cash withdrawal
eur usd gbp chf cad aud nzd inr jpy sek nok dkk pln czk huf sgd hkd zar brl mxn myr ngn kes aed cny try ron bgn
saldo alter neuer kontostand buchung buchungstag wert valuta verwendungszweck umsatz umsätze soll haben betrag datum
auszug kontoauszug blatt übertrag zu ihren gunsten lasten summe vom bis zum ab
du au le premier er periode période periodo período okres tot tm t/m en met van del al desde hasta dal od do até a från till fra til
solde ancien nouveau date valeur opération opérations débit crédit montant libellé relevé total
fecha concepto importe cargo abono movimientos saldo anterior
data descrizione dare avere importo movimenti
datum omschrijving bedrag af bij saldo
data descrição débito crédito valor
data opis obciążenia uznania kwota saldo
`;

/** The kept vocabulary, normalised: the engine's labels, common statement words, and `extra`. */
export function keptVocabulary(extra: Iterable<string>): Set<string> {
  const terms = new Set<string>();
  for (const word of COMMON_WORDS.split(/\s+/)) if (word) terms.add(normaliseWord(word));
  for (const [, list] of HEADER_TERMS) for (const t of list) terms.add(t);
  for (const list of [
    OPENING_BALANCE_TERMS,
    CLOSING_BALANCE_TERMS,
    DAY_BALANCE_TERMS,
    NEUTRAL_BALANCE_TERMS,
    TOTAL_OUT_TERMS,
    TOTAL_IN_TERMS,
    SUBTOTAL_TERMS,
    MONEY_OUT_SECTIONS,
    MONEY_IN_SECTIONS,
    BALANCE_TABLE_HEADINGS,
    IN_TABLE_HEADINGS,
  ]) {
    for (const t of list as readonly string[]) terms.add(t);
  }
  for (const label of LABEL_WORDS) terms.add(normaliseWord(label));
  for (const word of extra) {
    const n = normaliseWord(word);
    if (n) terms.add(n);
  }
  return terms;
}

export interface ClassifyOptions {
  /** More words to keep (a bank's name, its labels): matched normalised, alone or as a run of tokens. */
  keepWords?: Iterable<string>;
  /** OCR words: a word one letter away from a kept term is kept (OCR misreads labels too). */
  fuzzy?: boolean;
  /** Words of the statement's transaction descriptions (normalised): tokens among them on a line with a date or an amount are `description`. */
  descriptionWords?: ReadonlySet<string>;
  /**
   * The digits of every figure the statement holds (amounts, balances: "465118" for 4,651.18): an
   * OCR word of bare digits on a row is taken for an amount whose separators OCR dropped only when
   * it is one of them; otherwise it is a reference ("CO-OP GROUP 070612").
   */
  moneyDigits?: ReadonlySet<string>;
}

export interface Classifier {
  classifyLine(tokens: readonly string[]): TokenKind[];
  /** True for a word of the kept vocabulary: a fake must never be one (it would read as a label or a bank's name). */
  isKept(word: string): boolean;
}

const STRIP = /^[\s([{"'“‘«:;,@#*]+|[\s)\]}"'”’»:;,]+$/g;
const AMOUNT_GROUPED = /^\d{1,3}(?:[,.'’\u00a0\u202f ]\d{2}(?=[,.'’\u00a0\u202f ]\d))*(?:[,.'’\u00a0\u202f ]\d{3})+(?:[.,]\d{1,3})?$/;
const AMOUNT_PLAIN = /^\d+(?:[.,]\d{1,3})?$/;

function validDayMonth(a: number, b: number): boolean {
  return (a >= 1 && a <= 31 && b >= 1 && b <= 12) || (b >= 1 && b <= 31 && a >= 1 && a <= 12);
}

/** A token a date could be read from (a whole date, a day and month, a month name, a year). */
export function isDateToken(raw: string): boolean {
  const text = raw.replace(STRIP, '');
  if (!text) return false;
  if (monthFromName(text) !== null) return true;
  let m = /^(\d{1,2})[./-](\d{1,2})(?:[./-](\d{2}|\d{4}))?\.?$/.exec(text);
  if (m) return validDayMonth(Number(m[1]), Number(m[2]));
  m = /^(\d{4})[./-](\d{1,2})(?:[./-](\d{1,2}))?$/.exec(text);
  if (m) return Number(m[2]) >= 1 && Number(m[2]) <= 12 && (m[3] === undefined || (Number(m[3]) >= 1 && Number(m[3]) <= 31));
  m = /^(\d{1,2})(?:st|nd|rd|th)?[ .-]?([\p{L}]{3,10})\.?(?:[ .,-]?(\d{2}|\d{4}))?$/u.exec(text);
  if (m && monthFromName(m[2] as string) !== null) return Number(m[1]) >= 1 && Number(m[1]) <= 31;
  m = /^([\p{L}]{3,10})\.?[ .,-]?(\d{1,4})$/u.exec(text);
  if (m && monthFromName(m[1] as string) !== null) return true;
  if (/^(?:19|20)\d{2}$/.test(text)) return true;
  // A month and year (05-2026), a time of day (19:16), an ordinal day (1st, 1er, 1º).
  m = /^(\d{1,2})[./-](\d{4})$/.exec(text);
  if (m) return Number(m[1]) >= 1 && Number(m[1]) <= 12;
  if (/^\d{1,2}[:h]\d{2}(?::\d{2})?$/.test(text)) return true;
  return /^\d{1,2}(?:st|nd|rd|th|er|e|re|º|ª|o|a)?\.?$/.test(text);
}

/** A token that reads as money: grouped digits, or digits with one to three decimals, with any sign, symbol, currency code or CR/DR around them. */
export function isAmountToken(raw: string): boolean {
  const text = raw
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/^(?:[A-Z]{3}|[A-Z]{1,2}\$)\s?(?=\d)/, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/(?:[^\p{L}\p{N}]|\s?(?:CR|DR|Cr|Dr|cr|dr|OD|C|D|H|S)\b)+$/u, '')
    .replace(/[^\p{L}\p{N}]+$/u, '');
  if (!text) return false;
  return AMOUNT_GROUPED.test(text) || (AMOUNT_PLAIN.test(text) && (/[.,]/.test(text) || text.length <= 4));
}

/** Words that announce an identifier: the number after them is one, whatever it looks like. */
const LABEL_WORDS = [
  'account',
  'acct',
  'ac',
  'konto',
  'kontonummer',
  'compte',
  'cuenta',
  'conto',
  'rekening',
  'rekeningnummer',
  'conta',
  'rachunek',
  'number',
  'no',
  'nr',
  'num',
  'iban',
  'card',
  'customer',
  'client',
  'kunde',
  'kundennummer',
  'member',
  'reference',
  'ref',
  'bsb',
  'routing',
  'sort',
  'code',
  'blz',
  'bic',
  'swift',
  'policy',
  'contract',
  'mandate',
  'id',
];
const LABELS = new Set(LABEL_WORDS.map(normaliseWord));

const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
const CARD = /(?:\b\d{4}|[X*•x]{4})(?:[ -]?(?:\d{4}|[X*•x]{4})){2,3}\b|[X*•x]{2,}[ -]?\d{3,6}\b/g;
const SORT_CODE = /\b\d{2}[- ]\d{2}[- ]\d{2}\b/g;

/** "Payments/Credits", "Debit-Card": every part a kept term. */
function isCompoundTerm(token: string, terms: ReadonlySet<string>): boolean {
  const parts = token
    .split(/[/\-–+&]/)
    .map(normaliseWord)
    .filter(Boolean);
  return parts.length > 1 && parts.every((p) => terms.has(p));
}

export function createClassifier(options: ClassifyOptions = {}): Classifier {
  const terms = keptVocabulary(options.keepWords ?? []);
  const descriptions = options.descriptionWords;
  const money = options.moneyDigits;
  const isStatementFigure = (token: string) => money?.has(token.replace(/\D/g, '')) === true;
  // A separator printed keeps the word an amount; bare digits must be one of the statement's figures.
  const isMoneyDigits = (token: string) => !money || /[.,/'-]/.test(token) || isStatementFigure(token);
  const byLength = new Map<number, string[]>();
  for (const term of terms) {
    const list = byLength.get(term.length) ?? [];
    list.push(term);
    byLength.set(term.length, list);
  }
  const near = (word: string): boolean => {
    if (!options.fuzzy || word.length < 4 || /\d/.test(word)) return false;
    for (const length of [word.length - 1, word.length, word.length + 1]) {
      for (const term of byLength.get(length) ?? []) if (editDistanceWithin(word, term, 1)) return true;
    }
    return false;
  };
  // A description's second line carries no date or amount: the line before it did.
  let previousHadMoney = false;
  return {
    isKept: (word) => terms.has(normaliseWord(word)),
    classifyLine(tokens) {
      const kinds: (TokenKind | null)[] = tokens.map(() => null);
      // Spans over several tokens: IBANs, card numbers, sort codes, written in groups.
      const starts: number[] = [];
      let line = '';
      tokens.forEach((token, i) => {
        if (i > 0) line += ' ';
        starts.push(line.length);
        line += token;
      });
      const mark = (re: RegExp, kind: TokenKind, guard?: (text: string) => boolean) => {
        for (const match of line.matchAll(re)) {
          if (guard && !guard(match[0])) continue;
          const from = match.index ?? 0;
          const to = from + match[0].length;
          tokens.forEach((token, i) => {
            const s = starts[i] as number;
            if (s < to && s + token.length > from && kinds[i] === null) kinds[i] = kind;
          });
        }
      };
      mark(IBAN, 'iban', (text) => /\d/.test(text.slice(4)) && text.replace(/ /g, '').length >= 15);
      mark(CARD, 'card');
      const normalised = tokens.map(normaliseWord);
      const sortLabel = normalised.some((w, i) => (w === 'sort' && normalised[i + 1] === 'code') || w === 'sortcode' || w === 'bsb' || w === 'blz');
      mark(SORT_CODE, 'sortCode', (text) => sortLabel || !isDateToken(text.replace(/ /g, '-')));
      // Runs of words that make up a kept term ("Closing" "balance" → closingbalance).
      for (let i = 0; i < tokens.length; i++) {
        if (kinds[i] !== null) continue;
        let joined = '';
        for (let j = i; j < Math.min(tokens.length, i + 5); j++) {
          if (kinds[j] !== null) break;
          joined += normalised[j];
          if (j > i && terms.has(joined)) for (let k = i; k <= j; k++) kinds[k] = 'keep';
        }
      }
      let labelled = 0;
      let hasMoney = false;
      tokens.forEach((token, i) => {
        // A figure of the statement with its separators lost to OCR ("427817") makes the line a row too.
        if (kinds[i] === null && (isDateToken(token) || isAmountToken(token) || (/^\d{3,9}$/.test(token) && isStatementFigure(token)))) hasMoney = true;
      });
      tokens.forEach((token, i) => {
        const word = normalised[i] as string;
        if (kinds[i] !== null) {
          labelled = 0;
          return;
        }
        if (!word || (word.length === 1 && /\p{L}/u.test(word))) {
          // Nothing to hide in a lone letter (an initial, the "p." of a page number).
          kinds[i] = 'keep';
          return;
        }
        const hasDigit = /\d/.test(word);
        if (LABELS.has(word)) {
          kinds[i] = 'keep';
          labelled = 2;
          return;
        }
        if (hasDigit && labelled > 0 && !/\d[.,]\d{2}\b/.test(token)) {
          kinds[i] = 'accountNumber';
          labelled--;
          return;
        }
        labelled = 0;
        const previous = i > 0 ? kinds[i - 1] : null;
        // Two capitals: a type code (DD, SO, BP), a sign (CR, OD), nobody's name.
        if (/^\p{Lu}{2}$/u.test(token.replace(STRIP, ''))) kinds[i] = 'keep';
        else if (previous === 'amount' && /^\p{L}{1,2}$/u.test(word) && token === token.toUpperCase()) kinds[i] = 'keep';
        else if (isDateToken(token)) kinds[i] = 'date';
        else if (isAmountToken(token)) kinds[i] = 'amount';
        // OCR drops separators (0103/25, 11231, 4.65118): on a scan's table row a short run of digits stays.
        else if (options.fuzzy && hasMoney && /^[\d.,/'-]{3,9}$/.test(token) && (token.match(/\d/g) ?? []).length <= 7 && isMoneyDigits(token))
          kinds[i] = 'amount';
        else if (hasDigit) kinds[i] = /^\d{7,}$/.test(word) ? 'accountNumber' : 'reference';
        else if (terms.has(word) || isCompoundTerm(token, terms)) kinds[i] = 'keep';
        // A payee one letter from a kept word ("Publix", "public") is the payee: the fuzzy match is for labels misread.
        else if (descriptions?.has(word) && (hasMoney || previousHadMoney)) kinds[i] = 'description';
        else if (near(word)) kinds[i] = 'keep';
        else kinds[i] = 'text';
      });
      if (tokens.length > 0) previousHadMoney = hasMoney;
      return kinds as TokenKind[];
    },
  };
}
