/**
 * Reading by hypotheses: the layout proposes, the arithmetic decides (architecture.md).
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
import Decimal from 'decimal.js';
import type { BankLabels } from '../layout/header.ts';
import { type Line, normalizeLabel } from '../layout/lines.ts';
import { type RawRow, type TableScan, headerLines, readTable } from '../layout/table.ts';
import { type DateOrder, addDays } from '../parse/date.ts';
import type { Period } from '../parse/period.ts';
import { type RowContext, type TypedRow, amountOf, typeRow } from '../parse/rows.ts';
import { type ChainResult, reconcileChain } from '../reconcile/chain.ts';
import type { ReadingEvidence } from '../types.ts';
import { moneyLines } from './coverage.ts';
import { findSectionAnchors } from './anchors.ts';

export interface SectionInput {
  pages: Line[][];
  period: Period | null;
}

/** One account's rows within a section (a statement holding several accounts has several parts). */
export interface ReadingPart {
  /** The rows that are transactions (a date and an amount), in document order. */
  transactions: TypedRow[];
  opening: Decimal | null;
  closing: Decimal | null;
  chain: ChainResult;
  evidence: ReadingEvidence;
  /** Lines printed before the part's first row (since the previous part): where its account number is. */
  heading: Line[];
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
}

const DATE_ORDERS: readonly DateOrder[] = ['DMY', 'MDY', 'YMD'];
/** Dates this close to the period are plausible (purchases posted late, a period starting mid-month). */
const NEAR_PERIOD_DAYS = 35;

const EMPTY_READING_PENALTY = 1000;

/** Readings scoring within this much of the best, with other transactions, are a reported ambiguity. */
const AMBIGUITY_MARGIN = 1;
/** Most header lines proposed per section (decoy tables, per-page repeats). */
const MAX_HEADER_PROPOSALS = 6;

interface Candidate {
  scan: TableScan;
  table: string;
  /** Small preference among equals: the vocabulary's first header, then later ones, then shapes. */
  prior: number;
}

type RowEdit = { name: string; apply: (rows: RawRow[]) => RawRow[] | null };

const RAW_EDITS: RowEdit[] = [
  { name: 'as labelled', apply: (rows) => rows },
  {
    // Two figures on every row are an amount and the balance after it, not money out and money in.
    name: 'amount and balance',
    apply: (rows) => {
      const both = rows.filter((r) => r.debit !== undefined && r.credit !== undefined && r.balance === undefined && r.amount === undefined);
      if (both.length * 2 < rows.filter((r) => r.debit !== undefined || r.credit !== undefined).length || both.length === 0) return null;
      return rows.map((r) => {
        if (r.debit === undefined || r.credit === undefined || r.balance !== undefined || r.amount !== undefined) return r;
        const { debit, credit, ...rest } = r;
        return { ...rest, amount: debit, balance: credit };
      });
    },
  },
  {
    // A side column the vocabulary took for money out or in ("Accrued Bank Charges") beside the real amount column.
    name: 'amount column alone',
    apply: (rows) => {
      if (!rows.some((r) => r.amount !== undefined && (r.debit !== undefined || r.credit !== undefined))) return null;
      return rows.map((r) => {
        if (r.amount === undefined) return r;
        const { debit: _debit, credit: _credit, ...rest } = r;
        return rest;
      });
    },
  },
  {
    // Columns whose labels the vocabulary misreads, or tables printing credit before debit.
    name: 'debit and credit columns swapped',
    apply: (rows) => {
      if (!rows.some((r) => r.debit !== undefined || r.credit !== undefined)) return null;
      return rows.map((r) => {
        const { debit, credit, ...rest } = r;
        return { ...rest, ...(credit !== undefined ? { debit: credit } : {}), ...(debit !== undefined ? { credit: debit } : {}) };
      });
    },
  },
];

