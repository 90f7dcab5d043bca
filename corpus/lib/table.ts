/**
 * Transaction-table engine shared by all families: column geometry, row model (multi-line cells with
 * the amount anchored on any line), table header drawing, pagination (with brought/carried forward
 * rows and an optional "a day must straddle a page break" rule) and the page loop.
 */
import type Decimal from 'decimal.js';
import type { Align, Pen } from './draw.ts';
import type { TruthTransaction } from './types.ts';

export interface Column {
  key: string;
  title: string[];
  x: number;
  w: number;
  align: Align;
  titleAlign?: Align;
}

export interface Cell {
  key: string;
  lines: string[];
  /** Line offset inside the row (0 = first line). */
  line?: number;
  font?: string;
}

export type RowKind = 'txn' | 'open' | 'close' | 'bf' | 'cf' | 'subtotal' | 'note';

export interface Row {
  kind: RowKind;
  cells: Cell[];
  /** Pre-formatted full-width lines drawn at the table's left edge (monospaced ledgers). */
  raw?: string[];
  truth?: TruthTransaction;
  /** Running balance after this row (txn and opening rows), printed or not. */
  balanceAfter?: Decimal;
  /** ISO booking date, used to keep/straddle days across page breaks. */
  day?: string;
  bold?: boolean;
}

export interface TableStyle {
  font: string;
  bold: string;
  size: number;
  /** Baseline-to-baseline distance of lines inside a row. */
  lead: number;
  /** Extra space after each row. */
  gap: number;
  left: number;
  right: number;
  showHeader: boolean;
  headFont: string;
  headSize: number;
  headLead: number;
  headPad: number;
  headFill: string | null;
  headColor: string;
  /** Rules around the column titles. */
  headRule: 'under' | 'over-under' | 'box' | 'none';
  rowRule: string | null;
  zebra: string | null;
  /** Vertical lines between columns (x positions). */
  colRules?: number[];
}

export function cellLines(row: Row): number {
  if (row.raw) return row.raw.length;
  let n = 1;
  for (const c of row.cells) n = Math.max(n, (c.line ?? 0) + c.lines.length);
  return n;
}

export function rowHeight(style: TableStyle, row: Row): number {
  return cellLines(row) * style.lead + style.gap;
}

export function headerHeight(style: TableStyle, cols: Column[]): number {
  if (!style.showHeader) return 0;
  const n = Math.max(...cols.map((c) => c.title.length));
  return n * style.headLead + style.headPad * 2 + 4;
}

export function drawTableHeader(pen: Pen, style: TableStyle, cols: Column[], y: number): number {
  if (!style.showHeader) return y;
  const h = headerHeight(style, cols);
  const w = style.right - style.left;
  // shading and rules extend a little beyond the outermost columns
  const x0 = style.left - 3;
  if (style.headFill) pen.rect(x0, y, w + 6, h - 4, { fill: style.headFill });
  if (style.headRule === 'box') pen.rect(x0, y, w + 6, h - 4, { stroke: '#000000', lineWidth: 0.6 });
  if (style.headRule === 'over-under') pen.hline(x0, style.right + 3, y, 0.8);
  if (style.headRule === 'under' || style.headRule === 'over-under') pen.hline(x0, style.right + 3, y + h - 4, 0.8);
  const n = Math.max(...cols.map((c) => c.title.length));
  for (const c of cols) {
    // bottom-align titles, like most statements do
    const off = n - c.title.length;
    c.title.forEach((t, i) => {
      pen.text(t, c.x, y + style.headPad + (off + i) * style.headLead, {
        font: style.headFont,
        size: style.headSize,
        align: c.titleAlign ?? c.align,
        width: c.w,
        color: style.headColor,
      });
    });
  }
  return y + h;
}

export function drawRow(pen: Pen, style: TableStyle, cols: Column[], row: Row, y: number, index: number): number {
  const h = rowHeight(style, row);
  if (style.zebra && index % 2 === 1) pen.rect(style.left - 3, y - style.gap / 2 - 1, style.right - style.left + 6, h, { fill: style.zebra });
  const font = row.bold ? style.bold : style.font;
  if (row.raw) {
    for (const [i, l] of row.raw.entries()) pen.text(l, style.left, y + i * style.lead, { font, size: style.size });
  } else {
    for (const cell of row.cells) {
      const col = cols.find((c) => c.key === cell.key);
      if (!col) throw new Error(`no column ${cell.key}`);
      cell.lines.forEach((l, i) => {
        pen.text(l, col.x, y + ((cell.line ?? 0) + i) * style.lead, { font: cell.font ?? font, size: style.size, align: col.align, width: col.w });
      });
    }
  }
  if (style.rowRule) pen.hline(style.left - 3, style.right + 3, y + h - style.gap / 2 - 1.5, 0.3, style.rowRule);
  return y + h;
}

export interface Frame {
  /** y where the table (its column titles) starts on this page. */
  top: number;
  /** lowest y the table may reach on this page. */
  bottom: number;
}

export interface LayoutResult {
  pages: number[][];
  endY: number;
}

export interface PaginateOpts {
  style: TableStyle;
  cols: Column[];
  frame: (page: number) => Frame;
  /** Heights of the brought-forward (pages ≥ 2) and carried-forward (all but last) rows; 0 if none. */
  bfHeight: number;
  cfHeight: number;
  /** Force at least one booking day to continue across a page break (if the document has ≥ 2 pages). */
  breakInsideDay?: boolean;
  /** Minimum rows before a forced break on a page. */
  minRowsBeforeBreak?: number;
}

