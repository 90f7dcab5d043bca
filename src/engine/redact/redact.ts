/**
 * Redaction: a statement PDF with its personal text replaced in the page content by fake values
 * of the same shape, its dates and money kept, its metadata, attachments, annotations, outlines,
 * structure tree and incremental history gone, written as a fresh file.
 *
 * 1. Load with pdf-lib, decrypt (crypt.ts), drop what is not page content (stripDocument).
 * 2. Interpret every page's content stream, and the form XObjects it draws, as text-showing
 *    operations: each glyph a slot with its font, code and text (fonts.ts), positions tracked so
 *    that glyphs drawn apart are separate words even within one string.
 * 3. Group the slots into lines of tokens and classify them (classify.ts).
 * 4. Give each replaced token a fake of the same shape from the glyphs its fonts have (fake.ts)
 *    and write the changed operations back as TJ arrays whose kerning keeps every glyph after a
 *    changed word where it was.
 *
 * Scanned pages are handled by the caller (it rasterises and boxes them: see `replacePageWithImage`).
 */
import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  PDFRef,
  PDFStream,
  StandardFonts,
  decodePDFRawStream,
} from 'pdf-lib';
import { MAX_INPUT_BYTES } from '../convert.ts';
import { ConversionError } from '../errors.ts';
import type { OcrPool } from '../ocr/pool.ts';
import { openPdf } from '../pdf/open.ts';
import type { PdfJsFactories } from '../types.ts';
import type { CanvasImport } from '../raster/canvas-import.ts';
import { redactScannedPage } from './scan.ts';
import { type TokenKind, createClassifier, isAmountToken, isDateToken, normaliseWord } from './classify.ts';
import { type Operation, bytesToLatin1, hexString, latin1ToBytes, parseContent, spliceContent } from './content.ts';
import { decryptDocument } from './crypt.ts';
import { type CharClass, charClass, fakeOf, newKey } from './fake.ts';
import { type FontModel, type StandardWidths, bytesOfCodes, codesOf, readFont } from './fonts.ts';

export interface RedactOptions {
  password?: string | undefined;
  /** Keep the transactions' descriptions (payees) as printed; identifiers in them are still replaced. */
  keepDescriptions?: boolean | undefined;
  /** More words to keep: a bank's name and labels (the library passes its profiles' words). */
  keepWords?: Iterable<string> | undefined;
  /** Words of the statement's descriptions (from reading the original), to tell descriptions from other text. */
  descriptionWords?: Iterable<string> | undefined;
  /** The statement's figures (amounts and balances, as decimal strings), to tell an amount OCR misread from a reference. */
  moneyFigures?: Iterable<string> | undefined;
  /** The key fakes are drawn with; random for each call by default (tests pass one to be repeatable). */
  key?: Uint8Array | undefined;
  /** Called with each line's tokens and what they were taken for (for debugging the vocabulary). */
  onLine?: ((tokens: string[], kinds: TokenKind[]) => void) | undefined;
}

export type RedactionKind = Exclude<TokenKind, 'keep' | 'date' | 'amount'>;

export interface RedactionReport {
  /** Words replaced, by kind: every occurrence counted. */
  replaced: Record<RedactionKind, number>;
  /** Distinct original values replaced, by kind. */
  distinct: Record<RedactionKind, number>;
  /** Descriptions kept as printed (`keepDescriptions`): words counted. */
  keptDescriptionWords: number;
  /** Words that could not be changed: every glyph their font has is the one already there. */
  unchanged: number;
  /** Pages that are images (scans): rasterised with what OCR found boxed out, when the caller did it. */
  pagesRasterised: number;
  /** Text in fonts whose encoding redaction cannot rewrite: removed from the page (glyph count). */
  glyphsRemoved: number;
  removed: {
    info: boolean;
    xmp: number;
    attachments: number;
    annotations: number;
    outlines: boolean;
    forms: boolean;
    structure: boolean;
    javascript: boolean;
    /** Revisions of the input beyond the first (incremental updates), flattened into one. */
    incrementalUpdates: number;
  };
}

export interface RedactionResult {
  pdf: Uint8Array;
  report: RedactionReport;
}

/** A page that must be replaced by an image: its number, and the work to do it (given the loaded document). */
export interface LoadedForRedaction {
  doc: PDFDocument;
  /** 1-based numbers of pages that draw an image and show no text. */
  imagePages: number[];
}

