/**
 * A readable payee from a bank's transaction description: `SQ *TACO TRUCK 123` → `Taco Truck`,
 * `SEPA-LASTSCHRIFT Stadtwerke Muenchen GmbH Mandat: 123 Glaeubiger-ID: DE98ZZZ…` → `Stadtwerke
 * Muenchen GmbH`. It only ever sits beside the description (JSON `payee`, OFX `NAME`, journal
 * payees); the description itself is never changed.
 *
 * What goes, in order: labelled references (mandate, creditor id, end-to-end id, IBAN, BIC, ...),
 * IBANs, dates and times, payment-method words at the start in the languages statements print
 * (POS, CARD 1234, SEPA-LASTSCHRIFT, VIREMENT, COMPRA TARJETA, KARTENZAHLUNG, ...), card
 * processors' prefixes before `*` (SQ, PAYPAL, TST, ...), store and reference numbers (and the
 * location printed after a store number), a trailing country or US state code. What is left is
 * title-cased where it was printed in one case.
 */

/** Words that introduce a reference rather than a name; they and the value after them are dropped. */
const LABELS = [
  'mandat(?:s(?:ref(?:erenz)?)?)?',
  'mandate(?:\\s+(?:ref|reference|id))?',
  'mandato',
  'glaeubiger-?id',
  'gläubiger-?id',
  'creditor(?:\\s+id)?',
  'cred(?:itor)?\\s*id',
  'ci',
  're',
  'rg',
  'rgnr',
  'inv',
  'nr',
  'no',
  'end-?to-?end(?:-?ref(?:erenz)?|-?id)?',
  'eref',
  'kref',
  'mref',
  'cred',
  'e2e',
  'ref(?:erence|erenz|erencia|\\.)?',
  'réf(?:érence)?',
  'iban',
  'bic',
  'swift',
  'ust-?id',
  'kundennr',
  'kd-?nr',
  'rechnung(?:snr)?',
  'invoice(?:\\s+no)?',
  'auth(?:orisation|orization)?(?:\\s+code)?',
  'trace(?:\\s+no)?',
  'id',
  'txn(?:\\s+id)?',
  'transaction(?:\\s+id)?',
  'card(?:\\s+no)?',
  'karte',
  'kartennr',
  'terminal',
  'tid',
  'folgenr',
  'verfalld',
  'debitk',
  'rum',
  'ics',
  'motif',
  'libelle',
  'concepto',
  'beneficiario',
  'ordenante',
];
const LABELLED = new RegExp(`(?:^|[\\s/,;])(?:${LABELS.join('|')})\\s*[.:#+]\\s*\\S+`, 'giu');
/** The same labels printed without punctuation, where the value has a digit (`REF 1234`, `IBAN DE89…`), and BICs after their label. */
const LABELLED_BARE = new RegExp(`(?:^|\\s)(?:${LABELS.join('|')})\\s+(?=\\S*\\d)\\S+|\\b(?:bic|swift)\\s+[A-Z0-9]{8}(?:[A-Z0-9]{3})?\\b`, 'giu');
/** A purpose label: what follows is the payment's purpose, not the payee. */
const PURPOSE = /(?:^|\s)(?:verwendungszweck|purpose|motif|concepto|causale|omschrijving|betreff|remittance info(?:rmation)?)\s*[:.].*$/iu;
/** Street words: a street and its number are an address after the name. */
const STREET = /^(?:\p{L}*stra(?:ß|ss)e|str\.?|rue|calle|c\/|via|street|st\.|road|rd\.?|avenue|ave\.?|\p{L}*weg|\p{L}*platz|allee|gasse|avenida|av\.?)$/iu;
/** A US ACH line's descriptor and what follows (`CON ED OF NY DES:INTELL CK ID:... INDN:...`). */
const ACH_DESCRIPTOR = /\s+DES:.*$/;
/** French and Italian slash fields: `/MOTIF ...`, `/REF ...` and what follows are not the payee. */
const SLASH_FIELDS = /\s\/(?:MOTIF|REF|REFDO|REFBEN|ID|LIB|RUM|ICS|NOTPROVIDED)\b.*$/i;
/** Words naming the direction of a transfer before the other party's name. */
const DIRECTION = /^(?:\/?(?:a favore di|a favor de|en faveur de|from|para|pour|naar|van|von|por|to|an|de|à|a)\s+|\/)(?=\S)/i;
/**
 * Fields that name the counterparty outright: `/NAME/x/` (Dutch and SEPA structured text),
 * `NAAM: x`, `AUFTRAGGEBER: x`, and a processor's `collecting for x` / `Ihr Einkauf bei x`.
 */
