/**
 * OCR reads "02 May 25" as "02May2s" and "4,571.42" as "4,57l.42". A cell read by OCR that is
 * neither a date nor an amount is tried again with the usual letter-for-digit confusions undone
 * inside digit groups, with a space put back between digits and a month name and taken out after
 * a date separator ("03/08/ 26"); the repair is kept only when it turns the cell into a date or an
 * amount. Text-layer cells are never touched.
 */
import { looksLikeDate } from '../parse/date.ts';
import { isAmountText } from './amount-text.ts';
import { type Cell } from './lines.ts';

/** Letters OCR gives for digits in print. */
const AS_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', l: '1', I: '1', i: '1', '|': '1', S: '5', s: '5', B: '8', Z: '2', z: '2', g: '9', q: '9', G: '6' };

function repairToken(token: string): string {
  if (!/\d/.test(token)) return token;
  // Only a token that is mostly digits and separators is a number with misread characters.
  const letters = token.replace(/[\d.,'’\-/()+$£€¥₹]/g, '');
  if (letters.length === 0 || letters.length > token.length / 2 || [...letters].some((ch) => !(ch in AS_DIGIT))) return token;
  return [...token].map((ch) => AS_DIGIT[ch] ?? ch).join('');
}

export function repairOcrText(text: string): string {
  const spaced = text
    // Letter-spaced print read by OCR: "03/08/ 26" is 03/08/26.
    .replace(/(\d[./-])\s+(?=\d)/g, '$1')
    .replace(/(\d)([A-Za-z]{3,})/g, '$1 $2')
    .replace(/([A-Za-z]{3,})(\d)/g, '$1 $2');
  return spaced
    .split(/(\s+)/)
    .map((part) => (/\s/.test(part) ? part : repairToken(part)))
    .join('');
}

const fromTextLayer = (cell: Cell) => cell.words.every((w) => w.confidence >= 1);

export function repairOcrCell(cell: Cell): Cell {
  if (fromTextLayer(cell)) return cell;
  if (looksLikeDate(cell.text) || isAmountText(cell.text)) return cell;
  const repaired = repairOcrText(cell.text);
  if (repaired !== cell.text && (looksLikeDate(repaired) || isAmountText(repaired))) return { ...cell, text: repaired };
  // "1 801 584,70" read "1801 584,70": the groups no longer fit, so take the spaces out.
  const ungrouped = repaired.replace(/(\d)\s+(?=\d{3}\b)/g, '$1');
  if (ungrouped !== repaired && isAmountText(ungrouped)) return { ...cell, text: ungrouped };
  return cell;
}

/**
 * OCR drops the small separators of a date ("03.03" read "0303", "01/31/25" read "01/3125",
 * "4/1" read "41"). Under a date column, a cell of 2 to 8 digits with fewer separators than a
 * date has gets them back, in the separator it kept (else "/" for short day-month pairs and "."
 * for the rest); it is kept only when exactly one way of splitting it makes a date.
 */
export function repairOcrDate(cell: Cell): Cell {
  if (fromTextLayer(cell) || !/^\d[\d./-]*\d$/.test(cell.text) || looksLikeDate(cell.text)) return cell;
  const digits = cell.text.replace(/\D/g, '');
  const separator = /[./-]/.exec(cell.text)?.[0] ?? (digits.length <= 3 ? '/' : '.');
  const dates = splits(digits)
    .map((parts) => parts.join(parts[0]!.length === 4 ? '-' : separator))
    .filter((text) => looksLikeDate(text));
  return dates.length === 1 ? { ...cell, text: dates[0] as string } : cell;
}

/** The ways a run of date digits can be cut into day, month and year fields. */
function splits(digits: string): string[][] {
  const at = (...cuts: number[]) => [0, ...cuts].map((from, i) => digits.slice(from, [...cuts, digits.length][i]));
  switch (digits.length) {
    case 2:
      return [at(1)];
    case 3:
      return [at(1), at(2)];
    case 4:
      return [at(2)];
    case 6:
      return [at(2, 4)];
    case 8:
      return /^(19|20)/.test(digits) ? [at(4, 6)] : [at(2, 4)];
    default:
      return [];
  }
}

/**
 * OCR loses the decimal comma or point of small print ("53,13" read "5313", "3 091,43" read
 * "309143", "444,42" read "444 42", "2.435,59" read "2.43559"). Under a money column, such a cell
 * (a sign or brackets allowed) gets its two decimals back. Unlike the repairs above this changes a
 * value, so the caller reports it: `repairedFrom` keeps what was read.
 */
export function repairOcrAmount(cell: Cell): (Cell & { repairedFrom: string }) | null {
  if (fromTextLayer(cell)) return null;
  // A side marker after the figure ("77191C", "341258 D") stays with it.
  const marked = /^(.*?\d) ?(CR|DR|C|D|H|S)$/i.exec(cell.text);
  const figure = marked ? (marked[1] as string) : cell.text;
  const marker = marked ? ` ${marked[2]}` : '';
  // Bare digits, or digits with a space where the separator was ("-444 42").
  const bare = /^([-(]?)(\d{1,7}) ?(\d{2})([-)]?)$/.exec(figure);
  // Thousands kept, decimals run into the last group or a space ("2.43559", "2.435 59").
  const grouped = /^([-(]?)(\d{1,3}(?:([.,' ])\d{3})*) ?(\d{2})([-)]?)$/.exec(figure);
  let text: string | null = null;
  if (bare) text = `${bare[1]}${bare[2]}.${bare[3]}${bare[4]}${marker}`;
  else if (grouped?.[3]) text = `${grouped[1]}${grouped[2]}${grouped[3] === '.' ? ',' : '.'}${grouped[4]}${grouped[5]}${marker}`;
  return text && isAmountText(text) ? { ...cell, text, repairedFrom: cell.text } : null;
}
