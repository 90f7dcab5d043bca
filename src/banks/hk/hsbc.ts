import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'hsbc-hk',
  name: 'HSBC Hong Kong',
  aliases: ['HSBC HK', 'HSBC Premier (Hong Kong)', 'HSBC One'],
  country: 'HK',
  currency: 'HKD',
  detect: {
    names: ['The Hongkong and Shanghai Banking Corporation Limited'],
    bics: ['HSBCHKHH'],
    domains: ['hsbc.com.hk'],
    phrases: ['B/F BALANCE', 'C/F BALANCE', 'Portfolio Summary', 'Total Relationship Balance'],
  },
  locale: LOCALES.enGB,
  // Hong Kong statements print Deposit before Withdrawal.
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Transaction Details' },
      { role: 'credit', label: 'Deposit' },
      { role: 'debit', label: 'Withdrawal' },
      { role: 'balance', label: 'Balance' },
    ],
    dateFormat: 'dd MMM',
    signs: 'columns',
    openingLabel: 'B/F BALANCE',
    closingLabel: 'C/F BALANCE',
    accountLabel: 'Account Number',
  },
  source:
    'sinopsysHK/HsbcHkPdfScraper hsbcpdf/hsbchk/statements.py (bank signature "The Hongkong and Shanghai Banking Corporation Limited", sections "Portfolio Summary", "HKD Savings", "Total Relationship Balance"). Column order, dd MMM dates and B/F/C/F BALANCE rows as in the sibling Hang Seng layout; exact HSBC labels not verified.',
});
