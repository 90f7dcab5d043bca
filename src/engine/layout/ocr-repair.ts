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

export function repairOcrCell(cell: Cell): Cell {
  if (cell.words.every((w) => w.confidence >= 1)) return cell;
  if (looksLikeDate(cell.text) || isAmountText(cell.text)) return cell;
  const repaired = repairOcrText(cell.text);
  if (repaired !== cell.text && (looksLikeDate(repaired) || isAmountText(repaired))) return { ...cell, text: repaired };
  return cell;
}
