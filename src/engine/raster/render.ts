/**
 * A PDF page → an 8-bit greyscale bitmap for OCR.
 *
 * Two routes:
 * - `embedded`: a scanned page is usually nothing but one image XObject stretched over the page.
 *   pdf.js has already decoded it while building the operator list, so we take its pixels at the
 *   scanner's own resolution and skip rasterising altogether (no resampling blur, no canvas).
 * - `rendered`: anything else is drawn by pdf.js onto an @napi-rs/canvas at `dpi`.
 *
 * The canvas module is only imported on the rendered route, through the injected `canvasImport`,
 * so merely importing the engine never loads a native addon.
 */
import { createIsomorphicCanvasFactory, getResolvedPDFJS } from 'unpdf';
import { ConversionError } from '../errors.ts';
import type { PdfDocument } from '../pdf/open.ts';
import { throwIfAborted } from '../pdf/open.ts';
import { installPdfJsPolyfills } from '../pdf/polyfill.ts';
import { assertPixelLimit, bitsToGrey, blankImage, DEFAULT_MAX_PIXELS, type GreyImage, rgbaToGrey, rgbToGrey } from './image.ts';

export type { BrowserCanvasModule, CanvasImport } from './canvas-import.ts';
import type * as NapiCanvas from '@napi-rs/canvas';
import type { CanvasImport } from './canvas-import.ts';

/**
 * Rendered route. On five text-based statement pages rasterised and read back (benchmarks/ocr-params.ts),
 * 300 dpi found 83.8 % of the text layer's words against 81.0 % at 200 and 250 dpi and 69.6 % at
 * 150, for ~20 % more time than 200 dpi; amounts were all found from 200 dpi up. See src/engine/ocr/README.md.
 */
export const DEFAULT_OCR_DPI = 300;
/**
 * Below this the scanner's own pixels are too coarse for tesseract and the page is rasterised at
 * `dpi` instead (pdf.js upscales smoothly). Measured on the kowhai scan reduced to 100 dpi: 17/24
 * amounts natively, 24/24 upscaled to 300; at 150 dpi both 24/24, but that page's text is 10 pt
 * and statements print 8 pt too, so 200-dpi scans (the common low setting) are the floor.
 */
export const MIN_EMBEDDED_DPI = 190;
/** Above this the scan is needlessly large for OCR (recognition time grows with pixels): rasterise at `dpi`. */
export const MAX_EMBEDDED_DPI = 450;
/** The image must cover at least this share of the page to stand for the whole page. */
const MIN_IMAGE_COVERAGE = 0.9;
/** Horizontal and vertical resolution may differ by this much (rounding in the producer) and still be one scale. */
const MAX_ANISOTROPY = 0.02;
/** pdf.js sends decoded images before the operator list completes; this only guards a lost message. */
const IMAGE_FETCH_TIMEOUT_MS = 5_000;
/** pdf.js image kinds (ImageKind in pdf.js). */
const IMAGE_KIND = { GRAYSCALE_1BPP: 1, RGB_24BPP: 2, RGBA_32BPP: 3 } as const;

export interface RenderPageOptions {
  canvasImport: CanvasImport;
  /** Resolution for the rendered route; the embedded route keeps the scan's own. */
  dpi?: number;
  maxPixels?: number;
  /** Set false to always rasterise with pdf.js (benchmarks compare the two). */
  useEmbeddedImage?: boolean;
  signal?: AbortSignal;
}

export interface RenderedPage extends GreyImage {
  /** Pixels per PDF point (dpi / 72). */
  scale: number;
  route: 'embedded' | 'rendered';
  /** The page's size in points (after /Rotate), i.e. the frame `scale` maps back to. */
  pageWidth: number;
  pageHeight: number;
}

type Matrix = [number, number, number, number, number, number];
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

