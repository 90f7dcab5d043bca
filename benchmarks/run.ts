/**
 * `npm run bench`: accuracy and speed on the generated corpus (every family) and, reported
 * separately, on the real statements (test/helpers/real-corpus.ts). Writes docs/benchmarks.md.
 *
 *   tsx benchmarks/run.ts [--per-family N]    (section "Text statements" of docs/benchmarks.md)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FAMILIES, generateStatement } from '../corpus/index.ts';
import { convert } from '../src/index.ts';
import { FOREIGN_CORPUS_DIR, realStatements, statementsIn } from '../test/helpers/real-corpus.ts';
import { machine, writeSection } from './report.ts';
import { type MetadataField, type Score, type TruthLike, scoreStatement } from './score.ts';

const { values } = parseArgs({
  options: { 'per-family': { type: 'string', default: '8' } },
});
const perFamily = Number(values['per-family']);
const WORK_DIR = '.bench/corpus';

interface Case {
  group: string;
  name: string;
  pdf: Buffer;
  truth: TruthLike & { password?: string | null; pages: number };
}

interface Result {
  case: Case;
  score: Score | null;
  error?: string;
  ms: number;
  warnings: number;
}

async function generatedCases(): Promise<Case[]> {
  const cases: Case[] = [];
  for (const family of FAMILIES) {
    for (let seed = 1; seed <= perFamily; seed++) {
      const { pdf, truth } = await generateStatement(family, seed);
      cases.push({ group: family, name: `${family}-${String(seed).padStart(3, '0')}`, pdf, truth });
    }
    const { pdf, truth } = await generateStatement(family, 1000, { password: 'bench-secret' });
    cases.push({ group: family, name: `${family}-protected`, pdf, truth });
  }
  return cases;
}

async function runCase(c: Case): Promise<Result> {
  const started = performance.now();
  try {
    const statement = await convert(c.pdf, c.truth.password ? { password: c.truth.password } : {});
    return {
      case: c,
      score: scoreStatement(statement, c.truth),
      ms: performance.now() - started,
      warnings: statement.warnings.filter((w) => w.code !== 'BANK_NOT_RECOGNISED').length,
    };
  } catch (error) {
    return { case: c, score: null, error: String((error as Error).message ?? error), ms: performance.now() - started, warnings: 0 };
  }
}

function pdftotextSeconds(cases: Case[]): number | null {
  if (spawnSync('pdftotext', ['-v']).error) return null;
  mkdirSync(WORK_DIR, { recursive: true });
  let total = 0;
  for (const c of cases) {
    const file = join(WORK_DIR, `${c.name}.pdf`);
    writeFileSync(file, c.pdf);
    const args = ['-layout', ...(c.truth.password ? ['-upw', c.truth.password] : []), file, '-'];
    const started = performance.now();
    spawnSync('pdftotext', args, { stdio: 'ignore' });
    total += performance.now() - started;
  }
  return total / 1000;
}

interface Totals {
  statements: number;
  failed: number;
  expected: number;
  exact: number;
  extra: number;
  f1: number;
  aligned: number;
  metadata: Record<MetadataField, [number, number]>;
  clean: number;
}

function totals(results: Result[]): Totals {
  const t: Totals = { statements: results.length, failed: 0, expected: 0, exact: 0, extra: 0, f1: 0, aligned: 0, metadata: {} as Totals['metadata'], clean: 0 };
  for (const r of results) {
    t.expected += r.case.truth.transactions.length;
    if (!r.score) {
      t.failed++;
      continue;
    }
    t.exact += r.score.exact;
    t.extra += r.score.extracted - r.score.aligned;
    t.f1 += r.score.descriptionF1Sum;
    t.aligned += r.score.aligned;
    if (r.warnings === 0) t.clean++;
    for (const [field, ok] of Object.entries(r.score.metadata) as [MetadataField, boolean][]) {
      const [right, all] = t.metadata[field] ?? [0, 0];
      t.metadata[field] = [right + (ok ? 1 : 0), all + 1];
    }
  }
  return t;
}

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(2)}%`);

function accuracyRow(label: string, t: Totals): string {
  const meta = (Object.values(t.metadata) as [number, number][]).reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
  return `| ${label} | ${t.statements} | ${t.expected} | ${pct(t.exact, t.expected)} | ${t.extra} | ${t.aligned ? (t.f1 / t.aligned).toFixed(4) : 'n/a'} | ${pct(meta[0], meta[1])} | ${t.clean}/${t.statements} | ${t.failed} |`;
}

async function main(): Promise<void> {
  const generated = await generatedCases();
  const real = realStatements('TEXT_BASED').map((s) => ({ group: 'real', name: s.name, pdf: s.pdf, truth: s.truth as Case['truth'] }));

  // Warm-up so that module loading and pdf.js start-up are not billed to the first file.
  await runCase(generated[0] as Case);
  const started = performance.now();
  const results: Result[] = [];
  for (const c of generated) results.push(await runCase(c));
  const seconds = (performance.now() - started) / 1000;
  const realResults: Result[] = [];
  for (const c of real) realResults.push(await runCase(c));
  const foreign = statementsIn(FOREIGN_CORPUS_DIR).map((s) => ({ group: 'foreign', name: s.name, pdf: s.pdf, truth: s.truth as Case['truth'] }));
  const foreignResults: Result[] = [];
  for (const c of foreign) foreignResults.push(await runCase(c));
  const pages = generated.reduce((n, c) => n + c.truth.pages, 0);
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  const poppler = pdftotextSeconds(generated);

  const lines: string[] = [];
  lines.push(`\`npm run bench:text\` (benchmarks/run.ts), ${perFamily} statements per family plus a password-protected one: ${machine()}.`);
  lines.push(
    '',
    '"Exactly right" = date, amount and (where the statement prints one) balance all equal to the ground truth, rows aligned in document order. Description F1 is token F1 over aligned rows. Metadata = bank, account number (last four), statement period, opening and closing balance, currency. "Clean" = converted with no warning other than BANK_NOT_RECOGNISED.',
    '',
  );
  lines.push('### Accuracy', '');
  lines.push('| set | statements | transactions | exactly right | extra rows | description F1 | metadata | clean | errors |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  lines.push(accuracyRow('generated corpus (all families)', totals(results)));
  lines.push(accuracyRow('real statements (../shared/corpus-real)', totals(realResults)));
  lines.push(accuracyRow('made by other software (corpus/foreign: Chromium, ReportLab, groff)', totals(foreignResults)));
  lines.push('', '#### Per family (generated)', '');
  lines.push('| family | statements | transactions | exactly right | extra rows | description F1 | metadata | clean | errors |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const family of FAMILIES) lines.push(accuracyRow(family, totals(results.filter((r) => r.case.group === family))));
  lines.push('', '#### Real statements', '');
  lines.push('| statement | transactions | exactly right | metadata problems |', '|---|---:|---:|---|');
  for (const r of realResults) {
    lines.push(
      `| ${r.case.name} | ${r.case.truth.transactions.length} | ${r.score ? r.score.exact : r.error} | ${r.score?.problems.filter((p) => p.startsWith('metadata')).join('; ') || 'none'} |`,
    );
  }
  lines.push('', '### Speed', '');
  lines.push(`| measure | value |`, `|---|---:|`);
  lines.push(`| files converted | ${generated.length} (${pages} pages) |`);
  lines.push(`| total time | ${seconds.toFixed(2)} s |`);
  lines.push(`| pages per second (whole conversion, one thread) | ${(pages / seconds).toFixed(1)} |`);
  lines.push(`| mean time per file | ${((seconds * 1000) / generated.length).toFixed(0)} ms |`);
  lines.push(`| peak memory (max RSS of the benchmark process) | ${peakRssMb.toFixed(0)} MB |`);
  lines.push(
    poppler === null
      ? '| `pdftotext -layout` on the same files | poppler not installed |'
      : `| \`pdftotext -layout\` on the same files | ${poppler.toFixed(2)} s (ours takes ${(seconds / poppler).toFixed(1)}× as long; pdftotext only dumps text, with no table reading, parsing or reconciliation) |`,
  );
  const failures = [...results, ...realResults, ...foreignResults].filter((r) => !r.score || r.score.problems.length > 0);
  if (failures.length) {
    lines.push('', '#### Statements with problems', '');
    for (const r of failures.slice(0, 60)) lines.push(`- ${r.case.name}: ${r.error ?? r.score?.problems.slice(0, 4).join('; ')}`);
  }
  writeSection('Text statements', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
