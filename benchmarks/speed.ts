/**
 * `npm run bench:speed`: every speed ratio of issue #24 from one run, side by side with its peer
 * on the same files, the machine's load beside each, and accuracy beside the speed:
 *
 * 1. the library converting text PDFs in one thread (`convert`, `isolate: false`) against
 *    `pdftotext -layout` file after file (one process per file, as a script over the files would);
 * 2. pdf.js text extraction alone (open, every page's words, close: no reading) against the same;
 * 3. the command line converting the whole batch as one process (`bsc convert FILES --out DIR`,
 *    the built dist/, its start-up included) against pdftotext one process per file;
 * 4. OCR against the `tesseract` command (`--psm 6`, one thread per process) on the very page
 *    images we recognise (rendered, cleaned, deskewed): latency (one page at a time, our warm
 *    worker against one process per page) and throughput (every page at once: our pool of one
 *    worker per core against one process per core);
 * 5. the hostile slow-font file (corpus/hostile/slow-font-program.pdf): how long `convert` with
 *    the library's defaults takes to settle.
 *
 * Files: the text set of `bench:throughput` (the blind corpus's text statements and
 * corpus/samples' text PDFs, the protected ones with their password); the OCR set is
 * corpus/samples/scanned (150, 200 and 300 DPI) plus the real scan in ../shared/corpus-real when
 * present. The text measures are the median of `--passes` (default 2) after a warm-up pass; the
 * CLI batch (a cold process each time, its start-up and its threads' warm-up being what is
 * measured) runs once; OCR runs once after warming each worker on one page. About 4 minutes on a
 * quiet 2-core machine.
 *
 * Writes the section "Speed against the peers" of docs/benchmarks.md: the latest run in full and a
 * history table to which every run appends a dated row (older rows are kept).
 *
 *   tsx benchmarks/speed.ts [--passes N] [--no-report]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type GreyImage, encodePgm, extractPageWords, openPdf, prepareForOcr, renderPageGrey } from '../src/engine/internals.ts';
import { type Statement, closeOcr, closeWorkers, convert, createOcrPool } from '../src/index.ts';
import { realStatements } from '../test/helpers/real-corpus.ts';
import { REPORT, machine, writeSection } from './report.ts';
import { type TruthLike, scoreStatement } from './score.ts';

const { values } = parseArgs({ options: { passes: { type: 'string', default: '2' }, 'no-report': { type: 'boolean', default: false } } });
const passes = Math.max(1, Number(values.passes));
const cores = availableParallelism();
const canvasImport = () => import('@napi-rs/canvas');
const SECTION = 'Speed against the peers';
const WORK_DIR = '.bench/speed';

for (const [command, args, pkg] of [
  ['pdftotext', ['-v'], 'poppler-utils'],
  ['tesseract', ['--version'], 'tesseract-ocr'],
] as const) {
  if (spawnSync(command, args).error) throw new Error(`${command} is not installed (Debian: ${pkg}); this benchmark compares against it`);
}

// ---------------------------------------------------------------- files

interface TextFile {
  path: string;
  bytes: Buffer;
  pages: number;
  password?: string;
  truth: TruthLike;
}

function pagesOf(path: string, password?: string): number {
  const info = spawnSync('pdfinfo', [...(password ? ['-upw', password] : []), path], { encoding: 'utf8' });
  const pages = /Pages:\s+(\d+)/.exec(info.stdout ?? '')?.[1];
  if (!pages) throw new Error(`pdfinfo cannot read ${path}: ${info.stderr}`);
  return Number(pages);
}

function textFiles(): TextFile[] {
  const found: TextFile[] = [];
  const add = (path: string) => {
    const truth = JSON.parse(readFileSync(path.replace(/\.pdf$/, '.truth.json'), 'utf8')) as TruthLike & { kind?: string; password?: string | null };
    if (truth.kind === 'IMAGE_BASED' || path.endsWith('-scan.pdf')) return;
    const password = truth.password ?? undefined;
    found.push({ path, bytes: readFileSync(path), pages: pagesOf(path, password), truth, ...(password ? { password } : {}) });
  };
  const pdfs = (dir: string, recursive: boolean) =>
    readdirSync(dir, { recursive })
      .map(String)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
      .map((f) => join(dir, f));
  for (const path of pdfs('corpus/blind', true)) add(path);
  for (const path of pdfs('corpus/samples', false)) add(path);
  return found;
}

interface ScanFile {
  name: string;
  bytes: Buffer;
  truth: TruthLike;
}

function scanFiles(): ScanFile[] {
  const dir = 'corpus/samples/scanned';
  const committed = readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.pdf$/, ''),
      bytes: readFileSync(join(dir, f)),
      truth: JSON.parse(readFileSync(join(dir, f.replace(/\.pdf$/, '.truth.json')), 'utf8')),
    }));
  const real = realStatements('IMAGE_BASED').map((r) => ({ name: r.name, bytes: Buffer.from(r.pdf), truth: r.truth as TruthLike }));
  return [...committed, ...real];
}

// ---------------------------------------------------------------- timing and load

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const load = () => loadavg().map((x) => x.toFixed(2));

/**
 * Median seconds of `passes` runs (or `options.passes`) after a warm-up run (`warmUp`: false for
 * none, or a shorter warm-up of its own), with the 1-minute load before and after.
 */
