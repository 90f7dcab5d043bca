/**
 * Lines → rows: a row starts at a date (or a payment-type code, or a balance label); wrapped
 * description lines join the row they belong to; rows that print no date take the previous one's,
 * across a page break too.
 */
import { compactAmountText } from '../text/amount-text.ts';
import type { RepairedCell } from './ocr-repair.ts';
import { dayHeading } from './day-heading.ts';
import type { Column } from './header.ts';
import { type Cell, type Line, normalizeLabel } from './lines.ts';
import { type BalanceTerms, type ColumnRole, SUBTOTAL_TERMS } from './vocabulary.ts';
import type { RawRow } from './raw-row.ts';
import { type Assigned, assign, hasDate, hasMoney, inTableHeading, isBalanceLabel, isDateRole, textOf } from './assign.ts';

/** Line pitches closer than this are equal: a tie keeps a wrapped line with the row above. */
const SAME_PITCH_PT = 1;

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
      if ('repairedFrom' in cell) {
        row.repairs ??= [];
        row.repairs.push(`the ${role} read as "${cell.repairedFrom}" was taken as ${cell.text} (${(cell as RepairedCell).repairReason})`);
      }
    }
  }
  const take = (role: ColumnRole, key: 'date' | 'valueDate' | 'typeCode' | 'reference' | 'direction') => {
    const text = textOf(assigned, role);
    if (text !== undefined && row[key] === undefined) row[key] = text;
  };
  if (row.date === undefined && assigned.has('date'))
    row.dateConfidence = Math.min(...(assigned.get('date') as Cell[]).flatMap((c) => c.words.map((w) => w.confidence)));
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

export const rowHasMoney = (row: RawRow): boolean => row.debit !== undefined || row.credit !== undefined || row.amount !== undefined;

/**
 * Groups a page's table lines into rows. A row starts at a line with a date or a payment-type
 * code; a line with money closes the open row if it has none yet, else starts a dateless row;
 * a description-only line joins the open row, or, after a complete row, the row whose line is
 * nearer to it.
 */
export function groupRows(lines: Line[], columns: Column[], carry: RawRow | null, balanceTerms: BalanceTerms, markedSides = false): Grouped {
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
    const startsRow =
      hasDate(assigned) || assigned.has('typeCode') || isBalanceLabel(assigned, balanceTerms) || (balanceOnly && open !== null && rowHasMoney(open));
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
  const firsts = infos.map((info) => info.assigned.get('description')).filter((cells): cells is Cell[] => Boolean(cells?.length));
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
