/**
 * Conformance on statements, not only on samples rendered from the profile itself: every built-in
 * profile that reads a blind, foreign or real statement (test/banks/profile-statements.json, made
 * by `npm run docs:profile-statements`) must be the one detected on it, read it exactly and not
 * call it failed. A profile detected on a statement the list does not name, or no longer detected
 * where it names one, fails the test too: the list (and docs/banks.md's "checked on") stays true.
 */
import { describe, expect, it } from 'vitest';
import { scoreStatement, type TruthLike } from '../../benchmarks/score.ts';
import { convertCorpusStatement, corpusStatements, groupByProfile, readProfileStatements } from '../../scripts/profile-statements.ts';

const statements = corpusStatements();
const expected = readProfileStatements();

describe('built-in profiles on real and blind statements', () => {
  it('reads every statement a profile is detected on exactly, and the list of them is current', async () => {
    const read: { path: string; bankId: string | null }[] = [];
    const wrong: string[] = [];
    for (const s of statements) {
      const statement = await convertCorpusStatement(s);
      const bankId = statement.metadata.bankId;
      read.push({ path: s.path, bankId });
      if (!bankId) continue;
      const score = scoreStatement(statement, s.truth as TruthLike);
      const exact = score.exact === s.truth.transactions.length && score.extracted === s.truth.transactions.length;
      if (!exact || statement.reconciliation.status === 'failed')
        wrong.push(`${bankId} on ${s.path}: ${score.exact}/${s.truth.transactions.length} exact, ${score.extracted} read, ${statement.reconciliation.status}`);
    }
    expect(wrong, 'profiles that misread a statement they were detected on').toEqual([]);
    const found = groupByProfile(read);
    // Only the statements present here are compared (../shared may be absent on a contributor's machine).
    const present = new Set(statements.map((s) => s.path));
    const listed = Object.fromEntries(
      Object.entries(expected)
        .map(([id, paths]) => [id, paths.filter((p) => present.has(p))] as const)
        .filter(([, paths]) => paths.length > 0),
    );
    expect(found, 'test/banks/profile-statements.json is current (npm run docs:profile-statements)').toEqual(listed);
    // The suite checks something: the blind corpus (committed) always gives profiles statements.
    expect(Object.keys(found).length).toBeGreaterThan(0);
  }, 600_000);
});