interface Slot {
  unit: Unit;
  op: number;
  elem: number;
  index: number;
  code: number;
  font: FontModel;
  text: string;
  /** The replacement code, once chosen. */
  replacement?: number;
  /** The last glyph of a replaced word: the kerning that puts what follows back in place goes after it. */
  wordEnd?: boolean;
}

type Item = Slot | ' ' | '\n';

interface ShowOp {
  operator: string;
  /** For `"`: the word and character spacing operands. */
  spacing?: [string, string];
  font: FontModel;
  /** Strings (as codes) and kerning numbers of the operation. */
  elements: ({ codes: number[] } | { raw: string })[];
}

interface Unit {
  src: string;
  ops: Operation[];
  shows: Map<number, ShowOp>;
  /** Operations to rewrite that are not text (marked content with inline properties). */
  rewrites: Map<number, string>;
  items: Item[];
  /** Glyphs in fonts that cannot be rewritten: the operation is removed. */
  dropped: Set<number>;
  write: (bytes: Uint8Array) => void;
}

const ZERO = (): Record<RedactionKind, number> => ({ iban: 0, card: 0, sortCode: 0, accountNumber: 0, reference: 0, description: 0, text: 0 });

function nameOf(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFName ? object.decodeText() : undefined;
}

/** The page's resources, inherited from the page tree when the page has none. */
function pageResources(page: PDFPage): PDFDict | undefined {
  let node: PDFDict | undefined = page.node;
  while (node) {
    const resources = node.lookup(PDFName.of('Resources'));
    if (resources instanceof PDFDict) return resources;
    const parent: PDFObject | undefined = node.lookup(PDFName.of('Parent'));
    node = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
}

function decode(stream: PDFObject | undefined): Uint8Array | null {
  if (!(stream instanceof PDFRawStream)) return null;
  try {
    return decodePDFRawStream(stream).decode();
  } catch {
    return null;
  }
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(a: Matrix, b: Matrix): Matrix {
  return [
    a[0] * b[0] + a[1] * b[2],
    a[0] * b[1] + a[1] * b[3],
    a[2] * b[0] + a[3] * b[2],
    a[2] * b[1] + a[3] * b[3],
    a[4] * b[0] + a[5] * b[2] + b[4],
    a[4] * b[1] + a[5] * b[3] + b[5],
  ];
}

interface TextParams {
  ctm: Matrix;
  font: FontModel | null;
  size: number;
  tc: number;
  tw: number;
  th: number;
  tl: number;
}

class Interpreter {
  readonly fonts = new Map<string, FontModel>();
  readonly formUnits = new Map<string, Unit>();
  readonly units: Unit[] = [];
  /** Codes seen in use per font: the glyphs an embedded subset is known to have. */
  readonly used = new Map<string, Set<number>>();
  directFonts = 0;

  constructor(
    readonly context: PDFContext,
    readonly standardWidths: StandardWidths,
  ) {}

  font(resources: PDFDict | undefined, name: string): FontModel | null {
    const fonts = resources?.lookup(PDFName.of('Font'));
    if (!(fonts instanceof PDFDict)) return null;
    const entry = fonts.get(PDFName.of(name));
    const dict = entry instanceof PDFRef ? this.context.lookup(entry) : entry;
    if (!(dict instanceof PDFDict)) return null;
    const key = entry instanceof PDFRef ? entry.toString() : `direct-${this.directFonts++}`;
    let model = this.fonts.get(key);
    if (!model) {
      model = readFont(this.context, dict, key, this.standardWidths);
      this.fonts.set(key, model);
    }
    return model;
  }

  unit(src: string, resources: PDFDict | undefined, write: (bytes: Uint8Array) => void, depth: number): Unit {
    const unit: Unit = { src, ops: parseContent(src), shows: new Map(), rewrites: new Map(), items: [], dropped: new Set(), write };
    this.units.push(unit);
    this.interpret(unit, resources, depth);
    return unit;
  }

  private form(ref: PDFRef, parentResources: PDFDict | undefined, depth: number): void {
    const key = ref.toString();
    if (this.formUnits.has(key) || depth > 12) return;
    const stream = this.context.lookup(ref);
    if (!(stream instanceof PDFRawStream) || nameOf(stream.dict.lookup(PDFName.of('Subtype'))) !== 'Form') return;
    const bytes = decode(stream);
    if (!bytes) return;
    const own = stream.dict.lookup(PDFName.of('Resources'));
    const resources = own instanceof PDFDict ? own : parentResources;
    const write = (content: Uint8Array) => this.context.assign(ref, rewrapStream(this.context, stream, content));
    // Registered before interpreting, so a form that draws itself stops here.
    const placeholder: Unit = { src: '', ops: [], shows: new Map(), rewrites: new Map(), items: [], dropped: new Set(), write: () => undefined };
    this.formUnits.set(key, placeholder);
    this.formUnits.set(key, this.unit(bytesToLatin1(bytes), resources, write, depth + 1));
  }

  private interpret(unit: Unit, resources: PDFDict | undefined, depth: number): void {
    let params: TextParams = { ctm: IDENTITY, font: null, size: 0, tc: 0, tw: 0, th: 1, tl: 0 };
    const stack: TextParams[] = [];
    let tm: Matrix = IDENTITY;
    let tlm: Matrix = IDENTITY;
    let pen: [number, number] | null = null;
    const items = unit.items;
    const breakLine = () => {
      if (items.length > 0 && items[items.length - 1] !== '\n') items.push('\n');
      pen = null;
    };
    const moveTo = (m: Matrix) => {
      tlm = m;
      tm = m;
    };
    unit.ops.forEach((op, index) => {
      const n = (i: number) => {
        const operand = op.operands[i];
        return operand?.type === 'number' ? operand.value : 0;
      };
      switch (op.operator) {
        case 'q':
          stack.push({ ...params });
          break;
        case 'Q':
          params = stack.pop() ?? params;
          break;
        case 'BT':
          // No line break: a word may be drawn in two text objects ("Mont" "hly"); positions decide.
          moveTo(IDENTITY);
          break;
        case 'cm':
          params.ctm = multiply([n(0), n(1), n(2), n(3), n(4), n(5)], params.ctm);
          break;
        case 'Tf': {
          const name = op.operands[0];
          params.font = name?.type === 'name' ? this.font(resources, name.value) : null;
          params.size = n(1);
          break;
        }
        case 'Tc':
          params.tc = n(0);
          break;
        case 'Tw':
          params.tw = n(0);
          break;
        case 'Tz':
          params.th = n(0) / 100;
          break;
        case 'TL':
          params.tl = n(0);
          break;
        case 'Td':
          moveTo(multiply([1, 0, 0, 1, n(0), n(1)], tlm));
          break;
        case 'TD':
          params.tl = -n(1);
          moveTo(multiply([1, 0, 0, 1, n(0), n(1)], tlm));
          break;
        case 'Tm':
          moveTo([n(0), n(1), n(2), n(3), n(4), n(5)]);
          break;
        case 'T*':
          moveTo(multiply([1, 0, 0, 1, 0, -params.tl], tlm));
          break;
        case 'BDC': {
          const props = op.operands[1];
          const tag = op.operands[0];
          if (props?.type === 'dict' && tag?.type === 'name') unit.rewrites.set(index, `${tag.raw} BMC`);
          break;
        }
        case 'Do': {
          const name = op.operands[0];
          const xobjects = resources?.lookup(PDFName.of('XObject'));
          const ref = name?.type === 'name' && xobjects instanceof PDFDict ? xobjects.get(PDFName.of(name.value)) : undefined;
          if (ref instanceof PDFRef) this.form(ref, resources, depth);
          break;
        }
        case "'":
        case '"':
        case 'Tj':
        case 'TJ': {
          if (op.operator === "'" || op.operator === '"') {
            if (op.operator === '"') {
              params.tw = n(0);
              params.tc = n(1);
            }
            moveTo(multiply([1, 0, 0, 1, 0, -params.tl], tlm));
          }
          const font = params.font;
          const last = op.operands[op.operands.length - 1];
          if (!font || !last) break;
          const show: ShowOp = { operator: op.operator, font, elements: [] };
          if (op.operator === '"') show.spacing = [op.operands[0]?.raw ?? '0', op.operands[1]?.raw ?? '0'];
          const parts = last.type === 'array' ? last.items : [last];
          // Where this string starts against where the previous one ended: a new line, a gap, or the same word.
          const trm = multiply(tm, params.ctm);
          const scale = Math.hypot(trm[0], trm[1]) || 1;
          const em = Math.max(0.01, params.size * scale);
          if (pen) {
            const [px, py] = pen;
            const dx = trm[4] - px;
            const dy = trm[5] - py;
            const ux = trm[0] / scale;
            const uy = trm[1] / scale;
            const along = dx * ux + dy * uy;
            const across = -dx * uy + dy * ux;
            if (Math.abs(across) > 0.5 * em) items.push('\n');
            else if (along > 0.2 * em || along < -0.5 * em) items.push(' ');
          } else if (items.length > 0 && items[items.length - 1] !== '\n') items.push(' ');
          parts.forEach((part, elem) => {
            if (part.type === 'number') {
              show.elements.push({ raw: part.raw });
              const tx = (-part.value / 1000) * params.size * params.th;
              tm = multiply([1, 0, 0, 1, tx, 0], tm);
              if (-part.value > 200) items.push(' ');
              return;
            }
            if (part.type !== 'string') {
              show.elements.push({ raw: part.raw });
              return;
            }
            const codes = codesOf(font, part.bytes);
            show.elements.push({ codes });
            let usedCodes = this.used.get(font.key);
            if (!usedCodes) {
              usedCodes = new Set();
              this.used.set(font.key, usedCodes);
            }
            codes.forEach((code, i) => {
              usedCodes.add(code);
              const text = font.unicode.get(code) ?? '';
              items.push({ unit, op: index, elem, index: i, code, font, text });
              const width = font.width(code) ?? 500;
              const space = font.bytesPerCode === 1 && code === 32 ? params.tw : 0;
              const tx = ((width / 1000) * params.size + params.tc + space) * params.th;
              tm = multiply([1, 0, 0, 1, tx, 0], tm);
            });
          });
          if (font.unsupported) unit.dropped.add(index);
          unit.shows.set(index, show);
          const end = multiply(tm, params.ctm);
          pen = [end[4], end[5]];
          break;
        }
        default:
          break;
      }
    });
    breakLine();
  }
}

/** The same stream dictionary with new, deflated contents. */
function rewrapStream(context: PDFContext, old: PDFRawStream, content: Uint8Array): PDFRawStream {
  const fresh = context.flateStream(content);
  for (const [key, value] of old.dict.entries()) {
    const k = key.decodeText();
    if (k === 'Filter' || k === 'DecodeParms' || k === 'Length' || k === 'DL') continue;
    fresh.dict.set(key, value);
  }
  return fresh;
}

interface Token {
  slots: Slot[];
  text: string;
}

function linesOf(items: readonly Item[]): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  let token: Slot[] = [];
  const endToken = () => {
    if (token.length > 0) line.push({ slots: token, text: token.map((s) => s.text || '\ufffd').join('') });
    token = [];
  };
  for (const item of items) {
    if (item === '\n') {
      endToken();
      if (line.length > 0) lines.push(line);
      line = [];
    } else if (item === ' ' || /^\s+$/.test(item.text)) endToken();
    else token.push(item);
  }
  endToken();
  if (line.length > 0) lines.push(line);
  return lines;
}

/** Letters and digits each font can print: every code of a font that is not embedded, the codes seen in use for an embedded one. */
function poolsOf(fonts: Map<string, FontModel>, used: Map<string, Set<number>>): Map<string, Map<CharClass, Map<string, number>>> {
  const pools = new Map<string, Map<CharClass, Map<string, number>>>();
  for (const [key, font] of fonts) {
    const byClass = new Map<CharClass, Map<string, number>>([
      ['upper', new Map()],
      ['lower', new Map()],
      ['digit', new Map()],
    ]);
    const codes = font.embedded || font.bytesPerCode === 2 ? [...(used.get(key) ?? [])] : [...font.unicode.keys()];
    for (const code of codes.sort((a, b) => a - b)) {
      const text = font.unicode.get(code);
      if (text?.length !== 1 || !/^[A-Za-z0-9]$/.test(text)) continue;
      const pool = byClass.get(charClass(text));
      if (pool && !pool.has(text)) pool.set(text, code);
    }
    pools.set(key, byClass);
  }
  return pools;
}

function intersect(sets: readonly (readonly string[])[]): string[] {
  if (sets.length === 0) return [];
  return (sets[0] as string[]).filter((ch) => sets.every((s) => s.includes(ch)));
}

function formatNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** The operation written anew: its strings with the replacement codes, and kerning after each changed run so the glyphs after it stay put. */
function rewriteShow(show: ShowOp, slots: readonly Slot[]): string {
  const byPosition = new Map<string, Slot>();
  for (const slot of slots) byPosition.set(`${slot.elem}:${slot.index}`, slot);
  const parts: string[] = [];
  // The width a replaced word gained or lost is given back after its last glyph, which may be
  // in a later string of the array than its first.
  let delta = 0;
  const giveBack = () => {
    if (Math.abs(delta) > 0.0005) parts.push(formatNumber(delta));
    delta = 0;
  };
  show.elements.forEach((element, elem) => {
    if (!('codes' in element)) {
      parts.push(element.raw);
      return;
    }
    let run: number[] = [];
    const flush = () => {
      if (run.length > 0) parts.push(hexString(bytesOfCodes(show.font, run)));
      run = [];
    };
    element.codes.forEach((code, index) => {
      const slot = byPosition.get(`${elem}:${index}`);
      const next = slot?.replacement;
      if (next !== undefined && next !== code) {
        const before = show.font.width(code);
        const after = show.font.width(next);
        if (before !== undefined && after !== undefined) delta += after - before;
        run.push(next);
      } else run.push(code);
      if (slot?.wordEnd && Math.abs(delta) > 0.0005) {
        flush();
        giveBack();
      }
    });
    flush();
  });
  giveBack();
  const array = `[${parts.join(' ')}] TJ`;
  if (show.operator === "'") return `T* ${array}`;
  if (show.operator === '"') return `${show.spacing?.[0] ?? '0'} Tw ${show.spacing?.[1] ?? '0'} Tc T* ${array}`;
  return array;
}

/** Drops everything that is not the pages' content; returns what it removed. */
function stripDocument(doc: PDFDocument, report: RedactionReport): void {
  const context = doc.context;
  if (context.trailerInfo.Info) report.removed.info = true;
  context.trailerInfo.Info = undefined;
  const catalog = doc.catalog;
  const drop = (dict: PDFDict, key: string): boolean => {
    if (!dict.has(PDFName.of(key))) return false;
    dict.delete(PDFName.of(key));
    return true;
  };
  const names = catalog.lookup(PDFName.of('Names'));
  if (names instanceof PDFDict) {
    const files = names.lookup(PDFName.of('EmbeddedFiles'));
    if (files instanceof PDFDict) {
      const list = files.lookup(PDFName.of('Names'));
      report.removed.attachments += list instanceof PDFArray ? Math.floor(list.size() / 2) : 1;
    }
    if (names.has(PDFName.of('JavaScript'))) report.removed.javascript = true;
  }
  drop(catalog, 'Names');
  if (drop(catalog, 'Outlines')) report.removed.outlines = true;
  if (drop(catalog, 'AcroForm')) report.removed.forms = true;
  if (drop(catalog, 'StructTreeRoot')) report.removed.structure = true;
  if (catalog.has(PDFName.of('OpenAction')) || catalog.has(PDFName.of('AA'))) report.removed.javascript = true;
  for (const key of ['OpenAction', 'AA', 'MarkInfo', 'PieceInfo', 'SpiderInfo', 'Threads', 'Perms', 'Legal', 'Collection', 'URI', 'Dests', 'AF', 'DSS'])
    drop(catalog, key);
  for (const page of doc.getPages()) {
    const annots = page.node.lookup(PDFName.of('Annots'));
    if (annots instanceof PDFArray) report.removed.annotations += annots.size();
    for (const key of ['Annots', 'Thumb', 'B', 'AA', 'PieceInfo', 'StructParents', 'AF']) drop(page.node, key);
  }
  // XMP packets and private data anywhere (the catalog's, a page's, an image's, a font's).
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : null;
    if (!dict) continue;
    if (dict.has(PDFName.of('Metadata'))) {
      report.removed.xmp++;
      dict.delete(PDFName.of('Metadata'));
    }
    for (const key of ['PieceInfo', 'CreatorInfo', 'LastModified']) dict.delete(PDFName.of(key));
    // Optional content's usage dictionaries name the program that made the layer.
    const usage = dict.lookup(PDFName.of('Usage'));
    if (usage instanceof PDFDict) usage.delete(PDFName.of('CreatorInfo'));
  }
}

