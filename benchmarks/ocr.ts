/**
 * Section "Scanned statements" of docs/benchmarks.md: the scanned corpus (every layout family
 * rasterised at 150, 200 and 300 DPI with noise, blur, JPEG artefacts and skew) and the real scan.
 * Reports accuracy per DPI, OCR corrections, seconds per page (p50, p95, worst) with one worker
 * and pages per minute with the default pool, peak memory, and the time ratio against the
 * `tesseract` command on the same page images when it is installed.
 *
 *   tsx benchmarks/ocr.ts [--per-family N] [--timed-pages N] [--cli-pages N]
 *
 * --timed-pages caps the single-worker timing (all pages by default) at about N pages, taking
 * every k-th statement so that every family and DPI still has its turn.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FAMILIES, SCAN_DPIS, generateScannedStatement } from '../corpus/index.ts';
import { encodePgm, ocrPage, openPdf, prepareForOcr, renderPageGrey } from '../src/engine/internals.ts';
import { convert, createOcrPool } from '../src/index.ts';
import { realStatements } from '../test/helpers/real-corpus.ts';
import { machine, writeSection } from './report.ts';
import { type TruthLike, scoreStatement } from './score.ts';

const { values } = parseArgs({
  options: {
    'per-family': { type: 'string', default: '1' },
    'timed-pages': { type: 'string', default: '100000' },
    'cli-pages': { type: 'string', default: '12' },
  },
});
const perFamily = Number(values['per-family']);
const canvasImport = () => import('@napi-rs/canvas');
const WORK_DIR = '.bench/ocr';

interface Case {
  name: string;
  dpi: number;
  pdf: Buffer;
  truth: TruthLike & { pages: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(2)}%`;

async function cases(): Promise<Case[]> {
  const out: Case[] = [];
  for (const family of FAMILIES) {
    for (let seed = 1; seed <= perFamily; seed++) {
      for (const dpi of SCAN_DPIS) {
        const { pdf, truth } = await generateScannedStatement(family, seed, { dpi });
        out.push({ name: `${family}-${seed}-scan${dpi}`, dpi, pdf, truth: truth as Case['truth'] });
      }
    }
  }
  return out;
}

/** Per-page OCR seconds with a single worker: render + preprocess + recognise, sequentially. */
async function perPageSeconds(all: Case[], limit: number): Promise<number[]> {
  const pool = createOcrPool({ size: 1 });
  const times: number[] = [];
  const pages = all.reduce((n, c) => n + c.truth.pages, 0);
  // Cases run DPI by DPI within a statement: a stride that is a multiple of the DPI count would time one DPI only.
  let stride = Math.max(1, Math.round(pages / limit));
  if (stride > 1 && stride % SCAN_DPIS.length === 0) stride++;
  try {
    for (const c of all.filter((_, i) => i % stride === 0)) {
      const doc = await openPdf(c.pdf);
      try {
        for (let n = 1; n <= doc.numPages; n++) {
          const t0 = performance.now();
          await ocrPage(doc, n, { pool, canvasImport });
          times.push((performance.now() - t0) / 1000);
        }
      } finally {
        await doc.destroy();
      }
    }
  } finally {
    await pool.close();
  }
  return times.sort((a, b) => a - b);
}

/**
 * Our recognition (a warm worker) against the tesseract command on the very images we give
 * tesseract.js (cleaned, deskewed, magnified; written as PGM, which the command reads like PNG):
 * once like for like (`--psm 6`, one thread) and once as `tesseract <image> -` runs by default
 * (automatic page segmentation, its own threads). Process start and model load are part of the
 * command's time, as they are of every use of it; our worker has paid them before.
 */
async function cliRatio(all: Case[], pages: number): Promise<string> {
  if (spawnSync('tesseract', ['--version']).error) return 'the `tesseract` command is not installed (`apt-get install tesseract-ocr` to measure the ratio)';
  mkdirSync(WORK_DIR, { recursive: true });
  const pool = createOcrPool({ size: 1 });
  const ms = { ours: 0, psm6: 0, plain: 0 };
  let count = 0;
  const timed = (key: 'psm6' | 'plain', args: string[], env: NodeJS.ProcessEnv) => {
    const t0 = performance.now();
    spawnSync('tesseract', args, { stdio: 'ignore', env: { ...process.env, ...env } });
    ms[key] += performance.now() - t0;
  };
  try {
    // Pages from every DPI: the cases run family by family, each at 150, 200 and 300 DPI.
    for (const c of all) {
      const doc = await openPdf(c.pdf);
      try {
        for (let n = 1; n <= doc.numPages && count < pages; n++, count++) {
          const { prepared, scale } = prepareForOcr(await renderPageGrey(doc, n, { canvasImport }));
          const file = join(WORK_DIR, `${c.name}-p${n}.pgm`);
          writeFileSync(file, encodePgm(prepared.image));
          const input = { ...prepared.image, dpi: scale * 72 };
          await pool.recognize(input, { page: n }); // warm
          const t0 = performance.now();
          await pool.recognize(input, { page: n });
          ms.ours += performance.now() - t0;
          timed('psm6', [file, '-', '--psm', '6'], { OMP_THREAD_LIMIT: '1' });
          timed('plain', [file, '-'], {});
        }
      } finally {
        await doc.destroy();
      }
      if (count >= pages) break;
    }
  } finally {
    await pool.close();
  }
  const perPage = (value: number) => `${(value / count / 1000).toFixed(2)} s/page`;
  return (
    `${count} pages (150–300 DPI scans), the same prepared images: ours ${perPage(ms.ours)} (recognition, warm worker); ` +
    `\`tesseract <pgm> - --psm 6\` one thread ${perPage(ms.psm6)}, ratio ours/CLI = ${(ms.ours / ms.psm6).toFixed(2)}; ` +
    `\`tesseract <pgm> -\` (its defaults) ${perPage(ms.plain)}, ratio = ${(ms.ours / ms.plain).toFixed(2)}`
  );
}

