/**
 * Lines → raw table rows: the table reader. Finds the header (or infers columns for a table
 * without one), reads each page's tables (page-tables.ts), assigns cells to column bands
 * (assign.ts) and groups lines into rows (group-rows.ts). Values stay text here; parsing comes later.
 */
import type { RawRow } from './raw-row.ts';
import { type BankLabels, type Column, isNumericRole, matchHeader, namesDateKinds } from './header.ts';
import type { Line } from './lines.ts';
import { type BalanceTerms, DEFAULT_BALANCE_TERMS } from './vocabulary.ts';
import { type HeaderFinder, type SignedHeader, pageTables } from './page-tables.ts';
import { marksSides } from './assign.ts';
import { groupRows, rowHasMoney } from './group-rows.ts';
import { contentColumns, repeatedLabels, transactionFigures } from './content-columns.ts';

export type { RawRow } from './raw-row.ts';

export interface TableScan {
  columns: Column[];
  rows: RawRow[];
  /** Lines that belong to no table row: summaries, addresses, footers. Used for metadata. */
  outside: Line[];
  /** True when the columns came from a header row (false: inferred from the rows' shape). */
  hasHeader: boolean;
  /** The header says which of two dates is the transaction's (labels like "Value date", "Transaction date"). */
  datesNamed: boolean;
  /** The header line the table was read under first. */
  headerLine?: Line;
}

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

export function readTable(
  pages: Line[][],
  bankLabels?: BankLabels,
  balanceTerms: BalanceTerms = DEFAULT_BALANCE_TERMS,
  proposal: TableProposal = {},
): TableScan {
  const all = pages.flat();
  let columns: Column[] | null = null;
  let headerLine: Line | undefined;
  const from = proposal.headerAt ?? 0;
  for (let i = from; i < all.length && !columns && !proposal.byShape; i++) {
    columns = matchHeader(all, i, bankLabels)?.columns ?? null;
    if (columns) headerLine = all[i];
  }
  const hasHeader = columns !== null;
  // Without a header the vocabulary knows, the columns come from what the rows hold; the label
  // line above them (in whatever language) then marks where the table repeats, as a header would.
  const content = hasHeader ? null : contentColumns(all);
  columns ??= content?.columns ?? null;
  if (!columns) return { columns: [], rows: [], outside: all, hasHeader: false, datesNamed: false };
  const findHeader: HeaderFinder | null = hasHeader
    ? (lines, i) => matchHeader(lines, i, bankLabels)
    : content?.header
      ? repeatedLabels(content.header, content.columns)
      : null;
  const datesNamed = namesDateKinds(columns);

  const rows: RawRow[] = [];
  const outside: Line[] = [];
  const markedSides = marksSides(all);
  let layout = columns;
  let carry: RawRow | null = null;
  let segmentIndex = 0;
  let lastSigned: SignedHeader | undefined;
  let lastHeader: string | undefined;
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
    // A table read by its content is read again by the content of a page whose figures stand
    // outside its money columns: pages of one statement can set their columns apart (another
    // account's table printed narrower).
    const own = content && pages.length > 1 && !figuresFit(lines, layout) ? contentColumns(lines) : null;
    if (own) layout = own.columns;
    const pageFinder = own?.header ? repeatedLabels(own.header, own.columns) : findHeader;
    const page = pageTables(lines, layout, pageFinder, rowOpen, lastSigned, !hasHeader);
    outside.push(...page.outside);
    for (const segment of page.segments) {
      layout = segment.columns;
      if (segment.headerText !== undefined) {
        lastHeader = segment.headerText;
        lastSigned = segment.sign ? { headerText: segment.headerText, sign: segment.sign } : undefined;
      }
      const grouped = groupRows(segment.lines, layout, carry, balanceTerms, markedSides);
      if (segment.header && rows.length > 0) segmentIndex++;
      // A table with no header goes on over the page break under the side its last heading set, until a heading of its own.
      const continued = !hasHeader && !segment.sign && segment === page.segments[0] ? rows[rows.length - 1]?.sectionSign : undefined;
      let inherited = segment.sign ?? continued;
      for (const row of grouped.rows) {
        if (row.sectionSign && continued) inherited = segment.sign;
        if (inherited && !row.sectionSign) row.sectionSign = inherited;
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
    // A heading at the page's foot states the side of the table the next page starts with the same header.
    if (page.footSign && lastHeader !== undefined) lastSigned = { headerText: lastHeader, sign: page.footSign };
  }
  endAcross();
  return { columns: layout, rows, outside, hasHeader, datesNamed, ...(headerLine ? { headerLine } : {}) };
}

/** Most of a page's transaction figures stand within this many font sizes of a money column... */
const FIGURE_REACH_EM = 2;

/** ...or the page's columns are set apart from the ones before. */
function figuresFit(lines: Line[], columns: Column[]): boolean {
  const money = columns.filter((c) => isNumericRole(c.role));
  const figures = transactionFigures(lines);
  const fit = figures.filter(({ line, item }) =>
    money.some((c) => item.x0 < c.x1 + FIGURE_REACH_EM * line.size && item.x1 > c.x0 - FIGURE_REACH_EM * line.size),
  );
  return fit.length * 2 >= figures.length;
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
  const ordered = blocks
    .map((block, k) => ({ block, first: firsts[k] as number }))
    .sort((a, b) => a.first - b.first)
    .map((b) => b.block);
  if (ordered.every((block, k) => block === blocks[k])) return null;
  const numbers = ordered
    .flat()
    .map(numberOf)
    .filter((n) => n !== null);
  return numbers.every((n, k) => k === 0 || n > (numbers[k - 1] as number)) ? ordered : null;
}
