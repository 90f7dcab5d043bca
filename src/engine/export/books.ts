/**
 * A statement seen as one "book" per account: what the accounting formats (OFX, QIF) write one
 * statement block for. An ordinary statement (one account, possibly several bundled months) is one
 * book; a statement holding several accounts is one book per account, with that account's period
 * and balances taken from its sections.
 */
import type { Decimal } from 'decimal.js';
import type { Statement, StatementSection, Transaction } from '../types.ts';
import { statementCurrency } from './currency-digits.ts';

export interface AccountBook {
  /** Masked account number (`****1234`), or null when none was printed. */
  accountNumber: string | null;
  bank: string;
  bankId: string | null;
  currency: string | null;
  isCard: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  openingBalance: Decimal | null;
  closingBalance: Decimal | null;
  transactions: Transaction[];
}

const firstDate = (rows: Transaction[]): string | null => rows.reduce<string | null>((min, t) => (min === null || t.date < min ? t.date : min), null);
const lastDate = (rows: Transaction[]): string | null => rows.reduce<string | null>((max, t) => (max === null || t.date > max ? t.date : max), null);

/** The last balance the rows know, when no closing balance was printed. */
function lastKnownBalance(rows: Transaction[]): Decimal | null {
  for (let i = rows.length - 1; i >= 0; i--) {
    const balance = rows[i]?.balance;
    if (balance) return balance;
  }
  return null;
}

function bookOfAccount(statement: Statement, account: string | null, sections: StatementSection[]): AccountBook {
  const transactions = statement.transactions.filter((t) => (t.accountNumber ?? null) === account);
  const first = sections[0];
  const last = sections[sections.length - 1];
  return {
    accountNumber: account,
    bank: statement.metadata.bank,
    bankId: statement.metadata.bankId,
    currency: transactions[0]?.currency ?? statementCurrency(statement),
    isCard: statement.metadata.documentType === 'credit_card',
    periodStart: first?.periodStart ?? firstDate(transactions),
    periodEnd: last?.periodEnd ?? lastDate(transactions),
    openingBalance: first?.openingBalance ?? null,
    closingBalance: last?.closingBalance ?? lastKnownBalance(transactions),
    transactions,
  };
}

export function accountBooks(statement: Statement): AccountBook[] {
  const severalAccounts = statement.transactions.some((t) => t.accountNumber !== undefined);
  if (!severalAccounts) {
    const m = statement.metadata;
    return [
      {
        accountNumber: m.accountNumber,
        bank: m.bank,
        bankId: m.bankId,
        currency: statementCurrency(statement),
        isCard: m.documentType === 'credit_card',
        periodStart: m.periodStart ?? firstDate(statement.transactions),
        periodEnd: m.periodEnd ?? lastDate(statement.transactions),
        openingBalance: m.openingBalance,
        closingBalance: m.closingBalance ?? lastKnownBalance(statement.transactions),
        transactions: statement.transactions,
      },
    ];
  }
  // Accounts in the order they first appear; a section names its account like its rows do.
  const accounts = [...new Set(statement.transactions.map((t) => t.accountNumber ?? null))];
  return accounts.map((account) =>
    bookOfAccount(
      statement,
      account,
      statement.sections.filter((s) => (s.accountNumber ?? null) === account),
    ),
  );
}
