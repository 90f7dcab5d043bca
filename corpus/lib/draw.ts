/**
 * Shared drawing pieces: a thin "pen" over pdfkit with absolute positioning, text wrapping, and the
 * recurring blocks of a statement page (bank mark, address block, key/value block, summary box,
 * footer with "Page n of N", legal text).
 */
export type Align = 'left' | 'right' | 'center';

export interface FontSet {
  regular: string;
  bold: string;
  italic: string;
}

export const FONTS: Record<'helvetica' | 'times' | 'courier', FontSet> = {
  helvetica: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
  times: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
  courier: { regular: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique' },
};

export interface TextOpts {
  font?: string;
  size?: number;
  align?: Align;
  /** Column width for right/center alignment. */
  width?: number;
  color?: string;
  charSpacing?: number;
}

export class Pen {
  font: string;
  size: number;
  color = '#000000';

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly fonts: FontSet,
    size: number,
  ) {
    this.font = fonts.regular;
    this.size = size;
  }

  setFont(font: string, size?: number): this {
    this.font = font;
    if (size !== undefined) this.size = size;
    return this;
  }

  width(s: string, font = this.font, size = this.size, charSpacing = 0): number {
    this.doc.font(font).fontSize(size);
    return this.doc.widthOfString(s) + (charSpacing ? charSpacing * s.length : 0);
  }

  /** Draw one line of text with its top at y; returns the drawn width. */
  text(s: string, x: number, y: number, o: TextOpts = {}): number {
    if (s === '') return 0;
    const font = o.font ?? this.font;
    const size = o.size ?? this.size;
    const cs = o.charSpacing ?? 0;
    const w = this.width(s, font, size, cs);
    let left = x;
    if (o.align === 'right') left = x + (o.width ?? 0) - w;
    else if (o.align === 'center') left = x + ((o.width ?? 0) - w) / 2;
    this.doc
      .font(font)
      .fontSize(size)
      .fillColor(o.color ?? this.color);
    this.doc.text(s, left, y, { lineBreak: false, characterSpacing: cs });
    return w;
  }

  hline(x1: number, x2: number, y: number, width = 0.5, color = '#000000'): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  vline(x: number, y1: number, y2: number, width = 0.5, color = '#000000'): void {
    this.doc.save().moveTo(x, y1).lineTo(x, y2).lineWidth(width).strokeColor(color).stroke().restore();
  }

  rect(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string; lineWidth?: number; radius?: number } = {}): void {
    const d = this.doc.save();
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    d.lineWidth(o.lineWidth ?? 0.5);
    if (o.fill && o.stroke) d.fillAndStroke(o.fill, o.stroke);
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke ?? '#000000');
    d.restore();
  }

  polygon(points: Array<[number, number]>, fill: string): void {
    const d = this.doc.save();
    d.polygon(...points).fill(fill);
    d.restore();
  }

  /** Greedy word wrap to `width` points; over-long words are broken by characters. */
  wrap(textIn: string, width: number, font = this.font, size = this.size): string[] {
    const words = textIn.split(' ').filter((w) => w !== '');
    const lines: string[] = [];
    let cur = '';
    for (const word of words) {
      const cand = cur ? `${cur} ${word}` : word;
      if (this.width(cand, font, size) <= width) {
        cur = cand;
        continue;
      }
      if (cur) lines.push(cur);
      if (this.width(word, font, size) <= width) {
        cur = word;
        continue;
      }
      // hard-break a long token
      let piece = '';
      for (const ch of word) {
        if (this.width(piece + ch, font, size) > width && piece) {
          lines.push(piece);
          piece = ch;
        } else piece += ch;
      }
      cur = piece;
    }
    if (cur) lines.push(cur);
    return lines.length ? lines : [''];
  }
}

/** Draw lines top-down; returns y after the block. */
export function textBlock(pen: Pen, lines: string[], x: number, y: number, lead: number, o: TextOpts = {}): number {
  let yy = y;
  for (const l of lines) {
    pen.text(l, x, yy, o);
    yy += lead;
  }
  return yy;
}

export interface KeyValueOpts {
  x: number;
  y: number;
  /** Total width; values are right-aligned to x+width when valueAlign is 'right'. */
  width: number;
  labelWidth?: number;
  lead: number;
  labelFont?: string;
  valueFont?: string;
  size?: number;
  valueAlign?: Align;
  labelCharSpacing?: number;
}

/** Label/value pairs, e.g. an account-summary table. Returns y after the block. */
export function keyValues(pen: Pen, pairs: Array<[string, string]>, o: KeyValueOpts): number {
  let y = o.y;
  for (const [label, value] of pairs) {
    pen.text(label, o.x, y, { font: o.labelFont, size: o.size, charSpacing: o.labelCharSpacing });
    if (o.valueAlign === 'left' || o.valueAlign === undefined) {
      pen.text(value, o.x + (o.labelWidth ?? o.width / 2), y, { font: o.valueFont, size: o.size });
    } else {
      pen.text(value, o.x, y, { font: o.valueFont, size: o.size, align: 'right', width: o.width });
    }
    y += o.lead;
  }
  return y;
}

export interface BoxOpts extends KeyValueOpts {
  title?: string;
  titleFont?: string;
  titleSize?: number;
  border?: string | null;
  fill?: string | null;
  titleFill?: string | null;
  titleColor?: string;
  pad?: number;
}

