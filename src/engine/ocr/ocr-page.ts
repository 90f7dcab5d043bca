/**
 * One scanned page → `PageWords`: render → preprocess → recognise → words.
 *
 * Orientation: preprocessing settles whether text runs across or down the page (a cheap pixel
 * statistic); upside down is settled here, by confidence. An upright statement page reads at
 * 90–95 % mean confidence and an upside-down one at 28–38 % (measured on the kowhai scan), so a
 * page that reads below ORIENTATION_RECHECK_CONFIDENCE is read again turned 180°, and if still
 * poor and the text axis was a close call, along the other axis both ways; the best reading is kept. The pixel statistic only turns a
 * page a quarter when that is clearly right, so this also rescues the rare turned page it left
 * alone. Upright pages, the overwhelming majority, pay nothing for this.
 */
import type { PageWords } from '../types.ts';
import type { PdfDocument } from '../pdf/open.ts';
import { throwIfAborted } from '../pdf/open.ts';
import type { GreyImage } from '../raster/image.ts';
import { type DarkBand, findDarkBands, invertedBand, mayHaveDarkBands } from '../raster/dark-bands.ts';
import { MIN_DESKEW_DEGREES, preprocess, type QuarterTurns, resample, rotateQuarter } from '../raster/preprocess.ts';
import { type CanvasImport, DEFAULT_OCR_DPI, renderPageGrey } from '../raster/render.ts';
import type { OcrModel } from './languages.ts';
import type { OcrPageResult, OcrPool } from './pool.ts';
import type { OcrWord } from './tsv.ts';
import { toPageWords } from './words.ts';

/** Below this mean confidence (0..1) the page is tried upside down too. */
export const ORIENTATION_RECHECK_CONFIDENCE = 0.6;
/** A page with fewer words than this is blank or a picture; turning it round will not help. */
const MIN_WORDS_FOR_RECHECK = 3;

/**
 * tesseract reads best at about 300 dpi. A 200-dpi scan read at its own resolution lost a fifth
 * of the scanned corpus's transactions; magnified to the OCR resolution within the deskew's
 * resampling, about 1 % (README). Scans this close to the target are read as they are.
 */
const MAGNIFY_SLACK_DPI = 20;

function magnification(dpi: number, target: number): number {
  return dpi < target - MAGNIFY_SLACK_DPI ? target / dpi : 1;
}

export interface OcrPageOptions {
  pool: OcrPool;
  canvasImport: CanvasImport;
  signal?: AbortSignal;
  /** Resolution for pages that must be rasterised, and that lower-resolution scans are magnified to. */
  dpi?: number;
  maxPixels?: number;
  /** The share of the page recognised so far (0..1); a page read again turned round starts over. */
  onProgress?: (fraction: number) => void;
  /** Language data other than English (languages.ts). */
  model?: OcrModel | undefined;
}

export interface OcrPageOutcome {
  page: PageWords;
  timedOut: boolean;
  /** tesseract's mean text confidence, 0..1. */
  meanConfidence: number;
  ms: { render: number; preprocess: number; recognize: number };
  /** Clockwise quarter turns and skew (degrees) removed before recognition. */
  quarterTurns: QuarterTurns;
  skewDegrees: number;
}

export async function ocrPage(doc: PdfDocument, pageNumber: number, options: OcrPageOptions): Promise<OcrPageOutcome> {
  const t0 = performance.now();
  const rendered = await renderPageGrey(doc, pageNumber, {
    canvasImport: options.canvasImport,
    dpi: options.dpi,
    maxPixels: options.maxPixels,
    signal: options.signal,
  });
  const render = performance.now() - t0;
  const outcome = await ocrImage(rendered, pageNumber, options);
  return { ...outcome, ms: { ...outcome.ms, render } };
}

/**
 * The page image tesseract is given: cleaned, upright, deskewed and magnified to the OCR
 * resolution (`scale` = its pixels per PDF point). `reprepare` redoes it with a forced turn.
 */
export function prepareForOcr(image: GreyImage & { scale: number }, targetDpi = DEFAULT_OCR_DPI) {
  const dpi = image.scale * 72;
  const factor = magnification(dpi, targetDpi);
  const reprepare = (quarterTurns?: QuarterTurns) => preprocess(image, { scale: factor, dpi, ...(quarterTurns === undefined ? {} : { quarterTurns }) });
  return { prepared: reprepare(), scale: image.scale * factor, factor, reprepare };
}

