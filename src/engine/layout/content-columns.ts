/**
 * Columns from what the rows hold, not from what a header calls them. A transaction line opens or
 * closes with a date and carries figures, whatever the statement's language; its words are typed
 * by content (dates, amounts, side marks, text), and the columns are where those kinds line up
 * across the rows: dates by their left edge, amounts by their right edge (figures are right
 * aligned), side marks by their centre, the description where the rows' text starts. The roles of
 * the money columns are a first guess that the reading search (engine/read) varies and the
 * arithmetic decides.
 */
import { moneySettingsKey } from '../text/amount.ts';
import { isAmountText } from '../text/amount-text.ts';
import { dateSettingsKey, looksLikeDate } from '../text/date.ts';
import { readsRightToLeft } from '../text/script.ts';
import { isSideMark } from '../text/sides.ts';
import { rowDateColumn } from './date-kinds.ts';
import { type Column, type HeaderMatch, roleOfLabel } from './header.ts';
import { type Line, makeCell, normalizeLabel, touches } from './lines.ts';
import type { ColumnRole } from './vocabulary.ts';
import type { Word } from '../types.ts';

type Kind = 'date' | 'amount' | 'mark' | 'text';

interface Item {
  kind: Kind;
  x0: number;
  x1: number;
  text: string;
}

/** Minimum lines that look like transactions before a table without a header is believed. */
export const MIN_HEADERLESS_ROWS = 3;
/** A money column holds figures on at least this share of the transaction lines. */
const MIN_MONEY_COLUMN_SHARE = 0.15;
/** A second date column, or a side-mark column, is printed on at least this share of them. */
const MIN_COLUMN_SHARE = 0.4;
/** Words of one date or amount ("1 003,69 €", "13 avril 2023") stand at most this far apart (em). */
const PHRASE_GAP_EM = 1.5;
/** Longest date or amount phrase, in words ("ngày 2 tháng 3 năm 2020"; some fonts place each glyph as a word). */
const MAX_PHRASE_WORDS = 12;
/** ...and in characters: no date or amount is longer. */
const MAX_PHRASE_CHARS = 32;
/** Items of one column line up within this many font sizes (edges of dates, amounts). */
const ALIGN_EM = 2;

/** A line's words as typed items, left to right: the longest date or amount phrase wins at each word. */
export function itemsOf(line: Line): Item[] {
  // Every proposed table types the same lines again: kept per line, for the reading's settings.
  const settings = `${dateSettingsKey()}\u0000${moneySettingsKey()}`;
  const kept = typedLines.get(line);
  if (kept?.settings === settings) return kept.items;
  const items = typeItems(line);
  typedLines.set(line, { settings, items });
  return items;
}

const typedLines = new WeakMap<Line, { settings: string; items: Item[] }>();

/**
 * A phrase ending in a sign with a currency ("16.09 -kr") before digits: the sign opens the next
 * figure ("-kr 3 834,11"), it does not close this one.
 */
function opensNextFigure(phrase: Word[][], next: Word[] | undefined): boolean {
  const last = phrase[phrase.length - 1] as Word[];
  const text = last.map((w) => w.text).join('');
  return phrase.length > 1 && /^[-−+(][^\d]*[\p{L}\p{Sc}]\.?$/u.test(text) && /^\d/.test(next?.[0]?.text ?? '');
}

function typeItems(line: Line): Item[] {
  // Glyphs printed touching are one word ("1" "月" "分" from a font that places each glyph): a
  // figure inside a word is not a figure of its own.
  const words: Word[][] = [];
  for (const word of line.cells.flatMap((c) => c.words).sort((a, b) => a.x - b.x)) {
    const last = words[words.length - 1];
    const previous = last?.[last.length - 1];
    if (last && previous && touches(previous, word)) last.push(word);
    else words.push([word]);
  }
  const items: Item[] = [];
  const near = (a: Word[], b: Word[]) => (b[0] as Word).x - ((a[a.length - 1] as Word).x + (a[a.length - 1] as Word).width) <= PHRASE_GAP_EM * line.size;
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    let kind: Kind = 'text';
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - i); n >= 1 && taken === 0; n--) {
      const phrase = words.slice(i, i + n);
      if (phrase.some((w, k) => k > 0 && !near(phrase[k - 1] as Word[], w))) continue;
      const text = makeCell(phrase.flat()).text;
      if (text.length > MAX_PHRASE_CHARS) continue;
      if (looksLikeDate(text)) [taken, kind] = [n, 'date'];
      else if (isAmountText(text) && !opensNextFigure(phrase, words[i + n])) [taken, kind] = [n, 'amount'];
    }
    if (taken === 0 && isSideMark(makeCell(words[i] as Word[]).text)) [taken, kind] = [1, 'mark'];
    if (taken === 0) [taken, kind] = [1, 'text'];
    const span = words.slice(i, i + taken).flat();
    const first = span[0] as Word;
    const last = span[span.length - 1] as Word;
    const previous = items[items.length - 1];
    const text = makeCell(span).text;
    // Text words of one phrase stay one item; a wide gap starts another (the next column).
    if (kind === 'text' && previous?.kind === 'text' && first.x - previous.x1 <= PHRASE_GAP_EM * line.size) {
      previous.x1 = last.x + last.width;
      previous.text += ` ${text}`;
    } else {
      items.push({ kind, x0: first.x, x1: last.x + last.width, text });
    }
    i += taken;
  }
  return items;
}

