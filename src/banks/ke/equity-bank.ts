import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'equity-bank-ke',
  name: 'Equity Bank',
  aliases: ['Equity Bank Kenya', 'Equity'],
  country: 'KE',
  currency: 'KES',
  detect: {
    names: ['Equity Bank (Kenya) Limited', 'Equity Bank (Kenya) Ltd'],
    bics: ['EQBLKENA'],
    domains: ['equitybank.co.ke'],
    phrases: ['Running Balance', 'Narrative'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Transaction Date', description: 'Narrative', debit: 'Debit', credit: 'Credit', balance: 'Running Balance' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public Equity Bank sample found (GitHub parsers only describe a CSV Date/Description/Debit/Credit/Balance export). Labels and dd-MM-yyyy dates are the typical Kenyan core-banking layout; Value Date and Transaction Reference columns, if printed, are known to the engine vocabulary and left out here.',
});
