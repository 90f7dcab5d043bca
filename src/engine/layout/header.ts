/**
 * Finding a transaction table's header row and turning it into column bands.
 */
import { isAmountText } from '../text/amount-text.ts';
import { looksLikeDate } from '../text/date.ts';
import { isSideMark } from '../text/sides.ts';
import { rowDateColumn } from './date-kinds.ts';
import { dayHeading } from './day-heading.ts';
import { type Cell, type Line, makeCell, normalizeLabel } from './lines.ts';
import { type ColumnRole, HEADER_TERMS, editDistanceWithin } from './vocabulary.ts';

export interface Column {
  role: ColumnRole;
  x0: number;
  x1: number;
  label: string;
}

export interface HeaderMatch {
  columns: Column[];
  /** Number of lines the header occupies (1, or 2 for a wrapped header like "Paid" / "out"). */
  lineCount: number;
}

const NUMERIC_ROLES: ReadonlySet<ColumnRole> = new Set(['debit', 'credit', 'amount', 'balance']);
export const isNumericRole = (role: ColumnRole): boolean => NUMERIC_ROLES.has(role);

/** Terms this short only match exactly ("in", "af"), never as part of a longer label. */
const MIN_CONTAINED_TERM = 5;
/** A header's matched cells must be at least this share of the line's cells: prose rarely is. */
const MIN_MATCHED_SHARE = 0.6;
/** ...or this share when the line holds no figures at all. */
const MIN_MATCHED_SHARE_WORDS_ONLY = 0.4;
/** Two header lines closer than this share of the font size are read as one wrapped header. */
const WRAPPED_HEADER_GAP_EM = 0.9;

/** A bank's own labels (normalised → role), recognised exactly, before the built-in vocabulary. */
export type BankLabels = ReadonlyMap<string, ColumnRole>;

/**
 * Roles already worked out, per bank vocabulary: every line is tried as a header, so the same cell
 * texts come back many times, and the misreading tolerance is costly. Bounded so that a
 * long-running service does not grow it without end.
 */
const roleCache = new WeakMap<BankLabels, Map<string, ColumnRole | null>>();
const NO_BANK_LABELS: BankLabels = new Map();
const ROLE_CACHE_LIMIT = 20_000;

export function roleOfLabel(text: string, bankLabels?: BankLabels): ColumnRole | null {
  const key = bankLabels ?? NO_BANK_LABELS;
  let cache = roleCache.get(key);
  if (!cache) {
    cache = new Map();
    roleCache.set(key, cache);
  }
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  if (cache.size >= ROLE_CACHE_LIMIT) cache.clear();
  const role = findRole(text, bankLabels);
  cache.set(text, role);
  return role;
}

function findRole(text: string, bankLabels?: BankLabels): ColumnRole | null {
  const label = normalizeLabel(text);
  if (label.length === 0) return null;
  const own = bankLabels?.get(label);
  if (own) return own;
  let best: { role: ColumnRole; score: number } | null = null;
  for (const [role, terms] of HEADER_TERMS) {
    for (const term of terms) {
      let score = 0;
      if (label === term) score = 1000 + term.length;
      else if (term.length >= MIN_CONTAINED_TERM && label.includes(term)) score = term.length;
      if (score > (best?.score ?? 0)) best = { role, score };
    }
  }
  // "Date of transaction", "Date processed": a label opening with the word date names a date,
  // whatever longer term it also holds.
  if (best && best.role !== 'date' && best.role !== 'valueDate' && best.score < 1000 && /^(date|datum|fecha|data|dato)\s/i.test(text.trim())) return 'date';
  // "Betrag Soll EUR" / "Amount credited": a money label that also names its side is that side.
  if (best?.role === 'amount') {
    const side = SIDE_WORDS.find(([, words]) => words.some((w) => label.includes(w)));
    if (side) return side[0];
    // Short side words only at the label's end ("Bedrag af", "Amount in").
    if (/(af|out|uit)$/.test(label)) return 'debit';
    if (/(bij|in)$/.test(label)) return 'credit';
  }
  return best?.role ?? wordRole(text) ?? misreadRole(label, bankLabels);
}

