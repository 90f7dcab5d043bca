/**
 * Dates OCR damaged but still read as a date ("14/10" read "410", "21/10" read "2010", both with
 * low confidence): in a statement whose rows run in date order, an OCR row dated before the row
 * above it or after the row below it is out of place. Its printed digits are edited by one digit (one inserted, changed
 * or dropped); when exactly one edit gives a date between its neighbours, that is the date read.
 * A statement not in date order, or a row with no single such reading, is left as it is.
 * A second date printed on the row (a value date) is a second reading of the same day: a date
 * that agrees with it is confirmed, and among the edits that fit, the one that agrees with it wins
 * (then even a surely read date is mended: OCR read one figure of it surely and wrongly). Failing
 * both, a date whose one fitting reading doubles one of its figures takes it, however surely it
 * was read: two like glyphs side by side are read as one ("1.11" for 11.11, "1/03" for 11/03).
 */
import { parseDateParts, resolveDate } from '../text/date.ts';
import type { RowContext, TypedRow } from './rows.ts';

/** Share of consecutive dated rows that may go back in time in a statement still in date order (one always may). */
const OUT_OF_ORDER_SHARE = 0.1;
/** Too few rows say nothing about order. */
const MIN_DATED_ROWS = 6;
/**
 * A date OCR read at least this surely is taken as printed: out of order it is the statement's
 * own order (a card's sections each start again), not a misreading.
 */
const SURE_DATE = 0.7;

export function repairDateOrder(rows: TypedRow[], context: RowContext, ocrPages: ReadonlySet<number>): void {
  // Rows that carry the date of the row above print none of their own: no evidence of order.
  const dated = rows.filter((r) => r.kind === 'transaction' && r.date !== null && !r.raw.dateInherited);
  if (dated.length < MIN_DATED_ROWS || !dated.some((r) => ocrPages.has(r.raw.page))) return;
  let descents = 0;
  for (let i = 1; i < dated.length; i++) if ((dated[i - 1]?.date as string) > (dated[i]?.date as string)) descents++;
  if (descents > Math.max(1, OUT_OF_ORDER_SHARE * (dated.length - 1))) return;

  // Every OCR date its value date does not confirm, the least sure first: of two rows out of
  // order with each other, the worse-read one is mended and the other is then in place.
  const candidates = dated
    .map((row, i) => ({ row, i }))
    .filter(({ row }) => ocrPages.has(row.raw.page) && row.raw.date !== undefined && row.date !== row.valueDate)
    .sort((a, b) => (a.row.raw.dateConfidence ?? 1) - (b.row.raw.dateConfidence ?? 1));
  for (const { row, i } of candidates) {
    const date = row.date as string;
    const before = dated[i - 1]?.date ?? null;
    // The next row not itself before this row's predecessor: two misread rows in a run are mended one after the other.
    const after = dated.slice(i + 1).find((r) => before === null || (r.date as string) >= before)?.date ?? null;
    if (before === null || after === null || before > after || (date >= before && date <= after)) continue;
    const fitting = (texts: Set<string>) => {
      const dates = new Set<string>();
      for (const text of texts) {
        const parts = parseDateParts(text, context.dateOrder);
        const resolved = parts && resolveDate(parts, context.period, context.latestDate);
        if (resolved && resolved.date >= before && resolved.date <= after) dates.add(resolved.date);
      }
      return dates;
    };
    const fits = fitting(oneDigitEdits(row.raw.date as string));
    const doubled = fitting(doubledDigits(row.raw.date as string));
    const agreeing = row.valueDate !== undefined && fits.has(row.valueDate) ? row.valueDate : null;
    const only = fits.size === 1 && (row.raw.dateConfidence ?? 1) < SURE_DATE ? ([...fits][0] as string) : null;
    const twin = doubled.size === 1 ? ([...doubled][0] as string) : null;
    const fixed = agreeing ?? only ?? twin;
    if (fixed === null) continue;
    const why = agreeing
      ? 'the one-digit reading that keeps the rows in date order and agrees with the date printed beside it'
      : only
        ? 'the only one-digit reading that keeps the rows in date order'
        : 'a doubled figure read once, the only such reading that keeps the rows in date order';
    row.repairs ??= [];
    row.repairs.push(`the date read as "${row.raw.date}" was taken as ${fixed}, ${why}`);
    row.date = fixed;
  }
}

/** `text` with one of its figures doubled: OCR often reads two like glyphs side by side as one ("1.11" for 11.11). */
function doubledDigits(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i] as string)) out.add(text.slice(0, i) + text[i] + text.slice(i));
  return out;
}

/** Every text one digit away from `text`: a digit inserted, changed or dropped. */
function oneDigitEdits(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= text.length; i++) {
    for (let d = 0; d <= 9; d++) {
      out.add(text.slice(0, i) + d + text.slice(i));
      if (i < text.length && /\d/.test(text[i] as string)) out.add(text.slice(0, i) + d + text.slice(i + 1));
    }
    if (i < text.length && /\d/.test(text[i] as string)) out.add(text.slice(0, i) + text.slice(i + 1));
  }
  out.delete(text);
  return out;
}
