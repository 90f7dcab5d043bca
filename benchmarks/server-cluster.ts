/**
 * Section "HTTP service, cluster" of docs/benchmarks.md (`npm run bench:server`, after the single
 * process): the set-up of docs/deploy.md on this one machine — a private PostgreSQL cluster, two
 * API instances (`bsc serve --no-worker`) and two OCR workers (`bsc worker`), all real processes.
 *
 * 1. Upload + convert of a one-page text statement with N clients spread over both instances.
 * 2. OCR pages per minute of the two workers, and the status call's latency on an API instance
 *    while they saturate the cores.
 * 3. Peak memory of each process with its child processes (parse and OCR children).
 *
 * Keys are shipped limits (60 requests a minute each): the rounds rotate over enough keys to stay
 * under them, as many separate callers would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BankStatementClient, type FileRecord } from '../src/client/index.ts';
import { createDatabase, startPostgresCluster } from '../test/helpers/postgres-cluster.ts';
import { machine, ms, percentile, writeSection } from './report.ts';

const BSC = resolve(import.meta.dirname, '../bin/bsc.js');
const ONE_PAGE = 'corpus/samples/us-checking-signed-001.pdf';
const SCAN = '../shared/corpus-real/08-kowhai-nz-scanned.pdf';
const SCAN_PAGES = 2;
const CONCURRENCY_LEVELS = [1, 2, 4, 8];
const ROUNDS_PER_LEVEL = 80;
const SECONDS_PER_LEVEL = 20;
/** Keys the rounds rotate over: 4 levels × 80 rounds × 2 requests stay under 60 a minute each. */
const KEYS = 48;
const OCR_SCANS = 8;
const STATUS_INTERVAL_MS = 50;
const MEMORY_SAMPLE_MS = 250;

const pg = await startPostgresCluster({ durable: true });
const databaseUrl = await createDatabase(pg.adminUrl, 'bsc_bench');
const dataDir = await mkdtemp(join(tmpdir(), 'bsc-bench-cluster-'));
const processes: Array<{ role: string; child: ChildProcess; printed: string; errors: string }> = [];
let stopping = false;

function bsc(role: string, args: string[]): { role: string; child: ChildProcess; printed: string; errors: string } {
  const entry = {
    role,
    errors: '',
    child: spawn(process.execPath, [BSC, ...args], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] }),
    printed: '',
  };
  entry.child.stdout?.on('data', (chunk: Buffer) => (entry.printed += chunk.toString()));
  entry.child.stderr?.on('data', (chunk: Buffer) => (entry.errors = `${entry.errors}${chunk.toString()}`.slice(-4000)));
  entry.child.once('exit', (code, signal) => {
    if (!stopping && role !== 'users') console.error(`${role} exited (${code ?? signal}): ${entry.errors}`);
  });
  processes.push(entry);
  return entry;
}