const SIDE_WORDS: ReadonlyArray<readonly [ColumnRole, readonly string[]]> = [
  ['debit', ['soll', 'debit', 'debe', 'dare', 'cargo', 'withdraw', 'paidout', 'moneyout', 'lastschrift', 'belastung']],
  ['credit', ['haben', 'credit', 'haber', 'avere', 'abono', 'deposit', 'paidin', 'moneyin', 'gutschrift']],
];

/** Words that name a column's role wherever they stand in a longer label ("Date Paid", "Amount in EUR"). */
const ROLE_WORDS: ReadonlyArray<readonly [ColumnRole, readonly string[]]> = [
  ['date', ['date', 'datum', 'fecha', 'data', 'dato', 'date']],
  ['balance', ['balance', 'saldo', 'solde']],
  ['amount', ['amount', 'betrag', 'importe', 'importo', 'montant', 'bedrag', 'kwota', 'belopp', 'valor']],
];

/** Column labels are short: a longer phrase ("Balance forward from your last statement") is not one. */
const MAX_LABEL_WORDS = 3;

function wordRole(text: string): ColumnRole | null {
  const list = text
    .split(/[^\p{L}]+/u)
    .map((w) => normalizeLabel(w))
    .filter(Boolean);
  if (list.length > MAX_LABEL_WORDS) return null;
  const words = new Set(list);
  const roles = ROLE_WORDS.filter(([, terms]) => terms.some((t) => words.has(t))).map(([role]) => role);
  return roles.length === 1 ? (roles[0] as ColumnRole) : null;
}

/** Labels this long are still recognised with one misread letter ("Vaiuta" from OCR is "Valuta")... */
const MIN_MISREAD_LABEL = 5;
/** ...and labels this long with two ("Data operagi" is "Data operacji"). */
const MIN_TWICE_MISREAD_LABEL = 10;

/** The one role with a label within OCR misreading distance of `label`; null if none or several. */
function misreadRole(label: string, bankLabels?: BankLabels): ColumnRole | null {
  if (label.length < MIN_MISREAD_LABEL) return null;
  const allowed = label.length >= MIN_TWICE_MISREAD_LABEL ? 2 : 1;
  const roles = new Set<ColumnRole>();
  const consider = (term: string, role: ColumnRole) => {
    if (term.length >= MIN_MISREAD_LABEL && editDistanceWithin(term, label, allowed)) roles.add(role);
  };
  for (const [term, role] of bankLabels ?? []) consider(term, role);
  for (const [role, terms] of HEADER_TERMS) for (const term of terms) consider(term, role);
  return roles.size === 1 ? ([...roles][0] as ColumnRole) : null;
}

/** A header label spanning more than this share of the header line is OCR run-together, not a label. */
const MAX_LABEL_SHARE = 0.4;

function columnsOf(cells: Cell[], bankLabels?: BankLabels, body: Line[] = []): Column[] | null {
  const columns: Column[] = [];
  const extent = Math.max(...cells.map((c) => c.x1)) - Math.min(...cells.map((c) => c.x0));
  const unknown: Cell[] = [];
  for (const cell of cells.flatMap((c) => splitRunTogether(c, bankLabels))) {
    if (cells.length > 1 && cell.x1 - cell.x0 > MAX_LABEL_SHARE * extent) continue;
    const role = roleOfLabel(cell.text, bankLabels);
    if (role) columns.push({ role, x0: cell.x0, x1: cell.x1, label: cell.text });
    else unknown.push(cell);
  }
  completeDirection(columns, unknown, body);
  dropDatelessDateColumns(columns, body);
  completeDates(columns, unknown, body);
  completeDebitCredit(columns, unknown);
  completeDescription(columns, unknown);
  completeBalance(columns, unknown);
  // "Posting Date" or "Value Date" alone is the table's date column.
  const firstValueDate = columns.find((c) => c.role === 'valueDate');
  if (firstValueDate && !columns.some((c) => c.role === 'date')) firstValueDate.role = 'date';
  if (!columns.some((c) => isNumericRole(c.role))) columns.push(...unlabelledMoneyColumns(columns, body));
  const roles = new Set(columns.map((c) => c.role));
  const hasDate = roles.has('date');
  const hasMoney = columns.some((c) => isNumericRole(c.role));
  // No date column: the rows sit under day headings ("Thursday 1 August 2024").
  const datedByHeadings =
    !hasDate && roles.has('description') && cells.every((c) => !/\d/.test(c.text)) && body.filter((l) => dayHeading(l) !== null).length >= MIN_DAY_HEADINGS;
  if ((!hasDate && !datedByHeadings) || !hasMoney || columns.length < (datedByHeadings ? 2 : 3)) return null;
  // Labels carry no figures: "Total Payments and Credits -$1,979.08" is a total, not a header.
  if (cells.some((c) => isAmountText(c.text))) return null;
  // Unknown labels are no veto when the line is words only and enough of it is known.
  if (columns.length < cells.length * (isWordsOnly(cells) ? MIN_MATCHED_SHARE_WORDS_ONLY : MIN_MATCHED_SHARE)) return null;
  return preferTransactionDate(fixDuplicateRoles(columns));
}

