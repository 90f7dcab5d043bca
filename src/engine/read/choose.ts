/**
 * Reading by hypotheses: the layout proposes, the arithmetic decides (docs/architecture.md, "The seams").
 *
 * A section's transaction table can be read several ways: from the first header the vocabulary
 * knows, from a later header line, or from the shape of its rows; with debit and credit as
 * labelled or the other way round; with amounts as printed or negated (credit cards print
 * purchases positive, some banks print debits unsigned); with every table, or without one that
 * does not belong (a decoy, a summary). Each reading is typed and run through the balance chain,
 * and scored by what the document proves: printed balances that follow, opening + Σ = closing,
 * the money lines it explains. The best wins; a near tie between readings that give different
 * transactions is reported. The search is pruned: when the first reading is already proven by
 * the arithmetic, nothing else is read.
 */
import { Decimal } from 'decimal.js';
import type { BankLabels } from '../layout/header.ts';
import type { Line } from '../layout/lines.ts';
import { type RawRow, type TableScan, headerLines, readTable } from '../layout/table.ts';
import { withLetterSidesReversed } from '../text/amount.ts';
import { sideWordsKey } from '../text/sides.ts';
import type { DateOrder } from '../text/date.ts';
import type { Period } from '../text/period.ts';
import { type RowContext, type TypedRow, typeRow } from './rows.ts';
import { headingLines, splitAccounts } from './accounts.ts';
import { type SectionAnchors, type SideTotals, findSectionAnchors, findSideTotals } from './anchors.ts';
import { orderDateColumns } from './date-columns.ts';
import { repairDateOrder } from './date-order.ts';
import { moneyLines } from './coverage.ts';
import { type ReadingPart, nearPeriod, readPart } from './part.ts';
import { RAW_EDITS } from './row-edits.ts';
import { type Figure, figuresOf } from './summary-figures.ts';
import { markTotals } from './totals.ts';
import { AMBIGUITY_MARGIN, WEIGHTS } from './weights.ts';

export type { ReadingPart } from './part.ts';

export interface SectionInput {
  pages: Line[][];
  period: Period | null;
}

export interface SectionReading {
  /** Every typed row of the chosen reading, transactions and balance/summary rows alike. */
  rows: TypedRow[];
  parts: ReadingPart[];
  /** Money lines of the section that no row of this reading explains. */
  unread: Line[];
  score: number;
  /** A near tie with a reading that gives other transactions: what that reading was. */
  ambiguousWith?: string;
  /** Two printed dates nothing told apart: which was taken as the transaction's, and why it is unsure. */
  datesUnsure?: string;
  /** A table the arithmetic left out (a decoy, an example, a summary that repeats rows). */
  leftOut?: { page: number; header: string; lines: Line[] };
}

export interface ReadOptions {
  context: RowContext;
  bankLabels: BankLabels;
  /** A credit-card statement: balances are amounts owed and become negative in the holder's view. */
  isCard: boolean;
  ocrPages: ReadonlySet<number>;
  /** A bank profile matched: its first reading is preferred on a tie. */
  hasProfile: boolean;
  /** The date order is the profile's, unchallenged by the document: no other order is proposed. */
  dateOrderBound?: boolean;
  /** Of two dates a row prints, the profile's columns say which is the transaction's: the left or the right one. */
  transactionDateAt?: 'left' | 'right';
  /** The profile says the rows run in this order, whatever their dates suggest (dates all alike, or out of order). */
  rowOrder?: 'oldest-first' | 'newest-first';
  /** The profile's account label: a line printing it before a number not seen before starts another account's rows. */
  accountLabel?: string;
}

const DATE_ORDERS: readonly DateOrder[] = ['DMY', 'MDY', 'YMD'];

/** A figure followed by one letter stating its side ("2.246,61 D", "177.93C"). */
const ONE_LETTER_MARK = /\d\s?\p{L}\.?$/u;

/** Most header lines proposed per section (decoy tables, per-page repeats). */
const MAX_HEADER_PROPOSALS = 6;

