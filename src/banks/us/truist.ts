import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'truist-us',
  name: 'Truist',
  aliases: ['Truist Bank', 'Truist One Checking', 'BB&T', 'SunTrust'],
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['Truist Bank', 'Truist One Checking'],
    bics: ['BRBTUS33'],
    domains: ['truist.com'],
    phrases: ['Deposits, credits and interest', 'Other withdrawals, debits and service charges', 'Your new balance as of'],
  },
  locale: LOCALES.enUS,
  statement: signedAmountTable(
    { date: 'DATE', description: 'DESCRIPTION', amount: 'AMOUNT($)' },
    { dateFormat: 'MM/dd', openingLabel: 'Your previous balance as of', closingLabel: 'Your new balance as of', accountLabel: 'Account number' },
  ),
  source:
    'No specific public statement sample found (truist.com disclosure pages only confirm monthly, possibly combined statements). Typical Truist checking layout: account summary "Your previous balance as of" / "Your new balance as of", then sections "Checks", "Other withdrawals, debits and service charges", "Deposits, credits and interest" listing DATE | DESCRIPTION | AMOUNT($) with MM/DD dates; the sections give the sign, printed here as a signed amount.',
});