/** A table without a date column is believed when this many day headings stand in its first lines. */
const MIN_DAY_HEADINGS = 2;

/** Header labels carry no figures: no amount and no run of two digits (a date, a number). */
function isWordsOnly(cells: Cell[]): boolean {
  return cells.every((c) => !isAmountText(c.text) && !/\d{2}/.test(c.text));
}

/** Amounts printed under no label must line up in at least this many rows to make a column. */
const MIN_UNLABELLED_COLUMN_ROWS = 3;

/**
 * A header naming its date and description but not its money ("Bu-Tag  Wert  Vorgang" over amounts
 * with S/H markers): the number columns the rows below print right of the labels become the money
 * columns, one (amount), two (amount, balance) or three (debit, credit, balance).
 */
function unlabelledMoneyColumns(columns: Column[], body: Line[]): Column[] {
  if (!columns.some((c) => c.role === 'date' || c.role === 'valueDate') || !columns.some((c) => c.role === 'description')) return [];
  const right = Math.max(...columns.map((c) => c.x1));
  const clusters: { x0: number; x1: number; count: number }[] = [];
  for (const line of body) {
    for (const cell of line.cells) {
      if (cell.x0 <= right || !isAmountText(cell.text)) continue;
      const near = clusters.find((e) => Math.abs(e.x1 - cell.x1) < line.size * 2);
      if (near) {
        near.x0 = Math.min(near.x0, cell.x0);
        near.x1 = Math.max(near.x1, cell.x1);
        near.count++;
      } else clusters.push({ x0: cell.x0, x1: cell.x1, count: 1 });
    }
  }
  const found = clusters
    .filter((c) => c.count >= MIN_UNLABELLED_COLUMN_ROWS)
    .sort((a, b) => a.x1 - b.x1)
    .slice(-3);
  const roles: ColumnRole[][] = [[], ['amount'], ['amount', 'balance'], ['debit', 'credit', 'balance']];
  return found.map((c, i) => ({ role: (roles[found.length] as ColumnRole[])[i] as ColumnRole, x0: c.x0, x1: c.x1, label: '' }));
}

/**
 * Two labels printed close together read as one cell ("Bedrag (EUR) Af Bij" when OCR word boxes
 * leave a narrow gap): split where both parts are labels exactly as printed. Looser matches would
 * split real labels ("Chq./Ref.No.Withdrawal" + "Amt.").
 */
function splitRunTogether(cell: Cell, bankLabels?: BankLabels): Cell[] {
  if (cell.words.length < 2 || isExactLabel(cell.text, bankLabels)) return [cell];
  // "Bedrag af" is one label: an amount that names its side.
  const whole = roleOfLabel(cell.text, bankLabels);
  if (whole === 'debit' || whole === 'credit') return [cell];
  const exact = exactLabelSplit(cell.words, bankLabels);
  if (exact) return exact.map((words) => makeCell(words));
  // "Accrediti Descrizione delle operazioni": an exact money label, then a label of another role.
  const first = makeCell(cell.words.slice(0, 1));
  const rest = makeCell(cell.words.slice(1));
  const firstRole = isExactLabel(first.text, bankLabels) ? roleOfLabel(first.text, bankLabels) : null;
  const restRole = roleOfLabel(rest.text, bankLabels);
  const movement = firstRole === 'debit' || firstRole === 'credit' || firstRole === 'amount';
  if (movement && restRole === 'description' && rest.words.length >= 2) return [first, rest];
  return [cell];
}

