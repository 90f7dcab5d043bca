/**
 * Cell → column: which column band each cell of a line belongs to, with the cells that straddle
 * columns split, amounts grouped with spaces joined, and OCR-damaged figures and dates repaired
 * where the column says what they must be. Also the questions asked of an assigned line (does it
 * start a row, hold a date, hold money).
 */
import { isAmountText } from '../text/amount-text.ts';
import { isSideMark } from '../text/sides.ts';
import { repairLostMarker, repairOcrAmount, repairOcrCell, repairOcrDate, salvageOcrDate } from './ocr-repair.ts';
import { looksLikeDate } from '../text/date.ts';
import { type Column, isNumericRole } from './header.ts';
import { type Cell, type Line, makeCell, normalizeLabel, touches } from './lines.ts';
import { profileHeadingSign } from './side-headings.ts';
import { type BalanceTerms, type ColumnRole, IN_TABLE_HEADINGS, leadingTerm, MONEY_IN_SECTIONS, MONEY_OUT_SECTIONS } from './vocabulary.ts';

export type Assigned = Map<ColumnRole, Cell[]>;

/** OCR confidence (0..1) under which every word of a cell marks it as noise, not print. */
const OCR_NOISE_CONFIDENCE = 0.5;
/** A text cell belongs to a column when it starts no more than this share of a font size left of it. */
const TEXT_COLUMN_SLACK_EM = 1;
/** A number belongs to a numeric column when one of its edges or its centre is this close (em). */
const NUMBER_COLUMN_REACH_EM = 6;
export const textOf = (assigned: Assigned, role: ColumnRole): string | undefined => {
  const cells = assigned.get(role);
  return cells?.length ? cells.map((c) => c.text).join(' ') : undefined;
};

export function hasDate(assigned: Assigned): boolean {
  const date = textOf(assigned, 'date');
  return date !== undefined && looksLikeDate(date);
}

export function hasMoney(assigned: Assigned): boolean {
  return ['debit', 'credit', 'amount'].some((role) => assigned.has(role as ColumnRole));
}

export function hasStrayDateText(line: Line, columns: Column[]): boolean {
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
export function inTableHeading(assigned: Assigned): 1 | -1 | undefined | null {
  if ([...assigned.keys()].some((role) => role !== 'description')) return null;
  const label = normalizeLabel(textOf(assigned, 'description') ?? '');
  const declared = profileHeadingSign(label);
  if (declared) return declared;
  if (!IN_TABLE_HEADINGS.includes(label)) return null;
  const out = MONEY_OUT_SECTIONS.some((t) => label.includes(t)) || /charges|purchases|fees|interest/.test(label);
  const into = MONEY_IN_SECTIONS.some((t) => label.includes(t)) || /payments|credits|deposits/.test(label);
  return out === into ? undefined : out ? -1 : 1;
}

/** A balance line ("BALANCE CARRIED FORWARD", "Saldo anterior") is a row of its own. */
export function isBalanceLabel(assigned: Assigned, terms: BalanceTerms): boolean {
  const label = normalizeLabel(textOf(assigned, 'description') ?? '');
  const term = leadingTerm(label, [...terms.opening, ...terms.closing, ...terms.neutral]);
  if (!term) return false;
  // "Übertrag" alone, or with its figure, is a balance line; "ÜBERTRAG AUF SPARCARD" is a description.
  return /^[0-9]*$/.test(label.slice(term.length)) || assigned.has('balance') || hasMoney(assigned);
}

export function isRowStart(assigned: Assigned, columns: Column[]): boolean {
  if (hasDate(assigned)) return true;
  // Without a date, a row needs its money where the table keeps money (any table without a date column).
  return hasMoney(assigned) && columns.some((c) => c.role === 'date' || !columns.some((d) => isDateRole(d.role)));
}

/** Splits cells that straddle columns (a date printed in one string with the description, say). */
function splitStraddling(cell: Cell, columns: Column[]): Cell[] {
  if (cell.words.length < 2) return [cell];
  if (looksLikeDate(cell.text) || isAmountText(cell.text)) return [cell];
  // Counted in printed pieces: glyphs drawn one by one ("2" "." "187" "-", "มิ" "." "ย") touch and are one piece.
  const starts = pieceStarts(cell.words);
  // A leading date: "01/15 CARD PURCHASE".
  for (let pieces = Math.min(3, starts.length - 1); pieces >= 1; pieces--) {
    const n = starts[pieces] as number;
    const head = cell.words.slice(0, n);
    if (looksLikeDate(makeCell(head).text)) {
      return [makeCell(head), ...splitStraddling(makeCell(cell.words.slice(n)), columns)];
    }
  }
  // A trailing reference or date printed so close to the description that they read as one cell,
  // starting where its column starts: "renda 04 ago 2024" over the date column.
  for (let pieces = Math.min(MAX_DATE_WORDS, starts.length - 1); pieces >= 1; pieces--) {
    const n = cell.words.length - (starts[starts.length - pieces] as number);
    const tailWords = cell.words.slice(-n);
    const start = tailWords[0] as (typeof cell.words)[number];
    const slack = DATE_COLUMN_END_EM * start.height;
    const tail = columns.find((c) => (c.role === 'reference' || isDateRole(c.role)) && c.x0 > cell.x0 && start.x >= c.x0 - slack && start.x < c.x1);
    const text = makeCell(tailWords).text;
    if (tail && (tail.role === 'reference' ? n === 1 && /\d/.test(text) : looksLikeDate(text))) {
      return [...splitStraddling(makeCell(cell.words.slice(0, -n)), columns), makeCell(tailWords)];
    }
  }
  // Trailing amounts reaching into numeric columns: "COFFEE 3.50"; or leading ones, where the
  // amount column comes before the description ("-84.53 TRANSFER TO ...").
  // An amount grouped with spaces ("7 126,30") is several words.
  const numeric = columns.filter((c) => isNumericRole(c.role));
  const inNumericColumn = (words: Cell['words']) => {
    const x0 = (words[0] as Cell['words'][number]).x;
    const lastOf = words[words.length - 1] as Cell['words'][number];
    return isAmountText(makeCell(words).text) && numeric.some((c) => x0 < c.x1 && lastOf.x + lastOf.width > c.x0);
  };
  // Longest first: "1 003,69 €" is one amount, not "1 003,69" and a stray "€".
  for (let pieces = Math.min(3, starts.length - 1); pieces >= 1; pieces--) {
    const tail = starts[starts.length - pieces] as number;
    const tailWords = cell.words.slice(tail);
    if (inNumericColumn(tailWords)) return [...splitStraddling(makeCell(cell.words.slice(0, tail)), columns), makeCell(tailWords)];
    const n = starts[pieces] as number;
    const head = cell.words.slice(0, n);
    // "4,07 %" is a rate (an interest table), not an amount and a stray "%".
    const rate = cell.words[n]?.text.startsWith('%') === true;
    if (inNumericColumn(head) && !rate) return [makeCell(head), ...splitStraddling(makeCell(cell.words.slice(n)), columns)];
  }
  return [cell];
}

/** A separator or sign drawn as a glyph of its own. */
const LONE_MARK = /^[\p{P}\p{S}]$/u;

/**
 * Where each printed piece of a cell starts. A separator or sign drawn on its own joins the words
 * it touches ("2" "." "187" "-" is one piece); other words are pieces of their own.
 */
function pieceStarts(words: Cell['words']): number[] {
  return words
    .map((_, i) => i)
    .filter((i) => {
      const [previous, word] = [words[i - 1], words[i] as Cell['words'][number]];
      return !previous || !(touches(previous, word) && (LONE_MARK.test(previous.text) || LONE_MARK.test(word.text)));
    });
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
        : Math.min(Math.abs(cell.x1 - column.x1), Math.abs(cell.x0 - column.x0), Math.abs((cell.x0 + cell.x1) / 2 - (column.x0 + column.x1) / 2));
    if (distance < bestDistance) {
      best = column;
      bestDistance = distance;
    }
  }
  return best && bestDistance <= NUMBER_COLUMN_REACH_EM * size ? best : null;
}

