/**
 * CLI: tsx corpus/generate.ts [--out corpus/generated] [--per-family N] [--seed S] [--family ID]
 *                             [--scanned [--dpi 150,200,300]] [--samples]
 *
 * Writes <family>-<nnn>.pdf + <family>-<nnn>.truth.json for seeds S … S+N-1 of every family, and
 * password-protected copies (<family>-<nnn>-protected.pdf + truth with "password") for the first two
 * seeds of the PROTECTED_FAMILIES. --scanned also writes an image-only "scan" of every (unprotected)
 * statement at each DPI: <family>-<nnn>-scan<dpi>.pdf + truth (kind IMAGE_BASED, with "scan").
 * --samples writes the committed sample set (seed 1 of every family plus two copies protected with
 * "secret123") to corpus/samples; --samples --scanned also writes the small committed scanned set
 * (SCANNED_SAMPLES) to corpus/samples/scanned.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES, generateScannedStatement, generateStatement, PROTECTED_FAMILIES, SCAN_DPIS, type Truth } from './index.ts';

interface Args {
  out: string;
  perFamily: number;
  seed: number;
  families: string[];
  samples: boolean;
  scanned: boolean;
  dpis: number[];
}

/** The committed sample set: seed 1 of every family, plus these protected with SAMPLE_PASSWORD. */
const SAMPLE_PROTECTED = ['in-indian-grouping', 'es-importe-saldo'];
const SAMPLE_PASSWORD = 'secret123';
/** The committed scanned samples (one page each, kept small): written by --samples --scanned. */
const SCANNED_SAMPLES: ReadonlyArray<{ family: string; seed: number; dpi: number }> = [
  { family: 'us-checking-signed', seed: 1, dpi: 200 },
  { family: 'card-amex-like', seed: 23, dpi: 300 }, // skew +1.02°
  { family: 'it-dare-avere', seed: 1, dpi: 150 },
];

function parseArgs(argv: string[]): Args {
  const a: Args = { out: 'corpus/generated', perFamily: 8, seed: 1, families: [...FAMILIES], samples: false, scanned: false, dpis: [...SCAN_DPIS] };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    const need = (): string => {
      if (v === undefined) throw new Error(`${k} needs a value`);
      i++;
      return v;
    };
    if (k === '--out') a.out = need();
    else if (k === '--per-family') a.perFamily = Number(need());
    else if (k === '--seed') a.seed = Number(need());
    else if (k === '--family') a.families = need().split(',');
    else if (k === '--scanned') a.scanned = true;
    else if (k === '--dpi') a.dpis = need().split(',').map(Number);
    else if (k === '--samples') {
      a.samples = true;
      a.out = 'corpus/samples';
      a.perFamily = 1;
      a.seed = 1;
    } else if (k === '--help' || k === '-h') {
      console.log('usage: tsx corpus/generate.ts [--out DIR] [--per-family N] [--seed S] [--family ID[,ID…]] [--scanned [--dpi D[,D…]]] [--samples]');
      process.exit(0);
    } else throw new Error(`unknown argument ${k}`);
  }
  if (!Number.isInteger(a.perFamily) || a.perFamily < 1) throw new Error('--per-family must be a positive integer');
  if (!Number.isInteger(a.seed) || a.seed < 0) throw new Error('--seed must be a non-negative integer');
  for (const f of a.families) if (!FAMILIES.includes(f)) throw new Error(`unknown family ${f}`);
  for (const d of a.dpis) if (!Number.isInteger(d) || d < 72 || d > 600) throw new Error(`--dpi values must be integers within 72–600, got ${d}`);
  return a;
}

function writePair(dir: string, base: string, pdf: Buffer, truth: Truth): void {
  writeFileSync(join(dir, `${base}.pdf`), pdf);
  writeFileSync(join(dir, `${base}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
}

function passwordFor(family: string, seed: number): string {
  return `${family.split('-')[0]}-${String(seed).padStart(3, '0')}-pw`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  mkdirSync(args.out, { recursive: true });
  let files = 0;
  let txns = 0;
  let pages = 0;
  let protectedCount = 0;
  let scans = 0;
  let scanPages = 0;
  let scanBytes = 0;
  for (const family of args.families) {
    for (let k = 0; k < args.perFamily; k++) {
      const seed = args.seed + k;
      const base = `${family}-${String(seed).padStart(3, '0')}`;
      const { pdf, truth } = await generateStatement(family, seed);
      writePair(args.out, base, pdf, truth);
      files++;
      txns += truth.transactions.length;
      pages += truth.pages;
      const protect = args.samples ? SAMPLE_PROTECTED.includes(family) : PROTECTED_FAMILIES.includes(family) && k < 2;
      if (protect) {
        const password = args.samples ? SAMPLE_PASSWORD : passwordFor(family, seed);
        const p = await generateStatement(family, seed, { password });
        writePair(args.out, `${base}-protected`, p.pdf, p.truth);
        protectedCount++;
      }
      if (args.scanned && !args.samples) {
        for (const dpi of args.dpis) {
          const s = await generateScannedStatement(family, seed, { dpi });
          writePair(args.out, `${base}-scan${dpi}`, s.pdf, s.truth);
          scans++;
          scanPages += s.truth.pages;
          scanBytes += s.pdf.length;
        }
      }
    }
    if (args.scanned && !args.samples) console.log(`  ${family}: scanned (${scans} so far, ${((performance.now() - t0) / 1000).toFixed(0)}s)`);
  }
  if (args.scanned && args.samples) {
    const dir = join(args.out, 'scanned');
    mkdirSync(dir, { recursive: true });
    for (const { family, seed, dpi } of SCANNED_SAMPLES) {
      const s = await generateScannedStatement(family, seed, { dpi });
      writePair(dir, `${family}-${String(seed).padStart(3, '0')}-scan${dpi}`, s.pdf, s.truth);
      scans++;
      scanPages += s.truth.pages;
      scanBytes += s.pdf.length;
    }
  }
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const scanNote = scans ? ` (+${scans} scanned: ${scanPages} pages, ${(scanBytes / 1024 / 1024).toFixed(1)} MB)` : '';
  console.log(
    `generated ${files} statements (+${protectedCount} protected)${scanNote} in ${args.families.length} families: ${pages} pages, ${txns} transactions → ${args.out} in ${secs}s`,
  );
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
