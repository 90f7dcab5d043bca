/**
 * What the page says about how a statement was read, in plain words: which metadata the engine
 * guessed rather than read, what each warning means, and which rows deserve a second look (low
 * OCR confidence, a figure OCR corrected, or a description that swallowed text from the page
 * around the table: a header, a footer, a page number).
 */
import { type PlainStatement, type PlainWarning, evidenceOf, openingAnchored } from './plain-statement.ts';

/** Below this OCR confidence a row's figures deserve a second look (the engine's own bar). */
export const LOW_CONFIDENCE = 0.8;

/** Longer than any real payment description: past it, page text was most likely read into it. */
export const LONG_DESCRIPTION = 140;

/** Text that belongs to the page around the table, not to a payment. */
const PAGE_TEXT = [
  /\bpage\s+\d+\s*(of|\/)\s*\d+\b/i,
  /\b(seite|página|pagina|page)\s+\d+\s+(von|de|di|of)\s+\d+\b/i,
  /\b(continued on|continued overleaf|carried forward|brought forward)\b/i,
  /https?:\/\/|www\.[a-z0-9-]+\.[a-z]/i,
  /\b(registered (office|in|number)|authori[sz]ed (and|by)|regulated by|member fdic|fdic[- ]insured|equal housing lender)\b/i,
  /\b(customer service|call us|telephone banking|helpline)\b/i,
  /\b(statement (of account|date|period)|account summary|opening balance|closing balance)\b/i,
];

/** Why a description looks like it holds more than the payment, or null. */
export function swallowedText(description: string): string | null {
  if (description.length > LONG_DESCRIPTION) return `long description (${description.length} characters): it may hold text from around the table`;
  const match = PAGE_TEXT.map((p) => p.exec(description)).find((m) => m !== null);
  return match ? `description holds page text (“${match[0]}”)` : null;
}

/** Row indexes that need a look, each with the reasons. */
export function flaggedRows(statement: PlainStatement): Map<number, string[]> {
  const flags = new Map<number, string[]>();
  const add = (index: number, why: string) => {
    if (!flags.get(index)?.includes(why)) flags.set(index, [...(flags.get(index) ?? []), why]);
  };
  statement.transactions.forEach((row, index) => {
    if (row.confidence < LOW_CONFIDENCE) add(index, `low OCR confidence (${Math.round(row.confidence * 100)}%)`);
    const swallowed = swallowedText(row.description);
    if (swallowed) add(index, swallowed);
  });
  for (const warning of statement.warnings) {
    if (warning.transactionIndex === undefined) continue;
    if (warning.code === 'OCR_CORRECTION') add(warning.transactionIndex, 'OCR corrected');
    else if (warning.code === 'LOW_OCR_CONFIDENCE' && !flags.get(warning.transactionIndex)?.some((w) => w.startsWith('low OCR')))
      add(warning.transactionIndex, 'low OCR confidence');
    else if (warning.code === 'SIGN_INFERRED') add(warning.transactionIndex, 'sign worked out from the balances');
    else if (warning.code === 'BALANCE_MISMATCH') add(warning.transactionIndex, 'balance does not follow');
    else if (warning.code !== 'LOW_OCR_CONFIDENCE') add(warning.transactionIndex, warningTitle(warning).toLowerCase());
  }
  return flags;
}

/** Each warning code as a heading a person understands. */
const WARNING_TITLES: Record<string, string> = {
  BALANCE_MISMATCH: 'A printed balance does not follow from the rows before it',
  TOTALS_MISMATCH: 'Opening balance plus the rows does not give the closing balance',
  SIGN_INFERRED: 'Whether money went in or out was worked out from the balances',
  DATE_OUTSIDE_PERIOD: 'A date falls outside the statement period',
  YEAR_INFERRED: 'The year is not printed: it was guessed',
  LOW_OCR_CONFIDENCE: 'Hard to read on the scan: check this against the statement',
  OCR_CORRECTION: 'A misread figure was corrected so the balances add up',
  OCR_TIMEOUT: 'A page of the scan could not be read in time',
  BANK_NOT_RECOGNISED: 'Bank not recognised: read with the general reader',
  BANK_AMBIGUOUS: 'Several banks matched: read with the general reader',
  NO_TRANSACTIONS_FOUND: 'No transactions found',
  MULTIPLE_CURRENCIES: 'More than one currency',
  CURRENCY_CONFLICT: 'The printed currency differs from the bank’s usual one',
  CURRENCY_UNKNOWN: 'No currency is printed: set it if you know it',
  UNPARSED_ROW: 'A row with an amount but no readable date was left out',
  UNREAD_LINE: 'A line that looks like a transaction was not read as one',
  AMBIGUOUS_READING: 'The table reads almost as well another way: check the signs and rows',
};

export const warningTitle = (warning: PlainWarning): string => WARNING_TITLES[warning.code] ?? warning.code;

export interface MetadataNote {
  label: string;
  value: string;
  /** Why this value is a guess or missing, shown beside it. */
  guess?: string;
}

/** The metadata, each value marked when the engine guessed it or found none. */
export function metadataNotes(statement: PlainStatement, money: (value: { $decimal: string } | null) => string): MetadataNote[] {
  const m = statement.metadata;
  const has = (code: string) => statement.warnings.some((w) => w.code === code);
  const printedPeriod = statement.sections.some((s) => s.periodStart || s.periodEnd);
  const period = m.periodStart || m.periodEnd ? `${m.periodStart ?? '?'} – ${m.periodEnd ?? '?'}` : 'not printed';
  const single = statement.sections.length === 1;
  const lastSection = statement.sections[statement.sections.length - 1];
  const notes: MetadataNote[] = [
    { label: 'Bank', value: m.bank, ...(has('BANK_NOT_RECOGNISED') || has('BANK_AMBIGUOUS') ? { guess: 'not recognised: the general reader was used' } : {}) },
    { label: 'Account', value: m.accountNumber ?? 'not printed' },
    {
      label: 'Period',
      value: period,
      ...(has('YEAR_INFERRED')
        ? { guess: 'guessed: the year is not printed' }
        : !printedPeriod && (m.periodStart || m.periodEnd)
          ? { guess: 'not printed: the first and last dated rows stand in' }
          : {}),
    },
    {
      label: 'Currency',
      value: m.currency ?? 'not printed',
      ...(has('CURRENCY_UNKNOWN') && !m.currency
        ? { guess: 'none printed: set it below if you know it' }
        : has('CURRENCY_CONFLICT')
          ? { guess: 'see the warning below' }
          : {}),
    },
    {
      label: 'Opening balance',
      value: money(m.openingBalance),
      ...(m.openingBalance && single && !openingAnchored(evidenceOf(statement, 0)) ? { guess: 'not printed: worked back from the first printed balance' } : {}),
    },
    {
      label: 'Closing balance',
      value: money(m.closingBalance),
      ...(m.closingBalance && single && !lastSection?.closingBalance ? { guess: 'not printed: the last row’s balance' } : {}),
    },
    { label: 'Type', value: m.pdfType === 'IMAGE_BASED' ? 'scan (read by OCR)' : 'text' },
    { label: 'Pages', value: String(m.numberOfPages) },
    { label: 'Transactions', value: String(statement.transactions.length) },
  ];
  return notes;
}
