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
import { preprocess, type QuarterTurns, rotateQuarter } from '../raster/preprocess.ts';
import { type CanvasImport, DEFAULT_OCR_DPI, renderPageGrey } from '../raster/render.ts';
import type { OcrPageResult, OcrPool } from './pool.ts';
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
  return { prepared: reprepare(), scale: image.scale * factor, reprepare };
}

/** The same pipeline from an already rasterised page (`scale` = pixels per PDF point). */
export async function ocrImage(
  image: GreyImage & { scale: number },
  pageNumber: number,
  options: { pool: OcrPool; signal?: AbortSignal; dpi?: number },
): Promise<OcrPageOutcome> {
  throwIfAborted(options.signal);
  const t0 = performance.now();
  const { prepared, scale, reprepare } = prepareForOcr(image, options.dpi);
  const t1 = performance.now();
  const dpi = scale * 72;
  const read = (pixels: GreyImage) => options.pool.recognize({ ...pixels, dpi }, { page: pageNumber, signal: options.signal });
  let best = { result: await read(prepared.image), image: prepared.image, turns: prepared.quarterTurns, skew: prepared.skewDegrees };
  const poor = () =>
    !best.result.timedOut &&
    best.result.meanConfidence / 100 < ORIENTATION_RECHECK_CONFIDENCE &&
    best.result.words.length >= MIN_WORDS_FOR_RECHECK;
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
  const t2 = performance.now();
  return {
    page: toPageWords(best.result.words, { page: pageNumber, scale, width: best.image.width, height: best.image.height }),
    timedOut: best.result.timedOut,
    meanConfidence: meanConfidence(best.result),
    ms: { render: 0, preprocess: t1 - t0, recognize: t2 - t1 },
    quarterTurns: best.turns,
    skewDegrees: best.skew,
  };
}

function meanConfidence(result: OcrPageResult): number {
  return result.timedOut ? 0 : Math.min(1, Math.max(0, result.meanConfidence / 100));
}