interface Cluster {
  x0: number;
  x1: number;
  /** Where the kind's items line up: their left edge (dates, text), right edge (amounts) or centre (marks). */
  at: number;
  lines: Set<Line>;
}

function cluster(entries: { line: Line; item: Item }[], edge: (item: Item) => number): Cluster[] {
  const clusters: Cluster[] = [];
  for (const { line, item } of entries) {
    const at = edge(item);
    const found = clusters.find((c) => Math.abs(c.at - at) < ALIGN_EM * line.size);
    if (found) {
      found.x0 = Math.min(found.x0, item.x0);
      found.x1 = Math.max(found.x1, item.x1);
      found.lines.add(line);
    } else clusters.push({ x0: item.x0, x1: item.x1, at, lines: new Set([line]) });
  }
  return clusters;
}

/**
 * An item printed right after `words` or more words of text in the same cell belongs to that
 * text: a date closing a description ("bankomat Koper 03/10"), a letter inside one ("Nakup s
 * kartico"). A weekday before a date ("Mo 03.10.") is one word; a figure or a side letter before
 * it ("315.779,53 TL A 20.09", glued by the text layer) is no description.
 */
function insideText(line: Line, items: Item[], item: Item, words: number): boolean {
  const previous = items[items.indexOf(item) - 1];
  if (previous?.kind !== 'text' || previous.text.split(' ').length < words) return false;
  return line.cells.some((c) => c.x0 <= previous.x0 && item.x0 < c.x1);
}

/** The transaction lines of a stretch of lines: a date and one to four figures, typed by content. */
function transactionLines(lines: Line[]): { line: Line; items: Item[] }[] {
  return lines
    .map((line) => ({ line, items: itemsOf(line) }))
    .filter(({ items }) => {
      const amounts = items.filter((i) => i.kind === 'amount').length;
      return items.some((i) => i.kind === 'date') && amounts >= 1 && amounts <= 4;
    });
}

/** A table read by its content: its columns, and the line of labels above it (in any language), if any. */
export interface ContentTable {
  columns: Column[];
  header: Line | null;
}

/** The figures of the lines that look like transactions (a date and figures). */
export function transactionFigures(lines: Line[]): { line: Line; item: Item }[] {
  return transactionLines(lines).flatMap(({ line, items }) => items.filter((i) => i.kind === 'amount').map((item) => ({ line, item })));
}

/**
 * Columns for a table read by its content: null when fewer than three lines hold a date and
 * figures in columns. Money roles: one column is the amount; two are an amount and the balance
 * after it when most rows fill both, else money out and money in; three are money out, money in
 * and the balance.
 */
