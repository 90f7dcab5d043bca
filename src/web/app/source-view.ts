/**
 * Shows where a row was read: renders its page from the PDF the user dropped (pdf.js, in this
 * page: the file is not fetched again) and draws the row's box over it. Loaded as its own chunk
 * the first time a row is opened, so the first page load does not carry pdf.js.
 */
import { getDocument } from 'unpdf/pdfjs';
import type { RowSource } from '../../wire-types.ts';

/** Rendered pixels per PDF point at zoom 1 (96 dpi screens show 72 pt as 96 px). */
const CSS_PX_PER_POINT = 96 / 72;
/** Room left around the box when the view scrolls to it. */
const SCROLL_MARGIN_PX = 48;

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
const documents = new WeakMap<Uint8Array, Promise<PdfDocument>>();

function open(bytes: Uint8Array, password: string | undefined): Promise<PdfDocument> {
  let doc = documents.get(bytes);
  if (!doc) {
    // pdf.js takes ownership of the buffer it is given: pass a copy, keep the file's bytes.
    doc = getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: true, ...(password ? { password } : {}) }).promise;
    documents.set(bytes, doc);
  }
  return doc;
}

/** Renders the page into `stage` and outlines the row; resolves once both are drawn. */
export async function showSource(stage: HTMLElement, bytes: Uint8Array, source: RowSource, options: { password?: string; width: number }): Promise<void> {
  const doc = await open(bytes, options.password);
  const page = await doc.getPage(source.page);
  const base = page.getViewport({ scale: 1 });
  // Fit the page to the dialog width, but never smaller than readable.
  const zoom = Math.max(0.6, Math.min(2, options.width / (base.width * CSS_PX_PER_POINT)));
  const cssScale = zoom * CSS_PX_PER_POINT;
  const pixelRatio = Math.min(2, window.devicePixelRatio || 1);
  const viewport = page.getViewport({ scale: cssScale * pixelRatio });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  canvas.style.width = `${Math.ceil(viewport.width / pixelRatio)}px`;
  canvas.style.height = `${Math.ceil(viewport.height / pixelRatio)}px`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `Page ${source.page} of the statement`);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  await page.render({ canvas, canvasContext: context, viewport }).promise;

  const [x0, y0, x1, y1] = source.box;
  const pad = 2;
  const box = document.createElement('div');
  box.className = 'source-box';
  // Set through the CSSOM: the CSP allows no inline style attributes, and this is not one.
  box.style.left = `${(x0 - pad) * cssScale}px`;
  box.style.top = `${(y0 - pad) * cssScale}px`;
  box.style.width = `${(x1 - x0 + 2 * pad) * cssScale}px`;
  box.style.height = `${(y1 - y0 + 2 * pad) * cssScale}px`;
  const holder = document.createElement('div');
  holder.className = 'source-page';
  holder.append(canvas, box);
  stage.replaceChildren(holder);
  stage.scrollTop = Math.max(0, y0 * cssScale - SCROLL_MARGIN_PX);
  stage.scrollLeft = Math.max(0, x0 * cssScale - SCROLL_MARGIN_PX);
}
