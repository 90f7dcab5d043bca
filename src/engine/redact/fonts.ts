/**
 * What redaction needs to know of a font: how a string's bytes split into character codes, the
 * text each code stands for (its ToUnicode map, else its encoding), each code's width (to keep
 * the rest of a line where it was), and how to write codes back as bytes. Simple fonts (Type1,
 * TrueType, Type3: one byte per code) and composite fonts with the Identity-H/V encoding (two
 * bytes per code) are understood; any other composite encoding is reported as unsupported.
 */
import { PDFArray, type PDFContext, PDFDict, PDFName, PDFNumber, type PDFObject, PDFRawStream, PDFRef, decodePDFRawStream } from 'pdf-lib';
import { bytesToLatin1 } from './content.ts';

export interface FontModel {
  /** Identity of the font dictionary in the document (its object reference, or a path for direct ones). */
  key: string;
  bytesPerCode: 1 | 2;
  /** True when the composite encoding is not Identity: its codes cannot be split or rewritten. */
  unsupported: boolean;
  /** Glyph programs are embedded: only codes seen in use are known to have a glyph. */
  embedded: boolean;
  unicode: Map<number, string>;
  /** Width of a code in thousandths of text space (Type3 widths already scaled by its FontMatrix); undefined when unknown. */
  width(code: number): number | undefined;
}

const WIN_ANSI_HIGH: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';

function baseEncoding(name: string): Map<number, string> {
  const map = new Map<number, string>();
  for (let code = 32; code < 127; code++) map.set(code, String.fromCharCode(code));
  if (name === 'StandardEncoding') {
    map.set(39, '’');
    map.set(96, '‘');
  }
  if (name === 'WinAnsiEncoding') {
    for (const [code, text] of Object.entries(WIN_ANSI_HIGH)) map.set(Number(code), text);
    for (let code = 160; code < 256; code++) map.set(code, String.fromCharCode(code));
  }
  if (name === 'MacRomanEncoding') for (const [i, text] of [...MAC_ROMAN_HIGH].entries()) map.set(128 + i, text);
  return map;
}

const NAMED: Record<string, string> = {
  space: ' ',
  period: '.',
  comma: ',',
  hyphen: '-',
  minus: '−',
  colon: ':',
  semicolon: ';',
  slash: '/',
  parenleft: '(',
  parenright: ')',
  ampersand: '&',
  at: '@',
  numbersign: '#',
  percent: '%',
  asterisk: '*',
  plus: '+',
  equal: '=',
  quotesingle: "'",
  quotedbl: '"',
  quoteright: '’',
  quoteleft: '‘',
  underscore: '_',
  dollar: '$',
  sterling: '£',
  Euro: '€',
  euro: '€',
  yen: '¥',
  germandbls: 'ß',
  AE: 'Æ',
  ae: 'æ',
  OE: 'Œ',
  oe: 'œ',
  Oslash: 'Ø',
  oslash: 'ø',
  dotlessi: 'ı',
  eth: 'ð',
  Eth: 'Ð',
  thorn: 'þ',
  Thorn: 'Þ',
  exclam: '!',
  question: '?',
  bracketleft: '[',
  bracketright: ']',
  braceleft: '{',
  braceright: '}',
  bar: '|',
  backslash: '\\',
  less: '<',
  greater: '>',
  endash: '–',
  emdash: '—',
  bullet: '•',
  fi: 'ﬁ',
  fl: 'ﬂ',
};
const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ACCENTS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circumflex: '\u0302',
  dieresis: '\u0308',
  tilde: '\u0303',
  ring: '\u030a',
  cedilla: '\u0327',
  caron: '\u030c',
  macron: '\u0304',
  breve: '\u0306',
  ogonek: '\u0328',
  dotaccent: '\u0307',
  hungarumlaut: '\u030b',
  commaaccent: '\u0326',
};

