/**
 * Fuzzing the library: mutated copies of real and sample statements, all converted in this one
 * process through `convertMany` (worker threads, one per core). Shared by `npm run bench:fuzz`
 * (benchmarks/fuzz.ts) and the CI runs (test/fuzz.test.ts, test/fuzz-long.test.ts).
 *
 * A run fails when a file ends in an error without a ConversionError code, or when a call takes
 * longer than its budget plus a grace (a hang the budget did not stop). A crash of the process
 * (an unhandled rejection under --unhandled-rejections=strict) ends the run itself. Every
 * `sampleEvery` files the run notes the process's memory, threads and handles and the file times
 * of that stretch: a process that has converted thousands of files must stay as fast and as
 * small as a fresh one (issue 27).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ConversionError, convertMany, toCsv, toJson } from '../src/index.ts';

export interface FuzzSource {
  name: string;
  bytes: Uint8Array;
  password?: string;
}

export interface FuzzOptions {
  count: number;
  seed: number;
  sources: FuzzSource[];
  /** Each file's `timeoutMs`, and the time past which (plus the grace) a call counts as a hang. */
  budgetMs: number;
  /** Time over the budget after which a call counts as a hang (thread termination, scheduling). */
  graceMs?: number;
  concurrency?: number;
  /**
   * `'bench'` (default): this module's mutations, each file drawn from its own seed (`fuzzCase`).
   * `'reproducer'`: the mutations and sequence of the issue-27 reproducer (`reproducerCases`):
   * files one at a time with the library's default budget, each also written as JSON and CSV,
   * and any call over `budgetMs` is a hang.
   */
  mutator?: 'bench' | 'reproducer';
  /** Files between two samples of memory and file times (default 1000). */
  sampleEvery?: number;
  onFile?: (done: number) => void;
  /** Called with each sample as it is taken. */
  onSample?: (sample: FuzzSample) => void;
  /** Extra inputs (name and bytes) to insert before the files whose index they map to. */
  insert?: (index: number) => { name: string; bytes: Uint8Array } | null;
}

/** The state of the process after `files` files, and the times of the files since the last sample. */
export interface FuzzSample {
  files: number;
  seconds: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  /** Threads of the process (Linux; null elsewhere): worker threads that outlive their use show here. */
  osThreads: number | null;
  /** Active handles and requests of the main thread (process.getActiveResourcesInfo). */
  handles: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface FuzzCase {
  index: number;
  source: string;
  mutations: string[];
  bytes: Uint8Array;
  password?: string;
}

export interface FuzzFinding {
  name: string;
  outcome: string;
  ms: number;
  bytes: Uint8Array;
}

export interface FuzzReport {
  count: number;
  seed: number;
  budgetMs: number;
  /** Outcome (OK or a ConversionError code) → files. */
  outcomes: Map<string, number>;
  slowest: { name: string; outcome: string; ms: number } | null;
  /** Files that ended without a code. */
  uncoded: FuzzFinding[];
  /** Files whose call outlived budget + grace. */
  hangs: FuzzFinding[];
  totalMs: number;
  /** Wall time per file (ms), for percentiles. */
  times: number[];
  samples: FuzzSample[];
}

/** mulberry32: a small seeded generator, so a run can be repeated exactly from its seed. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Mutation = (bytes: Uint8Array, rnd: () => number) => { bytes: Uint8Array; label: string };

const int = (rnd: () => number, n: number) => Math.floor(rnd() * n);

const flipBits: Mutation = (bytes, rnd) => {
  const out = new Uint8Array(bytes);
  const flips = 1 + int(rnd, 32);
  for (let i = 0; i < flips; i++) {
    const at = int(rnd, out.length);
    out[at] = (out[at] as number) ^ (1 << int(rnd, 8));
  }
  return { bytes: out, label: `flip ${flips} bits` };
};

const truncate: Mutation = (bytes, rnd) => {
  const at = int(rnd, bytes.length);
  return { bytes: bytes.slice(0, at), label: `truncate at ${at}` };
};

const overwriteRange: Mutation = (bytes, rnd) => {
  const out = new Uint8Array(bytes);
  const length = 1 + int(rnd, 512);
  const at = int(rnd, out.length);
  // Half the time random bytes, half the time bytes of the same file (plausible PDF syntax).
  const from = int(rnd, out.length);
  const own = rnd() < 0.5;
  for (let i = 0; i < length && at + i < out.length; i++) out[at + i] = own ? (bytes[(from + i) % bytes.length] as number) : int(rnd, 256);
  return { bytes: out, label: `overwrite ${length} bytes at ${at} (${own ? 'own bytes' : 'random'})` };
};

const duplicateRange: Mutation = (bytes, rnd) => {
  const length = 1 + int(rnd, 4096);
  const from = int(rnd, bytes.length);
  const at = int(rnd, bytes.length);
  const piece = bytes.subarray(from, Math.min(bytes.length, from + length));
  const out = new Uint8Array(bytes.length + piece.length);
  out.set(bytes.subarray(0, at), 0);
  out.set(piece, at);
  out.set(bytes.subarray(at), at + piece.length);
  return { bytes: out, label: `duplicate ${piece.length} bytes from ${from} at ${at}` };
};

const INTERESTING_NUMBERS = ['0', '-1', '1', '2147483648', '99999999', '4294967295', '-2147483649', '1e9', '0.0001', '65536'];

/** Replaces a number of the PDF syntax (an object number, a /Length, an offset, a coordinate). */
const alterNumber: Mutation = (bytes, rnd) => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const numbers = [...text.matchAll(/(?<=[\s[/(<>])-?\d+(?:\.\d+)?(?=[\s\]/)<>])/g)];
  if (numbers.length === 0) return flipBits(bytes, rnd);
  const match = numbers[int(rnd, numbers.length)] as RegExpMatchArray;
  const old = match[0];
  const value = Number(old);
  const replacement = rnd() < 0.5 ? (INTERESTING_NUMBERS[int(rnd, INTERESTING_NUMBERS.length)] as string) : String(Math.round(value + (int(rnd, 21) - 10)));
  const at = match.index as number;
  const out = Buffer.concat([Buffer.from(text.slice(0, at), 'latin1'), Buffer.from(replacement, 'latin1'), Buffer.from(text.slice(at + old.length), 'latin1')]);
  return { bytes: new Uint8Array(out), label: `number ${old} → ${replacement} at ${at}` };
};

