import { cardTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'amex-us',
  name: 'American Express',
  aliases: ['Amex'],
  country: 'US',
  currency: 'USD',
  documentType: 'credit_card',
  detect: { names: ['American Express National Bank', 'American Express'], domains: ['americanexpress.com'], phrases: ['Minimum Payment Due', 'New Balance'] },
  locale: LOCALES.enUS,
  statement: cardTable(
    { date: 'Date', description: 'Description', amount: 'Amount' },
    { dateFormat: 'MM/dd/yy', openingLabel: 'Previous Balance', closingLabel: 'New Balance', accountLabel: 'Account Ending' },
  ),
  source: 'American Express card statements (public samples): Date | Description | Amount; purchases positive, payments and credits negative or CR.',
});