const NAMED_FIELDS = [
  /\/NAME\/([^/]+?)(?=\/[A-Z]{2,5}\/|\/?$)/,
  /\bNAAM:\s*(.+?)(?=\s{2,}|$)/i,
  /\b(?:AUFTRAGGEBER|BEG(?:UE|Ü)NSTIGTER|EMPF(?:AE|Ä)NGER|ZAHLUNGSEMPF(?:AE|Ä)NGER|BENEFICIAIRE|BÉNÉFICIAIRE|ORDENANTE|BENEFICIARIO):\s*(.+?)(?=\s{2,}|\s+\p{L}*STRA(?:SS|ß)E\b|\s+[A-Z]+:|$)/iu,
  /\b(?:collecting for|ihr einkauf bei|einkauf bei|achat chez|compra en|purchase at)\s+(.+?)(?=[,/]|\s{2,}|$)/i,
  // Indian UPI, NEFT, ACH and bill-pay lines: the name is one field of the line.
  /^UPI\/\d+\/([^/]+)\//i,
  /^NEFT\s+(?:CR|DR)-[A-Z0-9]+-([^-]+)-/i,
  /^ACH\s+[DC]-\s*([^-]+?)-/i,
  /^BIL\/\w+\/\d+\/([^/]+)/i,
  // German MT940 structured details: ?32/?33 hold the counterparty's name.
  /\?3[23]([^?]+)/,
  // Fields separated by colons ending with the counterparty's IBAN: the name is the field before it.
  /:([^:]+):[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/,
  /\bzelle (?:payment )?(?:from|to)\s+(.+?)(?=\s+for\b|;|$)/i,
];
/** Words a payment line ends with that are its type, not the name (`SKY DIGITAL DD`, `WM MORRISONS STORE CD`). */
const TRAILING_CODES = new Set(['DD', 'SO', 'STO', 'CD', 'PAP', 'PPD', 'CCD', 'WEB', 'FPO', 'FPI', 'BGC', 'TFR', 'DDR', 'STORE', 'STORES', 'WHSE', '#']);
/** US and Canadian state and province codes: the word before one is the town. */
const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DC DE FL GA HI ID IL IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY ON QC BC AB MB NS NSW VIC QLD'.split(
    ' ',
  ),
);
/** Thanks printed after the merchant's name (`HOFER DANKT`, `REWE SAGT DANKE`, `MERCI`). */
const THANKS = /\s+(?:dankt|sagt danke|danke|thank you|thanks|merci|gracias|grazie|obrigado|bedankt)\b.*$/i;
/** Legal forms: they and what follows them are not part of the name a person writes. */
const LEGAL_FORM =
  /^(?:gmbh|ag|kg|se|ug|e\.?v\.?|gbr|ohg|ltd\.?|limited|plc|inc\.?|llc|corp\.?|co\.?|b\.?v\.?|n\.?v\.?|s\.?a\.?|s\.?l\.?|s\.?a\.?s\.?|sarl|s\.?a\.?r\.?l\.?|s\.?p\.?a\.?|s\.?r\.?l\.?|pty|dooel|doo|ad|a\/s|as|ab|oy|aps|sp\.?|z\.?o\.?o\.?|kft|aktiengesellschaft|versicherungs-aktiengesellschaft)[.,]?$/i;