const MUTATIONS: Mutation[] = [flipBits, truncate, overwriteRange, duplicateRange, alterNumber, alterNumber];

/** The `index`-th case of a run: the same seed and index always give the same bytes. */
export function fuzzCase(sources: FuzzSource[], seed: number, index: number): FuzzCase {
  const rnd = random(seed * 1_000_003 + index);
  const source = sources[int(rnd, sources.length)] as FuzzSource;
  let bytes = source.bytes;
  const mutations: string[] = [];
  const rounds = 1 + int(rnd, 3);
  for (let i = 0; i < rounds; i++) {
    const result = (MUTATIONS[int(rnd, MUTATIONS.length)] as Mutation)(bytes, rnd);
    bytes = result.bytes;
    mutations.push(result.label);
  }
  return { index, source: source.name, mutations, bytes, ...(source.password ? { password: source.password } : {}) };
}

/**
 * The cases of the issue-27 reproducer: one linear congruential generator for the whole run, so
 * file i depends on every draw before it and the cases come in order. Sources are taken sorted by
 * file name, without passwords (as that reproducer reads a folder of seed PDFs). Mutations: bit
 * flips, an overwritten run of random bytes, truncation, a duplicated range, a deleted range, or
 * numbers of the PDF syntax changed.
 */
export function* reproducerCases(sources: FuzzSource[], seed: number, count: number): Generator<FuzzCase> {
  const seeds = [...sources].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let state = seed >>> 0;
  const rnd = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const ri = (n: number) => Math.floor(rnd() * n);
  const kinds = ['bit flips', 'random run', 'truncation', 'duplicated range', 'deleted range', 'numbers changed'];
  for (let index = 0; index < count; index++) {
    const source = seeds[ri(seeds.length)] as FuzzSource;
    let b = Buffer.from(source.bytes);
    const kind = ri(6);
    if (kind === 0) {
      for (let k = 0, n = 1 + ri(200); k < n; k++) {
        const i = ri(b.length);
        b[i] = (b[i] as number) ^ (1 << ri(8));
      }
    } else if (kind === 1) {
      const i = ri(b.length);
      const n = 1 + ri(64);
      for (let k = 0; k < n && i + k < b.length; k++) b[i + k] = ri(256);
    } else if (kind === 2) b = b.subarray(0, ri(b.length));
    else if (kind === 3) {
      const i = ri(b.length);
      const n = ri(4096);
      b = Buffer.concat([b.subarray(0, i), b.subarray(i, i + n), b.subarray(i)]);
    } else if (kind === 4) {
      const i = ri(b.length);
      const n = ri(4096);
      b = Buffer.concat([b.subarray(0, i), b.subarray(i + n)]);
    } else {
      b = Buffer.from(
        b.toString('latin1').replace(/\d+/g, (m) => (rnd() < 0.02 ? String(ri(1e7)) : m)),
        'latin1',
      );
    }
    yield { index, source: source.name, mutations: [kinds[kind] as string], bytes: new Uint8Array(b) };
  }
}

