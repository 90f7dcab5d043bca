/**
 * Text-layer extraction: pdf.js text items → `Word`s with boxes in PDF points, top-left origin.
 * pdf.js gives runs of text ("items"), not words; a run is split at whitespace and each word gets
 * a proportional share of the run's width, which is accurate enough for column assignment because
 * columns are separated by far more than one glyph.
 *
 * Only what a viewer shows is read: pdf.js reports every text run of the content stream, also
 * those drawn outside the page's visible area (the CropBox ∩ MediaBox, which is what the viewport
 * covers). A word whose centre lies outside it is dropped, so a statement cannot hide pages of rows
 * above its one page: what is read is what the page's size says (and what the service bills).
 */
import type { PageWords, Word } from '../types.ts';
import { joinDetachedSeparators } from './detached-separators.ts';
import type { PdfDocument } from './open.ts';

type Matrix = [number, number, number, number, number, number];

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName?: string;
  /** pdf.js gives a right-to-left string in reading order: its first word stands rightmost. */
  dir?: string;
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
  font: string;
  rtl: boolean;
}

export async function extractPageWords(doc: PdfDocument, pageNumber: number): Promise<PageWords> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const runs: PlacedRun[] = [];
    let unmappedGlyphs = 0;
    for (const raw of content.items) {
      const item = raw as TextItemLike;
      if (typeof item.str !== 'string' || item.str.trim() === '') continue;
      unmappedGlyphs += item.str.match(UNMAPPED)?.length ?? 0;
      const t = multiply(viewport.transform as Matrix, item.transform);
      const fontSize = Math.hypot(t[2], t[3]);
      const scaleX = Math.hypot(t[0], t[1]);
      if (fontSize <= 0 || scaleX <= 0) continue;
      if (Math.abs(t[1]) / scaleX > MAX_ROTATION_SIN || t[0] < 0) continue;
      // item.width is in unscaled page units along the baseline.
      const run = { text: item.str, x: t[4], baseline: t[5], width: item.width * viewport.scale, fontSize, font: item.fontName ?? '', rtl: item.dir === 'rtl' };
      // Runs wholly off the page do not count towards the page's median font size either.
      if (overlapsPage(run, viewport)) runs.push(run);
    }
    const medianSize = median(runs.map((r) => r.fontSize)) ?? 10;
    const words = joinDetachedSeparators(runs)
      .filter((r) => r.fontSize <= medianSize * MAX_FONT_SIZE_RATIO)
      .flatMap((r, index) => splitRun(r, pageNumber, index))
      .filter((w) => centreOnPage(w, viewport));
    return { page: pageNumber, width: viewport.width, height: viewport.height, source: 'text', words, ...(unmappedGlyphs ? { unmappedGlyphs } : {}) };
  } finally {
    page.cleanup();
  }
}

interface PageArea {
  width: number;
  height: number;
}

/** The run's box (from its baseline and font size) meets the visible page area. */
function overlapsPage(run: PlacedRun, page: PageArea): boolean {
  const top = run.baseline - run.fontSize * ASCENT_RATIO;
  return run.x < page.width && run.x + run.width > 0 && top < page.height && top + run.fontSize > 0;
}

/** A word belongs to the page when its centre is visible: half-clipped glyphs at an edge still count once. */
function centreOnPage(word: Word, page: PageArea): boolean {
  const cx = word.x + word.width / 2;
  const cy = word.y + word.height / 2;
  return cx >= 0 && cx <= page.width && cy >= 0 && cy <= page.height;
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
    // In a right-to-left string the first characters stand at the right end of the run.
    const offset = run.rtl ? text.length - previousEnd : start;
    words.push({
      text: plainLetters(match[0]),
      page,
      x: run.x + offset * charWidth,
      y: run.baseline - run.fontSize * ASCENT_RATIO,
      width: Math.max(match[0].length * charWidth, 0.1),
      height: run.fontSize,
      confidence: 1,
      run: runIndex * 1000 + segment,
      ...(run.font ? { font: run.font } : {}),
    });
  }
  return words;
}

/**
 * A word as composed text: Arabic presentation forms (the contextual glyph shapes some PDFs map
 * their glyphs to, "ﻟﻮﻟﻮ") become the letters they shape ("لولو"), and Kangxi radicals (which CJK
 * fonts map their shared glyphs to: "⽉", "⽀出") the ideographs they are printed for ("月", "支出").
 */
export function plainLetters(word: string): string {
  return word.normalize('NFC').replace(/[\u2f00-\u2fd5\ufb50-\ufdff\ufe70-\ufefc]+/g, (forms) => forms.normalize('NFKC'));
}

export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Minimum non-space characters for a page's text layer to count as real text. */
export const MIN_TEXT_CHARS = 20;

/** What pdf.js extracts for a glyph its font maps to no character (Chromium's Devanagari vowel signs and conjuncts). */
const UNMAPPED = /[\u0000\ufffd]/g;

export function countTextChars(page: PageWords): number {
  return page.words.reduce((n, w) => n + w.text.length, 0);
}
