/**
 * Lines → raw table rows. Finds the header (or infers columns for a table without one), assigns
 * each cell to a column band, and groups lines into rows: multi-line descriptions, rows that
 * print no date, a day continuing over a page break. Values stay text here; parsing comes later.
 */
import { compactAmountText, isAmountText } from './amount-text.ts';
import { type RepairedCell, repairLostMarker, repairOcrAmount, repairOcrCell, repairOcrDate, salvageOcrDate } from './ocr-repair.ts';
import { looksLikeDate } from '../parse/date.ts';
import { dayHeading } from './day-heading.ts';
import { type BankLabels, type Column, isNumericRole, matchHeader } from './header.ts';
import { type Cell, type Line, makeCell, normalizeLabel } from './lines.ts';
import {
  type BalanceTerms,
  BALANCE_TABLE_HEADINGS,
  type ColumnRole,
  DEFAULT_BALANCE_TERMS,
  IN_TABLE_HEADINGS,
  leadingTerm,
  MONEY_IN_SECTIONS,
  MONEY_OUT_SECTIONS,
  PAGE_FURNITURE,
  SUBTOTAL_TERMS,
} from './vocabulary.ts';

export interface RawRow {
  page: number;
  top: number;
  lines: Line[];
  date?: string;
  /** True when the row printed no date and took the previous row's. */
  dateInherited?: boolean;
  valueDate?: string;
  typeCode?: string;
  reference?: string;
  description: string[];
  debit?: string;
  credit?: string;
  amount?: string;
  balance?: string;
  direction?: string;
  /** Set when the table's section heading fixes the sign of unsigned amounts. */
  sectionSign?: 1 | -1;
  /** Lowest word confidence among the row's date and figures: what reconciliation rests on. */
  valueConfidence: number;
  /** 0..1: the OCR confidence of the printed date (1 for a text layer); absent without one. */
  dateConfidence?: number;
  /** Figures whose OCR reading was changed to make them amounts (reported as OCR_CORRECTION). */
  repairs?: string[];
  /** Which table of the section the row was read from (a new header starts a new table). */
  segment?: number;
}

export interface TableScan {
  columns: Column[];
  rows: RawRow[];
  /** Lines that belong to no table row: summaries, addresses, footers. Used for metadata. */
  outside: Line[];
  /** True when the columns came from a header row (false: inferred from the rows' shape). */
  hasHeader: boolean;
  /** The header line the table was read under first. */
  headerLine?: Line;
}

type Assigned = Map<ColumnRole, Cell[]>;

/** Lines looked ahead for a dated row before text in the date column is taken to end the table. */
const IN_TABLE_HEADING_LOOKAHEAD = 3;
/** OCR confidence (0..1) under which every word of a cell marks it as noise, not print. */
const OCR_NOISE_CONFIDENCE = 0.5;
/** A gap between table lines wider than this many line pitches ends the table (summaries, footers). */
const TABLE_END_GAP_PITCHES = 2.6;
/** A text cell belongs to a column when it starts no more than this share of a font size left of it. */
const TEXT_COLUMN_SLACK_EM = 1;
/** A number belongs to a numeric column when one of its edges or its centre is this close (em). */
const NUMBER_COLUMN_REACH_EM = 6;
/** Line pitches closer than this are equal: a tie keeps a wrapped line with the row above. */
const SAME_PITCH_PT = 1;
/** Minimum rows that look like transactions before a headerless table is believed. */
const MIN_HEADERLESS_ROWS = 3;
/** A headerless money column holds figures on at least this share of the dated rows. */
const MIN_SHAPE_COLUMN_SHARE = 0.15;

/**
 * Which table to read: by default the first header the vocabulary recognises (or, with none, the
 * rows' shape). The reading search (engine/read) proposes others: a later header line, or the
 * rows' shape even where a header was found.
 */
export interface TableProposal {
  /** Index (into the section's lines, all pages flattened) of the header line to start from. */
  headerAt?: number;
  /** Ignore headers: columns from the shape of dated rows with money. */
  byShape?: boolean;
}

/** Indices of the lines that read as a table header, at most `limit` of them. */
export function headerLines(pages: Line[][], bankLabels?: BankLabels, limit = 8): number[] {
  const all = pages.flat();
  const found: number[] = [];
  for (let i = 0; i < all.length && found.length < limit; i++) if (matchHeader(all, i, bankLabels)) found.push(i);
  return found;
}

export function readTable(pages: Line[][], bankLabels?: BankLabels, balanceTerms: BalanceTerms = DEFAULT_BALANCE_TERMS, proposal: TableProposal = {}): TableScan {
  const all = pages.flat();
  let columns: Column[] | null = null;
  let headerLine: Line | undefined;
  const from = proposal.headerAt ?? 0;
  for (let i = from; i < all.length && !columns && !proposal.byShape; i++) {
    columns = matchHeader(all, i, bankLabels)?.columns ?? null;
    if (columns) headerLine = all[i];
  }
  const hasHeader = columns !== null;
  columns ??= inferColumns(all);
  if (!columns) return { columns: [], rows: [], outside: all, hasHeader: false };

  const rows: RawRow[] = [];
  const outside: Line[] = [];
  const markedSides = marksSides(all);
  let layout = columns;
  let carry: RawRow | null = null;
  let segmentIndex = 0;
  let lastSigned: SignedHeader | undefined;
  // Lines before the proposed header are not read as a table (a decoy or a summary table above it).
  const skipped = new Set(all.slice(0, from));
  // The blocks of a table printed in groups across the page (a check list), over its pages.
  let across: { headerText: string | undefined; start: number; blocks: RawRow[][] } | null = null;
  const endAcross = () => {
    const ordered = across && inNumberOrder(across.blocks);
    if (across && ordered) rows.splice(across.start, rows.length - across.start, ...ordered.flat());
    across = null;
  };
  for (const pageLines of pages) {
    const lines = skipped.size ? pageLines.filter((l) => !skipped.has(l)) : pageLines;
    outside.push(...pageLines.filter((l) => skipped.has(l)));
    // A row left without its amount at the foot of the previous page continues here.
    const rowOpen = carry !== null && !rowHasMoney(carry) && /\p{L}{2}/u.test(carry.description.join(' '));
    const page = pageTables(lines, layout, hasHeader, bankLabels, rowOpen, lastSigned);
    outside.push(...page.outside);
    for (const segment of page.segments) {
      layout = segment.columns;
      if (segment.headerText !== undefined) lastSigned = segment.sign ? { headerText: segment.headerText, sign: segment.sign } : undefined;
      const grouped = groupRows(segment.lines, layout, carry, balanceTerms, markedSides);
      if (segment.header && rows.length > 0) segmentIndex++;
      for (const row of grouped.rows) {
        if (segment.sign && !row.sectionSign) row.sectionSign = segment.sign;
        row.segment = segmentIndex;
      }
      if (!segment.across || across?.headerText !== segment.headerText) endAcross();
      if (segment.across) {
        across ??= { headerText: segment.headerText, start: rows.length, blocks: [] };
        across.blocks.push(grouped.rows);
      }
      rows.push(...grouped.rows);
      carry = grouped.last;
    }
  }
  endAcross();
  return { columns: layout, rows, outside, hasHeader, ...(headerLine ? { headerLine } : {}) };
}

