/**
 * The tables of one page: where each starts (a header, or the next dated row on a page that
 * repeats none), where it visibly ends, the heading above it that may state its side, and tables
 * printed in column groups across the page.
 */
import { looksLikeDate } from '../text/date.ts';
import { type Column, type HeaderMatch, matchHeader } from './header.ts';
import { type Line, normalizeLabel } from './lines.ts';
import { profileHeadingSign } from './side-headings.ts';
import { BALANCE_TABLE_HEADINGS, type ColumnRole, DEFAULT_BALANCE_TERMS, MONEY_IN_SECTIONS, MONEY_OUT_SECTIONS, PAGE_FURNITURE } from './vocabulary.ts';
import { assign, hasDate, hasMoney, hasStrayDateText, isBalanceLabel, isDateRole, isRowStart } from './assign.ts';

/** Lines looked ahead for a dated row before text in the date column is taken to end the table. */
const IN_TABLE_HEADING_LOOKAHEAD = 3;
/** A gap between table lines wider than this many line pitches ends the table (summaries, footers). */
const TABLE_END_GAP_PITCHES = 2.6;

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
  /** The side stated by a heading at the foot of the page, after its last table: the next page's table is under it. */
  footSign?: 1 | -1;
}

/** A section heading sits within this many font sizes above its table's header. */
const HEADING_GAP_EM = 3;

/**
 * The tables of one page. A page may hold several (deposits, then withdrawals), each under its
 * own header; a page that repeats no header continues the previous page's table.
 */
/** The header of the last table whose heading stated its side, so a page repeating it keeps that side. */
export interface SignedHeader {
  headerText: string;
  sign: 1 | -1;
}

/** Where a table's header stands: the vocabulary's match, or a content table's own label line repeated. */
export type HeaderFinder = (lines: Line[], index: number) => HeaderMatch | null;

/** Headers the built-in vocabulary recognises (no bank's own labels). */
const vocabularyHeaders: HeaderFinder = (lines, index) => matchHeader(lines, index);

/**
 * `findHeader`: where tables start under their header (null: a table without one). `resume`: after
 * a table ends, the page's next dated row starts another even without a header (a content table,
 * whose label line need not repeat over each part).
 */
export function pageTables(
  lines: Line[],
  previous: Column[],
  findHeader: HeaderFinder | null,
  rowOpen = false,
  continuing?: SignedHeader,
  resume = findHeader === null,
): PageTables {
  const hasHeader = findHeader !== null;
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
      const header = (findHeader as HeaderFinder)(lines, i);
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
    if (start < 0 && (segments.length === 0 || resume)) {
      // A page that repeats no header continues the table from its first dated row; a dateless
      // figure first (an account summary) is not enough, unless the previous page ended inside a
      // row that still waits for its amount.
      start = lines.slice(from).findIndex((line) => {
        const assigned = assign(line, columns);
        // A "BALANCE FORWARD" line heads the continued table too; the undated rows after it belong to the last day.
        return (
          hasDate(assigned) ||
          (rowOpen && hasMoney(assigned)) ||
          (segments.length === 0 && isBalanceLabel(assigned, DEFAULT_BALANCE_TERMS) && assigned.has('balance'))
        );
      });
      if (start >= 0) {
        start += from;
        // A table with no header line: the heading just above its first row may state its side ("Belastungen").
        if (!underHeader) sign = sectionSign(headingAbove(lines, start, from));
      }
    }
    if (start < 0) break;
    outside.push(...lines.slice(from, start));
    const body = tableBody(lines, start, columns, findHeader ?? vocabularyHeaders);
    if (balancesOnly) {
      // Daily balances: not movements. Kept out of the rows, and of the columns that follow.
      outside.push(...body.lines);
      columns = previous;
    } else {
      // A table printed twice across (check number, date, amount | check number, date, amount) is read column group by column group.
      for (const group of columnGroups(columns)) {
        const sliced = group.length === columns.length ? body.lines : body.lines.map((l) => sliceLine(l, group)).filter((l) => l.cells.length > 0);
        segments.push({
          columns: group,
          lines: sliced,
          ...(group.length < columns.length ? { across: true } : {}),
          ...(sign ? { sign } : {}),
          ...(underHeader ? { header: true } : {}),
          ...(headerText !== undefined ? { headerText } : {}),
        });
      }
    }
    if (body.end === from) break;
    from = body.end;
  }
  outside.push(...lines.slice(from));
  const footSign = headingAtFoot(lines.slice(from));
  return { segments, outside, ...(footSign ? { footSign } : {}) };
}

