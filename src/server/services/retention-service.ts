/**
 * Retention: files, results and records go once they expire. Rows are deleted before the files
 * on disk, so a crash in between leaves only unreferenced directories, which `removeOrphans`
 * (run at start-up, before requests are accepted) cleans up.
 */
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, Store } from '../store/types.ts';

export class RetentionService {
  constructor(private readonly deps: { store: Store; blobs: BlobStore; clock: Clock; logger: Logger }) {}

  /** Deletes every expired file; returns how many. */
  async sweep(): Promise<number> {
    const { store, blobs, clock, logger } = this.deps;
    const expired = store.listExpiredFiles(clock.now());
    if (expired.length === 0) return 0;
    store.deleteFiles(expired);
    await Promise.all(expired.map((uuid) => blobs.remove(uuid)));
    logger.info(`retention: deleted ${expired.length} expired file(s)`);
    return expired.length;
  }

  /**
   * Deletes stored bytes that no record references (left by a crash between writing them and
   * committing, or between deleting a record and its bytes). Only safe while no upload is running.
   */
  async removeOrphans(): Promise<number> {
    const { store, blobs } = this.deps;
    const orphans = (await blobs.list()).filter((uuid) => !store.hasFile(uuid));
    await Promise.all(orphans.map((uuid) => blobs.remove(uuid)));
    return orphans.length;
  }
}
