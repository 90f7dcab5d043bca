/**
 * `npm run bench:fuzz -- --count N [--seed S] [--budget-ms B] [--concurrency C] [--sample-every K] [--no-report]`:
 * N mutated PDFs (bit flips, truncation, overwritten and duplicated ranges, altered numbers)
 * drawn from corpus/samples, corpus/foreign and the real statements (both sets,
 * test/helpers/real-corpus.ts), all converted through the library in this one process (run under
 * --unhandled-rejections=strict: a stray rejection ends the run). Reports outcomes by code, the
 * slowest file, and the process's memory, threads and file times every K files (default 1000)
 * into docs/benchmarks.md ("Fuzzing", its first subsection); exits 1 on any hang past the budget or uncoded error, and
 * saves those files to .bench/fuzz/ to reproduce them.
 *
 * `--reproducer SEED_DIR`: instead, the sequence of the issue-27 reproducer over the PDFs of
 * SEED_DIR (see `reproducerCases` in fuzz-core.ts): one `convert` at a time with the library's
 * defaults, each result also written as JSON and CSV, and any file over the budget (10 s) is a
 * hang. Written to the second subsection of "Fuzzing".
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeWorkers } from '../src/index.ts';
import { REAL_CORPUS_DIR, REAL_CORPUS_NEW_DIR } from '../test/helpers/real-corpus.ts';
import { type FuzzSample, percentile, runFuzz, sourcesIn } from './fuzz-core.ts';
import { machine, writeSubsection } from './report.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'budget-ms': { type: 'string', default: '10000' },
    concurrency: { type: 'string' },
    'sample-every': { type: 'string', default: '1000' },
    reproducer: { type: 'string' },
    'no-report': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
const budgetMs = Number(values['budget-ms']);
const sampleEvery = Number(values['sample-every']);
const concurrency = values.concurrency ? Number(values.concurrency) : undefined;
const seedDir = values.reproducer;
const DIRS = ['corpus/samples', 'corpus/foreign', REAL_CORPUS_DIR, REAL_CORPUS_NEW_DIR];
const sources = seedDir ? sourcesIn([seedDir]).map(({ name, bytes }) => ({ name, bytes })) : sourcesIn(DIRS);

const loadAtStart = (await import('node:os')).loadavg();
const report = await runFuzz({
  count,
  seed,
  sources,
  budgetMs,
  sampleEvery,
  ...(seedDir ? { mutator: 'reproducer' as const } : {}),
  ...(concurrency ? { concurrency } : {}),
  onFile: (done) => {
    if (done % 100 === 0 || done === count) process.stderr.write(`\r${done}/${count}`);
  },
  onSample: (s) => process.stderr.write(`\n${JSON.stringify(s)}\n`),
});
process.stderr.write('\n');
const loadAtEnd = (await import('node:os')).loadavg();
await closeWorkers();

const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
const outcomes = [...report.outcomes.entries()].sort((a, b) => b[1] - a[1]);
const failed = report.uncoded.length + report.hangs.length;
const ms = (n: number) => `${Math.round(n)} ms`;
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
const seedFiles = seedDir
  ? readdirSync(seedDir)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
  : [];
const curve = (samples: FuzzSample[]) => [
  `| files | wall s | RSS MB | main heap MB | external MB | OS threads | handles | file p50 | file p99 | slowest of these |`,
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...samples.map(
    (s) =>
      `| ${s.files} | ${s.seconds} | ${s.rssMb} | ${s.heapUsedMb} | ${s.externalMb} | ${s.osThreads ?? '–'} | ${s.handles} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} |`,
  ),
];
const intro = seedDir
  ? `The issue-27 reproducer's sequence, run by \`npm run bench:fuzz -- --reproducer SEED_DIR\`: ${count} mutated PDFs of the ${seedFiles.length} seed PDFs in SEED_DIR (${seedFiles.join(', ')}), seed ${seed}, drawn as that reproducer draws them (one generator for the whole run: bit flips, a run of random bytes, truncation, a duplicated or deleted range, or numbers of the PDF syntax changed), each through \`convert(bytes, { ocr: false })\` (the library's defaults: a 30 s budget, worker threads) and then \`toJson\` and \`toCsv\`, one at a time, all in one Node process under \`--unhandled-rejections=strict\`. A file that takes longer than ${budgetMs / 1000} s is a hang.`
  : `${count} mutated PDFs from ${sources.length} sources (corpus/samples, corpus/foreign, ../shared/corpus-real, corpus-real-new; protected ones with their password), seed ${seed}, each through \`convertMany\` with \`{ ocr: false, timeoutMs: ${budgetMs} }\`${concurrency ? ` and \`concurrency: ${concurrency}\`` : ''} in one Node process under \`--unhandled-rejections=strict\`. Mutations: 1–3 of bit flips, truncation, overwritten ranges (random or the file's own bytes), duplicated ranges, altered numbers of the PDF syntax.`;
const lines = [
  intro,
  '',
  `- ${machine()}; load average (1 / 5 / 15 min) ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end; \`npm run bench:fuzz -- --count ${count} --seed ${seed}${seedDir ? ' --reproducer SEED_DIR' : ''}${concurrency ? ` --concurrency ${concurrency}` : ''}\`.`,
  `- Wall time ${(report.totalMs / 1000).toFixed(1)} s (${(count / (report.totalMs / 1000)).toFixed(1)} files/s); per file p50 ${ms(percentile(report.times, 50))}, p99 ${ms(percentile(report.times, 99))}; peak RSS of the process ${peakMb} MB.`,
  `- Slowest: ${report.slowest ? `${ms(report.slowest.ms)}, ${report.slowest.outcome}, \`${report.slowest.name}\`` : 'none'}.`,
  `- Hangs past the budget${seedDir ? '' : ' (+3 s grace)'}: ${report.hangs.length}; errors without a code: ${report.uncoded.length}; the process did not crash (it finished and wrote this).`,
  '',
  '| outcome | files | share |',
  '|---|---:|---:|',
  ...outcomes.map(([code, n]) => `| ${code === 'OK' ? 'converted (a statement)' : `\`${code}\``} | ${n} | ${((100 * n) / count).toFixed(1)}% |`),
  '',
  `The process every ${sampleEvery} files (RSS: the whole process, worker threads included; the file times are those of the ${sampleEvery} files before the row):`,
  '',
  ...curve(report.samples),
];
console.log(lines.join('\n'));
if (failed > 0) {
  const dir = '.bench/fuzz';
  mkdirSync(dir, { recursive: true });
  for (const [i, finding] of [...report.uncoded, ...report.hangs].entries()) {
    writeFileSync(join(dir, `finding-${i}.pdf`), finding.bytes);
    console.error(`FAIL ${finding.outcome} after ${ms(finding.ms)}: ${finding.name} → ${join(dir, `finding-${i}.pdf`)}`);
  }
}
if (!values['no-report'])
  writeSubsection('Fuzzing', seedDir ? 'The issue-27 reproducer, one file at a time' : 'Mutated statements, all cores', lines.join('\n'));
process.exitCode = failed > 0 ? 1 : 0;
