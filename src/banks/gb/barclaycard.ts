import { cardTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'barclaycard-gb',
  name: 'Barclaycard',
  aliases: ['Barclaycard Platinum', 'Barclaycard Visa'],
  country: 'GB',
  currency: 'GBP',
  documentType: 'credit_card',
  // No BIC: card statements carry none, and BARCGB22 belongs to the Barclays current-account profile.
  detect: { names: ['Barclaycard'], domains: ['barclaycard.co.uk', 'mybarclaycard.co.uk'], phrases: ['Your new balance', 'Available to spend'] },
  locale: LOCALES.enGB,
  statement: cardTable(
    { date: 'Date', description: 'Description', amount: 'Amount' },
    { dateFormat: 'dd MMM', openingLabel: 'Your previous balance', closingLabel: 'Your new balance', accountLabel: 'Card number' },
  ),
  source:
    'Public Barclaycard Platinum Visa statement (pdfcoffee.com, January 2016): "Your Platinum Visa statement Number 4929 ...", mybarclaycard.co.uk, "At a glance: Your new balance / Minimum payment / Please pay by", "Your previous balance", "Available to spend", "Your transactions" section. Transaction column labels, dd MMM dates and the "Card number" label (the 2016 sample prints "statement Number" before the card number) are assumed.',
});
