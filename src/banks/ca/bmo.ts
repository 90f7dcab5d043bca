import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bmo-ca',
  name: 'BMO Bank of Montreal',
  aliases: ['BMO', 'Bank of Montreal'],
  country: 'CA',
  currency: 'CAD',
  detect: {
    names: ['BMO Bank of Montreal', 'Bank of Montreal'],
    bics: ['BOFMCAM2'],
    domains: ['bmo.com'],
    phrases: ['Amounts deducted from your account', 'Amounts added to your account'],
  },
  locale: LOCALES.enCA,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Amounts deducted from your account ($)', credit: 'Added ($)', balance: 'Balance ($)' },
    { dateFormat: 'MMM dd', openingLabel: 'Opening balance', closingLabel: 'Closing balance', accountLabel: 'Account number' },
  ),
  source:
    'bmo.com "What is a bank statement" guide and zerabooks.github.io/banks/bmo (BMO personal chequing: date-description-amount-balance layout, debits in their own column). BMO everyday banking statements print Date | Description | Amounts deducted from your account ($) | Amounts added to your account ($) | Balance ($) on wrapped header lines, "Mon dd" dates, Opening balance first; the credit label is shortened to "Added ($)" so it fits a one-line header.',
});
