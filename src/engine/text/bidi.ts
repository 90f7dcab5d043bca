/**
 * Right-to-left text in the order it is read. A text layer places each word, or each glyph, where
 * it stands on the page, so pieces sorted left to right are in visual order, and a Hebrew or Arabic
 * cell read that way runs backwards ("ﻲﺒﻌﻜﻟا" for "الكعبي", the last word first). `logicalOrder`
 * turns the pieces of a cell whose letters are mostly right-to-left back into reading order:
 * right-to-left pieces from the right, while numbers and left-to-right words keep their own order
 * inside them ("0165", "E2E990648651").
 */
import { readsRightToLeft } from './script.ts';

/** A piece of a cell in visual order, and whether a space stands between it and the piece on its left. */
export interface Piece {
  text: string;
  spaceBefore: boolean;
}

const RIGHT_TO_LEFT_LETTER = /(?!\p{Nd})[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const LEFT_TO_RIGHT_LETTER_OR_DIGIT = /[\p{Nd}]|(?![\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])\p{L}/u;

type Direction = 'rtl' | 'ltr' | 'neutral';

function directionOf(text: string): Direction {
  if (RIGHT_TO_LEFT_LETTER.test(text)) return 'rtl';
  return LEFT_TO_RIGHT_LETTER_OR_DIGIT.test(text) ? 'ltr' : 'neutral';
}

/** Pieces joined in the order given, each space where it was printed. */
function joined(pieces: readonly Piece[]): string {
  return pieces.map((p, i) => (i > 0 && p.spaceBefore ? ` ${p.text}` : p.text)).join('');
}

/** The pieces joined as written: visual order for left-to-right text, reading order for right-to-left. */
export function joinPieces(pieces: readonly Piece[]): string {
  const visual = joined(pieces);
  if (readsRightToLeft(visual)) return logicalOrder(pieces);
  return GROUPS_REVERSED.test(visual) ? reversedNumbers(pieces) : visual;
}

/**
 * A figure grouped with spaces and set in right-to-left text comes out with its groups in reverse
 * ("742,91 2" for "2 742,91"): between two numbers a space takes the paragraph's direction. A run
 * of digit groups whose last group stands first with its decimals, and that reads as a grouped
 * figure from the right, is read from the right. "1 234,56" as printed left to right is not such a run.
 */
const GROUPS_REVERSED = /^[-+]?\d{3}[.,]\d{1,3}[-+]?(?: \d{3})* \d{1,3}$/;

function reversedNumbers(pieces: readonly Piece[]): string {
  const units = unitsAtSpaces(pieces);
  const text = units
    .reverse()
    .map((unit) => joined(unit))
    .join(' ');
  // The figure's sign was set before its last group: it leads the figure ("7 -105,05" is "-7 105,05").
  return text.replace(/^(\d{1,3}(?: \d{3})*) ([-+])(?=\d{3}[.,]\d)/, '$2$1 ');
}

/** Pieces grouped into the runs a printed space separates. */
function unitsAtSpaces(pieces: readonly Piece[]): Piece[][] {
  const units: Piece[][] = [];
  pieces.forEach((piece, i) => {
    const last = units.at(-1);
    if (i > 0 && !piece.spaceBefore && last) last.push(piece);
    else units.push([piece]);
  });
  return units;
}

const NUMERIC = /^[\p{Nd}\p{P}\p{S}]+$/u;

/**
 * Pieces of a right-to-left cell, given in visual order, in reading order. Neutral pieces
 * (punctuation) between two left-to-right ones belong to them; the others read right to left.
 */
function logicalOrder(pieces: readonly Piece[]): string {
  const directions = pieces.map((p) => directionOf(p.text));
  const resolved = directions.map((d, i) => {
    if (d !== 'neutral') return d;
    const left = directions.slice(0, i).findLast((x) => x !== 'neutral');
    const right = directions.slice(i + 1).find((x) => x !== 'neutral');
    return left === 'ltr' && right === 'ltr' ? 'ltr' : 'rtl';
  });
  // Units in visual order: each right-to-left piece alone, each run of left-to-right pieces
  // together, except that numbers a space separates with no left-to-right word among them take the
  // paragraph's direction ("034,50 58 25.01.22" reads "25.01.22 58 034,50").
  const runs: Piece[][] = [];
  pieces.forEach((piece, i) => {
    const last = runs.at(-1);
    if (resolved[i] === 'ltr' && i > 0 && resolved[i - 1] === 'ltr' && last) last.push(piece);
    else runs.push([piece]);
  });
  const units = runs.flatMap((run) => (run.length > 1 && run.every((p) => NUMERIC.test(p.text)) ? unitsAtSpaces(run) : [run]));
  // Read from the right: the unit on the right comes first; the space between two units is the one printed between them.
  let out = '';
  for (let k = units.length - 1; k >= 0; k--) {
    const unit = units[k] as Piece[];
    out += joined(unit);
    if (k > 0 && (unit[0] as Piece).spaceBefore) out += ' ';
  }
  return out;
}
