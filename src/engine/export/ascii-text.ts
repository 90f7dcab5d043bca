/**
 * Text for formats limited to ASCII or to SWIFT's character set X (MT940), and for account names:
 * letters with diacritics spelled the way the languages write them without (ä → ae, ß → ss,
 * ø → oe), other accents dropped, anything else left to the caller.
 */

const SPELLED: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  ø: 'oe',
  Ø: 'Oe',
  å: 'aa',
  Å: 'Aa',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  Þ: 'Th',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  '€': 'EUR',
  '£': 'GBP',
  $: 'USD',
  '¥': 'JPY',
  '&': '+',
  '@': '(at)',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '‚': ',',
  '“': "'",
  '”': "'",
  '„': "'",
  '«': "'",
  '»': "'",
  '…': '...',
  '·': '.',
  '\u00a0': ' ',
};

/** ASCII for the text, with letters transliterated (`Müller & Söhne` → `Mueller + Soehne`); other non-ASCII characters become spaces. */
export function toAscii(text: string): string {
  let out = '';
  for (const ch of text) out += SPELLED[ch] ?? ch;
  return out
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\u0020-\u007e]/g, ' ');
}

/** SWIFT character set X: `a-z A-Z 0-9 / - ? : ( ) . , ' +` and space. */
const NOT_SWIFT_X = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** The text in SWIFT's character set X on one line: transliterated, anything else dropped, spaces collapsed. */
export function toSwiftX(text: string): string {
  return toAscii(text).replace(NOT_SWIFT_X, ' ').replace(/\s+/g, ' ').trim();
}
