/** Helpers shared by the family modules: looks, feature flags, account numbers, truth assembly. */
import Decimal from 'decimal.js';
import { addDays, parse, statementMonth } from './dates.ts';
import { FONTS, type FontSet, type Pen } from './draw.ts';
import { str } from './money.ts';
import type { PageSize } from './pdf.ts';
import type { Rng } from './rng.ts';
import type { Cell, Row, TableStyle } from './table.ts';
import type { Truth, TruthStatement, TruthTransaction } from './types.ts';

export type FontKey = keyof typeof FONTS;

export interface Look {
  fontKey: FontKey;
  fonts: FontSet;
  /** Table body size, 7–10 pt. */
  size: number;
  lead: number;
  gap: number;
  page: PageSize;
  /** Horizontal jitter applied to column positions. */
  dx: number;
}

export function chooseLook(
  rng: Rng,
  o: { fonts: FontKey[]; sizes: [number, number]; pages?: PageSize[]; lead?: [number, number]; gap?: [number, number]; dx?: number },
): Look {
  const fontKey = rng.pick(o.fonts);
  const steps = Math.round((o.sizes[1] - o.sizes[0]) * 2);
  const size = o.sizes[0] + rng.int(0, steps) / 2;
  const lf = o.lead ?? [1.15, 1.35];
  const lead = Math.round(size * (lf[0] + rng.next() * (lf[1] - lf[0])) * 10) / 10;
  const g = o.gap ?? [0, 3];
  const gap = Math.round((g[0] + rng.next() * (g[1] - g[0])) * 10) / 10;
  return { fontKey, fonts: FONTS[fontKey], size, lead, gap, page: rng.pick(o.pages ?? ['A4']), dx: o.dx ? rng.int(-o.dx, o.dx) : 0 };
}

/** Seed-driven coverage flags so that any 8 consecutive seeds hit every special case. */
export function features(seed: number): { large: boolean; tiny: boolean; overdraft: boolean; burst: boolean } {
  return { large: seed % 4 === 3, tiny: seed % 3 === 1, overdraft: seed % 4 === 1 || seed % 6 === 2, burst: seed % 2 === 0 };
}

export function randomYearMonth(rng: Rng): { y: number; m: number } {
  return { y: rng.pick([2024, 2025, 2025, 2026]), m: rng.int(1, 12) };
}

/** ISO 13616 check digits for an IBAN built from country + BBAN. */
export function iban(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`;
  const numeric = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rem = 0;
  for (const ch of numeric) rem = (rem * 10 + Number(ch)) % 97;
  return `${country}${String(98 - rem).padStart(2, '0')}${bban}`;
}

export function groupIban(s: string): string {
  return s.replace(/(.{4})/g, '$1 ').trim();
}

export function last4(printed: string): string {
  return printed.replace(/[^0-9A-Za-z]/g, '').slice(-4);
}

export function last4Digits(printed: string): string {
  return printed.replace(/\D/g, '').slice(-4);
}

/** Production date of the statement: a few days after the period end, fixed time. */
export function creationDate(periodEnd: string, rng: Rng): Date {
  const d = parse(addDays(periodEnd, rng.int(1, 4)));
  return new Date(Date.UTC(d.y, d.m - 1, d.d, rng.int(1, 5), rng.int(0, 59), rng.int(0, 59)));
}

export function wrapSegments(pen: Pen, segments: string[], width: number, font: string, size: number): string[] {
  return segments.flatMap((s) => pen.wrap(s, width, font, size));
}

export function tableStyle(look: Look, o: Partial<TableStyle> & { left: number; right: number }): TableStyle {
  return {
    font: look.fonts.regular,
    bold: look.fonts.bold,
    size: look.size,
    lead: look.lead,
    gap: look.gap,
    showHeader: true,
    headFont: look.fonts.bold,
    headSize: look.size,
    headLead: look.lead,
    headPad: 3,
    headFill: null,
    headColor: '#000000',
    headRule: 'under',
    rowRule: null,
    zebra: null,
    ...o,
  };
}

/** A transaction row whose truth description is exactly the printed description lines. */
export function txnRow(o: {
  cells: Cell[];
  descLines: string[];
  date: string;
  amount: Decimal;
  balanceAfter: Decimal;
  printedBalance: Decimal | null;
  valueDate?: string;
  typeCode?: string;
  raw?: string[];
}): Row {
  const truth: TruthTransaction = {
    date: o.date,
    ...(o.valueDate !== undefined ? { valueDate: o.valueDate } : {}),
    ...(o.typeCode !== undefined ? { typeCode: o.typeCode } : {}),
    description: o.descLines.join(' '),
    amount: str(o.amount),
    balance: o.printedBalance === null ? null : str(o.printedBalance),
  };
  return { kind: 'txn', cells: o.cells, raw: o.raw, truth, balanceAfter: o.balanceAfter, day: o.date };
}

/** Per-day position flags for entries sorted by date. */
export function dayFlags<T extends { date: string }>(entries: T[]): Array<{ first: boolean; last: boolean }> {
  return entries.map((e, i) => ({ first: i === 0 || entries[i - 1]?.date !== e.date, last: i === entries.length - 1 || entries[i + 1]?.date !== e.date }));
}

export function makeTruth(o: {
  family: string;
  seed: number;
  password: string | null;
  bank: string;
  documentType: 'bank_account' | 'credit_card';
  currency: string;
  accountLast4: string;
  periodStart: string;
  periodEnd: string;
  statementPeriod?: string;
  opening: Decimal;
  closing: Decimal;
  pages: number;
  statements?: TruthStatement[];
  transactions: TruthTransaction[];
}): Truth {
  const t: Truth = {
    family: o.family,
    seed: o.seed,
    kind: 'TEXT_BASED',
    password: o.password,
    bank: o.bank,
    documentType: o.documentType,
    currency: o.currency,
    accountLast4: o.accountLast4,
    statementPeriod: o.statementPeriod ?? statementMonth(o.periodStart, o.periodEnd),
    openingBalance: str(o.opening),
    closingBalance: str(o.closing),
    pages: o.pages,
    periodStart: o.periodStart,
    periodEnd: o.periodEnd,
  } as Truth;
  if (o.statements) t.statements = o.statements;
  t.transactions = o.transactions;
  return t;
}

export function totals(amounts: Decimal[]): { ins: Decimal; outs: Decimal } {
  let ins = new Decimal(0);
  let outs = new Decimal(0);
  for (const a of amounts) {
    if (a.isNeg()) outs = outs.plus(a.abs());
    else ins = ins.plus(a);
  }
  return { ins, outs };
}
