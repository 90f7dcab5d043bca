import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'nationwide-gb',
  name: 'Nationwide',
  aliases: ['Nationwide Building Society', 'FlexAccount', 'FlexDirect', 'FlexPlus'],
  country: 'GB',
  currency: 'GBP',
  detect: {
    names: ['Nationwide Building Society'],
    bics: ['NAIAGB21'],
    domains: ['nationwide.co.uk'],
    phrases: ['Your FlexAccount transactions', 'Current Account Statement'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: '£ Out', credit: '£ In', balance: '£ Balance' },
    { dateFormat: 'd-MMM', openingLabel: 'Start balance', closingLabel: 'End balance', accountLabel: 'Account number' },
  ),
  source:
    'Nationwide "Welcome to your current account statement" guide (fdocuments.us, March 2017): "Your FlexAccount transactions" table Date | Description | £ Out | £ In | £ Balance with dates like "29-Jul", "1-Aug"; the statement information box shows the balance at the start and end of the month (exact label wording assumed). nationwide.co.uk help pages: statements show IBAN/BIC.',
});
