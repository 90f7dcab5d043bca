import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TruthLike, scoreStatement } from '../benchmarks/score.ts';
import { convert } from '../src/index.ts';
import { FOREIGN_CORPUS_DIR, REAL_CORPUS_NEW_DIR, type RealStatement, realStatements, statementsIn } from './helpers/real-corpus.ts';

describeTruthSet('real text statements (../shared/corpus-real)', realStatements('TEXT_BASED'), 3);
describeTruthSet('statements made by other software (corpus/foreign)', statementsIn(FOREIGN_CORPUS_DIR), 3);

function describeTruthSet(title: string, statements: RealStatement[], atLeast: number): void {
  describe(title, () => {
    it('finds the statements', () => {
      expect(statements.length).toBeGreaterThanOrEqual(atLeast);
    });

    for (const { name, pdf, truth } of statements) {
      describe(name, () => {
        it('gets every transaction right: date, amount, printed balance, description', async () => {
          const statement = await convert(pdf);
          const got = statement.transactions.map((t, i) => ({
            date: t.date,
            amount: t.amount.toFixed(2),
            balance: truth.transactions[i]?.balance === null ? null : (t.balance?.toFixed(2) ?? null),
            description: t.description,
          }));
          const want = truth.transactions.map((t) => ({
            date: t.date,
            amount: Number(t.amount).toFixed(2),
            balance: t.balance === null ? null : Number(t.balance).toFixed(2),
            description: t.description,
          }));
          expect(got).toEqual(want);
        });

        it('reads the metadata and reconciles without balance warnings', async () => {
          const statement = await convert(pdf);
          if (statement.metadata.bank !== 'Unknown') expect(truth.bank).toContain(statement.metadata.bank);
          expect(statement.metadata.accountNumber).toBe(`****${truth.accountLast4}`);
          expect(statement.metadata.currency).toBe(truth.currency);
          expect(statement.metadata.openingBalance?.toFixed(2)).toBe(Number(truth.openingBalance).toFixed(2));
          expect(statement.metadata.closingBalance?.toFixed(2)).toBe(Number(truth.closingBalance).toFixed(2));
          expect(statement.metadata.periodStart).toBe(truth.periodStart);
          expect(statement.metadata.periodEnd).toBe(truth.periodEnd);
          // The month of the period's end (docs/api.md; some truth files record the month holding most days).
          expect(statement.metadata.statementPeriod).toBe(truth.periodEnd.slice(0, 7));
          expect(statement.metadata.numberOfPages).toBe(truth.pages);
          expect(statement.reconciliation.ok).toBe(true);
          const problems = statement.warnings.filter((w) => w.code !== 'BANK_NOT_RECOGNISED');
          expect(problems).toEqual([]);
        });
      });
    }
  });
}

/**
 * The second set of real statements (REAL_CORPUS_NEW_DIR): every transaction right (date, amount, printed balance), nothing extra,
 * and where the document itself is inconsistent (its truth notes say so) the inconsistency is
 * named in a warning rather than hidden.
 */
describe('more real statements (../shared/corpus-real-new)', () => {
  const statements = statementsIn(REAL_CORPUS_NEW_DIR);
  /** Documents whose own figures do not add up, and the warning that must name it. */
  const documentErrors: Record<string, string> = { '19-gravytoast-synthetic-edgecases': 'BALANCE_MISMATCH' };

  it('finds the statements', () => {
    if (!existsSync(REAL_CORPUS_NEW_DIR)) return;
    expect(statements.length).toBeGreaterThanOrEqual(6);
  });

  for (const { name, pdf, truth } of statements) {
    it(`${name}: every transaction right, the document's own errors named`, async () => {
      const statement = await convert(pdf, truth.password ? { password: truth.password } : {});
      const score = scoreStatement(statement, truth as unknown as TruthLike);
      expect(score.problems.filter((p) => !p.startsWith('metadata'))).toEqual([]);
      expect(score.exact).toBe(truth.transactions.length);
      expect(score.extracted).toBe(truth.transactions.length);
      expect(score.metadata.statementPeriod).toBe(true);
      const error = documentErrors[name];
      const problems = statement.warnings.filter((w) => w.code !== 'BANK_NOT_RECOGNISED').map((w) => w.code);
      if (error) expect(problems).toContain(error);
      else expect(statement.reconciliation.ok).toBe(true);
    });
  }

  it('reads a statement holding two accounts as one section per account', async () => {
    const ally = statements.find((s) => s.name.startsWith('16-'));
    if (!ally) return;
    const statement = await convert(ally.pdf);
    expect(statement.sections.map((s) => [s.openingBalance?.toFixed(2), s.closingBalance?.toFixed(2), s.transactionCount])).toEqual([
      ['5823.37', '6826.05', 5],
      ['55892.61', '52954.23', 8],
    ]);
    expect(statement.metadata.openingBalance?.toFixed(2)).toBe('61715.98');
    expect(statement.reconciliation.evidence).toHaveLength(2);
  });
});
