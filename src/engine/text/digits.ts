/**
 * Figures in any script as ASCII: full-width forms ("１２月"), Arabic-Indic ("٣١٫٠٥"), Persian,
 * Devanagari, Bengali, Thai and every other Unicode decimal digit, so that dates and amounts are
 * parsed once whatever script the statement prints them in.
 */

/** The Arabic decimal and thousands separators ("١٬٢٣٤٫٥٠"). */
const ARABIC_SEPARATORS: Readonly<Record<string, string>> = { '\u066B': '.', '\u066C': ',' };

/** Text whose characters are all ASCII needs no work: the common case costs one test. */
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

/** Every decimal digit of every script is one of ten consecutive code points ending in its 9. */
function asciiDigit(ch: string): string {
  const code = ch.codePointAt(0) as number;
  // Walk back to the block's zero: the code points below it are not decimal digits.
  let zero = code;
  while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1)) && code - zero < 9) zero--;
  return String(code - zero);
}

/** `text` with full-width forms folded (NFKC) and every decimal digit written in ASCII. */
export function plainFigures(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  return text
    .normalize('NFKC')
    .replace(/[\u066B\u066C]/g, (ch) => ARABIC_SEPARATORS[ch] as string)
    .replace(/[^\u0000-\u007f]/g, (ch) => (/\p{Nd}/u.test(ch) ? asciiDigit(ch) : ch));
}
