import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'natwest-gb',
  name: 'NatWest',
  aliases: ['National Westminster Bank', 'National Westminster Bank Plc'],
  country: 'GB',
  currency: 'GBP',
  detect: { names: ['National Westminster Bank Plc'], bics: ['NWBKGB2L'], domains: ['natwest.com'], phrases: ['BROUGHT FORWARD'] },
  locale: LOCALES.enGB,
  // NatWest prints money in before money out.
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Description' },
      { role: 'credit', label: 'Paid In(£)' },
      { role: 'debit', label: 'Withdrawn(£)' },
      { role: 'balance', label: 'Balance(£)' },
    ],
    dateFormat: 'dd MMM yyyy',
    signs: 'columns',
    openingLabel: 'BROUGHT FORWARD',
    closingLabel: 'CARRIED FORWARD',
    accountLabel: 'Account Number',
  },
  source:
    'getmoneysorted.co.uk/natwest-bank-statement-guide (Date | Description | Paid out | Paid in | Balance, type code prefixed to the description, "OD" when overdrawn); header wording "Paid In(£) / Withdrawn(£) / Balance(£)", dd MMM yyyy dates and the BROUGHT FORWARD first row follow NatWest online PDF statements from general knowledge (not verified verbatim). BIC NWBKGB2L is NatWest\'s published BIC.',
});
