/**
 * Section "Blind corpus and real statements" of docs/benchmarks.md: statements the engine was
 * never taught (corpus/blind: layouts researched from real banks, rendered by Chromium,
 * LibreOffice, pdflatex and groff, written without reading the engine) and the real public
 * statements (both sets, test/helpers/real-corpus.ts). Reported per family, at first
 * sight (the engine before it was changed for them, kept in benchmarks/blind-first-sight.json)
 * and now, and with the registry emptied (the generic parser alone).
 *
 *   tsx benchmarks/blind.ts                      run and write the section
 *   tsx benchmarks/blind.ts --no-ocr             text statements only (quicker)
 *   tsx benchmarks/blind.ts --record FILE        write this engine's per-statement results to FILE
 *                                                (how blind-first-sight.json was made, on the old commit)
 *   tsx benchmarks/blind.ts --batch "blind batch 2"   one batch only, printed, the section left alone
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { closeOcr } from '../src/index.ts';
import { type Outcome, outcomeOf, pct, right, summarise, type Summary } from './outcomes.ts';
import { machine, writeSection } from './report.ts';
import type { TruthLike } from './score.ts';

const { values } = parseArgs({
  options: {
    'no-ocr': { type: 'boolean', default: false },
    record: { type: 'string' },
    generic: { type: 'boolean', default: true },
    batch: { type: 'string' },
  },
});
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** The blind batches, each with what the engine made of it before it was changed for it. */
const BATCHES = [
  { label: 'blind', dir: here('../corpus/blind/'), firstSight: here('./blind-first-sight.json') },
  { label: 'blind batch 2', dir: here('../corpus/blind2/'), firstSight: here('./blind2-first-sight.json') },
];
const REAL_DIRS = [here('../../shared/corpus-real/'), here('../../shared/corpus-real-new/')];

type Truth = TruthLike & { family?: string; tool?: string; kind?: string; password?: string | null; accounts?: unknown[] };

interface Case {
  /** "<batch> text", "<batch> scans", "real text" or "real scans". */
  set: string;
  family: string;
  name: string;
  file: string;
  truth: Truth;
}

function pdfsUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .map((f) => join(dir, f));
}

function cases(): Case[] {
  const out: Case[] = [];
  for (const batch of BATCHES) {
    for (const file of pdfsUnder(batch.dir)) {
      const truth = JSON.parse(readFileSync(file.replace(/\.pdf$/, '.truth.json'), 'utf8')) as Truth;
      const scan = truth.kind === 'IMAGE_BASED';
      out.push({
        set: `${batch.label} ${scan ? 'scans' : 'text'}`,
        family: truth.family ?? 'unknown',
        name: file
          .split('/')
          .pop()!
          .replace(/\.pdf$/, ''),
        file,
        truth,
      });
    }
  }
  for (const dir of REAL_DIRS) {
    for (const file of pdfsUnder(dir)) {
      const truth = JSON.parse(readFileSync(file.replace(/\.pdf$/, '.truth.json'), 'utf8')) as Truth;
      const scan = truth.kind === 'IMAGE_BASED';
      out.push({
        set: scan ? 'real scans' : 'real text',
        family: 'real',
        name: file
          .split('/')
          .pop()!
          .replace(/\.pdf$/, ''),
        file,
        truth,
      });
    }
  }
  const batch = values.batch;
  const chosen = batch ? out.filter((c) => c.set === `${batch} text` || c.set === `${batch} scans`) : out;
  return values['no-ocr'] ? chosen.filter((c) => !c.set.endsWith('scans')) : chosen;
}

function run(c: Case, generic = false): Promise<Outcome> {
  return outcomeOf(c.name, readFileSync(c.file), c.truth, generic ? { bank: false } : {});
}

function row(label: string, now: Summary, first?: Summary, generic?: Summary): string {
  const firstCell = first ? pct(first.meanShare) : 'n/a';
  const genericCell = generic ? pct(generic.meanShare) : '';
  return `| ${label} | ${now.statements} | ${now.transactions} | ${firstCell} | ${pct(now.meanShare)} | ${pct(now.exact / Math.max(1, now.transactions))} | ${genericCell} | ${now.noOutput} | ${now.wrong} | ${now.wrongSilent} |`;
}

