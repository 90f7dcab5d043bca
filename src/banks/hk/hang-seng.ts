import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'hang-seng-hk',
  name: 'Hang Seng Bank',
  country: 'HK',
  currency: 'HKD',
  detect: {
    names: ['Hang Seng Bank Limited', 'Hang Seng Bank Ltd'],
    bics: ['HASEHKHH'],
    domains: ['hangseng.com'],
    phrases: ['Integrated Account Statement', 'B/F BALANCE', 'C/F BALANCE'],
  },
  locale: LOCALES.enGB,
  // Deposit before Withdrawal, as Hong Kong banks print it.
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
    'beancount_hangseng importer (GitHub, Cheong Yiu Fung): "Integrated Account Statement Savings" sections, fixed columns post date | transaction | deposit | withdrawal | balance, dates "%d %b", rows "B/F BALANCE"/"C/F BALANCE", "Account Number", "Statement Date dd MMM yyyy". Header wording assumed.',
});
