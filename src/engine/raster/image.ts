/**
 * The raster model shared by rendering, preprocessing and OCR: an 8-bit greyscale bitmap
 * (0 = black, 255 = white), row-major, one byte per pixel, no padding.
 */
import { ConversionError } from '../errors.ts';

export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * 40 megapixels is an A4 page at ~780 dpi or an A1 poster at 300 dpi: far beyond what a statement
 * needs, and at one byte per pixel plus tesseract's own copies (~5 bytes/pixel) still below 256 MB.
 */
export const DEFAULT_MAX_PIXELS = 40_000_000;

export function assertPixelLimit(width: number, height: number, maxPixels = DEFAULT_MAX_PIXELS): void {
  if (!(width > 0 && height > 0)) {
    throw new ConversionError('OCR_FAILED', `Cannot rasterise an empty page (${width}×${height} pixels).`);
  }
  if (width * height > maxPixels) {
    const mp = ((width * height) / 1e6).toFixed(1);
    throw new ConversionError('FILE_TOO_LARGE', `The page image is ${width}×${height} pixels (${mp} MP), over the ${(maxPixels / 1e6).toFixed(0)} MP limit.`);
  }
}

export function blankImage(width: number, height: number, value = 255): GreyImage {
  return { width, height, data: new Uint8Array(width * height).fill(value) };
}

/**
 * Binary PGM ("P5"): a 15-byte header in front of the raw bytes. Leptonica (inside tesseract)
 * reads it natively, so no compression is spent on an image that only crosses a thread boundary.
 */
export function encodePgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header, 0);
  out.set(image.data, header.length);
  return out;
}

/** RGBA (canvas ImageData layout) → grey with Rec. 601 luma weights, composited over white. */
export function rgbaToGrey(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const n = width * height;
  const out = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 4) {
    const luma = ((rgba[j] as number) * 77 + (rgba[j + 1] as number) * 150 + (rgba[j + 2] as number) * 29) >> 8;
    const alpha = rgba[j + 3] as number;
    out[i] = alpha === 255 ? luma : (luma * alpha + 255 * (255 - alpha) + 127) / 255;
  }
  return { width, height, data: out };
}

export function rgbToGrey(rgb: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const n = width * height;
  const out = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    out[i] = ((rgb[j] as number) * 77 + (rgb[j + 1] as number) * 150 + (rgb[j + 2] as number) * 29) >> 8;
  }
  return { width, height, data: out };
}

/** 1 bit per pixel, rows padded to whole bytes, bit set = white (pdf.js GRAYSCALE_1BPP). */
export function bitsToGrey(bits: Uint8Array | Uint8ClampedArray, width: number, height: number): GreyImage {
  const out = new Uint8Array(width * height);
  const stride = (width + 7) >> 3;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      out[y * width + x] = ((bits[row + (x >> 3)] as number) >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
  }
  return { width, height, data: out };
}
