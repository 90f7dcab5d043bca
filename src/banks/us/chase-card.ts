import { cardTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'chase-card-us',
  name: 'Chase Credit Card',
  aliases: ['Chase Sapphire', 'Chase Freedom', 'Chase Card Services'],
  country: 'US',
  currency: 'USD',
  documentType: 'credit_card',
  // JPMorgan Chase Bank, N.A., chase.com and CHASUS33 belong to chase-us (checking); card
  // statements are told apart by Chase Card Services, the product names and chase.com/cardhelp.
  detect: {
    names: ['Chase Card Services', 'Chase Sapphire Preferred', 'Chase Sapphire Reserve', 'Chase Freedom Unlimited', 'Chase Freedom Flex'],
    domains: ['chase.com/cardhelp'],
    phrases: ['ACCOUNT ACTIVITY', 'Merchant Name or Transaction Description', 'Minimum Payment Due'],
  },
  locale: LOCALES.enUS,
  statement: cardTable(
    { date: 'Date of Transaction', description: 'Merchant Name or Transaction Description', amount: '$ Amount' },
    { dateFormat: 'MM/dd', openingLabel: 'Previous Balance', closingLabel: 'New Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Search found only generic Chase card statement guides; layout from Chase card statements as commonly published (redacted samples): ACCOUNT SUMMARY with Previous Balance / New Balance, ACCOUNT ACTIVITY table "Date of Transaction | Merchant Name or Transaction Description | $ Amount" with MM/DD dates, payments as negative amounts, www.chase.com/cardhelp for customer service.',
});
