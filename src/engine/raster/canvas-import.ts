/**
 * How the rasteriser gets its canvas module, typed apart from the rasteriser (and by the members it
 * uses only) so that the public types of the convert and redact options reach neither pdf.js's DOM
 * types nor @napi-rs/canvas's.
 */

/** A canvas module: @napi-rs/canvas on Node. Only the members used here are typed. */
export interface CanvasModule {
  createCanvas(
    width: number,
    height: number,
  ): {
    width: number;
    height: number;
    getContext(kind: '2d'): { getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray } } | null;
  };
}

/**
 * A browser's canvas, for the browser build (an OffscreenCanvas in a worker): the DOM API pdf.js
 * draws on natively, so unpdf's Node set-up is skipped.
 */
export interface BrowserCanvasModule extends CanvasModule {
  browserCanvas: true;
}

export type CanvasImport = () => Promise<CanvasModule | BrowserCanvasModule>;
