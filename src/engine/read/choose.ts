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
import type { Line } from '../layout/lines.ts';
import { type RawRow, type TableScan, headerLines, readTable } from '../layout/table.ts';
import type { Period } from '../parse/period.ts';
import { type RowContext, type TypedRow, typeRow } from '../parse/rows.ts';
import { type ChainResult, reconcileChain } from '../reconcile/chain.ts';
import type { ReadingEvidence } from '../types.ts';
import { moneyLines } from './coverage.ts';
import { findSectionAnchors } from './anchors.ts';

export interface SectionInput {
  pages: Line[][];
  period: Period | null;
}

export interface SectionReading {
  /** Every typed row of the chosen reading, transactions and balance/summary rows alike. */
  rows: TypedRow[];
  /** The rows that are transactions (a date and an amount), in document order. */
  transactions: TypedRow[];
  opening: Decimal | null;
  closing: Decimal | null;
  chain: ChainResult;
  evidence: ReadingEvidence;
  /** Money lines of the section that no row of this reading explains. */
  unread: Line[];
  /** A near tie with a reading that gives other transactions: what that reading was. */
  ambiguousWith?: string;
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
  const lines = section.pages.flat();
  const money = moneyLines(lines);
  const first = proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms), 'first header', 2);
  const firstReading = bestOf([first], money, section, options, true);
  if (isProven(firstReading)) return finish(firstReading, 1);

  // Not proven: propose the other readings and let the arithmetic choose.
  const candidates: Candidate[] = [first];
  const headers = headerLines(section.pages, options.bankLabels, MAX_HEADER_PROPOSALS);
  for (const at of headers.slice(1)) {
    const scan = readTable(section.pages, options.bankLabels, options.context.balanceTerms, { headerAt: at });
    const header = lines[at] as Line;
    candidates.push(proposal(scan, `header "${header.text}" (page ${header.page})`, 1));
  }
  if (first.scan.hasHeader) candidates.push(proposal(readTable(section.pages, options.bankLabels, options.context.balanceTerms, { byShape: true }), 'rows by their shape', 0));
  const all = allReadings(candidates, money, section, options);
  const best = pickBest(all);
  const runnerUp = all.find((r) => r !== best && r.signature !== best.signature);
  if (runnerUp && best.score - runnerUp.score < AMBIGUITY_MARGIN) best.reading.ambiguousWith = describe(runnerUp.reading.evidence);
  return finish(best.reading, all.length);
}

function proposal(scan: TableScan, table: string, prior: number): Candidate {
  const header = scan.hasHeader && table === 'first header' ? `header ${scan.columns.map((c) => c.label || c.role).join(' | ')}` : table;
  return { scan, table: header, prior };
}

interface Scored {
  reading: SectionReading;
  score: number;
  signature: string;
  order: number;
}

function finish(reading: SectionReading, considered: number): SectionReading {
  reading.evidence.readingsConsidered = considered;
  return reading;
}

/** The arithmetic holds: printed balances follow (or opening + Σ = closing) and nothing contradicts it. */
function isProven(reading: SectionReading): boolean {
  const { chain, evidence } = reading;
  return reading.transactions.length > 0 && chain.balanceMismatches === 0 && evidence.totals !== 'failed' && (chain.balancesChecked > 0 || evidence.totals === 'held');
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
      const drops: (number | null)[] = [null, ...(firstOnly || segments.length < 2 ? [] : segments)];
      for (const drop of drops) {
        const kept = drop === null ? raw : raw.filter((r) => (r.segment ?? 0) !== drop);
        const typed = kept.map((r) => typeRow(r, options.context));
        settleUnmarkedSigns(typed);
        for (const negate of firstOnly ? [defaultNegation(typed, options)] : signChoices(typed, options)) {
          const tableName = drop === null ? candidate.table : `${candidate.table}, without table ${drop + 1}`;
          const reading = evaluate(typed, negate, tableName, edit.name, money, section, options);
          // Each departure from the first reading costs a little, so that only the arithmetic moves it.
          const departures = (edit === RAW_EDITS[0] ? 0 : 1) + (drop === null ? 0 : 1) + (negate === defaultNegation(typed, options) ? 0 : 0.5);
          const score = reading.evidence.score + candidate.prior * 0.1 - departures * 0.25 + (options.hasProfile && candidate.prior === 2 ? 0.2 : 0);
          reading.evidence.score = Math.round(score * 100) / 100;
          out.push({ reading, score, signature: signatureOf(reading), order: out.length });
        }
      }
    }
  }
  return out;
}

/** In a single amount column that marks some amounts negative, an unmarked amount is money in. */
function settleUnmarkedSigns(rows: TypedRow[]): void {
  if (rows.some((r) => r.raw.amount !== undefined && r.signKnown)) {
    for (const row of rows) if (row.raw.amount !== undefined) row.signKnown = true;
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
  const anchors = findSectionAnchors(rows, section.pages.flat(), options.context);
  let { opening, closing } = anchors;
  if (options.isCard) {
    for (const r of rows) if (r.balance) r.balance = r.balance.neg();
    opening = opening?.neg() ?? null;
    closing = closing?.neg() ?? null;
  }
  const transactions = rows.filter((r) => r.kind === 'transaction' && r.amount !== null && r.date !== null);
  const chain = reconcileChain(
    transactions.map((r) => ({ amount: r.amount as Decimal, signKnown: r.signKnown, printedBalance: r.balance, ocr: options.ocrPages.has(r.raw.page) })),
    opening,
  );
  const sum = chain.amounts.reduce((s, a) => s.plus(a), new Decimal(0));
  const start = opening ?? chain.opening;
  const totals: ReadingEvidence['totals'] = start && closing ? (start.plus(sum).eq(closing) ? 'held' : 'failed') : 'not printed';
  const used = new Set(rows.flatMap((r) => r.raw.lines));
  const unread = money.filter((l) => !used.has(l));
  const outside = section.period ? transactions.filter((r) => (r.date as string) < section.period!.start || (r.date as string) > section.period!.end).length : 0;
  const held = chain.balancesChecked - chain.balanceMismatches;
  const score =
    3 * held - 5 * chain.balanceMismatches + (totals === 'held' ? 8 : totals === 'failed' ? -8 : 0) + 0.5 * transactions.length - 1 * unread.length - 1 * outside;
  const evidence: ReadingEvidence = {
    table,
    columns,
    signs: negate ? 'unmarked amounts negated' : 'as printed',
    balancesChecked: chain.balancesChecked,
    balancesHeld: held,
    totals,
    ...(start ? { opening: start.toFixed() } : {}),
    ...(closing ? { closing: closing.toFixed() } : {}),
    ...(anchors.sources.length ? { anchors: anchors.sources } : {}),
    transactions: transactions.length,
    moneyLines: money.length,
    moneyLinesUnread: unread.length,
    datesOutsidePeriod: outside,
    score,
    readingsConsidered: 1,
  };
  return { rows, transactions, opening, closing, chain, evidence, unread };
}

function signatureOf(reading: SectionReading): string {
  return reading.transactions.map((r, i) => `${r.date}|${reading.chain.amounts[i]?.toFixed()}`).join(';');
}

function describe(evidence: ReadingEvidence): string {
  return `${evidence.table}, ${evidence.columns}, amounts ${evidence.signs} (${evidence.transactions} transactions)`;
}
