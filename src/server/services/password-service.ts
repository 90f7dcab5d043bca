/**
 * set-password: try the password in a child process; on success charge the now-known pages and
 * move the file on (text → READY with its results, scan → PROCESSING with an OCR job), all in
 * one atomic step. The password goes to the child and, for a scan, waits in the job runner's
 * memory; it is never stored or logged.
 */
import { ConversionError } from '../../index.ts';
import { type Caller, ownerOf, payerOf } from '../caller.ts';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import type { Limits } from '../limits.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, ChargeOutcome, Store, UnlockUpdate } from '../store/types.ts';
import { ChildLimitError, TaskCancelledError } from '../jobs/child-pool.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PdfProcessor } from '../jobs/pdf-processor.ts';
import type { AnalyseResult } from '../jobs/protocol.ts';
import { chargeStoppedAnalysis, chargedNote, measuredCredits, reserveAnalyses, tooFewCredits } from './analysis-admission.ts';
import { refusal } from './charges.ts';
import { creditsForPages, pageProblem } from './page-billing.ts';
import type { ConcurrencyLimiter } from './rate-limiter.ts';
import type { FileService } from './file-service.ts';
import type { PasswordResult } from '../../wire-types.ts';

export interface PasswordServiceDeps {
  store: Store;
  blobs: BlobStore;
  files: FileService;
  processor: PdfProcessor;
  runner: Pick<JobRunner, 'wake' | 'holdPassword' | 'releasePassword'>;
  /** Leased slots: one password check per file, and the caller's queued analyses, across instances. */
  slots: ConcurrencyLimiter;
  clock: Clock;
  limits: Limits;
  logger: Logger;
}

/** The unlocked file's record and cost; the child's page numbers are checked first (review C2). */
function unlockUpdate(analysis: Exclude<AnalyseResult, { kind: 'locked' | 'over-budget' }>): UnlockUpdate | { problem: string } {
  const problem = pageProblem(analysis);
  if (problem) return { problem };
  const paged = { numberOfPages: analysis.numberOfPages, pages: creditsForPages(analysis.pageSizes) };
  switch (analysis.kind) {
    case 'image':
      return { ...paged, pdfType: 'IMAGE_BASED', state: 'PROCESSING', progress: 0, error: null };
    case 'text':
      return { ...paged, pdfType: 'TEXT_BASED', state: 'READY', progress: 100, error: null, verdict: analysis.converted.verdict };
    case 'text-unconvertible':
      return { ...paged, pdfType: 'TEXT_BASED', state: 'ERROR', progress: 0, error: analysis.reason };
  }
}

export class PasswordService {
  constructor(private readonly deps: PasswordServiceDeps) {}

  async setPassword(caller: Caller, uuid: string, password: string, signal?: AbortSignal): Promise<PasswordResult> {
    const { files, clock, limits, store, slots } = this.deps;
    const file = await files.find(caller, uuid);
    if (file.state !== 'PASSWORD_REQUIRED') return { uuid, state: file.state, passwordSet: false };
    // One check per file at a time (review H1), on every instance (review 2026-11-26, finding 8).
    const releaseFile = await slots.tryAcquire(`password:${uuid}`, 1);
    if (!releaseFile) {
      throw new ServiceError('FILE_NOT_READY', 'A password for this file is already being checked.', {
        recovery: 'Wait for the earlier set-password call to answer.',
      });
    }
    try {
      // An earlier call may have ended (and moved the file on) while this one read the record.
      const current = await files.find(caller, uuid);
      if (current.state !== 'PASSWORD_REQUIRED') return { uuid, state: current.state, passwordSet: false };
      // Before the analysis: an unlocked file costs at least one credit (review H1).
      const payer = payerOf(caller, limits);
      const available = await store.creditsAvailable(payer, clock.now());
      if (available < 1) throw tooFewCredits(payer, 1, available, clock);
      const releaseAnalysis = await reserveAnalyses(slots, payer.owner, 1, limits);
      try {
        return await this.#unlock(caller, uuid, password, available, signal);
      } finally {
        await releaseAnalysis();
      }
    } finally {
      await releaseFile();
    }
  }

