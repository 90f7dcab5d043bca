/**
 * Retention: files, results and records go once they expire. Rows are deleted before the files
 * on disk, so a crash in between leaves only unreferenced directories, which `removeOrphans`
 * (run at start-up, before requests are accepted) cleans up.
 *
 * Each sweep also removes what a user deleted by hand left behind (review H3), drops passwords
 * held for jobs of deleted files (L1), ages the usage ledger and empties the WAL (L2).
 */
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { BlobStore, Store } from '../store/types.ts';

/** An upload commits its rows within its request (two minutes at most): older unreferenced bytes are orphans. */
export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;

export interface RetentionDeps {
  store: Store;
  blobs: BlobStore;
  clock: Clock;
  logger: Logger;
  /** Where passwords of protected scans wait for their job; a deleted file's must not. */
  passwords?: { releasePassword(uuid: string): void };
}

export class RetentionService {
  constructor(private readonly deps: RetentionDeps) {}

  /** Deletes every expired file and every file of a user that no longer exists; returns how many. */
  async sweep(): Promise<number> {
    const { store, blobs, clock, logger, passwords } = this.deps;
    const expired = await store.listExpiredFiles(clock.now());
    await store.deleteFiles(expired);
    const abandoned = await store.removeAbandonedRecords();
    const deleted = [...expired, ...abandoned];
    for (const uuid of deleted) passwords?.releasePassword(uuid);
    await Promise.all(deleted.map((uuid) => blobs.remove(uuid)));
    // Bytes whose rows went without this process knowing (a user deleted by hand in sqlite3).
    const orphans = await this.removeOrphans(ORPHAN_MIN_AGE_MS);
    const aged = await store.ageUsage(clock.now());
    if (deleted.length > 0 || aged > 0) await store.checkpoint();
    if (expired.length > 0) logger.info(`retention: deleted ${expired.length} expired file(s)`);
    if (abandoned.length > 0) logger.info(`retention: deleted ${abandoned.length} file(s) of deleted users`);
    if (orphans > 0) logger.info(`retention: deleted ${orphans} unreferenced file directory(ies)`);
    return deleted.length;
  }

  /**
   * Deletes stored bytes that no record references (left by a crash between writing them and
   * committing, or between deleting a record and its bytes, or by a deletion made by hand).
   * An upload writes its bytes just before it commits its rows: with `minAgeMs` 0 this is only
   * safe before requests are accepted; while serving, only directories untouched that long go.
   */
  async removeOrphans(minAgeMs = 0): Promise<number> {
    const { store, blobs } = this.deps;
    const cutoff = Date.now() - minAgeMs;
    let removed = 0;
    for (const uuid of await blobs.list()) {
      if (await store.hasFile(uuid)) continue;
      if (minAgeMs > 0 && ((await blobs.modifiedAt(uuid)) ?? cutoff) > cutoff) continue;
      if (await store.hasFile(uuid)) continue;
      await blobs.remove(uuid);
      removed++;
    }
    return removed;
  }
}
