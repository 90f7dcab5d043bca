import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'halifax-gb',
  name: 'Halifax',
  aliases: ['Halifax (Bank of Scotland plc)'],
  country: 'GB',
  currency: 'GBP',
  // "Halifax" alone is also a town name printed in addresses; the legal line is what identifies it.
  detect: {
    names: ['Halifax is a division of Bank of Scotland plc'],
    bics: ['HLFXGB21'],
    domains: ['halifax.co.uk'],
    phrases: ['Date of previous statement', 'STATEMENT OPENING BALANCE'],
  },
  locale: LOCALES.enGB,
  // Lloyds Banking Group layout: payment type in its own column, money in before money out.
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Description' },
      { role: 'typeCode', label: 'Type' },
      { role: 'credit', label: 'Money In (£)' },
      { role: 'debit', label: 'Money Out (£)' },
      { role: 'balance', label: 'Balance (£)' },
    ],
    dateFormat: 'dd MMM yy',
    signs: 'columns',
    openingLabel: 'STATEMENT OPENING BALANCE',
    closingLabel: 'STATEMENT CLOSING BALANCE',
    accountLabel: 'Account No',
  },
  source:
    'Public Halifax statements on scribd (2022-2023): "www.halifax.co.uk", "Sort Code 11-00-08 / Account No", "BIC HLFXGB21A24", "Date of previous statement", "Balance on 02 Mar 2023", footer "Halifax is a division of Bank of Scotland plc"; bankscanai.com (DD MMM YY dates, Type column, Lloyds-family layout). Column header wording assumed identical to Lloyds Bank.',
});
