import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'starling-gb',
  name: 'Starling Bank',
  aliases: ['Starling', 'Starling Bank Limited'],
  country: 'GB',
  currency: 'GBP',
  detect: { names: ['Starling Bank Limited'], bics: ['SRLGGB2L'], domains: ['starlingbank.com'], phrases: ['Payments In', 'Payments Out'] },
  locale: LOCALES.enGB,
  // Landscape table: type before the transaction text, money in before money out.
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'typeCode', label: 'Type' },
      { role: 'description', label: 'Transaction' },
      { role: 'credit', label: 'In' },
      { role: 'debit', label: 'Out' },
      { role: 'balance', label: 'Balance' },
    ],
    dateFormat: 'dd/MM/yyyy',
    signs: 'columns',
    openingLabel: 'Opening Balance',
    closingLabel: 'Closing Balance',
    accountLabel: 'Account Number',
  },
  source:
    'hsbcstatements.co.uk/blog/parsing-starling-statements (landscape statements, summary Opening Balance / Payments In / Payments Out / Closing Balance, page-1 header Date | Type | Transaction | In | Out | Balance, no header on later pages); bankpdftoxls.com (DD/MM/YYYY dates). BIC SRLGGB2L.',
});