/** The text of a glyph name (Adobe's conventions for the names statements use); undefined when unknown. */
export function glyphNameText(name: string): string | undefined {
  if (/^[A-Za-z]$/.test(name)) return name;
  const digit = DIGITS.indexOf(name);
  if (digit >= 0) return String(digit);
  if (name in NAMED) return NAMED[name];
  const uni = /^uni([0-9A-Fa-f]{4})$/.exec(name) ?? /^u([0-9A-Fa-f]{4,6})$/.exec(name);
  if (uni) return String.fromCodePoint(Number.parseInt(uni[1] as string, 16));
  const accented = /^([A-Za-z])(acute|grave|circumflex|dieresis|tilde|ring|cedilla|caron|macron|breve|ogonek|dotaccent|hungarumlaut|commaaccent)$/.exec(name);
  if (accented) return ((accented[1] as string) + ACCENTS[accented[2] as string]).normalize('NFC');
  const suffixed = /^([A-Za-z]|zero|one|two|three|four|five|six|seven|eight|nine)\.[a-z0-9_]+$/.exec(name);
  if (suffixed) return glyphNameText(suffixed[1] as string);
  return undefined;
}

function hexToText(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i + 4 <= hex.length; i += 4) units.push(Number.parseInt(hex.slice(i, i + 4), 16));
  if (hex.length === 2) units.push(Number.parseInt(hex, 16));
  return String.fromCharCode(...units);
}

/** The bfchar and bfrange entries of a ToUnicode CMap. */
export function parseToUnicode(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] as string).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g)) {
      map.set(Number.parseInt(entry[1] as string, 16), hexToText(entry[2] as string));
    }
  }
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = block[1] as string;
    for (const entry of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:<([0-9a-fA-F]*)>|\[([^\]]*)\])/g)) {
      const low = Number.parseInt(entry[1] as string, 16);
      const high = Math.min(Number.parseInt(entry[2] as string, 16), low + 0xffff);
      if (entry[3] !== undefined) {
        const start = hexToText(entry[3]);
        const last = start.charCodeAt(start.length - 1);
        for (let code = low; code <= high; code++) map.set(code, start.slice(0, -1) + String.fromCharCode(last + code - low));
      } else {
        const items = [...(entry[4] as string).matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => hexToText(m[1] as string));
        items.forEach((item, i) => {
          if (low + i <= high) map.set(low + i, item);
        });
      }
    }
  }
  return map;
}

function streamText(context: PDFContext, object: PDFObject | undefined): string | null {
  const stream = object instanceof PDFRef ? context.lookup(object) : object;
  if (!(stream instanceof PDFRawStream)) return null;
  try {
    return bytesToLatin1(decodePDFRawStream(stream).decode());
  } catch {
    return null;
  }
}

function num(object: PDFObject | undefined, fallback: number): number {
  return object instanceof PDFNumber ? object.asNumber() : fallback;
}

function nameOf(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFName ? object.decodeText() : undefined;
}

/** Widths of the standard 14 fonts, for fonts that print with them and carry no /Widths: `name` is the BaseFont. */
export type StandardWidths = (baseFont: string, text: string) => number | undefined;

