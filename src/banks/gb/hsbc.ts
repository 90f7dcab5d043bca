import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'hsbc-gb',
  name: 'HSBC UK',
  aliases: ['HSBC UK Bank plc', 'HSBC Advance', 'HSBC Premier'],
  country: 'GB',
  currency: 'GBP',
  detect: {
    names: ['HSBC UK Bank plc', 'HSBC Advance', 'HSBC Premier'],
    bics: ['HBUKGB4B'],
    domains: ['hsbc.co.uk'],
    phrases: ['BALANCE BROUGHT FORWARD', 'Payment type and details'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Payment type and details', debit: 'Paid out', credit: 'Paid in', balance: 'Balance' },
    { dateFormat: 'dd MMM yy', openingLabel: 'BALANCE BROUGHT FORWARD', closingLabel: 'BALANCE CARRIED FORWARD', accountLabel: 'Account Number' },
  ),
  source:
    'Anonymised HSBC UK current-account statement (boscorat/bank_statement_parser test data; real statement 03 of the tests, test/helpers/real-corpus.ts): Date | Payment type and details | Paid out | Paid in | Balance, dd MMM yy, date once per day, balance once per day.',
});
