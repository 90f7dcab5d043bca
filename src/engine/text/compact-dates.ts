/**
 * Whether a document prints its dates as runs of digits ("210206", "20210206"), and in which order
 * of fields. Runs of six or eight digits are usually references, so they count as dates only where
 * many of them read as dates in one form and those dates lie together: within a year of the dates
 * the document prints in full (its period), or, without any, within a year of each other. A
 * statement spans weeks; references read as dates scatter over decades.
 */
import { plainFigures } from './digits.ts';
import { COMPACT_DATE_FORMS, type CompactDateForm, type DateOrder, daysBetween, isoDate, parseCompactDate, parseDateParts } from './date.ts';

/** Fewer runs than this that read as dates say nothing. */
const MIN_COMPACT_DATES = 3;
/** Dates of one statement lie within this many days of its printed dates, or of each other. */
const SPAN_DAYS = 400;
/** Share of the runs of a form's length that must read as dates in it. */
const MIN_SHARE = 0.5;
const EPOCH = '1970-01-01';
const ORDERS: readonly DateOrder[] = ['YMD', 'DMY', 'MDY'];

/** The compact form the document's dates are printed in, or null when it prints none. */
export function detectCompactDates(texts: readonly string[]): CompactDateForm | null {
  const runs = texts.map((t) => plainFigures(t).trim()).filter((t) => /^\d{6}$|^\d{8}$/.test(t));
  if (runs.length < MIN_COMPACT_DATES) return null;
  const anchors = printedDays(texts);
  let best: { form: CompactDateForm; count: number } | null = null;
  for (const form of COMPACT_DATE_FORMS) {
    const candidates = runs.filter((r) => r.length === form.length);
    const days = candidates.flatMap((run) => {
      const parts = parseCompactDate(run, form);
      const iso = parts?.year ? isoDate(parts.year, parts.month, parts.day) : null;
      return iso ? [daysBetween(EPOCH, iso)] : [];
    });
    const count = anchors.length
      ? days.filter((d) => d >= (anchors[0] as number) - SPAN_DAYS && d <= (anchors[anchors.length - 1] as number) + SPAN_DAYS).length
      : densest(days);
    if (count >= MIN_COMPACT_DATES && count >= MIN_SHARE * candidates.length && count > (best?.count ?? 0)) best = { form, count };
  }
  return best?.form ?? null;
}

/** Day numbers of the dates printed with their year in an ordinary form, sorted. */
function printedDays(texts: readonly string[]): number[] {
  const days: number[] = [];
  for (const text of texts) {
    for (const order of ORDERS) {
      const parts = parseDateParts(text, order);
      const iso = parts?.year ? isoDate(parts.year, parts.month, parts.day) : null;
      if (iso) {
        days.push(daysBetween(EPOCH, iso));
        break;
      }
    }
  }
  return days.sort((a, b) => a - b);
}

/** The most day numbers within one span. */
function densest(days: number[]): number {
  const sorted = [...days].sort((a, b) => a - b);
  let most = 0;
  for (let start = 0, end = 0; end < sorted.length; end++) {
    while ((sorted[end] as number) - (sorted[start] as number) > SPAN_DAYS) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
