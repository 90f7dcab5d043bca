/**
 * Cleaning a page image before OCR: contrast stretch, Otsu threshold, text-axis (0°/90°) detection
 * and deskew of small rotations. All pure functions on `GreyImage`s; nothing here knows about OCR.
 *
 * Orientation is decided in two halves. Whether text lines run across or down the page is a
 * pixel statistic (`detectTextAxis`, below) and costs a few milliseconds. Whether the page is
 * upside down is not reliably visible in pixel statistics of digit- and capital-heavy statements,
 * so it is left to the OCR step, which compares tesseract's confidence (see ocr/ocr-page.ts).
 */
import type { GreyImage } from './image.ts';

export type QuarterTurns = 0 | 1 | 2 | 3;

/** The skew search range: scanners and phone photos of flat pages stay within this. */
export const MAX_SKEW_DEGREES = 5;
/** Skews smaller than this are left alone: tesseract copes, and a resample costs time and sharpness. */
export const MIN_DESKEW_DEGREES = 0.2;
/** Coarse-to-fine search steps in degrees; the last one sets the precision (~0.05°). */
const SKEW_STEPS = [0.5, 0.1, 0.025];
/** Points used for the profile search are sampled down to about this many to bound its cost. */
const MAX_SKEW_POINTS = 200_000;
/**
 * Layout analysis (axis, skew) runs on the ink halved until at most this wide, about 150 dpi for
 * A4: 0.1° is still a 2-pixel drift across the page, and a 300-dpi page costs 4× less.
 */
const ANALYSIS_MAX_WIDTH = 1300;

export interface PreprocessOptions {
  /**
   * 'grey' (default): the cleaned grey page, paper pure white, ink keeping its grey edges, which
   * tesseract thresholds itself. 'binary': the same page thresholded (benchmarks compare them).
   * Measured in ../ocr/README.md: on 200-dpi scans with blur and noise, grey keeps the small
   * decimal commas and dots that a hard threshold breaks off.
   */
  output?: 'grey' | 'binary';
  /** Skip the skew search (benchmarks, or callers that know the page is straight). */
  deskew?: boolean;
  /** Magnification applied in the same resampling as the deskew (a 200-dpi scan read at 300 dpi). */
  scale?: number;
  /** Resolution of the input; when given, table rules are erased (see eraseRules). */
  dpi?: number;
  /** Force a quarter-turn rotation (clockwise) instead of detecting the text axis. */
  quarterTurns?: QuarterTurns;
}

export interface PreprocessResult {
  /** Upright, deskewed image for OCR, `scale` times the input's resolution. */
  image: GreyImage;
  /** Otsu threshold of the input (0..255). */
  threshold: number;
  /** Clockwise quarter turns applied before deskewing. */
  quarterTurns: QuarterTurns;
  /** The text axis scored too evenly to be sure (it was detected, not forced). */
  axisUncertain: boolean;
  /** Skew that was measured (degrees, positive = lines rising to the right); removed when ≥ MIN_DESKEW_DEGREES. */
  skewDegrees: number;
  deskewed: boolean;
}

/**
 * Even out the lighting; threshold (Otsu) and despeckle to find the ink; settle the text axis and skew on that ink; then
 * turn, deskew and magnify the grey page in one resampling, with the specks removed, and whiten
 * everything that is not ink: paper, shading, and table rules.
 */