/** What every reading of a section shares, computed once: its lines, their money lines, and where each account's heading is. */
interface SectionView {
  section: SectionInput;
  lines: Line[];
  money: Line[];
  headingOf: ReturnType<typeof headingLines>;
  /** The section's printed total money out and in: the same lines for every reading, so found once. */
  sideTotals: SideTotals | null;
  /** Every figure the section prints, in reading order. */
  figures: Figure[];
  /** Figures print their side as one letter ("2.246,61 D"): a letter's meaning depends on the language. */
  oneLetterMarks: boolean;
}

interface Candidate {
  scan: TableScan;
  /** The scan's rows with the transaction's own date first (read/date-columns.ts). */
  rows: RawRow[];
  datesUnsure?: string;
  table: string;
  /** Small preference among equals: the vocabulary's first header, then later ones, then shapes. */
  prior: number;
  /** Where the scan's columns stand, for the reading's evidence. */
  columnsAt: string;
}

export function chooseReading(section: SectionInput, options: ReadOptions): SectionReading {
  const lines = section.pages.flat();
  const view: SectionView = {
    section,
    lines,
    money: moneyLines(lines),
    headingOf: headingLines(lines),
    sideTotals: findSideTotals(lines, options.context),
    figures: figuresOf(lines, options.context.decimal),
    oneLetterMarks: lines.some((line) => line.cells.some((c) => ONE_LETTER_MARK.test(c.text))),
  };
  const proposal = (scan: TableScan, prior: number) => propose(scan, prior, options.context, options.transactionDateAt);
  const first = proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms), 2);
  const firstReading = bestOf([first], view, options, true);
  if (isProven(firstReading)) return finish(firstReading, 1);

  // Not proven: propose the other readings and let the arithmetic choose.
  const candidates: Candidate[] = [first];
  const headers = headerLines(section.pages, options.bankLabels, MAX_HEADER_PROPOSALS);
  for (const at of headers.slice(1)) {
    candidates.push(proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms, { headerAt: at }), 1));
  }
  if (first.scan.hasHeader) candidates.push(proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms, { byShape: true }), 0));
  const all = allReadings(candidates, view, options);
  const best = pickBest(all);
  const runnerUp = all.find((r) => r !== best && r.signature !== best.signature);
  if (runnerUp && best.score - runnerUp.score < AMBIGUITY_MARGIN) best.reading.ambiguousWith = describe(runnerUp.reading);
  return finish(best.reading, all.length);
}

function propose(scan: TableScan, prior: number, context: RowContext, transactionDateAt: ReadOptions['transactionDateAt']): Candidate {
  const table = scan.headerLine ? `header "${scan.headerLine.text}" (page ${scan.headerLine.page})` : 'rows by their shape';
  const dates = orderDateColumns(scan.rows, scan.datesNamed, context.dateOrder, transactionDateAt, context.period);
  // Named as read: where the second date is the transaction's, the columns' names swap too.
  const named = (role: string) => (dates.swapped && role === 'date' ? 'valueDate' : dates.swapped && role === 'valueDate' ? 'date' : role);
  const columnsAt = [...scan.columns]
    .sort((a, b) => a.x0 - b.x0)
    .map((c) => `${named(c.role)} ${Math.round(c.x0)}–${Math.round(c.x1)}`)
    .join(', ');
  return { scan, rows: dates.rows, table, prior, columnsAt, ...(dates.ambiguity ? { datesUnsure: dates.ambiguity } : {}) };
}

interface Scored {
  reading: SectionReading;
  score: number;
  signature: string;
  order: number;
}

function finish(reading: SectionReading, considered: number): SectionReading {
  for (const part of reading.parts) part.evidence.readingsConsidered = considered;
  return reading;
}

/**
 * The arithmetic holds in every part: printed balances follow (or opening + Σ = closing), nothing
 * contradicts it, and no printed sign had to be turned for it (then another reading of the
 * columns may hold as printed).
 */
function isProven(reading: SectionReading): boolean {
  return (
    reading.parts.some((p) => p.transactions.length > 0) &&
    reading.parts.every((p) => p.signsTurned === 0) &&
    reading.parts.every((p) => p.evidence.datesOutsidePeriod * 4 < p.transactions.length + 1) &&
    reading.parts.every((p) => p.farOutside === 0) &&
    reading.parts.every(
      ({ chain, evidence }) => chain.balanceMismatches === 0 && evidence.totals !== 'failed' && (chain.balancesChecked > 0 || evidence.totals === 'held'),
    )
  );
}