async function timed(
  run: () => Promise<void> | void,
  options: { warmUp?: false | (() => Promise<unknown>); passes?: number } = {},
): Promise<{ seconds: number; load: string }> {
  const before = load()[0];
  if (options.warmUp === undefined) await run();
  else if (options.warmUp) await options.warmUp();
  const times: number[] = [];
  for (let i = 0; i < (options.passes ?? passes); i++) {
    const start = performance.now();
    await run();
    times.push((performance.now() - start) / 1000);
  }
  return { seconds: median(times), load: `${before} → ${load()[0]}` };
}

function runProcess(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(code) : reject(new Error(`${command} ${args.slice(0, 3).join(' ')} … exited ${code}: ${stderr.slice(-500)}`)),
    );
  });
}

/** Runs the commands `lanes` at a time. */
async function inLanes(commands: Array<() => Promise<unknown>>, lanes: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < commands.length) await (commands[next++] as () => Promise<unknown>)();
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

// ---------------------------------------------------------------- the measures

interface Row {
  measure: string;
  ours: string;
  peer: string;
  ratio: number;
  /** The ratio (or seconds) must be at most this. */
  target: number;
  unit: '×' | 's';
  accuracy: string;
  load: string;
}
const rows: Row[] = [];
const loadAtStart = load();
const startedAt = new Date();

const files = textFiles();
const pages = files.reduce((n, f) => n + f.pages, 0);
const truthRows = files.reduce((n, f) => n + f.truth.transactions.length, 0);
const pdftotextArgs = (f: TextFile) => ['-layout', ...(f.password ? ['-upw', f.password] : []), f.path, '-'];
console.error(`speed: ${files.length} text PDFs (${pages} pages); load ${loadAtStart.join(' / ')}`);

const poppler = await timed(() => {
  for (const f of files) {
    const r = spawnSync('pdftotext', pdftotextArgs(f), { stdio: ['ignore', 'ignore', 'ignore'] });
    if (r.status !== 0) throw new Error(`pdftotext failed on ${f.path}`);
  }
});
const perSecond = (s: number) => `${s.toFixed(2)} s (${(pages / s).toFixed(0)} pages/s)`;
console.error(`speed: pdftotext -layout ${poppler.seconds.toFixed(2)} s`);

// 1. The library in one thread, scored against the truth files on its last pass.
let exact = 0;
let converted = 0;
let cpuSeconds = 0;
const library = await timed(async () => {
  exact = 0;
  converted = 0;
  const before = process.cpuUsage();
  for (const f of files) {
    try {
      const statement: Statement = await convert(f.bytes, { isolate: false, ocr: false, ...(f.password ? { password: f.password } : {}) });
      converted++;
      exact += scoreStatement(statement, f.truth).exact;
    } catch {
      // Counted as not converted.
    }
  }
  const used = process.cpuUsage(before);
  cpuSeconds = (used.user + used.system) / 1e6;
});
const textAccuracy = `${((100 * exact) / truthRows).toFixed(2)}% of ${truthRows} rows exactly right; ${converted}/${files.length} converted`;
rows.push({
  measure: 'library `convert`, one thread, vs `pdftotext -layout` one process per file',
  ours: `${perSecond(library.seconds)}; CPU ${cpuSeconds.toFixed(2)} s`,
  peer: perSecond(poppler.seconds),
  ratio: library.seconds / poppler.seconds,
  target: 3,
  unit: '×',
  accuracy: textAccuracy,
  load: library.load,
});
console.error(`speed: library one thread ${library.seconds.toFixed(2)} s`);

