/**
 * The engine's shared data model. Text extraction and OCR both produce `Word`s; everything after
 * extraction (layout, parsing, banks, reconciliation) works on these types only.
 */
import type { Decimal } from 'decimal.js';

/** One word on a page, in PDF points with a top-left origin (y grows downwards). */
export interface Word {
  text: string;
  /** 1-based page number. */
  page: number;
  /** Left edge. */
  x: number;
  /** Top edge. */
  y: number;
  width: number;
  height: number;
  /** 0..1; 1 for a text layer, tesseract's word confidence / 100 for OCR. */
  confidence: number;
  /**
   * Words with the same `run` on a page were printed as one string separated by single spaces,
   * so they belong to the same cell whatever their estimated gap.
   */
  run?: number;
  /** Text layer only: the font the word is drawn in (pdf.js's name for it within the document). */
  font?: string;
}

/** A page's words plus its size, as extraction (text layer or OCR) delivers them. */
export interface PageWords {
  page: number;
  width: number;
  height: number;
  source: 'text' | 'ocr';
  words: Word[];
  /** Glyphs of the text layer with no Unicode mapping (extracted as U+0000 or U+FFFD): a layer that lost its letters. */
  unmappedGlyphs?: number;
}

export type PdfType = 'TEXT_BASED' | 'IMAGE_BASED';

export interface InspectOptions {
  password?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Add every page's size to the result (services that bill by page area need it). */
  pageSizes?: boolean | undefined;
}

export interface InspectResult {
  pdfType: PdfType;
  numberOfPages: number;
  encrypted: boolean;
  /** Each page's size in points (after /Rotate), when `inspect` was asked for it (`pageSizes: true`). */
  pageSizes?: PageSize[];
  /** Signs that the file was edited after it was made (without the arithmetic, which needs the statement). */
  authenticity?: Authenticity;
}

/** What `analyse` learnt from one read: the inspection, and the statement of a text PDF (null for one that needs OCR). */
export interface Analysis {
  inspected: InspectResult;
  statement: Statement | null;
}

export interface PageSize {
  width: number;
  height: number;
}

export type WarningCode =
  | 'BALANCE_MISMATCH'
  | 'TOTALS_MISMATCH'
  | 'DATE_OUTSIDE_PERIOD'
  | 'YEAR_INFERRED'
  | 'LOW_OCR_CONFIDENCE'
  | 'OCR_CORRECTION'
  | 'OCR_TIMEOUT'
  | 'OCR_LANGUAGE_MISSING'
  | 'BANK_NOT_RECOGNISED'
  | 'BANK_AMBIGUOUS'
  | 'NO_TRANSACTIONS_FOUND'
  | 'MULTIPLE_CURRENCIES'
  | 'CURRENCY_CONFLICT'
  | 'CURRENCY_UNKNOWN'
  | 'SIGN_INFERRED'
  | 'UNPARSED_ROW'
  | 'UNREAD_LINE'
  | 'AMBIGUOUS_READING'
  | 'PROFILE_CONTRADICTED';

export interface Warning {
  code: WarningCode;
  message: string;
  page?: number;
  /** 0-based index into `transactions`. */
  transactionIndex?: number;
}

/** A transaction as the engine holds it: exact decimals, plus where it came from. */
export interface Transaction {
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Money in positive, money out negative. */
  amount: Decimal;
  /** Balance after the row; derived from the chain where the statement prints none. */
  balance: Decimal | null;
  /** True when `balance` was printed on the statement (not derived). */
  balancePrinted: boolean;
  /** ISO 4217 code; null when neither the statement nor a bank profile names one (warning CURRENCY_UNKNOWN). */
  currency: string | null;
  /** Second date printed on the row (value/posting date), YYYY-MM-DD. */
  valueDate?: string;
  /** Payment-type code printed in its own column (SO, DD, BP, ...). */
  typeCode?: string;
  /** In a statement holding several accounts: the account the row belongs to (masked), or null when not printed. */
  accountNumber?: string | null;
  page: number;
  /** Top of the row's first line, PDF points. */
  y: number;
  /** 0..1: the lowest OCR confidence among the row's date and figures, what the books rest on (1 for a text layer). A garbled description does not lower it. */
  confidence: number;
  /**
   * The row's extent on `page`: [left, top, right, bottom] in PDF points, top-left origin (the
   * frame of the page's words). Absent on rows built by hand; never part of the default outputs.
   */
  box?: [number, number, number, number];
  /**
   * Set by `categorise` (a rules file, or the user's own categorised history): the proposed
   * category (an account name such as `Expenses:Groceries`, or a plain name), or null when it
   * abstained; how sure it is (0..1); and why (the rule, or the most similar past entries).
   */
  category?: string | null;
  categoryConfidence?: number;
  categoryReason?: string;
}