export function chooseReading(section: SectionInput, options: ReadOptions): SectionReading {
  const money = moneyLines(section.pages.flat());
  const first = proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms), 2);
  const firstReading = bestOf([first], money, section, options, true);
  if (isProven(firstReading)) return finish(firstReading, 1);

  // Not proven: propose the other readings and let the arithmetic choose.
  const candidates: Candidate[] = [first];
  const headers = headerLines(section.pages, options.bankLabels, MAX_HEADER_PROPOSALS);
  for (const at of headers.slice(1)) {
    candidates.push(proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms, { headerAt: at }), 1));
  }
  if (first.scan.hasHeader) candidates.push(proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms, { byShape: true }), 0));
  const all = allReadings(candidates, money, section, options);
  const best = pickBest(all);
  const runnerUp = all.find((r) => r !== best && r.signature !== best.signature);
  if (runnerUp && best.score - runnerUp.score < AMBIGUITY_MARGIN) best.reading.ambiguousWith = describe(runnerUp.reading);
  return finish(best.reading, all.length);
}

function proposal(scan: TableScan, prior: number): Candidate {
  const table = scan.headerLine ? `header "${scan.headerLine.text}" (page ${scan.headerLine.page})` : 'rows by their shape';
  return { scan, table, prior };
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

/** The arithmetic holds in every part: printed balances follow (or opening + Σ = closing) and nothing contradicts it. */
function isProven(reading: SectionReading): boolean {
  return (
    reading.parts.some((p) => p.transactions.length > 0) &&
    reading.parts.every((p) => p.evidence.datesOutsidePeriod * 4 < p.transactions.length + 1) &&
    reading.parts.every(({ chain, evidence }) => chain.balanceMismatches === 0 && evidence.totals !== 'failed' && (chain.balancesChecked > 0 || evidence.totals === 'held'))
  );
}

function bestOf(candidates: Candidate[], money: Line[], section: SectionInput, options: ReadOptions, firstOnly: boolean): SectionReading {
  const all = allReadings(candidates, money, section, options, firstOnly);
  return pickBest(all).reading;
}

function pickBest(all: Scored[]): Scored {
  return all.reduce((best, r) => (r.score > best.score || (r.score === best.score && r.order < best.order) ? r : best));
}

function allReadings(candidates: Candidate[], money: Line[], section: SectionInput, options: ReadOptions, firstOnly = false): Scored[] {
  const out: Scored[] = [];
  for (const candidate of candidates) {
    for (const edit of firstOnly ? RAW_EDITS.slice(0, 1) : RAW_EDITS) {
      const raw = edit.apply(candidate.scan.rows);
      if (!raw) continue;
      const segments = [...new Set(raw.map((r) => r.segment ?? 0))];
      // A table left out must be the smaller part: a decoy or a repeated summary, never the statement itself.
      const small = segments.filter((k) => raw.filter((r) => (r.segment ?? 0) === k).length * 2 < raw.length);
      const drops: (number | null)[] = [null, ...(firstOnly ? [] : small)];
      // The document's date order is the prior; with a period printed, the others compete ("24-05-01" is YY-MM-DD when the period is May 2024).
      const orders = firstOnly || !section.period ? [options.context.dateOrder] : [options.context.dateOrder, ...DATE_ORDERS.filter((o) => o !== options.context.dateOrder)];
      for (const [drop, dateOrder] of drops.flatMap((d) => orders.map((o) => [d, o] as const))) {
        const kept = drop === null ? raw : raw.filter((r) => (r.segment ?? 0) !== drop);
        const context = { ...options.context, dateOrder };
        const typed = kept.map((r) => typeRow(r, context));
        settleUnmarkedSigns(typed);
        for (const negate of firstOnly ? [defaultNegation(typed, options)] : signChoices(typed, options)) {
          const tableName = drop === null ? candidate.table : `${candidate.table}, without table ${drop + 1}`;
          const reading = evaluate(typed, negate, tableName, edit.name + (dateOrder === options.context.dateOrder ? '' : `, dates ${dateOrder}`), money, section, { ...options, context });
          if (drop !== null) reading.leftOut = leftOutTable(raw.filter((r) => (r.segment ?? 0) === drop));
          // Each departure from the first reading costs a little, so that only the arithmetic moves it.
          const departures = (edit === RAW_EDITS[0] ? 0 : 1) + (drop === null ? 0 : 1) + (negate === defaultNegation(typed, options) ? 0 : 0.5) + (dateOrder === options.context.dateOrder ? 0 : 1);
          const score = reading.score + candidate.prior * 0.1 - departures * 0.25 + (options.hasProfile && candidate.prior === 2 ? 0.2 : 0);
          reading.score = Math.round(score * 100) / 100;
          for (const part of reading.parts) part.evidence.score = reading.score;
          out.push({ reading, score, signature: signatureOf(reading), order: out.length });
        }
      }
    }
  }
  return out;
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
  const single = rows.filter((r) => r.kind === 'transaction' && r.raw.amount !== undefined && r.amount !== null && !r.raw.sectionSign && !r.raw.direction);
  const marked = single.filter((r) => r.signKnown);
  if (marked.length === 0) return;
  const onlyCredits = marked.every((r) => r.marker === 'CR' || (r.amount as Decimal).isPositive());
  for (const row of single) {
    if (!row.signKnown && onlyCredits && (row.amount as Decimal).isPositive()) row.amount = (row.amount as Decimal).neg();
    row.signKnown = true;
  }
}

/** Rows whose side nothing printed states: a single amount column without marker, heading or direction word. */
const unstated = (r: TypedRow): boolean =>
  r.kind === 'transaction' && r.amount !== null && r.raw.debit === undefined && r.raw.credit === undefined && !r.raw.sectionSign && !r.marker && !r.raw.direction;

/**
 * The prior for a credit card: purchases are printed positive when most unstated amounts are
 * positive, and the holder's view negates them. Bank accounts print amounts as they are.
 */
function defaultNegation(rows: TypedRow[], options: ReadOptions): boolean {
  if (!options.isCard) return false;
  const printed = rows.filter(unstated);
  return printed.filter((r) => (r.amount as Decimal).isPositive()).length > printed.length / 2;
}

function signChoices(rows: TypedRow[], options: ReadOptions): boolean[] {
  const prior = defaultNegation(rows, options);
  return rows.some(unstated) ? [prior, !prior] : [prior];
}

function evaluate(
  typed: TypedRow[],
  negate: boolean,
  table: string,
  columns: string,
  money: Line[],
  section: SectionInput,
  options: ReadOptions,
): SectionReading {
  // Fresh copies: readings share the raw rows but not their typed values.
  const rows = typed.map((r) => ({ ...r }));
  if (negate) for (const r of rows) if (unstated(r)) r.amount = (r.amount as Decimal).neg();
  markTotals(rows);
  const lines = section.pages.flat();
  const headingOf = headingLines(lines);
  const groups = splitAccounts(rows, options, headingOf);
  // One account: the section's anchors (summary boxes included). Several: each account's own
  // balance rows and the summary box printed before its table.
  const anchors = groups.length === 1 ? [findSectionAnchors(rows, lines, options.context)] : groups.map((g, k) => findSectionAnchors(g, headingOf(g, groups[k - 1]), options.context));
  // A card's balances are amounts owed: negative from the holder's view.
  if (options.isCard) {
    for (const r of rows) if (r.balance) r.balance = r.balance.neg();
    for (const a of anchors) {
      a.opening = a.opening?.neg() ?? null;
      a.closing = a.closing?.neg() ?? null;
    }
  }
  const parts = groups.map((group, k) => {
    const { opening, closing, sources } = anchors[k] as (typeof anchors)[number];
    return readPart(group, opening, closing, sources, headingOf(group, groups[k - 1]), { table, columns, negate, section, options, account: groups.length > 1 ? k + 1 : 0 });
  });
  const used = new Set(rows.flatMap((r) => r.raw.lines));
  const unread = money.filter((l) => !used.has(l));
  // Reading nothing never beats reading something: a statement that does not add up is reported, not emptied.
  const nothing = parts.every((p) => p.transactions.length === 0) ? EMPTY_READING_PENALTY : 0;
  const score = parts.reduce((sum, p) => sum + p.evidence.score, 0) - unread.length - nothing;
  for (const part of parts) part.evidence.moneyLines = money.length;
  for (const part of parts) part.evidence.moneyLinesUnread = unread.length;
  return { rows, parts, unread, score };
}

interface PartContext {
  table: string;
  columns: string;
  negate: boolean;
  section: SectionInput;
  options: ReadOptions;
  /** 1-based account number within the section, 0 when the section holds one account. */
  account: number;
}

function readPart(rows: TypedRow[], opening: Decimal | null, closing: Decimal | null, sources: string[], heading: Line[], c: PartContext): ReadingPart {
  const transactions = rows.filter((r) => r.kind === 'transaction' && r.amount !== null && r.date !== null);
  const checkpoints = dayBalanceCheckpoints(rows);
  const chainRows = transactions.map((r) => ({ amount: r.amount as Decimal, signKnown: r.signKnown, printedBalance: r.balance ?? checkpoints.get(r) ?? null, ocr: c.options.ocrPages.has(r.raw.page) }));
  // Newest first ("ordenados por fecha descendente"): the balances chain in time order, the rows stay in document order.
  const newestFirst = isNewestFirst(transactions);
  const chain = newestFirst ? reversedChain(reconcileChain([...chainRows].reverse(), opening)) : reconcileChain(chainRows, opening);
  const sum = chain.amounts.reduce((s, a) => s.plus(a), new Decimal(0));
  const start = opening ?? chain.opening;
  const totals: ReadingEvidence['totals'] = start && closing ? (start.plus(sum).eq(closing) ? 'held' : 'failed') : 'not printed';
  const period = c.section.period;
  const outside = period ? transactions.filter((r) => (r.date as string) < period.start || (r.date as string) > period.end).length : 0;
  // A card purchase posted days later is dated before the period; a date years away is a misreading.
  const farOutside = period ? transactions.filter((r) => (r.date as string) < addDays(period.start, -NEAR_PERIOD_DAYS) || (r.date as string) > addDays(period.end, NEAR_PERIOD_DAYS)).length : 0;
  const held = chain.balancesChecked - chain.balanceMismatches;
  const score = 3 * held - 5 * chain.balanceMismatches + (totals === 'held' ? 8 : totals === 'failed' ? -8 : 0) + 0.5 * transactions.length - farOutside - 0.05 * outside;
  const evidence: ReadingEvidence = {
    table: c.table + (c.account ? `, account ${c.account}` : ''),
    columns: c.columns,
    signs: (c.negate ? 'unmarked amounts negated' : 'as printed') + (newestFirst ? ', rows newest first' : ''),
    balancesChecked: chain.balancesChecked,
    balancesHeld: held,
    totals,
    ...(start ? { opening: start.toFixed() } : {}),
    ...(closing ? { closing: closing.toFixed() } : {}),
    ...(sources.length ? { anchors: sources } : {}),
    transactions: transactions.length,
    moneyLines: 0,
    moneyLinesUnread: 0,
    datesOutsidePeriod: outside,
    score,
    readingsConsidered: 1,
  };
  return { transactions, opening, closing, chain, evidence, heading };
}

/**
 * A day's balance printed on a line of its own after the day's rows ("SALDO DO DIA 2.429,43 C"):
 * the balance after the transaction just before it, so the chain checks it like a printed one.
 */
function dayBalanceCheckpoints(rows: TypedRow[]): Map<TypedRow, Decimal> {
  const out = new Map<TypedRow, Decimal>();
  let last: TypedRow | null = null;
  for (const row of rows) {
    if (row.kind === 'transaction' && row.amount !== null && row.date !== null) last = row;
    else if (row.kind === 'balance' && row.balance && last && last.balance === null && !out.has(last)) out.set(last, row.balance);
  }
  return out;
}

/** Rows listed newest first: their dates fall more often than they rise. */
function isNewestFirst(rows: TypedRow[]): boolean {
  let falls = 0;
  let rises = 0;
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]?.date as string;
    const b = rows[i]?.date as string;
    if (b < a) falls++;
    else if (b > a) rises++;
  }
  return falls > rises;
}

