/**
 * Text-layer extraction: pdf.js text items → `Word`s with boxes in PDF points, top-left origin.
 * pdf.js gives runs of text ("items"), not words; a run is split at whitespace and each word gets
 * a proportional share of the run's width, which is accurate enough for column assignment because
 * columns are separated by far more than one glyph.
 */
import type { PageWords, Word } from '../types.ts';
import type { PdfDocument } from './open.ts';

type Matrix = [number, number, number, number, number, number];

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Ascent of a typical Latin font as a share of the font size: the baseline sits this far below the top. */
const ASCENT_RATIO = 0.8;
/** Text whose baseline direction deviates more than this (sin of the angle) is rotated: watermarks, margins. */
const MAX_ROTATION_SIN = 0.05;
/** Glyphs taller than this many times the page's median font size are decoration (watermarks, logos). */
const MAX_FONT_SIZE_RATIO = 4;

function multiply(m1: Matrix, m2: number[]): Matrix {
  const [a, b, c, d, e, f] = m2 as Matrix;
  return [
    m1[0] * a + m1[2] * b,
    m1[1] * a + m1[3] * b,
    m1[0] * c + m1[2] * d,
    m1[1] * c + m1[3] * d,
    m1[0] * e + m1[2] * f + m1[4],
    m1[1] * e + m1[3] * f + m1[5],
  ];
}

interface PlacedRun {
  text: string;
  x: number;
  baseline: number;
  width: number;
  fontSize: number;
}

export async function extractPageWords(doc: PdfDocument, pageNumber: number): Promise<PageWords> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const runs: PlacedRun[] = [];
    for (const raw of content.items) {
      const item = raw as TextItemLike;
      if (typeof item.str !== 'string' || item.str.trim() === '') continue;
      const t = multiply(viewport.transform as Matrix, item.transform);
      const fontSize = Math.hypot(t[2], t[3]);
      const scaleX = Math.hypot(t[0], t[1]);
      if (fontSize <= 0 || scaleX <= 0) continue;
      if (Math.abs(t[1]) / scaleX > MAX_ROTATION_SIN || t[0] < 0) continue;
      // item.width is in unscaled page units along the baseline.
      runs.push({ text: item.str, x: t[4], baseline: t[5], width: item.width * viewport.scale, fontSize });
    }
    const medianSize = median(runs.map((r) => r.fontSize)) ?? 10;
    const words = runs
      .filter((r) => r.fontSize <= medianSize * MAX_FONT_SIZE_RATIO)
      .flatMap((r, index) => splitRun(r, pageNumber, index));
    return { page: pageNumber, width: viewport.width, height: viewport.height, source: 'text', words };
  } finally {
    page.cleanup();
  }
}

/**
 * Splits a run at whitespace, giving each word its proportional x range. Single-spaced words keep
 * a shared `run` id; two or more spaces (padded, monospaced layouts) start a new one.
 */
function splitRun(run: PlacedRun, page: number, runIndex: number): Word[] {
  const text = run.text.replace(/[\u0000-\u001f]/g, ' ');
  const charWidth = text.length > 0 ? run.width / text.length : 0;
  const words: Word[] = [];
  let segment = 0;
  let previousEnd = -1;
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index ?? 0;
    if (previousEnd >= 0 && start - previousEnd > 1) segment++;
    previousEnd = start + match[0].length;
    words.push({
      text: match[0].normalize('NFC'),
      page,
      x: run.x + start * charWidth,
      y: run.baseline - run.fontSize * ASCENT_RATIO,
      width: Math.max(match[0].length * charWidth, 0.1),
      height: run.fontSize,
      confidence: 1,
      run: runIndex * 1000 + segment,
    });
  }
  return words;
}

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Minimum non-space characters for a page's text layer to count as real text. */
export const MIN_TEXT_CHARS = 20;

export function countTextChars(page: PageWords): number {
  return page.words.reduce((n, w) => n + w.text.length, 0);
}