function layoutOnce(rows: Row[], o: PaginateOpts, forced: Set<number>): LayoutResult {
  const hh = headerHeight(o.style, o.cols);
  const pages: number[][] = [[]];
  let p = 0;
  let y = o.frame(0).top + hh;
  rows.forEach((row, i) => {
    const h = rowHeight(o.style, row);
    const reserve = i === rows.length - 1 ? 0 : o.cfHeight;
    const cur = pages[p] as number[];
    if (cur.length > 0 && (forced.has(i) || y + h + reserve > o.frame(p).bottom)) {
      p += 1;
      pages.push([]);
      y = o.frame(p).top + hh + o.bfHeight;
    }
    (pages[p] as number[]).push(i);
    y += h;
  });
  return { pages, endY: y };
}

export function paginate(rows: Row[], o: PaginateOpts): LayoutResult {
  const forced = new Set<number>();
  let res = layoutOnce(rows, o, forced);
  if (!o.breakInsideDay) return res;
  for (let attempt = 0; attempt < 4 && res.pages.length > 1; attempt++) {
    const straddles = res.pages.some((pg, k) => {
      const next = res.pages[k + 1];
      if (!next || !pg.length || !next.length) return false;
      const a = rows[pg[pg.length - 1] as number] as Row;
      const b = rows[next[0] as number] as Row;
      return a.kind === 'txn' && b.kind === 'txn' && a.day === b.day;
    });
    if (straddles) return res;
    // Move the first page break back so that it falls inside a multi-row day.
    const first = res.pages[0] as number[];
    const min = o.minRowsBeforeBreak ?? 5;
    let moved = false;
    for (let k = first.length - 1; k >= min; k--) {
      const i = first[k] as number;
      const r = rows[i] as Row;
      const prev = rows[i - 1];
      if (r.kind === 'txn' && prev?.kind === 'txn' && prev.day === r.day) {
        forced.add(i);
        moved = true;
        break;
      }
    }
    if (!moved) return res;
    res = layoutOnce(rows, o, forced);
  }
  return res;
}

export interface LedgerSpec {
  pen: Pen;
  pageSize: 'A4' | 'LETTER';
  cols: Column[];
  style: TableStyle;
  rows: Row[];
  frame: (page: number) => Frame;
  /** Builders for the per-page balance rows; omit for none. */
  bfRow?: (balance: Decimal, page: number) => Row;
  cfRow?: (balance: Decimal, page: number) => Row;
  breakInsideDay?: boolean;
  /** Page furniture (letterhead, address, summary, footer) for page `page` of `pageCount`. */
  chrome: (page: number, pageCount: number) => void;
  /** Content after the last row (totals, notices); moved to a fresh page when it does not fit. */
  tail?: { height: number; draw: (y: number, page: number) => void };
  /** Extra gap between the table title row and the first row. */
  afterHeaderGap?: number;
}

export interface LedgerResult {
  pageCount: number;
  transactions: TruthTransaction[];
}

/** Paginate, add pages, draw furniture, tables and balance rows; return page count and the truth rows. */
export function renderLedger(spec: LedgerSpec): LedgerResult {
  const { pen, style, cols, rows } = spec;
  const sample = rows.find((r) => r.balanceAfter !== undefined)?.balanceAfter;
  const bfH = spec.bfRow && sample ? rowHeight(style, spec.bfRow(sample, 1)) : 0;
  const cfH = spec.cfRow && sample ? rowHeight(style, spec.cfRow(sample, 0)) : 0;
  const gap = spec.afterHeaderGap ?? 0;
  const frame = (p: number): Frame => {
    const f = spec.frame(p);
    return { top: f.top + gap, bottom: f.bottom };
  };
  const layout = paginate(rows, { style, cols, frame, bfHeight: bfH, cfHeight: cfH, breakInsideDay: spec.breakInsideDay });
  const lastPage = layout.pages.length - 1;
  const tailOnNewPage = spec.tail ? layout.endY + spec.tail.height > frame(lastPage).bottom : false;
  const pageCount = layout.pages.length + (tailOnNewPage ? 1 : 0);

  let balance: Decimal | undefined;
  let y = 0;
  layout.pages.forEach((idxs, p) => {
    pen.doc.addPage({ size: spec.pageSize, margin: 0 });
    spec.chrome(p, pageCount);
    y = drawTableHeader(pen, style, cols, spec.frame(p).top) + gap;
    if (p > 0 && spec.bfRow && balance !== undefined) y = drawRow(pen, style, cols, spec.bfRow(balance, p), y, 0);
    idxs.forEach((i, k) => {
      const row = rows[i] as Row;
      y = drawRow(pen, style, cols, row, y, k);
      if (row.balanceAfter !== undefined) balance = row.balanceAfter;
    });
    if (p < lastPage && spec.cfRow && balance !== undefined) y = drawRow(pen, style, cols, spec.cfRow(balance, p), y, 0);
  });
  if (spec.tail) {
    if (tailOnNewPage) {
      pen.doc.addPage({ size: spec.pageSize, margin: 0 });
      spec.chrome(pageCount - 1, pageCount);
      spec.tail.draw(spec.frame(pageCount - 1).top, pageCount - 1);
    } else spec.tail.draw(y, lastPage);
  }
  const transactions = rows.filter((r) => r.kind === 'txn' && r.truth).map((r) => r.truth as TruthTransaction);
  return { pageCount, transactions };
}