function bestOf(candidates: Candidate[], view: SectionView, options: ReadOptions, firstOnly: boolean): SectionReading {
  const all = allReadings(candidates, view, options, firstOnly);
  return pickBest(all).reading;
}

function pickBest(all: Scored[]): Scored {
  return all.reduce((best, r) => (r.score > best.score || (r.score === best.score && r.order < best.order) ? r : best));
}

function allReadings(candidates: Candidate[], view: SectionView, options: ReadOptions, firstOnly = false): Scored[] {
  const { section } = view;
  const out: Scored[] = [];
  for (const candidate of candidates) {
    for (const edit of firstOnly ? RAW_EDITS.slice(0, 1) : RAW_EDITS) {
      const raw = edit.apply(candidate.rows);
      if (!raw) continue;
      const segments = [...new Set(raw.map((r) => r.segment ?? 0))];
      // A table left out must be the smaller part: a decoy or a repeated summary, never the statement itself.
      const small = segments.filter((k) => raw.filter((r) => (r.segment ?? 0) === k).length * 2 < raw.length);
      const drops: (number | null)[] = [null, ...(firstOnly ? [] : small)];
      // The document's date order is the prior; with a period printed, the others compete ("24-05-01" is YY-MM-DD when the period is May 2024).
      const orders =
        firstOnly || !section.period || options.dateOrderBound
          ? [options.context.dateOrder]
          : [options.context.dateOrder, ...DATE_ORDERS.filter((o) => o !== options.context.dateOrder)];
      // A one-letter side mark means debit in one language and credit in another ("D": debit, or
      // Slovenian "dobro"): both meanings are read, the arithmetic chooses.
      // A profile's own side words say what its letters mean: no other meaning is proposed.
      const letterMeanings = firstOnly || !view.oneLetterMarks || sideWordsKey() !== '' ? [false] : [false, true];
      const combinations = drops.flatMap((d) => orders.flatMap((o) => letterMeanings.map((l) => [d, o, l] as const)));
      for (const [drop, dateOrder, lettersReversed] of combinations)
        withLetterSidesReversed(lettersReversed, () => {
          const kept = drop === null ? raw : raw.filter((r) => (r.segment ?? 0) !== drop);
          const context = { ...options.context, dateOrder };
          const typed = kept.map((r) => typeRow(r, context));
          if (
            drop !== null &&
            continuesChain(
              raw.filter((r) => (r.segment ?? 0) === drop),
              typed,
              context,
            )
          )
            return;
          repairDateOrder(typed, context, options.ocrPages);
          settleUnmarkedSigns(typed);
          // Rows dated far outside the period (an interest-rate table, an example): read without them too.
          const far =
            firstOnly || !section.period
              ? []
              : typed.filter((r) => r.kind === 'transaction' && r.date !== null && !nearPeriod(r.date, section.period as Period));
          const variants = far.length > 0 && far.length * 2 < typed.length ? [typed, typed.filter((r) => !far.includes(r))] : [typed];
          for (const rows of variants) {
            const withoutFar = rows !== typed;
            const patterns = signPatterns(rows, defaultNegation(rows, options), firstOnly);
            const prior = patterns[0] as SignPattern;
            for (const signs of patterns) {
              const tableName =
                (drop === null ? candidate.table : `${candidate.table}, without table ${drop + 1}`) +
                (withoutFar ? ', without the rows dated far outside the period' : '');
              const columns =
                edit.name +
                (dateOrder === options.context.dateOrder ? '' : `, dates ${dateOrder}`) +
                (lettersReversed ? ', one-letter side marks read the other way' : '');
              const reading = evaluate(rows, signs, tableName, columns, view, {
                ...options,
                context,
              });
              if (drop !== null) reading.leftOut = leftOutTable(raw.filter((r) => (r.segment ?? 0) === drop));
              if (withoutFar) reading.leftOut = leftOutTable(far.map((r) => r.raw));
              if (candidate.datesUnsure) reading.datesUnsure = candidate.datesUnsure;
              for (const part of reading.parts) part.evidence.columnsAt = candidate.columnsAt;
              // Each departure from the first reading costs a little, so that only the arithmetic moves it.
              const departures =
                (edit === RAW_EDITS[0] ? 0 : 1) +
                (drop === null ? 0 : 1) +
                (withoutFar ? 1 : 0) +
                (signs === prior ? 0 : signs.partial ? 0.75 : 0.5) +
                (dateOrder === options.context.dateOrder ? 0 : 1) +
                (lettersReversed ? 1 : 0);
              const score =
                reading.score +
                candidate.prior * WEIGHTS.proposalPrior +
                departures * WEIGHTS.departure +
                (options.hasProfile && candidate.prior === 2 ? WEIGHTS.profilePrior : 0);
              reading.score = Math.round(score * 100) / 100;
              for (const part of reading.parts) part.evidence.score = reading.score;
              out.push({ reading, score, signature: signatureOf(reading), order: out.length });
            }
          }
        });
    }
  }
  return out;
}