export function contentColumns(lines: Line[]): ContentTable | null {
  const candidates = transactionLines(lines);
  if (candidates.length < MIN_HEADERLESS_ROWS) return null;
  const datesOf = (rows: typeof candidates) => rows.flatMap(({ line, items }) => items.filter((i) => i.kind === 'date').map((item) => ({ line, item })));
  // The table's date column: where most transaction lines print their date. Lines dating a figure
  // elsewhere (a summary's "balance on 01.02.2023") are not its rows.
  const main = cluster(datesOf(candidates), (i) => i.x0).sort((a, b) => b.lines.size - a.lines.size)[0] as Cluster;
  const rows = candidates.filter(({ line }) => main.lines.has(line));
  if (rows.length < MIN_HEADERLESS_ROWS) return null;
  const of = (kind: Kind, inTextAfter = Number.POSITIVE_INFINITY) =>
    rows.flatMap(({ line, items }) => items.filter((i) => i.kind === kind && !insideText(line, items, i, inTextAfter)).map((item) => ({ line, item })));
  const share = (c: Cluster) => c.lines.size / rows.length;

  // A second date column printed on many rows is the row's other date. A date closing a
  // description ("bankomat Koper 03/10") is part of that text where the rows print a date in a
  // column of its own; where they print none that reads, it is the only date there is.
  const dateColumns = (inTextAfter?: number) =>
    cluster(of('date', inTextAfter), (i) => i.x0)
      .filter((c) => share(c) >= MIN_COLUMN_SHARE)
      .sort((a, b) => b.lines.size - a.lines.size)
      .slice(0, 2);
  const ownColumns = dateColumns(2);
  const dates = ownColumns.length > 0 ? ownColumns : dateColumns();
  if (dates.length === 0) return null;
  const money = cluster(of('amount'), (i) => i.x1);
  const rightmost = Math.max(...money.map((c) => c.x1));
  // Money columns in reading order: a table in Hebrew or Arabic runs from the right, its balance
  // the leftmost column.
  const rtl = readsRightToLeft(rows.flatMap(({ items }) => items.filter((i) => i.kind === 'text').map((i) => i.text)).join(' '));
  const endmost = rtl ? Math.min(...money.map((c) => c.x0)) : rightmost;
  const moneyColumns = money
    .filter((c) => share(c) >= MIN_MONEY_COLUMN_SHARE || ((rtl ? c.x0 === endmost : c.x1 === endmost) && c.lines.size >= MIN_HEADERLESS_ROWS - 1))
    // Not the dates' own column: a figure column sharing over a quarter of its width with one. Glued cells
    // ("-дин. 4.648,82 01.11." right-aligned as one) let the two columns' extents touch a little.
    .filter((c) => !dates.some((d) => Math.min(c.x1, d.x1) - Math.max(c.x0, d.x0) > 0.25 * Math.min(c.x1 - c.x0, d.x1 - d.x0)))
    // At most three: those printed on the most rows (a stray figure in the descriptions is not a column).
    .sort((a, b) => b.lines.size - a.lines.size)
    .slice(0, 3)
    .sort((a, b) => (rtl ? b.x0 - a.x0 : a.x1 - b.x1));
  if (moneyColumns.length === 0) return null;
  const inMoney = new Set(moneyColumns.flatMap((c) => [...c.lines]));
  if (inMoney.size < MIN_HEADERLESS_ROWS) return null;

  const columns: Column[] = [];
  const span = (c: Cluster, role: ColumnRole): Column => ({ role, x0: c.x0, x1: c.x1, label: '' });
  const [first, second] = [...dates].sort((a, b) => a.x0 - b.x0);
  columns.push(span(first as Cluster, 'date'));
  if (second) columns.push(span(second, 'valueDate'));
  const both = moneyColumns.length === 2 ? [...(moneyColumns[0] as Cluster).lines].filter((l) => (moneyColumns[1] as Cluster).lines.has(l)).length : 0;
  const roles: ColumnRole[] =
    moneyColumns.length === 1
      ? ['amount']
      : moneyColumns.length === 2
        ? both > rows.length / 2
          ? ['amount', 'balance']
          : ['debit', 'credit']
        : ['debit', 'credit', 'balance'];
  for (const [k, c] of moneyColumns.entries()) columns.push(span(c, roles[k] as ColumnRole));

  // A column of side marks (D/C, +/-) states the side of the amounts beside it.
  const marks = cluster(of('mark', 1), (i) => (i.x0 + i.x1) / 2).filter((c) => share(c) >= MIN_COLUMN_SHARE);
  for (const c of marks.slice(0, 1)) columns.push(span(c, 'direction'));

  // The description starts where most rows' first text stands outside the other columns.
  const taken = (item: Item) => columns.some((c) => item.x0 < c.x1 && item.x1 > c.x0);
  const texts = rows.flatMap(({ line, items }) =>
    items
      .filter((i) => i.kind === 'text' && !taken(i))
      .slice(0, 1)
      .map((item) => ({ line, item })),
  );
  const description = cluster(texts, (i) => i.x0).sort((a, b) => b.lines.size - a.lines.size)[0];
  columns.sort((a, b) => a.x0 - b.x0);
  const x0 = description ? description.x0 : (first as Cluster).x1 + 1;
  const next = columns.find((c) => c.x0 > x0);
  columns.push({ role: 'description', x0, x1: (next?.x0 ?? x0 + 1) - 1, label: '' });
  columns.sort((a, b) => a.x0 - b.x0);
  const labels = labelLineAbove(lines, (rows[0] as (typeof rows)[number]).line, columns);
  return { columns: labels ? namedBy(columns, labels) : columns, header: labels };
}

/**
 * The header of a content table where it is printed again (over the next page's rows, over a
 * second table of the section): a line of the same words, with the words of the line under it
 * when they complete the labels ("Grāmatošanas" / "datums").
 */