export function preprocess(scanned: GreyImage, options: PreprocessOptions = {}): PreprocessResult {
  const input = flattenBackground(scanned);
  const threshold = otsuThreshold(input);
  // Specks go before anything else looks at the ink: on a noisy scan they outnumber glyph edges.
  const binary = despeckle(binarise(input, threshold));
  const axes = analyseAxes(shrinkInk(binary, ANALYSIS_MAX_WIDTH));
  const quarterTurns = options.quarterTurns ?? (isVertical(axes) ? 1 : 0);
  const axisUncertain = options.quarterTurns === undefined && axisRatio(axes) > 1 / VERTICAL_MARGIN && axisRatio(axes) <= VERTICAL_MARGIN;
  const upright = rotateQuarter(binary, quarterTurns);
  // A half turn keeps a line's slope, so the coarse angle of the chosen axis holds for both its turns.
  const coarse = quarterTurns % 2 === 0 ? axes.horizontal : axes.vertical;
  const skewDegrees = options.deskew === false ? 0 : refineSkew(upright, coarse.degrees, MAX_SKEW_DEGREES);
  const deskewed = Math.abs(skewDegrees) >= MIN_DESKEW_DEGREES;
  const factor = options.scale ?? 1;
  let grey = rotateQuarter(withoutSpecks(input, binary, threshold), quarterTurns);
  if (deskewed || factor !== 1) grey = resample(grey, factor, deskewed ? -skewDegrees : 0);
  const cut = paperCut(grey, threshold);
  const ink = binarise(grey, cut);
  const kept = options.dpi ? eraseRules(ink, options.dpi * factor) : ink;
  if (options.output === 'binary') return { image: kept, threshold, quarterTurns, axisUncertain, skewDegrees, deskewed };
  for (let i = 0; i < grey.data.length; i++) if (kept.data[i] !== 0) grey.data[i] = 255;
  return { image: grey, threshold, quarterTurns, axisUncertain, skewDegrees, deskewed };
}

/** Background blocks per short side of the page: about a third of an inch on A4. */
const BACKGROUND_BLOCKS = 24;
/** A block's paper grey is this percentile of its pixels: ink rarely covers a tenth of a block. */
const PAPER_PERCENTILE = 0.9;
/** Lighting that varies less than this (grey levels) across the page is left alone. */
const EVEN_LIGHTING_RANGE = 24;

/**
 * Uneven lighting (a phone photo's shadow, a scanner lid left open, a page curling away from the
 * glass) made darker in one place than the ink is elsewhere, so no single threshold separates
 * them. Each pixel is divided by the paper grey around it (a high percentile per block, the
 * brightest of each 3×3 blocks, interpolated), which leaves paper white everywhere. Evenly lit
 * pages, the common case, are returned untouched.
 */
export function flattenBackground(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const block = Math.max(16, Math.round(Math.min(width, height) / BACKGROUND_BLOCKS));
  const columns = Math.ceil(width / block);
  const rows = Math.ceil(height / block);
  const paper = new Float64Array(columns * rows);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      histogram.fill(0);
      const x1 = Math.min(width, (bx + 1) * block);
      const y1 = Math.min(height, (by + 1) * block);
      for (let y = by * block; y < y1; y++) for (let x = bx * block; x < x1; x++) histogram[data[y * width + x] as number]! += 1;
      const wanted = (x1 - bx * block) * (y1 - by * block) * PAPER_PERCENTILE;
      let level = 0;
      let seen = histogram[0] as number;
      while (level < 255 && seen < wanted) seen += histogram[++level] as number;
      paper[by * columns + bx] = level;
    }
  }
  // A block that is mostly ink or shading takes the paper of its brightest neighbour.
  const smooth = new Float64Array(paper.length);
  for (let by = 0; by < rows; by++) {
    for (let bx = 0; bx < columns; bx++) {
      let best = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const y = by + dy;
          const x = bx + dx;
          if (y >= 0 && y < rows && x >= 0 && x < columns) best = Math.max(best, paper[y * columns + x] as number);
        }
      }
      smooth[by * columns + bx] = Math.max(1, best);
    }
  }
  let low = 255;
  let high = 0;
  for (const level of smooth) {
    low = Math.min(low, level);
    high = Math.max(high, level);
  }
  if (high - low < EVEN_LIGHTING_RANGE) return image;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    // Bilinear between block centres.
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(gy);
    const y1 = Math.min(rows - 1, y0 + 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(columns - 1, Math.max(0, (x + 0.5) / block - 0.5));
      const x0 = Math.floor(gx);
      const x1 = Math.min(columns - 1, x0 + 1);
      const fx = gx - x0;
      const top = (smooth[y0 * columns + x0] as number) * (1 - fx) + (smooth[y0 * columns + x1] as number) * fx;
      const bottom = (smooth[y1 * columns + x0] as number) * (1 - fx) + (smooth[y1 * columns + x1] as number) * fx;
      const background = top * (1 - fy) + bottom * fy;
      out[y * width + x] = Math.min(255, Math.round(((data[y * width + x] as number) * 255) / background));
    }
  }
  // Dividing by a dim background amplifies the sensor and JPEG noise there as much as the ink:
  // a 3×3 median takes the grain out before any threshold sees it.
  return median3({ width, height, data: out });
}