/**
 * A table that starts at the balance the rows before it end on, and runs on from it (the next page
 * of the statement after a carried-forward line), is the statement itself: never left out.
 */
function continuesChain(table: RawRow[], before: TypedRow[], context: RowContext): boolean {
  const last = before.findLast((r) => r.balance !== null)?.balance;
  const rows = table.map((r) => typeRow(r, context));
  // The carried balance is the table's first figure: in the balance column, or alone on an undated line.
  const start = rows.findIndex((r) => r.balance !== null || r.amount !== null);
  const first = rows[start];
  const undated = first?.raw.date === undefined || first?.raw.dateInherited === true;
  const opening = first?.balance ?? (undated ? first?.amount?.abs() : null);
  if (!last || !opening?.abs().eq(last.abs())) return false;
  const next = rows.slice(start + 1).find((r) => r.kind === 'transaction' && r.amount !== null && r.balance !== null);
  const amount = next?.amount?.abs();
  return Boolean(next && amount && (opening.plus(amount).eq(next.balance as Decimal) || opening.minus(amount).eq(next.balance as Decimal)));
}

function leftOutTable(rows: RawRow[]): SectionReading['leftOut'] {
  const lines = rows.flatMap((r) => r.lines);
  const first = lines[0];
  return { page: first?.page ?? 0, header: first?.text ?? '', lines };
}

/**
 * In a single amount column that marks some amounts, the unmarked ones are the other side: money
 * in beside amounts marked negative, money out beside amounts marked only as credits ("1,200.00Cr").
 */
function settleUnmarkedSigns(rows: TypedRow[]): void {
  const single = rows.filter(
    (r) => r.kind === 'transaction' && r.raw.amount !== undefined && r.amount !== null && !r.raw.sectionSign && r.direction === undefined,
  );
  const marked = single.filter((r) => r.signKnown);
  if (marked.length === 0) return;
  const onlyCredits = marked.every((r) => r.marker === 'CR' || (r.amount as Decimal).isPositive());
  // Both sides marked by letters ("177.93 D", "86.93 C"): an unmarked amount lost its marker (to
  // OCR, mostly), so its side is unknown and the balance chain decides it.
  const bothMarked = marked.some((r) => r.marker === 'CR') && marked.some((r) => r.marker === 'DR');
  for (const row of single) {
    if (!row.signKnown && onlyCredits && (row.amount as Decimal).isPositive()) row.amount = (row.amount as Decimal).neg();
    if (!bothMarked) row.signKnown = true;
  }
}

/** Rows whose side nothing printed states: a single amount column without marker, heading or direction word. */
const unstated = (r: TypedRow): boolean =>
  r.kind === 'transaction' &&
  r.amount !== null &&
  r.raw.debit === undefined &&
  r.raw.credit === undefined &&
  !r.raw.sectionSign &&
  !r.marker &&
  r.direction === undefined;

/** How a reading takes the amounts' signs, and how its evidence says so. */
interface SignPattern {
  /** Groups whose unstated amounts are negated: tables, or the runs of `runOf`. */
  negated: ReadonlySet<number>;
  /** Each row's run (by index), where one table's rows come in runs each closed by its total line. */
  runOf?: readonly number[];
  /** The lone amount column's figures as printed, headings' sides set aside, negated when `owed` (a card's amounts owed). */
  asPrinted?: { owed: boolean };
  name: string;
  /** Some tables negated and others not: one table of money out beside one of money in. */
  partial: boolean;
}

