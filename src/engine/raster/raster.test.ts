import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConversionError } from '../errors.ts';
import { openPdf, type PdfDocument } from '../pdf/open.ts';
import { encodePgm, type GreyImage, rgbaToGrey } from './image.ts';
import {
  binarise,
  despeckle,
  eraseRules,
  flattenBackground,
  detectTextAxis,
  estimateSkew,
  otsuThreshold,
  preprocess,
  rotate,
  rotateQuarter,
} from './preprocess.ts';
import { renderPageGrey } from './render.ts';
import { drawStatementImage } from './synthetic-page.ts';

const KOWHAI = '/work/shared/corpus-real/08-kowhai-nz-scanned.pdf';
const KAURI = '/work/shared/corpus-real/11-kauri-nz-two-statement-bundle.pdf';
const canvasImport = () => import('@napi-rs/canvas');
const noCanvas = (): never => {
  throw new Error('the canvas module must not be loaded on this route');
};

async function withPdf<T>(bytes: Uint8Array, use: (doc: PdfDocument) => Promise<T>): Promise<T> {
  const doc = await openPdf(bytes);
  try {
    return await use(doc);
  } finally {
    await doc.destroy();
  }
}

function inkShare(image: GreyImage): number {
  let ink = 0;
  for (const v of image.data) if (v < 128) ink++;
  return ink / image.data.length;
}

function meanAbsDiff(a: GreyImage, b: GreyImage): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] as number) - (b.data[i] as number));
  return sum / a.data.length;
}