/** Deletes every object the document no longer reaches from its catalog (old revisions, dropped metadata). */
function collectGarbage(context: PDFContext): void {
  const reached = new Set<string>();
  const visit = (object: PDFObject | undefined): void => {
    if (object instanceof PDFRef) {
      const key = object.toString();
      if (reached.has(key)) return;
      reached.add(key);
      visit(context.lookup(object));
    } else if (object instanceof PDFDict) {
      for (const [, value] of object.entries()) visit(value);
    } else if (object instanceof PDFArray) {
      for (let i = 0; i < object.size(); i++) visit(object.get(i));
    } else if (object instanceof PDFStream) {
      visit(object.dict);
    }
  };
  visit(context.trailerInfo.Root);
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref.toString())) context.delete(ref);
}

function countRevisions(bytes: Uint8Array): number {
  const text = bytesToLatin1(bytes);
  return (text.match(/%%EOF/g) ?? []).length;
}

async function standardWidthsFor(): Promise<StandardWidths> {
  const scratch = await PDFDocument.create();
  const cache = new Map<string, Awaited<ReturnType<PDFDocument['embedStandardFont']>>>();
  const pick = (base: string): StandardFonts => {
    const name = base
      .replace(/^[A-Z]{6}\+/, '')
      .replace(/[ ,-]/g, '')
      .toLowerCase();
    const bold = /bold|black|heavy/.test(name);
    const italic = /italic|oblique/.test(name);
    if (/courier|mono/.test(name))
      return bold ? (italic ? StandardFonts.CourierBoldOblique : StandardFonts.CourierBold) : italic ? StandardFonts.CourierOblique : StandardFonts.Courier;
    if (/times|serif|roman/.test(name) && !/sans/.test(name))
      return bold
        ? italic
          ? StandardFonts.TimesRomanBoldItalic
          : StandardFonts.TimesRomanBold
        : italic
          ? StandardFonts.TimesRomanItalic
          : StandardFonts.TimesRoman;
    return bold
      ? italic
        ? StandardFonts.HelveticaBoldOblique
        : StandardFonts.HelveticaBold
      : italic
        ? StandardFonts.HelveticaOblique
        : StandardFonts.Helvetica;
  };
  const fonts = new Map<StandardFonts, Awaited<ReturnType<PDFDocument['embedStandardFont']>>>();
  for (const name of [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.Courier, StandardFonts.TimesRoman])
    fonts.set(name, scratch.embedStandardFont(name));
  return (base, text) => {
    const which = pick(base);
    let font = fonts.get(which) ?? cache.get(which);
    if (!font) {
      font = scratch.embedStandardFont(which);
      cache.set(which, font);
    }
    try {
      return font.widthOfTextAtSize(text, 1000);
    } catch {
      return undefined;
    }
  };
}