async function printedMatch(entry: { child: ChildProcess; printed: string }, pattern: RegExp): Promise<RegExpExecArray> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    const match = pattern.exec(entry.printed);
    if (match) return match;
    if (entry.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${pattern}: ${entry.printed}`);
}

/** Resident memory (kB) of a process and all its descendants, from /proc. */
function treeRssKb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    let stat = '';
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const parent = Number(/\) \S (\d+)/.exec(stat)?.[1]);
    if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
  }
  let total = 0;
  const visit = (p: number): void => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return; // gone meanwhile
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return total;
}

const peaks = new Map<string, number>();
const sampler = setInterval(() => {
  for (const { role, child } of processes) {
    if (child.pid && child.exitCode === null) peaks.set(role, Math.max(peaks.get(role) ?? 0, treeRssKb(child.pid)));
  }
}, MEMORY_SAMPLE_MS);

try {
  const apis = await Promise.all(
    ['API 1', 'API 2'].map(
      async (role) => (await printedMatch(bsc(role, ['serve', '--port', '0', '--no-worker', '--data-dir', dataDir]), /listening on (\S+)/))[1] as string,
    ),
  );
  const keys: string[] = [];
  for (let i = 0; i < KEYS; i++) {
    const entry = bsc('users', ['users', 'create', '--email', `bench-${i}@cluster.bench`, '--unlimited', '--json']);
    keys.push((await printedMatch(entry, /"apiKey":"([^"]+)"/))[1] as string);
  }
  let nextKey = 0;
  const client = (api: number): BankStatementClient => new BankStatementClient({ baseUrl: apis[api % 2] as string, apiKey: keys[nextKey++ % KEYS] as string });

  const levels: Array<{ clients: number; rounds: number; seconds: number; p50: number; p99: number }> = [];
  for (const clients of CONCURRENCY_LEVELS) {
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + SECONDS_PER_LEVEL * 1000;
    let issued = 0;
    await Promise.all(
      Array.from({ length: clients }, async (_, index) => {
        while (issued < ROUNDS_PER_LEVEL && performance.now() < deadline) {
          issued++;
          const c = client(index);
          const t = performance.now();
          const [file] = (await c.upload(ONE_PAGE)) as [FileRecord];
          await c.convert(file.uuid, 'JSON');
          latencies.push(performance.now() - t);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    levels.push({ clients, rounds: latencies.length, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
    console.log(`${clients} client(s): ${latencies.length} rounds in ${seconds.toFixed(1)} s`);
  }

  // OCR on the two workers (each one job at a time, one tesseract thread per job: the cores).
  const workers = ['worker 1', 'worker 2'].map((role) => bsc(role, ['worker', '--concurrency', '1']));
  await Promise.all(workers.map((w) => printedMatch(w, /taking OCR jobs/)));
  // The scans go up through API 1 under one key; the status calls go to API 2 under all the keys
  // in turn (each asking for a file of its own), so no key passes its 60 requests a minute.
  const uploader = new BankStatementClient({ baseUrl: apis[0] as string, apiKey: keys[0] as string });
  const watchers = await Promise.all(
    keys.map(async (apiKey) => {
      const watcher = new BankStatementClient({ baseUrl: apis[1] as string, apiKey });
      const [own] = (await watcher.upload(ONE_PAGE)) as [FileRecord];
      return { watcher, uuid: own.uuid };
    }),
  );
  const ocrStarted = performance.now();
  const scans = (await uploader.upload(Array.from({ length: OCR_SCANS }, () => SCAN))).map((s) => s.uuid);
  const status: number[] = [];
  let done = false;
  let failure: unknown = null;
  const finished = uploader
    .waitForFiles(scans, { timeoutMs: 900_000, initialDelayMs: 1500, maxDelayMs: 1500 })
    .catch((error: unknown) => {
      failure = error;
      return [] as FileRecord[];
    })
    .finally(() => (done = true));
  for (let call = 0; !done; call++) {
    const { watcher, uuid } = watchers[call % watchers.length] as (typeof watchers)[number];
    const t = performance.now();
    await watcher.status([uuid]);
    status.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, STATUS_INTERVAL_MS));
  }
  const records = await finished;
  if (failure) {
    for (const p of processes)
      if (p.role !== 'users') console.error(`--- ${p.role} (exit ${p.child.exitCode ?? p.child.signalCode}):\n${p.errors.slice(-1500)}`);
    throw failure;
  }
  const ocrMinutes = (performance.now() - ocrStarted) / 60_000;
  const states = [...new Set(records.map((r) => r.state))].join(', ');
  console.log(`OCR ${OCR_SCANS * SCAN_PAGES} pages in ${(ocrMinutes * 60).toFixed(1)} s (${states}); status p99 ${ms(percentile(status, 99))} ms`);

  const rows = levels.map((l) => `| ${l.clients} | ${l.rounds} | ${(l.rounds / l.seconds).toFixed(1)} | ${ms(l.p50)} | ${ms(l.p99)} |`);
  const memory = ['API 1', 'API 2', 'worker 1', 'worker 2'].map((role) => `| ${role} | ${((peaks.get(role) ?? 0) / 1024).toFixed(0)} MB |`);
  writeSection(
    'HTTP service, cluster',
    `\`npm run bench:server\` (benchmarks/server-cluster.ts): ${machine()}. The cluster of docs/deploy.md on this one machine: a private PostgreSQL cluster on loopback (Debian's, commits synchronous), two \`bsc serve --no-worker\` and two \`bsc worker --concurrency 1\`, all real processes; clients alternate between the two API instances; keys at the shipped limits (rounds rotate over ${KEYS} keys).

### Upload + convert, one-page text statement (through either instance)

| concurrent clients | rounds | rounds/s | p50 round (ms) | p99 round (ms) |
|---:|---:|---:|---:|---:|
${rows.join('\n')}

### OCR on two workers, status while they run

${OCR_SCANS} scans (\`${SCAN}\`, ${SCAN_PAGES} pages each) uploaded to API 1: ${((OCR_SCANS * SCAN_PAGES) / ocrMinutes).toFixed(1)} pages per minute (${(ocrMinutes * 60).toFixed(1)} s, ${states}). Meanwhile API 2 answered \`POST /bank-statement/status\` every ${STATUS_INTERVAL_MS} ms (keys in turn): ${status.length} calls, p50 ${ms(percentile(status, 50))} ms, p99 ${ms(percentile(status, 99))} ms, max ${ms(Math.max(...status))} ms.

### Peak memory per process (with its parse and OCR children)

| process | peak RSS |
|---|---:|
${memory.join('\n')}`,
  );
  console.log('wrote the "HTTP service, cluster" section of docs/benchmarks.md');
} finally {
  stopping = true;
  clearInterval(sampler);
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGKILL');
  pg.stop();
  await rm(dataDir, { recursive: true, force: true });
}
