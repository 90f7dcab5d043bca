/**
 * Uploaded PDFs, converted statements and the formats rendered from them (on demand) as rows of
 * `blobs` (bytea), so every instance reads what any
 * other stored and nothing else needs backing up. Each is at most 3 MB (the upload limit) and goes
 * with its file after the retention period, like the disk store's directories.
 */
import type { PgDatabase } from './postgres-database.ts';
import type { BlobStore, ResultFormat } from './types.ts';

const SOURCE = 'source.pdf';
/** The statement itself (row sources and merged ledgers are made from it). */
const STATEMENT = 'statement.json';
const resultName = (format: ResultFormat): string => `result.${format}`;
const UPSERT = `INSERT INTO blobs (uuid, name, bytes, modified_at) VALUES ($1, $2, $3, $4)
  ON CONFLICT (uuid, name) DO UPDATE SET bytes = EXCLUDED.bytes, modified_at = EXCLUDED.modified_at`;
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Missing bytes fail like a missing file on disk (code ENOENT), which callers already handle. */
function notFound(uuid: string, name: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`No stored ${name} for ${uuid}`);
  error.code = 'ENOENT';
  return error;
}

export class PostgresBlobStore implements BlobStore {
  constructor(private readonly db: PgDatabase) {}

  async writeSource(uuid: string, bytes: Uint8Array): Promise<void> {
    await this.db.query(UPSERT, [uuid, SOURCE, asBuffer(bytes), Date.now()]);
  }

  async readSource(uuid: string): Promise<Buffer> {
    return this.#read(uuid, SOURCE);
  }

  /**
   * Only next to its source: a job that finishes after its file was deleted stores nothing (like
   * the disk store, which never recreates the directory). Formats rendered from an earlier
   * statement of the file go in the same transaction.
   */
  async writeStatement(uuid: string, statement: Uint8Array): Promise<void> {
    await this.db.transaction(async (q) => {
      const { rowCount } = await q.query('SELECT 1 FROM blobs WHERE uuid = $1 AND name = $2 FOR SHARE', [uuid, SOURCE]);
      if (!rowCount) throw notFound(uuid, SOURCE);
      await q.query(`DELETE FROM blobs WHERE uuid = $1 AND name LIKE 'result.%'`, [uuid]);
      await q.query(UPSERT, [uuid, STATEMENT, asBuffer(statement), Date.now()]);
    });
  }

  async readStatement(uuid: string): Promise<Buffer> {
    return this.#read(uuid, STATEMENT);
  }

  /** A rendered format, kept only next to its source (a file deleted meanwhile keeps nothing). */
  async writeResult(uuid: string, format: ResultFormat, bytes: Uint8Array): Promise<void> {
    await this.db.transaction(async (q) => {
      const { rowCount } = await q.query('SELECT 1 FROM blobs WHERE uuid = $1 AND name = $2 FOR SHARE', [uuid, SOURCE]);
      if (!rowCount) throw notFound(uuid, SOURCE);
      await q.query(UPSERT, [uuid, resultName(format), asBuffer(bytes), Date.now()]);
    });
  }

  async readResult(uuid: string, format: ResultFormat): Promise<Buffer> {
    return this.#read(uuid, resultName(format));
  }

  async #read(uuid: string, name: string): Promise<Buffer> {
    const { rows } = await this.db.query<{ bytes: Buffer }>('SELECT bytes FROM blobs WHERE uuid = $1 AND name = $2', [uuid, name]);
    if (!rows[0]) throw notFound(uuid, name);
    return rows[0].bytes;
  }

  async remove(uuid: string): Promise<void> {
    await this.db.query('DELETE FROM blobs WHERE uuid = $1', [uuid]);
  }

  async list(): Promise<string[]> {
    return (await this.db.query<{ uuid: string }>('SELECT DISTINCT uuid FROM blobs')).rows.map((r) => r.uuid);
  }

  async modifiedAt(uuid: string): Promise<number | null> {
    const { rows } = await this.db.query<{ m: number | null }>('SELECT MAX(modified_at) AS m FROM blobs WHERE uuid = $1', [uuid]);
    return rows[0]?.m ?? null;
  }
}
