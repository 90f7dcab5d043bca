/**
 * A cluster on one machine, as docs/deploy.md starts it: two API instances (`bsc serve
 * --no-worker`) and OCR workers (`bsc worker`), real processes over one PostgreSQL database.
 * Faults: a worker killed (-9) in the middle of OCR, a job that kills every worker that takes it,
 * an API instance killed (-9) in the middle of an upload; a flood from one key across instances.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankStatementClient, type FileRecord } from '../../src/client/index.ts';
import { createDatabase, dropDatabase } from '../helpers/postgres-cluster.ts';
import { ONE_PAGE_SAMPLE, SCAN, readSample, until, withMarker } from './helpers.ts';

const BSC = resolve(import.meta.dirname, '../../bin/bsc.js');
const HANG_MARKER = 'bsc-cluster-test-hang';
/** Short leases, so a dead worker's job moves on within seconds (the default is 30 s). */
const LEASE_ENV = { BSC_JOB_LEASE_MS: '4000' };

const adminUrl = (): string => process.env.BSC_TEST_PG_ADMIN_URL as string;
let databaseUrl: string;
let dataDir: string;
const processes = new Set<ChildProcess>();

function bsc(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [BSC, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ...LEASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.add(child);
  printed.set(child, '');
  const record = (chunk: Buffer): void => void printed.set(child, `${printed.get(child)}${chunk.toString()}`);
  // Listeners added before any 'data' handler of output(), so nothing is missed.
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  child.once('exit', () => processes.delete(child));
  return child;
}

/** Everything each process printed, for the failure messages (its pipes are always drained). */
const printed = new Map<ChildProcess, string>();

function output(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const match = pattern.exec(printed.get(child) ?? '');
      if (match) resolve(match);
      return match !== null;
    };
    if (check()) return;
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms: ${printed.get(child)}`)), timeoutMs);
    const onData = (): void => {
      if (check()) done();
    };
    const onExit = (): void => {
      if (!check()) reject(new Error(`process ended before printing ${pattern}: ${printed.get(child)}`));
      done();
    };
    const done = (): void => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function startApi(): Promise<{ process: ChildProcess; apiUrl: string }> {
  const child = bsc(['serve', '--port', '0', '--no-worker', '--data-dir', dataDir, '--parse-workers', '1']);
  const match = await output(child, /listening on (\S+)/);
  return { process: child, apiUrl: match[1] as string };
}

async function startWorker(env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = bsc(['worker', '--concurrency', '1', '--ocr-threads', '1'], env);
  await output(child, /taking OCR jobs/);
  return child;
}

/** Process ids of `pid`'s children. */
function childrenOf(pid: number): number[] {
  const run = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return run.stdout
    .split('\n')
    .map((l) => Number(l.trim()))
    .filter((n) => n > 0);
}

/**
 * kill -9 of the process. Its OCR child, orphaned, would notice only once its synchronous work
 * ends, and the test's hanging child never ends: it is killed too, as its time limit would.
 */
async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const orphans = child.pid ? childrenOf(child.pid) : [];
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
  for (const pid of orphans) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone: it saw its parent die.
    }
  }
}

async function sql<R extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<R>(text, params)).rows;
  } finally {
    await client.end();
  }
}

async function newUser(credits: number): Promise<string> {
  const child = bsc(['users', 'create', '--email', `c${Date.now()}${Math.random()}@cluster.test`, '--credits', String(credits), '--json']);
  const match = await output(child, /"apiKey":"([^"]+)"/);
  return match[1] as string;
}

let apis: Array<{ process: ChildProcess; apiUrl: string }> = [];

beforeAll(async () => {
  databaseUrl = await createDatabase(adminUrl(), 'bsc_cluster');
  dataDir = await mkdtemp(join(tmpdir(), 'bsc-cluster-'));
  apis = await Promise.all([startApi(), startApi()]);
});
afterAll(async () => {
  await Promise.all([...processes].map(kill9));
  await dropDatabase(adminUrl(), databaseUrl);
  await rm(dataDir, { recursive: true, force: true });
});

const client = (apiKey: string, api = 0) => new BankStatementClient({ baseUrl: (apis[api] as { apiUrl: string }).apiUrl, apiKey });

describe('a cluster: two API instances, workers, one database', () => {
  it('a worker killed in the middle of OCR: another takes the job over, it completes, charged once; both APIs answer for it', async () => {
    const apiKey = await newUser(10);
    const hanging = await startWorker({ BSC_TEST_HANG_MARKER: HANG_MARKER });
    const [file] = (await client(apiKey, 0).upload({ filename: 'scan.pdf', data: withMarker(readSample(SCAN), HANG_MARKER) })) as [FileRecord];
    expect(file.state).toBe('PROCESSING');
    await until(
      () => sql<{ attempts: number }>(`SELECT attempts FROM jobs WHERE file_uuid = $1 AND status = 'running'`, [file.uuid]),
      (rows) => rows.length === 1,
      30_000,
      100,
    );
    const healthy = await startWorker();
    await kill9(hanging);
    const [done] = await client(apiKey, 1).waitForFiles([file.uuid], { timeoutMs: 150_000, initialDelayMs: 500, maxDelayMs: 1_000 });
    expect(done?.state, done?.error).toBe('COMPLETED');
    expect((await client(apiKey, 0).status([file.uuid]))[0]?.state).toBe('COMPLETED');
    expect((await client(apiKey, 0).convert(file.uuid, 'JSON')).transactions.length).toBeGreaterThan(0);
    // Two pages, charged once although the job ran twice.
    expect((await client(apiKey, 1).user()).credits.freeCredits).toBe(8);
    expect(await sql('SELECT 1 FROM jobs')).toEqual([]);
    await kill9(healthy);
  });

  it('a job that kills every worker that takes it ends in ERROR after a bounded number of tries, its credits refunded', async () => {
    const apiKey = await newUser(10);
    const [file] = (await client(apiKey, 1).upload({ filename: 'scan.pdf', data: withMarker(readSample(SCAN), HANG_MARKER) })) as [FileRecord];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const worker = await startWorker({ BSC_TEST_HANG_MARKER: HANG_MARKER });
      await until(
        () => sql<{ attempts: number }>(`SELECT attempts FROM jobs WHERE file_uuid = $1 AND status = 'running'`, [file.uuid]),
        (rows) => rows[0]?.attempts === attempt,
        60_000,
        100,
      );
      await kill9(worker);
    }
    // No worker left: an API instance's runner notices the lease ran out a third time.
    const [failed] = await client(apiKey, 0).waitForFiles([file.uuid], { timeoutMs: 60_000, initialDelayMs: 500, maxDelayMs: 1_000 });
    expect(failed?.state).toBe('ERROR');
    expect(failed?.error).toMatch(/interrupted 3 times/);
    expect((await client(apiKey, 0).user()).credits.freeCredits).toBe(10);
  });

  it('SIGTERM drains a worker: it stops at once, and its running job goes back to the queue for another', async () => {
    const apiKey = await newUser(10);
    const draining = await startWorker({ BSC_TEST_HANG_MARKER: HANG_MARKER });
    const [file] = (await client(apiKey, 0).upload({ filename: 'scan.pdf', data: withMarker(readSample(SCAN), HANG_MARKER) })) as [FileRecord];
    await until(
      () => sql(`SELECT 1 FROM jobs WHERE file_uuid = $1 AND status = 'running'`, [file.uuid]),
      (rows) => rows.length === 1,
      30_000,
      100,
    );
    const exited = once(draining, 'exit');
    draining.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    expect(await sql(`SELECT status, holder, attempts FROM jobs WHERE file_uuid = $1`, [file.uuid])).toEqual([{ status: 'queued', holder: null, attempts: 1 }]);
    const healthy = await startWorker();
    const [done] = await client(apiKey, 1).waitForFiles([file.uuid], { timeoutMs: 150_000, initialDelayMs: 500, maxDelayMs: 1_000 });
    expect(done?.state, done?.error).toBe('COMPLETED');
    expect((await client(apiKey, 1).user()).credits.freeCredits).toBe(8);
    await kill9(healthy);
  });

  it('an API instance killed in the middle of an upload: nothing stored, nothing charged; the other instance serves on', async () => {
    const apiKey = await newUser(10);
    const victim = await startApi();
    const before = await sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM files');
    // A multipart body sent slowly: the instance dies while it reads it.
    const url = new URL(`${victim.apiUrl}/bank-statement`);
    const boundary = 'clusterboundary';
    const upload = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': '400000' },
    });
    const failed = new Promise((resolve) => {
      upload.on('error', resolve);
      upload.on('response', resolve);
    });
    upload.write(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    upload.write(readSample(ONE_PAGE_SAMPLE).subarray(0, 2_000));
    await new Promise((r) => setTimeout(r, 300));
    await kill9(victim.process);
    await failed;
    expect(await sql<{ n: number }>('SELECT COUNT(*)::int AS n FROM files')).toEqual(before);
    expect((await client(apiKey, 0).user()).credits.freeCredits).toBe(10);
    const [ok] = (await client(apiKey, 0).upload(ONE_PAGE_SAMPLE)) as [FileRecord];
    expect(ok.state).toBe('READY');
    expect((await client(apiKey, 1).user()).credits.freeCredits).toBe(9);
  });

  it('a flood from one key is limited across both instances together, while another key is served on both', async () => {
    const [flooder, other] = await Promise.all([newUser(10), newUser(10)]);
    const get = (apiKey: string, api: number) =>
      fetch(`${(apis[api] as { apiUrl: string }).apiUrl}/user`, { headers: { Authorization: `Bearer ${apiKey}` } }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    // 90 requests, half to each instance: one window of 60 per key is shared by both.
    const flood = await Promise.all(Array.from({ length: 90 }, (_, i) => get(flooder, i % 2)));
    expect(flood.filter((s) => s === 200)).toHaveLength(60);
    expect(flood.filter((s) => s === 429)).toHaveLength(30);
    const served = await Promise.all(Array.from({ length: 10 }, (_, i) => get(other, i % 2)));
    expect(served).toEqual(Array(10).fill(200));
  });
});
