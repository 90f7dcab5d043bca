import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'scotiabank-ca',
  name: 'Scotiabank',
  aliases: ['The Bank of Nova Scotia', 'Scotia'],
  country: 'CA',
  currency: 'CAD',
  detect: {
    names: ['The Bank of Nova Scotia'],
    bics: ['NOSCCATT'],
    domains: ['scotiabank.com'],
    phrases: ['Amounts withdrawn', 'Amounts deposited'],
  },
  locale: LOCALES.enCA,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transactions', debit: 'Amounts withdrawn ($)', credit: 'Deposited ($)', balance: 'Balance ($)' },
    { dateFormat: 'MMM d', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account number' },
  ),
  source:
    'pdfsub.com/blog/scotiabank-bank-statement-explained (legal name The Bank of Nova Scotia, institution 002, Date | Description | Withdrawals | Deposits | Balance, per-row balance). Scotiabank chequing statements head the table Date | Transactions | Amounts withdrawn ($) | Amounts deposited ($) | Balance ($) with "Mon d" dates; the credit label is shortened to "Deposited ($)" so it fits one header line.',
});