/** A chain computed over the rows in reverse, put back in document order. */
function reversedChain(chain: ChainResult): ChainResult {
  const last = chain.amounts.length - 1;
  return {
    ...chain,
    amounts: [...chain.amounts].reverse(),
    balances: [...chain.balances].reverse(),
    issues: chain.issues.map((issue) => ({ ...issue, index: last - issue.index })),
  };
}

const YEAR_TO_DATE = /yeartodate|ytd|seitjahresbeginn|depuisledebutdelannee|acumuladoenelano/;

/** Words of a line that states a total ("8 item(s) totaling", "21 Debit(s) This Period"). */
const TOTAL_WORDS = /total|item|period|sum|credit|debit|deposit|withdrawal|check|cheque|payment|purchase|fee|charge|net|summe|gesamt|totaux|importe|movimenti/i;

/**
 * Lines inside a table that state a total are not transactions: an undated row whose label
 * speaks of totals and whose amount is exactly the sum of the rows since the previous such line,
 * or of all money in or all money out of the section. The arithmetic decides, not the words alone.
 */
function markTotals(rows: TypedRow[]): void {
  const candidate = (r: TypedRow) =>
    r.kind === 'transaction' && r.amount !== null && (r.raw.date === undefined || r.raw.dateInherited === true) && TOTAL_WORDS.test(r.description);
  const candidates = rows.filter(candidate);
  if (candidates.length === 0) return;
  const movements = rows.filter((r) => r.kind === 'transaction' && r.amount !== null && !candidate(r));
  const moneyIn = movements.reduce((s, r) => (r.amount!.isPositive() ? s.plus(r.amount!) : s), new Decimal(0));
  const moneyOut = movements.reduce((s, r) => (r.amount!.isNegative() ? s.minus(r.amount!) : s), new Decimal(0));
  let run = new Decimal(0);
  let runIn = new Decimal(0);
  let runOut = new Decimal(0);
  const figure = (text: string | undefined) => (text === undefined ? null : (amountOf(text, { decimal: null })?.value.abs() ?? null));
  // Totals already recognised: a later line repeating one ("Total fees charged in 2024") is a total too.
  const totals: Decimal[] = [];
  for (const row of rows) {
    if (row.kind === 'subtotal') {
      const printed = figure(row.raw.amount) ?? figure(row.raw.debit) ?? figure(row.raw.credit);
      if (printed && !printed.isZero()) totals.push(printed);
      // A total the labels already recognised closes a run too.
      run = new Decimal(0);
      runIn = new Decimal(0);
      runOut = new Decimal(0);
      continue;
    }
    if (row.kind !== 'transaction' || row.amount === null) continue;
    if (!candidate(row)) {
      run = run.plus(row.amount.abs());
      if (row.amount.isPositive()) runIn = runIn.plus(row.amount);
      else runOut = runOut.minus(row.amount);
      continue;
    }
    const value = row.amount.abs();
    // A total line printing both sides ("Umsatztotal 3'387.82 8'264.33") adds up each side.
    const out = figure(row.raw.debit);
    const into = figure(row.raw.credit);
    const bothSides = out !== null && into !== null && ((out.eq(runOut) && into.eq(runIn)) || (out.eq(moneyOut) && into.eq(moneyIn)));
    // Year-to-date figures cover other statements' rows too: a summary whatever its sum.
    const repeats = (!value.isZero() && totals.some((t) => t.eq(value))) || YEAR_TO_DATE.test(normalizeLabel(row.description));
    if (bothSides || repeats || value.eq(run) || (!value.isZero() && (value.eq(moneyIn) || value.eq(moneyOut)))) {
      row.kind = 'subtotal';
      if (!value.isZero()) totals.push(value);
    }
    run = new Decimal(0);
    runIn = new Decimal(0);
    runOut = new Decimal(0);
  }
}