async function main(): Promise<void> {
  const all = await cases();
  const pages = all.reduce((n, c) => n + c.truth.pages, 0);

  // Accuracy and throughput with the default shared pool (one worker per core), documents in turn.
  const byDpi = new Map<number, { transactions: number; exact: number; statements: number; clean: number; corrections: number }>();
  const problems: string[] = [];
  const t0 = performance.now();
  for (const c of all) {
    const tally = byDpi.get(c.dpi) ?? { transactions: 0, exact: 0, statements: 0, clean: 0, corrections: 0 };
    byDpi.set(c.dpi, tally);
    tally.statements++;
    tally.transactions += c.truth.transactions.length;
    try {
      const statement = await convert(c.pdf);
      const score = scoreStatement(statement, c.truth);
      tally.exact += score.exact;
      tally.corrections += statement.warnings.filter((w) => w.code === 'OCR_CORRECTION').length;
      if (statement.reconciliation.ok) tally.clean++;
      if (score.exact < c.truth.transactions.length) problems.push(`${c.name}: ${score.problems.slice(0, 3).join('; ')}`);
    } catch (error) {
      problems.push(`${c.name}: ${(error as Error).message}`);
    }
  }
  const poolSeconds = (performance.now() - t0) / 1000;

  const real = realStatements('IMAGE_BASED');
  const realRows: string[] = [];
  for (const r of real) {
    const statement = await convert(r.pdf);
    const score = scoreStatement(statement, r.truth as TruthLike);
    realRows.push(`| ${r.name} | ${r.truth.transactions.length} | ${score.exact} | ${statement.warnings.filter((w) => w.code === 'OCR_CORRECTION').length} |`);
  }
  const { closeOcr } = await import('../src/index.ts');
  await closeOcr();

  const single = await perPageSeconds(all, Number(values['timed-pages']));
  const cli = await cliRatio(all, Number(values['cli-pages']));
  const peak = process.resourceUsage().maxRSS / 1024;

  const lines = [
    `\`npm run bench:ocr${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\` (benchmarks/ocr.ts): ${all.length} scanned statements (${perFamily} per family × DPI ${SCAN_DPIS.join('/')}, ${pages} pages) from corpus/lib/scan.ts, plus the real scan: ${machine()}.`,
    '',
    '### Accuracy per DPI (default pool)',
    '',
    '| DPI | statements | transactions | exactly right | reconciled | OCR corrections (each named in a warning) |',
    '|---:|---:|---:|---:|---:|---:|',
    ...[...byDpi.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([dpi, t]) => `| ${dpi} | ${t.statements} | ${t.transactions} | ${pct(t.exact, t.transactions)} | ${t.clean}/${t.statements} | ${t.corrections} |`),
    '',
    '| real scan | transactions | exactly right | OCR corrections |',
    '|---|---:|---:|---:|',
    ...realRows,
    '',
    '### Speed',
    '',
    '| measure | value |',
    '|---|---:|',
    `| seconds per page, one worker (${single.length} pages): p50 / p95 / worst | ${percentile(single, 0.5).toFixed(2)} / ${percentile(single, 0.95).toFixed(2)} / ${(single[single.length - 1] ?? 0).toFixed(2)} |`,
    `| pages per minute, default pool (${availableParallelism()} workers), whole conversions | ${((pages / poolSeconds) * 60).toFixed(1)} |`,
    `| peak memory (max RSS of the benchmark process) | ${peak.toFixed(0)} MB |`,
    `| vs the tesseract command | ${cli} |`,
    '',
    problems.length
      ? `Statements not exactly right (first 25):\n\n${problems
          .slice(0, 25)
          .map((p) => `- ${p}`)
          .join('\n')}`
      : 'Every scanned statement exactly right.',
  ];
  writeSection('Scanned statements', lines.join('\n'));
  console.log(lines.join('\n'));
}

await main();
