/**
 * Test servers on 127.0.0.1:0 with a temporary data directory, users with keys, a client that
 * records every response (to check the rate-limit headers on all of them), and small PDFs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import PDFDocument from 'pdfkit';
import { BankStatementClient } from '../../src/client/index.ts';
import type { Clock } from '../../src/server/clock.ts';
import { silentLogger } from '../../src/server/logger.ts';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server/main.ts';
import { DATABASE_FILE } from '../../src/server/runtime.ts';
import { type CreateUserInput, createUser } from '../../src/server/services/accounts.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const samplePath = (name: string): string => join(ROOT, 'corpus/samples', name);
export const realPath = (name: string): string => join(ROOT, '../shared/corpus-real', name);

export const TEXT_SAMPLE = samplePath('es-importe-saldo-001.pdf'); // 3 pages
export const ONE_PAGE_SAMPLE = samplePath('us-checking-signed-001.pdf'); // 1 page
export const PROTECTED_SAMPLE = samplePath('es-importe-saldo-001-protected.pdf'); // 3 pages, secret123
export const PROTECTED_PASSWORD = 'secret123';
export const BUNDLE = realPath('11-kauri-nz-two-statement-bundle.pdf'); // 3 pages
export const SCAN = realPath('08-kowhai-nz-scanned.pdf'); // 2 pages

/** A clock the test moves; starts at the real time unless told otherwise. */
export class TestClock implements Clock {
  #now: number;
  constructor(start = Date.now()) {
    this.#now = start;
  }
  now(): number {
    return this.#now;
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

export interface RecordedResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
}

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Every response any client of this server received. */
  responses: RecordedResponse[];
  fetch: typeof fetch;
  client(apiKey?: string): BankStatementClient;
  addUser(input?: Partial<CreateUserInput>): { userId: number; apiKey: string; client: BankStatementClient };
  /** Rows in a table, read straight from the database file ("nothing was stored" checks). */
  rows(table: 'files' | 'jobs' | 'usage' | 'users'): number;
  /** Directories under the data directory's files/ (one per stored file). */
  storedDirs(): string[];
  stop(options?: { keepData?: boolean }): Promise<void>;
}

let userCounter = 0;

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'bsc-server-test-')));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    logger: silentLogger,
    ...options,
    dataDir,
    // One child per pool: tests share two cores with other test files.
    processor: { parseWorkers: 1, ocrWorkers: 1, ...options.processor },
  });
  const responses: RecordedResponse[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    responses.push({ method: init?.method ?? 'GET', url: String(input), status: response.status, headers: response.headers });
    return response;
  };
  const client = (apiKey?: string) => new BankStatementClient({ baseUrl: server.apiUrl, ...(apiKey ? { apiKey } : {}), fetch: recordingFetch });
  return {
    ...server,
    dataDir,
    responses,
    fetch: recordingFetch,
    client,
    addUser(input = {}) {
      const { user, apiKey } = createUser(server.runtime.store, { email: `user${++userCounter}-${Date.now()}@example.test`, ...input }, server.runtime.clock);
      return { userId: user.id, apiKey, client: client(apiKey) };
    },
    rows(table) {
      const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
      try {
        return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      } finally {
        db.close();
      }
    },
    storedDirs: () => readdirSync(join(dataDir, 'files')),
    async stop({ keepData = false } = {}) {
      await server.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const readSample = (path: string): Buffer => readFileSync(path);

/** A one-page text PDF without any statement in it. */
export function pdfWithText(lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const line of lines) doc.text(line);
    doc.end();
  });
}

/** `bytes` with a trailing PDF comment holding `marker` (pdf.js ignores bytes after %%EOF). */
export const withMarker = (bytes: Buffer, marker: string): Buffer => Buffer.concat([bytes, Buffer.from(`\n%${marker}\n`)]);

export async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
