import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'td-bank-us',
  name: 'TD Bank',
  aliases: ['TD Bank N.A.', 'TD Convenience Checking', 'TD Beyond Checking'],
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['TD Bank, N.A.', 'TD Convenience Checking', 'TD Beyond Checking'],
    bics: ['NRTHUS33'],
    domains: ['tdbank.com'],
    phrases: ['DAILY ACCOUNT ACTIVITY', "America's Most Convenient Bank", 'Electronic Payments'],
  },
  locale: LOCALES.enUS,
  statement: signedAmountTable(
    { date: 'POSTING DATE', description: 'DESCRIPTION', amount: 'AMOUNT' },
    { dateFormat: 'MM/dd', openingLabel: 'Beginning Balance', closingLabel: 'Ending Balance', accountLabel: 'Primary Account #' },
  ),
  source:
    'pdfsub.com/th/blog/td-bank-statement-explained ("TD Bank, N.A." header, Daily Account Activity with MM/DD dates and type-prefixed descriptions, -47.99 style signed amounts) and TD Bank Personal Deposit Account Agreement ("America\'s Most Convenient Bank"). Activity is listed as POSTING DATE | DESCRIPTION | AMOUNT per section (Deposits, Electronic Payments, ...).',
});
