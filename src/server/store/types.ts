/**
 * What the HTTP service needs from storage, as interfaces. The embedded default is SQLite plus
 * files on disk (`sqlite-store.ts`, `blob-store.ts`); PostgreSQL (`postgres-store.ts`) implements
 * the same interfaces for several API and worker processes over one database.
 *
 * Contracts every implementation keeps:
 * - Charging and storing are one atomic step (`insertFilesCharged`, `unlockFileCharged`): a file
 *   is never stored without its charge, nor charged without being stored.
 * - A file in `PROCESSING` always has a job; the job is created in the same atomic step.
 * - Reads never return a file whose `expiresAt` has passed, even before the sweep deletes it.
 *
 * Every method is asynchronous: the shared implementation (`postgres-store.ts`) talks to a
 * database server. When that server cannot be reached they reject with `StoreUnavailableError`.
 */
import { EXPORT_FORMATS, type ExportFormat } from '../../index.ts';
import type { FileState, PdfType, Plan } from '../../wire-types.ts';

// Stored as the API shows them.
export type { FileState, PdfType, Plan };
export const PLANS: readonly Plan[] = ['free', 'starter', 'pro', 'business'];
/** JSON, CSV and XLSX, plus OFX, QFX, QIF, beancount, hledger, CAMT.053 and MT940 (documented extensions): the library's export formats. */
export type ResultFormat = ExportFormat;
export const RESULT_FORMATS = EXPORT_FORMATS;

/** The engine's verdict on a converted statement (its `reconciliation.status` and `statusReason`). */
export interface Verdict {
  status: 'verified' | 'unverified' | 'failed';
  statusReason: string;
}

/** Who owns a file: `user:<id>` for a key's user, `ip:<address>` for an anonymous caller. */
export type OwnerId = string;

export interface UserRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  referralCode: string;
  plan: Plan;
  freeCredits: number;
  paidCredits: number;
  unlimitedCredits: boolean;
  createdAt: number;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  plan: Plan;
  freeCredits: number;
  paidCredits: number;
  unlimitedCredits: boolean;
  referralCode: string;
}

export interface ApiKeyRecord {
  /** The public part of the key, used to find the row. */
  id: string;
  userId: number;
  /** SHA-256 of the secret part; the secret itself is never stored. */
  secretHash: Buffer;
}

/** A signed-in browser (docs/web.md): the cookie's token is never stored, only its SHA-256. */
export interface SessionRecord {
  tokenHash: Buffer;
  keyId: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  /** Absolute end (creation + the session lifetime); the idle limit is checked against lastSeenAt. */
  expiresAt: number;
}

export interface FileRecord {
  uuid: string;
  owner: OwnerId;
  filename: string;
  pdfType: PdfType | null;
  state: FileState;
  numberOfPages: number | null;
  /** Integer percent, 0..100. */
  progress: number;
  /** Why the file is in ERROR; null otherwise. */
  error: string | null;
  pagesCharged: number;
  createdAt: number;
  expiresAt: number;
  /** Set once the file is converted (READY or COMPLETED); null before, and for files converted before verdicts were kept. */
  verdict: Verdict | null;
}

/** Where a listing page starts: after this file (newest first: created before it, or at the same time with a smaller uuid). */
export interface ListCursor {
  createdAt: number;
  uuid: string;
}

/** What a caller pays with: a user's credits, or an anonymous caller's daily page allowance. */
export type Payer = ({ kind: 'user'; userId: number; owner: OwnerId } | { kind: 'anonymous'; owner: OwnerId; pagesPerDay: number }) & {
  /** Bytes of live files the owner may keep stored (protected files included). */
  storageQuotaBytes: number;
};

export type ChargeOutcome =
  | { ok: true }
  /** `needed` and `available` are credits (pages), or bytes for the storage quota. */
  | { ok: false; reason: 'INSUFFICIENT_CREDITS' | 'DAILY_PAGES_EXCEEDED' | 'STORAGE_QUOTA_EXCEEDED'; needed: number; available: number };

/** A file about to be stored; `pages` is what it costs now in credits (0 while its pages are unknown). */
export interface NewFile {
  /** Size of the stored PDF, counted against the owner's storage quota. */
  bytes: number;
  uuid: string;
  filename: string;
  pdfType: PdfType | null;
  state: FileState;
  numberOfPages: number | null;
  progress: number;
  error: string | null;
  pages: number;
  /** A text PDF converted at upload: the statement's verdict. */
  verdict?: Verdict | null;
}

/** The outcome of a successful set-password, applied together with its charge. */
export interface UnlockUpdate {
  pdfType: PdfType;
  numberOfPages: number;
  /** Credits the unlocked file costs (at least 1). */
  pages: number;
  state: Exclude<FileState, 'PASSWORD_REQUIRED'>;
  progress: number;
  error: string | null;
  /** A text PDF converted at set-password: the statement's verdict. */
  verdict?: Verdict | null;
}