export async function renderPageGrey(doc: PdfDocument, pageNumber: number, options: RenderPageOptions): Promise<RenderedPage> {
  installPdfJsPolyfills();
  throwIfAborted(options.signal);
  const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const size = { pageWidth: viewport.width, pageHeight: viewport.height };
    if (options.useEmbeddedImage !== false) {
      const embedded = await embeddedPageImage(page, viewport.transform as Matrix, size, maxPixels);
      if (embedded) return { ...embedded, ...size, route: 'embedded' };
    }
    throwIfAborted(options.signal);
    const dpi = options.dpi ?? DEFAULT_OCR_DPI;
    const image = await rasterise(page, dpi / 72, options, maxPixels);
    return { ...image, scale: dpi / 72, ...size, route: 'rendered' };
  } finally {
    page.cleanup();
  }
}

async function rasterise(page: PdfPage, scale: number, options: RenderPageOptions, maxPixels: number): Promise<GreyImage> {
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  assertPixelLimit(width, height, maxPixels);
  const canvasModule = await options.canvasImport();
  // Registers the module with unpdf's pdf.js (it creates scratch canvases for masks and patterns) and
  // installs DOMMatrix/Path2D, which pdf.js's canvas backend needs on Node; a browser has its own.
  if (!('browserCanvas' in canvasModule)) await createIsomorphicCanvasFactory(options.canvasImport as () => Promise<typeof NapiCanvas>);
  const canvas = canvasModule.createCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new ConversionError('OCR_FAILED', `Page ${page.pageNumber} could not be rendered: no 2D canvas context.`);
  type RenderParameters = Parameters<PdfPage['render']>[0];
  const task = page.render({
    // @napi-rs/canvas implements the subset of the DOM canvas API that pdf.js uses.
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
    background: 'rgb(255,255,255)',
  });
  const onAbort = () => task.cancel();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await task.promise;
  } catch (error) {
    throwIfAborted(options.signal);
    throw new ConversionError('OCR_FAILED', `Page ${page.pageNumber} could not be rendered: ${String(error)}`, { cause: error });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  const pixels = context.getImageData(0, 0, width, height);
  // Dropping the canvas's backing store right away halves peak memory on large pages.
  canvas.width = 0;
  canvas.height = 0;
  return rgbaToGrey(pixels.data, width, height);
}

interface ImageObject {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

interface PagePlacement {
  key: string;
  width: number;
  height: number;
  /** Unit square (v up, as in PDF image space) → device points, top-left origin. */
  matrix: Matrix;
}

/**
 * The page's one full-page image at its native resolution, remapped into page orientation, or
 * null when the page is anything more than that (text, vector art, several images, odd placement).
 */
async function embeddedPageImage(
  page: PdfPage,
  viewportTransform: Matrix,
  size: { pageWidth: number; pageHeight: number },
  maxPixels: number,
): Promise<(GreyImage & { scale: number }) | null> {
  const placement = await singleImagePlacement(page, viewportTransform);
  if (!placement) return null;
  const scale = nativeScale(placement, size);
  if (scale === null || scale * 72 < MIN_EMBEDDED_DPI || scale * 72 > MAX_EMBEDDED_DPI) return null;
  assertPixelLimit(placement.width, placement.height, maxPixels);
  const outWidth = Math.round(size.pageWidth * scale);
  const outHeight = Math.round(size.pageHeight * scale);
  assertPixelLimit(outWidth, outHeight, maxPixels);
  const object = await fetchImageObject(page, placement.key);
  if (!object?.data) return null;
  const source = imageObjectToGrey(object);
  if (!source) return null;
  return { ...remap(source, placement.matrix, outWidth, outHeight, scale), scale };
}

async function singleImagePlacement(page: PdfPage, viewportTransform: Matrix): Promise<PagePlacement | null> {
  const { OPS } = await getResolvedPDFJS();
  const harmless = new Set<number>([OPS.dependency, OPS.setGState, OPS.beginMarkedContent, OPS.beginMarkedContentProps, OPS.endMarkedContent]);
  const list = await page.getOperatorList();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let found: PagePlacement | null = null;
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i] as number;
    const args = list.argsArray[i] as unknown[] | null;
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject) {
      if (found) return null;
      const [key, width, height] = args as [string, number, number];
      found = { key, width, height, matrix: multiply(viewportTransform, ctm) };
    } else if (!harmless.has(fn)) return null;
  }
  return found;
}

