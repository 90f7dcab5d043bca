import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'nab-au',
  name: 'NAB',
  aliases: ['National Australia Bank'],
  country: 'AU',
  currency: 'AUD',
  detect: { names: ['National Australia Bank Limited'], bics: ['NATAAU33'], domains: ['nab.com.au'], phrases: ['Brought forward', 'Carried forward'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Particulars', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
    { dateFormat: 'd MMM yyyy', openingLabel: 'Brought forward', closingLabel: 'Carried forward', accountLabel: 'Account number' },
  ),
  source:
    'bankstatementconverter.com/blog/posts/nab-bank-statement-review (NAB statement table Date | Particulars | Debits | Credits | Balance, dates "5 Jun 2021", first row "Brought forward"); legal name "National Australia Bank Limited ABN 12 004 044 937" from nab.com.au terms. Closing label "Carried forward" assumed. BIC NATAAU33.',
});