/**
 * A list printed in groups across the page and over a page break (checks: number, date, amount,
 * three across) is read group by group, page by page; the numbers say how it runs. When every
 * group starts with a number and ordering the groups by it puts every number read in order, that
 * is the list's order (down the first column over both pages, then the next); otherwise null.
 */
function inNumberOrder(blocks: RawRow[][]): RawRow[][] | null {
  // The number is the reference cell's last whole number ("1294*"; a figure of the group to its left may precede it).
  const numberOf = (row: RawRow | undefined) => {
    const match = /(?:^|\s)(\d+)[^\d.,\s]*$/.exec(row?.reference?.trim() ?? '');
    return match ? Number(match[1]) : null;
  };
  const firsts = blocks.map((block) => numberOf(block[0]));
  if (blocks.length < 2 || firsts.some((n) => n === null)) return null;
  const ordered = blocks.map((block, k) => ({ block, first: firsts[k] as number })).sort((a, b) => a.first - b.first).map((b) => b.block);
  if (ordered.every((block, k) => block === blocks[k])) return null;
  const numbers = ordered.flat().map(numberOf).filter((n) => n !== null);
  return numbers.every((n, k) => k === 0 || n > (numbers[k - 1] as number)) ? ordered : null;
}

interface Segment {
  columns: Column[];
  lines: Line[];
  /** The segment starts under a header of its own (not a page continuing the previous table). */
  header?: boolean;
  /** +1 / -1 when the heading above the table says its amounts are all money in / all money out. */
  sign?: 1 | -1;
  /** The segment's header line, normalised. */
  headerText?: string;
  /** One of several column groups of a table printed side by side across the page. */
  across?: boolean;
}

interface PageTables {
  segments: Segment[];
  outside: Line[];
}

/** A section heading sits within this many font sizes above its table's header. */
const HEADING_GAP_EM = 3;

/**
 * The tables of one page. A page may hold several (deposits, then withdrawals), each under its
 * own header; a page that repeats no header continues the previous page's table.
 */
/** The header of the last table whose heading stated its side, so a page repeating it keeps that side. */
interface SignedHeader {
  headerText: string;
  sign: 1 | -1;
}

function pageTables(lines: Line[], previous: Column[], hasHeader: boolean, bankLabels?: BankLabels, rowOpen = false, continuing?: SignedHeader): PageTables {
  const segments: Segment[] = [];
  const outside: Line[] = [];
  let columns = previous;
  let from = 0;
  while (from < lines.length) {
    let start = -1;
    let sign: 1 | -1 | undefined;
    let underHeader = false;
    let headerText: string | undefined;
    let balancesOnly = false;
    for (let i = from; i < lines.length && hasHeader; i++) {
      const header = matchHeader(lines, i, bankLabels);
      if (!header) continue;
      start = i + header.lineCount;
      underHeader = true;
      columns = fitDateColumns(header.columns, lines.slice(start));
      const heading = headingAbove(lines, i, from);
      sign = sectionSign(heading);
      // The same header at the top of the next page, under no heading of its own, continues that table ("Checks Paid").
      headerText = normalizeLabel((lines[i] as Line).text);
      if (sign === undefined && heading.length === 0 && segments.length === 0 && continuing?.headerText === headerText) sign = continuing.sign;
      balancesOnly = isBalanceTable(heading);
      break;
    }
    // A page that repeats no header (or a table that has none) goes on at its next dated row.
    if (start < 0 && (segments.length === 0 || !hasHeader)) {
      // A page that repeats no header continues the table from its first dated row; a dateless
      // figure first (an account summary) is not enough, unless the previous page ended inside a
      // row that still waits for its amount.
      start = lines.slice(from).findIndex((line) => {
        const assigned = assign(line, columns);
        // A "BALANCE FORWARD" line heads the continued table too; the undated rows after it belong to the last day.
        return hasDate(assigned) || (rowOpen && hasMoney(assigned)) || (segments.length === 0 && isBalanceLabel(assigned, DEFAULT_BALANCE_TERMS) && assigned.has('balance'));
      });
      if (start >= 0) start += from;
    }
    if (start < 0) break;
    outside.push(...lines.slice(from, start));
    const body = tableBody(lines, start, columns);
    if (balancesOnly) {
      // Daily balances: not movements. Kept out of the rows, and of the columns that follow.
      outside.push(...body.lines);
      columns = previous;
    } else {
      // A table printed twice across (check number, date, amount | check number, date, amount) is read column group by column group.
      for (const group of columnGroups(columns)) {
        const sliced = group.length === columns.length ? body.lines : body.lines.map((l) => sliceLine(l, group)).filter((l) => l.cells.length > 0);
        segments.push({ columns: group, lines: sliced, ...(group.length < columns.length ? { across: true } : {}), ...(sign ? { sign } : {}), ...(underHeader ? { header: true } : {}), ...(headerText !== undefined ? { headerText } : {}) });
      }
    }
    if (body.end === from) break;
    from = body.end;
  }
  outside.push(...lines.slice(from));
  return { segments, outside };
}

