import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'anz-au',
  name: 'ANZ',
  aliases: ['Australia and New Zealand Banking Group', 'ANZ Australia'],
  country: 'AU',
  currency: 'AUD',
  detect: {
    names: ['Australia and New Zealand Banking Group Limited'],
    bics: ['ANZBAU3M'],
    domains: ['anz.com'],
    phrases: ['Please retain this statement for taxation purposes'],
  },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction Details', debit: 'Withdrawals ($)', credit: 'Deposits ($)', balance: 'Balance ($)' },
    { dateFormat: 'dd MMM', openingLabel: 'OPENING BALANCE', closingLabel: 'CLOSING BALANCE', accountLabel: 'Account Number' },
  ),
  source:
    'Public ANZ Progress Saver statement (scribd.com/document/748615583, 2023): "Australia and New Zealand Banking Group Limited (ANZ) ABN 11 005 357 522", anz.com, Branch Number (BSB) / Account Number, summary Opening Balance / Total Deposits / Total Withdrawals / Closing Balance, table Date | Transaction Details | Withdrawals ($) | Deposits ($) | Balance ($) with "09 JUN" dates and an OPENING BALANCE first row. BIC ANZBAU3M.',
});