/** A web domain (`DELIVEROO.CO.UK`, `www.thomann.de`, `NOWTV.COM/BILLINGHELP`): the name before its top-level domain. */
const DOMAIN = /^(?:www\.)?([\p{L}\d][\p{L}\d-]{2,})\.(?:com|co\.uk|co|net|org|de|nl|fr|es|it|uk|io|ie|au|ca|at|ch|be|dk|se|no|pl|pt|in|nz)(?:\/\S*)?$/iu;
/** Tags in square brackets before a description (`[PR]COSTCO`). */
const BRACKET_TAG = /^\[[A-Z]{1,4}\]\s*/;
/** Amounts printed inside a description (`POS 23,55 AT`, `233,15EUR`). */
const AMOUNT =
  /(?:^|\s)\d{1,3}(?:[.\s]\d{3})*,\d{2}(?:\s?[A-Z]{3})?(?=\s|$)|(?:^|\s)\d+\.\d{2}\s?(?:EUR|USD|GBP|CHF|SGD|AUD|CAD|NZD|DKK|SEK|NOK|PLN|INR)(?=\s|$)/g;

/** German SEPA field tags (`EREF+…`, `SVWZ+…`); the name often follows `ABWA+`/`ABWE+`. */
const SEPA_TAGS = /\b(?:EREF|KREF|MREF|CRED|DEBT|COAM|OAMT|SVWZ|ABWA|ABWE|IBAN|BIC)\+/g;

