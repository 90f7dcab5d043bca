/**
 * One conformance suite for every bank profile (no per-bank test code): a sample statement is
 * rendered in the profile's own conventions; it must be detected as that bank and nothing else,
 * parse exactly, and reconcile without warnings. Adding a bank adds its case here automatically.
 */
import { describe, expect, it } from 'vitest';
import { scoreStatement } from '../../benchmarks/score.ts';
import { renderProfileStatement } from '../../corpus/profile-statement.ts';
import { convert, listBanks } from '../../src/index.ts';

const SEEDS = [1, 2];

describe.each(listBanks().map((p) => [p.id, p] as const))('bank profile %s', (_id, profile) => {
  it.each(SEEDS)('sample %i is detected as this bank, parses exactly and reconciles', async (seed) => {
    const { pdf, truth } = await renderProfileStatement(profile, seed);
    const statement = await convert(pdf);
    expect(statement.metadata.bankId, 'detected bank').toBe(profile.id);
    expect(statement.metadata.bank).toBe(profile.name);
    const score = scoreStatement(statement, truth);
    expect(score.problems, 'differences from the ground truth').toEqual([]);
    expect(score.exact).toBe(truth.transactions.length);
    expect(statement.warnings, 'warnings').toEqual([]);
    expect(statement.reconciliation.ok).toBe(true);
  });
});
