/**
 * The HTTP API's wire shapes: the JSON the service sends and takes under `/api/v1` (docs/api.md),
 * declared once for the server (src/server), the typed client (src/client) and the web page
 * (src/web/app).
 *
 * Types only, importing nothing: the client runs where the server's code is not and the page is
 * typed against the DOM alone, so both may take these with `import type`, which leaves no trace
 * in their JavaScript (test/server/layering.test.ts holds all three to that).
 * test/wire-types.test.ts holds these types against the OpenAPI document (src/server/openapi).
 */

export type PdfType = 'TEXT_BASED' | 'IMAGE_BASED';

/**
 * READY and COMPLETED (after OCR) can be converted; PROCESSING: OCR under way; ERROR: see the
 * record's `error`; PASSWORD_REQUIRED: waiting for set-password.
 */
export type FileState = 'READY' | 'PROCESSING' | 'COMPLETED' | 'ERROR' | 'PASSWORD_REQUIRED';

/** The convert call's `format` (any case on the wire): JSON, CSV and XLSX, and the extensions OFX, QFX, QIF, BEANCOUNT, HLEDGER, CAMT053 and MT940. */
export type Format = 'JSON' | 'CSV' | 'XLSX' | 'OFX' | 'QFX' | 'QIF' | 'BEANCOUNT' | 'HLEDGER' | 'CAMT053' | 'MT940';

/** A file as the upload call answers it. */
export interface FileRecord {
  uuid: string;
  filename: string;
  /** null while a protected file's password is unknown. */
  pdfType: PdfType | null;
  state: FileState;
  /** null while a protected file's password is unknown. */
  numberOfPages: number | null;
  /** Why the file is in ERROR; only then. */
  error?: string;
  /** Extension: the converted statement's verdict, on READY and COMPLETED files (absent on files converted before verdicts were kept). */
  reconciliation?: Verdict;
}

/** verified: printed balances or totals were checked and held; unverified: nothing to check, or a guess stands; failed: a check failed. */
export type ReconciliationStatus = 'verified' | 'unverified' | 'failed';

/** A converted file's verdict: its statement's `reconciliation.status` and `statusReason`. */
export interface Verdict {
  status: ReconciliationStatus;
  /** Why, in one sentence. */
  statusReason: string;
}

/** A file as the status call answers it. */
export interface FileStatus extends FileRecord {
  /** Integer percent; 100 once the file can be converted. */
  progress: number;
}

/** A file as the listing answers it (GET /bank-statement, extension). */
export interface ListedFile extends FileStatus {
  /** ISO 8601: when it was uploaded. */
  createdAt: string;
  /** ISO 8601: when it, its results and its record are deleted. */
  expiresAt: string;
}

/** A page of the listing: newest first; `next` is the cursor of the next page, null on the last. */
export interface FilePage {
  files: ListedFile[];
  next: string | null;
}

export interface PasswordResult {
  uuid: string;
  state: FileState;
  /** false when the file was not protected (nothing changed). */
  passwordSet: boolean;
}

export type Plan = 'free' | 'starter' | 'pro' | 'business';

/** GET /user. */
export interface UserInfo {
  user: { userId: number; firstName: string; lastName: string; email: string; emailVerified: boolean; referralCode: string };
  credits: { paidCredits: number; freeCredits: number };
  unlimitedCredits: boolean;
  subscriptionCount: number;
  plan: Plan;
  saveConvertedFiles: boolean;
  hasPaymentMethod: boolean;
}

/** The web page's session calls (docs/web.md). */
export interface SessionState {
  /** The request carried a live session cookie. */
  signedIn: boolean;
  /** The server serves callers without a key. */
  anonymous: boolean;
  /** Sign-in only: when the session ends at the latest (ISO 8601). */
  expiresAt?: string;
}

export type ApiErrorCode =
  | 'INVALID_FILE_TYPE'
  | 'INVALID_FORMAT'
  | 'INVALID_REQUEST'
  | 'UNAUTHORIZED'
  | 'INSUFFICIENT_CREDITS'
  | 'STORAGE_QUOTA_EXCEEDED'
  | 'FILE_NOT_FOUND'
  | 'NOT_FOUND'
  | 'FILE_NOT_READY'
  | 'FILE_TOO_LARGE'
  | 'PASSWORD_REQUIRED'
  | 'INVALID_PASSWORD'
  | 'PROCESSING_FAILED'
  | 'RATE_LIMIT_EXCEEDED'
  | 'INTERNAL_ERROR'
  | 'SERVICE_BUSY'
  | 'FORBIDDEN_ORIGIN'
  | 'REQUEST_TIMEOUT'
  | 'SERVICE_UNAVAILABLE';