// 2. pdf.js alone: open, every page's words, close.
const pdfjs = await timed(async () => {
  for (const f of files) {
    const doc = await openPdf(f.bytes, f.password ? { password: f.password } : {});
    try {
      for (let n = 1; n <= doc.numPages; n++) await extractPageWords(doc, n);
    } finally {
      await doc.destroy();
    }
  }
});
rows.push({
  measure: 'pdf.js text extraction alone (words of every page), one thread, vs `pdftotext -layout`',
  ours: perSecond(pdfjs.seconds),
  peer: perSecond(poppler.seconds),
  ratio: pdfjs.seconds / poppler.seconds,
  target: Number.NaN,
  unit: '×',
  accuracy: `the engine's own work is ${(library.seconds - pdfjs.seconds).toFixed(2)} s (${((100 * (library.seconds - pdfjs.seconds)) / library.seconds).toFixed(0)}% of the one-thread time)`,
  load: pdfjs.load,
});
console.error(`speed: pdf.js alone ${pdfjs.seconds.toFixed(2)} s`);

// 3. The command line, one process for the whole batch (the built dist/, as users run it).
for (const [command, ...args] of [
  ['npx', 'tsc', '-p', 'tsconfig.build.json'],
  ['node', 'scripts/copy-assets.mjs'],
] as const) {
  if (spawnSync(command, args, { stdio: 'inherit' }).status !== 0) throw new Error(`building dist/ failed (${command} ${args.join(' ')})`);
}
const outDir = mkdtempSync(join(tmpdir(), 'bsc-speed-'));
const passwords = [...new Set(files.flatMap((f) => (f.password ? ['--password', f.password] : [])))];
let cliConverted = 0;
// Its CPU time (all its threads) from GNU time when installed: a batch in worker threads against the one thread above.
const gnuTime = existsSync('/usr/bin/time');
const cpuFile = join(tmpdir(), `bsc-speed-cpu-${process.pid}`);
const cliArgs = ['bin/bsc.js', 'convert', ...files.map((f) => f.path), ...passwords, '--out', outDir, '--force'];
const cli = await timed(
  async () => {
    if (gnuTime) await runProcess('/usr/bin/time', ['-o', cpuFile, '-f', '%U %S', process.execPath, ...cliArgs]);
    else await runProcess(process.execPath, cliArgs);
    cliConverted = readdirSync(outDir).length;
  },
  { warmUp: false, passes: 1 },
);
rmSync(outDir, { recursive: true, force: true });
const cliCpu = gnuTime ? readFileSync(cpuFile, 'utf8').trim().split(/\s+/).map(Number) : [];
rmSync(cpuFile, { force: true });
rows.push({
  measure: `\`bsc convert\` batch, one process (${cores} worker threads, start-up included), vs \`pdftotext -layout\` one process per file`,
  ours: `${perSecond(cli.seconds)}${cliCpu.length === 2 ? `; CPU ${((cliCpu[0] ?? 0) + (cliCpu[1] ?? 0)).toFixed(2)} s` : ''}`,
  peer: perSecond(poppler.seconds),
  ratio: cli.seconds / poppler.seconds,
  target: 1,
  unit: '×',
  accuracy: `${cliConverted}/${files.length} written (the same engine as row 1)`,
  load: cli.load,
});
console.error(`speed: CLI batch ${cli.seconds.toFixed(2)} s`);

// 4. OCR against the tesseract command, on the images we recognise.
const scans = scanFiles();
mkdirSync(WORK_DIR, { recursive: true });
const images: Array<{ file: string; input: GreyImage & { dpi: number }; page: number }> = [];
for (const scan of scans) {
  const doc = await openPdf(scan.bytes);
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const { prepared, scale } = prepareForOcr(await renderPageGrey(doc, n, { canvasImport }));
      const file = join(WORK_DIR, `${scan.name}-p${n}.pgm`);
      writeFileSync(file, encodePgm(prepared.image));
      images.push({ file, input: { ...prepared.image, dpi: scale * 72 }, page: n });
    }
  } finally {
    await doc.destroy();
  }
}
const tesseractArgs = (file: string) => [file, '-', '--psm', '6'];
const oneThread = { OMP_THREAD_LIMIT: '1' };

