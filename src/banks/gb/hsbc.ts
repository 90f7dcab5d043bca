import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'hsbc-gb',
  name: 'HSBC UK',
  country: 'GB',
  currency: 'GBP',
  detect: { names: ['HSBC UK Bank plc', 'HSBC Advance', 'HSBC Premier'], bics: ['HBUKGB4B'], domains: ['hsbc.co.uk'], phrases: ['Paid out', 'Paid in', 'BALANCE BROUGHT FORWARD'] },
  locale: { dateOrder: 'DMY', decimal: '.' },
  source: 'Anonymised HSBC UK current-account statement (boscorat/bank_statement_parser test data): Date | Payment type and details | Paid out | Paid in | Balance, dd MMM yy.',
});
