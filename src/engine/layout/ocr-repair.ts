/**
 * OCR reads "02 May 25" as "02May2s" and "4,571.42" as "4,57l.42". A cell read by OCR that is
 * neither a date nor an amount is tried again with the usual letter-for-digit confusions undone
 * inside digit groups, and with a space put back between digits and a month name; the repair is
 * kept only when it turns the cell into a date or an amount. Text-layer cells are never touched.
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
  const spaced = text.replace(/(\d)([A-Za-z]{3,})/g, '$1 $2').replace(/([A-Za-z]{3,})(\d)/g, '$1 $2');
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
  return cell;
}

/**
 * OCR drops the small separators of a date ("03.03" read "0303"). Under a date column, a cell of
 * 4, 6 or 8 digits gets them back (dd.mm, dd.mm.yy, dd.mm.yyyy, or yyyy-mm-dd when it starts
 * with a plausible year), and is kept only if that makes a date.
 */
export function repairOcrDate(cell: Cell): Cell {
  if (fromTextLayer(cell) || !/^\d{4}(\d{2}){0,2}$/.test(cell.text)) return cell;
  const t = cell.text;
  const repaired =
    t.length === 8 && /^(19|20)/.test(t) ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6)}` : t.replace(/^(\d\d)(\d\d)/, '$1.$2.').replace(/\.$/, '');
  return looksLikeDate(repaired) ? { ...cell, text: repaired } : cell;
}

/**
 * OCR loses the decimal comma or point of small print ("53,13" read "5313", "3 091,43" read
 * "309143"). Under a money column, an OCR cell of 3 to 9 bare digits (a sign or brackets
 * allowed) gets its two decimals back. Unlike the repairs above this changes a value, so the
 * caller reports it: `repairedFrom` keeps what was read.
 */
export function repairOcrAmount(cell: Cell): (Cell & { repairedFrom: string }) | null {
  const match = /^([-(]?)(\d{3,9})([-)]?)$/.exec(cell.text);
  if (fromTextLayer(cell) || !match) return null;
  const [, lead, digits, trail] = match as unknown as [string, string, string, string];
  const text = `${lead}${digits.slice(0, -2)}.${digits.slice(-2)}${trail}`;
  return isAmountText(text) ? { ...cell, text, repairedFrom: cell.text } : null;
}
