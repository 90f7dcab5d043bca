import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'uob-sg',
  name: 'UOB',
  aliases: ['United Overseas Bank', 'UOB One'],
  country: 'SG',
  currency: 'SGD',
  detect: {
    names: ['United Overseas Bank Limited', 'United Overseas Bank Ltd'],
    bics: ['UOVBSGSG'],
    domains: ['uob.com.sg'],
    phrases: ['BALANCE B/F', 'Account Transaction Details'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    { dateFormat: 'dd MMM', openingLabel: 'BALANCE B/F', closingLabel: 'BALANCE C/F', accountLabel: 'Account No.' },
  ),
  source:
    'Weak evidence: no public UOB deposit-account sample found (only card-statement parsers and UOB One parsers reading a "Period: dd MMM yyyy" line). Columns, dd MMM dates and B/F-C/F labels are the typical Singapore layout.',
});