/**
 * A heading left alone at the foot of a page (its table starts on the next one): the last line of
 * words only, with nothing after it but lines holding numbers (a page number, a footer).
 */
function headingAtFoot(trailing: Line[]): 1 | -1 | undefined {
  const wordsOnly = (l: Line) => l.cells.length <= 3 && l.cells.every((c) => !/\d/.test(c.text));
  const last = trailing.findLastIndex(wordsOnly);
  if (last < 0 || trailing.slice(last + 1).some((l) => !l.cells.some((c) => /\d/.test(c.text)) || l.cells.some((c) => looksLikeDate(c.text)))) return undefined;
  return sectionSign([trailing[last] as Line]);
}

/** The table's lines from `start` until the table visibly ends; `end` is the first line after it. */
function tableBody(lines: Line[], start: number, columns: Column[], findHeader: HeaderFinder): { lines: Line[]; end: number } {
  const body: Line[] = [];
  let rowsSeen = 0;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] as Line;
    if (PAGE_FURNITURE.test(line.text.trim())) continue;
    const assigned = assign(line, columns);
    const startsRow = isRowStart(assigned, columns);
    // The next table's header (repeated, or another table's) ends this one.
    if (rowsSeen > 0 && !startsRow && findHeader(lines, i) !== null) return { lines: body, end: i };
    // Text in the date column that is not a date, on a line with no money: the table is over
    // (an account summary, a footer, the next section's heading), since wrapped descriptions
    // stay in their own column.
    // A heading right above the next table's header ends this table (it states that table's side).
    if (rowsSeen > 0 && !startsRow && isHeadingBeforeHeader(lines, i, findHeader)) return { lines: body, end: i };
    if (rowsSeen > 0 && !startsRow && hasStrayDateText(line, columns)) {
      // A heading inside the table (a cardholder's name, a card number) when dated rows follow at once.
      // A section heading over a new header ends the table as before.
      const ahead = lines.slice(i + 1, i + 1 + IN_TABLE_HEADING_LOOKAHEAD);
      const dated = ahead.findIndex((next) => hasDate(assign(next, columns)));
      if (dated >= 0 && !ahead.slice(0, dated + 1).some((_, k) => findHeader(lines, i + 1 + k) !== null)) {
        // One that states a side ("Credits") sets the rows under it: the rows are grouped with it.
        if (sectionSign([line]) !== undefined) body.push(line);
        continue;
      }
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
function isHeadingBeforeHeader(lines: Line[], i: number, findHeader: HeaderFinder): boolean {
  const line = lines[i] as Line;
  const next = lines[i + 1];
  const wordsOnly = (l: Line) => l.cells.every((c) => !/\d/.test(c.text));
  if (!next || line.cells.length > 3 || next.cells.length < 2 || !wordsOnly(line) || !wordsOnly(next)) return false;
  return findHeader(lines, i + 1) !== null;
}

/**
 * The heading printed just above a table header (or a header-less table's first row): the nearest
 * line above it (no further up than `from`), if it is close and is words only. A summary line with
 * figures is not a heading.
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
      for (let k = 0; k < columns.length; k += width)
        groups.push(columns.slice(k, k + width).map((c) => (c.role === 'valueDate' ? { ...c, role: 'date' as ColumnRole } : c)));
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

export function sectionSign(heading: Line[]): 1 | -1 | undefined {
  const text = normalizeLabel(heading.map((l) => l.text).join(' '));
  if (!text) return undefined;
  const declared = profileHeadingSign(text);
  if (declared) return declared;
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

/** How many table lines below a header are sampled to find where its date columns really end. */
const FIT_SAMPLE_LINES = 60;

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
