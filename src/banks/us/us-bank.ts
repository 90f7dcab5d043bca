import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'us-bank-us',
  name: 'U.S. Bank',
  aliases: ['US Bank', 'U.S. Bancorp', 'U.S. Bank Smartly Checking'],
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['U.S. Bank National Association', 'U.S. Bank Smartly Checking'],
    bics: ['USBKUS44'],
    domains: ['usbank.com'],
    phrases: ['Customer Deposits', 'Other Withdrawals', 'Balance Summary'],
  },
  locale: LOCALES.enUS,
  statement: signedAmountTable(
    { date: 'Date', description: 'Description of Transaction', reference: 'Ref Number', amount: 'Amount' },
    { dateFormat: 'MMM d', openingLabel: 'Beginning Balance', closingLabel: 'Ending Balance', accountLabel: 'Account Number' },
  ),
  source:
    'No specific public sample found (searches returned only generic U.S. Bank statement guides). Typical U.S. Bank consumer layout: "Customer Deposits" and "Other Withdrawals" sections with Date | Description of Transaction | Ref Number | Amount, "Mon d" dates, withdrawals marked negative, a "Balance Summary" of daily ending balances; Beginning/Ending Balance in the account summary.',
});
