/**
 * Section "Bank profiles" of docs/benchmarks.md: for every profile's generated samples, how often
 * detection names the right bank, and how much the parser gets exactly right — with the registry
 * (the profile's hints) and with the registry emptied (the generic parser alone); and the same
 * samples scanned (image-only, as corpus/lib/scan.ts degrades them) and read through OCR.
 *
 *   tsx benchmarks/banks.ts [--seeds N] [--scanned N] [--scan-dpi DPI]
 */
import { parseArgs } from 'node:util';
import { chooseScanParams, scanPdf } from '../corpus/index.ts';
import { hashString } from '../corpus/lib/rng.ts';
import { renderProfileStatement } from '../corpus/profile-statement.ts';
import { type Statement, closeOcr, convert, listBanks } from '../src/index.ts';
import { machine, writeSection } from './report.ts';
import { scoreStatement } from './score.ts';

const { values } = parseArgs({
  options: { seeds: { type: 'string', default: '3' }, scanned: { type: 'string', default: '1' }, 'scan-dpi': { type: 'string', default: '200' } },
});
const seeds = Number(values.seeds);
const scannedSeeds = Number(values.scanned);
const scanDpi = Number(values['scan-dpi']);

interface Tally {
  statements: number;
  transactions: number;
  exact: number;
  clean: number;
}
const tally = (): Tally => ({ statements: 0, transactions: 0, exact: 0, clean: 0 });

const withRegistry = tally();
const generic = tally();
let detected = 0;
const misses: string[] = [];
const started = performance.now();
for (const profile of listBanks()) {
  for (let seed = 1; seed <= seeds; seed++) {
    const { pdf, truth } = await renderProfileStatement(profile, seed);
    for (const [target, options] of [
      [withRegistry, {}],
      [generic, { bank: false as const }],
    ] as const) {
      target.statements++;
      target.transactions += truth.transactions.length;
      let statement: Statement;
      try {
        statement = await convert(pdf, options);
      } catch (error) {
        misses.push(`${profile.id} seed ${seed} (${target === generic ? 'generic' : 'registry'}): ${(error as Error).message}`);
        continue;
      }
      const score = scoreStatement(statement, truth);
      target.exact += score.exact;
      if (statement.reconciliation.ok && statement.warnings.every((w) => w.code === 'BANK_NOT_RECOGNISED')) target.clean++;
      if (target === withRegistry) {
        if (statement.metadata.bankId === profile.id) detected++;
        else misses.push(`${profile.id} seed ${seed}: detected ${statement.metadata.bankId ?? 'none'}`);
      }
      if (score.exact < truth.transactions.length)
        misses.push(`${profile.id} seed ${seed} (${target === generic ? 'generic' : 'registry'}): ${score.problems.slice(0, 2).join('; ')}`);
    }
  }
}
const seconds = (performance.now() - started) / 1000;

// The same samples scanned: every profile's layout and language through the OCR path.
const scanned = tally();
let scannedDetected = 0;
const scannedMisses: string[] = [];
const scanStarted = performance.now();
for (const profile of listBanks()) {
  for (let seed = 1; seed <= scannedSeeds; seed++) {
    const { pdf, truth } = await renderProfileStatement(profile, seed);
    const scanSeed = hashString(`${profile.id}:${seed}:scan${scanDpi}`);
    const image = await scanPdf(pdf, { ...chooseScanParams(scanSeed, scanDpi), seed: scanSeed });
    scanned.statements++;
    scanned.transactions += truth.transactions.length;
    try {
      const statement = await convert(image);
      const score = scoreStatement(statement, truth);
      scanned.exact += score.exact;
      if (statement.reconciliation.ok) scanned.clean++;
      if (statement.metadata.bankId === profile.id) scannedDetected++;
      if (score.exact < truth.transactions.length) scannedMisses.push(`${profile.id} seed ${seed}: ${score.problems.slice(0, 2).join('; ')}`);
    } catch (error) {
      scannedMisses.push(`${profile.id} seed ${seed}: ${(error as Error).message}`);
    }
  }
}
await closeOcr();
const scanSeconds = (performance.now() - scanStarted) / 1000;
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(2)}%`;
const banks = listBanks();
const lines = [
  `\`npm run bench:banks\` (benchmarks/banks.ts): ${banks.length} profiles from ${new Set(banks.map((b) => b.country)).size} countries, ${seeds} generated samples each (corpus/profile-statement.ts), ${seconds.toFixed(1)} s: ${machine()}.`,
  '',
  '| parser | statements | transactions | exactly right | reconciled without warnings | bank detected |',
  '|---|---:|---:|---:|---:|---:|',
  `| with the registry (profile detected, its labels and locale used) | ${withRegistry.statements} | ${withRegistry.transactions} | ${pct(withRegistry.exact, withRegistry.transactions)} | ${withRegistry.clean}/${withRegistry.statements} | ${pct(detected, withRegistry.statements)} |`,
  `| generic parser (registry emptied) | ${generic.statements} | ${generic.transactions} | ${pct(generic.exact, generic.transactions)} | ${generic.clean}/${generic.statements} | n/a |`,
  ...(scanned.statements
    ? [
        `| with the registry, scanned at ${scanDpi} DPI (${scannedSeeds} sample each, OCR; ${scanSeconds.toFixed(0)} s) | ${scanned.statements} | ${scanned.transactions} | ${pct(scanned.exact, scanned.transactions)} | ${scanned.clean}/${scanned.statements} (reconciled) | ${pct(scannedDetected, scanned.statements)} |`,
      ]
    : []),
  '',
  misses.length
    ? `Misses (first 30):\n\n${misses
        .slice(0, 30)
        .map((m) => `- ${m}`)
        .join('\n')}`
    : 'No misses.',
  ...(scanned.statements ? ['', scannedMisses.length ? `Scanned misses:\n\n${scannedMisses.map((m) => `- ${m}`).join('\n')}` : 'No scanned misses.'] : []),
];
writeSection('Bank profiles', lines.join('\n'));
console.log(lines.join('\n'));
