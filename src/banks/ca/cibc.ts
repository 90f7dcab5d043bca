import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'cibc-ca',
  name: 'CIBC',
  aliases: ['Canadian Imperial Bank of Commerce', 'CIBC Smart Account'],
  country: 'CA',
  currency: 'CAD',
  detect: {
    names: ['Canadian Imperial Bank of Commerce', 'CIBC Smart Account'],
    bics: ['CIBCCATT'],
    domains: ['cibc.com'],
    phrases: ['Transaction details', 'Account summary'],
  },
  locale: LOCALES.enCA,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Withdrawals ($)', credit: 'Deposits ($)', balance: 'Balance ($)' },
    { dateFormat: 'MMM d', openingLabel: 'Opening balance', closingLabel: 'Closing balance', accountLabel: 'Account number' },
  ),
  source:
    'CIBC Personal Account Service Fees booklet (legal name, cibc.com) and zerabooks.github.io/banks/cibc (personal chequing layout with date, description and running balance). No public sample table found: the Date | Description | Withdrawals ($) | Deposits ($) | Balance ($) header with "Mon d" dates between Opening balance and Closing balance is the usual CIBC chequing layout.',
});
