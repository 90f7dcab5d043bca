import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'capital-one-us',
  name: 'Capital One 360',
  aliases: ['Capital One', 'Capital One 360 Checking', '360 Performance Savings'],
  country: 'US',
  currency: 'USD',
  // capitalone.com is printed on card statements too; it belongs to capital-one-card-us.
  detect: {
    names: ['Capital One 360', '360 Checking', '360 Performance Savings', 'Capital One, N.A.'],
    bics: ['HIBKUS44'],
    phrases: ['Interest detail', 'Annual Percentage Yield Earned'],
  },
  locale: LOCALES.enUS,
  statement: signedAmountTable(
    { date: 'DATE', description: 'DESCRIPTION', amount: 'AMOUNT', balance: 'BALANCE' },
    { dateFormat: 'MMM d', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account number' },
  ),
  source:
    'pdfsub.com/blog/capital-one-bank-statement-explained (Date | Description | Amount table, opening/deposits/withdrawals/ending account summary, inline interest detail) and the public 360 Checking disclosure ("Products and services are offered by Capital One, N.A."). 360 statements print "Mon d" dates, signed amounts and a running balance between Opening Balance and Closing Balance rows.',
});