export interface StatementMetadata {
  /** Display name of the detected bank, or 'Unknown'. */
  bank: string;
  bankId: string | null;
  /** '****' + last four characters, or null when none was found. */
  accountNumber: string | null;
  /** YYYY-MM of the period's end date. */
  statementPeriod: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string | null;
  openingBalance: Decimal | null;
  closingBalance: Decimal | null;
  pdfType: PdfType;
  numberOfPages: number;
  /**
   * A credit-card statement (its bank profile says so, or it names card-only notions such as a
   * minimum payment); OFX writes it as a credit-card statement and QIF as `!Type:CCard`. Not in the
   * JSON document; missing on statements built by hand, which count as bank accounts.
   */
  documentType?: 'bank_account' | 'credit_card';
}

/**
 * What the arithmetic says about the reading: `verified` when printed balances or printed totals
 * were checked and every one held (and nothing was left to a guess the document could not
 * settle), `failed` when some check failed, `unverified` when nothing printed could be checked.
 */
export type ReconciliationStatus = 'verified' | 'unverified' | 'failed';

export interface Reconciliation {
  status: ReconciliationStatus;
  /** One sentence: why the status is what it is ("12 printed balances and the totals held"). */
  statusReason: string;
  /** Kept for compatibility: true only when `status` is `verified`. */
  ok: boolean;
  /** Printed balances that were checked against the chain. */
  balancesChecked: number;
  balanceMismatches: number;
  /** opening + sum(amounts); null without an opening balance. */
  computedClosing: Decimal | null;
  /** computedClosing equals the printed closing balance; null when either is missing. */
  totalsMatch: boolean | null;
  /** Printed totals checked: opening + Σ = closing per statement or account, and a summary's total money out and in. */
  totalsChecked: number;
  totalsHeld: number;
  /** Why the numbers are trusted: the reading chosen for each section and what it proved. */
  evidence: ReadingEvidence[];
}

/** The reading chosen for one section (one statement or account) and the arithmetic it passed. */
export interface ReadingEvidence {
  /** Which table was read: the header it starts under, or "rows by their shape". */
  table: string;
  /** How the money columns were taken ("as labelled", "debit and credit columns swapped"). */
  columns: string;
  /** Where the table's columns stand, left to right, in points from the page's left edge ("date 38–79, description 84–300, ..."). */
  columnsAt?: string;
  /** "as printed", or "unmarked amounts negated" (a card printing purchases positive). */
  signs: string;
  /** Printed balances checked against the running balance, and how many followed. */
  balancesChecked: number;
  balancesHeld: number;
  /** opening + Σ amounts = closing: held, failed, or not printed. */
  totals: 'held' | 'failed' | 'not printed';
  opening?: string;
  closing?: string;
  /** Where the opening and closing balances were read. */
  anchors?: string[];
  /** A summary's printed total money out and total money in, each checked against the reading's amounts. */
  sideTotals?: { moneyOut: 'held' | 'failed'; moneyIn: 'held' | 'failed' };
  transactions: number;
  /** Lines of the section with a date and an amount, and how many of them this reading left unread. */
  moneyLines: number;
  moneyLinesUnread: number;
  datesOutsidePeriod: number;
  /** The reading's score (higher is better) and how many readings were compared. */
  score: number;
  readingsConsidered: number;
}

/** One statement inside a file that bundles several consecutive statements, or one account of a statement holding several. */
export interface StatementSection {
  /** Set for a statement holding several accounts: this section's account (masked), null when not printed. */
  accountNumber?: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Decimal | null;
  closingBalance: Decimal | null;
  pages: number[];
  transactionCount: number;
}

export interface Statement {
  transactions: Transaction[];
  metadata: StatementMetadata;
  warnings: Warning[];
  reconciliation: Reconciliation;
  /** One entry per statement in the file (one for an ordinary file). */
  sections: StatementSection[];
  /** How the bank profile was detected (absent when a profile was forced or detection was off). */
  bankDetection?: BankDetectionReport;
  /** Signs that the file was edited after it was made (`src/engine/authenticity/`). */
  authenticity?: Authenticity;
}

