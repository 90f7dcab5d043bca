/**
 * A bank profile's instructions to leave lines unread: single lines named by a phrase they contain
 * (`skipLines`), and blocks from a starting phrase to an ending one or to the end of the page
 * (`skipBlocks`). Applied before any table is looked for, so what a profile sets aside can neither
 * become a row nor a header nor a summary figure.
 */
import type { Line } from './lines.ts';

export interface SkipRules {
  skipLines?: string[];
  skipBlocks?: Array<{ from: string; to?: string }>;
}

/** Lower case, accents and repeated spaces dropped: a phrase matches however the PDF spaced or cased it. */
export function foldPhrase(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Scripts that separate words with spaces: there a phrase must be whole words. */
const SPACED = /[\p{sc=Latin}\p{sc=Cyrillic}\p{sc=Greek}\p{sc=Armenian}\p{sc=Georgian}\p{sc=Hebrew}\p{sc=Arabic}\p{N}]/u;

/** A phrase as whole words ("fee" is in "Fee charged", not in "Coffee"); Thai or Chinese, which print no spaces, anywhere. */
function wholeWords(phrase: string): RegExp {
  const folded = foldPhrase(phrase);
  const escaped = folded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = SPACED.test(folded[0] ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const after = SPACED.test(folded.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'u');
}

/**
 * The pages' lines without those the rules set aside. A block with an ending phrase runs on over
 * page breaks until that phrase; one without, or whose ending phrase never comes, ends with its page.
 */
export function withoutSkipped(pages: Line[][], rules: SkipRules): Line[][] {
  const singles = (rules.skipLines ?? []).map(wholeWords);
  const blocks = (rules.skipBlocks ?? []).map((b) => ({ from: wholeWords(b.from), to: b.to === undefined ? null : wholeWords(b.to) }));
  if (singles.length === 0 && blocks.length === 0) return pages;
  const texts = pages.map((lines) => lines.map((line) => foldPhrase(line.text)));
  const comesLater = (phrase: RegExp, page: number, line: number) =>
    texts.some((lines, p) => p >= page && lines.some((text, l) => (p > page || l > line) && phrase.test(text)));
  let until: RegExp | null | undefined; // undefined: not in a block; null: a block that runs to the page's end
  return pages.map((lines, p) => {
    if (until === null) until = undefined;
    const kept: Line[] = [];
    lines.forEach((line, l) => {
      const text = texts[p]?.[l] as string;
      if (until !== undefined) {
        if (!until?.test(text)) return;
        until = undefined;
      }
      const block = blocks.find((b) => b.from.test(text));
      if (block) {
        until = block.to && comesLater(block.to, p, l) ? block.to : null;
        return;
      }
      if (singles.some((phrase) => phrase.test(text))) return;
      kept.push(line);
    });
    return kept;
  });
}
