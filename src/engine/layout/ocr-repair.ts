/**
 * OCR reads "02 May 25" as "02May2s" and "4,571.42" as "4,57l.42". A cell read by OCR that is
 * neither a date nor an amount is tried again with the usual letter-for-digit confusions undone
 * inside digit groups, with a space put back between digits and a month name and taken out after
 * a date separator ("03/08/ 26"); the repair is kept only when it turns the cell into a date or an
 * amount. Text-layer cells are never touched.
 */
import { looksLikeDate } from '../text/date.ts';
import { isAmountText } from '../text/amount-text.ts';
import { type Cell, makeCell } from './lines.ts';

/** Letters OCR gives for digits in print. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  l: '1',
  I: '1',
  i: '1',
  '|': '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
  g: '9',
  q: '9',
  G: '6',
};

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
  // A D marker read with a speck after it ("284,76 DO").
  const marker = /^(\d[\d.,' ]*\d) ?D[O0o]$/.exec(cell.text);
  if (marker && isAmountText(`${marker[1]} D`)) return { ...cell, text: `${marker[1]} D` };
  // "1 801 584,70" read "1801 584,70": the groups no longer fit, so take the spaces out.
  const ungrouped = repaired.replace(/(\d)\s+(?=\d{3}\b)/g, '$1');
  if (ungrouped !== repaired && isAmountText(ungrouped)) return { ...cell, text: ungrouped };
  return cell;
}

/**
 * OCR drops the small separators of a date ("03.03" read "0303", "01/31/25" read "01/3125",
 * "4/1" read "41"). Under a date column, a cell of 2 to 8 digits with fewer separators than a
 * date has gets them back, in the separator it kept (else "/" for short day-month pairs and "."
 * for the rest); it is kept only when exactly one way of splitting it makes a date. Five digits
 * whose middle one is a 1 or a 7 are a day and month with the slash misread.
 */
export function repairOcrDate(cell: Cell): Cell {
  if (fromTextLayer(cell) || !/^\d[\d./-]*\d$/.test(cell.text) || looksLikeDate(cell.text)) return cell;
  // A slash read as a 1 or a 7 between day and month ("14/10" read "14710").
  const slashed = /^(\d{2})[17](\d{2})$/.exec(cell.text);
  if (slashed && looksLikeDate(`${slashed[1]}/${slashed[2]}`)) return { ...cell, text: `${slashed[1]}/${slashed[2]}` };
  const digits = cell.text.replace(/\D/g, '');
  const separator = /[./-]/.exec(cell.text)?.[0] ?? (digits.length <= 3 ? '/' : '.');
  const dates = splits(digits)
    .map((parts) => parts.join(parts[0]!.length === 4 ? '-' : separator))
    .filter((text) => looksLikeDate(text));
  return dates.length === 1 ? { ...cell, text: dates[0] as string } : cell;
}

/**
 * On a noisy scan OCR runs a date into specks or the description ("C07 1503-2024",
 * "I23032024KPNBYV.", "©.0-12032020", "CET 1703024"). Under a date column, on a line that moves
 * money, the first word whose digits hold exactly one day-and-month pair followed by a year (or
 * its remains) gives that day and month; the year is dropped, so it is taken from the statement
 * period like any yearless date and a misread year cannot move the row (a day outside the period
 * makes no date at all). Returns the date cell and what is left of the cell for the description,
 * or null when no single reading exists.
 */
export function salvageOcrDate(cell: Cell): Cell[] | null {
  if (fromTextLayer(cell) || looksLikeDate(cell.text)) return null;
  const at = cell.words.findIndex((w) => /\d{4}/.test(w.text.replace(/[./-]/g, '')));
  if (at < 0 || at > 1) return null;
  const word = cell.words[at] as Cell['words'][number];
  const pairs = dayMonthPairs(word.text.replace(/[^\d./-]/g, ' '));
  if (pairs.length !== 1) return null;
  const [first, second, separator] = pairs[0] as [string, string, string];
  const date = makeCell([{ ...word, text: `${first}${separator}${second}` }]);
  const rest = cell.words.filter((_, i) => i !== at);
  return rest.length > 0 ? [date, makeCell(rest)] : [date];
}

/** A day and month, then a full year ("24032024", "15.03-2024"), anywhere in a run of digits. */
const WITH_YEAR = /^(\d{2})([./-]?)(\d{2})[./-]?(?:19|20)\d{2}/;
/** A day and month whose year lost a digit or two ("1703024"), only as a whole run. */
const CUT_YEAR = /^(\d{2})([./-]?)(\d{2})[./-]?\d{2,3}$/;

/** Distinct day-month pairs a word's digit runs can hold. */
function dayMonthPairs(text: string): Array<[string, string, string]> {
  const found = new Map<string, [string, string, string]>();
  for (const run of text.split(' ').filter((r) => /\d/.test(r))) {
    // Every start: specks read as digits may come first ("97724032024").
    for (let i = 0; i < run.length; i++) {
      const m = WITH_YEAR.exec(run.slice(i)) ?? (/\d/.test(run[i - 1] ?? '') ? null : CUT_YEAR.exec(run.slice(i)));
      if (!m) continue;
      // Either order: the document's date order decides which field is the day.
      const [a, b] = [Number(m[1]), Number(m[3])];
      if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) continue;
      found.set(`${m[1]}.${m[3]}`, [m[1] as string, m[3] as string, m[2] || '.']);
    }
  }
  return [...found.values()];
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

/** A cell whose figure a repair changed: what was read, and why it was taken otherwise. */
export type RepairedCell = Cell & { repairedFrom: string; repairReason: string };

/**
 * Where a document marks every amount's side with a trailing D or C, OCR reads a D pressed against
 * the figure as a final 0 ("411,94D" read "411,940", "173,41D" read "173410"). An OCR cell with
 * one digit too many after its decimal separator, or bare digits ending in 0, gets its D back
 * (and, for bare digits, its two decimals). It changes a value, so `repairedFrom` keeps the reading.
 */
export function repairLostMarker(cell: Cell): RepairedCell | null {
  if (fromTextLayer(cell)) return null;
  const grouped = /^(\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2})0$/.exec(cell.text);
  const bare = /^(\d{1,6})(\d{2})0$/.exec(cell.text);
  const text = grouped ? `${grouped[1]} D` : bare ? `${bare[1]}.${bare[2]} D` : null;
  return text && isAmountText(text) ? { ...cell, text, repairedFrom: cell.text, repairReason: 'its D marker was read as a 0' } : null;
}

/**
 * OCR loses the decimal comma or point of small print ("53,13" read "5313", "3 091,43" read
 * "309143", "444,42" read "444 42", "2.435,59" read "2.43559"). Under a money column, such a cell
 * (a sign or brackets allowed) gets its two decimals back. Unlike the repairs above this changes a
 * value, so the caller reports it: `repairedFrom` keeps what was read.
 */
export function repairOcrAmount(cell: Cell): RepairedCell | null {
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
  return text && isAmountText(text) ? { ...cell, text, repairedFrom: cell.text, repairReason: 'its decimal separator was lost' } : null;
}
