/**
 * NOT PUBLIC: the engine's inner steps that the OCR benchmarks (benchmarks/ocr.ts,
 * benchmarks/ocr-params.ts) time one by one: open a PDF, read its words, render a page, clean the
 * image, run tesseract, turn its output into words. The one door to engine internals from outside
 * src/ (test/benchmark-imports.test.ts); everything else goes through `src/index.ts`.
 *
 * Not part of the package: not in its `exports`, not built into dist/ (tsconfig.build.json), and
 * free to change with the engine. Add a name here only when a benchmark needs it.
 */
export { openPdf } from './pdf/open.ts';
export { extractPageWords } from './pdf/words.ts';
export { encodePgm, type GreyImage } from './raster/image.ts';
export { renderPageGrey } from './raster/render.ts';
export { preprocess, rotate } from './raster/preprocess.ts';
export { defaultLangPath, startTesseract, type TesseractHandle } from './ocr/tesseract.ts';
export { type OcrWord, parseTsv } from './ocr/tsv.ts';
export { toPageWords } from './ocr/words.ts';
export { ocrPage, prepareForOcr } from './ocr/ocr-page.ts';
