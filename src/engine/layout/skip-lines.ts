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

/** The page's lines without those the rules set aside; `counted` hears how many went. */
export function withoutSkipped(lines: Line[], rules: SkipRules, counted?: (skipped: number) => void): Line[] {
  const singles = (rules.skipLines ?? []).map(foldPhrase);
  const blocks = (rules.skipBlocks ?? []).map((b) => ({ from: foldPhrase(b.from), to: b.to === undefined ? null : foldPhrase(b.to) }));
  if (singles.length === 0 && blocks.length === 0) return lines;
  const kept: Line[] = [];
  let until: string | null | undefined; // undefined: not in a block; null: a block that runs to the page's end
  for (const line of lines) {
    const text = foldPhrase(line.text);
    if (until !== undefined) {
      if (until !== null && text.includes(until)) until = undefined;
      else continue;
    }
    const block = blocks.find((b) => text.includes(b.from));
    if (block) {
      until = block.to;
      continue;
    }
    if (singles.some((phrase) => text.includes(phrase))) continue;
    kept.push(line);
  }
  counted?.(lines.length - kept.length);
  return kept;
}
