/**
 * tesseract's TSV output → words with pixel boxes. TSV is the cheapest output that carries word
 * boxes and confidences (tesseract.js's `blocks` JSON tree costs far more to build and ship; see
 * README). Columns: level page block par line word left top width height conf text.
 */

/** One recognised word, in pixels of the image that was recognised. */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** tesseract's word confidence, 0..100. */
  confidence: number;
  /** Index of the tesseract text line the word belongs to (0-based, in output order). */
  line: number;
  /** The line's box: its top and height span ascenders to descenders of the whole line. */
  lineTop: number;
  lineHeight: number;
}

const LEVEL_LINE = 4;
const LEVEL_WORD = 5;
const COLUMNS = 12;

export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  let line = -1;
  let lineTop = 0;
  let lineHeight = 0;
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < COLUMNS) continue;
    const level = Number(cells[0]);
    const left = Number(cells[6]);
    const top = Number(cells[7]);
    const width = Number(cells[8]);
    const height = Number(cells[9]);
    if (level === LEVEL_LINE) {
      line++;
      lineTop = top;
      lineHeight = height;
      continue;
    }
    if (level !== LEVEL_WORD) continue;
    // The text is the last column; tesseract never emits tabs inside it, but join defensively.
    const text = cells
      .slice(COLUMNS - 1)
      .join('\t')
      .trim();
    const confidence = Number(cells[10]);
    if (text === '' || !Number.isFinite(left + top + width + height) || !(confidence >= 0)) continue;
    words.push({ text, left, top, width, height, confidence, line: Math.max(line, 0), lineTop, lineHeight });
  }
  return words;
}
