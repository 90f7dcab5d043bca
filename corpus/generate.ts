/**
 * CLI: tsx corpus/generate.ts [--out corpus/generated] [--per-family N] [--seed S] [--family ID]
 *
 * Writes <family>-<nnn>.pdf + <family>-<nnn>.truth.json for seeds S … S+N-1 of every family, and
 * password-protected copies (<family>-<nnn>-protected.pdf + truth with "password") for the first two
 * seeds of the PROTECTED_FAMILIES. --samples writes the committed sample set (seed 1 of every family
 * plus two copies protected with "secret123") to corpus/samples.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAMILIES, generateStatement, PROTECTED_FAMILIES } from './index.ts';

interface Args {
  out: string;
  perFamily: number;
  seed: number;
  families: string[];
  samples: boolean;
}

/** The committed sample set: seed 1 of every family, plus these protected with SAMPLE_PASSWORD. */
const SAMPLE_PROTECTED = ['in-indian-grouping', 'es-importe-saldo'];
const SAMPLE_PASSWORD = 'secret123';

function parseArgs(argv: string[]): Args {
  const a: Args = { out: 'corpus/generated', perFamily: 8, seed: 1, families: [...FAMILIES], samples: false };
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
    else if (k === '--samples') {
      a.samples = true;
      a.out = 'corpus/samples';
      a.perFamily = 1;
      a.seed = 1;
    }
    else if (k === '--help' || k === '-h') {
      console.log('usage: tsx corpus/generate.ts [--out DIR] [--per-family N] [--seed S] [--family ID[,ID…]] [--samples]');
      process.exit(0);
    } else throw new Error(`unknown argument ${k}`);
  }
  if (!Number.isInteger(a.perFamily) || a.perFamily < 1) throw new Error('--per-family must be a positive integer');
  if (!Number.isInteger(a.seed) || a.seed < 0) throw new Error('--seed must be a non-negative integer');
  for (const f of a.families) if (!FAMILIES.includes(f)) throw new Error(`unknown family ${f}`);
  return a;
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
  for (const family of args.families) {
    for (let k = 0; k < args.perFamily; k++) {
      const seed = args.seed + k;
      const base = `${family}-${String(seed).padStart(3, '0')}`;
      const { pdf, truth } = await generateStatement(family, seed);
      writeFileSync(join(args.out, `${base}.pdf`), pdf);
      writeFileSync(join(args.out, `${base}.truth.json`), `${JSON.stringify(truth, null, 2)}\n`);
      files++;
      txns += truth.transactions.length;
      pages += truth.pages;
      const protect = args.samples ? SAMPLE_PROTECTED.includes(family) : PROTECTED_FAMILIES.includes(family) && k < 2;
      if (protect) {
        const password = args.samples ? SAMPLE_PASSWORD : passwordFor(family, seed);
        const p = await generateStatement(family, seed, { password });
        writeFileSync(join(args.out, `${base}-protected.pdf`), p.pdf);
        writeFileSync(join(args.out, `${base}-protected.truth.json`), `${JSON.stringify(p.truth, null, 2)}\n`);
        protectedCount++;
      }
    }
  }
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`generated ${files} statements (+${protectedCount} protected) in ${args.families.length} families: ${pages} pages, ${txns} transactions → ${args.out} in ${secs}s`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