const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/g;
const DATE =
  /\b(?:\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?|\d{1,2}[./-]\d{1,2}(?:[./-]\d{2,4})?|\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\d{0,4}|(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\d{1,2}(?:\/\d{2,4})?)\b/giu;
const TIME = /\b\d{1,2}[:.h]\d{2}(?::\d{2})?\b/g;

/**
 * Payment-method words a description may start with, longest first within a language. Matched
 * as whole words, case-insensitively, repeatedly (`POS CARD 1234 ...`).
 */
const METHOD_PREFIXES = [
  // English
  'debit card purchase',
  'card purchase',
  'pos purchase',
  'visa purchase',
  'visa debit',
  'contactless payment',
  'contactless',
  'purchase authorized on',
  'purchase',
  'checkcard',
  'check card',
  'debit card',
  'pos',
  'card payment',
  'card',
  'visa',
  'mastercard',
  'maestro',
  'debit',
  'direct debit',
  'dd',
  'standing order',
  'so',
  'faster payments? (?:in|out|receipt|to|from)?',
  'faster payment',
  'fpi',
  'fpo',
  'bacs',
  'bgc',
  'tfr',
  'bill payment',
  'online payment',
  'online transfer',
  'payment to',
  'payment from',
  'payment',
  'transfer to',
  'transfer from',
  'transfer',
  'ach debit',
  'ach credit',
  'ach',
  'recurring payment',
  'recurring',
  'preauthorized debit',
  'preauthorized',
  'eftpos',
  'ddr',
  'dr',
  'cr',
  'debit purchase',
  'transfer debit',
  'transfer credit',
  'bank transfer credit',
  'dankort-nota',
  'visa kob',
  'umc-',
  'umc',
  // German
  'internet-überweisung',
  'internet-ueberweisung',
  'online-überweisung',
  'online-ueberweisung',
  'basislastschrift',
  'abbuchung onlinebanking',
  'sepa-basislastschrift',
  'sepa basislastschrift',
  'sepa-lastschrift',
  'sepa lastschrift',
  'erstlastschrift',
  'folgelastschrift',
  'lastschrift',
  'sepa-überweisung',
  'sepa-ueberweisung',
  'sepa überweisung',
  'überweisung',
  'ueberweisung',
  'sepa-gutschrift',
  'gutschrift',
  'kartenzahlung',
  'kartenzahlung/-abrechnung',
  'dauerauftrag',
  'ec-karte',
  'girocard',
  'kauf',
  'einzahlung',
  'abbuchung',
  // French
  'virement sepa recu',
  'virement sepa emis',
  'virement recu',
  'virement emis',
  'virement sepa',
  'virement de',
  'virement',
  'vir sepa recu',
  'vir sepa',
  'vir inst',
  'vir',
  'prlv sepa',
  'prlv',
  'prelevement sepa',
  'prélèvement sepa',
  'prelevement',
  'prélèvement',
  'paiement par carte',
  'paiement cb',
  'paiement',
  'achat cb',
  'carte',
  'cb',
  'facture carte',
  // Spanish / Portuguese / Italian
  'compra tarjeta',
  'compra con tarjeta',
  'pago con tarjeta',
  'pago tarjeta',
  'compra',
  'pago',
  'transferencia recibida',
  'transferencia emitida',
  'transferencia',
  'recibo',
  'adeudo sepa',
  'adeudo',
  'bizum',
  'tarjeta',
  'trf',
  'pagamento pos',
  'pagamento',
  'bonifico sepa',
  'bonifico',
  'addebito sepa',
  'addebito diretto',
  'addebito',
  // Dutch
  'betaalautomaat',
  'bea',
  'gea',
  'incasso',
  'sepa incasso',
  'sepa overboeking',
  'overboeking',
  'ideal',
  // generic SEPA
  'sepa sct',
  'sepa sdd',
  'sepa',
  'sct',
  'sdd',
  'inst',
].sort((a, b) => b.length - a.length);
const METHOD = new RegExp(`^(?:${METHOD_PREFIXES.join('|')})(?=$|[\\s/:*.,-])[\\s/:*.,-]*`, 'iu');
/** A card or account number after a method word: `CARD 1234`, `XXXX1234`, `****1234`, `#1234`. */
const CARD_NUMBER = /^(?:\S*[X*#]{2,}\d{2,}|\S*\*\d{4,}|[X*#]+\d{2,}|\d{4,}(?=\s)|\d{2,4}(?=\s+[A-Za-z]))[\s/:,-]*/i;
/** Card processors whose prefix before `*` (or a space) is not the merchant. */
const PROCESSORS =
  /^(?:sq|sqr|square|tst|toast|paypal|pp|sp|sumup|sum up|iz|izettle|zettle|stripe|ppl|google|goog|apple\.com\/bill|apl|amzn mktp|amazon mktplace|etsy|uber\s?eats|ubr|lyft|dd|doordash|grubhub|pyu|wpy|ck|cko|nyx|www)\s*\*\s*/i;
/** Two-letter country codes and US/CA state codes printed after a merchant's town. */
const PLACE_CODES = new Set(
  (
    'AD AE AR AT AU BE BG BR CA CH CL CN CO CY CZ DE DK EE ES FI FR GB GR HK HR HU IE IL IN IS IT JP KR LT LU LV MT MX MY NL NO NZ PH PL PT RO RS SE SG SI SK TH TR TW UA UK US ZA ' +
    'GBR USA DEU FRA ESP ITA NLD BEL AUT CHE IRL PRT CAN AUS NZL ' +
    'AL AK AZ AR CA CO CT DC DE FL GA HI ID IL IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY ON QC BC AB MB NS'
  ).split(' '),
);
/** Legal forms and connectives kept as printed in the usual spelling. */
const SPELLING: Readonly<Record<string, string>> = {
  GMBH: 'GmbH',
  AG: 'AG',
  KG: 'KG',
  SE: 'SE',
  SA: 'SA',
  SAS: 'SAS',
  SARL: 'SARL',
  SL: 'SL',
  SRL: 'SRL',
  SPA: 'SpA',
  BV: 'BV',
  NV: 'NV',
  LLC: 'LLC',
  LTD: 'Ltd',
  PLC: 'plc',
  INC: 'Inc',
  CO: 'Co',
  UK: 'UK',
  USA: 'USA',
  EU: 'EU',
  TV: 'TV',
  ATM: 'ATM',
  DE: 'de',
  DA: 'da',
  DEL: 'del',
  LA: 'la',
  LE: 'le',
  DES: 'des',
  DU: 'du',
  Y: 'y',
  ET: 'et',
  UND: 'und',
  OF: 'of',
  AND: 'and',
  THE: 'the',
  VON: 'von',
};

function stripReferences(text: string): string {
  return text
    .replace(SEPA_TAGS, ' ')
    .replace(ACH_DESCRIPTOR, ' ')
    .replace(PURPOSE, ' ')
    .replace(SLASH_FIELDS, ' ')
    .replace(LABELLED, ' ')
    .replace(LABELLED_BARE, ' ')
    .replace(IBAN, ' ')
    .replace(DATE, ' ')
    .replace(TIME, ' ')
    .replace(AMOUNT, ' ');
}

/** Method words, card numbers and processor prefixes at the start, as many as there are. */
function stripPrefixes(text: string): string {
  let rest = text.trim();
  for (let guard = 0; guard < 8; guard++) {
    const next = rest.replace(METHOD, '').replace(CARD_NUMBER, '').replace(PROCESSORS, '').trim();
    // A method word that is all there is ("PAYMENT", "PAYMENT - THANK YOU") stays: it is the best name there is.
    if (next === rest || !/\p{L}/u.test(next) || /^(?:thank you|thanks|merci|danke|gracias|grazie)\b/i.test(next)) break;
    rest = next;
  }
  return rest;
}

/** Method words and card numbers removed, even when nothing is left (for telling a name column from a method column). */
function stripMethodWords(text: string): string {
  let rest = text.trim();
  for (let guard = 0; guard < 8; guard++) {
    const next = rest.replace(METHOD, '').replace(CARD_NUMBER, '').replace(PROCESSORS, '').trim();
    if (next === rest) break;
    rest = next;
  }
  return rest;
}

const hasDigit = (word: string) => /\d/.test(word);

/**
 * Store and reference numbers: a word holding a digit ends the name, unless it is the name's
 * first word (`7-Eleven`); what follows a store number is its location. A merchant's own
 * reference after `*` (`AMAZON.COM*2K4`) goes too.
 */
function stripNumbers(words: string[]): string[] {
  const kept: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/\*.*$/, (tail) => (hasDigit(tail) || tail.length > 1 ? '' : tail));
    const referenceAfter = word !== raw;
    if (word === '') {
      if (kept.length > 0) break;
      continue;
    }
    if (hasDigit(word) && !(kept.length === 0 && /^\d+-?\p{L}{3,}/u.test(word))) {
      if (kept.length > 1 && STREET.test(kept[kept.length - 1] as string)) kept.pop();
      if (kept.length > 0) break;
      continue;
    }
    kept.push(word);
    if (referenceAfter) break;
  }
  return kept;
}

/** The name ends at a legal form (`Versicherung AG Schottenring` → `Versicherung`); a domain loses its top-level domain. */
function stripForms(words: string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    if (out.length > 0 && LEGAL_FORM.test(word)) break;
    const domain = DOMAIN.exec(word);
    out.push(domain ? (domain[1] as string) : word);
    if (domain || word.includes('/')) break;
  }
  return out.length ? out : words;
}