/** Cut words into consecutive runs that are each a label exactly as printed ("Code" "Af Bij" "Bedrag (EUR)"), fewest runs first; null if none. */
function exactLabelSplit(words: Cell['words'], bankLabels?: BankLabels): Cell['words'][] | null {
  const best: (Cell['words'][] | null)[] = [[]];
  for (let end = 1; end <= words.length; end++) {
    best[end] = null;
    for (let start = 0; start < end; start++) {
      const before = best[start];
      if (!before || !isExactLabel(makeCell(words.slice(start, end)).text, bankLabels)) continue;
      if (!best[end] || (best[end] as Cell['words'][]).length > before.length + 1) best[end] = [...before, words.slice(start, end)];
    }
  }
  const parts = best[words.length];
  return parts && parts.length > 1 ? parts : null;
}

/** A label printed exactly as a bank or the vocabulary has it ("Debit Amount" is one label, not two). */
function isExactLabel(text: string, bankLabels?: BankLabels): boolean {
  const label = normalizeLabel(text);
  return Boolean(bankLabels?.has(label)) || HEADER_TERMS.some(([, terms]) => terms.includes(label));
}

/**
 * A header naming its date and its money but whose description label is unknown or garbled
 * ("Date  Cescipuon  Amount" from OCR): the first unrecognised label between them is the description.
 */
function completeDescription(columns: Column[], unknown: Cell[]): void {
  if (columns.some((c) => c.role === 'description')) return;
  const date = columns.find((c) => c.role === 'date' || c.role === 'valueDate');
  const money = columns.filter((c) => isNumericRole(c.role)).sort((a, b) => a.x0 - b.x0)[0];
  if (!date || !money || money.x0 < date.x1) return;
  const between = unknown.filter((c) => c.x0 >= date.x1 && c.x1 <= money.x0 && /\p{L}{3}/u.test(c.text)).sort((a, b) => a.x0 - b.x0);
  // Several ("Naam / Ciwmschiijving  Rekening"): the description comes first after the date, as printed everywhere.
  const cell = between[0];
  if (!cell) return;
  columns.push({ role: 'description', x0: cell.x0, x1: cell.x1, label: cell.text });
  columns.sort((a, b) => a.x0 - b.x0);
}

/** A column is what it holds: at least this many cells of one kind under an unknown label... */
const MIN_COLUMN_CELLS = 3;
/** ...when side marks are at least this share of what is printed under it (a direction column)... */
const MIN_SIDE_MARK_SHARE = 0.8;
/** ...or dates are (a date column). */
const MIN_DATE_SHARE = 0.8;

/** The unknown labels over at least MIN_COLUMN_CELLS cells that `holds`, and at least `share` of the cells under them. */
function labelsOver(unknown: Cell[], body: Line[], holds: (text: string) => boolean, share: number): Cell[] {
  return unknown.filter((label) => {
    const under = body.flatMap((line) => line.cells.filter((c) => c.x0 < label.x1 + line.size && c.x1 > label.x0 - line.size));
    const held = under.filter((c) => holds(c.text)).length;
    return held >= MIN_COLUMN_CELLS && held >= share * under.length;
  });
}

/**
 * A label the vocabulary does not know ("Sens", "Kz", "Soll/Haben") over a column of side marks
 * (D/C, +/-, Дт/Кт, Débit/Crédit): the column states each amount's side, whatever its label says.
 */
function completeDirection(columns: Column[], unknown: Cell[], body: Line[]): void {
  if (columns.some((c) => c.role === 'direction')) return;
  const label = labelsOver(unknown, body, isSideMark, MIN_SIDE_MARK_SHARE)[0];
  if (!label) return;
  columns.push({ role: 'direction', x0: label.x0, x1: label.x1, label: label.text });
  unknown.splice(unknown.indexOf(label), 1);
  columns.sort((a, b) => a.x0 - b.x0);
}

