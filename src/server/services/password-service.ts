/**
 * set-password: try the password in a child process; on success charge the now-known pages and
 * move the file on (text → READY with its results, scan → PROCESSING with an OCR job), all in
 * one atomic step. The password goes to the child and, for a scan, waits in the job runner's
 * memory; it is never stored or logged.
 */
import { type Caller, payerOf } from '../caller.ts';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import type { Limits } from '../limits.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, FileState, Store, UnlockUpdate } from '../store/types.ts';
import { ChildLimitError } from '../jobs/child-pool.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { PdfProcessor } from '../jobs/pdf-processor.ts';
import type { AnalyseResult } from '../jobs/protocol.ts';
import { refusal } from './charges.ts';
import type { FileService } from './file-service.ts';

export interface PasswordResult {
  uuid: string;
  state: FileState;
  passwordSet: boolean;
}

export interface PasswordServiceDeps {
  store: Store;
  blobs: BlobStore;
  files: FileService;
  processor: PdfProcessor;
  runner: Pick<JobRunner, 'wake' | 'holdPassword' | 'releasePassword'>;
  clock: Clock;
  limits: Limits;
  logger: Logger;
}

function unlockUpdate(analysis: Exclude<AnalyseResult, { kind: 'locked' }>): UnlockUpdate {
  switch (analysis.kind) {
    case 'image':
      return { pdfType: 'IMAGE_BASED', numberOfPages: analysis.numberOfPages, state: 'PROCESSING', progress: 0, error: null };
    case 'text':
      return { pdfType: 'TEXT_BASED', numberOfPages: analysis.numberOfPages, state: 'READY', progress: 100, error: null };
    case 'text-unconvertible':
      return { pdfType: 'TEXT_BASED', numberOfPages: analysis.numberOfPages, state: 'ERROR', progress: 0, error: analysis.reason };
  }
}

export class PasswordService {
  constructor(private readonly deps: PasswordServiceDeps) {}

  async setPassword(caller: Caller, uuid: string, password: string): Promise<PasswordResult> {
    const { store, blobs, files, processor, runner, clock, limits, logger } = this.deps;
    const file = files.find(caller, uuid);
    if (file.state !== 'PASSWORD_REQUIRED') return { uuid, state: file.state, passwordSet: false };

    let analysis: AnalyseResult;
    try {
      analysis = await processor.analyse(await blobs.readSource(uuid), password);
    } catch (error) {
      if (error instanceof ChildLimitError) {
        // The PDF itself defeats the parser: no password will help, so the file ends here.
        logger.warn(`set-password ${uuid}: analysis stopped (${error.kind})`);
        store.failFile(uuid, `${error.message} The file could not be processed.`, clock.now());
        throw new ServiceError('PROCESSING_FAILED', `${error.message} The file could not be processed.`);
      }
      throw error;
    }
    if (analysis.kind === 'locked') throw new ServiceError('INVALID_PASSWORD');

    const update = unlockUpdate(analysis);
    if (analysis.kind === 'text') await blobs.writeResults(uuid, analysis.results);
    if (update.state === 'PROCESSING') runner.holdPassword(uuid, password);
    const outcome = store.unlockFileCharged(payerOf(caller, limits), uuid, update, clock.now());
    if (outcome === null || !outcome.ok) {
      runner.releasePassword(uuid);
      if (outcome === null) return { uuid, state: files.find(caller, uuid).state, passwordSet: false };
      throw refusal(outcome, clock);
    }
    runner.wake();
    return { uuid, state: update.state, passwordSet: true };
  }
}
