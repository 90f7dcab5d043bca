/**
 * The long run of CI (issue 27): a process that has converted many files must treat the next one
 * as a fresh process would. 1,200 mutated copies of the committed statements, drawn as the
 * issue's reproducer draws them, go through the library in this one process, two at a time with
 * its defaults; every 200 files comes a document after which pdf.js keeps its thread busy for
 * minutes (an image with /BitsPerComponent 6887605), as file #5789 of the run did.
 * Every file must settle within 10 s (the library's promise, not a speed target) with a result or
 * a coded error, and the process must not grow: memory, threads and handles stay bounded, and the
 * files of the last stretch are not slower than those of the first (with a wide margin: the
 * speed itself is measured by `npm run bench:fuzz`). `npm run bench:fuzz -- --reproducer` runs
 * the 10,000 files of the issue.
 */
import { describe, expect, it } from 'vitest';
import { runFuzz, sourcesIn } from '../benchmarks/fuzz-core.ts';
import { closeWorkers } from '../src/index.ts';
import { lingeringImagePdf } from './helpers/lingering-image-pdf.ts';

const FILES = 1_200;
const STRETCH = 200;
const SETTLE_MS = 10_000;

describe('fuzzing in one long-lived process', () => {
  it(`${FILES} files and ${FILES / STRETCH} lingering documents: each settles within 10 s, the process stays as fast and as small`, {
    timeout: 600_000,
  }, async () => {
    const sources = sourcesIn(['corpus/samples', 'corpus/foreign']).map(({ name, bytes }) => ({ name, bytes }));
    const lingering = lingeringImagePdf();
    try {
      const report = await runFuzz({
        count: FILES,
        seed: 3017117942,
        sources,
        budgetMs: SETTLE_MS,
        mutator: 'reproducer',
        concurrency: 2,
        sampleEvery: STRETCH,
        insert: (index) => (index % STRETCH === STRETCH / 2 ? { name: `lingering before #${index}`, bytes: lingering } : null),
      });
      expect(report.hangs.map((f) => `${f.name}: ${f.ms} ms (${f.outcome})`)).toEqual([]);
      expect(report.uncoded.map((f) => `${f.name}: ${f.outcome}`)).toEqual([]);
      expect([...report.outcomes.values()].reduce((a, b) => a + b, 0)).toBe(FILES);
      expect(report.outcomes.get('OK') ?? 0).toBeGreaterThan(0);

      const [first, last] = [report.samples[0], report.samples.at(-1)];
      if (!first || !last) throw new Error('no samples');
      const curve = report.samples.map((s) => `${s.files}: ${s.rssMb} MB, ${s.osThreads} threads, ${s.handles} handles, p50 ${s.p50Ms} ms`).join('\n');
      // Bounded: what the first stretch needed (threads warm, pdf.js loaded), plus a margin.
      expect(last.rssMb - first.rssMb, curve).toBeLessThan(300);
      expect(last.heapUsedMb - first.heapUsedMb, curve).toBeLessThan(100);
      if (first.osThreads !== null && last.osThreads !== null) expect(last.osThreads, curve).toBeLessThanOrEqual(first.osThreads + 2);
      expect(last.handles, curve).toBeLessThanOrEqual(first.handles + 4);
      expect(last.p50Ms, curve).toBeLessThan(4 * first.p50Ms + 50);
    } finally {
      await closeWorkers();
    }
  });
});