/** The table's lines from `start` until the table visibly ends; `end` is the first line after it. */
function tableBody(lines: Line[], start: number, columns: Column[]): { lines: Line[]; end: number } {
  const body: Line[] = [];
  let rowsSeen = 0;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (PAGE_FURNITURE.test(line.text.trim())) continue;
    const assigned = assign(line, columns);
    const startsRow = isRowStart(assigned, columns);
    // Text in the date column that is not a date, on a line with no money: the table is over
    // (an account summary, a footer, the next section's heading), since wrapped descriptions
    // stay in their own column.
    // A heading right above the next table's header ends this table (it states that table's side).
    if (rowsSeen > 0 && !startsRow && isHeadingBeforeHeader(lines, i)) return { lines: body, end: i };
    if (rowsSeen > 0 && !startsRow && hasStrayDateText(line, columns)) {
      // A heading inside the table (a cardholder's name, a card number) when dated rows follow at once.
      // A section heading over a new header ends the table as before.
      const ahead = lines.slice(i + 1, i + 1 + IN_TABLE_HEADING_LOOKAHEAD);
      const dated = ahead.findIndex((next) => hasDate(assign(next, columns)));
      if (dated >= 0 && !ahead.slice(0, dated + 1).some((_, k) => matchHeader(lines, i + 1 + k) !== null)) continue;
      return { lines: body, end: i };
    }
    const previousLine = body[body.length - 1];
    if (previousLine && rowsSeen > 0 && !startsRow) {
      const pitch = Math.max(medianPitch(body), line.size * 1.1);
      if (line.top - previousLine.top > TABLE_END_GAP_PITCHES * pitch) return { lines: body, end: i };
    }
    if (startsRow) rowsSeen++;
    body.push(line);
  }
  return { lines: body, end: lines.length };
}

/** A short line of words only, followed by a line of words only that is a table header. */
function isHeadingBeforeHeader(lines: Line[], i: number): boolean {
  const line = lines[i] as Line;
  const next = lines[i + 1];
  const wordsOnly = (l: Line) => l.cells.every((c) => !/\d/.test(c.text));
  if (!next || line.cells.length > 3 || next.cells.length < 2 || !wordsOnly(line) || !wordsOnly(next)) return false;
  return matchHeader(lines, i + 1) !== null;
}

/**
 * The heading printed just above a table header: the nearest line above it (no further up than
 * `from`), if it is close and is words only. A summary line with figures is not a heading.
 */
function headingAbove(lines: Line[], headerIndex: number, from: number): Line[] {
  const header = lines[headerIndex] as Line;
  // A footnote printed between the heading and the header ("* Indicates a break in check number sequence") is skipped.
  let at = headerIndex - 1;
  if (/^[*•†]/.test(lines[at]?.text ?? '') && at - 1 >= from) at--;
  const above = lines[at];
  if (!above || at < from) return [];
  if (header.top - above.bottom > HEADING_GAP_EM * header.size) return [];
  if (above.cells.some((cell) => /\d/.test(cell.text))) return [];
  return [above];
}

function isBalanceTable(heading: Line[]): boolean {
  const text = normalizeLabel(heading.map((l) => l.text).join(' '));
  return text.length > 0 && BALANCE_TABLE_HEADINGS.some((term) => text.includes(term));
}

/**
 * Columns that repeat the same sequence of roles side by side (date, amount | date, amount) are
 * one narrow table printed in several groups across the page: one group each.
 */
function columnGroups(columns: Column[]): Column[][] {
  const kind = (c: Column) => (isDateRole(c.role) ? 'date' : c.role);
  const roles = columns.map(kind);
  for (let width = 2; width <= roles.length / 2; width++) {
    if (roles.length % width !== 0) continue;
    const first = roles.slice(0, width).join();
    let repeats = true;
    for (let k = width; k < roles.length && repeats; k += width) repeats = roles.slice(k, k + width).join() === first;
    if (repeats && roles.slice(0, width).includes('date')) {
      const groups: Column[][] = [];
      for (let k = 0; k < columns.length; k += width) groups.push(columns.slice(k, k + width).map((c) => (c.role === 'valueDate' ? { ...c, role: 'date' as ColumnRole } : c)));
      return groups;
    }
  }
  return [columns];
}

/** The part of a line inside a column group's horizontal extent (up to where the next group starts). */
function sliceLine(line: Line, group: Column[]): Line {
  const x0 = Math.min(...group.map((c) => c.x0)) - line.size * 4;
  const x1 = Math.max(...group.map((c) => c.x1)) + line.size;
  const cells = line.cells.filter((c) => c.x0 >= x0 && c.x1 <= x1);
  return { ...line, cells, text: cells.map((c) => c.text).join(' ') };
}

function sectionSign(heading: Line[]): 1 | -1 | undefined {
  const text = normalizeLabel(heading.map((l) => l.text).join(' '));
  if (!text) return undefined;
  const out = MONEY_OUT_SECTIONS.some((term) => text.includes(term));
  const into = MONEY_IN_SECTIONS.some((term) => text.includes(term));
  return out === into ? undefined : out ? -1 : 1;
}

function medianPitch(lines: Line[]): number {
  const pitches: number[] = [];
  for (let i = 1; i < lines.length; i++) pitches.push((lines[i] as Line).top - (lines[i - 1] as Line).top);
  pitches.sort((a, b) => a - b);
  return pitches[pitches.length >> 1] ?? 0;
}