export const isDateRole = (role: ColumnRole): boolean => role === 'date' || role === 'valueDate';

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

/** Pieces of the longest date a description may swallow ("4 de agosto de 2024"). */
const MAX_DATE_WORDS = 5;

/** Text starting this far (em) right of a date column's last date digit is in the next column. */
const DATE_COLUMN_END_EM = 0.3;

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

/** A side mark stands at most this far (em) right of the figure it marks ("449.08   D"). */
const SIDE_MARK_GAP_EM = 3;

/**
 * A side mark printed apart from its figure ("449.08   D", "1 200,00   Кт") marks that figure,
 * unless the table has a column of its own for such marks (then the mark is that column's).
 */
function joinSideMarks(cells: Cell[], columns: Column[], size: number): Cell[] {
  if (columns.some((c) => c.role === 'direction')) return cells;
  const out: Cell[] = [];
  for (const cell of cells) {
    const previous = out[out.length - 1];
    if (
      previous &&
      isSideMark(cell.text) &&
      isAmountText(previous.text) &&
      !/\p{L}$/u.test(previous.text) &&
      cell.x0 - previous.x1 <= SIDE_MARK_GAP_EM * size
    ) {
      out[out.length - 1] = makeCell([...previous.words, ...cell.words]);
      continue;
    }
    out.push(cell);
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
export function marksSides(lines: Line[]): boolean {
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

export function assign(line: Line, columns: Column[], markedSides = false): Assigned {
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
  const split = joinSideMarks(
    joinSplitThousands(
      inside.map(repairOcrCell).flatMap((c) => splitStraddling(c, columns)),
      columns,
      line.size,
    ),
    columns,
    line.size,
  );
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
  returnStrays(assigned, columns, line.size);
  return assigned;
}

/**
 * A money column given two figures, one under it and one only within reach: the one outside is
 * the description's ("Card purchase ... on 01.09" beside "271,84" under Movement).
 */
function returnStrays(assigned: Assigned, columns: Column[], size: number): void {
  for (const [role, cells] of [...assigned]) {
    const column = cells.length > 1 && isNumericRole(role) ? columns.find((c) => c.role === role) : undefined;
    if (!column) continue;
    const under = cells.filter((c) => overlaps(c, column, 0));
    if (under.length === 0 || under.length === cells.length) continue;
    const strays = cells.filter((c) => !under.includes(c));
    const textRoles = strays.map((c) => textColumnFor(c, columns, size)?.role);
    if (textRoles.some((r) => r === undefined || isDateRole(r) || isNumericRole(r))) continue;
    assigned.set(role, under);
    strays.forEach((cell, i) => {
      const text = textRoles[i] as ColumnRole;
      assigned.set(
        text,
        [...(assigned.get(text) ?? []), cell].sort((a, b) => a.x0 - b.x0),
      );
    });
  }
}