/** A trailing country or state code (`... LONDON GB`, `... SEATTLE WA`), and a lone trailing place code pair. */
function stripPlaceCodes(words: string[]): string[] {
  const out = [...words];
  const last = () => out[out.length - 1] as string;
  let town = false;
  for (let guard = 0; guard < 4 && out.length > 1; guard++) {
    if (TRAILING_CODES.has(last().toUpperCase())) out.pop();
    else if (PLACE_CODES.has(last().replace(/[.,]/g, '').toUpperCase()) && /^[A-Z]{2,3}\.?$/.test(last())) {
      town ||= STATE_CODES.has(last().replace(/[.,]/g, ''));
      out.pop();
    } else break;
  }
  // A state code follows its town: `BLUE BOTTLE COFFEE OAKLAND CA`.
  if (town && out.length > 2) out.pop();
  return out;
}

function titleWord(word: string): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  // Mixed case was chosen by whoever printed it (McDonald's, GmbH, eBay): keep it.
  if (letters !== letters.toUpperCase() && letters !== letters.toLowerCase()) return word;
  const upper = word.toUpperCase();
  const spelled = SPELLING[upper.replace(/[.,]$/, '')];
  if (spelled) return spelled + (/[.,]$/.test(word) ? word.slice(-1) : '');
  // An all-capital word without vowels is an acronym (HSBC, BP, TFL).
  if (letters.length >= 2 && letters === letters.toUpperCase() && !/[AEIOUYÄÖÜÀÂÉÈÊÍÓÚ]/u.test(letters)) return word;
  // Capitals after a space, hyphen, slash or bracket, and after an apostrophe that starts a name (O'Neill, not McDonald'S).
  return word.toLowerCase().replace(/(^|[\s&/(-]|['’](?=\p{L}{2}))(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

function tidy(text: string): string {
  return text
    .replace(/[_|\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s/:*.,;+#-]+|[\s/:*,;+#-]+$/g, '')
    .trim();
}

/**
 * The part of a description that holds the name: a field that names the counterparty, else, for
 * descriptions printed in columns (runs of three spaces or more), the first column with a name in
 * it after the payment-method words; else the whole.
 */
function namedField(description: string): string {
  for (const re of NAMED_FIELDS) {
    const m = re.exec(description);
    const value = m?.[1]?.trim();
    if (value && /\p{L}{2}/u.test(value)) return value;
  }
  const columns = description
    .split(/\s{3,}/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (columns.length < 2) return description;
  for (const column of columns) {
    const rest = stripMethodWords(stripReferences(column)).replace(/\b[A-Z]{2}\b/g, (code) => (PLACE_CODES.has(code) ? '' : code));
    if (/\p{L}{3}/u.test(rest.replace(/\b\p{L}?\d\S*/gu, ''))) return column;
  }
  return description;
}

/**
 * The cleaned payee of a description. Never empty for a description with a letter in it: when
 * every word would be stripped, the description's own words (title-cased) are the payee.
 */
export function cleanPayee(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  if (flat === '') return '';
  let text = stripReferences(namedField(description.trim()).replace(BRACKET_TAG, ''));
  // The segments printed after a slash are places and references (`REWE Markt//Berlin/DE`), unless nothing precedes.
  const unprefixed = stripPrefixes(text);
  // A direction word ("an", "to", "a favore di") names the other party only after a payment-method word.
  const afterMethod = unprefixed !== text.trim();
  text = unprefixed;
  const beforeSlash = text.split(/\s*\/\/\s*|\s+\/\s+/)[0] ?? text;
  if (/\p{L}/u.test(beforeSlash)) text = beforeSlash;
  const directed = afterMethod || /^\//.test(text) ? text.replace(DIRECTION, '') : text;
  if (/\p{L}/u.test(directed)) text = stripPrefixes(directed);
  text = text.replace(THANKS, '');
  // A spaced dash separates the name from what it is for (`HMRC - TAXES`, `ALDI STORES - PENRITH`).
  const beforeDash = text.split(/\s+-\s+/)[0] ?? text;
  if (/\p{L}{2}/u.test(beforeDash)) text = beforeDash;
  let words = tidy(text).split(' ').filter(Boolean);
  // A country code and a card number left at the start by a payment line (`POS 23,55 AT K1 ...`).
  while (words.length > 1 && /^[A-Z]{2}$/.test(words[0] as string) && PLACE_CODES.has(words[0] as string) && /\d/.test(words[1] as string)) words.shift();
  words = stripPlaceCodes(stripForms(stripNumbers(words)));
  let payee = tidy(words.join(' '));
  if (!/\p{L}/u.test(payee)) payee = tidy(flat.replace(/[^\p{L}\s&'.-]/gu, ' '));
  if (!/\p{L}/u.test(payee)) return tidy(flat);
  return payee.split(' ').map(titleWord).join(' ');
}