/** 3×3 median filter (edges copied): removes single-pixel grain, keeps strokes two pixels wide. */
export function median3(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(data);
  const window = new Uint8Array(9);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let k = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) window[k++] = data[(y + dy) * width + x + dx] as number;
      window.sort();
      out[y * width + x] = window[4] as number;
    }
  }
  return { width, height, data: out };
}

/** Otsu's threshold: the grey level that maximises the between-class variance of ink and paper. */
export function otsuThreshold(image: GreyImage): number {
  const histogram = histogramOf(image.data);
  const total = image.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * (histogram[v] as number);
  let weightBelow = 0;
  let sumBelow = 0;
  let best = 127;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    weightBelow += histogram[t] as number;
    if (weightBelow === 0) continue;
    const weightAbove = total - weightBelow;
    if (weightAbove === 0) break;
    sumBelow += t * (histogram[t] as number);
    const meanBelow = sumBelow / weightBelow;
    const meanAbove = (sumAll - sumBelow) / weightAbove;
    const variance = weightBelow * weightAbove * (meanBelow - meanAbove) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/** Halfway between the ink threshold and the mean paper grey: lighter pixels are paper, shading or halo. */
function paperCut(image: GreyImage, threshold: number): number {
  let sum = 0;
  let count = 0;
  for (let i = 0; i < image.data.length; i++) {
    const v = image.data[i] as number;
    if (v > threshold) {
      sum += v;
      count++;
    }
  }
  return count === 0 ? threshold : Math.round((threshold + sum / count) / 2);
}

/** The grey input with every pixel that despeckling turned to paper painted paper too. */
function withoutSpecks(input: GreyImage, despeckled: GreyImage, threshold: number): GreyImage {
  const out = new Uint8Array(input.data);
  for (let i = 0; i < out.length; i++) if (despeckled.data[i] !== 0 && (out[i] as number) <= threshold) out[i] = 255;
  return { width: input.width, height: input.height, data: out };
}

/** Pixels at or below `threshold` become ink (0), the rest paper (255). */
export function binarise(image: GreyImage, threshold: number): GreyImage {
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) out[i] = (image.data[i] as number) <= threshold ? 0 : 255;
  return { width: image.width, height: image.height, data: out };
}

/** Ink pixels with no ink among their 8 neighbours become paper: scanner dust, toner specks, noise. */
export function despeckle(binary: GreyImage): GreyImage {
  const { width, height, data } = binary;
  const out = new Uint8Array(data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i] !== 0) continue;
      let alone = true;
      for (let dy = -1; dy <= 1 && alone; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if ((dx !== 0 || dy !== 0) && xx >= 0 && xx < width && data[yy * width + xx] === 0) {
            alone = false;
            break;
          }
        }
      }
      if (alone) out[i] = 255;
    }
  }
  return { width, height, data: out };
}

/** Ink runs longer than these (in inches) are rules, not glyph strokes: even a 24-pt letter is shorter. */
const MIN_HORIZONTAL_RULE_INCHES = 0.5;
const MIN_VERTICAL_RULE_INCHES = 0.33;

/**
 * Table rules and boxes erased from a binary page. tesseract's line finder treats a boxed line
 * (a shaded header with a border) as a picture and drops its text, and reads vertical column
 * separators as "|" or "1" inside amounts; without them the text is a plain grid of words.
 */