/**
 * A label the vocabulary reads as a date ("Valuta": the value date in Italian and German, the
 * currency in Croatian and Slovenian) over a column of single codes and no dates is not a date column.
 */
function dropDatelessDateColumns(columns: Column[], body: Line[]): void {
  for (const column of [...columns]) {
    if (!isDateRole(column.role)) continue;
    // The words under it, not whole cells: a date printed close beside a figure shares its cell.
    const under = body
      .map((line) => line.cells.flatMap((c) => c.words).filter((w) => w.x + w.width / 2 > column.x0 - line.size && w.x + w.width / 2 < column.x1 + line.size))
      .filter((words) => words.length > 0);
    const dates = under.filter((words) => looksLikeDate(makeCell(words).text)).length;
    // Codes in a column of their own ("EUR"), not a description the label stands over (a header set off its columns).
    const codes = under.every((words) => words.length === 1);
    if (under.length >= MIN_COLUMN_CELLS && dates === 0 && codes) columns.splice(columns.indexOf(column), 1);
  }
}

/** Labels known on a line before an unknown one over dates is taken for a date column. */
const MIN_KNOWN_BESIDE_DATES = 2;

/**
 * A label the vocabulary does not know ("F. OPER.", "Wertst.", a date label in a new language)
 * over a column of dates is a date column: the content names it. Which date dates the row is
 * then decided by the labels' kinds or by the rule that a transaction precedes its posting.
 */
function completeDates(columns: Column[], unknown: Cell[], body: Line[]): void {
  // It completes a header the vocabulary mostly reads; a line with one known word (a bank's name
  // over its logo, "Caixa Geral de Depósitos" / "cgd", at the top of a page) is made no header by it.
  if (columns.length < MIN_KNOWN_BESIDE_DATES) return;
  for (const label of labelsOver(unknown, body, looksLikeDate, MIN_DATE_SHARE)) {
    columns.push({ role: 'date', x0: label.x0, x1: label.x1, label: label.text });
    unknown.splice(unknown.indexOf(label), 1);
  }
  columns.sort((a, b) => a.x0 - b.x0);
}

/**
 * A header naming its money columns but whose last label OCR garbled ("DaIGnice", "m="): the
 * unrecognised label right of every money column, with nothing after it, is the running balance,
 * where statements print it. The balance chain then proves or refutes it like any reading.
 */
function completeBalance(columns: Column[], unknown: Cell[]): void {
  const money = columns.filter((c) => isNumericRole(c.role));
  if (money.length === 0 || money.some((c) => c.role === 'balance')) return;
  const right = Math.max(...columns.map((c) => c.x1));
  const last = unknown.filter((c) => c.x0 >= right).sort((a, b) => b.x0 - a.x0)[0];
  if (!last || unknown.some((c) => c !== last && c.x0 > last.x0)) return;
  columns.push({ role: 'balance', x0: last.x0, x1: last.x1, label: last.text });
  columns.sort((a, b) => a.x0 - b.x0);
}

/**
 * A header with a credit column and no debit column (or the reverse) whose other label OCR
 * garbled beyond recognition ("W t hdr aval Ant."): the unrecognised label right beside it, with
 * nothing recognised in between, is the missing side (debit before credit, as printed everywhere).
 */
function completeDebitCredit(columns: Column[], unknown: Cell[]): void {
  const has = (role: ColumnRole) => columns.some((c) => c.role === role);
  if (has('debit') === has('credit') || has('amount')) return;
  const known = columns.find((c) => c.role === 'debit' || c.role === 'credit') as Column;
  const missing: ColumnRole = known.role === 'debit' ? 'credit' : 'debit';
  // Debit is printed before credit almost everywhere; the other side is tried when nothing stands there ("Paid In | Withdrawn").
  const usual = missing === 'debit' ? unknown.filter((c) => c.x1 <= known.x0) : unknown.filter((c) => c.x0 >= known.x1);
  const side = usual.length ? usual : unknown.filter((c) => !usual.includes(c));
  const nearest = side.sort((a, b) => Math.abs(a.x0 - known.x0) - Math.abs(b.x0 - known.x0))[0];
  if (!nearest || columns.some((c) => c.x0 > Math.min(nearest.x1, known.x1) && c.x1 < Math.max(nearest.x0, known.x0))) return;
  columns.push({ role: missing, x0: nearest.x0, x1: nearest.x1, label: nearest.text });
  columns.sort((a, b) => a.x0 - b.x0);
}