/** Loads and decrypts a PDF for redaction; says which pages are images only (the caller rasterises them). */
export async function loadForRedaction(bytes: Uint8Array, password: string | undefined): Promise<LoadedForRedaction> {
  const head = bytesToLatin1(bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) throw new ConversionError('NOT_A_PDF', 'The file is not a PDF (no %PDF- header).');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch (error) {
    throw new ConversionError('CORRUPT_PDF', `The PDF cannot be read: ${(error as Error).message}`, { cause: error });
  }
  await decryptDocument(doc.context, password);
  const imagePages: number[] = [];
  doc.getPages().forEach((page, i) => {
    const src = pageContent(page);
    const ops = parseContent(src);
    const shows = ops.some((op) => op.operator === 'Tj' || op.operator === 'TJ' || op.operator === "'" || op.operator === '"');
    const paints = ops.some((op) => op.operator === 'Do' || op.operator === 'BI');
    if (!shows && paints && drawsImage(page)) imagePages.push(i + 1);
  });
  return { doc, imagePages };
}

function drawsImage(page: PDFPage): boolean {
  const xobjects = pageResources(page)?.lookup(PDFName.of('XObject'));
  if (!(xobjects instanceof PDFDict)) return true;
  for (const [, value] of xobjects.entries()) {
    const object = value instanceof PDFRef ? page.doc.context.lookup(value) : value;
    if (object instanceof PDFRawStream && nameOf(object.dict.lookup(PDFName.of('Subtype'))) === 'Image') return true;
  }
  return false;
}

