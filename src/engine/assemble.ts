/**
 * Pages of words → one reconciled Statement. Splits bundled statements into sections by their
 * periods, reads each section's table, types the rows, settles signs (credit cards, balance
 * chain), reconciles, and gathers metadata.
 */
import { Decimal } from 'decimal.js';
import { ConversionError } from './errors.ts';
import { formatMoney, minorUnitDigits } from './export/currency-digits.ts';
import type { BankLabels } from './layout/header.ts';
import { type Line, buildLines, normalizeLabel } from './layout/lines.ts';
import { splitAtColumnStarts } from './layout/column-starts.ts';
import { withoutSkipped } from './layout/skip-lines.ts';
import { withSideHeadings } from './layout/side-headings.ts';
import { withSideWords } from './text/sides.ts';
import { withMonthNames } from './text/months.ts';
import { compactAmountText } from './text/amount-text.ts';
import { type BalanceTerms, DEFAULT_BALANCE_TERMS, oneLetterApart } from './layout/vocabulary.ts';
import { type DecimalSeparator, detectDecimalSeparator, looksLikeAmount, withMoneyStyle } from './text/amount.ts';
import { detectCompactDates } from './text/compact-dates.ts';
import {
  COMPACT_DATE_FORMS,
  type CompactDateForm,
  type DateOrder,
  addDays,
  dateOrderEvidence,
  orderOfEvidence,
  looksLikeDate,
  parseDateParts,
  resolveDate,
  withCompactDates,
} from './text/date.ts';
import { findAccountNumber, findCurrency, looksLikeCardStatement } from './read/metadata.ts';
import { type Period, findPeriod } from './text/period.ts';
import type { TypedRow } from './read/rows.ts';
import { type SectionReading, chooseReading } from './read/choose.ts';
import { unexplainedTransactions } from './read/coverage.ts';
import { type PartChecks, reconciliationVerdict } from './reconcile/verdict.ts';
import type {
  BankDetectionReport,
  BankDetector,
  BankHint,
  PageWords,
  PdfType,
  ReadingEvidence,
  Statement,
  StatementSection,
  Transaction,
  Warning,
} from './types.ts';

export interface AssembleOptions {
  pdfType: PdfType;
  numberOfPages: number;
  detectBank?: BankDetector;
  /** A bank forced by the caller; detection is skipped. */
  bank?: BankHint;
  /** Warnings about the pages themselves (OCR timeouts, poor scans), first in the statement's list. */
  pageWarnings?: Warning[];
}

/** A row whose date or figures OCR read below this confidence (0..1) is reported for checking. */
const LOW_ROW_CONFIDENCE = 0.5;
/** What OCR leaves of a printed date it could not read: day, separator, a mangled month, separator, year. */
const GARBLED_DATE = /^\d{1,2}[-./]\S{1,10}[-./]\d{2,4}(?=\s|$)/;

interface Section {
  pages: Line[][];
  pageNumbers: number[];
  period: Period | null;
}

interface SectionResult {
  section: Section;
  reading: SectionReading;
}

export function assembleStatement(input: PageWords[], options: AssembleOptions): Statement {
  const firstLines = input.map((page) => buildLines(page));
  // The whole reading is synchronous: the document's money and date styles hold for all of it.
  const lines = firstLines.flat();
  const currency = findCurrency(lines) ?? options.bank?.currency ?? null;
  const money = { whole: printsWholeMoney(lines, currency), threeDecimals: threeDecimalSeparator(lines, currency) };
  const read = ({ whole = money.whole, ungrouped = false, compact = null }: { whole?: boolean; ungrouped?: boolean; compact?: CompactDateForm | null }) =>
    withCompactDates(compact, () => withMoneyStyle({ ...money, whole, ungrouped }, () => assembleLines(input, firstLines, options)));
  const first = attempt(() => read({}));
  if (first.statement?.reconciliation.status === 'verified') return first.statement;
  // Other readings of the same figures, each kept only when its arithmetic holds (where the first
  // found nothing: its printed balances):
  // - some statements in a currency without minor units print their amounts ungrouped ("47445350"),
  //   as they print the references beside them, and some in any currency print every amount so
  //   ("-3339370" rupiah);
  // - some print their dates as runs of digits ("210206"); a profile that says so binds it (assembleLines).
  const compact = detectCompactDates(lines.flatMap((l) => l.cells.map((c) => c.text)));
  const ungrouped = money.whole || printsBareIntegers(lines) ? [{ whole: true, ungrouped: true }] : [];
  const alternatives = [...ungrouped, ...(compact ? [{ compact }] : [])];
  for (const alternative of alternatives) {
    const other = attempt(() => read(alternative)).statement;
    if (other && (other.reconciliation.status === 'verified' || (!first.statement && balancesHeld(other)))) return other;
  }
  if (first.statement) return first.statement;
  throw first.error;
}

