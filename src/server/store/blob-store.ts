/**
 * Uploaded PDFs, statements and rendered formats on disk: `<root>/<uuid>/source.pdf`,
 * `<root>/<uuid>/statement.json` (the converted statement) and `<root>/<uuid>/result.<format>` for
 * each format rendered so far (on demand). Writes go to a temporary name and are renamed into
 * place, so a crash never leaves a half-written file that looks complete.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';
import { type BlobStore, RESULT_FORMATS, type ResultFormat } from './types.ts';

/** uuids come from `randomUUID()`; checking the shape keeps any other string out of a path. */
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class DiskBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  #dir(uuid: string): string {
    if (!UUID_SHAPE.test(uuid)) throw new Error('Not a file uuid');
    return join(this.root, uuid);
  }

  async #writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    await rename(temporary, path);
  }

  async writeSource(uuid: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.#dir(uuid), { recursive: true, mode: PRIVATE_DIR_MODE });
    await this.#writeAtomically(join(this.#dir(uuid), 'source.pdf'), bytes);
  }

  readSource(uuid: string): Promise<Buffer> {
    return readFile(join(this.#dir(uuid), 'source.pdf'));
  }

  /**
   * Results go next to their source and never create the directory: a job that finishes after its
   * file was deleted (expired, or its user deleted) fails with ENOENT instead of leaving a
   * statement on disk that no record points to (review L1).
   */
  async writeStatement(uuid: string, statement: Uint8Array): Promise<void> {
    await this.#writeAtomically(join(this.#dir(uuid), 'statement.json'), statement);
    // Formats rendered from an earlier statement of this file would no longer match it.
    await Promise.all(RESULT_FORMATS.map((format) => rm(join(this.#dir(uuid), `result.${format}`), { force: true })));
  }

  readStatement(uuid: string): Promise<Buffer> {
    return readFile(join(this.#dir(uuid), 'statement.json'));
  }

  /** Like the statement: never recreates the directory of a deleted file. */
  async writeResult(uuid: string, format: ResultFormat, bytes: Uint8Array): Promise<void> {
    await this.#writeAtomically(join(this.#dir(uuid), `result.${format}`), bytes);
  }

  readResult(uuid: string, format: ResultFormat): Promise<Buffer> {
    return readFile(join(this.#dir(uuid), `result.${format}`));
  }

  async remove(uuid: string): Promise<void> {
    await rm(this.#dir(uuid), { recursive: true, force: true });
  }

  async modifiedAt(uuid: string): Promise<number | null> {
    const info = await stat(this.#dir(uuid)).catch(() => null);
    return info ? info.mtimeMs : null;
  }

  async list(): Promise<string[]> {
    const entries = await readdir(this.root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries.filter((e) => e.isDirectory() && UUID_SHAPE.test(e.name)).map((e) => e.name);
  }
}
