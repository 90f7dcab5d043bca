import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'westpac-nz',
  name: 'Westpac New Zealand',
  aliases: ['Westpac NZ'],
  country: 'NZ',
  currency: 'NZD',
  detect: { names: ['Westpac New Zealand Limited'], bics: ['WPACNZ2W'], domains: ['westpac.co.nz'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction Description', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd MMM yy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public Westpac New Zealand statement sample found. Layout assumed from the Westpac group statement (Date | Transaction Description | Debit | Credit | Balance) with New Zealand day-first dates; legal name Westpac New Zealand Limited, BIC WPACNZ2W.',
});
