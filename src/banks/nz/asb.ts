import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'asb-nz',
  name: 'ASB',
  aliases: ['ASB Bank'],
  country: 'NZ',
  currency: 'NZD',
  detect: { names: ['ASB Bank Limited'], bics: ['ASBBNZ2A'], domains: ['asb.co.nz'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd MMM', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public ASB statement sample found (only a note that ASB statements mark debits "DR"). Typical New Zealand bank statement layout assumed: Date | Transaction | Debit | Credit | Balance, dd MMM dates, Opening/Closing Balance. Legal name ASB Bank Limited, BIC ASBBNZ2A.',
});