function pageContent(page: PDFPage): string {
  const contents = page.node.get(PDFName.of('Contents'));
  const context = page.doc.context;
  const streams: PDFObject[] = [];
  const resolved = contents instanceof PDFRef ? context.lookup(contents) : contents;
  if (resolved instanceof PDFArray) for (let i = 0; i < resolved.size(); i++) streams.push(resolved.lookup(i) as PDFObject);
  else if (resolved) streams.push(resolved);
  return streams.map((s) => bytesToLatin1(decode(s) ?? new Uint8Array(0))).join('\n');
}

/**
 * Replaces the personal text of a loaded document's pages and writes it as a fresh file. Pages in
 * `skipPages` (already replaced by images) are left alone.
 */
export async function redactLoaded(loaded: LoadedForRedaction, bytes: Uint8Array, options: RedactOptions, pagesRasterised: number): Promise<RedactionResult> {
  const { doc } = loaded;
  const report: RedactionReport = {
    replaced: ZERO(),
    distinct: ZERO(),
    keptDescriptionWords: 0,
    unchanged: 0,
    pagesRasterised,
    glyphsRemoved: 0,
    removed: {
      info: false,
      xmp: 0,
      attachments: 0,
      annotations: 0,
      outlines: false,
      forms: false,
      structure: false,
      javascript: false,
      incrementalUpdates: Math.max(0, countRevisions(bytes) - 1),
    },
  };
  stripDocument(doc, report);
  const context = doc.context;
  const interpreter = new Interpreter(context, await standardWidthsFor());
  doc.getPages().forEach((page) => {
    const resources = pageResources(page);
    const write = (content: Uint8Array) => page.node.set(PDFName.of('Contents'), context.register(context.flateStream(content)));
    interpreter.unit(pageContent(page), resources, write, 0);
  });
  const classifier = classifierFor(options);
  const pools = poolsOf(interpreter.fonts, interpreter.used);
  const replace: { token: Token; kind: RedactionKind }[] = [];
  for (const unit of interpreter.units) {
    for (const line of linesOf(unit.items)) {
      const kinds = classifier.classifyLine(line.map((t) => t.text));
      options.onLine?.(
        line.map((t) => t.text),
        kinds,
      );
      line.forEach((token, i) => {
        const kind = kinds[i] as TokenKind;
        if (kind === 'keep' || kind === 'date' || kind === 'amount') return;
        if (kind === 'description' && options.keepDescriptions) {
          report.keptDescriptionWords++;
          return;
        }
        replace.push({ token, kind });
      });
    }
  }
  // One fake per original: its pools are what every font it is drawn in can print.
  const key = options.key ?? newKey();
  const fontsOf = new Map<string, Set<string>>();
  for (const { token } of replace) {
    let set = fontsOf.get(token.text);
    if (!set) {
      set = new Set();
      fontsOf.set(token.text, set);
    }
    for (const slot of token.slots) set.add(slot.font.key);
  }
  const fakes = new Map<string, string[]>();
  const distinct = new Map<RedactionKind, Set<string>>();
  for (const { token, kind } of replace) {
    let seen = distinct.get(kind);
    if (!seen) {
      seen = new Set();
      distinct.set(kind, seen);
    }
    seen.add(token.text);
    report.replaced[kind]++;
    const original = token.slots.map((s) => s.text || '\ufffd');
    const classes = token.slots.map((s): CharClass => (s.text ? charClass(s.text) : 'lower'));
    const fontKeys = [...(fontsOf.get(token.text) ?? [])];
    let fake = fakes.get(token.text);
    if (!fake) {
      const shared = classes.map((cls) => (cls === 'other' ? undefined : intersect(fontKeys.map((k) => [...(pools.get(k)?.get(cls)?.keys() ?? [])]))));
      const poolsPerSlot = shared.map((pool, i) => {
        if (pool === undefined || pool.length >= 2) return pool;
        const own = [
          ...(pools
            .get((token.slots[i] as Slot).font.key)
            ?.get(classes[i] as CharClass)
            ?.keys() ?? []),
        ];
        return own.length > (pool?.length ?? 0) ? own : pool;
      });
      const wasDate = isDateToken(token.text) || isAmountToken(token.text);
      fake = await fakeOf(key, original, classes, poolsPerSlot, { reject: (f) => classifier.isKept(f) || (!wasDate && (isDateToken(f) || isAmountToken(f))) });
      fakes.set(token.text, fake);
    }
    let changedAny = false;
    token.slots.forEach((slot, i) => {
      const wanted = fake[i] as string;
      const cls = classes[i] as CharClass;
      if (cls === 'other') return;
      const own = pools.get(slot.font.key)?.get(cls);
      let code = own?.get(wanted);
      if (code === undefined && own && own.size > 0) {
        // Not in this font: the character at the same rank among what this font has.
        const chars = [...own.keys()];
        code = own.get(chars[(wanted.charCodeAt(0) + i) % chars.length] as string);
      }
      if (code !== undefined && code !== slot.code) {
        slot.replacement = code;
        changedAny = true;
      }
    });
    if (!changedAny) report.unchanged++;
    (token.slots[token.slots.length - 1] as Slot).wordEnd = true;
  }
  for (const [kind, set] of distinct) report.distinct[kind] = set.size;
  // Write back every unit whose operations changed.
  for (const unit of interpreter.units) {
    const bySlotOp = new Map<number, Slot[]>();
    for (const item of unit.items) {
      if (typeof item === 'string') continue;
      let list = bySlotOp.get(item.op);
      if (!list) {
        list = [];
        bySlotOp.set(item.op, list);
      }
      list.push(item);
    }
    const replacements = new Map(unit.rewrites);
    for (const [index, slots] of bySlotOp) {
      if (unit.dropped.has(index)) {
        report.glyphsRemoved += slots.length;
        replacements.set(index, dropShow(unit.shows.get(index) as ShowOp));
        continue;
      }
      if (!slots.some((s) => s.replacement !== undefined)) continue;
      replacements.set(index, rewriteShow(unit.shows.get(index) as ShowOp, slots));
    }
    if (replacements.size > 0) unit.write(latin1ToBytes(spliceContent(unit.src, unit.ops, replacements)));
  }
  collectGarbage(context);
  context.trailerInfo.ID = context.obj([PDFHexString.of(toHex(newKey().subarray(0, 16))), PDFHexString.of(toHex(newKey().subarray(0, 16)))]);
  const pdf = await doc.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
  return { pdf, report };
}

