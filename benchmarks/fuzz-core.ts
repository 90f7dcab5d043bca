/**
 * Fuzzing the library: mutated copies of real and sample statements, all converted in this one
 * process through `convertMany` (worker threads, one per core). Shared by `npm run bench:fuzz`
 * (benchmarks/fuzz.ts) and the short CI run (test/fuzz.test.ts).
 *
 * A run fails when a file ends in an error without a ConversionError code, or when a call takes
 * longer than its budget plus a grace (a hang the budget did not stop). A crash of the process
 * (an unhandled rejection under --unhandled-rejections=strict) ends the run itself.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConversionError, convertMany } from '../src/index.ts';

export interface FuzzSource {
  name: string;
  bytes: Uint8Array;
  password?: string;
}

export interface FuzzOptions {
  count: number;
  seed: number;
  sources: FuzzSource[];
  /** Each file's `timeoutMs`. */
  budgetMs: number;
  /** Time over the budget after which a call counts as a hang (thread termination, scheduling). */
  graceMs?: number;
  concurrency?: number;
  onFile?: (done: number) => void;
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

/** Sources: PDFs of the given folders, with the password their truth file names (if any). */
export function sourcesIn(dirs: string[]): FuzzSource[] {
  const sources: FuzzSource[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.pdf')).sort()) {
      const truthFile = join(dir, file.replace(/\.pdf$/, '.truth.json'));
      const truth = existsSync(truthFile) ? (JSON.parse(readFileSync(truthFile, 'utf8')) as { password?: string | null; kind?: string }) : {};
      // Scans would measure OCR, not the reader's robustness: the run is text-only (ocr: false).
      sources.push({ name: file, bytes: readFileSync(join(dir, file)), ...(truth.password ? { password: truth.password } : {}) });
    }
  }
  return sources;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { count, seed, sources, budgetMs } = options;
  const graceMs = options.graceMs ?? 3000;
  const cases = new Map<string, FuzzCase>();
  function* inputs() {
    for (let i = 0; i < count; i++) {
      const c = fuzzCase(sources, seed, i);
      const name = `#${i} ${c.source}: ${c.mutations.join('; ')}`;
      cases.set(name, c);
      yield { name, bytes: c.bytes, ...(c.password ? { password: c.password } : {}) };
    }
  }
  const report: FuzzReport = { count, seed, budgetMs, outcomes: new Map(), slowest: null, uncoded: [], hangs: [], totalMs: 0, times: [] };
  const started = performance.now();
  let done = 0;
  const batch = convertMany(inputs(), { ocr: false, timeoutMs: budgetMs, order: 'completion', ...(options.concurrency ? { concurrency: options.concurrency } : {}) });
  for await (const result of batch) {
    const c = cases.get(result.name) as FuzzCase;
    cases.delete(result.name);
    const outcome = result.ok ? 'OK' : ConversionError.is(result.error) ? result.error.code : `UNCODED ${String(result.error).slice(0, 200)}`;
    const key = outcome.startsWith('UNCODED') ? 'UNCODED' : outcome;
    report.outcomes.set(key, (report.outcomes.get(key) ?? 0) + 1);
    report.times.push(result.ms);
    if (!report.slowest || result.ms > report.slowest.ms) report.slowest = { name: result.name, outcome, ms: result.ms };
    if (key === 'UNCODED') report.uncoded.push({ name: result.name, outcome, ms: result.ms, bytes: c.bytes });
    if (result.ms > budgetMs + graceMs) report.hangs.push({ name: result.name, outcome, ms: result.ms, bytes: c.bytes });
    options.onFile?.(++done);
  }
  report.totalMs = performance.now() - started;
  return report;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}