export function readFont(context: PDFContext, dict: PDFDict, key: string, standardWidths: StandardWidths): FontModel {
  const subtype = nameOf(dict.lookup(PDFName.of('Subtype')));
  const toUnicode = streamText(context, dict.get(PDFName.of('ToUnicode')));
  const fromCMap = toUnicode ? parseToUnicode(toUnicode) : new Map<number, string>();
  if (subtype === 'Type0') {
    const encoding = nameOf(dict.lookup(PDFName.of('Encoding')));
    const descendants = dict.lookup(PDFName.of('DescendantFonts'));
    const descendant = descendants instanceof PDFArray ? descendants.lookup(0) : undefined;
    const cid = descendant instanceof PDFDict ? descendant : context.obj({});
    const defaultWidth = num(cid.lookup(PDFName.of('DW')), 1000);
    const widths = new Map<number, number>();
    const w = cid.lookup(PDFName.of('W'));
    if (w instanceof PDFArray) {
      for (let i = 0; i < w.size(); ) {
        const first = num(w.lookup(i), 0);
        const next = w.lookup(i + 1);
        if (next instanceof PDFArray) {
          for (let j = 0; j < next.size(); j++) widths.set(first + j, num(next.lookup(j), defaultWidth));
          i += 2;
        } else {
          const last = num(next, first);
          const width = num(w.lookup(i + 2), defaultWidth);
          for (let code = first; code <= last && code - first < 0x10000; code++) widths.set(code, width);
          i += 3;
        }
      }
    }
    const descriptor = cid.lookup(PDFName.of('FontDescriptor'));
    return {
      key,
      bytesPerCode: 2,
      unsupported: encoding !== 'Identity-H' && encoding !== 'Identity-V',
      embedded: isEmbedded(descriptor),
      unicode: fromCMap,
      width: (code) => widths.get(code) ?? defaultWidth,
    };
  }
  const encodingObject = dict.lookup(PDFName.of('Encoding'));
  const baseName =
    nameOf(encodingObject) ?? (encodingObject instanceof PDFDict ? nameOf(encodingObject.lookup(PDFName.of('BaseEncoding'))) : undefined) ?? 'StandardEncoding';
  const unicode = baseEncoding(baseName);
  if (encodingObject instanceof PDFDict) {
    const differences = encodingObject.lookup(PDFName.of('Differences'));
    if (differences instanceof PDFArray) {
      let code = 0;
      for (let i = 0; i < differences.size(); i++) {
        const item = differences.lookup(i);
        if (item instanceof PDFNumber) code = item.asNumber();
        else if (item instanceof PDFName) {
          const text = glyphNameText(item.decodeText());
          if (text === undefined) unicode.delete(code);
          else unicode.set(code, text);
          code++;
        }
      }
    }
  }
  for (const [code, text] of fromCMap) unicode.set(code, text);
  const firstChar = num(dict.lookup(PDFName.of('FirstChar')), 0);
  const widthsArray = dict.lookup(PDFName.of('Widths'));
  const descriptor = dict.lookup(PDFName.of('FontDescriptor'));
  const missing = descriptor instanceof PDFDict ? num(descriptor.lookup(PDFName.of('MissingWidth')), 0) : 0;
  const matrix = dict.lookup(PDFName.of('FontMatrix'));
  const scale = subtype === 'Type3' && matrix instanceof PDFArray ? num(matrix.lookup(0), 0.001) * 1000 : 1;
  const baseFont = nameOf(dict.lookup(PDFName.of('BaseFont'))) ?? '';
  const widths = widthsArray instanceof PDFArray ? Array.from({ length: widthsArray.size() }, (_, i) => num(widthsArray.lookup(i), missing)) : null;
  const embedded = subtype === 'Type3' || isEmbedded(descriptor);
  return {
    key,
    bytesPerCode: 1,
    unsupported: false,
    embedded,
    unicode,
    width: (code) => {
      if (widths) return ((code >= firstChar && code - firstChar < widths.length ? widths[code - firstChar] : missing) as number) * scale;
      const text = unicode.get(code);
      return text === undefined ? undefined : standardWidths(baseFont, text);
    },
  };
}

function isEmbedded(descriptor: PDFObject | undefined): boolean {
  if (!(descriptor instanceof PDFDict)) return false;
  return ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.has(PDFName.of(k)));
}

/** Splits a string's bytes into character codes. */
export function codesOf(font: FontModel, bytes: readonly number[]): number[] {
  if (font.bytesPerCode === 1) return [...bytes];
  const codes: number[] = [];
  for (let i = 0; i + 1 < bytes.length; i += 2) codes.push(((bytes[i] as number) << 8) | (bytes[i + 1] as number));
  return codes;
}

export function bytesOfCodes(font: FontModel, codes: readonly number[]): number[] {
  if (font.bytesPerCode === 1) return codes.map((c) => c & 0xff);
  return codes.flatMap((c) => [(c >> 8) & 0xff, c & 0xff]);
}
export const MAC_ROMAN_LENGTH = [...MAC_ROMAN_HIGH].length;
