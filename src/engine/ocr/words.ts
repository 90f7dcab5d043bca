/**
 * OCR words (pixels of the recognised image) → the engine's `Word`s (PDF points, top-left origin).
 *
 * Frame: the coordinates are those of the *upright, deskewed* page, not of the PDF's page box.
 * Preprocessing turns the image upright and rotates small skews away about the image centre; the
 * words are reported in that corrected frame (same scale, same centre), so every text line comes
 * out horizontal, which is what line and column detection downstream rely on. For an unskewed,
 * upright scan (the usual case) the two frames are identical. After a quarter turn `width` and
 * `height` are the turned page's.
 */
import type { PageWords, Word } from '../types.ts';
import type { OcrWord } from './tsv.ts';

/**
 * Words take their line's vertical extent (ascender to descender) when the line box is at most
 * this many times the words' own median height; a taller line box means tesseract merged lines.
 */
const MAX_LINE_TO_WORD_HEIGHT = 2;

export interface OcrFrame {
  page: number;
  /** Pixels per PDF point of the recognised image. */
  scale: number;
  /** Size of the recognised image in pixels. */
  width: number;
  height: number;
}

export function toPageWords(ocrWords: OcrWord[], frame: OcrFrame): PageWords {
  const usesLineBox = lineBoxUsable(ocrWords);
  const words: Word[] = ocrWords.map((w) => {
    const lineBox = usesLineBox.get(w.line) === true;
    const top = lineBox ? w.lineTop : w.top;
    const height = lineBox ? w.lineHeight : w.height;
    return {
      text: w.text.normalize('NFC'),
      page: frame.page,
      x: w.left / frame.scale,
      y: top / frame.scale,
      width: Math.max(w.width, 1) / frame.scale,
      height: Math.max(height, 1) / frame.scale,
      confidence: Math.min(1, Math.max(0, w.confidence / 100)),
    };
  });
  return { page: frame.page, width: frame.width / frame.scale, height: frame.height / frame.scale, source: 'ocr', words };
}

/**
 * A text layer gives every word on a line the same top and font size; OCR gives tight ink boxes
 * ("May" hangs lower than "02"). Using the line box restores the shared band, so words group into
 * lines by their centres and the line height stands in for the font size.
 */
function lineBoxUsable(words: OcrWord[]): Map<number, boolean> {
  const heights = new Map<number, number[]>();
  for (const w of words) {
    const list = heights.get(w.line) ?? [];
    list.push(w.height);
    heights.set(w.line, list);
  }
  const usable = new Map<number, boolean>();
  for (const w of words) {
    if (usable.has(w.line)) continue;
    const sorted = [...(heights.get(w.line) as number[])].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1] as number;
    usable.set(w.line, w.lineHeight > 0 && w.lineHeight <= MAX_LINE_TO_WORD_HEIGHT * median);
  }
  return usable;
}
