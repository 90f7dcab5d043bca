import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'pnc-us',
  name: 'PNC Bank',
  aliases: ['PNC', 'PNC Virtual Wallet'],
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['PNC Bank, National Association', 'PNC Virtual Wallet'],
    bics: ['PNCCUS33'],
    domains: ['pnc.com'],
    phrases: ['Deposits and Other Additions', 'Checks and Other Deductions', 'Daily Balance Detail', 'Activity Detail'],
  },
  locale: LOCALES.enUS,
  // PNC prints the amount before the description: Date posted | Amount | Description.
  statement: {
    columns: [
      { role: 'date', label: 'Date posted' },
      { role: 'amount', label: 'Amount' },
      { role: 'description', label: 'Description' },
    ],
    dateFormat: 'MM/dd',
    signs: 'signed',
    openingLabel: 'Beginning balance',
    closingLabel: 'Ending balance',
    accountLabel: 'Account number',
  },
  source:
    'pdfsub.com/blog/pnc-bank-statement-explained (Activity Detail, Checks paid, Daily balance; "PNC Bank, National Association" in pnc.com legal footers). Standard PNC checking activity lists "Deposits and Other Additions" / "Checks and Other Deductions" as Date posted | Amount | Description with MM/DD dates (deductions are the money out); Virtual Wallet statements use Money Out / Money In headings instead.',
});