/** Pixels per point when the image is axis-aligned, uniformly scaled and covers the page; else null. */
function nativeScale(placement: PagePlacement, size: { pageWidth: number; pageHeight: number }): number | null {
  const [a, b, c, d, e, f] = placement.matrix;
  const upright = Math.abs(b) < 1e-6 * Math.abs(a) && Math.abs(c) < 1e-6 * Math.abs(d);
  const turned = Math.abs(a) < 1e-6 * Math.abs(b) && Math.abs(d) < 1e-6 * Math.abs(c);
  if (!upright && !turned) return null;
  // Image columns run along the device axis the unit square's u axis maps to.
  const sx = upright ? placement.width / Math.abs(a) : placement.height / Math.abs(c);
  const sy = upright ? placement.height / Math.abs(d) : placement.width / Math.abs(b);
  if (!(sx > 0 && sy > 0) || Math.abs(sx - sy) / Math.max(sx, sy) > MAX_ANISOTROPY) return null;
  const xs = [e, a + e, c + e, a + c + e];
  const ys = [f, b + f, d + f, b + d + f];
  const covered =
    Math.max(0, Math.min(size.pageWidth, Math.max(...xs)) - Math.max(0, Math.min(...xs))) *
    Math.max(0, Math.min(size.pageHeight, Math.max(...ys)) - Math.max(0, Math.min(...ys)));
  if (covered < MIN_IMAGE_COVERAGE * size.pageWidth * size.pageHeight) return null;
  return sx;
}

function fetchImageObject(page: PdfPage, key: string): Promise<ImageObject | null> {
  const objects = (key.startsWith('g_') ? page.commonObjs : page.objs) as unknown as {
    get(id: string, callback: (value: ImageObject | null) => void): void;
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), IMAGE_FETCH_TIMEOUT_MS);
    objects.get(key, (value) => {
      clearTimeout(timer);
      resolve(value ?? null);
    });
  });
}

function imageObjectToGrey(object: ImageObject): GreyImage | null {
  const { width, height, data } = object;
  if (!data) return null;
  const pixels = width * height;
  if (object.kind === IMAGE_KIND.GRAYSCALE_1BPP) return bitsToGrey(data, width, height);
  if (object.kind === IMAGE_KIND.RGBA_32BPP || data.length === pixels * 4) return rgbaToGrey(data, width, height);
  if (object.kind === IMAGE_KIND.RGB_24BPP || data.length === pixels * 3) return rgbToGrey(data, width, height);
  return null;
}

/**
 * Nearest-neighbour resampling of the image into page orientation at its own scale: for the usual
 * upright placement this is a plain copy; flips, quarter turns and margins come out right too.
 */
function remap(source: GreyImage, matrix: Matrix, width: number, height: number, scale: number): GreyImage {
  const [a, b, c, d, e, f] = matrix;
  if (width === source.width && height === source.height && a > 0 && d < 0 && Math.abs(b) + Math.abs(c) === 0) {
    const aligned = Math.abs(e) * scale < 0.5 && Math.abs(f + d) * scale < 0.5;
    if (aligned) return source;
  }
  // Invert device = M · (u, v); then column = u·W, row = (1 − v)·H.
  const det = a * d - b * c;
  const ia = d / det;
  const ib = -b / det;
  const ic = -c / det;
  const id = a / det;
  const out = blankImage(width, height);
  for (let y = 0; y < height; y++) {
    const py = (y + 0.5) / scale - f;
    for (let x = 0; x < width; x++) {
      const px = (x + 0.5) / scale - e;
      const u = ia * px + ic * py;
      const v = ib * px + id * py;
      const col = Math.floor(u * source.width);
      const row = Math.floor((1 - v) * source.height);
      if (col >= 0 && col < source.width && row >= 0 && row < source.height) {
        out.data[y * width + x] = source.data[row * source.width + col] as number;
      }
    }
  }
  return out;
}

function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}
