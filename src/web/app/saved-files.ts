/**
 * What the page keeps in this browser (IndexedDB, database `bsc-web`), so a reload loses nothing:
 * - files converted in this browser: the PDF, the statement, the corrections and the categories,
 *   until removed;
 * - files on the server: the PDF the user dropped (the row-source view draws pages from it, it is
 *   never fetched back from the server), the corrections and the categories, until the file is
 *   removed or the server no longer has it.
 * Never a key or a password. When IndexedDB is unavailable (some private modes) nothing is kept.
 */
import type { Correction, RowId } from './corrections.ts';
import type { Proposal } from './entries.ts';
import type { PlainStatement } from './plain-statement.ts';

export interface SavedFile {
  /** `local:<n>` or `server:<uuid>`. */
  id: string;
  kind: 'local' | 'server';
  name: string;
  size: number;
  /** ms since epoch. */
  addedAt: number;
  uuid?: string;
  bytes?: Uint8Array;
  /** Files converted in this browser. */
  statement?: PlainStatement;
  pdfType?: 'TEXT_BASED' | 'IMAGE_BASED';
  pages?: number;
  corrections: Correction[];
  /** Once categories were proposed (categories.ts): the proposals and each row's chosen category, by row id. */
  categories?: { proposals: Record<RowId, Proposal>; chosen: Record<RowId, string | null> };
}

const DATABASE = 'bsc-web';
const STORE = 'files';

let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  return open().then(
    (db) =>
      new Promise<T | undefined>((resolve) => {
        if (!db) return resolve(undefined);
        try {
          const request = work(db.transaction(STORE, mode).objectStore(STORE));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
      }),
  );
}

export const savedFiles = {
  all: async (): Promise<SavedFile[]> => ((await run('readonly', (s) => s.getAll())) as SavedFile[] | undefined) ?? [],
  put: async (file: SavedFile): Promise<void> => {
    await run('readwrite', (s) => s.put(file));
  },
  remove: async (id: string): Promise<void> => {
    await run('readwrite', (s) => s.delete(id));
  },
};