const textOf = (assigned: Assigned, role: ColumnRole): string | undefined => {
  const cells = assigned.get(role);
  return cells && cells.length ? cells.map((c) => c.text).join(' ') : undefined;
};

function hasDate(assigned: Assigned): boolean {
  const date = textOf(assigned, 'date');
  return date !== undefined && looksLikeDate(date);
}

function hasMoney(assigned: Assigned): boolean {
  return ['debit', 'credit', 'amount'].some((role) => assigned.has(role as ColumnRole));
}

function hasStrayDateText(line: Line, columns: Column[]): boolean {
  return line.cells.some((cell) => {
    const role = textColumnFor(cell, columns, line.size)?.role;
    // A date OCR lost its separator from ("0403") is a date, not a heading in the date column.
    return (role === 'date' || role === 'valueDate') && !looksLikeDate(repairOcrDate(cell).text) && !isAmountText(cell.text) && !isOcrNoise(cell);
  });
}

/**
 * Specks and stains OCR read as letters ("Cw leiel oocNesmiLoveaDigk", under 50% sure on average):
 * not a heading or a summary that ends the table. Printed text reads far surer than this.
 */
function isOcrNoise(cell: Cell): boolean {
  return cell.words.reduce((sum, w) => sum + w.confidence, 0) < OCR_NOISE_CONFIDENCE * cell.words.length;
}

/**
 * A line that is only an in-table heading: null when it is not one, else the side it states for
 * the rows below (+1 money in, -1 money out, undefined when it states none).
 */
function inTableHeading(assigned: Assigned): 1 | -1 | undefined | null {
  if ([...assigned.keys()].some((role) => role !== 'description')) return null;
  const label = normalizeLabel(textOf(assigned, 'description') ?? '');
  if (!IN_TABLE_HEADINGS.includes(label)) return null;
  const out = MONEY_OUT_SECTIONS.some((t) => label.includes(t)) || /charges|purchases|fees|interest/.test(label);
  const into = MONEY_IN_SECTIONS.some((t) => label.includes(t)) || /payments|credits|deposits/.test(label);
  return out === into ? undefined : out ? -1 : 1;
}

/** A balance line ("BALANCE CARRIED FORWARD", "Saldo anterior") is a row of its own. */
function isBalanceLabel(assigned: Assigned, terms: BalanceTerms): boolean {
  const label = normalizeLabel(textOf(assigned, 'description') ?? '');
  const term = leadingTerm(label, [...terms.opening, ...terms.closing, ...terms.neutral]);
  if (!term) return false;
  // "Übertrag" alone, or with its figure, is a balance line; "ÜBERTRAG AUF SPARCARD" is a description.
  return /^[0-9]*$/.test(label.slice(term.length)) || assigned.has('balance') || hasMoney(assigned);
}

function isRowStart(assigned: Assigned, columns: Column[]): boolean {
  if (hasDate(assigned)) return true;
  // Without a date, a row needs its money where the table keeps money (any table without a date column).
  return hasMoney(assigned) && columns.some((c) => c.role === 'date' || !columns.some((d) => isDateRole(d.role)));
}


// ---------------------------------------------------------------------------------------------
// Cell → column

/** Splits cells that straddle columns (a date printed in one string with the description, say). */
function splitStraddling(cell: Cell, columns: Column[]): Cell[] {
  if (cell.words.length < 2) return [cell];
  if (looksLikeDate(cell.text) || isAmountText(cell.text)) return [cell];
  // A leading date: "01/15 CARD PURCHASE".
  for (let n = Math.min(3, cell.words.length - 1); n >= 1; n--) {
    const head = cell.words.slice(0, n);
    if (looksLikeDate(head.map((w) => w.text).join(' '))) {
      return [makeCell(head), ...splitStraddling(makeCell(cell.words.slice(n)), columns)];
    }
  }
  // A trailing reference or date printed so close to the description that they read as one cell.
  const lastWord = cell.words[cell.words.length - 1] as (typeof cell.words)[number];
  const slack = DATE_COLUMN_END_EM * lastWord.height;
  const tail = columns.find(
    (c) => (c.role === 'reference' || isDateRole(c.role)) && c.x0 > cell.x0 && lastWord.x >= c.x0 - slack && lastWord.x < c.x1,
  );
  if (tail && (tail.role === 'reference' ? /\d/.test(lastWord.text) : looksLikeDate(lastWord.text))) {
    return [...splitStraddling(makeCell(cell.words.slice(0, -1)), columns), makeCell([lastWord])];
  }
  // Trailing amounts reaching into numeric columns: "COFFEE 3.50"; or leading ones, where the
  // amount column comes before the description ("-84.53 TRANSFER TO ...").
  // An amount grouped with spaces ("7 126,30") is several words.
  const numeric = columns.filter((c) => isNumericRole(c.role));
  const inNumericColumn = (words: Cell['words']) => {
    const x0 = (words[0] as Cell['words'][number]).x;
    const lastOf = words[words.length - 1] as Cell['words'][number];
    return isAmountText(words.map((w) => w.text).join(' ')) && numeric.some((c) => x0 < c.x1 && lastOf.x + lastOf.width > c.x0);
  };
  for (let n = 1; n <= Math.min(3, cell.words.length - 1); n++) {
    const tailWords = cell.words.slice(-n);
    if (inNumericColumn(tailWords)) return [...splitStraddling(makeCell(cell.words.slice(0, -n)), columns), makeCell(tailWords)];
    const head = cell.words.slice(0, n);
    if (inNumericColumn(head)) return [makeCell(head), ...splitStraddling(makeCell(cell.words.slice(n)), columns)];
  }
  return [cell];
}