/**
 * The header says which of its dates is which ("Posting date | Transaction date", "Buchungstag |
 * Wert", "Data księgowania | Data"): their labels name different kinds of date.
 */
export function namesDateKinds(columns: readonly Column[], bare = true): boolean {
  return (
    rowDateColumn(
      columns.filter((c) => isDateRole(c.role)),
      bare,
    ) !== null
  );
}

/** The row's date is the column its label ranks first (date-kinds.ts); the other dates are value or booking dates. */
function preferTransactionDate(columns: Column[]): Column[] {
  const chosen = rowDateColumn(columns.filter((c) => isDateRole(c.role)));
  if (!chosen) return columns;
  return columns.map((c) => (c === chosen ? { ...c, role: 'date' } : isDateRole(c.role) ? { ...c, role: 'valueDate' } : c));
}

const isDateRole = (role: ColumnRole): boolean => role === 'date' || role === 'valueDate';

/**
 * Two columns with one role: a second date is the value date; "Debit Credit" read as two amounts
 * stays as is; otherwise the later one keeps the role only if it is numeric.
 */
function fixDuplicateRoles(columns: Column[]): Column[] {
  const seen = new Set<ColumnRole>();
  return columns.map((column) => {
    if (!seen.has(column.role)) {
      seen.add(column.role);
      return column;
    }
    if (column.role === 'date' && !seen.has('valueDate')) {
      seen.add('valueDate');
      return { ...column, role: 'valueDate' };
    }
    return column;
  });
}

/**
 * Splits a cell of one header line whose words sit over (or under) different cells of the other
 * line, or some over none: "Crédito Contabilístico" under "… | Saldo" is "Crédito" and the second
 * half of "Saldo Contabilístico".
 */
function splitUnder(cell: Cell, upper: Cell[]): Cell[] {
  const owner = (x0: number, x1: number) => upper.findIndex((u) => u.x0 < x1 && u.x1 > x0);
  const groups: Cell['words'][] = [];
  let last: number | undefined;
  for (const word of cell.words) {
    const mine = owner(word.x, word.x + word.width);
    if (last === undefined || mine !== last) groups.push([]);
    (groups[groups.length - 1] as Cell['words']).push(word);
    last = mine;
  }
  return groups.length > 1 ? groups.map((words) => makeCell(words)) : [cell];
}

/**
 * Splits an upper-line cell whose words each stand over one of several lower-line cells
 * ("TRANSACTION POSTING" over "DATE" "DATE"). A word over no label (a section heading such as
 * "Withdrawals and other subtractions" above "Date Description") keeps the cell whole.
 */
function splitOver(cell: Cell, lower: Cell[]): Cell[] {
  const owners = cell.words.map((w) => lower.findIndex((c) => c.x0 < w.x + w.width && c.x1 > w.x));
  if (owners.some((o) => o < 0) || new Set(owners).size < 2) return [cell];
  return splitUnder(cell, lower);
}

/** Cells of two stacked lines, with horizontally overlapping cells joined top to bottom. */
function mergeLines(upper: Line, lower: Line): Cell[] {
  // Both ways: "TRANSACTION POSTING" over "DATE" "DATE" is two labels, as is "Crédito Contabilístico" under two.
  upper = { ...upper, cells: upper.cells.flatMap((cell) => splitOver(cell, lower.cells)) };
  lower = { ...lower, cells: lower.cells.flatMap((cell) => splitUnder(cell, upper.cells)) };
  const merged: Cell[] = [];
  const used = new Set<Cell>();
  for (const top of upper.cells) {
    const below = lower.cells.filter((c) => !used.has(c) && c.x0 < top.x1 && c.x1 > top.x0);
    for (const c of below) used.add(c);
    // The lower words sit under the upper ones, not after them: the label's text keeps a space between the lines ("Date" + "processed").
    merged.push(below.length ? { ...makeCell([...top.words, ...below.flatMap((c) => c.words)]), text: [top, ...below].map((c) => c.text).join(' ') } : top);
  }
  for (const cell of lower.cells) if (!used.has(cell)) merged.push(cell);
  return merged.sort((a, b) => a.x0 - b.x0);
}

