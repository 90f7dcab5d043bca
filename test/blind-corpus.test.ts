/**
 * The blind corpus (corpus/blind): text statements of 27 layout families the engine was never
 * taught, written without reading it. Every statement must produce output, the set must be read
 * almost exactly, and a statement that is not read exactly must say so in a warning. The scanned
 * variants are measured by `npm run bench:blind` (OCR is too slow for the test run).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type TruthLike, scoreStatement } from '../benchmarks/score.ts';
import { convert } from '../src/index.ts';

const BLIND_DIR = fileURLToPath(new URL('../corpus/blind/', import.meta.url));
/** Share of all blind text transactions that must be exactly right (the bar is 99%). */
const MIN_EXACT_SHARE = 0.99;

const statements = existsSync(BLIND_DIR)
  ? readdirSync(BLIND_DIR, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.pdf'))
      .map((f) => ({
        file: join(BLIND_DIR, f),
        truth: JSON.parse(readFileSync(join(BLIND_DIR, f.replace(/\.pdf$/, '.truth.json')), 'utf8')) as TruthLike & { kind: string; family: string },
      }))
      .filter((s) => s.truth.kind === 'TEXT_BASED')
  : [];

describe('blind corpus, text statements', () => {
  it('has the 27 families, three statements each', () => {
    expect(new Set(statements.map((s) => s.truth.family)).size).toBeGreaterThanOrEqual(27);
    expect(statements.length).toBeGreaterThanOrEqual(81);
  });

  it('converts every statement, reads them almost exactly, and never fails silently', async () => {
    let expected = 0;
    let exact = 0;
    const silent: string[] = [];
    for (const { file, truth } of statements) {
      const statement = await convert(readFileSync(file));
      const score = scoreStatement(statement, truth);
      expected += truth.transactions.length;
      exact += score.exact;
      const right = score.exact === truth.transactions.length && score.extracted === truth.transactions.length;
      const warned = statement.warnings.some((w) => w.code !== 'BANK_NOT_RECOGNISED');
      // The same rows in another order (a check list printed in columns across a page break) are not wrong values.
      const key = (date: string, amount: string) => `${date}|${amount}`;
      const sameRows =
        JSON.stringify(truth.transactions.map((t) => key(t.date, Number(t.amount).toFixed(2))).sort()) ===
        JSON.stringify(statement.transactions.map((t) => key(t.date, t.amount.toFixed(2))).sort());
      if (!right && !warned && !sameRows) silent.push(file.split('/').pop() as string);
    }
    expect(exact / expected).toBeGreaterThanOrEqual(MIN_EXACT_SHARE);
    expect(silent).toEqual([]);
  }, 120_000);
});
