/**
 * Which of two printed dates is the transaction's own. A header that names them ("Value date",
 * "Transaction date", "Date valeur") decides. Otherwise the general rule decides: a transaction
 * precedes its posting, so the date that is never the later one is the transaction date. When
 * neither date is always the earlier (a value date falls before or after), nothing printed
 * decides: the first printed is kept and the choice is reported, never made silently.
 */
import type { RawRow } from '../layout/table.ts';
import { type DateOrder, parseDateParts } from '../text/date.ts';
import type { Period } from '../text/period.ts';

export interface DateColumns {
  rows: RawRow[];
  /** The second printed date was taken as the transaction's. */
  swapped?: boolean;
  /** Set when the two dates could not be told apart: what was chosen, for an AMBIGUOUS_READING warning. */
  ambiguity?: string;
}

/** Month and day as one comparable number (years are rarely printed on both and never differ by more than one). */
function dayKey(text: string, order: DateOrder): number | null {
  const parts = parseDateParts(text, order);
  return parts ? parts.month * 100 + parts.day : null;
}

/** Month-day keys this far apart straddle a year's end (31 Dec vs 2 Jan): compare across it. */
const YEAR_END_SPAN = 600;

function compare(a: number, b: number): number {
  if (Math.abs(a - b) > YEAR_END_SPAN) return a > b ? -1 : 1;
  return a - b;
}

/** A printed date outside the period (a date without a year takes the year that puts it nearest the period). */
function outsidePeriod(text: string | undefined, order: DateOrder, period: Period): boolean {
  const parts = text === undefined ? null : parseDateParts(text, order);
  if (!parts) return false;
  const monthDay = `${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  const years = parts.year !== null ? [parts.year] : [Number(period.start.slice(0, 4)), Number(period.end.slice(0, 4))];
  return years.every((year) => {
    const date = `${year}-${monthDay}`;
    return date < period.start || date > period.end;
  });
}

/** The rows with their two dates swapped: the second printed is the transaction's. */
const swapped = (rows: RawRow[]): RawRow[] =>
  rows.map((r) => (r.date !== undefined && r.valueDate !== undefined && !r.dateInherited ? { ...r, date: r.valueDate, valueDate: r.date } : r));

/**
 * `declared`: a bank profile lists both date columns, so it says which of the two (left or right on
 * the page) is the transaction's; that binds where the header does not name them.
 */
/** Rows on which the rule "a transaction precedes its posting" must decide before its choice goes unreported. */
const MIN_RULE_ROWS = 3;

export function orderDateColumns(rows: RawRow[], datesNamed: boolean, order: DateOrder, declared?: 'left' | 'right', period?: Period | null): DateColumns {
  if (datesNamed) return { rows };
  if (declared) return declared === 'left' ? { rows } : { rows: swapped(rows), swapped: true };
  let firstEarlier = 0;
  let firstLater = 0;
  for (const row of rows) {
    if (row.date === undefined || row.valueDate === undefined || row.dateInherited) continue;
    const first = dayKey(row.date, order);
    const second = dayKey(row.valueDate, order);
    if (first === null || second === null) continue;
    const sign = compare(first, second);
    if (sign < 0) firstEarlier++;
    else if (sign > 0) firstLater++;
  }
  if (firstLater === 0) return { rows };
  if (firstEarlier === 0) {
    // The second date is never the later one: it is the transaction's, the first its posting.
    // On a row or two that is thin evidence (a value date may fall before the transaction's): said so.
    const thin =
      firstLater < MIN_RULE_ROWS
        ? {
            ambiguity: `each row prints two dates and nothing names them: the second is earlier on ${firstLater} row${firstLater > 1 ? 's' : ''} only, so it was taken as the transaction date (a transaction precedes its posting), but it may be a value date`,
          }
        : {};
    return { rows: swapped(rows), swapped: true, ...thin };
  }
  // A value date falls either side of the transaction's: the transaction's own date stays within
  // the printed period, and a column that leaves it is the value date.
  if (period) {
    const leaves = (pick: (r: RawRow) => string | undefined) =>
      rows.filter((r) => !r.dateInherited && r.valueDate !== undefined && outsidePeriod(pick(r), order, period)).length;
    const [firstLeaves, secondLeaves] = [leaves((r) => r.date), leaves((r) => r.valueDate)];
    if (firstLeaves > 0 && secondLeaves === 0) return { rows: swapped(rows), swapped: true };
    if (secondLeaves > 0 && firstLeaves === 0) return { rows };
  }
  return {
    rows,
    ambiguity: `each row prints two dates and nothing says which is the transaction's: the first is earlier on ${firstEarlier} rows and later on ${firstLater}; the first printed was taken as the transaction date`,
  };
}
