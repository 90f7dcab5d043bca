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
auszug kontoauszug blatt übertrag zu ihren gunsten lasten summe
solde ancien nouveau date valeur opération opérations débit crédit montant libellé relevé total
fecha concepto importe cargo abono movimientos saldo anterior
data descrizione dare avere importo movimenti
datum omschrijving bedrag af bij saldo
data descrição débito crédito valor
data opis obciążenia uznania kwota saldo
`;

function termsSet(extra: Iterable<string>): Set<string> {
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
  for (const word of extra) {
    const n = normaliseWord(word);
    if (n) terms.add(n);
  }
  return terms;
}

export interface ClassifyOptions {
  /** More words to keep (a bank's name, its labels): matched normalised, alone or as a run of tokens. */
  keepWords?: Iterable<string>;
  /** Words of the statement's transaction descriptions (normalised): tokens among them on a line with a date or an amount are `description`. */
  descriptionWords?: ReadonlySet<string>;
}

export interface Classifier {
  classifyLine(tokens: readonly string[]): TokenKind[];
}

const STRIP = /^[\s([{"'“‘«:;,]+|[\s)\]}"'”’»:;,]+$/g;
const AMOUNT_SIGNS = /^[-+−–(]*(?:[A-Z]{3}\s?)?[$€£¥₹₩₪₺₦₱]?[-+−–]?/;
const AMOUNT_GROUPED = /^\d{1,3}(?:[,.'’\u00a0\u202f ]\d{3})+(?:[.,]\d{1,3})?$/;
const AMOUNT_PLAIN = /^\d+(?:[.,]\d{1,3})?$/;
const AMOUNT_TAIL = /(?:[-+−–)]|\s?(?:CR|DR|Cr|Dr|cr|dr|C|D|H|S))*$/;

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
  return /^\d{1,2}(?:st|nd|rd|th)?\.?$/.test(text);
}

/** A token that reads as money: grouped digits, or digits with one to three decimals, with a sign, symbol or CR/DR. */
export function isAmountToken(raw: string): boolean {
  const text = raw.replace(STRIP, '').replace(AMOUNT_SIGNS, '').replace(AMOUNT_TAIL, '');
  if (!text) return false;
  return AMOUNT_GROUPED.test(text) || (AMOUNT_PLAIN.test(text) && (/[.,]/.test(text) || text.length <= 4));
}

const LABELS = new Set(
  [
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
  ].map(normaliseWord),
);

const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/g;
const CARD = /(?:\b\d{4}|[X*•x]{4})(?:[ -]?(?:\d{4}|[X*•x]{4})){2,3}\b|[X*•x]{2,}[ -]?\d{3,6}\b/g;
const SORT_CODE = /\b\d{2}[- ]\d{2}[- ]\d{2}\b/g;

export function createClassifier(options: ClassifyOptions = {}): Classifier {
  const terms = termsSet(options.keepWords ?? []);
  const descriptions = options.descriptionWords;
  // A description's second line carries no date or amount: the line before it did.
  let previousHadMoney = false;
  return {
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
        if (kinds[i] === null && (isDateToken(token) || isAmountToken(token))) hasMoney = true;
      });
      tokens.forEach((token, i) => {
        const word = normalised[i] as string;
        if (kinds[i] !== null) {
          labelled = 0;
          return;
        }
        if (!word) {
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
        if (previous === 'amount' && /^\p{L}{1,2}$/u.test(word) && token === token.toUpperCase()) kinds[i] = 'keep';
        else if (isDateToken(token)) kinds[i] = 'date';
        else if (isAmountToken(token)) kinds[i] = 'amount';
        else if (hasDigit) kinds[i] = /^\d{7,}$/.test(word) ? 'accountNumber' : 'reference';
        else if (terms.has(word)) kinds[i] = 'keep';
        else if (descriptions?.has(word) && (hasMoney || previousHadMoney)) kinds[i] = 'description';
        else kinds[i] = 'text';
      });
      if (tokens.length > 0) previousHadMoney = hasMoney;
      return kinds as TokenKind[];
    },
  };
}