function numericColumnFor(cell: Cell, columns: Column[], size: number): Column | null {
  let best: Column | null = null;
  let bestDistance = Infinity;
  for (const column of columns) {
    if (!isNumericRole(column.role)) continue;
    const overlap = Math.min(cell.x1, column.x1) - Math.max(cell.x0, column.x0);
    const distance =
      overlap > 0
        ? -overlap
        : Math.min(
            Math.abs(cell.x1 - column.x1),
            Math.abs(cell.x0 - column.x0),
            Math.abs((cell.x0 + cell.x1) / 2 - (column.x0 + column.x1) / 2),
          );
    if (distance < bestDistance) {
      best = column;
      bestDistance = distance;
    }
  }
  return best && bestDistance <= NUMBER_COLUMN_REACH_EM * size ? best : null;
}

const isDateRole = (role: ColumnRole): boolean => role === 'date' || role === 'valueDate';

/**
 * The text column a cell starts in. Headers are often centred over wide columns ("Libellé" far
 * right of where descriptions start), so a date column ends where its dates end: text starting
 * beyond that belongs to the next column to the right.
 */
function textColumnFor(cell: Cell, columns: Column[], size: number): Column | null {
  const textColumns = columns.filter((c) => !isNumericRole(c.role));
  const slack = TEXT_COLUMN_SLACK_EM * size;
  let index = -1;
  textColumns.forEach((column, i) => {
    if (column.x0 <= cell.x0 + slack) index = i;
  });
  const chosen = textColumns[index];
  if (chosen && isDateRole(chosen.role) && cell.x0 > chosen.x1 + DATE_COLUMN_END_EM * size) {
    return textColumns.slice(index + 1).find((c) => !isDateRole(c.role)) ?? chosen;
  }
  return chosen ?? textColumns[0] ?? null;
}

/** How many table lines below a header are sampled to find where its date columns really end. */
const FIT_SAMPLE_LINES = 60;

/** Text starting this far (em) right of a date column's last date digit is in the next column. */
const DATE_COLUMN_END_EM = 0.3;

/**
 * Fits each date column to the dates printed under it: a header like "Date" is narrower than
 * "12/03/2025", and "Transaction Date" wider. Without dates below, the header's extent stays.
 */
function fitDateColumns(columns: Column[], lines: Line[]): Column[] {
  const sorted = [...columns].sort((a, b) => a.x0 - b.x0);
  return columns.map((column) => {
    if (!isDateRole(column.role)) return column;
    const next = sorted.find((c) => c.x0 > column.x0);
    let x1 = -Infinity;
    for (const line of lines.slice(0, FIT_SAMPLE_LINES)) {
      for (const cell of line.cells) {
        const inside = cell.x0 >= column.x0 - line.size && cell.x0 < (next?.x0 ?? Infinity);
        if (inside && looksLikeDate(cell.text)) x1 = Math.max(x1, cell.x1);
      }
    }
    return Number.isFinite(x1) ? { ...column, x1 } : column;
  });
}

/** A cell starting this many font sizes right of the table's last column stands beside the table. */
const BESIDE_TABLE_EM = 3;

/** The widest gap (in font sizes) a thousands separator printed as a space can leave. */
const THOUSANDS_GAP_EM = 1.5;

/**
 * "6 198,04" printed with a space for thousands can come apart into the cells "6" and "198,04"
 * (letter-spaced fonts, OCR word boxes); the bare leading groups would otherwise read as
 * description. Under a money column they are one amount again.
 */
