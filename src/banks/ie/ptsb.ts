import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ptsb-ie',
  name: 'PTSB',
  aliases: ['Permanent TSB', 'permanent tsb'],
  country: 'IE',
  currency: 'EUR',
  detect: { names: ['Permanent TSB p.l.c.'], bics: ['IPBSIE2D'], domains: ['ptsb.ie', 'permanenttsb.ie'], phrases: ['Open24'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Details', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public PTSB statement sample found (ptsb.ie help pages describe eStatements, Open24 and the Statement of Fees only). Layout is the typical Irish current-account table (Date | Details | Debit | Credit | Balance, dd/MM/yyyy); legal name Permanent TSB p.l.c., BIC IPBSIE2D.',
});
