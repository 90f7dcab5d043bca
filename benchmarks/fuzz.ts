/**
 * `npm run bench:fuzz -- --count N [--seed S] [--budget-ms B] [--no-report]`: N mutated PDFs
 * (bit flips, truncation, overwritten and duplicated ranges, altered numbers) drawn from
 * corpus/samples, corpus/foreign and the real statements (both sets, test/helpers/real-corpus.ts),
 * all converted through the library in this one process (run under
 * --unhandled-rejections=strict: a stray rejection ends the run). Reports outcomes by code and
 * the slowest file into docs/benchmarks.md ("Fuzzing"); exits 1 on any hang past the budget or
 * uncoded error, and saves those files to .bench/fuzz/ to reproduce them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeWorkers } from '../src/index.ts';
import { REAL_CORPUS_DIR, REAL_CORPUS_NEW_DIR } from '../test/helpers/real-corpus.ts';
import { percentile, runFuzz, sourcesIn } from './fuzz-core.ts';
import { machine, writeSection } from './report.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'budget-ms': { type: 'string', default: '10000' },
    'no-report': { type: 'boolean', default: false },
  },
});
const count = Number(values.count);
const seed = Number(values.seed);
const budgetMs = Number(values['budget-ms']);
const DIRS = ['corpus/samples', 'corpus/foreign', REAL_CORPUS_DIR, REAL_CORPUS_NEW_DIR];
const sources = sourcesIn(DIRS);

const report = await runFuzz({
  count,
  seed,
  sources,
  budgetMs,
  onFile: (done) => {
    if (done % 100 === 0 || done === count) process.stderr.write(`\r${done}/${count}`);
  },
});
process.stderr.write('\n');
await closeWorkers();

const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
const outcomes = [...report.outcomes.entries()].sort((a, b) => b[1] - a[1]);
const failed = report.uncoded.length + report.hangs.length;
const ms = (n: number) => `${Math.round(n)} ms`;
const lines = [
  `${count} mutated PDFs from ${sources.length} sources (corpus/samples, corpus/foreign, ../shared/corpus-real, corpus-real-new; protected ones with their password), seed ${seed}, each through \`convertMany\` with \`{ ocr: false, timeoutMs: ${budgetMs} }\` in one Node process under \`--unhandled-rejections=strict\`. Mutations: 1–3 of bit flips, truncation, overwritten ranges (random or the file's own bytes), duplicated ranges, altered numbers of the PDF syntax.`,
  '',
  `- ${machine()}; \`npm run bench:fuzz -- --count ${count} --seed ${seed}\`.`,
  `- Wall time ${(report.totalMs / 1000).toFixed(1)} s (${(count / (report.totalMs / 1000)).toFixed(1)} files/s); per file p50 ${ms(percentile(report.times, 50))}, p99 ${ms(percentile(report.times, 99))}; peak RSS of the process ${peakMb} MB.`,
  `- Slowest: ${report.slowest ? `${ms(report.slowest.ms)}, ${report.slowest.outcome}, \`${report.slowest.name}\`` : 'none'}.`,
  `- Hangs past the budget (+3 s grace): ${report.hangs.length}; errors without a code: ${report.uncoded.length}; the process did not crash (it finished and wrote this).`,
  '',
  '| outcome | files | share |',
  '|---|---:|---:|',
  ...outcomes.map(([code, n]) => `| ${code === 'OK' ? 'converted (a statement)' : `\`${code}\``} | ${n} | ${((100 * n) / count).toFixed(1)}% |`),
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
if (!values['no-report']) writeSection('Fuzzing', lines.join('\n'));
process.exitCode = failed > 0 ? 1 : 0;
