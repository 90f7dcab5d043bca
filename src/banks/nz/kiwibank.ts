import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'kiwibank-nz',
  name: 'Kiwibank',
  aliases: ['Kiwibank Limited'],
  country: 'NZ',
  currency: 'NZD',
  detect: { names: ['Kiwibank Limited'], bics: ['KIWINZ22'], domains: ['kiwibank.co.nz'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    { dateFormat: 'dd MMM yyyy', openingLabel: 'Opening balance', closingLabel: 'Closing balance', accountLabel: 'Account number' },
  ),
  source:
    'Weak evidence: no public Kiwibank statement sample found (only fee and card terms documents). Typical New Zealand layout assumed: Date | Transaction | Withdrawals | Deposits | Balance, day-first dates; legal name Kiwibank Limited, BIC KIWINZ22.',
});