/** A bordered (or shaded) summary box with an optional title bar. Returns y after the box. */
export function summaryBox(pen: Pen, pairs: Array<[string, string]>, o: BoxOpts): number {
  const pad = o.pad ?? 5;
  const titleH = o.title ? (o.titleSize ?? (o.size ?? pen.size) + 1) + pad * 1.6 : 0;
  const h = titleH + pairs.length * o.lead + pad * 2;
  if (o.fill) pen.rect(o.x - pad, o.y, o.width + pad * 2, h, { fill: o.fill });
  if (o.title) {
    if (o.titleFill) pen.rect(o.x - pad, o.y, o.width + pad * 2, titleH, { fill: o.titleFill });
    pen.text(o.title, o.x, o.y + pad, { font: o.titleFont ?? pen.fonts.bold, size: o.titleSize ?? (o.size ?? pen.size) + 1, color: o.titleColor });
  }
  if (o.border) pen.rect(o.x - pad, o.y, o.width + pad * 2, h, { stroke: o.border });
  keyValues(pen, pairs, { ...o, y: o.y + titleH + pad });
  return o.y + h;
}

export type MarkStyle = 'hexagon' | 'octagon' | 'bar' | 'circle' | 'square' | 'wave' | 'none';

/** A vector "logo": a simple shape in the bank's colour next to the bank name. */
export function bankMark(
  pen: Pen,
  o: { name: string; x: number; y: number; style: MarkStyle; color: string; size: number; font?: string; nameColor?: string },
): void {
  const s = o.size;
  let nameX = o.x;
  switch (o.style) {
    case 'hexagon': {
      const cx = o.x + s;
      const cy = o.y + s / 2;
      pen.polygon(
        [
          [cx - s, cy],
          [cx - s / 2, cy - s / 2],
          [cx, cy],
          [cx - s / 2, cy + s / 2],
        ],
        o.color,
      );
      pen.polygon(
        [
          [cx + s, cy],
          [cx + s / 2, cy - s / 2],
          [cx, cy],
          [cx + s / 2, cy + s / 2],
        ],
        o.color,
      );
      pen.polygon(
        [
          [cx - s / 2, cy - s / 2],
          [cx + s / 2, cy - s / 2],
          [cx, cy],
        ],
        '#000000',
      );
      pen.polygon(
        [
          [cx - s / 2, cy + s / 2],
          [cx + s / 2, cy + s / 2],
          [cx, cy],
        ],
        '#000000',
      );
      nameX = o.x + 2 * s + 6;
      break;
    }
    case 'octagon': {
      const c = s * 0.3;
      pen.polygon(
        [
          [o.x + c, o.y],
          [o.x + s - c, o.y],
          [o.x + s, o.y + c],
          [o.x + s, o.y + s - c],
          [o.x + s - c, o.y + s],
          [o.x + c, o.y + s],
          [o.x, o.y + s - c],
          [o.x, o.y + c],
        ],
        o.color,
      );
      pen.rect(o.x + s * 0.32, o.y + s * 0.32, s * 0.36, s * 0.36, { fill: '#ffffff' });
      nameX = o.x + s + 6;
      break;
    }
    case 'bar':
      pen.rect(o.x, o.y, s * 0.35, s, { fill: o.color });
      nameX = o.x + s * 0.35 + 6;
      break;
    case 'circle':
      pen.doc
        .save()
        .circle(o.x + s / 2, o.y + s / 2, s / 2)
        .fill(o.color)
        .restore();
      nameX = o.x + s + 6;
      break;
    case 'square':
      pen.rect(o.x, o.y, s, s, { fill: o.color });
      nameX = o.x + s + 6;
      break;
    case 'wave':
      pen.polygon(
        [
          [o.x, o.y + s],
          [o.x + s * 0.5, o.y],
          [o.x + s, o.y + s * 0.6],
          [o.x + s * 1.5, o.y + s * 0.1],
          [o.x + s * 1.5, o.y + s],
        ],
        o.color,
      );
      nameX = o.x + s * 1.5 + 6;
      break;
    case 'none':
      break;
  }
  pen.text(o.name, nameX, o.y + s / 2 - s * 0.38, { font: o.font ?? pen.fonts.bold, size: s * 0.8, color: o.nameColor ?? '#000000' });
}

export interface FooterOpts {
  pageNo: number;
  pageCount: number;
  /** e.g. 'Page {n} of {N}', 'Seite {n} von {N}', '{n}/{N}' */
  template: string;
  x: number;
  width: number;
  y: number;
  align: Align;
  size?: number;
  font?: string;
  legal?: string[];
  legalSize?: number;
  legalY?: number;
  legalLead?: number;
}

export function pageLabel(template: string, n: number, total: number): string {
  return template.replace('{n}', String(n)).replace('{N}', String(total));
}

export function footer(pen: Pen, o: FooterOpts): void {
  if (o.legal?.length) {
    textBlock(pen, o.legal, o.x, o.legalY ?? o.y - o.legal.length * (o.legalLead ?? 8) - 4, o.legalLead ?? 8, {
      size: o.legalSize ?? 6,
      color: '#444444',
    });
  }
  if (o.template) pen.text(pageLabel(o.template, o.pageNo, o.pageCount), o.x, o.y, { align: o.align, width: o.width, size: o.size, font: o.font });
}
