/**
 * Upload: check every file (PDF magic bytes, then an analysis in a child process that also
 * converts text PDFs), then store all files (a text PDF's statement with it: its formats are
 * rendered when first asked for) and charge their pages in one atomic step. Any
 * rejected file rejects the whole request: nothing is stored, nothing is charged.
 */
import { randomUUID } from 'node:crypto';
import { type Caller, payerOf } from '../caller.ts';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import { type Limits, MULTIPART_OVERHEAD_BYTES } from '../limits.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, ConvertedStatement, NewFile, Payer, Store } from '../store/types.ts';
import { ConversionError } from '../../index.ts';
import { ChildLimitError, TaskCancelledError } from '../jobs/child-pool.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PdfProcessor } from '../jobs/pdf-processor.ts';
import type { AnalyseResult } from '../jobs/protocol.ts';
import { chargeStoppedAnalysis, chargedNote, measuredCredits, reserveAnalyses, tooFewCredits } from './analysis-admission.ts';
import { refusal } from './charges.ts';
import { creditsForPages, pageProblem } from './page-billing.ts';
import type { ConcurrencyLimiter } from './rate-limiter.ts';
import { type UploadedFileView, uploadView } from './file-views.ts';

/** Some producers put bytes before the header; pdf.js accepts up to 1 KiB of them, and so do we. */
const PDF_HEADER_WINDOW_BYTES = 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

export interface IncomingFile {
  filename: string;
  bytes: Buffer;
}

export function looksLikePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, PDF_HEADER_WINDOW_BYTES).includes(PDF_MAGIC);
}

export interface UploadServiceDeps {
  store: Store;
  blobs: BlobStore;
  processor: PdfProcessor;
  runner: Pick<JobRunner, 'wake'>;
  /** Leased slots: the caller's queued analyses, counted across instances. */
  slots: ConcurrencyLimiter;
  clock: Clock;
  limits: Limits;
  logger: Logger;
}

interface Accepted {
  record: NewFile;
  bytes: Buffer;
  converted?: ConvertedStatement;
}

type Analysed = Exclude<AnalyseResult, { kind: 'over-budget' }>;

/**
 * The record a file gets from its analysis; `pages` is what it costs (page area, page-billing.ts).
 * The child's page numbers are checked first: a file whose pages cannot be billed is refused.
 */
function recordFor(uuid: string, filename: string, size: number, analysis: Analysed): Omit<Accepted, 'bytes'> {
  const base = { uuid, filename, error: null, bytes: size };
  if (analysis.kind === 'locked') {
    return { record: { ...base, pdfType: null, numberOfPages: null, state: 'PASSWORD_REQUIRED', progress: 0, pages: 0 } };
  }
  const problem = pageProblem(analysis);
  if (problem) throw new ServiceError('INVALID_FILE_TYPE', `${JSON.stringify(filename)} cannot be accepted: ${problem}.`);
  const paged = { ...base, numberOfPages: analysis.numberOfPages, pages: creditsForPages(analysis.pageSizes) };
  switch (analysis.kind) {
    case 'image':
      return { record: { ...paged, pdfType: 'IMAGE_BASED', state: 'PROCESSING', progress: 0 } };
    case 'text':
      return {
        record: { ...paged, pdfType: 'TEXT_BASED', state: 'READY', progress: 100, verdict: analysis.converted.verdict },
        converted: analysis.converted,
      };
    case 'text-unconvertible':
      return { record: { ...paged, pdfType: 'TEXT_BASED', state: 'ERROR', progress: 0, error: analysis.reason } };
  }
}

/**
 * Refuses, before any PDF is analysed, what the payer cannot have whatever the analysis finds
 * (review H1, H2): every file costs at least one credit (a protected one when its password is
 * set), and every byte counts against the storage quota.
 */
export async function precheck(store: Store, payer: Payer, files: ReadonlyArray<{ bytes: number }>, now: number, clock: Clock): Promise<void> {
  const available = await store.creditsAvailable(payer, now);
  if (available < files.length) throw tooFewCredits(payer, files.length, available, clock);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const room = Math.max(0, payer.storageQuotaBytes - (await store.storedBytes(payer.owner, now)));
  if (bytes > room) throw refusal({ ok: false, reason: 'STORAGE_QUOTA_EXCEEDED', needed: bytes, available: room }, clock);
}