/** Tables of unsigned amounts in one section beyond which their sides are not tried table by table (2^n readings). */
const MAX_SIGNED_TABLES = 4;

/**
 * The sign readings a section's unstated amounts allow, the prior first: as printed or all negated
 * (a card printing purchases positive); and where several tables print unsigned amounts (money
 * out under one heading, money in under another, in a language the vocabulary does not know),
 * each table's side on its own, for the arithmetic to choose.
 */
function signPatterns(rows: TypedRow[], negatePrior: boolean, firstOnly: boolean): SignPattern[] {
  const tables = [...new Set(rows.filter(unstated).map((r) => r.raw.segment ?? 0))].sort((a, b) => a - b);
  const none: SignPattern = { negated: new Set(), name: 'as printed', partial: false };
  const all: SignPattern = { negated: new Set(tables), name: 'unmarked amounts negated', partial: false };
  const patterns = negatePrior ? [all, none] : [none, all];
  if (firstOnly) return patterns.slice(0, 1);
  // Headings that state a side are proposals too: the figures as printed without them, and as a card's amounts owed.
  if (rows.some((r) => r.raw.sectionSign && r.printed)) {
    patterns.push({ negated: new Set(), asPrinted: { owed: false }, name: 'as printed, headings set aside', partial: false });
    patterns.push({ negated: new Set(), asPrinted: { owed: true }, name: 'amounts owed (all negated), headings set aside', partial: false });
  }
  if (tables.length === 0) return patterns.filter((p) => p !== all);
  // One table whose rows come in runs, each closed by its total ("Σύνολο" under the credits, then
  // the debits): the runs may be of either side, whatever their unknown headings say.
  const runs = tables.length < 2 ? closedRuns(rows) : null;
  const groups = runs ? runs.groups : tables;
  if (groups.length < 2 || groups.length > MAX_SIGNED_TABLES) return patterns;
  const what = runs ? 'run' : 'table';
  for (let mask = 1; mask < (1 << groups.length) - 1; mask++) {
    const negated = groups.filter((_, k) => mask & (1 << k));
    patterns.push({
      negated: new Set(negated),
      ...(runs ? { runOf: runs.of } : {}),
      name: `unmarked amounts of ${what}${negated.length > 1 ? 's' : ''} ${negated.map((t) => t + 1).join(', ')} negated`,
      partial: true,
    });
  }
  return patterns;
}

/**
 * The runs of a table's rows each closed by a total line: a line the labels call a total, or an
 * undated figure equal to the sum of the run's unmarked amounts. `of` gives each row's run;
 * `groups` the runs holding unmarked amounts.
 */
function closedRuns(rows: TypedRow[]): { of: number[]; groups: number[] } {
  const of: number[] = [];
  const groups = new Set<number>();
  let run = 0;
  let sum = new Decimal(0);
  rows.forEach((row, i) => {
    of[i] = run;
    const undated = row.raw.date === undefined || row.raw.dateInherited === true;
    const closes = row.kind === 'subtotal' || (undated && row.kind === 'transaction' && row.amount !== null && !sum.isZero() && row.amount.abs().eq(sum));
    if (closes) {
      run++;
      sum = new Decimal(0);
    } else if (unstated(row)) {
      groups.add(run);
      sum = sum.plus((row.amount as Decimal).abs());
    }
  });
  return { of, groups: [...groups] };
}

/**
 * The prior for a credit card: purchases are printed positive when most unstated amounts are
 * positive, and the holder's view negates them. Bank accounts print amounts as they are.
 */
function defaultNegation(rows: TypedRow[], options: ReadOptions): boolean {
  if (!options.isCard) return false;
  const printed = rows.filter(unstated);
  return printed.filter((r) => (r.amount as Decimal).isPositive()).length > printed.length / 2;
}

/**
 * Where each account's summary box stands in a statement of several: before its table (the usual
 * place), or after it, as a bank prints all of them. After, when more accounts find a labelled
 * balance in the box after their table than in the box before it.
 */
