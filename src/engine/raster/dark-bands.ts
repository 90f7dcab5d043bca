/**
 * Text printed light on a dark band (a table header on a coloured bar, a title strip).
 *
 * Cleaning a page for OCR treats paper as light and ink as dark, so a dark band comes out as one
 * block of "ink" (or, after the lighting is flattened, as paper) and the light words inside it are
 * lost: a statement's column header is often exactly such a band. Here the bands are found in the
 * page as it was scanned (turned and deskewed like the cleaned page, so rows line up) and each
 * one is cut out and inverted into dark text on light paper, which OCR reads like any other line.
 */
import type { GreyImage } from './image.ts';

export interface DarkBand {
  /** Rows and columns of the band in the image it was found in, end exclusive. */
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A pixel this dark or darker is band, not paper (scans print bands at 30–120 grey). */
const DARK_LEVEL = 128;
/** A row belongs to a band when this share of its width is dark. */
const DARK_ROW_SHARE = 0.35;
/** Band heights, in inches: from a small header line to a tall title strip; taller is a picture. */
const MIN_BAND_INCHES = 0.06;
const MAX_BAND_INCHES = 0.6;
/** Inside a band, light (text) pixels make up at least this share; an empty bar has no words to read. */
const MIN_LIGHT_SHARE = 0.02;
/** Paper added round an inverted band: tesseract reads text that touches the edge poorly. */
const PAD = 12;

/**
 * Cheap first look on the page as rendered: is any row mostly dark? Sampling every fourth row and
 * pixel keeps this under a millisecond on a 300-dpi page; most pages have no band and stop here.
 */
export function mayHaveDarkBands(image: GreyImage): boolean {
  const { width, height, data } = image;
  const wanted = (width / 4) * DARK_ROW_SHARE;
  for (let y = 0; y < height; y += 4) {
    let dark = 0;
    const row = y * width;
    for (let x = 0; x < width; x += 4) if ((data[row + x] as number) <= DARK_LEVEL) dark++;
    if (dark >= wanted) return true;
  }
  return false;
}

/** The dark bands of an upright page (`dpi` = its resolution), top to bottom. */
export function findDarkBands(image: GreyImage, dpi: number): DarkBand[] {
  const { width, height, data } = image;
  const minHeight = Math.round(MIN_BAND_INCHES * dpi);
  const maxHeight = Math.round(MAX_BAND_INCHES * dpi);
  const bands: DarkBand[] = [];
  let start = -1;
  for (let y = 0; y <= height; y++) {
    let isDark = false;
    if (y < height) {
      let dark = 0;
      const row = y * width;
      for (let x = 0; x < width; x++) if ((data[row + x] as number) <= DARK_LEVEL) dark++;
      isDark = dark >= width * DARK_ROW_SHARE;
    }
    if (isDark && start < 0) start = y;
    if (!isDark && start >= 0) {
      const band = y - start >= minHeight && y - start <= maxHeight ? extentOf(image, start, y) : null;
      if (band && lightShare(image, band) >= MIN_LIGHT_SHARE) bands.push(band);
      start = -1;
    }
  }
  return bands;
}

/** The band's columns: from the first to the last column that is dark over most of its rows. */
function extentOf(image: GreyImage, top: number, bottom: number): DarkBand | null {
  const { width, data } = image;
  const half = (bottom - top) / 2;
  let left = -1;
  let right = -1;
  for (let x = 0; x < width; x++) {
    let dark = 0;
    for (let y = top; y < bottom; y++) if ((data[y * width + x] as number) <= DARK_LEVEL) dark++;
    if (dark > half) {
      if (left < 0) left = x;
      right = x + 1;
    }
  }
  return left < 0 ? null : { top, bottom, left, right };
}

function lightShare(image: GreyImage, band: DarkBand): number {
  const { width, data } = image;
  let light = 0;
  for (let y = band.top; y < band.bottom; y++) {
    for (let x = band.left; x < band.right; x++) if ((data[y * width + x] as number) > DARK_LEVEL) light++;
  }
  return light / ((band.bottom - band.top) * (band.right - band.left));
}

/**
 * The band cut out as dark text on white paper, padded: inverted, then stretched so that the
 * band's own colour (its median) becomes white. `offsetX`/`offsetY` map its pixels back to the page.
 */
export function invertedBand(image: GreyImage, band: DarkBand): GreyImage & { offsetX: number; offsetY: number } {
  const { width: pageWidth, data } = image;
  const bandWidth = band.right - band.left;
  const bandHeight = band.bottom - band.top;
  const histogram = new Uint32Array(256);
  for (let y = band.top; y < band.bottom; y++) {
    for (let x = band.left; x < band.right; x++) histogram[data[y * pageWidth + x] as number]! += 1;
  }
  let median = 0;
  let seen = histogram[0] as number;
  while (median < 255 && seen < (bandWidth * bandHeight) / 2) seen += histogram[++median] as number;
  // After inversion the band's colour is 255 − median; that level and anything lighter becomes paper.
  const paper = Math.max(1, 255 - median);
  const width = bandWidth + 2 * PAD;
  const height = bandHeight + 2 * PAD;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < bandHeight; y++) {
    for (let x = 0; x < bandWidth; x++) {
      const inverted = 255 - (data[(band.top + y) * pageWidth + band.left + x] as number);
      out[(y + PAD) * width + x + PAD] = Math.min(255, Math.round((inverted * 255) / paper));
    }
  }
  return { width, height, data: out, offsetX: band.left - PAD, offsetY: band.top - PAD };
}
