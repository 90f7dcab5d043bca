/**
 * Words and marks that state which side of the account a figure is on, printed beside it or in a
 * column of their own: D/C, DR/CR, +/-, S/H (Soll/Haben), Af/Bij, Wn/Ma, Дт/Кт, B/A (borç/alacak),
 * and the words debit and credit in the statement's language.
 */

/** Accent-free, lower-case side words: money out (-1) and money in (+1). */
const DEBIT_WORDS = new Set([
  'af',
  'd',
  'dr',
  'db',
  'deb',
  'debit',
  'debet',
  'debito',
  'débito',
  'debe',
  'dare',
  'addebito',
  's',
  'soll',
  '-',
  'out',
  'uit',
  'ut',
  'uttag',
  'wn',
  'obciazenie',
  'д',
  'дуг',
  'дуговање',
  'задужење',
  'dug',
  'duguje',
  'obciążenie',
  'дт',
  'дебет',
  'расход',
  'списание',
  '出金',
  'お支払金額',
  'お支払',
  'χρεωση',
  'χρέωση',
  'χ',
  'borc',
  'borç',
  'חובה',
  'ח',
  'חו׳',
  'חו',
  'ח׳',
  'مدين',
  'डेबिट',
  'नामे',
  'निकासी',
  'ออก',
]);
const CREDIT_WORDS = new Set([
  'bij',
  'c',
  'cr',
  'cred',
  'credit',
  'crédit',
  'credito',
  'crédito',
  'haber',
  'avere',
  'accredito',
  'h',
  'haben',
  '+',
  'in',
  'inn',
  'insattning',
  'ma',
  'uznanie',
  'k',
  'п',
  'пот',
  'потражује',
  'одобрење',
  'pot',
  'potražuje',
  'кт',
  'кредит',
  'приход',
  'зачисление',
  '入金',
  'お預り金額',
  'お預入れ',
  'お預り',
  'πιστωση',
  'πίστωση',
  'π',
  'alacak',
  'זכות',
  'ז',
  'זכ׳',
  'זכ',
  'ז׳',
  'دائن',
  'क्रेडिट',
  'जमा',
  'เข้า',
]);

function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
}

const DEBIT_FOLDED = new Set([...DEBIT_WORDS].map(fold));
const CREDIT_FOLDED = new Set([...CREDIT_WORDS].map(fold));

/** A bank profile's own side words, folded: they bind, outranking the built-in meanings ("D" for dobro, money in). */
let declared: ReadonlyMap<string, 1 | -1> = new Map();
let declaredKey = '';

/** Runs `read` (the whole synchronous reading of one document) with the profile's side words. */
export function withSideWords<T>(words: { out?: readonly string[]; in?: readonly string[] } | undefined, read: () => T): T {
  const before = { declared, declaredKey };
  const sides = new Map<string, 1 | -1>();
  for (const word of words?.out ?? []) sides.set(fold(word.trim()), -1);
  for (const word of words?.in ?? []) sides.set(fold(word.trim()), 1);
  declared = sides;
  declaredKey = [...sides].map(([word, side]) => `${word}${side}`).join('|');
  try {
    return read();
  } finally {
    ({ declared, declaredKey } = before);
  }
}

/** The side the profile gives a word or phrase, or null when it names none. */
export function declaredSide(text: string): 1 | -1 | null {
  return declared.size === 0 ? null : (declared.get(fold(text.trim().replace(/\s+/g, ' '))) ?? null);
}

/** Names the profile's side words ('' when it has none), for memories of parsed text. */
export function sideWordsKey(): string {
  return declaredKey;
}

/** The side one word states, or null. OCR clips and misreads short words ("Af" read "A", "Bij" read "8ij" or "Bj"). */
export function sideOfWord(word: string, ocrTolerant = true): 1 | -1 | null {
  const folded = fold(word);
  const own = declared.get(folded);
  if (own !== undefined) return own;
  if (DEBIT_FOLDED.has(folded)) return -1;
  if (CREDIT_FOLDED.has(folded)) return 1;
  if (!ocrTolerant) return null;
  const letters = folded.replace(/8/g, 'b').replace(/[^a-z]/g, '');
  if (/^(a|af.?)$/.test(letters)) return -1;
  if (/^(b|bi.?|bj)$/.test(letters)) return 1;
  return null;
}

/**
 * The side a direction text states: -1 money out, +1 money in, null when unreadable. Specks OCR
 * read beside it ("Af |") are passed over, and words stating both sides say nothing.
 */
export function readDirection(text: string | undefined): 1 | -1 | null {
  if (text === undefined) return null;
  const own = declaredSide(text);
  if (own !== null) return own;
  const sides = new Set(
    text
      .trim()
      .split(/\s+/)
      .map((w) => sideOfWord(w))
      .filter((side) => side !== null),
  );
  return sides.size === 1 ? ([...sides][0] as 1 | -1) : null;
}

/** A cell that is only a side mark or word ("D", "CR", "+", "Haben", "Дт"): a direction column's content. */
export function isSideMark(text: string): boolean {
  if (declaredSide(text) !== null) return true;
  const words = text.trim().split(/\s+/);
  return words.length <= 2 && words.every((w) => sideOfWord(w, false) !== null);
}
