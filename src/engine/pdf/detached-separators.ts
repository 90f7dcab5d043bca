/**
 * Separators drawn apart from their figures. Some writers of right-to-left documents
 * (LibreOffice's Arabic tables) draw a figure's digits as one run with a space where each
 * separator stands ("1 014 913"), and the separators as runs of their own placed over those
 * spaces ("," and "."). Read as they come, "1,014.913" is three words and no amount, and
 * "01/11/2025" no date. A separator run whose glyph sits over a space of a run of digits on the
 * same baseline is put back into that space.
 */

export interface TextRun {
  text: string;
  x: number;
  baseline: number;
  width: number;
  fontSize: number;
  rtl?: boolean;
}

const SEPARATOR = /^[,.'/:-]$/;
const DIGITS_WITH_GAPS = /^\d+(?: \d+)+$/;
/** Same line: baselines this close, as a share of the font size. */
const SAME_BASELINE = 0.2;

/** `runs` with each detached separator moved into the figure it belongs to (and gone as a run of its own). */
export function joinDetachedSeparators<T extends TextRun>(runs: T[]): T[] {
  const figures = runs.filter((r) => !r.rtl && DIGITS_WITH_GAPS.test(r.text));
  if (figures.length === 0) return runs;
  const filled = new Map<T, string[]>(figures.map((f) => [f, [...f.text]]));
  const absorbed = new Set<T>();
  for (const run of runs) {
    if (!SEPARATOR.test(run.text)) continue;
    const centre = run.x + run.width / 2;
    for (const figure of figures) {
      if (Math.abs(figure.baseline - run.baseline) > SAME_BASELINE * figure.fontSize) continue;
      if (centre <= figure.x || centre >= figure.x + figure.width) continue;
      const chars = filled.get(figure) as string[];
      const charWidth = figure.width / chars.length;
      // The space whose estimated place is nearest the separator's left edge, within one character.
      let best = -1;
      chars.forEach((c, i) => {
        if (c !== ' ') return;
        const distance = Math.abs(figure.x + i * charWidth - run.x);
        if (distance < charWidth && (best < 0 || distance < Math.abs(figure.x + best * charWidth - run.x))) best = i;
      });
      if (best < 0) continue;
      chars[best] = run.text;
      absorbed.add(run);
      break;
    }
  }
  if (absorbed.size === 0) return runs;
  return runs.filter((r) => !absorbed.has(r)).map((r) => (filled.has(r) ? { ...r, text: (filled.get(r) as string[]).join('') } : r));
}
