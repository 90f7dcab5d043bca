/**
 * One file in the page's list, whatever became of it: skipped before upload (and why), queued,
 * uploading, read on the server or in this browser, waiting for a password, converted (with the
 * statement as the engine read it, the corrections made to it, and what the check says now), or
 * failed (and why).
 */
import type { FileState, PdfType, Verdict } from '../../wire-types.ts';
import { type CheckResult, recheck } from './balance-check.ts';
import { type Corrected, type Correction, type RowId, applyCorrections, originalId } from './corrections.ts';
import type { Problem } from './plain-errors.ts';
import type { PlainStatement } from './plain-statement.ts';

/**
 * SKIPPED: never sent (not a PDF, empty, too large); QUEUED: waiting for its turn; UPLOADING:
 * its bytes are being sent; CHECKING: sent, the server is reading it; READING: being converted in
 * this browser; then the API's states.
 */
export type Phase = 'SKIPPED' | 'QUEUED' | 'UPLOADING' | 'CHECKING' | 'READING' | FileState;

/** A category proposed for one row from the user's own ledger (categories.ts): null when none was. */
export interface Proposal {
  category: string | null;
  /** 0..1 */
  confidence: number;
  /** The rule, or the most similar past entries; or why it abstained. */
  reason: string;
}

export interface Entry {
  /** Stable for the card's life (DOM ids). */
  key: number;
  name: string;
  size: number;
  mode: 'server' | 'local' | 'skipped';
  /** The dropped file's bytes: kept to retry and to draw pages; null when this browser never had them. */
  bytes: Uint8Array | null;
  uuid: string | null;
  /** The saved record's id (saved-files.ts), once there is something to keep. */
  savedId: string | null;
  pdfType: PdfType | null;
  pages: number | null;
  phase: Phase;
  /** 0..100, never going back within a phase. */
  progress: number;
  /** When the current phase began (ms), for the elapsed time of long readings. */
  phaseSince: number;
  problem: Problem | null;
  /** Why it is not moving right now ("waiting for the server"), or null. */
  waiting: string | null;
  /** The server's verdict from the file's record, until the statement itself is loaded. */
  recordVerdict: Verdict | null;
  /** The statement as the engine read it (loaded on demand for server files). */
  original: PlainStatement | null;
  corrections: Correction[];
  /** `original` with the corrections applied and checked again; null without a statement. */
  corrected: (Corrected & { check: CheckResult | null }) | null;
  /** The categories proposed from the user's ledger, by row id; null until the user asked for them. */
  proposals: Record<RowId, Proposal> | null;
  /** Each row's category as the user accepted, changed or typed it, by row id (null: none); null until proposed. */
  categories: Record<RowId, string | null> | null;
  /** In memory only, to draw the pages of a protected PDF. */
  password?: string;
  addedAt: number;
  expiresAt: number | null;
}

let nextKey = 1;

export function newEntry(fields: Partial<Entry> & Pick<Entry, 'name' | 'size' | 'mode' | 'phase'>): Entry {
  return {
    key: nextKey++,
    bytes: null,
    uuid: null,
    savedId: null,
    pdfType: null,
    pages: null,
    progress: 0,
    phaseSince: Date.now(),
    problem: null,
    waiting: null,
    recordVerdict: null,
    original: null,
    corrections: [],
    corrected: null,
    proposals: null,
    categories: null,
    addedAt: Date.now(),
    expiresAt: null,
    ...fields,
  };
}

export const isConverted = (e: Entry): boolean => e.phase === 'READY' || e.phase === 'COMPLETED';

/** Moves to a phase; progress starts again only when the phase changes. */
export function setPhase(entry: Entry, phase: Phase, progress = 0): void {
  if (entry.phase !== phase) {
    entry.phase = phase;
    entry.phaseSince = Date.now();
    entry.progress = progress;
  } else entry.progress = Math.max(entry.progress, progress);
}

/** Applies the corrections to the engine's statement and checks the result (nothing to check without corrections: the engine's own verdict stands). */
export function refreshCorrections(entry: Entry): void {
  if (!entry.original) {
    entry.corrected = null;
    return;
  }
  const corrected = applyCorrections(entry.original, entry.corrections);
  entry.corrected = { ...corrected, check: entry.corrections.length ? recheck(corrected, entry.corrections.length) : null };
}

/** The statement every download of this file holds: the corrected one. */
export const statementOf = (entry: Entry): PlainStatement | null => entry.corrected?.statement ?? entry.original;

/** The row id of each transaction of `statementOf(entry)`, by index (corrections.ts). */
export const rowIds = (entry: Entry): RowId[] => entry.corrected?.ids ?? (entry.original?.transactions ?? []).map((_, i) => originalId(i));

/**
 * The categories every download of this file carries, one per row of `statementOf(entry)` (null:
 * none); undefined until categories were proposed. The library's `applyCategories` applies them.
 */
export function chosenCategories(entry: Entry): (string | null)[] | undefined {
  const chosen = entry.categories;
  if (!chosen) return undefined;
  return rowIds(entry).map((id) => chosen[id] ?? null);
}

/** The same for the statement as the server read it (downloads made by the server: no corrections). */
export function serverCategories(entry: Entry): (string | null)[] | undefined {
  const chosen = entry.categories;
  if (!chosen || !entry.original) return undefined;
  return entry.original.transactions.map((_, i) => chosen[originalId(i)] ?? null);
}

/** What the card and the preview say about the numbers. */
export function verdictOf(entry: Entry): Verdict | null {
  const statement = statementOf(entry);
  if (statement) return { status: statement.reconciliation.status, statusReason: statement.reconciliation.statusReason };
  return entry.recordVerdict;
}
