/**
 * Section "Start-up" of docs/benchmarks.md (`npm run bench:startup`): whole-process time of the
 * `bsc` command line as users start it (bin/bsc.js → dist/), as a ratio to a bare `node -e ''`
 * measured in the same run, with peak memory.
 *
 * Commands run in turns (one of each, then again) so that load from other processes on the
 * machine falls on all of them alike; the median of each is reported. Peak resident memory comes
 * from GNU time (`/usr/bin/time -f %M`) in separate runs, when it is installed.
 *
 *   tsx benchmarks/startup.ts [--runs N]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { machine, writeSection } from './report.ts';

const ONE_PAGE = 'corpus/samples/de-soll-haben-001.pdf';
const WARM_UP_RUNS = 3;
const MEMORY_RUNS = 3;
const GNU_TIME = '/usr/bin/time';
/** Targets of issue 10: `--help` within 3× a bare node start; one page "well under a second". */
const HELP_RATIO_TARGET = 3;
const ONE_PAGE_TARGET_MS = 1000;

interface Command {
  label: string;
  args: string[];
}

const NODE = process.execPath;
const BARE: Command = { label: "`node -e ''` (bare Node start)", args: ['-e', ''] };
const HELP: Command = { label: '`bsc --help`', args: ['bin/bsc.js', '--help'] };
const CONVERT: Command = { label: `\`bsc convert ${ONE_PAGE}\` (1 text page, JSON to stdout)`, args: ['bin/bsc.js', 'convert', ONE_PAGE] };
/** The same two from the TypeScript sources through tsx: how the command line started before dist/. */
const TSX_HELP: Command = { label: '`bsc --help` from sources through tsx (development)', args: ['--import', 'tsx', 'src/cli/main.ts', '--help'] };
const TSX_CONVERT: Command = { label: 'the same convert from sources through tsx', args: ['--import', 'tsx', 'src/cli/main.ts', 'convert', ONE_PAGE] };
const COMMANDS = [BARE, HELP, CONVERT, TSX_HELP, TSX_CONVERT];

function runOnce(command: Command): number {
  const started = performance.now();
  const run = spawnSync(NODE, command.args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`${command.label} exited ${run.status}: ${run.stderr}`);
  return elapsed;
}

/** Peak resident set in MB (GNU time's %M is in KiB), or null without GNU time. */
function peakMemoryMb(command: Command): number | null {
  if (!existsSync(GNU_TIME)) return null;
  let peak = 0;
  for (let i = 0; i < MEMORY_RUNS; i++) {
    const run = spawnSync(GNU_TIME, ['-f', '%M', NODE, ...command.args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    const kib = Number(run.stderr.trim().split('\n').at(-1));
    if (run.status !== 0 || !Number.isFinite(kib)) return null;
    peak = Math.max(peak, kib / 1024);
  }
  return peak;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const ms = (value: number): string => value.toFixed(0);

function main(): void {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer');

  // bin/bsc.js runs dist/: time what the sources build into now.
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');

  // Other processes slow every row alike (the ratios hold better than the milliseconds): say how busy the machine was.
  const loadBefore = loadavg()[0] as number;
  for (const command of COMMANDS) for (let i = 0; i < WARM_UP_RUNS; i++) runOnce(command);
  const times = new Map<Command, number[]>(COMMANDS.map((c) => [c, []]));
  for (let i = 0; i < runs; i++) for (const command of COMMANDS) times.get(command)?.push(runOnce(command));

  const loadAfter = loadavg()[0] as number;
  const bare = median(times.get(BARE) ?? []);
  // On a busy machine the minimum is the run least disturbed by others: a second, steadier ratio.
  const bareMin = Math.min(...(times.get(BARE) ?? []));
  const rows = COMMANDS.map((command) => {
    const samples = times.get(command) ?? [];
    const memory = peakMemoryMb(command);
    return { command, median: median(samples), min: Math.min(...samples), max: Math.max(...samples), memory };
  });
  const helpRatio = median(times.get(HELP) ?? []) / bare;
  const helpRatioMin = Math.min(...(times.get(HELP) ?? [])) / bareMin;
  const convertMs = median(times.get(CONVERT) ?? []);

  const table = [
    '| command | median (ms) | min (ms) | max (ms) | × bare node (medians) | × bare node (minimums) | peak RSS (MB) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.command.label} | ${ms(r.median)} | ${ms(r.min)} | ${ms(r.max)} | ${(r.median / bare).toFixed(2)} | ${(r.min / bareMin).toFixed(2)} | ${r.memory === null ? 'n/a' : r.memory.toFixed(0)} |`,
    ),
  ].join('\n');
  const verdict = [
    `- \`bsc --help\`: ${helpRatio.toFixed(2)}× a bare Node start by medians, ${helpRatioMin.toFixed(2)}× by minimums (target ≤ ${HELP_RATIO_TARGET}×): ${Math.max(helpRatio, helpRatioMin) <= HELP_RATIO_TARGET ? 'met' : 'NOT met'}.`,
    `- One-page text statement converted whole-process in ${ms(convertMs)} ms (target: well under ${ONE_PAGE_TARGET_MS} ms): ${convertMs < ONE_PAGE_TARGET_MS / 2 ? 'met' : convertMs < ONE_PAGE_TARGET_MS ? 'under a second, not by much' : 'NOT met'}.`,
  ].join('\n');

  writeSection(
    'Start-up',
    `\`npm run bench:startup\` (benchmarks/startup.ts): ${machine()}. Whole-process wall time of each command started with \`${NODE.split('/').at(-1)}\` from the repository, ${runs} runs each after ${WARM_UP_RUNS} warm-up runs, the commands taking turns; peak RSS is the largest of ${MEMORY_RUNS} runs under GNU time. Load average (1 min) ${loadBefore.toFixed(1)} before the runs, ${loadAfter.toFixed(1)} after. \`bin/bsc.js\` runs the built JavaScript in \`dist/\` (what the package installs); the tsx rows run the TypeScript sources as development does, for comparison.

${table}

${verdict}`,
  );
  console.log(table);
  console.log(verdict);
}

main();