/** A named sign of editing (docs/api.md, "Authenticity"). */
export type AuthenticityCode =
  | 'CONTENT_CHANGED_IN_UPDATE'
  | 'INCREMENTAL_UPDATES'
  | 'REWRITTEN_BY_TOOL'
  | 'EDITOR_SOFTWARE'
  | 'MODIFIED_AFTER_CREATION'
  | 'ID_CHANGED'
  | 'FONT_MISMATCH'
  | 'OVERLAPPING_TEXT'
  | 'ARITHMETIC_BREAK';

export interface AuthenticityFinding {
  code: AuthenticityCode;
  strength: 'strong' | 'weak';
  message: string;
  page?: number;
  /** Index into `transactions` of the row concerned. */
  transactionIndex?: number;
  evidence?: Record<string, string | number | boolean | string[] | number[]>;
}

export interface Authenticity {
  verdict: 'no-signs' | 'signs-of-editing';
  findings: AuthenticityFinding[];
  producer: string | null;
  creator: string | null;
  created: string | null;
  modified: string | null;
  /** Times the file was saved: 1 for a file written once; each incremental update adds one. */
  revisions: number;
}

export interface ProgressEvent {
  stage: 'open' | 'extract' | 'ocr' | 'parse' | 'done';
  page?: number;
  pagesDone: number;
  pagesTotal: number;
  /**
   * Stage 'ocr' only, while `page` is being recognised: the share of it read so far (0..1).
   * Absent on the event that reports the page done. Pages are recognised in parallel.
   */
  pageProgress?: number;
}

export type { DateOrder } from './text/date.ts';
export type { DecimalSeparator } from './text/amount.ts';
export type { ColumnRole } from './layout/vocabulary.ts';

/** What the engine needs to know about a bank; the registry's profiles satisfy it. */
export interface BankHint {
  id: string;
  name: string;
  currency: string;
  documentType?: 'bank_account' | 'credit_card';
  locale?: { dateOrder?: import('./text/date.ts').DateOrder; decimal?: import('./text/amount.ts').DecimalSeparator };
  /** The profile's date format ("dd/MM/yyyy"); a compact one ("yyMMdd") makes runs of digits dates. */
  dateFormat?: string;
  /**
   * The bank's own column labels, in print order: recognised as table headers in addition to the
   * built-in vocabulary. `startsAt` (points from the page's left edge) splits cells that cross it.
   */
  columns?: { role: import('./layout/vocabulary.ts').ColumnRole; label: string; startsAt?: number }[];
  /** The bank's labels for its opening and closing balance ("Saldo fra kontoutskrift"). */
  openingLabel?: string;
  closingLabel?: string;
  /** The bank's labels of a summary's total money out and total money in ("Total debits", "Summe Haben"). */
  totalOutLabel?: string;
  totalInLabel?: string;
  /** Lines and blocks the profile says are not to be read (see layout/skip-lines.ts). */
  skipLines?: string[];
  skipBlocks?: Array<{ from: string; to?: string }>;
  /** Headings that set the side of the rows under them (see layout/side-headings.ts). */
  sideHeadings?: Array<{ heading: string; side: 'in' | 'out' }>;
  /** The bank's own side words or letters (a direction column's, or printed beside a figure): they bind. */
  sideWords?: { out?: string[]; in?: string[] };
  /** The bank's own month names, January first, each month's forms in a list: they outrank the built-in ones. */
  monthNames?: string[][];
  /** The order the rows run in, whatever their dates suggest. */
  rowOrder?: 'oldest-first' | 'newest-first';
  /** A line printing this label before a number not seen before starts another account's rows. */
  accountLabel?: string;
  /** A profile's code hook: rewrites the extracted words before layout. */
  transformWords?: (pages: PageWords[]) => PageWords[];
}

/** How the bank profile was chosen, for `bsc inspect --explain`: every profile with evidence, best first. */
export interface BankDetectionReport {
  chosen: string | null;
  /** Why the chosen one won, or why none did. */
  reason: string;
  scores: Array<{ id: string; score: number; matched: string[]; own: boolean }>;
}

/** Chooses the bank from the document's text: one bank, or none with the tied candidates. */
export type BankDetector = (text: string) => { bank: BankHint | null; candidates: BankHint[]; report?: BankDetectionReport };

/**
 * pdf.js factories for a runtime where its defaults do not work: in a browser's Web Worker there is
 * no `document` to create scratch canvases from (the browser build passes OffscreenCanvas ones).
 * Node leaves them unset.
 */
export interface PdfJsFactories {
  CanvasFactory?: unknown;
  FilterFactory?: unknown;
}
