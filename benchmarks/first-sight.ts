/**
 * Section "First sight" of docs/benchmarks.md: statements nobody tuned the engine to. Each run
 * draws a fresh seed (unless told one), has the statement-space generator (corpus/first-sight,
 * written by helpers who never read the engine) draw and render that many statements with exact
 * truth, converts them and scores them. Every run is appended to benchmarks/first-sight-history.jsonl
 * and the section lists them all, so a number once measured is never lost or replaced.
 *
 *   npm run bench:first-sight                          a fresh seed, 60 text + 20 scanned statements
 *   npm run bench:first-sight -- --seed 7 --text 100 --scans 0
 *   npm run bench:first-sight -- --dir corpus/first-sight/fixed    an already generated set (no history entry
 *                                                      unless --record: then it must be a set nobody studied)
 *   npm run bench:first-sight -- --keep                keep the generated statements (their folder is printed)
 *   npm run bench:first-sight -- --dir DIR --profile P  score with your bank profile files registered (never recorded)
 */
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { closeOcr, registerProfileFiles } from '../src/index.ts';
import { type Outcome, outcomeOf, pct, right, summarise, type Summary } from './outcomes.ts';
import { machine, writeSection } from './report.ts';
import type { TruthLike } from './score.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    text: { type: 'string', default: '60' },
    scans: { type: 'string', default: '20' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
    note: { type: 'string' },
    profile: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(`npm run bench:first-sight -- [options]
  --seed N          the generator's seed (default: a fresh one)
  --text K          text statements to draw (default 60)
  --scans M         scanned statements to draw (default 20)
  --dir DIR         score an already generated set instead (no history entry unless --record)
  --record          with --dir: add the run to the history (only for a set nobody studied)
  --note TEXT       a note for the history entry
  --keep            keep the generated statements (their folder is printed)
  --profile FILE    register your bank profile files first (repeatable; never recorded)`);
  process.exit(0);
}
// Your bank profile files (as for `bsc convert --profile`): to check a fix against the statements' truth.
// A run with profiles is never recorded: first sight means no one's help.
const profiles = registerProfileFiles(values.profile ?? []);
if (profiles.length && values.record) throw new Error('--record measures first sight: it takes no --profile.');
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const GENERATOR = here('../corpus/first-sight/generate.py');
const HISTORY = here('./first-sight-history.jsonl');
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

type Truth = TruthLike & {
  id?: string;
  kind?: string;
  renderer?: string;
  language?: string;
  script?: string;
  password?: string | null;
  axes?: Record<string, unknown>;
};

/** One run as the history keeps it. */
interface Run {
  date: string;
  commit: string;
  seed: number;
  load: string;
  note?: string;
  text: Summary;
  scans: Summary;
  wrong: string[];
}

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', 'src'], { encoding: 'utf8' }).trim();
    return dirty ? `${sha}+changes` : sha;
  } catch {
    return 'unknown';
  }
}

