/**
 * The short fuzz of CI: 300 mutated copies of the committed statements (fixed seed), all through
 * the library in this process. No call may outlive its budget (plus grace) and every failure must
 * carry a ConversionError code; an unhandled rejection would fail the run. `npm run bench:fuzz`
 * runs the long version.
 */
import { describe, expect, it } from 'vitest';
import { runFuzz, sourcesIn } from '../benchmarks/fuzz-core.ts';
import { closeWorkers } from '../src/index.ts';

describe('fuzzing the library', () => {
  it('300 mutated PDFs settle with a result or a coded error, none past the budget', { timeout: 240_000 }, async () => {
    const sources = sourcesIn(['corpus/samples', 'corpus/foreign']);
    expect(sources.length).toBeGreaterThan(20);
    try {
      const report = await runFuzz({ count: 300, seed: 20261124, sources, budgetMs: 10_000 });
      expect(report.uncoded.map((f) => `${f.name}: ${f.outcome}`)).toEqual([]);
      expect(report.hangs.map((f) => `${f.name}: ${f.ms} ms`)).toEqual([]);
      expect([...report.outcomes.values()].reduce((a, b) => a + b, 0)).toBe(300);
      // The mutations must not all be fatal or all harmless, or the run proves little.
      expect(report.outcomes.get('OK') ?? 0).toBeGreaterThan(0);
      expect(report.outcomes.get('CORRUPT_PDF') ?? 0).toBeGreaterThan(0);
    } finally {
      await closeWorkers();
    }
  });
});
