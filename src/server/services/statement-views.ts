/**
 * Views made from the stored statement on each call and not kept (unlike the plain formats, which
 * `FileService.convert` renders once and keeps): the JSON with each row's source
 * (`?source=true`), one merged ledger from several files (`{ "uuids": [...] }`), and the stored
 * statement itself (`GET /bank-statement/{uuid}/statement`).
 * Both read the caller's own files only, through `FileService.find`'s 404 rules.
 */
import {
  type CategoriseOptions,
  ConversionError,
  FORMAT_EXTENSIONS,
  type JournalOptions,
  type Ledger,
  type Statement,
  applyCategories,
  categorise,
  mergeStatements,
  parseStatement,
  toFormatBytes,
  toJson,
} from '../../index.ts';
import type { Caller } from '../caller.ts';
import { ServiceError } from '../errors.ts';
import type { BlobStore, FileRecord, ResultFormat } from '../store/types.ts';
import { CONTENT_TYPES, type ConvertedFile, type FileService, requireConvertible } from './file-service.ts';

/**
 * What a convert call may add for the books (docs/api.md, "Categories and journals"): category
 * rules and history, the categories the user chose (one per row), account names and the
 * opening style of the journals.
 */
export interface BooksRequest {
  categorise?: CategoriseOptions;
  categories?: (string | null)[];
  journal?: JournalOptions;
}

/** Name of a merged ledger download (`ledger.csv`, ...). */
const LEDGER_NAME = 'ledger';

export class StatementViews {
  constructor(private readonly deps: { files: FileService; blobs: BlobStore }) {}

  async #statement(file: FileRecord): Promise<Statement> {
    return parseStatement((await this.#statementText(file)).toString('utf8'));
  }

  async #statementText(file: FileRecord): Promise<Buffer> {
    return this.deps.blobs.readStatement(file.uuid).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        throw new ServiceError('FILE_NOT_READY', 'This file was converted before row sources and ledgers were kept.', {
          recovery: 'Upload the file again to get row sources or a merged ledger; the other formats work as they are.',
        });
      }
      throw error;
    });
  }

  /**
   * The statement as stored, in the library's own form (`serializeStatement`: every field of
   * `Statement`, money as `{"$decimal": "…"}`), for clients that correct and re-render it with the
   * library (the web page does). Sent as stored: nothing is parsed or rendered here.
   */
  async stored(caller: Caller, uuid: string): Promise<ConvertedFile> {
    const file = requireConvertible(await this.deps.files.find(caller, uuid));
    return { body: await this.#statementText(file), contentType: CONTENT_TYPES.json, attachmentName: null };
  }

  /** The JSON document with `source` on every transaction. */
  async sourced(caller: Caller, uuid: string): Promise<ConvertedFile> {
    const file = requireConvertible(await this.deps.files.find(caller, uuid));
    const statement = await this.#statement(file);
    return { body: Buffer.from(toJson(statement, { source: true })), contentType: CONTENT_TYPES.json, attachmentName: null };
  }

  /** One file in a format, with categories proposed or chosen and the journals' account names (made from the stored statement). */
  async forBooks(caller: Caller, uuid: string, format: ResultFormat, books: BooksRequest): Promise<ConvertedFile> {
    const file = requireConvertible(await this.deps.files.find(caller, uuid));
    const statement = withBooks(await this.#statement(file), books);
    const body = Buffer.from(await toFormatBytes(statement, format, { beancount: books.journal ?? {}, hledger: books.journal ?? {} }));
    return {
      body,
      contentType: CONTENT_TYPES[format],
      attachmentName: format === 'json' ? null : `${file.filename.replace(/\.pdf$/i, '')}.${FORMAT_EXTENSIONS[format]}`,
    };
  }

  /** One ledger from the caller's files, in the order given (repeats once); any unusable file fails the call. */
  async merged(caller: Caller, uuids: readonly string[], format: ResultFormat, books: BooksRequest = {}): Promise<ConvertedFile> {
    const wanted = [...new Set(uuids)];
    if (wanted.length === 0) throw new ServiceError('INVALID_REQUEST', '"uuids" must name at least one file.');
    await this.deps.files.status(caller, wanted); // 404 naming every unknown uuid at once
    const named = [];
    for (const uuid of wanted) {
      const file = requireConvertible(await this.deps.files.find(caller, uuid));
      named.push({ source: file.filename, statement: await this.#statement(file) });
    }
    const ledger = withBooks(mergeStatements(named), books);
    const body = Buffer.from(await toFormatBytes(ledger, format, { beancount: books.journal ?? {}, hledger: books.journal ?? {} }));
    return { body, contentType: CONTENT_TYPES[format], attachmentName: format === 'json' ? null : `${LEDGER_NAME}.${FORMAT_EXTENSIONS[format]}` };
  }
}

/** Categories proposed (rules, history), then those the user chose; a bad rules document is a 400. */
function withBooks<T extends Statement | Ledger>(input: T, books: BooksRequest): T {
  try {
    let out = books.categorise ? categorise(input, books.categorise) : input;
    if (books.categories) out = applyCategories(out, books.categories);
    return out;
  } catch (error) {
    if (ConversionError.is(error)) throw new ServiceError('INVALID_REQUEST', error.message);
    throw error;
  }
}