export function repeatedLabels(header: Line, columns: Column[]): (lines: Line[], index: number) => HeaderMatch | null {
  const text = normalizeLabel(header.text);
  return (lines, index) => {
    const line = lines[index];
    if (!line || normalizeLabel(line.text) !== text) return null;
    const next = lines[index + 1];
    const wrapped = next !== undefined && next.page === line.page && next.cells.every((c) => !/\d/.test(c.text)) && next.top - line.bottom < line.size;
    return { columns, lineCount: wrapped ? 2 : 1 };
  };
}

/** A header stands at most this many lines above the first transaction line (an opening balance line between them). */
const LABEL_LOOKBACK_LINES = 4;

/**
 * The line of words just above the table whose cells stand over at least two of its columns: its
 * labels. Only lines with a figure or a date (an opening balance, a day) stand between labels and
 * rows; a line with other digits ("Номер счёта 60657295") closes the search, so the statement's
 * own facts above it ("Валюта RUB") are never taken for column labels.
 */
function labelLineAbove(lines: Line[], first: Line, columns: Column[]): Line | null {
  const at = lines.indexOf(first);
  for (let i = at - 1; i >= Math.max(0, at - LABEL_LOOKBACK_LINES); i--) {
    const line = lines[i] as Line;
    if (line.page !== first.page) return null;
    if (line.cells.some((c) => /\d/.test(c.text))) {
      const items = itemsOf(line);
      // Figures alone, several and undated, are a summary's values: the labels above are theirs.
      if (items.every((item) => item.kind === 'amount') && items.length >= 2) return null;
      if (items.some((item) => item.kind === 'amount' || item.kind === 'date')) continue;
      return null;
    }
    const over = columns.filter((column) => line.cells.some((c) => c.x0 < column.x1 + line.size && c.x1 > column.x0 - line.size));
    if (over.length >= 2) return line;
  }
  return null;
}

const DATE_ROLES: ReadonlySet<ColumnRole> = new Set(['date', 'valueDate']);
const MONEY_ROLES: ReadonlySet<ColumnRole> = new Set(['debit', 'credit', 'amount', 'balance']);

/**
 * Header words name what the content found: a date column labelled a value date ("Wert",
 * "Valuta") is the value date, a money column labelled money in or the balance is that. A label
 * never turns a column into another kind than its content: an unknown or contradicting word is
 * passed over.
 */
function namedBy(columns: Column[], labels: Line): Column[] {
  // Each column's label is the words over it: one cell may stand over two columns ("Валютування  День").
  const words = labels.cells.flatMap((c) => c.words);
  // A word labels the column it starts over or after (labels are mostly left-aligned and may be wider than their column).
  const byStart = [...columns].sort((a, b) => a.x0 - b.x0);
  const under = (w: (typeof words)[number]) => byStart.filter((c) => c.x0 - labels.size <= w.x).at(-1);
  const result = columns.map((column) => {
    const mine = words.filter((w) => under(w) === column);
    if (mine.length === 0) return column;
    const cell = makeCell(mine);
    const role = roleOfLabel(cell.text);
    const kind = (r: ColumnRole) => (DATE_ROLES.has(r) ? 'date' : MONEY_ROLES.has(r) ? 'money' : r);
    if (!role || kind(role) !== kind(column.role)) return { ...column, label: cell.text };
    return { ...column, role, label: cell.text };
  });
  // Labels that give two money columns one role ("Amount" over the running balance, beside the
  // amounts) contradict what the rows hold: the content's money roles stand.
  const moneyRoles = result.filter((c) => MONEY_ROLES.has(c.role)).map((c) => c.role);
  // So do labels leaving the rows no money of their own (a lone figure column called the balance:
  // an accounts overview's labels above a table that prints none).
  const movesMoney = moneyRoles.some((role) => role !== 'balance');
  if (new Set(moneyRoles).size < moneyRoles.length || (moneyRoles.length > 0 && !movesMoney)) {
    for (const [k, column] of result.entries()) if (MONEY_ROLES.has(column.role)) column.role = (columns[k] as Column).role;
  }
  // Of two dates, the one the labels rank first dates the row (date-kinds.ts); labels that do not
  // tell them apart leave the content's order (the first printed, until the dates say otherwise).
  const dates = result.filter((c) => DATE_ROLES.has(c.role));
  const rowDate = rowDateColumn(dates);
  if (rowDate) for (const c of dates) c.role = c === rowDate ? 'date' : 'valueDate';
  else if (dates.length === 2 && (dates[0] as Column).role === (dates[1] as Column).role)
    (dates[1] as Column).role = (dates[0] as Column).role === 'date' ? 'valueDate' : 'date';
  if (dates.length === 1) (dates[0] as Column).role = 'date';
  return result;
}
