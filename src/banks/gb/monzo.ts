import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'monzo-gb',
  name: 'Monzo',
  aliases: ['Monzo Bank Limited', 'Monzo Bank'],
  country: 'GB',
  currency: 'GBP',
  detect: { names: ['Monzo Bank Limited'], bics: ['MONZGB2L'], domains: ['monzo.com'], phrases: ['Excluding all pots'] },
  locale: LOCALES.enGB,
  statement: signedAmountTable(
    { date: 'Date', description: 'Description', amount: '(GBP) Amount', balance: '(GBP) Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening balance', closingLabel: 'Closing balance', accountLabel: 'Account number' },
  ),
  source:
    'Weak evidence: no public Monzo statement sample found. bankscanai.com/blog/uk-bank-statement-formats-guide says Monzo uses a single signed amount column and DD/MM/YYYY dates; the "(GBP) Amount / (GBP) Balance" headers and balance labels are from general knowledge of Monzo PDF statements. Legal name from Monzo Bank Limited annual report; BIC MONZGB2L.',
});