export function eraseRules(binary: GreyImage, dpi: number): GreyImage {
  const out = new Uint8Array(binary.data);
  eraseLongRuns(binary, out, Math.round(MIN_HORIZONTAL_RULE_INCHES * dpi), 'rows');
  eraseLongRuns(binary, out, Math.round(MIN_VERTICAL_RULE_INCHES * dpi), 'columns');
  return { width: binary.width, height: binary.height, data: out };
}

/** Gaps this short (pixels) inside a rule are scanner noise, not its end. */
const RULE_GAP = 2;

/**
 * Erases, in `out`, the ink of every run at least `minRun` long along rows (or columns). A pixel
 * counts as on the run when it or a neighbour across the run is ink, so a rule that steps by a
 * pixel after deskewing, or is two pixels thick, is still one run.
 */
function eraseLongRuns(binary: GreyImage, out: Uint8Array, minRun: number, along: 'rows' | 'columns'): void {
  const { width, height, data } = binary;
  const [lines, length] = along === 'rows' ? [height, width] : [width, height];
  const [step, across] = along === 'rows' ? [1, width] : [width, 1];
  for (let line = 0; line < lines; line++) {
    const base = along === 'rows' ? line * width : line;
    const before = line > 0 ? -across : 0;
    const after = line < lines - 1 ? across : 0;
    const inkAt = (i: number) => data[i] === 0 || data[i + before] === 0 || data[i + after] === 0;
    let start = -1;
    let lastInk = -1;
    for (let k = 0; k <= length; k++) {
      const ink = k < length && inkAt(base + k * step);
      if (ink) {
        if (start < 0 || k - lastInk > RULE_GAP + 1) {
          if (start >= 0 && lastInk - start + 1 >= minRun) eraseRun(out, base, step, start, lastInk);
          start = k;
        }
        lastInk = k;
      }
    }
    if (start >= 0 && lastInk - start + 1 >= minRun) eraseRun(out, base, step, start, lastInk);
  }
}

function eraseRun(out: Uint8Array, base: number, step: number, from: number, to: number): void {
  for (let k = from; k <= to; k++) out[base + k * step] = 255;
}

/**
 * Whether text lines run across ('horizontal') or down ('vertical') the page. Bottom edges of ink
 * (baselines, table rules) stack into a few tall bins when projected across the lines; glyph
 * sides projected the other way scatter, because every line puts its glyphs elsewhere. Each axis
 * is scored by its best concentration over the coarse skew angles, so a tilted page still tells.
 */
export function detectTextAxis(binary: GreyImage): 'horizontal' | 'vertical' {
  return isVertical(analyseAxes(shrinkInk(binary, ANALYSIS_MAX_WIDTH))) ? 'vertical' : 'horizontal';
}

/**
 * Text runs down the page only when that reading is clearly better: monospaced print and columns
 * of right-aligned amounts stack glyph sides too, and such upright pages score about even (0.96–1.03
 * measured) where truly turned pages score 1.4 and more. An upright page misread as turned costs a
 * whole page; a turned page left unturned is caught by the confidence check in ocr/ocr-page.ts.
 */
const VERTICAL_MARGIN = 1.25;
function isVertical(axes: Axes): boolean {
  return axisRatio(axes) > VERTICAL_MARGIN;
}

type Axes = { horizontal: SkewCandidate; vertical: SkewCandidate };
const axisRatio = (axes: Axes) => axes.vertical.concentration / Math.max(axes.horizontal.concentration, Number.EPSILON);

function analyseAxes(small: GreyImage): { horizontal: SkewCandidate; vertical: SkewCandidate } {
  return { horizontal: coarseSkew(small), vertical: coarseSkew(rotateQuarter(small, 1)) };
}

/**
 * Skew of horizontal text lines in degrees (positive = rising to the right), within ±maxDegrees.
 * Projection-profile search: the bottom edges of ink are sheared by candidate angles and binned by
 * row; the angle that stacks them into the fewest, tallest bins (largest sum of squared bin
 * counts) is the skew. Coarse-to-fine, so about 40 angles are scored, the coarse ones on a
 * reduced image.
 */