/** The lines printed between the previous group's last row and this group's first: where an account's number and summary stand. */
function headingLines(lines: Line[]): (group: TypedRow[], previous?: TypedRow[]) => Line[] {
  const index = new Map(lines.map((l, i) => [l, i]));
  return (group, previous) => {
    const first = group[0]?.raw.lines[0];
    const last = previous?.[previous.length - 1]?.raw.lines.at(-1);
    const from = last ? (index.get(last) ?? -1) + 1 : 0;
    const to = first ? (index.get(first) ?? from) : from;
    return lines.slice(from, Math.max(from, to));
  };
}

/**
 * A statement holding several accounts prints each account's table with its own opening balance,
 * as a row of the table or in a summary box printed before it. Such an opening after
 * transactions starts another account when it is not the running balance so far (a page's
 * "brought forward" repeats the running balance and does not).
 */
function splitAccounts(rows: TypedRow[], options: ReadOptions, headingOf: (group: TypedRow[], previous?: TypedRow[]) => Line[]): TypedRow[][] {
  const groups: TypedRow[][] = [[]];
  // Printed balances in the amounts' convention (a card prints what is owed).
  const held = (balance: Decimal) => (options.isCard ? balance.neg() : balance);
  // The running balance: the last printed one plus the amounts since.
  let running: Decimal | null = null;
  let seenTransaction = false;
  let previous: TypedRow | null = null;
  // Openings already seen: the first account's, from the section's own anchors, and each new account's.
  const openings: Decimal[] = [];
  const first = findSectionAnchors(rows, headingOf(rows.slice(0, 1)), options.context).opening;
  if (first) openings.push(held(first));
  const startGroup = (row: TypedRow, opening: Decimal) => {
    groups.push([row]);
    seenTransaction = false;
    running = opening;
  };
  for (const row of rows) {
    const current = groups[groups.length - 1] as TypedRow[];
    const breaks = (opening: Decimal) => seenTransaction && running !== null && !opening.eq(running);
    if (row.kind === 'opening' && row.balance && breaks(held(row.balance))) {
      startGroup(row, held(row.balance));
      previous = row;
      continue;
    }
    if (previous && row.raw.segment !== previous.raw.segment && seenTransaction) {
      // A new table: an opening balance in the box printed before it may start another account.
      const boxed = findSectionAnchors([], headingOf([row], [previous]), options.context).opening;
      // A page header repeating the statement's own opening balance is not another account.
      const repeated = boxed !== null && openings.some((o) => o.eq(held(boxed)));
      if (boxed && !repeated && breaks(held(boxed))) {
        openings.push(held(boxed));
        startGroup(row, held(boxed));
        if (row.kind === 'transaction' && row.amount) running = (running as Decimal | null)?.plus(row.amount) ?? null;
        if (row.balance) running = held(row.balance);
        seenTransaction = row.kind === 'transaction';
        previous = row;
        continue;
      }
    }
    current.push(row);
    if (row.kind === 'transaction') {
      seenTransaction = true;
      if (running && row.amount) running = (running as Decimal).plus(row.amount);
    }
    if (row.balance) running = held(row.balance);
    previous = row;
  }
  return groups;
}

function signatureOf(reading: SectionReading): string {
  return reading.parts.map((p) => p.transactions.map((r, i) => `${r.date}|${p.chain.amounts[i]?.toFixed()}`).join(';')).join('/');
}

function describe(reading: SectionReading): string {
  const e = reading.parts[0]?.evidence;
  const count = reading.parts.reduce((n, p) => n + p.transactions.length, 0);
  return e ? `${e.table}, ${e.columns}, amounts ${e.signs} (${count} transactions)` : 'no transactions';
}
