/**
 * Authenticity (issue #25): untouched statements show no sign of editing; copies edited the ways
 * people edit them (benchmarks/authenticity-edits.ts) do, each with the finding that gives it away.
 * The full run over every set, with rates, is `npm run bench:authenticity` (docs/benchmarks.md).
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_EDITS, hasQpdf, makeEdit } from '../benchmarks/authenticity-edits.ts';
import { pdfDate } from '../src/engine/authenticity/assess.ts';
import { revisionsOf } from '../src/engine/authenticity/structure.ts';
import { convert, inspect } from '../src/index.ts';
import { FOREIGN_CORPUS_DIR, REAL_CORPUS_NEW_DIR, statementsIn } from './helpers/real-corpus.ts';

const SAMPLES_DIR = new URL('../corpus/samples/', import.meta.url).pathname;
const samples = statementsIn(SAMPLES_DIR);
const foreign = statementsIn(FOREIGN_CORPUS_DIR);
const QPDF = hasQpdf();

describe('authenticity of untouched statements', () => {
  it('finds the statements', () => {
    expect(samples.length + foreign.length).toBeGreaterThanOrEqual(10);
  });
  for (const { name, pdf, truth } of [...samples, ...foreign]) {
    it(`${name}: no signs of editing`, async () => {
      const statement = await convert(pdf, truth.password ? { password: truth.password } : {});
      expect(statement.authenticity?.findings.filter((f) => f.strength === 'strong')).toEqual([]);
      expect(statement.authenticity?.verdict).toBe('no-signs');
      expect(statement.authenticity?.revisions).toBe(1);
    });
  }
});

describe('authenticity of edited copies', () => {
  const picked = [
    ...samples.filter((s) => ['uk-paidout-paidin-001', 'nl-af-bij-001'].includes(s.name)),
    ...foreign.filter((s) => s.name === 'groff-no-savings-bank'),
  ];
  it('has statements to edit', () => expect(picked.length).toBe(3));
  const expected: Record<string, string> = {
    'qdf-edit': 'REWRITTEN_BY_TOOL',
    'qdf-edit-resaved': 'REWRITTEN_BY_TOOL',
    incremental: 'CONTENT_CHANGED_IN_UPDATE',
    overlay: 'OVERLAPPING_TEXT',
  };
  for (const { name, pdf } of picked) {
    for (const kind of CONTENT_EDITS) {
      it.skipIf(!QPDF && kind.startsWith('qdf'))(`${name}, ${kind}: signs of editing (${expected[kind]})`, async () => {
        const edited = await makeEdit(kind, pdf);
        expect(edited).not.toBeNull();
        const statement = await convert(edited as Uint8Array);
        expect(statement.authenticity?.verdict).toBe('signs-of-editing');
        expect(statement.authenticity?.findings.map((f) => f.code)).toContain(expected[kind]);
      });
    }
  }

  it('an incremental update is counted, chained and named in inspect too', async () => {
    const edited = (await makeEdit('incremental', (picked[0] as { pdf: Buffer }).pdf)) as Uint8Array;
    const result = await inspect(edited);
    expect(result.authenticity?.revisions).toBe(2);
    const finding = result.authenticity?.findings.find((f) => f.code === 'CONTENT_CHANGED_IN_UPDATE');
    expect(finding?.evidence?.prev).toEqual([-1, expect.any(Number)]);
    expect(result.authenticity?.verdict).toBe('signs-of-editing');
  });
});

describe('real statements as they were published', () => {
  const ally = statementsIn(REAL_CORPUS_NEW_DIR).find((s) => s.name === '16-ally-us-combined-savings');
  it.skipIf(!ally)('a statement its publisher edited with Nitro Pro (a linearised file and 12 incremental updates) shows it', async () => {
    const statement = await convert((ally as { pdf: Buffer }).pdf);
    expect(statement.authenticity?.revisions).toBe(13);
    expect(statement.authenticity?.findings.map((f) => f.code)).toEqual(expect.arrayContaining(['CONTENT_CHANGED_IN_UPDATE', 'EDITOR_SOFTWARE']));
  });
});

describe('file history helpers', () => {
  it('reads PDF dates', () => {
    expect(pdfDate("D:20210910083822-07'00'")).toBe('2021-09-10T08:38:22-07:00');
    expect(pdfDate('D:20210916163123Z')).toBe('2021-09-16T16:31:23Z');
    expect(pdfDate(null)).toBeNull();
  });

  it('counts revisions and the objects an update defines again', () => {
    const text =
      '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n2 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n2 0 obj\n<<>>\nendobj\nxref\ntrailer\n<< /Prev 9 >>\nstartxref\n60\n%%EOF\n';
    const { revisions } = revisionsOf(text);
    expect(revisions.map((r) => r.objects)).toEqual([[1, 2], [2]]);
    expect(revisions[1]?.redefined).toEqual([2]);
    expect(revisions[1]?.prev).toBe(9);
    expect(revisions.map((r) => r.startxref)).toEqual([9, 60]);
  });
});
