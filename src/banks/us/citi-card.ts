import { cardTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'citi-card-us',
  name: 'Citi Credit Card',
  aliases: ['Citi Double Cash', 'Citi Custom Cash', 'Citi Simplicity', 'Costco Anywhere Visa'],
  country: 'US',
  currency: 'USD',
  documentType: 'credit_card',
  // The issuer "Citibank, N.A." and citibank.com belong to citibank-us (checking).
  detect: {
    names: ['Citi Double Cash Card', 'Citi Custom Cash Card', 'Citi Simplicity Card', 'Citi Strata Premier Card', 'Costco Anywhere Visa Card by Citi'],
    domains: ['citicards.com'],
    phrases: ['Payments, Credits and Adjustments', 'Standard Purchases', 'Minimum payment due'],
  },
  locale: LOCALES.enUS,
  statement: cardTable(
    { date: 'Sale Date', valueDate: 'Post Date', description: 'Description', amount: 'Amount' },
    { dateFormat: 'MM/dd', openingLabel: 'Previous balance', closingLabel: 'New balance', accountLabel: 'Account ending in' },
  ),
  source:
    'citi.com/credit-cards/understanding-credit-cards/what-is-credit-card-statement-and-how-to-read-it (Account summary: Previous balance, Payments and credits, Purchases, Fees and interest, New balance; payment information). Citi card transactions print Sale Date | Post Date | Description | Amount grouped under "Payments, Credits and Adjustments" and "Standard Purchases", MM/DD dates, credits negative.',
});
