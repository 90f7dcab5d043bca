/**
 * Words → lines → cells. A line is the words sharing a baseline band; a cell is a run of words
 * on a line close enough to read as one phrase ("Paid out", "1 234,56", "09 Jul 25").
 */
import { joinPieces } from '../text/bidi.ts';
import type { PageWords, Word } from '../types.ts';
import { median } from '../pdf/words.ts';

export interface Cell {
  text: string;
  x0: number;
  x1: number;
  words: Word[];
}

export interface Line {
  page: number;
  top: number;
  bottom: number;
  /** Median font size (word height) on the line. */
  size: number;
  cells: Cell[];
  /** Cells joined with single spaces, in reading order. */
  text: string;
}

/** Two words are on one line when their vertical centres differ by less than this share of their height. */
const SAME_LINE_CENTER_RATIO = 0.5;
/**
 * A horizontal gap wider than this share of the font size separates cells. An inter-word space is
 * 0.25–0.6 em (Helvetica to Courier); columns are separated by at least two Courier spaces (1.2 em).
 */
const CELL_GAP_EM = 0.75;

export function buildLines(page: PageWords): Line[] {
  const words = [...page.words].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2) || a.x - b.x);
  const groups: Word[][] = [];
  let current: Word[] = [];
  let currentCenter = 0;
  let currentHeight = 0;
  for (const word of words) {
    const center = word.y + word.height / 2;
    const tolerance = SAME_LINE_CENTER_RATIO * Math.min(word.height, currentHeight || word.height);
    if (current.length > 0 && Math.abs(center - currentCenter) <= tolerance) {
      current.push(word);
      // Keep the band anchored on the line's first words so a slowly drifting chain cannot swallow the next line.
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [word];
    currentCenter = center;
    currentHeight = word.height;
  }
  if (current.length > 0) groups.push(current);
  return mergeSideBySide(groups).map((group) => makeLine(page.page, group));
}

/** Tops closer than this share of the font size sit on one printed line. */
const SAME_TOP_EM = 0.3;

/**
 * Words of one printed line whose boxes differ in height (OCR boxes take in descenders: "period"
 * beside "Statement") can fall into two bands; bands with the same top whose words do not overlap
 * across are one line again.
 */
function mergeSideBySide(groups: Word[][]): Word[][] {
  const out: Word[][] = [];
  for (const group of groups) {
    const top = Math.min(...group.map((w) => w.y));
    const size = median(group.map((w) => w.height)) ?? 10;
    const twin = out.slice(-2).find((other) => {
      const otherTop = Math.min(...other.map((w) => w.y));
      const overlaps = group.some((w) => other.some((o) => w.x < o.x + o.width && o.x < w.x + w.width));
      return Math.abs(otherTop - top) < SAME_TOP_EM * size && !overlaps;
    });
    if (twin) twin.push(...group);
    else out.push(group);
  }
  return out;
}

/** A word of dots only ("." "…" "........"): a piece of a dot leader when enough stand together. */
const DOTS = /^[.·…]+$/;
/** This many dots in a row lead the eye from a label to its figure ("Debit € . . . . . Credit €"). */
const MIN_LEADER_DOTS = 3;

/** Words that are dot leaders: runs of dot-only words holding at least MIN_LEADER_DOTS dots. */
function leaderWords(sorted: Word[]): Set<Word> {
  const out = new Set<Word>();
  let run: Word[] = [];
  const close = () => {
    if (run.reduce((n, w) => n + [...w.text].length, 0) >= MIN_LEADER_DOTS) for (const w of run) out.add(w);
    run = [];
  };
  for (const word of sorted) {
    if (DOTS.test(word.text)) run.push(word);
    else close();
  }
  close();
  return out;
}

function makeLine(pageNumber: number, words: Word[]): Line {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const size = median(sorted.map((w) => w.height)) ?? 10;
  // Dot leaders print nothing to read and join the labels they separate ("Debit € . . . . Credit €"):
  // a leader ends its cell and is dropped, and the cell reaches as far as its leader (its column does).
  const leaders = leaderWords(sorted);
  const cells: Cell[] = [];
  let cell: Word[] = [];
  let reach = -Infinity;
  const close = () => {
    if (cell.length === 0) return;
    const made = makeCell(cell);
    cells.push(reach > made.x1 ? { ...made, x1: reach } : made);
    cell = [];
    reach = -Infinity;
  };
  for (const word of sorted) {
    if (leaders.has(word) && leaders.size < sorted.length) {
      reach = Math.max(reach, word.x + word.width);
      continue;
    }
    const previous = cell[cell.length - 1];
    if (previous && (reach > -Infinity || !sameCell(previous, word, size))) close();
    cell.push(word);
  }
  close();
  return {
    page: pageNumber,
    top: Math.min(...sorted.map((w) => w.y)),
    bottom: Math.max(...sorted.map((w) => w.y + w.height)),
    size,
    cells,
    text: cells.map((c) => c.text).join(' '),
  };
}

