import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'chase-us',
  name: 'Chase',
  aliases: ['JPMorgan Chase', 'Chase Total Checking'],
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['JPMorgan Chase Bank, N.A.', 'JPMorgan Chase Bank', 'Chase Total Checking'],
    bics: ['CHASUS33'],
    domains: ['chase.com'],
    phrases: ['CHECKING SUMMARY', 'TRANSACTION DETAIL'],
  },
  locale: LOCALES.enUS,
  statement: signedAmountTable(
    { date: 'DATE', description: 'DESCRIPTION', amount: 'AMOUNT', balance: 'BALANCE' },
    { dateFormat: 'MM/dd', openingLabel: 'Beginning Balance', closingLabel: 'Ending Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Chase checking statements (public redacted samples): TRANSACTION DETAIL with DATE | DESCRIPTION | AMOUNT | BALANCE, MM/DD dates, a "through" statement period.',
});
