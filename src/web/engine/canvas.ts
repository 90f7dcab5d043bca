/**
 * Canvases for the engine in a Web Worker, where there is no `document`: the canvas importer the
 * engine rasterises pages with, and the factories pdf.js makes its scratch canvases (masks,
 * patterns) and filters with. All draw on OffscreenCanvas.
 */
import type { BrowserCanvasModule, CanvasImport } from '../../engine/raster/render.ts';
import type { PdfJsFactories } from '../../engine/pdf/open.ts';

type Canvas = ReturnType<BrowserCanvasModule['createCanvas']>;
type OffscreenCanvasClass = new (
  width: number,
  height: number,
) => Canvas & {
  getContext(kind: '2d', options?: { willReadFrequently?: boolean }): unknown;
};

function offscreen(): OffscreenCanvasClass {
  const Offscreen = (globalThis as { OffscreenCanvas?: OffscreenCanvasClass }).OffscreenCanvas;
  if (!Offscreen) throw new Error('This browser has no OffscreenCanvas.');
  return Offscreen;
}

export const browserCanvasImport: CanvasImport = async () => {
  const Offscreen = offscreen();
  const module: BrowserCanvasModule = { browserCanvas: true, createCanvas: (width, height) => new Offscreen(width, height) };
  return module;
};

interface CanvasAndContext {
  canvas: Canvas | null;
  context: unknown;
}

/** pdf.js's canvas factory interface (create, reset, destroy), over OffscreenCanvas. */
class OffscreenCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (!(width > 0 && height > 0)) throw new Error('Invalid canvas size');
    const canvas = new (offscreen())(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = width;
    target.canvas.height = height;
  }

  destroy(target: CanvasAndContext): void {
    if (!target.canvas) throw new Error('Canvas is not specified');
    target.canvas.width = 0;
    target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

/** No SVG filters (they need a DOM): what pdf.js does under Node too, so pages render alike. */
class NoFilterFactory {
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  destroy(): void {}
}

export const browserPdfJsFactories: PdfJsFactories = { CanvasFactory: OffscreenCanvasFactory, FilterFactory: NoFilterFactory };
