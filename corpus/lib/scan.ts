/**
 * "Scan" a text PDF: rasterise every page with pdf.js (unpdf) onto an @napi-rs/canvas at `dpi`, turn it
 * into greyscale paper-and-toner, skew it a little, blur it like scanner optics, add sensor noise,
 * JPEG-encode it and wrap each page back into an image-only PDF (one full-page DeviceGray JPEG per
 * page, original page size in points, no text layer).
 *
 * Every degradation is drawn from the seeded PRNG and done on plain pixel buffers in TypeScript, and
 * the JPEG encoder is our own (./jpeg.ts), so the output bytes are a function of (input PDF, options)
 * — given the same pdf.js rasterisation, which depends on the unpdf/@napi-rs/canvas versions.
 *
 * The standard 14 fonts (Helvetica, Times, Courier, ... not embedded in the PDF) are drawn from the
 * font files pdf.js publishes for them (./standard-fonts, from pdfjs-dist 5.6.205, licences beside
 * them), never from the system: left to the canvas's own "sans-serif", a machine with many Noto
 * fonts installed drew every letter as an empty box, and each scan read as gibberish.
 */
import { fileURLToPath } from 'node:url';
import { createIsomorphicCanvasFactory, getDocumentProxy } from 'unpdf';
import { installPdfJsPolyfills } from '../../src/engine/pdf/polyfill.ts';
import { encodeGreyJpeg } from './jpeg.ts';
import { buildPdf } from './pdf.ts';
import { Rng } from './rng.ts';

/** What a scan did, as recorded in the truth's `scan` field. */
export interface ScanParams {
  /** Scan resolution (pixels per inch of the page). */
  dpi: number;
  /** Rotation of the page content; positive = counter-clockwise as seen on screen. */
  skewDegrees: number;
  /** Standard deviation of the additive sensor noise, in grey levels (0–255). */
  noise: number;
  /** Standard deviation of the Gaussian optical blur, in pixels at `dpi`. */
  blur: number;
  /** IJG JPEG quality (1–100). */
  jpegQuality: number;
}

export interface ScanOptions {
  dpi: number;
  seed: number;
  skewDegrees?: number;
  noise?: number;
  blur?: number;
  jpegQuality?: number;
  /** Opens an encrypted input; the scan is then protected with the same password. */
  password?: string;
}

/** Largest page we rasterise (≈ A3 at 300 dpi), to keep memory bounded. */
const MAX_PIXELS = 20_000_000;

const round = (x: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(x * f) / f;
};

/**
 * Seeded degradation parameters "like a decent office scanner": skew 0.3–1.5° either way, noise sd
 * 2–5 grey levels, blur sd 0.6–1.1 px at 300 dpi (scaled with dpi, at least 0.35 px), JPEG quality 60–85. Rounded so that the recorded values are exactly the ones used.
 */
export function chooseScanParams(seed: number, dpi: number): ScanParams {
  const rng = new Rng(`scan-params:${seed}:${dpi}`);
  const magnitude = 0.3 + rng.next() * 1.2;
  const sign = rng.chance(0.5) ? 1 : -1;
  return {
    dpi,
    skewDegrees: round(sign * magnitude, 2),
    noise: round(2 + rng.next() * 3, 1),
    // Optics blur a fixed distance on paper: 0.6–1.1 px at 300 dpi, proportionally less below.
    blur: round(Math.max(0.35, ((0.6 + rng.next() * 0.5) * dpi) / 300), 2),
    jpegQuality: rng.int(60, 85),
  };
}

/** pdf.js in Node reads standard font data from a directory path that ends in a separator. */
const STANDARD_FONTS = `${fileURLToPath(new URL('./standard-fonts/', import.meta.url))}`;

