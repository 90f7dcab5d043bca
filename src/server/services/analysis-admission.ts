/**
 * What an analysis in the parse pool costs its caller, shared by uploads and set-password:
 * - a place among the caller's queued analyses, a leased slot in the store so the cap holds on
 *   every instance (security review 2026-11-26, finding 8);
 * - the pages its cheap first pass measured, checked before the expensive part (finding 2);
 * - when it is stopped at its time or memory limit, those pages are charged all the same: the
 *   work was done, and a caller must not be able to have it done again and again for free.
 */
import { ServiceError } from '../errors.ts';
import type { Limits } from '../limits.ts';
import type { PageCount } from '../jobs/protocol.ts';
import type { Payer, Store } from '../store/types.ts';
import { refusal } from './charges.ts';
import { creditsForPages, pageProblem } from './page-billing.ts';
import type { Clock } from '../clock.ts';
import type { ConcurrencyLimiter, ReleaseSlot } from './rate-limiter.ts';

/** How soon a caller whose analysis queue is full may try again: a few analyses' time. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 30;

export function analysesQueueFull(max: number): ServiceError {
  return new ServiceError(
    'RATE_LIMIT_EXCEEDED',
    `At most ${max} PDF analyses may be queued or running at once for one caller. Wait for earlier uploads to finish.`,
    {
      headers: { 'Retry-After': String(QUEUE_FULL_RETRY_AFTER_SECONDS) },
      recovery: 'Wait for earlier uploads or set-password calls to finish, then retry.',
    },
  );
}

/** Takes `count` of the caller's analysis places (all or none), or throws 429. */
export async function reserveAnalyses(slots: ConcurrencyLimiter, owner: string, count: number, limits: Limits): Promise<ReleaseSlot> {
  const release = await slots.tryAcquire(`analyses:${owner}`, limits.maxQueuedAnalysesPerCaller, count);
  if (!release) throw analysesQueueFull(limits.maxQueuedAnalysesPerCaller);
  return release;
}

/** Credits the child's measured pages cost, or null when they cannot be billed (the child is not trusted). */
export function measuredCredits(pages: PageCount): number | null {
  return pageProblem(pages) === null ? creditsForPages(pages.pageSizes) : null;
}

/** The refusal for a file (or files) that need more credits than the payer has. */
export function tooFewCredits(payer: Payer, needed: number, available: number, clock: Clock): ServiceError {
  return refusal({ ok: false, reason: payer.kind === 'user' ? 'INSUFFICIENT_CREDITS' : 'DAILY_PAGES_EXCEEDED', needed, available }, clock);
}

/**
 * Charges an analysis stopped at its limit: its measured pages, or one credit (what every file
 * costs at least) when it was stopped before they were known. Returns the credits taken.
 */
export function chargeStoppedAnalysis(store: Store, payer: Payer, ref: string, measured: number | null, now: number): Promise<number> {
  return store.chargeStoppedAnalysis(payer, ref, Math.max(1, measured ?? 1), now);
}

/** Tells a client its stopped analysis was charged (with a trailing space), or nothing. */
export function chargedNote(charged: number): string {
  return charged > 0 ? `${charged} credit(s) were charged for the analysis. ` : '';
}