  async #unlock(caller: Caller, uuid: string, password: string, available: number, signal: AbortSignal | undefined): Promise<PasswordResult> {
    const { store, blobs, files, processor, runner, clock, limits, logger } = this.deps;
    const owner = ownerOf(caller);
    const payer = payerOf(caller, limits);
    let measured: number | null = null;
    let analysis: AnalyseResult;
    try {
      analysis = await processor.analyse(await blobs.readSource(uuid), {
        password,
        owner,
        maxCredits: available,
        onMeasured: (pages) => {
          measured = measuredCredits(pages);
        },
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      if (error instanceof ChildLimitError) {
        // The PDF itself defeats the parser: no password will help, so the file ends here. The
        // work was done, and is charged like an upload's (review 2026-11-26, finding 2).
        const charged = error.kind === 'crash' ? 0 : await chargeStoppedAnalysis(store, payer, uuid, measured, clock.now());
        logger.warn(`set-password ${uuid}: analysis stopped (${error.kind}); charged ${charged} page(s)`);
        await store.failFile(uuid, `${error.message} The file could not be processed.`, clock.now());
        throw new ServiceError('PROCESSING_FAILED', `${error.message} The file could not be processed. ${chargedNote(charged)}`.trim());
      }
      if (ConversionError.is(error, 'CORRUPT_PDF') || ConversionError.is(error, 'NOT_A_PDF')) {
        // Unlocked, it is no readable document (a page tree of -1000 pages, a page past the size
        // limit): nothing is charged and no password will change that.
        await store.failFile(uuid, error.message, clock.now());
        throw new ServiceError('PROCESSING_FAILED', error.message);
      }
      if (error instanceof TaskCancelledError) {
        // Only the client cancels a set-password: it pays for the work begun, as an upload's does.
        if (measured !== null) {
          const charged = await chargeStoppedAnalysis(store, payer, uuid, measured, clock.now());
          logger.warn(`set-password ${uuid}: analysis stopped (client gone); charged ${charged} page(s)`);
        }
        throw new ServiceError('INVALID_REQUEST', 'The set-password call was cancelled.');
      }
      throw error;
    }
    if (analysis.kind === 'locked') throw new ServiceError('INVALID_PASSWORD');
    // Unlocked, it costs more than the payer has: refused after the cheap pass; the file stays protected.
    if (analysis.kind === 'over-budget')
      throw tooFewCredits(payer, analysis.pageSizes ? creditsForPages(analysis.pageSizes) : analysis.numberOfPages, available, clock);

    const update = unlockUpdate(analysis);
    if ('problem' in update) {
      // The unlocked PDF is no document we can bill: like a PDF that defeats the parser, it ends here.
      const message = `The PDF cannot be accepted: ${update.problem}.`;
      await store.failFile(uuid, message, clock.now());
      throw new ServiceError('PROCESSING_FAILED', message);
    }
    if (update.state === 'PROCESSING') runner.holdPassword(uuid, password);
    let outcome: ChargeOutcome | null;
    try {
      outcome = await store.unlockFileCharged(payerOf(caller, limits), uuid, update, clock.now());
    } catch (error) {
      runner.releasePassword(uuid);
      throw error;
    }
    if (outcome === null || !outcome.ok) {
      runner.releasePassword(uuid);
      if (outcome === null) return { uuid, state: (await files.find(caller, uuid)).state, passwordSet: false };
      throw refusal(outcome, clock);
    }
    // Decrypted results reach the disk only once they are paid for (review L3); a convert call in
    // the moment between is told the file is not ready yet.
    if (analysis.kind === 'text') {
      try {
        await blobs.writeStatement(uuid, analysis.converted.statement);
      } catch (error) {
        await store.failFile(uuid, 'The converted statement could not be saved; upload the file again.', clock.now());
        await store.refundFile(uuid, clock.now());
        throw error;
      }
    }
    runner.wake();
    return { uuid, state: update.state, passwordSet: true };
  }
}
