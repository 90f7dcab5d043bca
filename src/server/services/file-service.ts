/**
 * Reading files back: status records, converted results. Another caller's file, an expired one
 * and an unknown uuid all look the same (404 FILE_NOT_FOUND): existence is never revealed.
 *
 * A conversion stores the statement alone; each format is rendered from it (in a child process)
 * the first time it is asked for, and kept with the file: a format nobody asks for is never
 * rendered, and one asked for again is read back, not rendered again.
 */
import { type Caller, ownerOf } from '../caller.ts';
import type { Clock } from '../clock.ts';
import { ServiceError } from '../errors.ts';
import { FORMAT_CONTENT_TYPES, FORMAT_EXTENSIONS } from '../../index.ts';
import type { BlobStore, FileRecord, ResultFormat, Store } from '../store/types.ts';
import { type FileStatusView, statusView } from './file-views.ts';

export const CONTENT_TYPES: Readonly<Record<ResultFormat, string>> = FORMAT_CONTENT_TYPES;

export interface ConvertedFile {
  body: Buffer;
  contentType: string;
  /** Download name for every format but JSON (`<original name>.<ext>`); JSON is not an attachment. */
  attachmentName: string | null;
}

/** The file, when it can be converted (READY or COMPLETED); otherwise the error that says why not. */
export function requireConvertible(file: FileRecord): FileRecord {
  switch (file.state) {
    case 'PROCESSING':
      throw new ServiceError('FILE_NOT_READY', `${file.filename} is still being processed (${file.progress}% done).`);
    case 'PASSWORD_REQUIRED':
      throw new ServiceError('PASSWORD_REQUIRED', `${file.filename} is password-protected; set its password before converting it.`);
    case 'ERROR':
      throw new ServiceError('PROCESSING_FAILED', file.error ?? 'The file could not be processed.');
    case 'READY':
    case 'COMPLETED':
      return file;
  }
}

const unknownFiles = (uuids: readonly string[]): ServiceError =>
  new ServiceError('FILE_NOT_FOUND', `No file with the uuid(s) ${uuids.join(', ')} was found for this API key.`);

/** Renders one format of a stored statement (`PdfProcessor.render`: in a child process, in `owner`'s turn). */
export type FormatRenderer = (statement: Uint8Array, format: ResultFormat, options: { owner: string }) => Promise<Uint8Array>;

const notReady = (): ServiceError => new ServiceError('FILE_NOT_READY', 'The converted statement is being saved; retry in a moment.');

export class FileService {
  /** Renders under way, by `<uuid>/<format>`: calls that arrive meanwhile wait for the same one. */
  readonly #rendering = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: { store: Store; blobs: BlobStore; clock: Clock; render: FormatRenderer }) {}

  /** One live file of the caller, or 404. */
  async find(caller: Caller, uuid: string): Promise<FileRecord> {
    const [file] = await this.deps.store.findFiles(ownerOf(caller), [uuid], this.deps.clock.now());
    if (!file) throw unknownFiles([uuid]);
    return file;
  }

  /** Records in the order asked (duplicates once); any unknown uuid fails the whole call, naming them all. */
  async status(caller: Caller, uuids: readonly string[]): Promise<FileStatusView[]> {
    const wanted = [...new Set(uuids)];
    const found = new Map((await this.deps.store.findFiles(ownerOf(caller), wanted, this.deps.clock.now())).map((f) => [f.uuid, f]));
    const missing = wanted.filter((uuid) => !found.has(uuid));
    if (missing.length > 0) throw unknownFiles(missing);
    return wanted.map((uuid) => statusView(found.get(uuid) as FileRecord));
  }

  async convert(caller: Caller, uuid: string, format: ResultFormat): Promise<ConvertedFile> {
    const file = requireConvertible(await this.find(caller, uuid));
    const body = await this.#rendered(file, format);
    const attachmentName = format === 'json' ? null : `${file.filename.replace(/\.pdf$/i, '')}.${FORMAT_EXTENSIONS[format]}`;
    return { body, contentType: CONTENT_TYPES[format], attachmentName };
  }

  /** The format as kept with the file, or rendered now from its statement and kept. */
  async #rendered(file: FileRecord, format: ResultFormat): Promise<Buffer> {
    const kept = await this.deps.blobs.readResult(file.uuid, format).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (kept) return kept;
    const key = `${file.uuid}/${format}`;
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = this.#render(file, format).finally(() => this.#rendering.delete(key));
      this.#rendering.set(key, rendering);
    }
    return rendering;
  }

  async #render(file: FileRecord, format: ResultFormat): Promise<Buffer> {
    const { blobs, render } = this.deps;
    const statement = await blobs.readStatement(file.uuid).catch((error: NodeJS.ErrnoException) => {
      // set-password marks a file READY, then writes its statement (never before the charge): a
      // call in that moment finds none yet.
      if (error.code === 'ENOENT') throw notReady();
      throw error;
    });
    const rendered = await render(statement, format, { owner: file.owner });
    const body = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
    // Kept for the next call. A file deleted meanwhile keeps nothing; this caller still gets what it asked for.
    await blobs.writeResult(file.uuid, format, body).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    return body;
  }
}
