import { cardTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'discover-card-us',
  name: 'Discover',
  aliases: ['Discover it', 'Discover Card'],
  country: 'US',
  currency: 'USD',
  documentType: 'credit_card',
  detect: {
    names: ['Discover Bank', 'Discover it Card'],
    domains: ['discover.com'],
    phrases: ['Cashback Bonus', 'Credit Line Available', 'Minimum Payment Due'],
  },
  locale: LOCALES.enUS,
  statement: cardTable(
    { date: 'Trans. Date', valueDate: 'Post Date', description: 'Description', amount: 'Amount' },
    { dateFormat: 'MMM dd', openingLabel: 'Previous Balance', closingLabel: 'New Balance', accountLabel: 'Account ending in' },
  ),
  source:
    "discover.com/credit-cards/resources/how-to-read-a-credit-card-statement (Discover's own annotated sample: account number last four, open/close dates, Account Summary with Previous Balance, Payments and Credits, Purchases, New Balance, Credit Line Available, Minimum Payment Due). Transactions list Trans. Date | Post Date | Description | Amount; purchases positive, payments and credits negative.",
});
