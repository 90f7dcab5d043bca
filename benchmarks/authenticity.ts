/**
 * `npm run bench:authenticity`: the authenticity verdict on untouched statements (false
 * positives) and on copies edited the ways people edit them (detections), per edit kind, with the
 * findings that carried each detection. Prints a Markdown table for docs/benchmarks.md.
 *
 *   npx tsx benchmarks/authenticity.ts [--sets samples,foreign,real]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { closeWorkers, convert } from '../src/index.ts';
import { EDIT_KINDS, type EditKind, hasQpdf, makeEdit } from './authenticity-edits.ts';

interface Input {
  set: string;
  name: string;
  pdf: Uint8Array;
  password?: string;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SETS: Record<string, string> = {
  samples: `${ROOT}corpus/samples/`,
  foreign: `${ROOT}corpus/foreign/`,
  real: `${ROOT}../shared/corpus-real/`,
  'real-new': `${ROOT}../shared/corpus-real-new/`,
};

function inputs(sets: string[]): Input[] {
  return sets.flatMap((set) => {
    const dir = SETS[set];
    if (!dir) throw new Error(`unknown set ${set}`);
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.pdf') && readdirSync(dir).includes(f.replace(/\.pdf$/, '.truth.json')));
    } catch {
      return [];
    }
    return files.sort().map((f) => {
      const truth = JSON.parse(readFileSync(dir + f.replace(/\.pdf$/, '.truth.json'), 'utf8')) as { password?: string | null; kind?: string };
      return { set, name: f.replace(/\.pdf$/, ''), pdf: new Uint8Array(readFileSync(dir + f)), ...(truth.password ? { password: truth.password } : {}) };
    });
  });
}

async function verdict(pdf: Uint8Array, password?: string): Promise<{ verdict: string; codes: string[] }> {
  const statement = await convert(pdf, { ocr: false, ...(password ? { password } : {}) });
  const a = statement.authenticity;
  return { verdict: a?.verdict ?? 'none', codes: [...new Set((a?.findings ?? []).map((f) => `${f.code}${f.strength === 'weak' ? '(weak)' : ''}`))] };
}

export interface AuthenticityBench {
  untouched: { set: string; files: number; flagged: number; names: string[] }[];
  edits: { kind: EditKind; applicable: number; detected: number; missed: string[]; findings: Record<string, number> }[];
}

export async function runAuthenticityBench(sets: string[], log: (line: string) => void = () => undefined): Promise<AuthenticityBench> {
  const qpdf = hasQpdf();
  const all = inputs(sets);
  const untouched = new Map<string, { files: number; flagged: number; names: string[] }>();
  const edits = new Map<EditKind, { applicable: number; detected: number; missed: string[]; findings: Record<string, number> }>(
    EDIT_KINDS.map((k) => [k, { applicable: 0, detected: 0, missed: [], findings: {} }]),
  );
  for (const input of all) {
    let base: { verdict: string; codes: string[] };
    try {
      base = await verdict(input.pdf, input.password);
    } catch (error) {
      log(`${input.set}/${input.name}: not converted (${(error as Error).message.slice(0, 60)})`);
      continue;
    }
    const row = untouched.get(input.set) ?? { files: 0, flagged: 0, names: [] };
    row.files++;
    if (base.verdict === 'signs-of-editing') {
      row.flagged++;
      row.names.push(`${input.name} (${base.codes.join(', ')})`);
    }
    untouched.set(input.set, row);
    log(`${input.set}/${input.name}: ${base.verdict} ${base.codes.join(' ')}`);
    // Edits are made from statements that show no sign to begin with, and need no password.
    if (base.verdict !== 'no-signs' || input.password) continue;
    for (const kind of EDIT_KINDS) {
      if (!qpdf && kind !== 'incremental' && kind !== 'overlay') continue;
      let edited: Uint8Array | null;
      try {
        edited = await makeEdit(kind, input.pdf);
      } catch (error) {
        log(`  ${kind}: could not be made (${(error as Error).message.slice(0, 60)})`);
        continue;
      }
      if (!edited) continue;
      const stats = edits.get(kind) as { applicable: number; detected: number; missed: string[]; findings: Record<string, number> };
      stats.applicable++;
      let result: { verdict: string; codes: string[] };
      try {
        result = await verdict(edited);
      } catch (error) {
        log(`  ${kind}: the edited copy does not convert (${(error as Error).message.slice(0, 60)})`);
        continue;
      }
      if (result.verdict === 'signs-of-editing') stats.detected++;
      else stats.missed.push(input.name);
      for (const code of result.codes) stats.findings[code] = (stats.findings[code] ?? 0) + 1;
      log(`  ${kind}: ${result.verdict} ${result.codes.join(' ')}`);
    }
  }
  return {
    untouched: [...untouched].map(([set, r]) => ({ set, ...r })),
    edits: [...edits].map(([kind, r]) => ({ kind, ...r })),
  };
}

function percent(n: number, of: number): string {
  return of === 0 ? '–' : `${((100 * n) / of).toFixed(1)} %`;
}

export function markdown(result: AuthenticityBench): string {
  const lines = ['| untouched statements | files | flagged (false positives) | rate | flagged files |', '|---|---:|---:|---:|---|'];
  for (const r of result.untouched) lines.push(`| ${r.set} | ${r.files} | ${r.flagged} | ${percent(r.flagged, r.files)} | ${r.names.join('; ') || '–'} |`);
  lines.push('', '| edit | edited copies | detected | rate | findings on the edited copies | missed |', '|---|---:|---:|---:|---|---|');
  for (const e of result.edits) {
    const findings = Object.entries(e.findings)
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', ');
    lines.push(`| ${e.kind} | ${e.applicable} | ${e.detected} | ${percent(e.detected, e.applicable)} | ${findings || '–'} | ${e.missed.join(', ') || '–'} |`);
  }
  return lines.join('\n');
}

const isEntry = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isEntry) {
  const setsArg = process.argv.indexOf('--sets');
  const sets = setsArg > 0 ? (process.argv[setsArg + 1] ?? '').split(',') : ['samples', 'foreign', 'real', 'real-new'];
  const result = await runAuthenticityBench(sets, (line) => process.stderr.write(`${line}\n`));
  process.stdout.write(`${markdown(result)}\n`);
  await closeWorkers();
}
