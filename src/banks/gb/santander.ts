import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'santander-gb',
  name: 'Santander UK',
  aliases: ['Santander UK plc'],
  country: 'GB',
  currency: 'GBP',
  detect: { names: ['Santander UK plc'], bics: ['ABBYGB2L'], domains: ['santander.co.uk'], phrases: ['Balance brought forward', 'Balance carried forward'] },
  locale: LOCALES.enGB,
  // Santander UK prints money in before money out.
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Description' },
      { role: 'credit', label: 'Money in' },
      { role: 'debit', label: 'Money out' },
      { role: 'balance', label: 'Balance' },
    ],
    dateFormat: 'dd MMM',
    signs: 'columns',
    openingLabel: 'Balance brought forward',
    closingLabel: 'Balance carried forward',
    accountLabel: 'Account number',
  },
  source:
    'getmoneysorted.co.uk/santander-bank-statement-guide (Date | Description | Money in/Money out | Balance, "OD" when overdrawn); santander.co.uk/uk/help-support/your-statements (monthly statement periods). Santander UK statements print ordinal day dates ("3rd Jan"), which dateFormat cannot spell, so "dd MMM" is the nearest form; the "Balance brought/carried forward" labels are from general knowledge. BIC ABBYGB2L is Santander UK\'s (ex-Abbey) BIC.',
});