function generate(seed: number, text: number, scans: number): string {
  const out = mkdtempSync(join(tmpdir(), `first-sight-${seed}-`));
  const started = performance.now();
  execFileSync(PYTHON, [GENERATOR, '--seed', String(seed), '--out', out, '--text', String(text), '--scans', String(scans)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.error(`generated seed ${seed} (${text} text, ${scans} scans) in ${((performance.now() - started) / 1000).toFixed(0)} s: ${out}`);
  return out;
}

/** A statement's one-line description for the report: what it is, and what went wrong. */
function describe(truth: Truth, o: Outcome): string {
  const what = [truth.renderer, truth.language, truth.kind === 'IMAGE_BASED' ? 'scan' : 'text'].filter(Boolean).join(', ');
  const how = o.error ? `no output (${o.error})` : `${o.exact}/${o.expected} right, ${o.extracted} extracted, ${o.status}${o.warned ? '' : ', no warning'}`;
  return `${o.name} (${what}): ${how}`;
}

function row(label: string, s: Summary): string {
  return `| ${label} | ${s.statements} | ${s.statements ? pct(s.allRight / s.statements) : 'n/a'} | ${pct(s.meanShare)} | ${pct(s.exact / Math.max(1, s.transactions))} | ${s.noOutput} | ${s.wrong} | ${s.wrongVerified} | ${s.wrongSilent} |`;
}

const TABLE_HEAD = [
  '| run | statements | exactly right | mean share right | all rows | no output | wrong | wrong but verified | wrong and silent |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
];

async function main(): Promise<void> {
  const drawn = values.seed !== undefined ? Number(values.seed) : randomInt(1, 2 ** 31 - 1);
  const dir = values.dir ?? generate(drawn, Number(values.text), Number(values.scans));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  // A set generated before: its truth says which seed drew it.
  const seed = values.dir
    ? Number((JSON.parse(readFileSync(join(dir, (files[0] ?? '').replace(/\.pdf$/, '.truth.json')), 'utf8')) as { seed?: number }).seed ?? 0)
    : drawn;
  const outcomes: { truth: Truth; outcome: Outcome }[] = [];
  for (const file of files) {
    const truth = JSON.parse(readFileSync(join(dir, file.replace(/\.pdf$/, '.truth.json')), 'utf8')) as Truth;
    outcomes.push({ truth, outcome: await outcomeOf(file.replace(/\.pdf$/, ''), readFileSync(join(dir, file)), truth) });
  }
  await closeOcr();
  if (!values.dir && !values.keep) rmSync(dir, { recursive: true, force: true });

  const scan = (t: Truth) => t.kind === 'IMAGE_BASED';
  const text = summarise(outcomes.filter((o) => !scan(o.truth)).map((o) => o.outcome));
  const scans = summarise(outcomes.filter((o) => scan(o.truth)).map((o) => o.outcome));
  const wrong = outcomes.filter((o) => !right(o.outcome)).map((o) => describe(o.truth, o.outcome));
  console.log([...TABLE_HEAD, row(`seed ${seed} text`, text), row(`seed ${seed} scans`, scans)].join('\n'));
  for (const line of wrong) console.log(`- ${line}`);
  for (const { truth, outcome } of outcomes.filter((o) => !right(o.outcome) && o.outcome.problems?.length))
    console.log(`  ${outcome.name} [${JSON.stringify(truth.axes ?? {})}]: ${outcome.problems?.join('; ')}`);
  if (values.dir && !values.record) return;

  const run: Run = {
    date: new Date().toISOString().slice(0, 10),
    commit: commit(),
    seed,
    load: (await import('node:os')).loadavg()[0]!.toFixed(1),
    text,
    scans,
    wrong,
    ...(values.note ? { note: values.note } : {}),
  };
  appendFileSync(HISTORY, `${JSON.stringify(run)}\n`);
  writeSection(
    'First sight',
    report(
      readFileSync(HISTORY, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Run),
    ),
  );
}

function report(runs: Run[]): string {
  const lines = [
    `\`npm run bench:first-sight\` (benchmarks/first-sight.ts): ${machine()}. Every run draws a fresh seed, so each is a first sight: statements drawn by the statement-space generator of corpus/first-sight (written by helpers who never read the engine; its README lists the axes and renderers), never seen before by anyone tuning the engine. "Exactly right" = every transaction right (date, amount, printed balance) and nothing extra; "mean share right" = the share of each statement's transactions exactly right, averaged; "wrong but verified" = wrong while the engine said \`verified\`; "wrong and silent" = wrong without any warning. Every run is kept (benchmarks/first-sight-history.jsonl), newest last.`,
    '',
    ...TABLE_HEAD,
  ];
  for (const run of runs) {
    const label = `${run.date} ${run.commit} seed ${run.seed}${run.note ? ` (${run.note})` : ''}`;
    lines.push(row(`${label} text`, run.text));
    if (run.scans.statements) lines.push(row(`${label} scans`, run.scans));
  }
  const last = runs[runs.length - 1];
  if (last?.wrong.length) lines.push('', `### Not exactly right in the last run (seed ${last.seed})`, '', ...last.wrong.map((w) => `- ${w}`));
  return lines.join('\n');
}

await main();