export async function scanPdf(pdf: Buffer, options: ScanOptions): Promise<Buffer> {
  const { dpi, seed } = options;
  if (!(Number.isFinite(dpi) && dpi >= 36 && dpi <= 1200)) throw new Error(`scanPdf: dpi must be within 36–1200, got ${dpi}`);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`scanPdf: seed must be a non-negative integer, got ${seed}`);
  const chosen = chooseScanParams(seed, dpi);
  const params: ScanParams = {
    dpi,
    skewDegrees: options.skewDegrees ?? chosen.skewDegrees,
    noise: options.noise ?? chosen.noise,
    blur: options.blur ?? chosen.blur,
    jpegQuality: options.jpegQuality ?? chosen.jpegQuality,
  };
  const rng = new Rng(`scan:${seed}:${dpi}`);

  installPdfJsPolyfills();
  const canvasImport = () => import('@napi-rs/canvas');
  // Registers the canvas module with unpdf's pdf.js and installs DOMMatrix/Path2D for it.
  await createIsomorphicCanvasFactory(canvasImport);
  const { createCanvas } = await canvasImport();

  const pages: Array<{ width: number; height: number; jpeg: Buffer }> = [];
  let creationDate = new Date(Date.UTC(2020, 0, 1));
  const doc = await getDocumentProxy(new Uint8Array(pdf), {
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    ...(options.password === undefined ? {} : { password: options.password }),
  } as object);
  try {
    const meta = await doc.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as { CreationDate?: unknown };
    creationDate = parsePdfDate(info.CreationDate) ?? creationDate;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      try {
        const size = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: dpi / 72 });
        const width = Math.round(viewport.width);
        const height = Math.round(viewport.height);
        if (width * height > MAX_PIXELS) throw new Error(`scanPdf: page ${n} would be ${width}×${height} pixels at ${dpi} dpi`);
        const canvas = createCanvas(width, height);
        const context = canvas.getContext('2d');
        type RenderParameters = Parameters<typeof page.render>[0];
        await page.render({
          canvas: canvas as unknown as RenderParameters['canvas'],
          canvasContext: context as unknown as RenderParameters['canvasContext'],
          viewport,
          background: 'rgb(255,255,255)',
        }).promise;
        const rgba = context.getImageData(0, 0, width, height).data;
        canvas.width = 0;
        canvas.height = 0;
        const grey = degrade(rgbaToGrey(rgba, width, height), width, height, params, rng.fork(`page-${n}`));
        pages.push({ width: size.width, height: size.height, jpeg: encodeGreyJpeg(grey, width, height, params.jpegQuality, dpi) });
      } finally {
        page.cleanup();
      }
    }
  } finally {
    await doc.destroy();
  }

  return buildPdf(
    {
      size: 'A4',
      password: options.password ?? null,
      creationDate,
      title: 'Scanned Document',
      author: 'Scanner',
      creator: 'OfficeScan 7200 Series',
      producer: 'OfficeScan PDF Engine 3.1',
      rng: rng.fork('pdf'),
    },
    (d) => {
      for (const p of pages) {
        d.addPage({ size: [p.width, p.height], margin: 0 });
        d.image(p.jpeg, 0, 0, { width: p.width, height: p.height });
      }
    },
  );
}

/** "D:YYYYMMDDHHmmSS…" → Date (UTC, offset ignored), or null. */
function parsePdfDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?/.exec(value);
  if (!m) return null;
  const n = (s: string | undefined, d: number) => (s === undefined ? d : Number(s));
  const date = new Date(Date.UTC(n(m[1], 2020), n(m[2], 1) - 1, n(m[3], 1), n(m[4], 0), n(m[5], 0), n(m[6], 0)));
  return Number.isNaN(date.getTime()) ? null : date;
}

function rgbaToGrey(rgba: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += 4) {
    out[i] = (77 * (rgba[j] as number) + 150 * (rgba[j + 1] as number) + 29 * (rgba[j + 2] as number) + 128) >> 8;
  }
  return out;
}

/**
 * Skew (bilinear, white outside the page), Gaussian optical blur, paper and toner levels, additive
 * sensor noise, then the scanner's white-point correction: levels are stretched so that a little
 * below the paper's raw level is already pure white, which leaves a clean background with a few light
 * speckles and keeps the noise where the toner is (as office scanners' "background removal" does).
 * Returns a new greyscale buffer of the same size.
 */