const single = createOcrPool({ size: 1 });
const first = images[0] as (typeof images)[number];
const oursLatency = await timed(
  async () => {
    for (const image of images) await single.recognize(image.input, { page: image.page });
  },
  { warmUp: () => single.recognize(first.input, { page: first.page }), passes: 1 },
);
await single.close();
const cliLatency = await timed(
  async () => {
    for (const image of images) await runProcess('tesseract', tesseractArgs(image.file), oneThread);
  },
  { warmUp: () => runProcess('tesseract', tesseractArgs(first.file), oneThread), passes: 1 },
);
const perPage = (s: number) => `${(s / images.length).toFixed(2)} s/page`;

const pool = createOcrPool({ size: cores });
const oursThroughput = await timed(
  async () => {
    await Promise.all(images.map((image) => pool.recognize(image.input, { page: image.page })));
  },
  { warmUp: () => Promise.all(images.slice(0, cores).map((image) => pool.recognize(image.input, { page: image.page }))), passes: 1 },
);
await pool.close();
const cliThroughput = await timed(
  () =>
    inLanes(
      images.map((image) => () => runProcess('tesseract', tesseractArgs(image.file), oneThread)),
      cores,
    ),
  { warmUp: false, passes: 1 },
);

// Accuracy of the same scans converted whole (render, clean, recognise, read) with the default pool.
let scanExact = 0;
let scanRows = 0;
const wholeStart = performance.now();
for (const scan of scans) {
  scanRows += scan.truth.transactions.length;
  try {
    scanExact += scoreStatement(await convert(scan.bytes), scan.truth).exact;
  } catch {
    // Counted as nothing right.
  }
}
const wholeSeconds = (performance.now() - wholeStart) / 1000;
await closeOcr();
const ocrAccuracy = `${((100 * scanExact) / scanRows).toFixed(2)}% of ${scanRows} rows exactly right (whole conversions: ${(wholeSeconds / images.length).toFixed(2)} s/page)`;
rows.push({
  measure: `OCR latency: one page at a time, our warm worker vs \`tesseract --psm 6\` (one thread, a process per page), ${images.length} pages`,
  ours: perPage(oursLatency.seconds),
  peer: perPage(cliLatency.seconds),
  ratio: oursLatency.seconds / cliLatency.seconds,
  target: 1,
  unit: '×',
  accuracy: ocrAccuracy,
  load: `${oursLatency.load}; ${cliLatency.load}`,
});
rows.push({
  measure: `OCR throughput: every page at once, our pool (${cores} workers) vs \`tesseract --psm 6\` ${cores} processes at a time (one thread each)`,
  ours: `${oursThroughput.seconds.toFixed(2)} s (${((images.length / oursThroughput.seconds) * 60).toFixed(0)} pages/min)`,
  peer: `${cliThroughput.seconds.toFixed(2)} s (${((images.length / cliThroughput.seconds) * 60).toFixed(0)} pages/min)`,
  ratio: oursThroughput.seconds / cliThroughput.seconds,
  target: 1,
  unit: '×',
  accuracy: 'as above',
  load: `${oursThroughput.load}; ${cliThroughput.load}`,
});
console.error(
  `speed: OCR latency ${oursLatency.seconds.toFixed(2)} / ${cliLatency.seconds.toFixed(2)} s, throughput ${oursThroughput.seconds.toFixed(2)} / ${cliThroughput.seconds.toFixed(2)} s`,
);

// 5. The hostile slow-font file, with the library's defaults (a warm worker thread, its budget).
const hostilePath = ['corpus/hostile/slow-font-program.pdf', '../shared/corpus-hostile/slow-font-program.pdf'].find((p) => existsSync(p));
if (hostilePath) {
  await convert(files[0]?.bytes as Buffer, { ocr: false, ...(files[0]?.password ? { password: files[0].password } : {}) }); // a warm thread
  const before = load()[0];
  const start = performance.now();
  let outcome = 'a statement';
  try {
    await convert(readFileSync(hostilePath), { ocr: false });
  } catch (error) {
    outcome = (error as { code?: string }).code ?? (error as Error).message;
  }
  const settled = (performance.now() - start) / 1000;
  rows.push({
    measure: `hostile \`${hostilePath}\`: \`convert(bytes, { ocr: false })\` settles`,
    ours: `${settled.toFixed(1)} s`,
    peer: '–',
    ratio: settled,
    target: 10,
    unit: 's',
    accuracy: `outcome: ${outcome}`,
    load: `${before} → ${load()[0]}`,
  });
  console.error(`speed: slow-font ${settled.toFixed(1)} s (${outcome})`);
}
await closeWorkers();

