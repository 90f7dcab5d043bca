/**
 * Section "HTTP service" of docs/benchmarks.md (`npm run bench:server`):
 *
 * 1. Throughput and latency of upload + convert (JSON) of a one-page text statement, with N
 *    concurrent clients on loopback. Each level is bounded in requests and in time.
 * 2. Latency of the status call while OCR jobs run, against the same call on an idle server:
 *    the proof that parsing and OCR stay off the server's event loop.
 *
 * The server runs in this process with its default pools; the request-rate limit is lifted (the
 * benchmark's keys send far more than 60 requests a minute), every other limit is as shipped.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BankStatementClient, type FileRecord } from '../src/client/index.ts';
import { DEFAULT_PROCESSOR_OPTIONS } from '../src/server/jobs/pdf-processor.ts';
import { silentLogger } from '../src/server/logger.ts';
import { startServer } from '../src/server/main.ts';
import { createUser } from '../src/server/services/accounts.ts';
import { machine, ms, percentile, writeSection } from './report.ts';

const ONE_PAGE = 'corpus/samples/us-checking-signed-001.pdf';
const SCAN = '../shared/corpus-real/08-kowhai-nz-scanned.pdf';
const CONCURRENCY_LEVELS = [1, 2, 4, 8];
/** Per level: stop after this many upload+convert rounds or this long, whichever comes first. */
const ROUNDS_PER_LEVEL = 120;
const SECONDS_PER_LEVEL = 20;
const WARM_UP_ROUNDS = 5;
/** Scans converted at once during the status-latency phase (each is 2 pages). */
const OCR_JOBS = 3;
const STATUS_INTERVAL_MS = 50;
const IDLE_STATUS_CALLS = 100;

interface LevelResult {
  clients: number;
  rounds: number;
  seconds: number;
  p50: number;
  p99: number;
}

async function uploadAndConvert(client: BankStatementClient): Promise<number> {
  const started = performance.now();
  const [file] = (await client.upload(ONE_PAGE)) as [FileRecord];
  await client.convert(file.uuid, 'JSON');
  return performance.now() - started;
}

/** One key per client, as separate callers would have (a key may have 5 uploads in flight). */
async function runLevel(clientFor: (index: number) => BankStatementClient, clients: number): Promise<LevelResult> {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS_PER_LEVEL * 1000;
  const started = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const client = clientFor(index);
      while (issued < ROUNDS_PER_LEVEL && performance.now() < deadline) {
        issued++;
        latencies.push(await uploadAndConvert(client));
      }
    }),
  );
  return { clients, rounds: latencies.length, seconds: (performance.now() - started) / 1000, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function statusLatencies(client: BankStatementClient, uuids: string[], until: () => boolean, limit = Infinity): Promise<number[]> {
  const latencies: number[] = [];
  while (!until() && latencies.length < limit) {
    const started = performance.now();
    await client.status(uuids);
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, STATUS_INTERVAL_MS));
  }
  return latencies;
}

const dataDir = await mkdtemp(join(tmpdir(), 'bsc-bench-server-'));
const server = await startServer({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  logger: silentLogger,
  limits: { authenticatedRequestsPerWindow: Number.MAX_SAFE_INTEGER },
});
try {
  const clients = await Promise.all(
    Array.from({ length: Math.max(...CONCURRENCY_LEVELS) }, async (_, i) => {
      const { apiKey } = await createUser(server.runtime.store, { email: `bench-${i}@localhost`, unlimitedCredits: true }, server.runtime.clock);
      return new BankStatementClient({ baseUrl: server.apiUrl, apiKey });
    }),
  );
  const client = clients[0] as BankStatementClient;
  for (let i = 0; i < WARM_UP_ROUNDS; i++) await uploadAndConvert(client);

  const levels: LevelResult[] = [];
  for (const level of CONCURRENCY_LEVELS) {
    const result = await runLevel((index) => clients[index] as BankStatementClient, level);
    levels.push(result);
    console.log(`${level} client(s): ${result.rounds} rounds in ${result.seconds.toFixed(1)} s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms`);
  }

  const [reference] = (await client.upload(ONE_PAGE)) as [FileRecord];
  const idle = await statusLatencies(client, [reference.uuid], () => false, IDLE_STATUS_CALLS);

  const ocrStarted = performance.now();
  const scans = await client.upload(Array.from({ length: OCR_JOBS }, () => SCAN));
  const scanUuids = scans.map((s) => s.uuid);
  let processing = true;
  const watcher = client.waitForFiles(scanUuids, { timeoutMs: 600_000, initialDelayMs: 250, maxDelayMs: 250 }).finally(() => (processing = false));
  const busy = await statusLatencies(client, [reference.uuid, ...scanUuids], () => !processing);
  const finished = await watcher;
  const ocrSeconds = (performance.now() - ocrStarted) / 1000;
  const states = finished.map((f) => f.state).join(', ');
  console.log(
    `status idle p50 ${ms(percentile(idle, 50))} ms p99 ${ms(percentile(idle, 99))} ms; during OCR p50 ${ms(percentile(busy, 50))} ms p99 ${ms(percentile(busy, 99))} ms max ${ms(Math.max(...busy))} ms (${busy.length} calls); OCR ${ocrSeconds.toFixed(1)} s: ${states}`,
  );

  const rows = levels.map(
    (l) => `| ${l.clients} | ${l.rounds} | ${(l.rounds / l.seconds).toFixed(1)} | ${((2 * l.rounds) / l.seconds).toFixed(1)} | ${ms(l.p50)} | ${ms(l.p99)} |`,
  );
  writeSection(
    'HTTP service',
    `\`npm run bench:server\` (benchmarks/server.ts): ${machine()}. Server and clients in one process on loopback (127.0.0.1), default pools (${DEFAULT_PROCESSOR_OPTIONS.parseWorkers} parse children, ${DEFAULT_PROCESSOR_OPTIONS.ocrWorkers} OCR child with one tesseract worker per core), one key per client, request-rate limit (60/min per key) lifted.

### Upload + convert, one-page text statement

One round = \`POST /bank-statement\` (\`${ONE_PAGE}\`; the upload parses and converts the PDF in a child process) followed by \`POST /bank-statement/convert?format=JSON\`. At most ${ROUNDS_PER_LEVEL} rounds or ${SECONDS_PER_LEVEL} s per level.

| concurrent clients | rounds | rounds/s | requests/s | p50 round (ms) | p99 round (ms) |
|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

### Status calls while OCR runs

${OCR_JOBS} scans (\`${SCAN}\`, 2 pages each) uploaded in one request and OCRed in the OCR child while one client calls \`POST /bank-statement/status\` every ${STATUS_INTERVAL_MS} ms. OCR of all ${OCR_JOBS} took ${ocrSeconds.toFixed(1)} s (${states}).

| status call | calls | p50 (ms) | p99 (ms) | max (ms) |
|---|---:|---:|---:|---:|
| idle server | ${idle.length} | ${ms(percentile(idle, 50))} | ${ms(percentile(idle, 99))} | ${ms(Math.max(...idle))} |
| during OCR | ${busy.length} | ${ms(percentile(busy, 50))} | ${ms(percentile(busy, 99))} | ${ms(Math.max(...busy))} |`,
  );
  console.log('wrote the "HTTP service" section of docs/benchmarks.md');
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
