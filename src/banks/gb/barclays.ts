import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'barclays-gb',
  name: 'Barclays',
  aliases: ['Barclays Bank UK PLC', 'Barclays Bank'],
  country: 'GB',
  currency: 'GBP',
  detect: { names: ['Barclays Bank UK PLC'], bics: ['BARCGB22'], domains: ['barclays.co.uk'], phrases: ['Start balance', 'End balance'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Money out £', credit: 'Money in £', balance: 'Balance £' },
    { dateFormat: 'dd MMM', openingLabel: 'Start balance', closingLabel: 'End balance', accountLabel: 'Account No' },
  ),
  source:
    'getmoneysorted.co.uk/barclays-bank-statement-guide (columns Date | Description | Money out | Money in | Balance, "OD" when overdrawn); hsbcstatements.co.uk/blog/parsing-barclays-statements ("12 Apr" dates with no year, date printed once per day, "Start balance" row, "Balance brought forward from previous page"); pdfsub.com (letterhead "Barclays Bank UK PLC"). BIC BARCGB22 is the published Barclays UK BIC.',
});