// ---------------------------------------------------------------- the report

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || '?';
const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).stdout.trim() ? '+' : '';
const verdict = (r: Row) => (Number.isNaN(r.target) ? '–' : r.ratio <= r.target ? 'met' : 'not met');
const shown = (r: Row) => (r.unit === 's' ? `${r.ratio.toFixed(1)} s` : `${r.ratio.toFixed(2)}×`);
const target = (r: Row) => (Number.isNaN(r.target) ? '–' : `≤ ${r.target}${r.unit === 's' ? ' s' : '×'}`);
const loadAtEnd = load();

const latest = [
  `Run of ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}${dirty} (${machine()}); load average (1 / 5 / 15 min) ${loadAtStart.join(' / ')} at the start, ${loadAtEnd.join(' / ')} at the end. **The machine is shared: these are one run's numbers on it, not settled figures.**`,
  '',
  '| measure | ours | peer | ratio | target | | accuracy beside it | load (1 min) during |',
  '|---|---|---|---:|---:|---|---|---|',
  ...rows.map((r) => `| ${r.measure} | ${r.ours} | ${r.peer} | ${shown(r)} | ${target(r)} | ${verdict(r)} | ${r.accuracy} | ${r.load} |`),
].join('\n');

const HISTORY_HEAD = [
  '| date | commit | load at start | one thread / pdftotext | pdf.js / pdftotext | CLI batch / pdftotext | OCR latency / tesseract | OCR throughput / tesseract | slow-font settle | text rows exact | scanned rows exact |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];
/** The history rows already in the report (every run appends one; none is dropped). */
function historyRows(): string[] {
  const text = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const section = text.split(/\n(?=## )/).find((s) => s.startsWith(`## ${SECTION}\n`)) ?? '';
  const history = section.split(/\n(?=### )/).find((s) => s.startsWith('### History')) ?? '';
  return history.split('\n').filter((line) => /^\| \d{4}-\d{2}-\d{2}/.test(line));
}
const byMeasure = (prefix: string) => rows.find((r) => r.measure.startsWith(prefix));
const cell = (r: Row | undefined) => (r ? shown(r) : '–');
const newRow = `| ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} | ${commit}${dirty} | ${loadAtStart[0]} | ${cell(byMeasure('library'))} | ${cell(byMeasure('pdf.js'))} | ${cell(byMeasure('`bsc convert`'))} | ${cell(byMeasure('OCR latency'))} | ${cell(byMeasure('OCR throughput'))} | ${cell(byMeasure('hostile'))} | ${((100 * exact) / truthRows).toFixed(2)}% | ${((100 * scanExact) / scanRows).toFixed(2)}% |`;

const body = [
  `\`npm run bench:speed\` (benchmarks/speed.ts, also the last step of \`npm run bench\`): every speed ratio of issue #24 from one run, each beside its peer on the same files. Text: ${files.length} PDFs, ${pages} pages (the blind corpus's text statements and corpus/samples' text PDFs, as \`bench:throughput\`); pdftotext runs one process per file. OCR: ${images.length} pages of ${scans.length} scans (corpus/samples/scanned at 150/200/300 DPI${scans.length > 3 ? ', and the real scan' : ''}), the same cleaned images given to tesseract.js and to the \`tesseract\` command (written as PGM). Text times are the median of ${passes} passes after a warm-up; the CLI batch runs once, start-up included; OCR runs once after a one-page warm-up of each worker. Ratios are time ours / time peer: below 1 we are faster.`,
  '',
  '### Latest run',
  '',
  latest,
  '',
  '### History',
  '',
  'One row per run, appended; older rows are kept. Compare rows only with their load in mind.',
  '',
  ...HISTORY_HEAD,
  ...historyRows(),
  newRow,
].join('\n');

console.log(latest);
if (!values['no-report']) writeSection(SECTION, body);
