import { cardTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'capital-one-card-us',
  name: 'Capital One Credit Card',
  aliases: ['Capital One Quicksilver', 'Capital One Venture', 'Capital One Savor'],
  country: 'US',
  currency: 'USD',
  documentType: 'credit_card',
  // "Capital One, N.A." (the issuer) is claimed by capital-one-us; card statements are told apart
  // by the card product names and capitalone.com.
  detect: {
    names: ['Capital One Quicksilver', 'Capital One Venture', 'Capital One Savor', 'Capital One Platinum'],
    domains: ['capitalone.com'],
    phrases: ['Payments, Credits and Adjustments', 'Minimum Payment Due', 'Trans Date'],
  },
  locale: LOCALES.enUS,
  statement: cardTable(
    { date: 'Trans Date', valueDate: 'Post Date', description: 'Description', amount: 'Amount' },
    { dateFormat: 'MMM d', openingLabel: 'Previous Balance', closingLabel: 'New Balance', accountLabel: 'Account ending in' },
  ),
  source:
    'capitalone.com/learn-grow/money-management/how-to-read-credit-card-statement (annotated sample Capital One card statement: Payment Information with New Balance and Minimum Payment Due, Account Summary from Previous Balance, Transactions section). Transactions print Trans Date | Post Date | Description | Amount with "Mon d" dates; payments and credits negative.',
});