function sameCell(previous: Word, word: Word, size: number): boolean {
  if (previous.run !== undefined && previous.run === word.run) return true;
  return word.x - (previous.x + previous.width) < CELL_GAP_EM * size;
}

/**
 * Pieces closer than this share of the font size are parts of one word: producers that place
 * every glyph (or kerned fragment) separately leave no gap between them.
 */
const SAME_WORD_GAP_EM = 0.12;

/**
 * A figure's pieces set glyph by glyph with a little air between them (right-to-left text:
 * "1" "," "014" "." "913") are one figure while the gap stays under a space's width (a space is
 * 0.25–0.6 em): a digit beside a separator never had a space of its own there.
 */
const FIGURE_PIECE_GAP_EM = 0.2;
/** A separator alone, or closing a digit run ("1," "."): what a figure's next digits continue. */
const SEPARATOR_AFTER_DIGIT = /(^|\d)[.,/'’]$/;
const LONE_SEPARATOR = /^[.,/'’-]$/;

/** Words split from one printed string had a space between them; other pieces may touch. */
export function touches(previous: Word, word: Word): boolean {
  if (previous.run !== undefined && previous.run === word.run) return false;
  const gap = word.x - (previous.x + previous.width);
  const height = Math.min(word.height, previous.height);
  if (gap < SAME_WORD_GAP_EM * height) return true;
  const figurePiece = (SEPARATOR_AFTER_DIGIT.test(previous.text) && /^\d/.test(word.text)) || (/\d$/.test(previous.text) && LONE_SEPARATOR.test(word.text));
  return figurePiece && gap < FIGURE_PIECE_GAP_EM * height;
}

export function makeCell(words: Word[]): Cell {
  // Words in page order, spaced as printed; a right-to-left cell's text is put in reading order.
  const text = joinPieces(words.map((word, i) => ({ text: word.text, spaceBefore: i > 0 && !touches(words[i - 1] as Word, word) })));
  return {
    text,
    x0: Math.min(...words.map((w) => w.x)),
    x1: Math.max(...words.map((w) => w.x + w.width)),
    words,
  };
}

const FOLDED_LETTERS: Readonly<Record<string, string>> = { ı: 'i', ł: 'l', đ: 'd', ø: 'o' };

/** Lower-case, accents removed ("Solde Créditeur" → "solde crediteur"): the first half of a label's normal form. */
export function foldLabelText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // Hangul syllables and kana with voicing marks come back whole: "거래일" is matched as printed.
      .normalize('NFC')
      .toLowerCase()
      // Letters no decomposition takes apart: Turkish ı, Polish ł, Vietnamese đ, Nordic ø.
      .replace(/[ıłđø]/g, (ch) => FOLDED_LETTERS[ch] as string)
  );
}

/** Lower-case, accents and everything but letters and digits removed: "Pay m e nt" → "payment". */
export function normalizeLabel(text: string): string {
  let label = normalized.get(text);
  if (label === undefined) {
    label = normalizeFolded(foldLabelText(text)).normalized;
    // Label searches normalise the same cell texts over and over; bounded for long-running services.
    if (normalized.size >= NORMALIZED_LIMIT) normalized.clear();
    normalized.set(text, label);
  }
  return label;
}

const normalized = new Map<string, string>();
const NORMALIZED_LIMIT = 50_000;

/**
 * The second half of `normalizeLabel` on folded text ("ß" → "ss", only letters and digits of any script kept),
 * with where each position of the folded text lands in the result: a label searched at every
 * word start of a text is then one normalisation, not one per suffix.
 */
const LETTER_OR_SIGN = /[\p{L}\p{M}\p{Nd}]/u;

export function normalizeFolded(folded: string): { normalized: string; offsets: number[] } {
  let result = '';
  const offsets: number[] = [];
  for (let i = 0; i < folded.length; i++) {
    offsets.push(result.length);
    const ch = folded[i] as string;
    if (ch === 'ß') result += 'ss';
    else if ((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9')) result += ch;
    // Letters of every other script count too ("Дата", "日付", "תאריך"), with their vowel signs.
    else if (ch > '\u007f' && LETTER_OR_SIGN.test(ch)) result += ch;
  }
  offsets.push(result.length);
  return { normalized: result, offsets };
}