/** The compact form a profile's `dateFormat` names ("yyMMdd"), or null for any other format. */
function compactFormOf(format: string | undefined): CompactDateForm | null {
  return COMPACT_DATE_FORMS.find((form) => form === format) ?? null;
}

/** Printed balances checked the reading, and none failed. */
function balancesHeld(statement: Statement): boolean {
  const { status, balancesChecked, balanceMismatches } = statement.reconciliation;
  return status !== 'failed' && balancesChecked > 0 && balanceMismatches === 0;
}

/** A reading, or the error saying it found no transactions (other errors are thrown). */
function attempt(read: () => Statement): { statement: Statement; error?: undefined } | { statement?: undefined; error: ConversionError } {
  try {
    return { statement: read() };
  } catch (error) {
    if (ConversionError.is(error, 'NO_TRANSACTIONS_FOUND')) return { error };
    throw error;
  }
}

/** Grouped whole numbers ("4.163.750") this many times as common as amounts with decimals make a whole-money document... */
const WHOLE_MONEY_RATIO = 2;
/** ...when there are at least this many. */
const MIN_WHOLE_AMOUNTS = 3;
const GROUPED_WHOLE = /^[-+(]?\D{0,4}\d{1,3}(?:([.,'\u00a0\u202f ])\d{3})(?:\1\d{3})*\D{0,4}$/u;

/**
 * Statements in a currency without minor units (yen, won, dong), or that print every amount whole
 * (rupiah, forint), are read with whole numbers as money.
 */
function printsWholeMoney(lines: Line[], currency: string | null): boolean {
  if (currency && minorUnitDigits(currency) === 0) return true;
  // Dinars (KWD, BHD, OMR, ...) print three decimals: "61.623" is an amount with its fils, not a grouped whole.
  if (currency && minorUnitDigits(currency) === 3) return false;
  let whole = 0;
  let decimals = 0;
  for (const line of lines) {
    for (const cell of line.cells) {
      const text = compactAmountText(cell.text);
      if (looksLikeAmount(text)) decimals++;
      else if (GROUPED_WHOLE.test(text)) whole++;
    }
  }
  return whole >= MIN_WHOLE_AMOUNTS && whole > WHOLE_MONEY_RATIO * decimals;
}

/** A bare integer of four digits or more ("-3339370") may be money printed whole and ungrouped... */
const BARE_INTEGER = /^[-+]?\d{4,}$/;

/** ...where the document prints more of them than amounts with decimals, and at least a few. */
function printsBareIntegers(lines: Line[]): boolean {
  let bare = 0;
  let decimals = 0;
  for (const line of lines) {
    for (const cell of line.cells) {
      const text = compactAmountText(cell.text);
      if (BARE_INTEGER.test(text)) bare++;
      else if (looksLikeAmount(text)) decimals++;
    }
  }
  return bare >= MIN_WHOLE_AMOUNTS && bare > decimals;
}

/** In a currency of three decimals, the separator its amounts print them after ("8,976.519": the point); null otherwise. */
function threeDecimalSeparator(lines: Line[], currency: string | null): DecimalSeparator | null {
  if (!currency || minorUnitDigits(currency) !== 3) return null;
  return detectDecimalSeparator(lines.flatMap((l) => l.cells.map((c) => compactAmountText(c.text)))) ?? '.';
}

/** The bank profile chosen for a document, and the document's lines as that profile says to read them. */
interface Prepared {
  bank: BankHint | null;
  candidates: BankHint[];
  report: BankDetectionReport | undefined;
  pages: PageWords[];
  linesByPage: Line[][];
}

function assembleLines(input: PageWords[], firstLines: Line[][], options: AssembleOptions): Statement {
  const { bank, candidates, report } = options.bank
    ? { bank: options.bank, candidates: [options.bank], report: undefined }
    : (options.detectBank?.(
        firstLines
          .flat()
          .map((l) => l.text)
          .join('\n'),
      ) ?? { bank: null, candidates: [], report: undefined });
  // A profile's code hook may rewrite the words; the lines are then built again.
  const pages = bank?.transformWords ? bank.transformWords(input) : input;
  const builtLines = bank?.transformWords ? pages.map((page) => buildLines(page)) : firstLines;
  // What the profile says not to read is gone before any table is looked for.
  // Cells crossing a column's declared start are two cells.
  const starts = (bank?.columns ?? []).flatMap((c) => (c.startsAt === undefined ? [] : [c.startsAt]));
  const linesByPage = bank ? withoutSkipped(builtLines, bank).map((lines) => splitAtColumnStarts(lines, starts)) : builtLines;
  const read = () =>
    withSideHeadings(bank?.sideHeadings, () =>
      withSideWords(bank?.sideWords, () => withMonthNames(bank?.monthNames, () => readDocument({ bank, candidates, report, pages, linesByPage }, options))),
    );
  // A profile that declares compact dates ("yyMMdd") binds them.
  const compact = compactFormOf(bank?.dateFormat);
  return compact ? withCompactDates(compact, read) : read();
}

function readDocument({ bank, candidates, report, pages, linesByPage }: Prepared, options: AssembleOptions): Statement {
  const warnings: Warning[] = [...(options.pageWarnings ?? [])];
  // Reported, but no guess: a table the arithmetic left out on purpose (a decoy), a year taken
  // from a full date the document prints.
  const notGuesses = new Set<Warning>();
  const checks: PartChecks[] = [];
  const ocrPages = new Set(pages.filter((p) => p.source === 'ocr').map((p) => p.page));
  const allLines = linesByPage.flat();
  const text = allLines.map((l) => l.text).join('\n');
  const bankLabels = labelsOf(bank);
  if (!bank && candidates.length > 1) {
    warnings.push({
      code: 'BANK_AMBIGUOUS',
      message: `The statement matches several banks equally: ${candidates.map((c) => c.id).join(', ')}; the generic parser was used.`,
    });
  } else if (!bank) {
    warnings.push({ code: 'BANK_NOT_RECOGNISED', message: 'No bank profile matched this statement; the generic parser was used.' });
  }

  const decimal = chooseDecimal(allLines, bank, warnings);
  const currency = chooseCurrency(allLines, text, bank, options.bank !== undefined, warnings);
  const dateOrder = chooseDateOrder(allLines, bank, currency, warnings);
  // Warning texts write amounts with the currency's minor-unit digits (JPY 1500, KWD 1.250).
  const money = (amount: Decimal) => formatMoney(amount, currency);
  const sections = splitSections(
    linesByPage,
    pages.map((p) => p.page),
    dateOrder,
  );
  const latest = latestDate(allLines, dateOrder);
  const lastPrinted = latest?.date;

  const balanceTerms = withBankBalanceLabels(bank);
  const isCard = bank?.documentType === 'credit_card' || looksLikeCardStatement(allLines);
  const results: SectionResult[] = sections.map((section) => ({
    section,
    reading: chooseReading(section, {
      context: { decimal, dateOrder, period: section.period, ...(lastPrinted ? { latestDate: lastPrinted } : {}), balanceTerms },
      bankLabels,
      isCard,
      ocrPages,
      hasProfile: bank !== null,
      dateOrderBound: bank?.locale?.dateOrder === dateOrder,
      ...transactionDateAt(bank),
      ...(bank?.rowOrder ? { rowOrder: bank.rowOrder } : {}),
      ...(bank?.accountLabel ? { accountLabel: bank.accountLabel } : {}),
    }),
  }));

  const transactions: Transaction[] = [];
  const sectionSummaries: StatementSection[] = [];
  const evidence: ReadingEvidence[] = [];
  let checked = 0;
  let mismatches = 0;
  let continuityBreaks = 0;
  let totalsMatch: boolean | null = null;
  let previousClosing: Decimal | null = null;
  for (const { section, reading } of results) {
    reportUnreadable(reading.rows, warnings);
    const leftOut = new Set(reading.leftOut?.lines ?? []);
    if (reading.leftOut?.lines.length) {
      const warning: Warning = {
        code: 'UNREAD_LINE',
        message: `A table on page ${reading.leftOut.page} starting "${reading.leftOut.header}" (${reading.leftOut.lines.length} lines) was not read as transactions: the statement's balances add up without it.`,
        page: reading.leftOut.page,
      };
      notGuesses.add(warning);
      warnings.push(warning);
    }
    for (const line of unexplainedTransactions(reading.unread.filter((l) => !leftOut.has(l)))) {
      warnings.push({
        code: 'UNREAD_LINE',
        message: `A line on page ${line.page} looks like a transaction but was not read as one: "${line.text}".`,
        page: line.page,
      });
    }
    if (reading.ambiguousWith) {
      warnings.push({
        code: 'AMBIGUOUS_READING',
        message: `The statement${section.pageNumbers.length ? ` on pages ${section.pageNumbers.join(', ')}` : ''} reads almost as well another way (${reading.ambiguousWith}); check the signs and rows.`,
        page: section.pageNumbers[0],
      });
    }
    if (reading.datesUnsure) {
      warnings.push({
        code: 'AMBIGUOUS_READING',
        message: `The statement${section.pageNumbers.length ? ` on pages ${section.pageNumbers.join(', ')}` : ''}: ${reading.datesUnsure}; check the dates.`,
        page: section.pageNumbers[0],
      });
    }
    // Several accounts in one statement: each opens on its own balance, so no continuity across them.
    const accounts = reading.parts.length > 1;
    for (const part of reading.parts) {
      const offset = transactions.length;
      const rows = part.transactions;
      const chain = part.chain;
      evidence.push(part.evidence);
      rows.forEach((row, i) => {
        for (const repair of [...(row.raw.repairs ?? []), ...(row.repairs ?? [])]) {
          warnings.push({
            code: 'OCR_CORRECTION',
            message: `Row ${offset + i + 1} (${row.date}, "${row.description}"): ${repair}.`,
            page: row.raw.page,
            transactionIndex: offset + i,
          });
        }
        // OCR garbled the row's printed date ("06-s14°-22"): it took the date of the row above, a guess.
        const garbled = ocrPages.has(row.raw.page) && row.raw.dateInherited ? GARBLED_DATE.exec(row.description)?.[0] : undefined;
        if (garbled) {
          warnings.push({
            code: 'UNPARSED_ROW',
            message: `Row ${offset + i + 1} (${row.date}, "${row.description}"): its printed date "${garbled}" could not be read, so it took the date of the row above; check it against the statement.`,
            page: row.raw.page,
            transactionIndex: offset + i,
          });
        }
        if (ocrPages.has(row.raw.page) && row.raw.valueConfidence < LOW_ROW_CONFIDENCE) {
          warnings.push({
            code: 'LOW_OCR_CONFIDENCE',
            message: `Row ${offset + i + 1} (${row.date}, "${row.description}"): its date or figures read with low OCR confidence (${Math.round(row.raw.valueConfidence * 100)}%); check it against the statement.`,
            page: row.raw.page,
            transactionIndex: offset + i,
          });
        }
      });
      checked += chain.balancesChecked;
      mismatches += chain.balanceMismatches;
      for (const issue of chain.issues) {
        const row = rows[issue.index] as TypedRow;
        warnings.push({
          code: issue.code,
          message: `Row ${offset + issue.index + 1} (${row.date}, "${row.description}"): ${issue.message(money)}`,
          page: row.raw.page,
          transactionIndex: offset + issue.index,
        });
      }
      const accountNumber = accounts ? (findAccountNumber(part.heading) ?? null) : undefined;
      for (const [i, row] of rows.entries())
        transactions.push(toTransaction(row, chain.amounts[i] as Decimal, chain.balances[i] ?? null, currency, accountNumber));
      const opening = part.opening ?? chain.opening;
      if (!accounts && previousClosing && opening && !previousClosing.eq(opening)) {
        mismatches++;
        continuityBreaks++;
        warnings.push({
          code: 'BALANCE_MISMATCH',
          message: `The statement starting on page ${section.pageNumbers[0]} opens at ${money(opening)} but the previous one closed at ${money(previousClosing)}.`,
          page: section.pageNumbers[0],
        });
      }
      const sum = part.sum;
      let totals: PartChecks['totals'] = 'not printed';
      if (opening && part.closing) {
        const match = opening.plus(sum).eq(part.closing);
        totalsMatch = (totalsMatch ?? true) && match;
        // Held counts as a check only against a printed opening: one derived from the rows proves nothing.
        if (!match) totals = 'failed';
        else if (part.opening) totals = 'held';
        if (!match) {
          warnings.push({
            code: 'TOTALS_MISMATCH',
            message: `Opening balance ${money(opening)} plus the ${rows.length} transactions (${money(sum)}) gives ${money(opening.plus(sum))}, but the closing balance is ${money(part.closing)}.`,
            page: section.pageNumbers[section.pageNumbers.length - 1],
          });
        }
      }
      checks.push({
        balancesChecked: chain.balancesChecked,
        balanceMismatches: chain.balanceMismatches,
        totals,
        unchecked: part.unchecked,
        ...(part.evidence.sideTotals ? { sideTotals: part.evidence.sideTotals } : {}),
      });
      previousClosing = part.closing ?? (opening ? opening.plus(sum) : null);
      const pages = [...new Set(rows.map((r) => r.raw.page))];
      sectionSummaries.push({
        periodStart: section.period?.start ?? null,
        periodEnd: section.period?.end ?? null,
        openingBalance: opening,
        closingBalance: part.closing,
        pages: accounts && pages.length ? pages : section.pageNumbers,
        transactionCount: rows.length,
        ...(accountNumber !== undefined ? { accountNumber } : {}),
      });
      checkDates(rows, section.period, offset, warnings);
    }
  }

  if (transactions.length === 0) {
    throw new ConversionError(
      'NO_TRANSACTIONS_FOUND',
      `No transaction table was found in the document: ${whatTheLinesHold(
        allLines,
        dateOrder,
        sections.some((s) => s.period !== null),
      )}.`,
    );
  }
  const yearGuessed = results.some((r) => !r.section.period && r.reading.parts.some((p) => p.transactions.some((row) => row.yearInferred)));
  if (yearGuessed) {
    const warning: Warning = {
      code: 'YEAR_INFERRED',
      message: `No statement period was found; dates printed without a year were given the latest year that does not put them after ${lastPrinted ?? 'an unknown date'}, the latest date the document prints.`,
    };
    warnings.push(warning);
    if (latest?.printed) notGuesses.add(warning);
  }

  const first = sectionSummaries[0] as StatementSection;
  const last = sectionSummaries[sectionSummaries.length - 1] as StatementSection;
  // Without a printed period, the dated rows stand in for it (an opening-balance row dates its start).
  const moves = (row: TypedRow) => (row.kind === 'transaction' ? row.amount !== null : row.balance !== null);
  const dated = results
    .flatMap((r) =>
      r.reading.rows
        .filter(moves)
        .map((row) => row.date)
        .filter((d): d is string => d !== null),
    )
    .sort();
  const periodStart = first.periodStart ?? dated[0] ?? null;
  const periodEnd = last.periodEnd ?? dated[dated.length - 1] ?? null;
  // A statement holding several accounts: its balances are the accounts' together.
  const severalAccounts = results.some((r) => r.reading.parts.length > 1);
  const together = (values: (Decimal | null)[]) =>
    values.every((v) => v !== null) ? values.reduce((a, b) => (a as Decimal).plus(b as Decimal), new Decimal(0)) : null;
  const openingBalance = severalAccounts ? together(sectionSummaries.map((x) => x.openingBalance)) : first.openingBalance;
  const closingBalance = severalAccounts
    ? together(sectionSummaries.map((x) => x.closingBalance))
    : (last.closingBalance ?? transactions[transactions.length - 1]?.balance ?? null);
  const verdict = reconciliationVerdict(
    checks,
    continuityBreaks,
    warnings.filter((w) => !notGuesses.has(w)),
  );
  return {
    transactions,
    warnings,
    sections: sectionSummaries,
    metadata: {
      bank: bank?.name ?? 'Unknown',
      bankId: bank?.id ?? null,
      accountNumber: findAccountNumber(allLines),
      statementPeriod: statementMonth(periodEnd),
      periodStart,
      periodEnd,
      currency,
      openingBalance,
      closingBalance,
      pdfType: options.pdfType,
      numberOfPages: options.numberOfPages,
      documentType: isCard ? 'credit_card' : 'bank_account',
    },
    ...(report ? { bankDetection: report } : {}),
    reconciliation: {
      status: verdict.status,
      statusReason: verdict.statusReason,
      ok: verdict.status === 'verified',
      balancesChecked: checked,
      balanceMismatches: mismatches,
      computedClosing: openingBalance ? transactions.reduce((s, t) => s.plus(t.amount), openingBalance) : null,
      totalsMatch,
      totalsChecked: verdict.totalsChecked,
      totalsHeld: verdict.totalsHeld,
      evidence,
    },
  };
}

/** One label map per bank (and one for none), kept across documents so header matching can cache by it. */
const BANK_LABELS = new Map<string, BankLabels>();
const MAX_CACHED_BANKS = 1000;

function labelsOf(bank: BankHint | null): BankLabels {
  const key = bank ? `${bank.id}\u0000${(bank.columns ?? []).map((c) => `${c.role}:${c.label}`).join('|')}` : '';
  let labels = BANK_LABELS.get(key);
  if (!labels) {
    if (BANK_LABELS.size >= MAX_CACHED_BANKS) BANK_LABELS.clear();
    labels = new Map((bank?.columns ?? []).map((c) => [normalizeLabel(c.label), c.role]));
    BANK_LABELS.set(key, labels);
  }
  return labels;
}

function toTransaction(row: TypedRow, amount: Decimal, balance: Decimal | null, currency: string | null, accountNumber?: string | null): Transaction {
  return {
    date: row.date as string,
    description: row.description,
    amount,
    balance,
    balancePrinted: row.balance !== null,
    currency,
    ...(row.valueDate ? { valueDate: row.valueDate } : {}),
    ...(row.raw.typeCode ? { typeCode: row.raw.typeCode } : {}),
    ...(accountNumber !== undefined ? { accountNumber } : {}),
    page: row.raw.page,
    y: row.raw.top,
    confidence: row.raw.valueConfidence,
    ...rowBox(row.raw),
  };
}

/** The union of the row's cells on its own page (a row never spans pages, but be sure). */
function rowBox(raw: TypedRow['raw']): { box?: [number, number, number, number] } {
  const lines = raw.lines.filter((l) => l.page === raw.page && l.cells.length > 0);
  if (lines.length === 0) return {};
  const cells = lines.flatMap((l) => l.cells);
  return {
    box: [
      Math.min(...cells.map((c) => c.x0)),
      Math.min(raw.top, ...lines.map((l) => l.top)),
      Math.max(...cells.map((c) => c.x1)),
      Math.max(...lines.map((l) => l.bottom)),
    ],
  };
}

function reportUnreadable(rows: TypedRow[], warnings: Warning[]): void {
  for (const row of rows) {
    if (row.kind !== 'transaction') {
      for (const repair of row.raw.repairs ?? []) {
        warnings.push({
          code: 'OCR_CORRECTION',
          message: `The ${row.kind} row on page ${row.raw.page} ("${row.description}"): ${repair}.`,
          page: row.raw.page,
        });
      }
      continue;
    }
    if (row.amount !== null && row.date === null) {
      warnings.push({
        code: 'UNPARSED_ROW',
        message: `A row on page ${row.raw.page} ("${row.description}") has an amount but no readable date; it was left out.`,
        page: row.raw.page,
      });
    }
  }
}

function checkDates(rows: TypedRow[], period: Period | null, offset: number, warnings: Warning[]): void {
  if (!period) return;
  rows.forEach((row, i) => {
    const date = row.date as string;
    if (date < period.start || date > period.end) {
      warnings.push({
        code: 'DATE_OUTSIDE_PERIOD',
        message: `Row ${offset + i + 1} is dated ${date}, outside the statement period ${period.start} to ${period.end}.`,
        page: row.raw.page,
        transactionIndex: offset + i,
      });
    }
  });
}

/** What the document's lines offered the reader, to say what was missing when no table was found. */
function whatTheLinesHold(lines: Line[], order: DateOrder, hasPeriod: boolean): string {
  let dated = 0;
  let withYear = 0;
  let withAmount = 0;
  let both = 0;
  for (const line of lines) {
    const dates = line.cells.map((c) => parseDateParts(c.text, order)).filter((d) => d !== null);
    const amount = line.cells.some((c) => looksLikeAmount(compactAmountText(c.text)));
    if (dates.length) dated++;
    if (dates.some((d) => d.year !== null)) withYear++;
    if (amount) withAmount++;
    if (dates.length && amount) both++;
  }
  if (lines.length === 0) return 'no line of text was left to read';
  const parts = [`${dated} of ${lines.length} lines hold a date (${withYear} with a year), ${withAmount} an amount, ${both} both`];
  if (both === 0)
    parts.push(dated === 0 ? 'no dates were recognised' : withAmount === 0 ? 'no amounts were recognised' : 'no line holds both a date and an amount');
  else if (withYear === 0 && !hasPeriod) parts.push('no date carries a year and no statement period was found to take one from');
  else parts.push('those lines did not line up as a table with a date and money columns');
  return parts.join('; ');
}

/**
 * Day-first or month-first, decided once for the whole document. A profile's declared order binds
 * unless the document's own dates prove it wrong (days above 12 where the profile puts the month):
 * then the document wins, and the warning names the profile's field. Year-first dates read the
 * same in every order, and a year-first profile reads short dates day-first.
 */
function chooseDateOrder(lines: Line[], bank: BankHint | null, currency: string | null, warnings: Warning[]): DateOrder {
  const samples = lines.flatMap((l) => l.cells.map((c) => c.text)).filter((t) => looksLikeDate(t));
  const declared = bank?.locale?.dateOrder;
  const evidence = dateOrderEvidence(samples);
  const detected = orderOfEvidence(evidence);
  if (!declared) return detected ?? (currency === 'USD' ? 'MDY' : 'DMY');
  // A document that writes its dates year-first reads its short ones year-first too ("24-05-01").
  if (detected === 'YMD') return 'YMD';
  const { dmy, mdy } = evidence;
  const proven: DateOrder | null = dmy === mdy ? null : dmy > mdy ? 'DMY' : 'MDY';
  if (proven && proven !== (declared === 'YMD' ? 'DMY' : declared)) {
    warnings.push({
      code: 'PROFILE_CONTRADICTED',
      message: `The profile ${bank.id} declares dates in ${declared} order (locale.dateOrder) but ${Math.max(dmy, mdy)} of the statement's dates read only as ${proven}; they were read as ${proven}.`,
    });
    return proven;
  }
  return declared;
}

/**
 * The decimal separator: a profile's binds where the amounts do not decide ("1,234" could be
 * either); amounts that prove another ("12,50", "1.234,56" against a decimal point) win, with a
 * warning that names the profile's field.
 */
function chooseDecimal(lines: Line[], bank: BankHint | null, warnings: Warning[]): DecimalSeparator | null {
  const amounts = lines.flatMap((l) => l.cells.map((c) => compactAmountText(c.text))).filter((t) => looksLikeAmount(t));
  const declared = bank?.locale?.decimal;
  if (!declared) return detectDecimalSeparator(amounts);
  // Against a profile only figures that cannot be dates count ("05.03" is a day and a month).
  const detected = detectDecimalSeparator(amounts.filter((t) => !looksLikeDate(t)));
  if (detected && detected !== declared) {
    warnings.push({
      code: 'PROFILE_CONTRADICTED',
      message: `The profile ${bank.id} declares "${declared}" as the decimal separator (locale.decimal) but the statement's amounts are written with "${detected}"; "${detected}" was used.`,
    });
    return detected;
  }
  return declared;
}

/**
 * A file holding several consecutive statements prints a new period on the page where each one
 * starts. Pages that repeat the current period (or print none) stay in the current section.
 */
function splitSections(linesByPage: Line[][], pageNumbers: number[], order: DateOrder): Section[] {
  const sections: Section[] = [];
  linesByPage.forEach((lines, i) => {
    const period = plausiblePeriod(
      findPeriod(
        lines.map((l) => l.text),
        order,
      ),
    );
    const current = sections[sections.length - 1];
    const samePeriod = current && (!period || (current.period && samePeriodMisread(current.period, period)));
    if (current && (samePeriod || !current.period)) {
      current.pages.push(lines);
      current.pageNumbers.push(pageNumbers[i] as number);
      current.period ??= period;
      return;
    }
    sections.push({ pages: [lines], pageNumbers: [pageNumbers[i] as number], period });
  });
  return sections;
}

/** A statement period or year this far after today is a misreading (OCR: "2025" read "2095"). */
const MAX_FUTURE_PERIOD_DAYS = 366;

function latestPlausibleDate(): string {
  return addDays(new Date().toISOString().slice(0, 10), MAX_FUTURE_PERIOD_DAYS);
}

function plausiblePeriod(period: Period | null): Period | null {
  return period && period.end <= latestPlausibleDate() ? period : null;
}

/** Equal, or one digit apart in each date: a page that reprints the period, read with one digit wrong. */
function samePeriodMisread(a: Period, b: Period): boolean {
  const close = (x: string, y: string) => x === y || oneLetterApart(x, y);
  return close(a.start, b.start) && close(a.end, b.end);
}

/** A profile listing both date columns (left to right) says which of a row's two dates is the transaction's. */
function transactionDateAt(bank: BankHint | null): { transactionDateAt?: 'left' | 'right' } {
  const roles = (bank?.columns ?? []).map((c) => c.role);
  const [own, other] = [roles.indexOf('date'), roles.indexOf('valueDate')];
  return own < 0 || other < 0 ? {} : { transactionDateAt: own < other ? 'left' : 'right' };
}

/** The built-in balance vocabulary plus the bank's own labels (one label used for both is neutral). */
function withBankBalanceLabels(bank: BankHint | null): BalanceTerms {
  const own = (label: string | undefined) => (label ? normalizeLabel(label) : '');
  const [opening, closing, totalOut, totalIn] = [own(bank?.openingLabel), own(bank?.closingLabel), own(bank?.totalOutLabel), own(bank?.totalInLabel)];
  if (!opening && !closing && !totalOut && !totalIn) return DEFAULT_BALANCE_TERMS;
  const first = (label: string, terms: readonly string[]) => (label ? [label, ...terms] : terms);
  const base = DEFAULT_BALANCE_TERMS;
  const totals = {
    totalOut: first(totalOut, base.totalOut),
    totalIn: first(totalIn, base.totalIn),
    ...(totalOut || totalIn ? { profileTotals: [totalOut, totalIn].filter(Boolean) } : {}),
  };
  if (opening && opening === closing) return { ...base, neutral: [opening, ...base.neutral], ...totals };
  return { opening: first(opening, base.opening), closing: first(closing, base.closing), neutral: base.neutral, ...totals };
}

/** The month a statement is "for": the month of its period's end date (`statementPeriod` in docs/api.md). */
export function statementMonth(end: string | null): string | null {
  return end ? end.slice(0, 7) : null;
}

/**
 * For yearless dates with no statement period: the latest full date the document prints (its
 * issue or due date), among dates in or next to the year its full dates name most often, so that a
 * card's expiry or a far-off date does not set it. Failing any full date, 31 December of the
 * latest year printed.
 */
function latestDate(lines: Line[], order: DateOrder): { date: string; printed: boolean } | undefined {
  const latestPlausible = latestPlausibleDate();
  const full: string[] = [];
  let latestYearPrinted: number | undefined;
  for (const line of lines) {
    for (const cell of line.cells) {
      for (const match of cell.text.matchAll(/\b(19|20)\d{2}\b/g)) {
        const year = Number(match[0]);
        if (year > Number(latestPlausible.slice(0, 4))) continue;
        if (!latestYearPrinted || year > latestYearPrinted) latestYearPrinted = year;
        const date = fullDateIn(cell.text, match[0], order);
        if (date && date <= latestPlausible) full.push(date);
      }
    }
  }
  const votes = new Map<string, number>();
  for (const date of full) votes.set(date.slice(0, 4), (votes.get(date.slice(0, 4)) ?? 0) + 1);
  const [commonYear] = [...votes.entries()].sort((a, b) => b[1] - a[1] || Number(b[0]) - Number(a[0]))[0] ?? [];
  const near = full.filter((d) => Math.abs(Number(d.slice(0, 4)) - Number(commonYear)) <= 1).sort();
  const printed = near[near.length - 1];
  if (printed) return { date: printed, printed: true };
  return latestYearPrinted ? { date: `${latestYearPrinted}-12-31`, printed: false } : undefined;
}

/** The full date of the text in which `year` stands ("31.05.2024", "2024-05-31", "May 31, 2024"), as YYYY-MM-DD. */
function fullDateIn(text: string, year: string, order: DateOrder): string | null {
  const words = text.split(/\s+/);
  const at = words.findIndex((w) => w.includes(year));
  for (let from = Math.max(0, at - 2); from <= at; from++) {
    const parts = parseDateParts(
      words
        .slice(from, at + 1)
        .join(' ')
        .replace(/[,;:)]+$/, ''),
      order,
    );
    if (parts?.year) return resolveDate(parts, null)?.date ?? null;
  }
  return null;
}

/** Currencies written with a bare "$": a statement printing only "$" agrees with any of them. */
const DOLLAR_SIGN_CURRENCIES = new Set(['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN']);

/**
 * The statement's currency. What it prints (an ISO code or an unambiguous symbol) wins; then the
 * bank profile's; then the country it names. A forced bank (`--bank`) never replaces a printed
 * currency, nor the dollar a bare "$" implies when its own currency is not written with "$": the
 * conflict is a warning. No currency at all is null with a warning, never a made-up code.
 */
function chooseCurrency(lines: Line[], text: string, bank: BankHint | null, forced: boolean, warnings: Warning[]): string | null {
  const printed = findCurrency(lines);
  let currency: string | null;
  if (forced && bank) {
    const dollar = !printed && text.includes('$') && !DOLLAR_SIGN_CURRENCIES.has(bank.currency) ? currencyFromCountry(text) : null;
    const fromStatement = printed ?? dollar;
    currency = fromStatement ?? bank.currency;
    if (fromStatement && fromStatement !== bank.currency) {
      warnings.push({
        code: 'CURRENCY_CONFLICT',
        message: `The statement is in ${fromStatement} but the forced bank profile ${bank.id} is in ${bank.currency}; ${fromStatement}, as printed, was kept.`,
      });
    }
  } else {
    currency = printed ?? bank?.currency ?? currencyFromCountry(text);
  }
  if (currency === null) {
    warnings.push({ code: 'CURRENCY_UNKNOWN', message: 'The statement names no currency and no bank profile gives one; currency is left empty (null).' });
  }
  return currency;
}

/**
 * No currency printed (or only "$"): the country the statement names decides; US dollars for a
 * bare "$" with no country.
 */
function currencyFromCountry(text: string): string | null {
  const countries: [RegExp, string][] = [
    [/new zealand|\b\d{2}-\d{4}-\d{7}-\d{2,3}\b/i, 'NZD'],
    [/australia|\bBSB\b/i, 'AUD'],
    [/canada|canadian/i, 'CAD'],
    [/singapore/i, 'SGD'],
    [/hong kong/i, 'HKD'],
    [/mexico|méxico/i, 'MXN'],
    [/united kingdom|\bsort code\b/i, 'GBP'],
    [/\bindia\b|\bIFSC\b/i, 'INR'],
  ];
  return countries.find(([pattern]) => pattern.test(text))?.[1] ?? (text.includes('$') ? 'USD' : null);
}
