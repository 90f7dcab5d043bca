/**
 * The generated corpus (corpus/, every family, seeds 1–8) is read exactly: every transaction's
 * date, amount and printed balance, nothing extra. It is what `npm run bench:text` measures; here it
 * guards against a general reading change that breaks a family the engine already read (a page-top
 * bank name once passed for a header and cut a Portuguese statement's table at its page break).
 */
import { describe, expect, it } from 'vitest';
import { outcomeOf, right } from '../benchmarks/outcomes.ts';
import { FAMILIES, generateStatement } from '../corpus/index.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('generated corpus', () => {
  it.each(FAMILIES)(
    '%s, seeds 1–8, reads exactly',
    async (family) => {
      const wrong: string[] = [];
      for (const seed of SEEDS) {
        const { pdf, truth } = await generateStatement(family as never, seed);
        const outcome = await outcomeOf(`${family}-${seed}`, pdf, truth as never);
        if (!right(outcome)) wrong.push(`seed ${seed}: ${outcome.exact}/${outcome.expected} right, ${outcome.extracted} extracted ${outcome.error ?? ''}`);
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});