/** A text operation in a font that cannot be rewritten: the line moves as it did, nothing is drawn. */
function dropShow(show: ShowOp): string {
  if (show.operator === "'") return 'T*';
  if (show.operator === '"') return `${show.spacing?.[0] ?? '0'} Tw ${show.spacing?.[1] ?? '0'} Tc T*`;
  return '';
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface RedactEngineOptions extends RedactOptions {
  /** OCR for scanned pages; without it a scan cannot be redacted (REDACTION_UNSUPPORTED). */
  ocr?: { pool: OcrPool; canvasImport: CanvasImport; dpi?: number } | undefined;
  /** pdf.js factories for runtimes without a DOM document (the browser build's worker). */
  pdfjsFactories?: PdfJsFactories | undefined;
}

/** Redacts a statement PDF: text pages in their content, scanned pages rasterised with what OCR found boxed. */
export async function redactPdf(bytes: Uint8Array, options: RedactEngineOptions = {}): Promise<RedactionResult> {
  if (bytes.byteLength > MAX_INPUT_BYTES)
    throw new ConversionError('FILE_TOO_LARGE', `The file is ${bytes.byteLength} bytes; the limit is ${MAX_INPUT_BYTES}.`);
  const loaded = await loadForRedaction(bytes, options.password);
  const boxed: Partial<Record<TokenKind, number>> = {};
  if (loaded.imagePages.length > 0) {
    if (!options.ocr) throw new ConversionError('REDACTION_UNSUPPORTED', 'The PDF has scanned pages, and redacting them needs OCR (none was given).');
    const source = await openPdf(bytes, { password: options.password, pdfjsFactories: options.pdfjsFactories });
    try {
      const classifier = classifierFor(options, true);
      for (const n of loaded.imagePages) {
        const result = await redactScannedPage(source, loaded.doc, n, classifier, options.ocr, options.keepDescriptions === true);
        for (const [kind, count] of Object.entries(result.boxed)) boxed[kind as TokenKind] = (boxed[kind as TokenKind] ?? 0) + count;
      }
    } finally {
      await source.destroy().catch(() => undefined);
    }
  }
  const result = await redactLoaded(loaded, bytes, options, loaded.imagePages.length);
  for (const [kind, count] of Object.entries(boxed)) {
    if (kind in result.report.replaced) result.report.replaced[kind as RedactionKind] += count;
  }
  return result;
}

function classifierFor(options: RedactOptions, fuzzy = false) {
  const descriptionWords = new Set<string>();
  for (const word of options.descriptionWords ?? []) for (const part of word.split(/\s+/)) if (normaliseWord(part)) descriptionWords.add(normaliseWord(part));
  const figures = [...(options.moneyFigures ?? [])];
  const moneyDigits = figures.length ? new Set(figures.flatMap((f) => moneyDigitsOf(f))) : undefined;
  return createClassifier({ keepWords: options.keepWords ?? [], descriptionWords, fuzzy, ...(moneyDigits ? { moneyDigits } : {}) });
}

/** The digits a figure is printed with: "-4651.18" as "465118", "120" as "12000" and "120". */
function moneyDigitsOf(figure: string): string[] {
  const [whole = '', cents = ''] = figure.replace(/^-/, '').split('.');
  return [`${whole}${cents.padEnd(2, '0')}`, ...(cents ? [] : [whole])];
}