/** A 3×4 in page whose only content is one 600×800 px image (200 dpi), upright or turned a quarter. */
async function imagePdf(turned: boolean): Promise<{ pdf: Uint8Array }> {
  const { createCanvas } = await canvasImport();
  const [w, h] = turned ? [800, 600] : [600, 800];
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#000';
  ctx.fillRect(20, 20, 120, 60); // a mark in the top-left corner makes every flip visible
  ctx.font = '40px sans-serif';
  ctx.fillText('Opening 1,250.00', 40, 200);
  const png = await canvas.encode('png');
  const PDFDocument = (await import('pdfkit')).default;
  const doc = new PDFDocument({ size: [216, 288], margin: 0 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  if (turned) {
    doc.rotate(90, { origin: [0, 0] });
    doc.image(png, 0, -216, { width: 288, height: 216 });
  } else {
    doc.image(png, 0, 0, { width: 216, height: 288 });
  }
  doc.end();
  await ended;
  return { pdf: new Uint8Array(Buffer.concat(chunks)) };
}

describe('renderPageGrey', () => {
  it('takes a scanned page straight from its embedded image, at the scan resolution, without a canvas', async () => {
    await withPdf(readFileSync(KOWHAI), async (doc) => {
      const page = await renderPageGrey(doc, 1, { canvasImport: noCanvas });
      expect(page.route).toBe('embedded');
      expect([page.width, page.height]).toEqual([1653, 2339]);
      expect(page.scale * 72).toBeCloseTo(200, 0);
      expect(page.pageWidth).toBeCloseTo(595.08, 1);
      expect(inkShare(page)).toBeGreaterThan(0.005);
      expect(inkShare(page)).toBeLessThan(0.2);
    });
  });

  it('rasterises with pdf.js at the requested dpi when asked or when the page is not one image', async () => {
    await withPdf(readFileSync(KOWHAI), async (doc) => {
      const page = await renderPageGrey(doc, 2, { canvasImport, dpi: 100, useEmbeddedImage: false });
      expect(page.route).toBe('rendered');
      expect(page.scale).toBeCloseTo(100 / 72, 6);
      expect(page.width).toBe(Math.ceil((595.08 * 100) / 72));
      expect(inkShare(page)).toBeGreaterThan(0.005);
    });
    await withPdf(readFileSync(KAURI), async (doc) => {
      const page = await renderPageGrey(doc, 1, { canvasImport, dpi: 72 });
      expect(page.route).toBe('rendered');
      expect(inkShare(page)).toBeGreaterThan(0.005); // not the blank page pdf.js draws without the polyfill
    });
  });

  it('refuses images over the pixel limit with FILE_TOO_LARGE, on both routes', async () => {
    await withPdf(readFileSync(KOWHAI), async (doc) => {
      for (const useEmbeddedImage of [true, false]) {
        const error = await renderPageGrey(doc, 1, { canvasImport, maxPixels: 1_000_000, useEmbeddedImage }).catch((e) => e);
        expect(ConversionError.is(error, 'FILE_TOO_LARGE')).toBe(true);
      }
    });
  });

  it('puts an embedded image the way pdf.js draws it, upright or turned', async () => {
    for (const turned of [false, true]) {
      const { pdf } = await imagePdf(turned);
      await withPdf(pdf, async (doc) => {
        const embedded = await renderPageGrey(doc, 1, { canvasImport: noCanvas });
        const rendered = await renderPageGrey(doc, 1, { canvasImport, dpi: 200, useEmbeddedImage: false });
        expect(embedded.route).toBe('embedded');
        expect([embedded.width, embedded.height]).toEqual([600, 800]);
        // Same picture bar resampling at glyph edges; a half-turned copy differs several times more.
        const same = meanAbsDiff(embedded, rendered);
        const flipped = meanAbsDiff(rotateQuarter(embedded, 2), rendered);
        expect(same).toBeLessThan(flipped / 4);
        // The corner mark: top-left upright; top-right once the image is turned clockwise onto the page.
        const [x, y] = turned ? [550, 80] : [80, 50];
        expect(embedded.data[y * embedded.width + x]).toBeLessThan(64);
        expect(embedded.data[50 * embedded.width + (turned ? 80 : 550)]).toBeGreaterThan(192);
      });
    }
  });
});

describe('preprocess', () => {
  it('finds an Otsu threshold between ink and paper', () => {
    const data = new Uint8Array(1000);
    for (let i = 0; i < data.length; i++) data[i] = i % 10 === 0 ? 80 + (i % 7) : 190 + (i % 5);
    const image = { width: 100, height: 10, data };
    const t = otsuThreshold(image);
    expect(t).toBeGreaterThanOrEqual(86);
    expect(t).toBeLessThan(190);
    const ink = binarise(image, t).data.filter((v) => v === 0).length;
    expect(ink).toBe(100);
  });

  it('removes isolated specks but keeps strokes', () => {
    const data = new Uint8Array(100).fill(255);
    data[11] = 0; // a lone speck
    data[55] = 0; // a two-pixel stroke
    data[56] = 0;
    const clean = despeckle({ width: 10, height: 10, data });
    expect([clean.data[11], clean.data[55], clean.data[56]]).toEqual([255, 0, 0]);
  });

  it('rotates by quarter turns losslessly', () => {
    const image = { width: 3, height: 2, data: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
    expect(rotateQuarter(image, 1)).toEqual({ width: 2, height: 3, data: Uint8Array.from([4, 1, 5, 2, 6, 3]) });
    expect(rotateQuarter(rotateQuarter(image, 1), 3)).toEqual(image);
    expect(rotateQuarter(rotateQuarter(image, 2), 2)).toEqual(image);
  });

  it('measures a small skew to about 0.1° and removes it', async () => {
    for (const degrees of [2, -3]) {
      const image = await drawStatementImage(canvasImport, { rotateDegrees: degrees });
      const binary = binarise(image, otsuThreshold(image));
      expect(Math.abs(estimateSkew(binary) - degrees)).toBeLessThanOrEqual(0.1);
      const result = preprocess(image);
      expect(result.deskewed).toBe(true);
      expect(Math.abs(result.skewDegrees - degrees)).toBeLessThanOrEqual(0.1);
      // After deskewing nothing is left to remove.
      const again = result.image;
      expect(Math.abs(estimateSkew(binarise(again, otsuThreshold(again))))).toBeLessThanOrEqual(0.1);
    }
    const straight = preprocess(await drawStatementImage(canvasImport));
    expect(straight.deskewed).toBe(false);
  });

  it('finds the text axis of a page turned a quarter, even when also skewed', async () => {
    const image = await drawStatementImage(canvasImport, { rotateDegrees: 1.5 });
    expect(detectTextAxis(binarise(image, 128))).toBe('horizontal');
    for (const turns of [1, 3] as const) {
      const turned = rotateQuarter(image, turns);
      expect(detectTextAxis(binarise(turned, 128))).toBe('vertical');
      const result = preprocess(turned);
      expect(result.quarterTurns).toBe(1);
      expect([result.image.width, result.image.height]).toEqual([image.width, image.height]);
      expect(Math.abs(Math.abs(result.skewDegrees) - 1.5)).toBeLessThanOrEqual(0.1);
    }
  });

  it('evens out uneven lighting so one threshold finds the ink everywhere', async () => {
    const image = await drawStatementImage(canvasImport);
    expect(flattenBackground(image)).toBe(image); // evenly lit: untouched
    const { width, height } = image;
    const shaded = { width, height, data: image.data.map((v, i) => Math.round(v * (1 - 0.55 * ((i % width) / width)))) };
    const inkOf = (g: typeof image) => binarise(g, otsuThreshold(g)).data.filter((v) => v === 0).length;
    // A global threshold on the shaded page takes the dark side's paper for ink...
    expect(inkOf(shaded)).toBeGreaterThan(inkOf(image) * 3);
    // ...after flattening it finds about the same ink as on the evenly lit page.
    expect(Math.abs(inkOf(flattenBackground(shaded)) - inkOf(image))).toBeLessThan(inkOf(image) * 0.25);
  });

  it('erases table rules and boxes but keeps glyph strokes', () => {
    // At 100 dpi: a 1-inch rule one pixel thick that steps down a pixel halfway, a 0.5-inch column
    // rule, and a 0.2-inch stroke (a tall glyph) that must stay.
    const width = 200;
    const height = 100;
    const data = new Uint8Array(width * height).fill(255);
    for (let x = 20; x < 120; x++) data[(x < 70 ? 10 : 11) * width + x] = 0;
    for (let y = 30; y < 80; y++) data[y * width + 150] = 0;
    for (let y = 30; y < 50; y++) data[y * width + 60] = 0;
    const clean = eraseRules({ width, height, data }, 100);
    expect(clean.data.filter((v) => v === 0).length).toBe(20);
    expect(clean.data[40 * width + 60]).toBe(0);
  });

  it('magnifies in the same resampling as the deskew', async () => {
    const image = await drawStatementImage(canvasImport, { rotateDegrees: 1 });
    const result = preprocess(image, { scale: 1.5 });
    expect([result.image.width, result.image.height]).toEqual([Math.round(image.width * 1.5), Math.round(image.height * 1.5)]);
    expect(Math.abs(estimateSkew(binarise(result.image, otsuThreshold(result.image))))).toBeLessThanOrEqual(0.1);
    // Paper is pure white in the cleaned grey output.
    expect(result.image.data.filter((v) => v === 255).length / result.image.data.length).toBeGreaterThan(0.8);
  });

  it('rotate() turns content counter-clockwise as seen on screen', () => {
    // A horizontal bar rotated +10° must rise to the right: its right end sits higher.
    const width = 200;
    const height = 100;
    const data = new Uint8Array(width * height).fill(255);
    for (let x = 20; x < 180; x++) for (let y = 48; y < 52; y++) data[y * width + x] = 0;
    const turned = rotate({ width, height, data }, 10);
    const inkRow = (x: number) => {
      for (let y = 0; y < height; y++) if ((turned.data[y * width + x] as number) < 128) return y;
      return -1;
    };
    expect(inkRow(160)).toBeLessThan(inkRow(40));
  });
});

describe('image helpers', () => {
  it('encodes PGM with a minimal header and converts RGBA over white', () => {
    const pgm = encodePgm({ width: 2, height: 1, data: Uint8Array.from([0, 255]) });
    expect(new TextDecoder().decode(pgm.subarray(0, 11))).toBe('P5\n2 1\n255\n');
    expect([...pgm.subarray(11)]).toEqual([0, 255]);
    const grey = rgbaToGrey(Uint8Array.from([0, 0, 0, 255, 0, 0, 0, 0]), 2, 1);
    expect([...grey.data]).toEqual([0, 255]);
  });
});
