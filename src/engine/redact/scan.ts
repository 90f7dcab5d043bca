/**
 * Scanned pages in redaction: the page is rendered, read by OCR, and every word that is not a
 * date, an amount or a kept label is covered by a black box in the image; the page is then
 * replaced by that image alone (a grey image, deflated), so nothing of the original page's
 * objects remains. Simpler than replacing the words with fakes, and honest about it: what OCR did
 * not see as a word (a signature, a logo, handwriting) stays visible.
 */
import { type PDFDocument, PDFName } from 'pdf-lib';
import { ConversionError } from '../errors.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { MIN_DESKEW_DEGREES } from '../raster/preprocess.ts';
import { ocrPage } from '../ocr/ocr-page.ts';
import type { PdfDocument } from '../pdf/open.ts';
import { type CanvasImport, renderPageGrey } from '../raster/render.ts';
import type { Word } from '../types.ts';
import { type Classifier, REPLACED_KINDS, type TokenKind } from './classify.ts';

export interface ScanRedaction {
  /** Words boxed, by kind. */
  boxed: Partial<Record<TokenKind, number>>;
}

/**
 * The boxes are light grey, not black: a reader still sees what was taken out, and OCR (which
 * binarises the page) reads them as paper, so the dates and amounts beside them read as before.
 * Black boxes broke the segmentation of the words next to them.
 */
const BOX_GREY = 0xd8;

/** Groups OCR words into lines (by their vertical middle) in reading order. */
function lines(words: readonly Word[]): Word[][] {
  const sorted = [...words].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const out: Word[][] = [];
  for (const word of sorted) {
    const middle = word.y + word.height / 2;
    const line = out.find((l) => {
      const first = l[0] as Word;
      return Math.abs(first.y + first.height / 2 - middle) < Math.max(first.height, word.height) * 0.5;
    });
    if (line) line.push(word);
    else out.push([word]);
  }
  for (const line of out) line.sort((a, b) => a.x - b.x);
  return out;
}

/** Renders, reads, boxes and replaces one page of `target` (the pdf-lib document being redacted). */
export async function redactScannedPage(
  source: PdfDocument,
  target: PDFDocument,
  pageNumber: number,
  classifier: Classifier,
  ocr: { pool: OcrPool; canvasImport: CanvasImport; dpi?: number },
  keepDescriptions: boolean,
): Promise<ScanRedaction> {
  const outcome = await ocrPage(source, pageNumber, { pool: ocr.pool, canvasImport: ocr.canvasImport, ...(ocr.dpi ? { dpi: ocr.dpi } : {}) });
  const image = await renderPageGrey(source, pageNumber, { canvasImport: ocr.canvasImport, ...(ocr.dpi ? { dpi: ocr.dpi } : {}) });
  if (outcome.quarterTurns !== 0) {
    throw new ConversionError('REDACTION_UNSUPPORTED', `Page ${pageNumber} is a scan turned on its side; redaction cannot place its boxes yet.`);
  }
  const boxed: Partial<Record<TokenKind, number>> = {};
  const scaleX = image.width / image.pageWidth;
  const scaleY = image.height / image.pageHeight;
  const pixels = image.data;
  // OCR read the page deskewed (rotated about its centre): its words go back through that rotation.
  const theta = Math.abs(outcome.skewDegrees) >= MIN_DESKEW_DEGREES ? (-outcome.skewDegrees * Math.PI) / 180 : 0;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const cx = outcome.page.width / 2;
  const cy = outcome.page.height / 2;
  const toPage = (x: number, y: number): [number, number] => [
    (x - cx) * cos - (y - cy) * sin + image.pageWidth / 2,
    (x - cx) * sin + (y - cy) * cos + image.pageHeight / 2,
  ];
  for (const line of lines(outcome.page.words)) {
    const kinds = classifier.classifyLine(line.map((w) => w.text));
    line.forEach((word, i) => {
      const kind = kinds[i] as TokenKind;
      if (!REPLACED_KINDS.includes(kind) || (kind === 'description' && keepDescriptions)) return;
      boxed[kind] = (boxed[kind] ?? 0) + 1;
      // A margin of a fifth of the word's height: OCR boxes are tight and the deskew moves them a little.
      const margin = word.height * 0.2;
      const corners = [
        toPage(word.x - margin, word.y - margin),
        toPage(word.x + word.width + margin, word.y - margin),
        toPage(word.x - margin, word.y + word.height + margin),
        toPage(word.x + word.width + margin, word.y + word.height + margin),
      ];
      const xs = corners.map((c) => c[0]);
      const ys = corners.map((c) => c[1]);
      const x0 = Math.max(0, Math.floor(Math.min(...xs) * scaleX));
      const x1 = Math.min(image.width, Math.ceil(Math.max(...xs) * scaleX));
      const y0 = Math.max(0, Math.floor(Math.min(...ys) * scaleY));
      const y1 = Math.min(image.height, Math.ceil(Math.max(...ys) * scaleY));
      for (let y = y0; y < y1; y++) pixels.fill(BOX_GREY, y * image.width + x0, y * image.width + x1);
    });
  }
  const context = target.context;
  const stream = context.flateStream(pixels, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: image.width,
    Height: image.height,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 8,
  });
  const imageRef = context.register(stream);
  const page = target.getPage(pageNumber - 1);
  const w = image.pageWidth;
  const h = image.pageHeight;
  const content = context.register(context.flateStream(`q ${w} 0 0 ${h} 0 0 cm /Scan Do Q`));
  page.node.set(PDFName.of('Contents'), content);
  page.node.set(PDFName.of('Resources'), context.obj({ XObject: { Scan: imageRef } }));
  page.node.set(PDFName.of('MediaBox'), context.obj([0, 0, w, h]));
  for (const key of ['CropBox', 'BleedBox', 'TrimBox', 'ArtBox', 'Rotate', 'UserUnit']) page.node.delete(PDFName.of(key));
  return { boxed };
}
