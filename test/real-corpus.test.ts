import { describe, expect, it } from 'vitest';
import { convert } from '../src/index.ts';
import { FOREIGN_CORPUS_DIR, type RealStatement, realStatements, statementsIn } from './helpers/real-corpus.ts';

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
        // decisions.md: the month of the period's end (some truth files record the month holding most days).
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