/** Sources: PDFs of the given folders, with the password their truth file names (if any). */
export function sourcesIn(dirs: string[]): FuzzSource[] {
  const sources: FuzzSource[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.pdf'))
      .sort()) {
      const truthFile = join(dir, file.replace(/\.pdf$/, '.truth.json'));
      const truth = existsSync(truthFile) ? (JSON.parse(readFileSync(truthFile, 'utf8')) as { password?: string | null; kind?: string }) : {};
      // Scans would measure OCR, not the reader's robustness: the run is text-only (ocr: false).
      sources.push({ name: file, bytes: readFileSync(join(dir, file)), ...(truth.password ? { password: truth.password } : {}) });
    }
  }
  return sources;
}

/** Threads of this process, from /proc (Linux); null where it is not available. */
function osThreads(): number | null {
  try {
    const match = /^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

export function takeSample(files: number, seconds: number, times: number[]): FuzzSample {
  const memory = process.memoryUsage();
  return {
    files,
    seconds: Math.round(seconds),
    rssMb: mb(memory.rss),
    heapUsedMb: mb(memory.heapUsed),
    externalMb: mb(memory.external),
    osThreads: osThreads(),
    handles: process.getActiveResourcesInfo().length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times.length ? Math.max(...times) : 0,
  };
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { count, seed, sources, budgetMs } = options;
  const reproducer = options.mutator === 'reproducer';
  // The reproducer's limit is the promise itself: every call settles within budgetMs.
  const graceMs = options.graceMs ?? (reproducer ? 0 : 3000);
  const sampleEvery = options.sampleEvery ?? 1000;
  const cases = new Map<string, FuzzCase>();
  function* inputs() {
    const all = reproducer
      ? reproducerCases(sources, seed, count)
      : (function* () {
          for (let i = 0; i < count; i++) yield fuzzCase(sources, seed, i);
        })();
    for (const c of all) {
      const extra = options.insert?.(c.index);
      if (extra) yield extra;
      const name = `#${c.index} ${c.source}: ${c.mutations.join('; ')}`;
      cases.set(name, c);
      yield { name, bytes: c.bytes, ...(c.password ? { password: c.password } : {}) };
    }
  }
  const report: FuzzReport = { count, seed, budgetMs, outcomes: new Map(), slowest: null, uncoded: [], hangs: [], totalMs: 0, times: [], samples: [] };
  const started = performance.now();
  let done = 0;
  let stretch: number[] = [];
  const batch = convertMany(inputs(), {
    ocr: false,
    // The reproducer converts with the library's defaults (30 s budget) and one file at a time.
    ...(reproducer ? { concurrency: 1 } : { timeoutMs: budgetMs }),
    order: 'completion',
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
  });
  for await (const result of batch) {
    const c = cases.get(result.name);
    cases.delete(result.name);
    let outcome = result.ok ? 'OK' : ConversionError.is(result.error) ? result.error.code : `UNCODED ${String(result.error).slice(0, 200)}`;
    if (result.ok && reproducer) {
      try {
        toJson(result.statement);
        await toCsv(result.statement);
      } catch (error) {
        outcome = ConversionError.is(error) ? error.code : `UNCODED ${String(error).slice(0, 200)}`;
      }
    }
    const hang = result.ms > budgetMs + graceMs;
    const bytes = c?.bytes ?? new Uint8Array();
    if (hang) report.hangs.push({ name: result.name, outcome, ms: result.ms, bytes });
    if (!report.slowest || result.ms > report.slowest.ms) report.slowest = { name: result.name, outcome, ms: result.ms };
    // Inserted inputs (not mutated cases) count as hangs, but not in outcomes or times.
    if (!c) continue;
    const key = outcome.startsWith('UNCODED') ? 'UNCODED' : outcome;
    report.outcomes.set(key, (report.outcomes.get(key) ?? 0) + 1);
    report.times.push(result.ms);
    stretch.push(result.ms);
    if (key === 'UNCODED') report.uncoded.push({ name: result.name, outcome, ms: result.ms, bytes });
    options.onFile?.(++done);
    if (done % sampleEvery === 0 || done === count) {
      const sample = takeSample(done, (performance.now() - started) / 1000, stretch);
      report.samples.push(sample);
      options.onSample?.(sample);
      stretch = [];
    }
  }
  report.totalMs = performance.now() - started;
  return report;
}

/** Sources named by folder (all its PDFs) or by file, for `--sources`. */
export function sourcesFrom(paths: string[]): FuzzSource[] {
  return paths.flatMap((path) => (path.endsWith('.pdf') ? [{ name: basename(path), bytes: readFileSync(path) }] : sourcesIn([path])));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
