import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'first-bank-ng',
  name: 'First Bank of Nigeria',
  aliases: ['FirstBank', 'FBN'],
  country: 'NG',
  currency: 'NGN',
  detect: {
    names: ['First Bank of Nigeria Limited', 'First Bank of Nigeria Ltd'],
    bics: ['FBNINGLA'],
    domains: ['firstbanknigeria.com'],
    phrases: ['Opening Balance', 'Closing Balance'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Transaction Date', description: 'Description', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd-MMM-yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: First Bank parsers on GitHub (FirstBankStatement reads "Opening Balance"/"Closing Balance"; a CSV strategy lists TRANSACTION DATE, VALUE DATE, REFERENCE, DEBIT, CREDIT, BALANCE, DESCRIPTION). dd-MMM-yyyy dates are the typical Nigerian PDF form, not verified. Value Date and Reference columns are left to the engine vocabulary.',
});
