import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'kcb-ke',
  name: 'KCB Bank Kenya',
  aliases: ['KCB', 'Kenya Commercial Bank'],
  country: 'KE',
  currency: 'KES',
  detect: {
    names: ['KCB Bank Kenya Limited', 'Kenya Commercial Bank Limited'],
    bics: ['KCBLKENX'],
    domains: ['kcbgroup.com'],
    phrases: ['Money Out', 'Money In', 'Ledger Balance'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Transaction Date', description: 'Transaction Details', debit: 'Money Out', credit: 'Money In', balance: 'Ledger Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: a KCB parser on GitHub describes Transaction Date, Value Date, Description, Debit, Credit, Running Balance with dd/MM/yyyy dates; the Money Out/Money In/Ledger Balance wording is from KCB app statements as remembered, not verified. A Value Date column is left out (the engine vocabulary knows it).',
});