/** Every error answer's body. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  /** Names the file or uuid concerned. */
  message: string;
  /** What the caller can do about it. */
  recovery: string;
}

// The converted statement (format=JSON): the library's JSON document, money as JSON numbers.

/** Only with `source=true`: where the row was read (docs/api.md, "Row sources"). */
export interface RowSource {
  page: number;
  /** [x0, y0, x1, y1], PDF points, top-left origin of the displayed page. */
  box: [number, number, number, number];
  confidence: number;
}

export interface ConvertedTransaction {
  /** YYYY-MM-DD */
  date: string;
  description: string;
  /** Money in positive, money out negative. */
  amount: number;
  /** null only when nothing anchors the running balance. */
  balance: number | null;
  /** null when neither the statement nor a bank profile names one (warning CURRENCY_UNKNOWN). */
  currency: string | null;
  valueDate?: string;
  typeCode?: string;
  /** Statements holding several accounts: the row's account (masked). */
  accountNumber?: string | null;
  /** The payee cleaned from the description (docs/accounting.md). */
  payee: string;
  /** The row's stable id: the OFX FITID, the journals' fitid, the CAMT.053 and MT940 entry reference. */
  id: string;
  /** Only when categories were asked for: the proposed or chosen category (null when none), its confidence and the reason. */
  category?: string | null;
  categoryConfidence?: number;
  categoryReason?: string;
  source?: RowSource;
}

export interface ConvertedMetadata {
  bank: string;
  bankId: string | null;
  /** `****` and the last four characters. */
  accountNumber: string | null;
  /** YYYY-MM */
  statementPeriod: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  currency: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  pdfType: PdfType;
  numberOfPages: number;
}

export interface ConvertedWarning {
  code: string;
  message: string;
  page?: number;
  transactionIndex?: number;
}

/** What the arithmetic checked for one section; the fields clients read (the engine sends more). */
export interface ReadingEvidence {
  table?: string;
  columns?: string;
  signs?: string;
  balancesChecked?: number;
  balancesHeld?: number;
  totals?: string;
  opening?: string | null;
  closing?: string | null;
  anchors?: string[];
  transactions?: number;
}

export interface ConvertedReconciliation {
  /** The verdict: read this first. */
  status: ReconciliationStatus;
  statusReason: string;
  /** true only when status is verified (kept for compatibility). */
  ok: boolean;
  balancesChecked: number;
  balanceMismatches: number;
  computedClosing: number | null;
  totalsMatch: boolean | null;
  /** Printed totals checked (opening + rows = closing, a summary's money out and in), and how many held. */
  totalsChecked: number;
  totalsHeld: number;
  evidence: ReadingEvidence[];
}

/** One statement (or account) of a file that bundles several. */
export interface ConvertedSection {
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: number | null;
  closingBalance: number | null;
  pages: number[];
  transactionCount: number;
  accountNumber?: string | null;
}

export interface ConvertedStatement {
  transactions: ConvertedTransaction[];
  metadata: ConvertedMetadata;
  warnings: ConvertedWarning[];
  reconciliation: ConvertedReconciliation;
  /** Present only when the file bundles more than one statement. */
  statements?: ConvertedSection[];
  /** Signs that the file was edited after it was made (docs/api.md, "Authenticity"). */
  authenticity?: ConvertedAuthenticity;
}

export type AuthenticityVerdict = 'no-signs' | 'signs-of-editing';

export interface AuthenticityFinding {
  /** CONTENT_CHANGED_IN_UPDATE, INCREMENTAL_UPDATES, REWRITTEN_BY_TOOL, EDITOR_SOFTWARE, MODIFIED_AFTER_CREATION, ID_CHANGED, FONT_MISMATCH, OVERLAPPING_TEXT, ARITHMETIC_BREAK */
  code: string;
  strength: 'strong' | 'weak';
  message: string;
  page?: number;
  transactionIndex?: number;
  evidence?: Record<string, string | number | boolean | string[] | number[]>;
}

export interface ConvertedAuthenticity {
  verdict: AuthenticityVerdict;
  findings: AuthenticityFinding[];
  producer: string | null;
  creator: string | null;
  created: string | null;
  modified: string | null;
  revisions: number;
}
