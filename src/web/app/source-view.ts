/**
 * Shows where a row was read: renders its page from the PDF the user dropped (pdf.js, in this
 * page: the file is not fetched again) and draws the row's box over it; or a whole page, for a
 * warning about a page. Zoom is the caller's: 1 fits the page to the stage's width. Loaded as its
 * own chunk the first time a row is opened, so the first page load does not carry pdf.js.
 */
import { getDocument } from 'unpdf/pdfjs';

/** Rendered pixels per PDF point at zoom 1 (96 dpi screens show 72 pt as 96 px). */
const CSS_PX_PER_POINT = 96 / 72;
/** Room left around the box when the view scrolls to it. */
const SCROLL_MARGIN_PX = 48;

type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
const documents = new WeakMap<Uint8Array, Promise<PdfDocument>>();

/** The PDF is protected and the page has no (right) password for it. */
export class PasswordNeeded extends Error {}

function open(bytes: Uint8Array, password: string | undefined): Promise<PdfDocument> {
  let doc = documents.get(bytes);
  if (!doc) {
    // pdf.js takes ownership of the buffer it is given: pass a copy, keep the file's bytes.
    doc = getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: true, ...(password ? { password } : {}) }).promise.catch(
      (error: unknown) => {
        documents.delete(bytes);
        if ((error as { name?: string }).name === 'PasswordException') throw new PasswordNeeded('The PDF is protected.');
        throw error;
      },
    );
    documents.set(bytes, doc);
  }
  return doc;
}

export interface SourceOptions {
  password?: string;
  /** The stage's width in CSS pixels: zoom 1 fits the page to it. */
  width: number;
  /** 1 fits the width; 2 is twice that. */
  zoom: number;
}

/** Renders `page` into `stage`, outlining `box` when given; resolves once both are drawn. */
export async function showSource(
  stage: HTMLElement,
  bytes: Uint8Array,
  page: number,
  box: [number, number, number, number] | null,
  options: SourceOptions,
): Promise<void> {
  const doc = await open(bytes, options.password);
  const pdfPage = await doc.getPage(Math.min(Math.max(1, page), doc.numPages));
  const base = pdfPage.getViewport({ scale: 1 });
  const fit = options.width / (base.width * CSS_PX_PER_POINT);
  const cssScale = fit * options.zoom * CSS_PX_PER_POINT;
  const pixelRatio = Math.min(2, window.devicePixelRatio || 1);
  // A canvas has a size limit: very large zooms are drawn at a lower resolution.
  const renderScale = Math.min(cssScale * pixelRatio, 8_000 / Math.max(base.width, base.height));
  const viewport = pdfPage.getViewport({ scale: renderScale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  canvas.style.width = `${Math.ceil(base.width * cssScale)}px`;
  canvas.style.height = `${Math.ceil(base.height * cssScale)}px`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', `Page ${page} of the statement`);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  await pdfPage.render({ canvas, canvasContext: context, viewport }).promise;

  const holder = document.createElement('div');
  holder.className = 'source-page';
  holder.append(canvas);
  // A row added by hand has no box (or an empty one): the page alone is shown.
  const drawn = box && box[2] > box[0] ? box : null;
  if (drawn) {
    const [x0, y0, x1, y1] = drawn;
    const pad = 2;
    const outline = document.createElement('div');
    outline.className = 'source-box';
    // Set through the CSSOM: the CSP allows no inline style attributes, and this is not one.
    outline.style.left = `${(x0 - pad) * cssScale}px`;
    outline.style.top = `${(y0 - pad) * cssScale}px`;
    outline.style.width = `${(x1 - x0 + 2 * pad) * cssScale}px`;
    outline.style.height = `${(y1 - y0 + 2 * pad) * cssScale}px`;
    holder.append(outline);
  }
  stage.replaceChildren(holder);
  stage.scrollTop = drawn ? Math.max(0, drawn[1] * cssScale - SCROLL_MARGIN_PX) : 0;
  stage.scrollLeft = drawn ? Math.max(0, drawn[0] * cssScale - SCROLL_MARGIN_PX) : 0;
}