export function estimateSkew(binary: GreyImage, maxDegrees = MAX_SKEW_DEGREES): number {
  // Coarse angles on the reduced image, fine ones on the full resolution where 0.025° still moves pixels.
  const coarse = coarseSkew(shrinkInk(binary, ANALYSIS_MAX_WIDTH), maxDegrees).degrees;
  return refineSkew(binary, coarse, maxDegrees);
}

interface SkewCandidate {
  degrees: number;
  /**
   * bins · Σ bin² / (Σ bin)²: how many times more concentrated the profile is than an even spread
   * over the same number of bins. Relative to the bin count, so the page's long and short sides
   * compare fairly (noise spread evenly scores 1 on both).
   */
  concentration: number;
}

function coarseSkew(binary: GreyImage, maxDegrees = MAX_SKEW_DEGREES): SkewCandidate {
  const points = bottomEdgePoints(binary);
  const count = points.length / 2;
  if (count < 2) return { degrees: 0, concentration: 0 };
  const degrees = searchAngles(points, binary, 0, maxDegrees, SKEW_STEPS[0] as number, maxDegrees);
  return { degrees, concentration: (binary.height * shearedProfileScore(points, binary, degrees)) / (count * count) };
}

function refineSkew(binary: GreyImage, start: number, maxDegrees: number): number {
  const points = bottomEdgePoints(binary);
  if (points.length < 4) return 0;
  let best = start;
  for (let i = 1; i < SKEW_STEPS.length; i++) {
    best = searchAngles(points, binary, best, SKEW_STEPS[i - 1] as number, SKEW_STEPS[i] as number, maxDegrees);
  }
  return Math.round(best * 1000) / 1000;
}

function searchAngles(points: Int32Array, image: GreyImage, centre: number, range: number, step: number, limit: number): number {
  let bestScore = -1;
  let bestAngle = centre;
  const steps = Math.round(range / step);
  for (let k = -steps; k <= steps; k++) {
    const angle = centre + k * step;
    if (Math.abs(angle) > limit + 1e-9) continue;
    const score = shearedProfileScore(points, image, angle);
    // Ties go to the angle closest to zero: a blank or symmetric page is left alone.
    if (score > bestScore || (score === bestScore && Math.abs(angle) < Math.abs(bestAngle))) {
      bestScore = score;
      bestAngle = angle;
    }
  }
  return bestAngle;
}

/**
 * Halves the image by taking the darkest of each 2×2 block, repeatedly, until it is at most
 * `maxWidth` wide: thin strokes survive, and layout analysis gets 4× cheaper per halving.
 */
export function shrinkInk(binary: GreyImage, maxWidth: number): GreyImage {
  let image = binary;
  while (image.width > maxWidth && image.width >= 4 && image.height >= 4) {
    const width = image.width >> 1;
    const height = image.height >> 1;
    const out = new Uint8Array(width * height);
    const src = image.data;
    const w = image.width;
    for (let y = 0; y < height; y++) {
      const r0 = 2 * y * w;
      const r1 = r0 + w;
      for (let x = 0; x < width; x++) {
        const c = 2 * x;
        out[y * width + x] = Math.min(src[r0 + c] as number, src[r0 + c + 1] as number, src[r1 + c] as number, src[r1 + c + 1] as number);
      }
    }
    image = { width, height, data: out };
  }
  return image;
}

/** Ink pixels whose lower neighbour is paper, as interleaved x,y pairs, evenly thinned to MAX_SKEW_POINTS. */
function bottomEdgePoints(binary: GreyImage): Int32Array {
  const { width, height, data } = binary;
  let count = 0;
  for (let i = 0; i < (height - 1) * width; i++) if (data[i] === 0 && data[i + width] !== 0) count++;
  const keepEvery = Math.max(1, Math.ceil(count / MAX_SKEW_POINTS));
  const points = new Int32Array(Math.ceil(count / keepEvery) * 2);
  let n = 0;
  let seen = 0;
  for (let y = 0; y < height - 1; y++) {
    const offset = y * width;
    for (let x = 0; x < width; x++) {
      if (data[offset + x] === 0 && data[offset + x + width] !== 0 && seen++ % keepEvery === 0) {
        points[n++] = x;
        points[n++] = y;
      }
    }
  }
  return points.subarray(0, n);
}