/** The same pipeline from an already rasterised page (`scale` = pixels per PDF point). */
export async function ocrImage(
  image: GreyImage & { scale: number },
  pageNumber: number,
  options: { pool: OcrPool; signal?: AbortSignal; dpi?: number; onProgress?: (fraction: number) => void; model?: OcrModel | undefined },
): Promise<OcrPageOutcome> {
  throwIfAborted(options.signal);
  const t0 = performance.now();
  const { prepared, scale, factor, reprepare } = prepareForOcr(image, options.dpi);
  const t1 = performance.now();
  const dpi = scale * 72;
  const read = (pixels: GreyImage) =>
    options.pool.recognize({ ...pixels, dpi }, { page: pageNumber, signal: options.signal, onProgress: options.onProgress, model: options.model });
  let best = { result: await read(prepared.image), image: prepared.image, turns: prepared.quarterTurns, skew: prepared.skewDegrees };
  const poor = () =>
    !best.result.timedOut && best.result.meanConfidence / 100 < ORIENTATION_RECHECK_CONFIDENCE && best.result.words.length >= MIN_WORDS_FOR_RECHECK;
  // Upside down first (the likelier mistake), then, when the text axis was a close call, the
  // other axis both ways round. A page that reads poorly for other reasons (damaged, a picture)
  // is not read four times.
  for (const extra of prepared.axisUncertain ? ([2, 1, 3] as const) : ([2] as const)) {
    if (!poor()) break;
    const turns = ((prepared.quarterTurns + extra) % 4) as QuarterTurns;
    // A half turn keeps the skew; a quarter turn needs the page measured again along the other axis.
    const turned = extra === 2 ? { image: rotateQuarter(prepared.image, 2), skewDegrees: prepared.skewDegrees } : reprepare(turns);
    const candidate = { image: turned.image, skew: turned.skewDegrees };
    const again = await read(candidate.image);
    if (!again.timedOut && again.meanConfidence > best.result.meanConfidence) {
      best = { result: again, image: candidate.image, turns, skew: candidate.skew };
    }
  }
  const words = best.result.timedOut
    ? best.result.words
    : await withDarkBands(best.result.words, image, { turns: best.turns, skew: best.skew, factor, dpi }, read);
  const t2 = performance.now();
  return {
    page: toPageWords(words, { page: pageNumber, scale, width: best.image.width, height: best.image.height }),
    timedOut: best.result.timedOut,
    meanConfidence: meanConfidence(best.result),
    ms: { render: 0, preprocess: t1 - t0, recognize: t2 - t1 },
    quarterTurns: best.turns,
    skewDegrees: best.skew,
  };
}

interface PageGeometry {
  turns: QuarterTurns;
  skew: number;
  factor: number;
  dpi: number;
}

/**
 * Light text on dark bands, read from the page as scanned (see raster/dark-bands.ts). A band's
 * reading replaces what the cleaned page gave for that area only when tesseract is surer of it,
 * so a band the cleaned page already read well (or a dark picture) changes nothing.
 */
async function withDarkBands(
  words: OcrWord[],
  image: GreyImage,
  geometry: PageGeometry,
  read: (pixels: GreyImage) => Promise<OcrPageResult>,
): Promise<OcrWord[]> {
  if (!mayHaveDarkBands(image)) return words;
  // The scanned page in the cleaned page's frame: same turn, deskew and magnification.
  let upright = rotateQuarter(image, geometry.turns);
  const deskew = Math.abs(geometry.skew) >= MIN_DESKEW_DEGREES ? -geometry.skew : 0;
  if (deskew !== 0 || geometry.factor !== 1) upright = resample(upright, geometry.factor, deskew);
  let merged = words;
  let nextLine = Math.max(-1, ...words.map((w) => w.line)) + 1;
  for (const band of findDarkBands(upright, geometry.dpi)) {
    const crop = invertedBand(upright, band);
    const result = await read(crop);
    if (result.timedOut || result.words.length === 0) continue;
    const inside = merged.filter((w) => isInside(w, band));
    if (inside.length > 0 && meanWordConfidence(result.words) <= meanWordConfidence(inside)) continue;
    const lines = new Map<number, number>();
    const shifted = result.words.map((w) => {
      if (!lines.has(w.line)) lines.set(w.line, nextLine++);
      return { ...w, left: w.left + crop.offsetX, top: w.top + crop.offsetY, lineTop: w.lineTop + crop.offsetY, line: lines.get(w.line) as number };
    });
    merged = [...merged.filter((w) => !isInside(w, band)), ...shifted];
  }
  return merged;
}

function isInside(word: OcrWord, band: DarkBand): boolean {
  const x = word.left + word.width / 2;
  const y = word.top + word.height / 2;
  return x >= band.left && x < band.right && y >= band.top && y < band.bottom;
}

function meanWordConfidence(words: OcrWord[]): number {
  return words.reduce((sum, w) => sum + w.confidence, 0) / words.length;
}

function meanConfidence(result: OcrPageResult): number {
  return result.timedOut ? 0 : Math.min(1, Math.max(0, result.meanConfidence / 100));
}