export function degrade(src: Uint8Array, width: number, height: number, p: ScanParams, rng: Rng): Uint8Array {
  const rotated = rotate(src, width, height, p.skewDegrees);
  const blurred = p.blur > 0 ? gaussianBlur(rotated, width, height, p.blur) : rotated;
  const paper = 230 + rng.int(0, 12);
  const ink = 18 + rng.int(0, 24);
  const whitePoint = paper - p.noise * (2 + rng.next());
  const gain = (paper - ink) / 255;
  const stretch = 255 / whitePoint;
  // Gaussian-ish noise: the sum of four uniform bytes (Irwin–Hall), sd = 256·√(4/12) ≈ 147.8.
  // Drawn from a local sfc32 seeded from `rng` (the same generator, inlined: this loop runs per pixel).
  const noiseScale = p.noise / 147.80167;
  let a = rng.nextU32();
  let b = rng.nextU32();
  let c = rng.nextU32();
  let d = rng.nextU32();
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    const r = t >>> 0;
    const n = (r & 0xff) + ((r >>> 8) & 0xff) + ((r >>> 16) & 0xff) + (r >>> 24) - 510;
    const v = (ink + (blurred[i] as number) * gain + n * noiseScale) * stretch;
    out[i] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
  }
  return out;
}

/** Rotate about the page centre; positive degrees turn the content counter-clockwise on screen. */
function rotate(src: Uint8Array, width: number, height: number, degrees: number): Float32Array {
  const out = new Float32Array(width * height);
  const theta = (degrees * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const dy = y + 0.5 - cy;
    // Destination → source is a rotation by −θ in y-down coordinates, in pixel-centre space; it is
    // linear in x, so step it along the row.
    let sx = (0.5 - cx) * cos - dy * sin + cx - 0.5;
    let sy = (0.5 - cx) * sin + dy * cos + cy - 0.5;
    let o = y * width;
    for (let x = 0; x < width; x++, sx += cos, sy += sin, o++) {
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      let a: number;
      let b: number;
      let c: number;
      let d: number;
      if (x0 >= 0 && y0 >= 0 && x0 < width - 1 && y0 < height - 1) {
        const i = y0 * width + x0;
        a = src[i] as number;
        b = src[i + 1] as number;
        c = src[i + width] as number;
        d = src[i + width + 1] as number;
      } else {
        a = sample(src, width, height, x0, y0);
        b = sample(src, width, height, x0 + 1, y0);
        c = sample(src, width, height, x0, y0 + 1);
        d = sample(src, width, height, x0 + 1, y0 + 1);
      }
      const top = a + (b - a) * fx;
      const bottom = c + (d - c) * fx;
      out[o] = top + (bottom - top) * fy;
    }
  }
  return out;
}

/** Pixel value, white outside the image. */
function sample(src: Uint8Array, width: number, height: number, x: number, y: number): number {
  return x >= 0 && x < width && y >= 0 && y < height ? (src[y * width + x] as number) : 255;
}

/** Separable Gaussian blur with clamped edges. */
function gaussianBlur(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(sigma * 2.5));
  const size = 2 * radius + 1;
  const kernel = new Float64Array(size);
  let sum = 0;
  for (let k = -radius; k <= radius; k++) {
    const w = Math.exp(-(k * k) / (2 * sigma * sigma));
    kernel[k + radius] = w;
    sum += w;
  }
  for (let k = 0; k < size; k++) kernel[k] = (kernel[k] as number) / sum;
  // Horizontal pass.
  const tmp = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const o = y * width;
    for (let x = 0; x < width; x++) {
      let s = 0;
      if (x >= radius && x + radius < width) {
        for (let k = 0, j = o + x - radius; k < size; k++, j++) s += (kernel[k] as number) * (src[j] as number);
      } else {
        for (let k = -radius; k <= radius; k++) {
          const xx = x + k < 0 ? 0 : x + k >= width ? width - 1 : x + k;
          s += (kernel[k + radius] as number) * (src[o + xx] as number);
        }
      }
      tmp[o + x] = s;
    }
  }
  // Vertical pass, a whole row at a time (cache-friendly).
  const out = new Float32Array(width * height);
  const acc = new Float64Array(width);
  for (let y = 0; y < height; y++) {
    acc.fill(0);
    for (let k = -radius; k <= radius; k++) {
      const w = kernel[k + radius] as number;
      const yy = y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k;
      const o = yy * width;
      for (let x = 0; x < width; x++) acc[x] = (acc[x] as number) + w * (tmp[o + x] as number);
    }
    out.set(acc, y * width);
  }
  return out;
}