function shearedProfileScore(points: Int32Array, image: GreyImage, degrees: number): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  // A line rising to the right at `degrees` has y = y0 − x·slope; y + x·slope recovers y0.
  const margin = Math.ceil(Math.abs(slope) * image.width) + 1;
  const bins = new Int32Array(image.height + 2 * margin);
  for (let i = 0; i < points.length; i += 2) {
    bins[Math.round((points[i + 1] as number) + (points[i] as number) * slope) + margin]! += 1;
  }
  let score = 0;
  for (let i = 0; i < bins.length; i++) score += (bins[i] as number) * (bins[i] as number);
  return score;
}

/**
 * Rotates content counter-clockwise by `degrees` (as seen on screen) about the centre, keeping the
 * canvas size; uncovered corners become paper. Bilinear, so grey edges stay smooth.
 */
export function rotate(image: GreyImage, degrees: number): GreyImage {
  return resample(image, 1, degrees);
}

/**
 * Scales by `factor` and rotates content counter-clockwise by `degrees` about the centre, in one
 * bilinear pass (one resampling loses less than two); uncovered corners become paper.
 */
export function resample(image: GreyImage, factor: number, degrees: number): GreyImage {
  const { width: inWidth, height: inHeight, data } = image;
  const width = Math.max(1, Math.round(inWidth * factor));
  const height = Math.max(1, Math.round(inHeight * factor));
  const radians = (degrees * Math.PI) / 180;
  // Inverse map: an output pixel's source is its offset from the centre rotated by −θ and shrunk by the factor.
  const cos = Math.cos(radians) / factor;
  const sin = Math.sin(radians) / factor;
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  const sourceCx = (inWidth - 1) / 2;
  const sourceCy = (inHeight - 1) / 2;
  const out = new Uint8Array(width * height).fill(255);
  // 16.16 fixed point: integer arithmetic is ~2× faster than floats here, and 1/65536 px is plenty.
  const ONE = 65536;
  const stepX = Math.round(cos * ONE);
  const stepY = Math.round(sin * ONE);
  const maxX = inWidth - 1;
  const maxY = inHeight - 1;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    let sx = Math.round((-cx * cos - dy * sin + sourceCx) * ONE);
    let sy = Math.round((-cx * sin + dy * cos + sourceCy) * ONE);
    const row = y * width;
    for (let x = 0; x < width; x++, sx += stepX, sy += stepY) {
      const x0 = sx >> 16;
      const y0 = sy >> 16;
      if (x0 < 0 || y0 < 0 || x0 >= maxX || y0 >= maxY) continue;
      const fx = sx & 0xffff;
      const fy = sy & 0xffff;
      const i = y0 * inWidth + x0;
      const a = data[i] as number;
      const b = data[i + 1] as number;
      const c = data[i + inWidth] as number;
      const d = data[i + inWidth + 1] as number;
      const top = a * ONE + (b - a) * fx;
      const bottom = c * ONE + (d - c) * fx;
      out[row + x] = (top + ((bottom - top) * fy) / ONE + ONE / 2) / ONE;
    }
  }
  return { width, height, data: out };
}

/** Rotates content clockwise by 90° × `turns`. */
export function rotateQuarter(image: GreyImage, turns: QuarterTurns): GreyImage {
  if (turns === 0) return image;
  const { width, height, data } = image;
  const out = new Uint8Array(width * height);
  if (turns === 2) {
    for (let i = 0, j = data.length - 1; i < data.length; i++, j--) out[i] = data[j] as number;
    return { width, height, data: out };
  }
  // Output is height × width; a clockwise turn sends (x, y) to (height − 1 − y, x).
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const target = turns === 1 ? x * height + (height - 1 - y) : (width - 1 - x) * height + y;
      out[target] = data[y * width + x] as number;
    }
  }
  return { width: height, height: width, data: out };
}

function histogramOf(data: Uint8Array): Uint32Array {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < data.length; i++) histogram[data[i] as number]! += 1;
  return histogram;
}
