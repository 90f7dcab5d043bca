/**
 * `npm run bench:throughput`: text conversion speed against poppler's `pdftotext -layout`, in one
 * run on the same files (the blind corpus's text statements and corpus/samples' text PDFs):
 * - one thread: `convert(bytes, { isolate: false })` file after file, pages/s, vs `pdftotext -layout`
 *   run file after file (one process per file, as a script would);
 * - all cores: `convertMany` over the files (one worker thread per core) vs the same pdftotext
 *   loop, and vs pdftotext with one process per core (xargs -P).
 * Each measurement is the median of `--passes` runs (default 3) after one warm-up pass.
 * Peak memory is the process's maximum resident set (worker threads included) after each part.
 * Writes the section "Throughput against pdftotext" of docs/benchmarks.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeWorkers, convert, convertMany } from '../src/index.ts';
import { machine, writeSection } from './report.ts';

const { values } = parseArgs({ options: { passes: { type: 'string', default: '3' }, 'no-report': { type: 'boolean', default: false } } });
const passes = Math.max(1, Number(values.passes));

interface TextFile {
  path: string;
  bytes: Buffer;
  pages: number;
  password?: string;
}

function textFiles(): TextFile[] {
  const found: TextFile[] = [];
  const add = (path: string) => {
    const truth = JSON.parse(readFileSync(path.replace(/\.pdf$/, '.truth.json'), 'utf8')) as { kind?: string; pages?: number; password?: string | null };
    if (truth.kind === 'IMAGE_BASED' || path.endsWith('-scan.pdf')) return;
    found.push({ path, bytes: readFileSync(path), pages: pagesOf(path, truth.password ?? undefined), ...(truth.password ? { password: truth.password } : {}) });
  };
  for (const f of readdirSync('corpus/blind', { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.pdf'))
    .sort())
    add(join('corpus/blind', f));
  for (const f of readdirSync('corpus/samples')
    .filter((f) => f.endsWith('.pdf'))
    .sort())
    add(join('corpus/samples', f));
  return found;
}

function pagesOf(path: string, password?: string): number {
  const info = spawnSync('pdfinfo', [...(password ? ['-upw', password] : []), path], { encoding: 'utf8' });
  const pages = /Pages:\s+(\d+)/.exec(info.stdout ?? '')?.[1];
  if (!pages) throw new Error(`pdfinfo cannot read ${path}: ${info.stderr}`);
  return Number(pages);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function timed(run: () => Promise<void> | void): Promise<number> {
  await run(); // warm-up: modules loaded, threads started, caches filled
  const times: number[] = [];
  for (let i = 0; i < passes; i++) {
    const start = performance.now();
    await run();
    times.push((performance.now() - start) / 1000);
  }
  return median(times);
}

const pdftotextArgs = (f: TextFile) => ['-layout', ...(f.password ? ['-upw', f.password] : []), f.path, '-'];
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

if (spawnSync('pdftotext', ['-v']).error) throw new Error('pdftotext is not installed (Debian: poppler-utils)');
const files = textFiles();
const pages = files.reduce((n, f) => n + f.pages, 0);
const cores = availableParallelism();

const popplerOne = await timed(() => {
  for (const f of files) {
    const r = spawnSync('pdftotext', pdftotextArgs(f), { stdio: ['ignore', 'ignore', 'ignore'] });
    if (r.status !== 0) throw new Error(`pdftotext failed on ${f.path}`);
  }
});
const popplerAll = await timed(async () => {
  // One pdftotext process per core at a time, as `xargs -P` would run them.
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const f = files[next++] as TextFile;
      await new Promise<void>((resolve, reject) => {
        const child = spawn('pdftotext', pdftotextArgs(f), { stdio: 'ignore' });
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pdftotext failed on ${f.path}`))));
      });
    }
  };
  await Promise.all(Array.from({ length: cores }, lane));
});

let failures = 0;
let libraryCpu = 0;
const oneThread = await timed(async () => {
  const before = process.cpuUsage();
  for (const f of files) {
    try {
      await convert(f.bytes, { isolate: false, ocr: false, ...(f.password ? { password: f.password } : {}) });
    } catch {
      failures++;
    }
  }
  const used = process.cpuUsage(before);
  libraryCpu = (used.user + used.system) / 1e6;
});
const peakOne = peakMb();
const allCores = await timed(async () => {
  const inputs = files.map((f) => ({ name: f.path, bytes: f.bytes, ...(f.password ? { password: f.password } : {}) }));
  for await (const result of convertMany(inputs, { ocr: false, order: 'completion' })) if (!result.ok) failures++;
});
const peakAll = peakMb();
await closeWorkers();

const rate = (s: number) => pages / s;
const load = loadavg()[0]?.toFixed(1) ?? '?';
const lines = [
  `\`npm run bench:throughput\` (benchmarks/throughput.ts): ${machine()}. ${files.length} text PDFs, ${pages} pages: the blind corpus's text statements (Chromium, LibreOffice, pdflatex, groff) and corpus/samples' text PDFs (pdfkit; the two protected ones with their password). Median of ${passes} passes after a warm-up, all in one run. pdftotext runs one process per file (its start-up included, as a script over the files would). ${failures ? `${failures} conversions failed (see the text benchmark).` : 'Every conversion succeeded.'}`,
  '',
  '| | seconds | pages/s | time vs pdftotext -layout (one at a time) | peak memory |',
  '|---|---:|---:|---:|---:|',
  `| \`pdftotext -layout\`, one file at a time | ${popplerOne.toFixed(2)} | ${rate(popplerOne).toFixed(1)} | 1.00 | – |`,
  `| \`pdftotext -layout\`, ${cores} at a time | ${popplerAll.toFixed(2)} | ${rate(popplerAll).toFixed(1)} | ${(popplerAll / popplerOne).toFixed(2)} | – |`,
  `| library, one thread (\`convert\`, \`isolate: false\`) | ${oneThread.toFixed(2)} | ${rate(oneThread).toFixed(1)} | ${(oneThread / popplerOne).toFixed(2)} | ${peakOne} MB |`,
  `| library, all cores (\`convertMany\`, ${cores} worker threads) | ${allCores.toFixed(2)} | ${rate(allCores).toFixed(1)} | ${(allCores / popplerOne).toFixed(2)} | ${peakAll} MB |`,
  '',
  `- One thread: ${(rate(oneThread) / rate(popplerOne)).toFixed(2)} of pdftotext's pages/s (target: at least 0.33). The library's last one-thread pass used ${libraryCpu.toFixed(2)} s of CPU for ${oneThread.toFixed(2)} s of wall time; load average when the run ended: ${load} on ${cores} cores.`,
  `- All cores: ${(popplerOne / allCores).toFixed(2)}× the speed of pdftotext one file at a time (target: above 1), ${(popplerAll / allCores).toFixed(2)}× that of pdftotext on ${cores} cores.`,
  '- Peak memory is the whole process (main thread plus worker threads), measured after the part named.',
];
console.log(lines.join('\n'));
if (!values['no-report']) writeSection('Throughput against pdftotext', lines.join('\n'));
