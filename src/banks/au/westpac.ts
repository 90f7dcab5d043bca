import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'westpac-au',
  name: 'Westpac',
  aliases: ['Westpac Banking Corporation'],
  country: 'AU',
  currency: 'AUD',
  detect: { names: ['Westpac Banking Corporation'], bics: ['WPACAU2S'], domains: ['westpac.com.au'], phrases: ['ABN 33 007 457 141'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'DATE', description: 'TRANSACTION DESCRIPTION', debit: 'DEBIT', credit: 'CREDIT', balance: 'BALANCE' },
    { dateFormat: 'dd/MM/yy', openingLabel: 'OPENING BALANCE', closingLabel: 'CLOSING BALANCE', accountLabel: 'ACCOUNT NUMBER' },
  ),
  source:
    'Weak evidence for the table: no public Westpac statement sample found. Legal line "Westpac Banking Corporation ABN 33 007 457 141" and westpac.com.au from Westpac deposit-account terms (docslib.org/doc/6300383); columns DATE | TRANSACTION DESCRIPTION | DEBIT | CREDIT | BALANCE with dd/MM/yy dates and OPENING/CLOSING BALANCE are from general knowledge of Westpac statements. BIC WPACAU2S.',
});
