/**
 * Upload: check every file (PDF magic bytes, then an analysis in a child process that also
 * converts text PDFs), then store all files and charge their pages in one atomic step. Any
 * rejected file rejects the whole request: nothing is stored, nothing is charged.
 */
import { randomUUID } from 'node:crypto';
import { type Caller, ownerOf, payerOf } from '../caller.ts';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import type { Limits } from '../limits.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, NewFile, Payer, RenderedResults, Store } from '../store/types.ts';
import { ConversionError } from '../../index.ts';
import { ChildLimitError, QueueFullError, TaskCancelledError } from '../jobs/child-pool.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PdfProcessor } from '../jobs/pdf-processor.ts';
import type { AnalyseResult } from '../jobs/protocol.ts';
import { refusal } from './charges.ts';
import { creditsForPages, pageProblem } from './page-billing.ts';
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
  clock: Clock;
  limits: Limits;
  logger: Logger;
}

interface Accepted {
  record: NewFile;
  bytes: Buffer;
  results?: RenderedResults;
}

/**
 * The record a file gets from its analysis; `pages` is what it costs (page area, page-billing.ts).
 * The child's page numbers are checked first: a file whose pages cannot be billed is refused.
 */
function recordFor(uuid: string, filename: string, size: number, analysis: AnalyseResult): Omit<Accepted, 'bytes'> {
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
      return { record: { ...paged, pdfType: 'TEXT_BASED', state: 'READY', progress: 100, verdict: analysis.results.verdict ?? null }, results: analysis.results };
    case 'text-unconvertible':
      return { record: { ...paged, pdfType: 'TEXT_BASED', state: 'ERROR', progress: 0, error: analysis.reason } };
  }
}

/** How soon a caller whose analysis queue is full may try again: a few analyses' time. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 30;

export function queueFull(error: QueueFullError): ServiceError {
  return new ServiceError('RATE_LIMIT_EXCEEDED', `${error.message} Wait for earlier uploads to finish.`, {
    headers: { 'Retry-After': String(QUEUE_FULL_RETRY_AFTER_SECONDS) },
    recovery: 'Wait for earlier uploads or set-password calls to finish, then retry.',
  });
}

/**
 * Refuses, before any PDF is analysed, what the payer cannot have whatever the analysis finds
 * (review H1, H2): every file costs at least one credit (a protected one when its password is
 * set), and every byte counts against the storage quota.
 */
export async function precheck(store: Store, payer: Payer, files: ReadonlyArray<{ bytes: number }>, now: number, clock: Clock): Promise<void> {
  const available = await store.creditsAvailable(payer, now);
  if (available < files.length) {
    throw refusal({ ok: false, reason: payer.kind === 'user' ? 'INSUFFICIENT_CREDITS' : 'DAILY_PAGES_EXCEEDED', needed: files.length, available }, clock);
  }
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const room = Math.max(0, payer.storageQuotaBytes - (await store.storedBytes(payer.owner, now)));
  if (bytes > room) throw refusal({ ok: false, reason: 'STORAGE_QUOTA_EXCEEDED', needed: bytes, available: room }, clock);
}

export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  /**
   * `signal` aborts when the client goes away: the analyses still queued or running are cancelled.
   * The first file rejected (or the credits running out while files are analysed) cancels the others.
   */
  async upload(caller: Caller, files: IncomingFile[], signal?: AbortSignal): Promise<UploadedFileView[]> {
    const { store, blobs, clock, limits, runner } = this.deps;
    const payer = payerOf(caller, limits);
    await precheck(store, payer, files.map((f) => ({ bytes: f.bytes.length })), clock.now(), clock);

    const siblings = new AbortController();
    const cancelAll = (): void => siblings.abort();
    signal?.addEventListener('abort', cancelAll, { once: true });
    const available = await store.creditsAvailable(payer, clock.now());
    let pagesSoFar = 0;
    let accepted: Accepted[];
    try {
      accepted = await Promise.all(
        files.map(async (file, index) => {
          try {
            const checked = await this.#check(file, index, ownerOf(caller), siblings.signal);
            // Stop as soon as the pages found exceed what the payer has: the rest need not run.
            pagesSoFar += checked.record.pages;
            if (pagesSoFar > available) {
              throw refusal({ ok: false, reason: payer.kind === 'user' ? 'INSUFFICIENT_CREDITS' : 'DAILY_PAGES_EXCEEDED', needed: pagesSoFar, available }, clock);
            }
            return checked;
          } catch (error) {
            cancelAll();
            throw error;
          }
        }),
      );
    } finally {
      signal?.removeEventListener('abort', cancelAll);
    }
    if (signal?.aborted) throw new ServiceError('INVALID_REQUEST', 'The client went away; nothing was stored.');

    let committed = false;
    try {
      for (const file of accepted) {
        await blobs.writeSource(file.record.uuid, file.bytes);
        if (file.results) await blobs.writeResults(file.record.uuid, file.results);
      }
      const now = clock.now();
      const outcome = await store.insertFilesCharged(payer, accepted.map((f) => f.record), now, now + limits.retentionMs);
      if (!outcome.ok) throw refusal(outcome, clock);
      committed = true;
    } finally {
      if (!committed) await Promise.all(accepted.map((f) => blobs.remove(f.record.uuid)));
    }
    runner.wake();
    return accepted.map((f) => uploadView(f.record));
  }

  /** Accepts one file or throws the error that rejects the whole upload, naming the file. */
  async #check(file: IncomingFile, index: number, owner: string, signal: AbortSignal): Promise<Accepted> {
    const name = JSON.stringify(file.filename);
    if (!looksLikePdf(file.bytes)) throw new ServiceError('INVALID_FILE_TYPE', `${name} is not a PDF (it does not start with %PDF-).`);
    let analysis: AnalyseResult;
    try {
      analysis = await this.deps.processor.analyse(file.bytes, { owner, maxPerOwner: this.deps.limits.maxQueuedAnalysesPerCaller, signal });
    } catch (error) {
      if (ConversionError.is(error, 'NOT_A_PDF') || ConversionError.is(error, 'CORRUPT_PDF')) {
        throw new ServiceError('INVALID_FILE_TYPE', `${name} cannot be read as a PDF: ${error.message}`);
      }
      if (error instanceof QueueFullError) throw queueFull(error);
      if (error instanceof TaskCancelledError) throw new ServiceError('INVALID_REQUEST', `${name} was not checked: the upload was cancelled.`);
      if (error instanceof ChildLimitError) {
        // The log names the file by position and size, never by the name its owner gave it (review L4).
        this.deps.logger.warn(`upload: file ${index + 1} (${file.bytes.length} bytes) of ${owner}: analysis stopped (${error.kind})`);
        throw new ServiceError('INVALID_FILE_TYPE', `${name} cannot be read as a PDF within the server's limits: ${error.message}`);
      }
      throw error;
    }
    return { ...recordFor(randomUUID(), file.filename, file.bytes.length, analysis), bytes: file.bytes };
  }
}