export interface Store {
  createUser(user: NewUser, now: number): Promise<UserRecord>;
  getUser(id: number): Promise<UserRecord | null>;
  findUserByEmail(email: string): Promise<UserRecord | null>;
  listUsers(): Promise<UserRecord[]>;
  countUsers(): Promise<number>;
  addApiKey(key: ApiKeyRecord, now: number): Promise<void>;
  /** The key, if it exists and its user still does. */
  findApiKey(id: string): Promise<ApiKeyRecord | null>;
  countApiKeys(userId: number): Promise<number>;
  listApiKeys(userId: number): Promise<Array<{ id: string; createdAt: number }>>;
  /** Deletes a key; false when there was none with this id. */
  revokeApiKey(id: string): Promise<boolean>;
  /**
   * Sets (`set`) or changes (`add`, may be negative) a user's free or paid credits in one
   * statement; null when no such user or when the result would be below 0 (nothing changes).
   */
  adjustCredits(userId: number, kind: 'free' | 'paid', change: { set: number } | { add: number }): Promise<UserRecord | null>;
  /**
   * Deletes a user with its keys, file records and usage rows; returns the uuids of its files so
   * their bytes can be removed. The id is never given to another user.
   */
  deleteUser(userId: number): Promise<string[]>;

  /** Charges `payer` for every file's pages and stores the files (and their jobs), or does neither. */
  insertFilesCharged(payer: Payer, files: NewFile[], now: number, expiresAt: number): Promise<ChargeOutcome>;
  /**
   * Moves a PASSWORD_REQUIRED file to its unlocked state and charges its pages, or does neither.
   * `null` when the file is no longer PASSWORD_REQUIRED (another call got there first).
   */
  unlockFileCharged(payer: Payer, uuid: string, update: UnlockUpdate, now: number): Promise<ChargeOutcome | null>;
  /** The caller's live files among `uuids`, in no particular order. */
  findFiles(owner: OwnerId, uuids: readonly string[], now: number): Promise<FileRecord[]>;
  /** The owner's live files, newest first (then by uuid, descending), at most `limit`, after `after` when given. */
  listFiles(owner: OwnerId, now: number, limit: number, after?: ListCursor): Promise<FileRecord[]>;
  getFile(uuid: string): Promise<FileRecord | null>;
  setProgress(uuid: string, progress: number, now: number): Promise<void>;
  /** False when the file is gone (expired and swept, or its user deleted) and nothing was updated. */
  completeFile(uuid: string, now: number, verdict?: Verdict | null): Promise<boolean>;
  failFile(uuid: string, error: string, now: number): Promise<void>;
  /** Pages charged to `owner` on the UTC day that contains `now`. */
  pagesChargedToday(owner: OwnerId, now: number): Promise<number>;
  /** Pages `payer` can still be charged now: credits, or today's anonymous allowance (Infinity when unlimited). */
  creditsAvailable(payer: Payer, now: number): Promise<number>;
  /** Bytes of `owner`'s live files. */
  storedBytes(owner: OwnerId, now: number): Promise<number>;
  /**
   * Gives back what a file was charged (its job failed through no fault of the file); returns the
   * pages refunded, 0 when there was nothing (left) to refund.
   */
  refundFile(uuid: string, now: number): Promise<number>;
  /**
   * Charges an analysis that was stopped at its time or memory limit: nothing is stored, but the
   * work was done, and a caller must not be able to repeat it for free. Takes `pages`, or what the
   * payer has left when that is less (never below 0), recorded in the usage ledger under `ref`
   * (the file's uuid, or a fresh one for an upload that stored nothing); returns the pages taken.
   */
  chargeStoppedAnalysis(payer: Payer, ref: string, pages: number, now: number): Promise<number>;

  listExpiredFiles(now: number): Promise<string[]>;
  /** Deletes file rows (and their jobs); usage rows stay until `ageUsage` drops them. */
  deleteFiles(uuids: readonly string[]): Promise<void>;
  /**
   * Removes what a user deleted by hand left behind (keys, file rows); returns the uuids of those
   * files so their bytes can be removed.
   */
  removeAbandonedRecords(): Promise<string[]>;
  /** Drops usage rows of deleted files from before yesterday (UTC): nothing needs them any more. */
  ageUsage(now: number): Promise<number>;
  /** Empties the write-ahead log, so deleted rows do not linger in it. */
  checkpoint(): Promise<void>;
  hasFile(uuid: string): Promise<boolean>;

  addSession(session: SessionRecord): Promise<void>;
  /** The session, if it has not reached `expiresAt` and its key and user still exist. */
  findSession(tokenHash: Buffer, now: number): Promise<SessionRecord | null>;
  /** Records activity (for the idle limit). */
  touchSession(tokenHash: Buffer, now: number): Promise<void>;
  /** False when there was no such session. */
  deleteSession(tokenHash: Buffer): Promise<boolean>;
  /** Deletes sessions whose absolute end or idle limit (`idleBefore`: last seen before it) has passed. */
  deleteExpiredSessions(now: number, idleBefore: number): Promise<number>;