/** Lines below a header sampled to see which number columns sit under each label. */
const BODY_SAMPLE_LINES = 30;

/**
 * Right edges of the number columns under a stretch of the page: amount cells below the header,
 * clustered by right edge (numbers are right-aligned in their columns).
 */
function numberColumnEdges(body: Line[], x0: number, x1: number): number[] {
  const edges: { x1: number; count: number }[] = [];
  for (const line of body) {
    for (const cell of line.cells) {
      if (cell.x1 < x0 || cell.x1 > x1 || !isAmountText(cell.text)) continue;
      const near = edges.find((e) => Math.abs(e.x1 - cell.x1) < line.size);
      if (near) near.count++;
      else edges.push({ x1: cell.x1, count: 1 });
    }
  }
  return edges
    .filter((e) => e.count >= 2)
    .map((e) => e.x1)
    .sort((a, b) => a - b);
}

/**
 * A header cell standing over two number columns is two labels printed close together
 * ("Crédito" and "Contabilístico" of a wrapped "Saldo / Contabilístico"): split it, giving each
 * word to the column whose numbers end nearest to it.
 */
function splitOverNumberColumns(cells: Cell[], body: Line[], size: number): Cell[] {
  return cells.flatMap((cell) => {
    if (cell.words.length < 2) return [cell];
    const edges = numberColumnEdges(body, cell.x0 - 2 * size, cell.x1 + size);
    if (edges.length < 2) return [cell];
    const nearest = (x: number) => edges.reduce((best, e) => (Math.abs(e - x) < Math.abs(best - x) ? e : best));
    const groups: Cell['words'][] = [];
    let current: Cell['words'] = [];
    let edge: number | null = null;
    for (const word of cell.words) {
      const mine = nearest(word.x + word.width);
      if (edge !== null && mine !== edge) {
        groups.push(current);
        current = [];
      }
      current.push(word);
      edge = mine;
    }
    groups.push(current);
    return groups.map((words) => makeCell(words));
  });
}

export function matchHeader(lines: Line[], index: number, bankLabels?: BankLabels): HeaderMatch | null {
  const line = lines[index];
  if (!line) return null;
  const body = lines.slice(index + 1, index + 1 + BODY_SAMPLE_LINES).filter((l) => l.page === line.page);
  const cells = splitOverNumberColumns(line.cells, body, line.size);
  const single = columnsOf(cells, bankLabels, body);
  const next = lines[index + 1];
  // A one-cell title at the left over a line that is a header by itself ("Daily Balances" over
  // "Date Amount") is a heading, not the upper half of a wrapped header (a "Saldo" over one column).
  const titleOverHeader = () =>
    cells.length === 1 &&
    next !== undefined &&
    Math.abs((cells[0] as Cell).x0 - (next.cells[0]?.x0 ?? Infinity)) < 2 * line.size &&
    columnsOf(next.cells, bankLabels) !== null;
  // The second line of a wrapped header is words too: a line with figures is the first row.
  if (next && next.page === line.page && next.top - line.bottom < WRAPPED_HEADER_GAP_EM * line.size && !titleOverHeader() && isWordsOnly(next.cells)) {
    const upper = { ...line, cells };
    const lower = { ...next, cells: splitOverNumberColumns(next.cells, body.slice(1), next.size) };
    const double = columnsOf(mergeLines(upper, lower), bankLabels, body.slice(1));
    // As many columns either way: the lower line still completes a label when it says which date
    // is which ("Date of / transaction", "Date / valeur").
    // A bare "Date" beside "Date of" names nothing yet: the lower line may.
    const namesKinds = (columns: Column[] | null, bare = true) => (columns ? namesDateKinds(columns, bare) : false);
    if (double && (double.length > (single?.length ?? 0) || (double.length === single?.length && namesKinds(double) && !namesKinds(single, false))))
      return { columns: double, lineCount: 2 };
  }
  return single ? { columns: single, lineCount: 1 } : null;
}
