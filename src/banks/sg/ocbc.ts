import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ocbc-sg',
  name: 'OCBC Bank',
  aliases: ['OCBC', 'Oversea-Chinese Banking Corporation'],
  country: 'SG',
  currency: 'SGD',
  detect: { names: ['Oversea-Chinese Banking Corporation Limited'], bics: ['OCBCSGSG'], domains: ['ocbc.com'], phrases: ['BALANCE B/F', 'BALANCE C/F'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Transaction Date', description: 'Description', debit: 'Withdrawal', credit: 'Deposit', balance: 'Balance' },
    { dateFormat: 'dd MMM', openingLabel: 'BALANCE B/F', closingLabel: 'BALANCE C/F', accountLabel: 'Account No.' },
  ),
  source:
    'OCBC statement parsers on GitHub (a "Transaction Date" header row, then description, cheque, withdrawal, deposit, balance; one processor notes OCBC dates like "02 MAY"). B/F-C/F labels from typical OCBC statements, not verified from a sample. The Value Date and Cheque columns are left out of the profile (the engine vocabulary knows them; listing them made the one-page sample columns too narrow).',
});