  /**
   * Leased slots: counters of work in progress (uploads in flight, password checks, queued
   * analyses) that hold for every instance over the same database. Adds the slots `ids` to
   * `bucket` when it then holds at most `max` unexpired ones, or none of them (false); expired
   * slots (their holder died) are dropped first. Holders renew their slots and free them when done.
   */
  takeSlots(bucket: string, ids: readonly string[], max: number, now: number, expiresAt: number): Promise<boolean>;
  renewSlots(ids: readonly string[], expiresAt: number): Promise<void>;
  freeSlots(ids: readonly string[]): Promise<void>;
  /** Deletes every slot: only for an embedded database at start, when any slot is an earlier process's. */
  clearSlots(): Promise<void>;

  /** Readiness probe: resolves when the database answers a trivial query, rejects otherwise. */
  ping(): Promise<void>;

  close(): Promise<void>;
}

export interface Job {
  uuid: string;
  /** Whose job it is: jobs are taken in turn across owners. */
  owner: OwnerId;
  /** 1 for the first run; grows each time a restart interrupts it. */
  attempt: number;
  /** The PDF is protected: its password lives only in the server's memory. */
  needsPassword: boolean;
  numberOfPages: number;
}

/** `own-protected`: only protected files' jobs whose password this instance holds (an API instance with no worker role). */
export type ClaimScope = 'all' | 'own-protected';

/**
 * The OCR job queue. Jobs are created by the Store's atomic operations, consumed here. A claimed
 * job is held under a lease that its runner renews; a job whose lease runs out (its holder died)
 * is handed out again by `recoverInterrupted`.
 */
export interface JobQueue {
  /**
   * Takes the next queued job and marks it running, or returns null: the oldest job of the owner
   * served least recently, so one owner's many jobs never hold back everyone else's. A job of a
   * protected file is only given to the instance that holds its password (the one that enqueued it).
   */
  claimNext(now: number, scope?: ClaimScope): Promise<Job | null>;
  /** The runner still works on these jobs: extends their leases. */
  renewLeases(uuids: readonly string[], now: number): Promise<void>;
  /** The job is over (its file is COMPLETED or ERROR): forget it. */
  finish(uuid: string): Promise<void>;
  /** Shutting down: the job goes back to the queue at once for another runner (its attempt stays counted). */
  release(uuid: string): Promise<void>;
  /**
   * Jobs whose holder is gone (for the embedded store: every job left running by an earlier
   * process; for a shared store: every lease that ran out) go back to the queue, except those
   * that cannot be resumed (password gone, or interrupted `maxAttempts` times), which are
   * returned to be failed.
   */
  recoverInterrupted(maxAttempts: number, now: number): Promise<Array<{ uuid: string; reason: 'PASSWORD_LOST' | 'TOO_MANY_ATTEMPTS' }>>;
}

/**
 * Uploaded PDFs, converted statements and the export formats rendered from them, by file uuid.
 * A conversion stores the statement alone (`writeStatement`); each format is rendered the first
 * time a caller asks for it and kept beside it (`writeResult`), so a format nobody asks for is
 * never rendered and one asked for again is not rendered again (`FileService.convert`).
 */
export interface BlobStore {
  writeSource(uuid: string, bytes: Uint8Array): Promise<void>;
  readSource(uuid: string): Promise<Buffer>;
  /**
   * The converted statement (`serializeStatement` text), next to its source only (ENOENT when the
   * source is gone: a job that finishes after its file was deleted keeps nothing). Formats rendered
   * from an earlier statement of the same file are dropped.
   */
  writeStatement(uuid: string, statement: Uint8Array): Promise<void>;
  /** The stored `serializeStatement` text (ENOENT when none is stored). */
  readStatement(uuid: string): Promise<Buffer>;
  /** A format rendered from the stored statement, kept for the next call (ENOENT when the file is gone). */
  writeResult(uuid: string, format: ResultFormat, bytes: Uint8Array): Promise<void>;
  /** A format rendered earlier (ENOENT when it has not been rendered yet). */
  readResult(uuid: string, format: ResultFormat): Promise<Buffer>;
  remove(uuid: string): Promise<void>;
  /** Every uuid that has something stored (for the orphan sweeps). */
  list(): Promise<string[]>;
  /** When the uuid's stored bytes were last changed (epoch ms), or null when there are none. */
  modifiedAt(uuid: string): Promise<number | null>;
}

/**
 * A converted statement as the child process hands it over: the statement itself and its verdict.
 * The export formats are rendered from it on demand (`PdfProcessor.render`), not at conversion.
 */
export interface ConvertedStatement {
  /** The statement (`serializeStatement`): every format, row sources and merged ledgers are made from it. */
  statement: Uint8Array;
  /** The statement's verdict, kept in the file's record (not a blob) so listings and status calls show it. */
  verdict: Verdict;
}

/** The database cannot be reached (down, restarting, unreachable): the request may be retried later. */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';
}
