/**
 * Test servers on 127.0.0.1:0 with a temporary data directory, users with keys, a client that
 * records every response (to check the rate-limit headers on all of them), and small PDFs.
 *
 * The store is SQLite unless BSC_TEST_STORE=postgres (the "postgres" vitest project): then each
 * server gets a new database on the private cluster of test/global-setup.ts, dropped by stop().
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import PDFDocument from 'pdfkit';
import { BankStatementClient } from '../../src/client/index.ts';
import type { Clock } from '../../src/server/clock.ts';
import { silentLogger } from '../../src/server/logger.ts';
import { type RunningServer, type ServerOptions, startServer } from '../../src/server/main.ts';
import { DATABASE_FILE } from '../../src/server/runtime.ts';
import { type CreateUserInput, createUser } from '../../src/server/services/accounts.ts';
import { createDatabase, dropDatabase } from '../helpers/postgres-cluster.ts';

/** Which store the server tests run against in this process. */
export const TEST_STORE: 'sqlite' | 'postgres' = process.env.BSC_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';
const pgAdminUrl = (): string => {
  const url = process.env.BSC_TEST_PG_ADMIN_URL;
  if (!url) throw new Error('BSC_TEST_STORE=postgres, but the PostgreSQL test cluster was not started (test/global-setup.ts).');
  return url;
};

/** A new database for one test server when the tests run against PostgreSQL; undefined for SQLite. */
export async function testDatabaseUrl(): Promise<string | undefined> {
  return TEST_STORE === 'postgres' ? createDatabase(pgAdminUrl()) : undefined;
}

export async function dropTestDatabase(url: string | undefined): Promise<void> {
  if (url) await dropDatabase(pgAdminUrl(), url);
}

async function countPg(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

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
  /** The PostgreSQL database of this server, when the tests run against PostgreSQL. */
  databaseUrl: string | undefined;
  addUser(input?: Partial<CreateUserInput>): Promise<{ userId: number; apiKey: string; client: BankStatementClient }>;
  /** Rows in a table, read straight from the database ("nothing was stored" checks). */
  rows(table: 'files' | 'jobs' | 'usage' | 'users'): Promise<number>;
  /** The uuids with stored bytes: directories under files/, or distinct uuids in PostgreSQL's blobs. */
  storedDirs(): Promise<string[]>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

let userCounter = 0;

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'bsc-server-test-')));
  const ownDatabase = options.databaseUrl === undefined ? await testDatabaseUrl() : undefined;
  const databaseUrl = options.databaseUrl ?? ownDatabase;
  const server = await startServer({
    ...(databaseUrl ? { databaseUrl } : {}),
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
    databaseUrl,
    async addUser(input = {}) {
      const { user, apiKey } = await createUser(
        server.runtime.store,
        { email: `user${++userCounter}-${Date.now()}@example.test`, ...input },
        server.runtime.clock,
      );
      return { userId: user.id, apiKey, client: client(apiKey) };
    },
    async rows(table) {
      if (databaseUrl) return countPg(databaseUrl, `SELECT COUNT(*) AS n FROM ${table}`);
      const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
      try {
        return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
      } finally {
        db.close();
      }
    },
    async storedDirs() {
      if (!databaseUrl) return readdirSync(join(dataDir, 'files'));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<{ uuid: string }>('SELECT DISTINCT uuid FROM blobs')).rows.map((r) => r.uuid);
      } finally {
        await client.end();
      }
    },
    async stop({ keepData = false } = {}) {
      await server.close();
      if (!keepData) {
        await rm(dataDir, { recursive: true, force: true });
        await dropTestDatabase(ownDatabase);
      }
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

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request through node:http, which (unlike fetch) lets a test set any header, Host included. */
export function rawRequest(
  server: TestServer,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const { port } = new URL(server.apiUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