/** What an upload may bring, known before its body is read (UploadService.admit). */
export interface UploadAdmission {
  /** File parts the payer can pay for (at least one credit each). */
  files: number;
  /** File bytes the owner's storage quota has room for. */
  bytes: number;
  refuse(kind: 'files' | 'bytes', needed: number): ServiceError;
}

export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  /**
   * Before a byte of the body is read (security review 2026-11-26, finding 1): a caller without a
   * credit, or without room in its storage quota for the length it declares, is refused now, and
   * the answer says how many files and bytes the body may bring before it is refused part-way.
   */
  async admit(caller: Caller, declaredBytes: number | null): Promise<UploadAdmission> {
    const { store, clock, limits } = this.deps;
    const payer = payerOf(caller, limits);
    const now = clock.now();
    const credits = await store.creditsAvailable(payer, now);
    if (credits < 1) throw tooFewCredits(payer, 1, credits, clock);
    const room = Math.max(0, payer.storageQuotaBytes - (await store.storedBytes(payer.owner, now)));
    // The files of a body are its length less the multipart framing, which is at most this much.
    if (declaredBytes !== null && declaredBytes - MULTIPART_OVERHEAD_BYTES > room) {
      throw refusal({ ok: false, reason: 'STORAGE_QUOTA_EXCEEDED', needed: declaredBytes - MULTIPART_OVERHEAD_BYTES, available: room }, clock);
    }
    return {
      files: credits,
      bytes: room,
      refuse: (kind, needed) =>
        kind === 'files'
          ? tooFewCredits(payer, needed, credits, clock)
          : refusal({ ok: false, reason: 'STORAGE_QUOTA_EXCEEDED', needed, available: room }, clock),
    };
  }

  /**
   * `signal` aborts when the client goes away: the analyses still queued or running are cancelled.
   * The first file rejected (or the pages measured exceeding the credits) cancels the others.
   */
  async upload(caller: Caller, files: IncomingFile[], signal?: AbortSignal): Promise<UploadedFileView[]> {
    const { store, blobs, clock, limits, runner } = this.deps;
    const payer = payerOf(caller, limits);
    await precheck(
      store,
      payer,
      files.map((f) => ({ bytes: f.bytes.length })),
      clock.now(),
      clock,
    );
    const releaseAnalyses = await reserveAnalyses(this.deps.slots, payer.owner, files.length, limits);
    let accepted: Accepted[];
    try {
      accepted = await this.#analyseAll(payer, files, signal);
    } finally {
      await releaseAnalyses();
    }

    let committed = false;
    try {
      for (const file of accepted) {
        await blobs.writeSource(file.record.uuid, file.bytes);
        if (file.converted) await blobs.writeStatement(file.record.uuid, file.converted.statement);
      }
      const now = clock.now();
      const outcome = await store.insertFilesCharged(
        payer,
        accepted.map((f) => f.record),
        now,
        now + limits.retentionMs,
      );
      if (!outcome.ok) throw refusal(outcome, clock);
      committed = true;
    } finally {
      if (!committed) await Promise.all(accepted.map((f) => blobs.remove(f.record.uuid)));
    }
    runner.wake();
    return accepted.map((f) => uploadView(f.record));
  }

  /**
   * Analyses every file, each told what the payer can pay. The pages each child measures arrive
   * before its expensive part: as soon as their sum exceeds the credits, the others are cancelled
   * and the upload is refused for credits.
   */
  async #analyseAll(payer: Payer, files: IncomingFile[], signal: AbortSignal | undefined): Promise<Accepted[]> {
    const { store, clock } = this.deps;
    const siblings = new AbortController();
    const cancelAll = (): void => siblings.abort();
    signal?.addEventListener('abort', cancelAll, { once: true });
    const available = await store.creditsAvailable(payer, clock.now());
    let measuredSoFar = 0;
    let pagesSoFar = 0;
    let overBudget: ServiceError | null = null;
    const onMeasured = (credits: number): void => {
      measuredSoFar += credits;
      if (measuredSoFar > available && !overBudget) {
        overBudget = tooFewCredits(payer, measuredSoFar, available, clock);
        cancelAll();
      }
    };
    let accepted: Accepted[];
    try {
      accepted = await Promise.all(
        files.map(async (file, index) => {
          try {
            const checked = await this.#check(file, index, payer, available, { cancel: siblings.signal, clientGone: signal }, onMeasured);
            // The final pages (the expensive pass measured them again) must fit as well.
            pagesSoFar += checked.record.pages;
            if (pagesSoFar > available) throw tooFewCredits(payer, pagesSoFar, available, clock);
            return checked;
          } catch (error) {
            cancelAll();
            throw error;
          }
        }),
      );
    } catch (error) {
      // A sibling cancelled because the pages ran out answers as the credits did, not as a cancellation.
      throw overBudget ?? error;
    } finally {
      signal?.removeEventListener('abort', cancelAll);
    }
    if (signal?.aborted) throw new ServiceError('INVALID_REQUEST', 'The client went away; nothing was stored.');
    return accepted;
  }

  /**
   * Accepts one file or throws the error that rejects the whole upload, naming the file.
   * `signals.cancel` stops its analysis (the upload is over); `signals.clientGone` says why.
   */
  async #check(
    file: IncomingFile,
    index: number,
    payer: Payer,
    available: number,
    signals: { cancel: AbortSignal; clientGone: AbortSignal | undefined },
    onMeasured: (credits: number) => void,
  ): Promise<Accepted> {
    const { store, clock, logger, processor } = this.deps;
    const name = JSON.stringify(file.filename);
    if (!looksLikePdf(file.bytes)) throw new ServiceError('INVALID_FILE_TYPE', `${name} is not a PDF (it does not start with %PDF-).`);
    let measured: number | null = null;
    let analysis: AnalyseResult;
    try {
      analysis = await processor.analyse(file.bytes, {
        owner: payer.owner,
        signal: signals.cancel,
        maxCredits: available,
        onMeasured: (pages) => {
          measured = measuredCredits(pages);
          if (measured !== null) onMeasured(measured);
        },
      });
    } catch (error) {
      if (ConversionError.is(error, 'NOT_A_PDF') || ConversionError.is(error, 'CORRUPT_PDF')) {
        throw new ServiceError('INVALID_FILE_TYPE', `${name} cannot be read as a PDF: ${error.message}`);
      }
      if (error instanceof TaskCancelledError) {
        // A client that hangs up while its file is being analysed pays for the work begun, or it
        // could stop every costly analysis just short of its limit, again and again, for free.
        if (signals.clientGone?.aborted && measured !== null) {
          const charged = await chargeStoppedAnalysis(store, payer, randomUUID(), measured, clock.now());
          logger.warn(`upload: file ${index + 1} (${file.bytes.length} bytes) of ${payer.owner}: analysis stopped (client gone); charged ${charged} page(s)`);
        }
        throw new ServiceError('INVALID_REQUEST', `${name} was not checked: the upload was cancelled.`);
      }
      if (error instanceof ChildLimitError && error.kind !== 'crash') {
        // The work was done: it is charged, so a caller cannot have it done again and again for free.
        const charged = await chargeStoppedAnalysis(store, payer, randomUUID(), measured, clock.now());
        // The log names the file by position and size, never by the name its owner gave it (review L4).
        logger.warn(`upload: file ${index + 1} (${file.bytes.length} bytes) of ${payer.owner}: analysis stopped (${error.kind}); charged ${charged} page(s)`);
        throw new ServiceError(
          'INVALID_FILE_TYPE',
          `${name} cannot be read as a PDF within the server's limits: ${error.message} ${chargedNote(charged)}Nothing was stored.`,
        );
      }
      if (error instanceof ChildLimitError) {
        logger.warn(`upload: file ${index + 1} (${file.bytes.length} bytes) of ${payer.owner}: analysis stopped (${error.kind})`);
        throw new ServiceError('INVALID_FILE_TYPE', `${name} cannot be read as a PDF within the server's limits: ${error.message}`);
      }
      throw error;
    }
    if (analysis.kind === 'over-budget') {
      const needed = analysis.pageSizes ? creditsForPages(analysis.pageSizes) : analysis.numberOfPages;
      throw tooFewCredits(payer, needed, available, clock);
    }
    return { ...recordFor(randomUUID(), file.filename, file.bytes.length, analysis), bytes: file.bytes };
  }
}
