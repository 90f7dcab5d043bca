import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'td-ca',
  name: 'TD Canada Trust',
  aliases: ['TD', 'The Toronto-Dominion Bank', 'TD Every Day Chequing'],
  country: 'CA',
  currency: 'CAD',
  detect: {
    names: ['TD Canada Trust', 'The Toronto-Dominion Bank'],
    bics: ['TDOMCATTTOR'],
    domains: ['tdcanadatrust.com', 'td.com/ca'],
    phrases: ['BALANCE FORWARD', 'CHEQUE/DEBIT', 'DEPOSIT/CREDIT'],
  },
  locale: LOCALES.enCA,
  // TD Canada Trust prints the description first (the printed order is DESCRIPTION | CHEQUE/DEBIT |
  // DEPOSIT/CREDIT | DATE | BALANCE; the date is kept ahead of the money columns here).
  statement: {
    columns: [
      { role: 'description', label: 'DESCRIPTION' },
      { role: 'date', label: 'DATE' },
      { role: 'debit', label: 'CHEQUE/DEBIT' },
      { role: 'credit', label: 'DEPOSIT/CREDIT' },
      { role: 'balance', label: 'BALANCE' },
    ],
    dateFormat: 'MMM dd',
    signs: 'columns',
    openingLabel: 'BALANCE FORWARD',
    closingLabel: 'CLOSING BALANCE',
    accountLabel: 'ACCOUNT NO.',
  },
  source:
    'pdfsub.com/blog/td-canada-bank-statement-explained (TD Canada Trust header, institution 004, type prefixes, per-row balance) and the TD Canada Trust description-code guide (tdcanadatrust.com/easyweb5/help). Personal account statements print DESCRIPTION | CHEQUE/DEBIT | DEPOSIT/CREDIT | DATE | BALANCE with a BALANCE FORWARD first row; dates print as "JAN02" (written here as MMM dd, the format grammar needs a separator).',
});
