/**
 * The statement-space generator's fixed set (corpus/first-sight/fixed, seed 1): 60 text and 15
 * scanned statements drawn over many languages, scripts, layouts and renderers by helpers who
 * never read the engine. A regression check, not a measure: `npm run bench:first-sight` measures
 * on fresh seeds. The floors are what the engine reads today; they only ever go up.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type Outcome, outcomeOf, right } from '../benchmarks/outcomes.ts';
import type { TruthLike } from '../benchmarks/score.ts';
import { closeOcr } from '../src/index.ts';

const FIXED = fileURLToPath(new URL('../corpus/first-sight/fixed/', import.meta.url));
/** Statements of fresh seeds that a general change fixed after they were seen (corpus/first-sight/studied). */
const STUDIED = fileURLToPath(new URL('../corpus/first-sight/studied/', import.meta.url));

/** Statements exactly right (every transaction, nothing extra), at least. */
const FLOORS = { text: 41, scans: 6 };
/** Wrong statements the engine calls verified, at most: the worst failure, a confident wrong answer. */
const MAX_WRONG_VERIFIED = { text: 1, scans: 1 };

type Truth = TruthLike & { kind: string };

const statements = readdirSync(FIXED)
  .filter((f) => f.endsWith('.pdf'))
  .sort()
  .map((f) => ({
    name: f.replace(/\.pdf$/, ''),
    file: join(FIXED, f),
    truth: JSON.parse(readFileSync(join(FIXED, f.replace(/\.pdf$/, '.truth.json')), 'utf8')) as Truth,
  }));

afterAll(() => closeOcr());

async function outcomes(kind: 'TEXT_BASED' | 'IMAGE_BASED'): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const s of statements.filter((x) => x.truth.kind === kind)) out.push(await outcomeOf(s.name, readFileSync(s.file), s.truth));
  return out;
}

const describeWrong = (o: Outcome) => `${o.name}: ${o.error ?? `${o.exact}/${o.expected} right, ${o.extracted} extracted, ${o.status}`}`;

describe('first sight, the fixed set', () => {
  it('holds 60 text and 15 scanned statements', () => {
    expect(statements.filter((s) => s.truth.kind === 'TEXT_BASED')).toHaveLength(60);
    expect(statements.filter((s) => s.truth.kind === 'IMAGE_BASED')).toHaveLength(15);
  });

  for (const [kind, key] of [
    ['TEXT_BASED', 'text'],
    ['IMAGE_BASED', 'scans'],
  ] as const) {
    it(`reads the ${key} statements at least as well as before, and calls no more of them verified wrongly`, async () => {
      const results = await outcomes(kind);
      const wrong = results.filter((o) => !right(o));
      const wrongVerified = wrong.filter((o) => o.status === 'verified');
      expect(results.length - wrong.length, `not exactly right:\n${wrong.map(describeWrong).join('\n')}`).toBeGreaterThanOrEqual(FLOORS[key]);
      expect(wrongVerified.length, `wrong but verified:\n${wrongVerified.map(describeWrong).join('\n')}`).toBeLessThanOrEqual(MAX_WRONG_VERIFIED[key]);
    }, 600_000);
  }
});

describe('first sight, statements studied after a fresh seed', () => {
  const studied = readdirSync(STUDIED)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  it.each(studied)('%s stays exactly right', async (file) => {
    const truth = JSON.parse(readFileSync(join(STUDIED, file.replace(/\.pdf$/, '.truth.json')), 'utf8')) as Truth;
    const outcome = await outcomeOf(file, readFileSync(join(STUDIED, file)), truth);
    expect(right(outcome), describeWrong(outcome)).toBe(true);
  });
});