function joinSplitThousands(cells: Cell[], columns: Column[], size: number): Cell[] {
  const out: Cell[] = [];
  for (let i = 0; i < cells.length; i++) {
    const first = cells[i] as Cell;
    let joined: Cell | null = null;
    // "2" "120" "308,56": a leading group of 1-3 digits, any number of 3-digit groups, the rest.
    for (let j = i + 1; /^[-(]?\d{1,3}$/.test(first.text) && j < cells.length; j++) {
      const next = cells[j] as Cell;
      if (!/^\d{3}(\D|$)/.test(next.text) || next.x0 - (cells[j - 1] as Cell).x1 >= THOUSANDS_GAP_EM * size) break;
      const candidate = makeCell(cells.slice(i, j + 1).flatMap((c) => c.words));
      if (isAmountText(candidate.text) && numericColumnFor(candidate, columns, size)) {
        joined = candidate;
        i = j;
        break;
      }
      if (!/^\d{3}$/.test(next.text)) break;
    }
    out.push(joined ?? first);
  }
  return out;
}

/** A cell within `slack` of a column's band. */
function overlaps(cell: Cell, column: Column, slack: number): boolean {
  return cell.x0 < column.x1 + slack && cell.x1 > column.x0 - slack;
}

/** Amounts that carry their side as a trailing letter ("177.93D", "86.93 C"), counted over the document. */
const SIDE_MARKED = /^\d[\d.,' ]*\d ?[CD]$/;
/** So many marked amounts make a convention, not an accident. */
const MIN_SIDE_MARKED = 3;

/** The document prints its amounts with a trailing D or C: an amount without one lost it to OCR. */
function marksSides(lines: Line[]): boolean {
  let marked = 0;
  for (const line of lines) for (const cell of line.cells) if (SIDE_MARKED.test(cell.text) && ++marked >= MIN_SIDE_MARKED) return true;
  return false;
}

/** An OCR cell that is an amount with its decimal separator lost, under a money column ("5344"). */
function repairsToMoney(cell: Cell, columns: Column[], size: number): boolean {
  const repaired = repairOcrAmount(cell);
  return repaired !== null && numericColumnFor(repaired, columns, size) !== null;
}

/** A money line with no readable date: the first cell under the date column may hold one in its noise. */
function salvageDate(cells: Cell[], columns: Column[], size: number): Cell[] {
  const dateColumn = columns.find((c) => c.role === 'date');
  if (!dateColumn) return cells;
  const under = cells.findIndex((c) => overlaps(c, dateColumn, size));
  // The salvage first: it refuses a text-layer cell at once, so text statements pay nothing more.
  const salvaged = under < 0 ? null : salvageOcrDate(cells[under] as Cell);
  if (!salvaged || cells.some((c) => looksLikeDate(repairOcrDate(c).text))) return cells;
  return [...cells.slice(0, under), ...salvaged, ...cells.slice(under + 1)];
}

function assign(line: Line, columns: Column[], markedSides = false): Assigned {
  const assigned: Assigned = new Map();
  const add = (role: ColumnRole, cell: Cell) => {
    const list = assigned.get(role) ?? [];
    list.push(cell);
    assigned.set(role, list);
  };
  // Figures well right of the table's last column, with their labels, belong to a box printed
  // beside it (a balance calculation, a sidebar); words alone there may be an unlabelled remarks column.
  const tableRight = Math.max(...columns.map((c) => c.x1)) + BESIDE_TABLE_EM * line.size;
  const beside = line.cells.some((c) => c.x0 > tableRight && isAmountText(c.text));
  const inside = beside ? line.cells.filter((c) => c.x0 <= tableRight) : line.cells;
  const split = joinSplitThousands(inside.map(repairOcrCell).flatMap((c) => splitStraddling(c, columns)), columns, line.size);
  // Only a line that moves money is a transaction whose date may have lost its separators: "77"
  // in an address under the date column is not 7/7.
  const movesMoney = split.some((c) => isAmountText(c.text) || repairsToMoney(c, columns, line.size));
  const cells = movesMoney ? salvageDate(split, columns, line.size) : split;
  // A line that already shows its movement (or its balance) as a real amount has no lost one of
  // that kind: a bare number there is a cheque or reference number, not "1000.00".
  const kindOf = (role: ColumnRole | undefined) => (role === 'balance' ? 'balance' : role ? 'movement' : undefined);
  const filled = new Set(cells.filter((c) => isAmountText(c.text)).map((c) => kindOf(numericColumnFor(c, columns, line.size)?.role)));
  for (const read of cells) {
    const cell = movesMoney && columns.some((c) => c.role === 'date' && overlaps(read, c, line.size)) ? repairOcrDate(read) : read;
    // "03.03" reads as a date and as an amount: under a date column it is the date.
    // A date starting in the description column is part of the text ("KAUF VOM" over "04.02.2024").
    const inText = () => {
      const role = textColumnFor(cell, columns, line.size)?.role;
      return role !== undefined && !isDateRole(role) && !isNumericRole(role);
    };
    const dateColumn = looksLikeDate(cell.text) && !inText() ? columns.find((c) => isDateRole(c.role) && overlaps(cell, c, line.size)) : undefined;
    if (dateColumn) {
      // A second date on the row is its value or posting date, whatever the header called it.
      add(dateColumn.role === 'date' && assigned.has('date') ? 'valueDate' : dateColumn.role, cell);
      continue;
    }
    // Before the figure as read: "411,940" is an amount too, but not the one printed.
    const unmarked = markedSides ? repairLostMarker(cell) : null;
    const unmarkedColumn = unmarked && numericColumnFor(unmarked, columns, line.size);
    if (unmarked && unmarkedColumn) {
      add(unmarkedColumn.role, unmarked);
      continue;
    }
    if (isAmountText(cell.text)) {
      const column = numericColumnFor(cell, columns, line.size);
      if (column) {
        add(column.role, cell);
        continue;
      }
    }
    const repaired = repairOcrAmount(cell);
    const repairedColumn = repaired && numericColumnFor(repaired, columns, line.size);
    if (repaired && repairedColumn && !filled.has(kindOf(repairedColumn.role)) && !assigned.has(repairedColumn.role)) {
      add(repairedColumn.role, repaired);
      continue;
    }
    const column = textColumnFor(cell, columns, line.size);
    let role: ColumnRole = column?.role ?? 'description';
    if ((role === 'date' || role === 'valueDate') && !looksLikeDate(cell.text)) role = 'description';
    if (role === 'date' && assigned.has('date') && columns.some((c) => c.role === 'valueDate')) role = 'valueDate';
    add(role, cell);
  }
  return assigned;
}

// ---------------------------------------------------------------------------------------------
// Lines → rows

interface Grouped {
  rows: RawRow[];
  /** The last row of the page, so that a day continuing on the next page keeps its date. */
  last: RawRow | null;
}

function newRow(line: Line): RawRow {
  return { page: line.page, top: line.top, lines: [], description: [], valueConfidence: 1 };
}

function addLine(row: RawRow, line: Line, assigned: Assigned): void {
  row.lines.push(line);
  for (const role of ['date', 'debit', 'credit', 'amount', 'balance'] as const) {
    for (const cell of assigned.get(role) ?? []) {
      for (const word of cell.words) row.valueConfidence = Math.min(row.valueConfidence, word.confidence);
      if ('repairedFrom' in cell) (row.repairs ??= []).push(`the ${role} read as "${cell.repairedFrom}" was taken as ${cell.text} (${(cell as RepairedCell).repairReason})`);
    }
  }
  const take = (role: ColumnRole, key: 'date' | 'valueDate' | 'typeCode' | 'reference' | 'direction') => {
    const text = textOf(assigned, role);
    if (text !== undefined && row[key] === undefined) row[key] = text;
  };
  if (row.date === undefined && assigned.has('date')) row.dateConfidence = Math.min(...(assigned.get('date') as Cell[]).flatMap((c) => c.words.map((w) => w.confidence)));
  take('date', 'date');
  take('valueDate', 'valueDate');
  take('typeCode', 'typeCode');
  take('reference', 'reference');
  take('direction', 'direction');
  const description = textOf(assigned, 'description');
  if (description) row.description.push(description);
  for (const role of ['debit', 'credit', 'amount', 'balance'] as const) {
    const text = textOf(assigned, role);
    if (text !== undefined && row[role] === undefined) row[role] = compactAmountText(text);
  }
}

const rowHasMoney = (row: RawRow): boolean =>
  row.debit !== undefined || row.credit !== undefined || row.amount !== undefined;

/**
 * Groups a page's table lines into rows. A row starts at a line with a date or a payment-type
 * code; a line with money closes the open row if it has none yet, else starts a dateless row;
 * a description-only line joins the open row, or, after a complete row, the row whose line is
 * nearer to it.
 */
function groupRows(lines: Line[], columns: Column[], carry: RawRow | null, balanceTerms: BalanceTerms, markedSides = false): Grouped {
  const infos = lines.map((line) => ({ line, assigned: assign(line, columns, markedSides) }));
  markTypeCodes(infos, columns);
  const rows: RawRow[] = [];
  let open: RawRow | null = null;
  let leading: RawRow | null = null;
  let headingSign: 1 | -1 | undefined;
  let dayDate: string | undefined;
  const balanceRows = new Set<RawRow>();
  // Only a table without a date column takes its dates from day headings.
  const datedByHeadings = !columns.some((c) => isDateRole(c.role));
  const start = (line: Line): RawRow => {
    const row = newRow(line);
    if (headingSign) row.sectionSign = headingSign;
    if (dayDate) row.date = dayDate;
    rows.push(row);
    return row;
  };
  for (let i = 0; i < infos.length; i++) {
    const { line, assigned } = infos[i] as (typeof infos)[number];
    // "Monday 4 March 2024": a day heading dates the rows below it (tables with no date column).
    const day = datedByHeadings && !hasMoney(assigned) ? dayHeading(line) : null;
    if (day) {
      dayDate = day;
      open = open && rowHasMoney(open) ? open : null;
      leading = null;
      continue;
    }
    const heading = inTableHeading(assigned);
    if (heading !== null) {
      // "New Charges", "Payments and Credits": not a description; it may state the rows' side.
      headingSign = heading;
      open = open && rowHasMoney(open) ? open : null;
      leading = null;
      continue;
    }
    // A balance with no date and no money ("Übertrag 1'234.56") is a line of its own.
    const balanceOnly = assigned.has('balance') && !hasMoney(assigned) && !hasDate(assigned);
    const startsRow = hasDate(assigned) || assigned.has('typeCode') || isBalanceLabel(assigned, balanceTerms) || (balanceOnly && open !== null && rowHasMoney(open));
    const money = hasMoney(assigned);
    if (open && leading === open && !isBalanceLabel(assigned, balanceTerms)) {
      // The row opened by a leading description line gets its date and money from this line.
      addLine(open, line, assigned);
      if (startsRow || money) leading = null;
      continue;
    }
    // A totals line ("TOTAL 732,763.89 776,727.82") is a row of its own, never the figures of the row above.
    const totalsLine = money && SUBTOTAL_TERMS.some((term) => normalizeLabel(textOf(assigned, 'description') ?? '').startsWith(term));
    // A "BALANCE FORWARD" row is complete with its balance: the money below it is the next row's.
    const afterBalanceRow = money && open !== null && balanceRows.has(open);
    if (startsRow || totalsLine || afterBalanceRow || (money && (!open || rowHasMoney(open)))) {
      open = start(line);
      if (isBalanceLabel(assigned, balanceTerms)) balanceRows.add(open);
      addLine(open, line, assigned);
      continue;
    }
    if (money && open) {
      addLine(open, line, assigned);
      continue;
    }
    if (!open) {
      if (assigned.has('balance') && !money) {
        // A balance line with no date before any row (a bare "brought forward" figure).
        open = start(line);
        addLine(open, line, assigned);
      }
      continue;
    }
    if (!rowHasMoney(open) || belongsToPrevious(infos, i)) {
      addLine(open, line, assigned);
      continue;
    }
    // A description line that leads the next row (its date and money are on a later line).
    open = start(line);
    addLine(open, line, assigned);
    leading = open;
  }
  inheritDates(rows, carry);
  return { rows, last: rows[rows.length - 1] ?? carry };
}

/**
 * After a complete row, a description-only line trails it unless it sits nearer to the row that
 * starts below it: tables that centre the date and amount vertically in a wrapped cell print the
 * first description line above the row's own line.
 */
function belongsToPrevious(infos: { line: Line; assigned: Assigned }[], index: number): boolean {
  const current = infos[index] as (typeof infos)[number];
  const previous = infos[index - 1];
  const next = infos[index + 1];
  if (!previous || !next) return true;
  const nextStartsRow = hasDate(next.assigned) || hasMoney(next.assigned) || next.assigned.has('typeCode');
  if (!nextStartsRow) return true;
  const above = current.line.top - previous.line.top;
  const below = next.line.top - current.line.top;
  return above <= below + SAME_PITCH_PT;
}

function inheritDates(rows: RawRow[], carry: RawRow | null): void {
  let lastDate = carry?.date;
  for (const row of rows) {
    if (row.date !== undefined) lastDate = row.date;
    else if (lastDate !== undefined) {
      row.date = lastDate;
      row.dateInherited = true;
    }
  }
}

/**
 * Some banks print a short payment-type code (SO, DD, BP, ATM, ")))") at the left of the details
 * column. They show as a second, narrower start position of description cells: short tokens at
 * x≈A on lines whose details continue at x≈B > A, where the wrapped lines start at B.
 */
function markTypeCodes(infos: { line: Line; assigned: Assigned }[], columns: Column[]): void {
  if (columns.some((c) => c.role === 'typeCode')) return;
  const firsts = infos
    .map((info) => info.assigned.get('description'))
    .filter((cells): cells is Cell[] => Boolean(cells && cells.length));
  const codeLike = (cells: Cell[]) => cells.length >= 2 && /^\S{1,4}$/.test((cells[0] as Cell).text);
  const withCode = firsts.filter(codeLike);
  if (withCode.length < 3) return;
  const codeX = median(withCode.map((cells) => (cells[0] as Cell).x0));
  const detailX = median(withCode.map((cells) => (cells[1] as Cell).x0));
  const size = infos[0]?.line.size ?? 8;
  if (detailX - codeX < size) return;
  const singles = firsts.filter((cells) => !codeLike(cells));
  const wrappedAtDetail = singles.filter((cells) => Math.abs((cells[0] as Cell).x0 - detailX) < size / 2).length;
  if (wrappedAtDetail < singles.length * 0.5) return;
  for (const info of infos) {
    const cells = info.assigned.get('description');
    if (!cells || !codeLike(cells)) continue;
    const first = cells[0] as Cell;
    if (Math.abs(first.x0 - codeX) > size / 2) continue;
    info.assigned.set('typeCode', [first]);
    info.assigned.set('description', cells.slice(1));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Tables without a header row

/**
 * Columns for a table printed without a header: rows that begin with a date and end in one to
 * three amounts. Amount columns are clustered by right edge; their roles are decided later by
 * the reconciler, so here the last of two or three is the balance, and a lone one the amount.
 */
function inferColumns(lines: Line[]): Column[] | null {
  // "03.03" reads as an amount too; in a row that begins with a date, a date is a date.
  const isMoney = (cell: Cell) => isAmountText(cell.text) && !looksLikeDate(cell.text);
  // The date starts the row, or follows a description printed first ("Gehalt PIXEL STORE  27.03.2024  2.000,44").
  const dateCellOf = new Map<Line, Cell>();
  const candidates = lines.filter((line) => {
    const [first, second] = line.cells;
    const date = first && looksLikeDate(first.text) ? first : second && first && !isAmountText(first.text) && looksLikeDate(second.text) ? second : undefined;
    if (!date) return false;
    const amounts = line.cells.slice(line.cells.indexOf(date) + 1).filter(isMoney);
    if (amounts.length < 1 || amounts.length > 3) return false;
    dateCellOf.set(line, date);
    return true;
  });
  if (candidates.length < MIN_HEADERLESS_ROWS) return null;
  const edges: { x0: number; x1: number; rows: Set<Line> }[] = [];
  for (const line of candidates) {
    for (const cell of line.cells.slice(line.cells.indexOf(dateCellOf.get(line) as Cell) + 1)) {
      if (!isMoney(cell)) continue;
      const cluster = edges.find((e) => Math.abs(e.x1 - cell.x1) < line.size * 2);
      if (cluster) {
        cluster.x0 = Math.min(cluster.x0, cell.x0);
        cluster.x1 = Math.max(cluster.x1, cell.x1);
        cluster.rows.add(line);
      } else edges.push({ x0: cell.x0, x1: cell.x1, rows: new Set([line]) });
    }
  }
  // A money column is printed on many rows; a figure or two elsewhere (a payment slip, a summary) is not one.
  // The rightmost column may be a balance printed only on each day's last row: it needs fewer.
  const minRows = Math.max(MIN_HEADERLESS_ROWS - 1, Math.ceil(candidates.length * MIN_SHAPE_COLUMN_SHARE));
  const rightmost = Math.max(...edges.map((e) => e.x1));
  edges.splice(0, edges.length, ...edges.filter((e) => e.rows.size >= minRows || (e.x1 === rightmost && e.rows.size >= MIN_HEADERLESS_ROWS - 1)));
  if (edges.length === 0) return null;
  edges.sort((a, b) => a.x1 - b.x1);
  const span = (cells: Cell[], role: ColumnRole): Column => ({
    role,
    x0: Math.min(...cells.map((c) => c.x0)),
    x1: Math.max(...cells.map((c) => c.x1)),
    label: '',
  });
  const inColumns = (line: Line) => line.cells.some((c) => isMoney(c) && edges.some((e) => e.rows.has(line)));
  const rowsInColumns = candidates.filter(inColumns);
  if (rowsInColumns.length < MIN_HEADERLESS_ROWS) return null;
  candidates.splice(0, candidates.length, ...rowsInColumns);
  const date = span(candidates.map((l) => dateCellOf.get(l) as Cell), 'date');
  const descriptionFirst = candidates.filter((l) => dateCellOf.get(l) !== l.cells[0]).length > candidates.length / 2;
  // A second date printed in the middle of most rows is the value date.
  const secondDates = candidates.flatMap((l) => l.cells.slice(1).filter((c) => looksLikeDate(c.text) && c.x1 < (edges[0]?.x0 ?? Infinity)).slice(0, 1));
  const valueDate = secondDates.length > candidates.length / 2 ? [span(secondDates, 'valueDate')] : [];
  // The description runs from after the last date column to the first amount column.
  const textStart = (valueDate[0]?.x1 ?? date.x1) + 1;
  const description: Column = descriptionFirst
    ? { role: 'description', x0: Math.min(...candidates.map((l) => (l.cells[0] as Cell).x0)), x1: date.x0 - 1, label: '' }
    : { role: 'description', x0: textStart, x1: (edges[0]?.x0 ?? textStart + 1) - 1, label: '' };
  const money = edges.slice(-3);
  // Two amount columns are debit/credit when rows fill one or the other, amount/balance when they fill both.
  const both = money.length === 2 ? [...(money[0] as (typeof money)[number]).rows].filter((r) => (money[1] as (typeof money)[number]).rows.has(r)).length : 0;
  const roles: ColumnRole[] =
    money.length === 1 ? ['amount'] : money.length === 2 ? (both > candidates.length / 2 ? ['amount', 'balance'] : ['debit', 'credit']) : ['debit', 'credit', 'balance'];
  const amounts = money.map((e, i) => ({ role: roles[i] as ColumnRole, x0: e.x0, x1: e.x1, label: '' }));
  return descriptionFirst ? [description, date, ...valueDate, ...amounts] : [date, ...valueDate, description, ...amounts];
}
