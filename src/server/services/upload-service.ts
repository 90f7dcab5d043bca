/**
 * Upload: check every file (PDF magic bytes, then an analysis in a child process that also
 * converts text PDFs), then store all files and charge their pages in one atomic step. Any
 * rejected file rejects the whole request: nothing is stored, nothing is charged.
 */
import { randomUUID } from 'node:crypto';
import { type Caller, payerOf } from '../caller.ts';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import type { Limits } from '../limits.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, NewFile, RenderedResults, Store } from '../store/types.ts';
import { ConversionError } from '../../index.ts';
import { ChildLimitError } from '../jobs/child-pool.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PdfProcessor } from '../jobs/pdf-processor.ts';
import type { AnalyseResult } from '../jobs/protocol.ts';
import { refusal } from './charges.ts';
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

/** The record a file gets from its analysis. */
function recordFor(uuid: string, filename: string, analysis: AnalyseResult): Omit<Accepted, 'bytes'> {
  const base = { uuid, filename, error: null };
  switch (analysis.kind) {
    case 'locked':
      return { record: { ...base, pdfType: null, numberOfPages: null, state: 'PASSWORD_REQUIRED', progress: 0, pages: 0 } };
    case 'image':
      return { record: { ...base, pdfType: 'IMAGE_BASED', numberOfPages: analysis.numberOfPages, state: 'PROCESSING', progress: 0, pages: analysis.numberOfPages } };
    case 'text':
      return {
        record: { ...base, pdfType: 'TEXT_BASED', numberOfPages: analysis.numberOfPages, state: 'READY', progress: 100, pages: analysis.numberOfPages },
        results: analysis.results,
      };
    case 'text-unconvertible':
      return {
        record: { ...base, pdfType: 'TEXT_BASED', numberOfPages: analysis.numberOfPages, state: 'ERROR', progress: 0, pages: analysis.numberOfPages, error: analysis.reason },
      };
  }
}

export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  async upload(caller: Caller, files: IncomingFile[]): Promise<UploadedFileView[]> {
    const accepted = await Promise.all(files.map((file) => this.#check(file)));
    const { store, blobs, clock, limits, runner } = this.deps;
    let committed = false;
    try {
      for (const file of accepted) {
        await blobs.writeSource(file.record.uuid, file.bytes);
        if (file.results) await blobs.writeResults(file.record.uuid, file.results);
      }
      const now = clock.now();
      const outcome = store.insertFilesCharged(payerOf(caller, limits), accepted.map((f) => f.record), now, now + limits.retentionMs);
      if (!outcome.ok) throw refusal(outcome, clock);
      committed = true;
    } finally {
      if (!committed) await Promise.all(accepted.map((f) => blobs.remove(f.record.uuid)));
    }
    runner.wake();
    return accepted.map((f) => uploadView(f.record));
  }

  /** Accepts one file or throws the error that rejects the whole upload, naming the file. */
  async #check(file: IncomingFile): Promise<Accepted> {
    const name = JSON.stringify(file.filename);
    if (!looksLikePdf(file.bytes)) throw new ServiceError('INVALID_FILE_TYPE', `${name} is not a PDF (it does not start with %PDF-).`);
    let analysis: AnalyseResult;
    try {
      analysis = await this.deps.processor.analyse(file.bytes);
    } catch (error) {
      if (ConversionError.is(error, 'NOT_A_PDF') || ConversionError.is(error, 'CORRUPT_PDF')) {
        throw new ServiceError('INVALID_FILE_TYPE', `${name} cannot be read as a PDF: ${error.message}`);
      }
      if (error instanceof ChildLimitError) {
        this.deps.logger.warn(`upload ${name}: analysis stopped (${error.kind})`);
        throw new ServiceError('INVALID_FILE_TYPE', `${name} cannot be read as a PDF within the server's limits: ${error.message}`);
      }
      throw error;
    }
    return { ...recordFor(randomUUID(), file.filename, analysis), bytes: file.bytes };
  }
}
