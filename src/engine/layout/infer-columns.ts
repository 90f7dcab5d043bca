/**
 * Columns for a table printed without a header, from the shape of its rows.
 */
import { isAmountText } from '../text/amount-text.ts';
import { looksLikeDate } from '../text/date.ts';
import { type Column } from './header.ts';
import { type Cell, type Line } from './lines.ts';
import { type ColumnRole } from './vocabulary.ts';

/** Minimum rows that look like transactions before a headerless table is believed. */
const MIN_HEADERLESS_ROWS = 3;
/** A headerless money column holds figures on at least this share of the dated rows. */
const MIN_SHAPE_COLUMN_SHARE = 0.15;

/**
 * Columns for a table printed without a header: rows that begin with a date and end in one to
 * three amounts. Amount columns are clustered by right edge; their roles are decided later by
 * the reconciler, so here the last of two or three is the balance, and a lone one the amount.
 */
export function inferColumns(lines: Line[]): Column[] | null {
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
