/**
 * A bank profile's column positions. Two columns printed with no gap between them read as one
 * cell ("ค่าธรรมเนียม … อีเลฟเว่น 8 มิ.ย. 2563", a description running into its date; "EFTPOSCoffee
 * shop", a type code into its details), which no header or shape can take apart. A profile that
 * says where a column starts (`startsAt`, in points from the page's left edge, as `bsc inspect
 * --explain` shows the columns) splits every cell that crosses that position there, within a
 * word if the text layer glued two columns' words into one.
 */
import type { Word } from '../types.ts';
import { type Cell, type Line, makeCell } from './lines.ts';

/** A word starting this share of its height left of a declared start still starts the column (its box is an estimate). */
const START_SLACK_EM = 0.3;

/** The lines with each cell split at the declared column starts it crosses. */
export function splitAtColumnStarts(lines: Line[], starts: readonly number[]): Line[] {
  if (starts.length === 0) return lines;
  return lines.map((line) => {
    const cells = line.cells.flatMap((cell) => splitCell(cell, starts));
    return cells.length === line.cells.length ? line : { ...line, cells };
  });
}

function splitCell(cell: Cell, starts: readonly number[]): Cell[] {
  const crossed = starts.filter((s) => cell.x0 < s - START_SLACK_EM * (cell.words[0] as Word).height && cell.x1 > s);
  if (crossed.length === 0) return [cell];
  const words = runsOf(cell.words).flatMap((run) => cutRun(run, crossed));
  const parts: Word[][] = [[]];
  words.forEach((word, i) => {
    const previous = words[i - 1];
    const startsColumn =
      previous !== undefined && crossed.some((s) => previous.x < s - START_SLACK_EM * previous.height && word.x >= s - START_SLACK_EM * word.height);
    if (startsColumn) parts.push([]);
    (parts[parts.length - 1] as Word[]).push(word);
  });
  return parts.length === 1 ? [cell] : parts.map((part) => makeCell(part));
}

/** Consecutive words cut from one text run (their boxes are shares of the run's width). */
function runsOf(words: Word[]): Word[][] {
  const runs: Word[][] = [];
  for (const word of words) {
    const last = runs[runs.length - 1];
    const previous = last?.[last.length - 1];
    if (last && previous?.run !== undefined && previous.run === word.run) last.push(word);
    else runs.push([word]);
  }
  return runs;
}

/**
 * A run's words again, with their places estimated from the letters' usual widths (an "M" is
 * wider than an "i"), and a word that crosses a start cut in two there.
 */
function cutRun(run: Word[], starts: readonly number[]): Word[] {
  const first = run[0] as Word;
  const last = run[run.length - 1] as Word;
  const [x0, x1] = [first.x, last.x + last.width];
  if (!starts.some((s) => x0 < s && s < x1)) return run;
  const text = run.map((w) => w.text).join(' ');
  const widths = [...text].map(letterWidth);
  const scale = (x1 - x0) / widths.reduce((a, b) => a + b, 0);
  // Where each letter starts; a cut goes before the letter whose start is nearest a declared start.
  const at: number[] = [];
  widths.reduce((x, w, i) => {
    at[i] = x;
    return x + w * scale;
  }, x0);
  const letters = [...text];
  const cuts = new Set(starts.filter((s) => x0 < s && s < x1).map((s) => nearestIndex(at, s)));
  const out: Word[] = [];
  let begin = 0;
  const flush = (end: number) => {
    const piece = letters.slice(begin, end).join('');
    const trimmed = piece.trim();
    if (trimmed) {
      const lead = piece.length - piece.trimStart().length;
      const from = at[begin + lead] as number;
      const to = end < letters.length ? (at[end] as number) : x1;
      out.push({ ...first, text: trimmed, x: from, width: Math.max(to - from - (piece.length - piece.trimEnd().length) * scale * SPACE, 0.1) });
    }
    begin = end;
  };
  letters.forEach((letter, i) => {
    if (i > begin && (letter === ' ' || cuts.has(i))) flush(i);
  });
  flush(letters.length);
  return out;
}

function nearestIndex(at: number[], x: number): number {
  let best = 0;
  at.forEach((a, i) => {
    if (Math.abs(a - x) < Math.abs((at[best] as number) - x)) best = i;
  });
  return best;
}

const SPACE = 0.28;

/** A letter's usual width in a proportional font, in ems (Helvetica's, rounded); other scripts one em. */
function letterWidth(letter: string): number {
  if (letter === ' ') return SPACE;
  if (/[iljI.,:;'|!]/.test(letter)) return 0.25;
  if (/[frt()\-/]/.test(letter)) return 0.33;
  if (/[mwMW]/.test(letter)) return 0.85;
  if (/[A-Z]/.test(letter)) return 0.68;
  if (/[a-z0-9]/.test(letter)) return 0.55;
  return /\p{L}/u.test(letter) && !/\p{Script=Latin}/u.test(letter) ? 1 : 0.55;
}