function summaryBoxes(groups: TypedRow[][], headingOf: (group: TypedRow[], previous?: TypedRow[]) => Line[], options: ReadOptions): (k: number) => Line[] {
  const before = (k: number) => headingOf(groups[k] as TypedRow[], groups[k - 1]);
  const after = (k: number) => headingOf(groups[k + 1] ?? [], groups[k]);
  if (groups.length < 2) return before;
  const labelled = (box: Line[]) => {
    const found = findSectionAnchors([], box, options.context, options.isCard);
    return found.opening !== null || found.closing !== null;
  };
  const count = (boxOf: (k: number) => Line[]) => groups.filter((_, k) => labelled(boxOf(k))).length;
  return count(after) > count(before) ? after : before;
}

function evaluate(typed: TypedRow[], signs: SignPattern, table: string, columns: string, view: SectionView, options: ReadOptions): SectionReading {
  const { section, lines, money, headingOf } = view;
  // Fresh copies: readings share the raw rows but not their typed values.
  const rows = typed.map((r) => ({ ...r }));
  rows.forEach((r, i) => {
    if (signs.asPrinted && r.printed && r.kind === 'transaction') r.amount = signs.asPrinted.owed ? r.printed.neg() : r.printed;
    else if (signs.negated.has(signs.runOf?.[i] ?? r.raw.segment ?? 0) && unstated(r)) r.amount = (r.amount as Decimal).neg();
  });
  markTotals(rows);
  const groups = splitAccounts(rows, options, headingOf);
  // One account: the section's anchors (summary boxes included). Several: each account's own
  // balance rows and its summary box (before its table, or after it: summaryBoxes).
  const boxOf = summaryBoxes(groups, headingOf, options);
  const sides = groups.length === 1 ? [view.sideTotals] : groups.map((_, k) => findSideTotals(boxOf(k), options.context));
  const anchors =
    groups.length === 1
      ? [findSectionAnchors(rows, lines, options.context, options.isCard, view.sideTotals)]
      : groups.map((g, k) => findSectionAnchors(g, boxOf(k), options.context, options.isCard, sides[k]));
  // A card's balances are amounts owed: negative from the holder's view.
  if (options.isCard) {
    for (const r of rows) if (r.balance) r.balance = r.balance.neg();
    for (const a of anchors) {
      a.opening = a.opening?.neg() ?? null;
      a.closing = a.closing?.neg() ?? null;
    }
  }
  const used = new Set(rows.flatMap((r) => r.raw.lines));
  // The figures outside this reading's table, in the holder's view: where the arithmetic looks for unlabelled balances.
  const holder = (f: Figure): Figure => (options.isCard ? { ...f, value: f.value.neg() } : f);
  const outside = groups.length === 1 ? view.figures.filter((f) => !used.has(f.line)).map(holder) : [];
  const parts = groups.map((group, k) => {
    // An account's figures: the box before its table and the one after it (a summary printed under the table).
    const around = [...headingOf(group, groups[k - 1]), ...headingOf(groups[k + 1] ?? [], group)];
    const figures = groups.length === 1 ? outside : figuresOf(around, options.context.decimal).map(holder);
    return readPart(
      group,
      anchors[k] as SectionAnchors,
      sides[k] ?? null,
      headingOf(group, groups[k - 1]),
      { table, columns, signs: signs.name, section, options, account: groups.length > 1 ? k + 1 : 0 },
      figures,
    );
  });
  const unread = money.filter((l) => !used.has(l));
  // Reading nothing never beats reading something: a statement that does not add up is reported, not emptied.
  const nothing = parts.every((p) => p.transactions.length === 0) ? WEIGHTS.nothingRead : 0;
  const score = parts.reduce((sum, p) => sum + p.evidence.score, 0) + WEIGHTS.lineUnread * unread.length + nothing;
  for (const part of parts) part.evidence.moneyLines = money.length;
  for (const part of parts) part.evidence.moneyLinesUnread = unread.length;
  return { rows, parts, unread, score };
}

function signatureOf(reading: SectionReading): string {
  return reading.parts.map((p) => p.transactions.map((r, i) => `${r.date}|${p.chain.amounts[i]?.toFixed()}`).join(';')).join('/');
}

function describe(reading: SectionReading): string {
  const e = reading.parts[0]?.evidence;
  const count = reading.parts.reduce((n, p) => n + p.transactions.length, 0);
  return e ? `${e.table}, ${e.columns}, amounts ${e.signs} (${count} transactions)` : 'no transactions';
}
