/**
 * A caller's files as a history: the live ones, newest first, a page at a time (the web page
 * lists them on load), and removing one before it expires (the file, its results and its bytes).
 * Only a key's user has a history: anonymous callers share an owner per client IP, so listing
 * would show one person's file names to another behind the same address.
 */
import { type Caller, ownerOf } from '../caller.ts';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import type { BlobStore, ListCursor, Store } from '../store/types.ts';
import type { FileService } from './file-service.ts';
import { type ListedFileView, listedView } from './file-views.ts';

export const DEFAULT_LIST_LIMIT = 50;
export const MAX_LIST_LIMIT = 100;

export interface FilePage {
  files: ListedFileView[];
  /** Pass as `cursor` for the next page; null on the last page. */
  next: string | null;
}

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor is opaque to clients: the last file's creation time and uuid. */
export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.createdAt}.${cursor.uuid}`).toString('base64url');
}

export function decodeCursor(text: string): ListCursor {
  const [time, uuid] = Buffer.from(text, 'base64url').toString('utf8').split('.');
  const createdAt = Number(time);
  if (!Number.isSafeInteger(createdAt) || createdAt < 0 || !uuid || !UUID_SHAPE.test(uuid)) {
    throw new ServiceError('INVALID_REQUEST', 'cursor is not one this server gave out.', {
      recovery: 'Pass the "next" value of the previous page as it was, or leave cursor out to start again.',
    });
  }
  return { createdAt, uuid };
}

export interface FileHistoryDeps {
  store: Store;
  blobs: BlobStore;
  files: FileService;
  clock: Clock;
  /** Where passwords of protected scans wait for their job; a removed file's must not. */
  passwords?: { releasePassword(uuid: string): void };
}

export class FileHistory {
  constructor(private readonly deps: FileHistoryDeps) {}

  async list(caller: Caller, options: { limit?: number; cursor?: string } = {}): Promise<FilePage> {
    if (caller.kind !== 'user') {
      throw new ServiceError('UNAUTHORIZED', 'Listing files needs an API key: anonymous callers have no account.', {
        recovery: 'Sign in with an API key, or keep the uuids the upload answered and ask for their status.',
      });
    }
    const limit = options.limit ?? DEFAULT_LIST_LIMIT;
    const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor);
    // One more than asked tells whether another page follows.
    const records = await this.deps.store.listFiles(ownerOf(caller), this.deps.clock.now(), limit + 1, after);
    const page = records.slice(0, limit);
    const last = page[page.length - 1];
    return { files: page.map(listedView), next: records.length > limit && last ? encodeCursor({ createdAt: last.createdAt, uuid: last.uuid }) : null };
  }

  /**
   * Deletes one of the caller's files now: its record (and job) first, then its bytes. Its
   * credits stay spent. An OCR job still running on it keeps nothing when it ends (as for an
   * expired file).
   */
  async remove(caller: Caller, uuid: string): Promise<void> {
    const { store, blobs, files, passwords } = this.deps;
    await files.find(caller, uuid);
    await store.deleteFiles([uuid]);
    passwords?.releasePassword(uuid);
    await blobs.remove(uuid);
  }
}