async function main(): Promise<void> {
  const all = cases();
  const started = performance.now();
  const outcomes = new Map<Case, Outcome>();
  for (const c of all) outcomes.set(c, await run(c));
  const seconds = (performance.now() - started) / 1000;
  if (values.record) {
    writeFileSync(values.record, `${JSON.stringify(Object.fromEntries([...outcomes.values()].map((o) => [o.name, o])), null, 1)}\n`);
    console.log(`recorded ${outcomes.size} outcomes in ${values.record}`);
    await closeOcr();
    return;
  }
  const generic = new Map<Case, Outcome>();
  if (values.generic) for (const c of all) if (!c.set.endsWith('scans')) generic.set(c, await run(c, true));
  await closeOcr();
  const firstSight: Record<string, Outcome> = Object.assign(
    {},
    ...BATCHES.map((b) => (existsSync(b.firstSight) ? JSON.parse(readFileSync(b.firstSight, 'utf8')) : {})),
  );
  const pick = (filter: (c: Case) => boolean, from: Map<Case, Outcome>) =>
    all
      .filter(filter)
      .map((c) => from.get(c))
      .filter((o): o is Outcome => Boolean(o));
  const firstOf = (filter: (c: Case) => boolean) => {
    const found = all
      .filter(filter)
      .map((c) => firstSight[c.name])
      .filter((o): o is Outcome => Boolean(o));
    return found.length === all.filter(filter).length ? summarise(found) : undefined;
  };

  const lines: string[] = [];
  lines.push(`\`npm run bench:blind\` (benchmarks/blind.ts): ${machine()}; ${outcomes.size} statements in ${seconds.toFixed(0)} s.`);
  lines.push('');
  lines.push(
    'The blind corpus (corpus/blind, see its README) was written by helpers who never saw the engine, modelled on researched statements of real banks and rendered by Chromium, LibreOffice, pdflatex and groff. "First sight" is the engine as it was before it was changed for these statements (commit 0340802, recorded in benchmarks/blind-first-sight.json); "now" is this commit. "Right" per statement = the share of its transactions exactly right (date, amount, printed balance), divided by the larger of the expected and extracted counts, averaged over statements; "all rows" = transactions exactly right over all transactions. "Generic" = the registry emptied (`bank: false`). "Wrong" = a statement with any row missing, extra or wrong; "silent" = wrong without any warning. Batch 2 (corpus/blind2, 8 more families by two more helpers, see its README) came after the engine had been tuned on the first; its first sight is the engine at commit 8965581, before any change for it (benchmarks/blind2-first-sight.json). Real statements are from ../shared/corpus-real and corpus-real-new.',
  );
  lines.push('');
  lines.push('| set | statements | transactions | right at first sight | right now | all rows now | generic now | no output | wrong | wrong and silent |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const set of [...BATCHES.flatMap((b) => [`${b.label} text`, `${b.label} scans`]), 'real text', 'real scans']) {
    const filter = (c: Case) => c.set === set;
    if (!all.some(filter)) continue;
    const genericOutcomes = pick(filter, generic);
    lines.push(row(set, summarise(pick(filter, outcomes)), firstOf(filter), genericOutcomes.length ? summarise(genericOutcomes) : undefined));
  }
  lines.push('', '### Per family (blind corpus)', '');
  lines.push('| family | statements | transactions | right at first sight | right now | all rows now | generic now | no output | wrong | wrong and silent |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const batch of BATCHES) {
    const families = [...new Set(all.filter((c) => c.set.startsWith(`${batch.label} `)).map((c) => c.family))].sort();
    for (const family of families) {
      for (const kind of ['text', 'scans'] as const) {
        const filter = (c: Case) => c.family === family && c.set === `${batch.label} ${kind}`;
        if (!all.some(filter)) continue;
        const genericOutcomes = pick(filter, generic);
        const label = `${family}${kind === 'scans' ? ' (scans)' : ''}${batch.label === 'blind' ? '' : ` (${batch.label})`}`;
        lines.push(row(label, summarise(pick(filter, outcomes)), firstOf(filter), genericOutcomes.length ? summarise(genericOutcomes) : undefined));
      }
    }
  }
  const problems = [...outcomes.values()].filter((o) => !right(o));
  if (problems.length) {
    lines.push('', '### Statements not exactly right now', '');
    for (const o of problems)
      lines.push(
        `- ${o.name}: ${o.error ? `no output (${o.error})` : `${o.exact}/${o.expected} right, ${o.extracted} extracted${o.warned ? '' : ', no warning'}`}`,
      );
  }
  if (!values.batch) writeSection('Blind corpus and real statements', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
