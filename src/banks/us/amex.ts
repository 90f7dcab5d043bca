import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'amex-us',
  name: 'American Express',
  country: 'US',
  currency: 'USD',
  documentType: 'credit_card',
  detect: { names: ['American Express', 'American Express National Bank'], domains: ['americanexpress.com'], phrases: ['Previous Balance', 'New Balance', 'Minimum Payment Due'] },
  locale: { dateOrder: 'MDY', decimal: '.' },
  source: 'American Express card statements: Date | Description | Amount, purchases positive, payments and credits negative.',
});
