import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'icici-in',
  name: 'ICICI Bank',
  country: 'IN',
  currency: 'INR',
  detect: {
    names: ['ICICI Bank Limited', 'ICICI Bank Ltd'],
    bics: ['ICICINBB'],
    domains: ['icicibank.com'],
    phrases: ['Statement of Transactions in Savings Account', 'PARTICULARS'],
  },
  locale: LOCALES.enIN,
  // The e-mailed savings statement prints DEPOSITS before WITHDRAWALS, with a MODE column.
  statement: {
    columns: [
      { role: 'date', label: 'DATE' },
      { role: 'typeCode', label: 'MODE' },
      { role: 'description', label: 'PARTICULARS' },
      { role: 'credit', label: 'DEPOSITS' },
      { role: 'debit', label: 'WITHDRAWALS' },
      { role: 'balance', label: 'BALANCE' },
    ],
    dateFormat: 'dd-MM-yyyy',
    signs: 'columns',
    openingLabel: 'Opening Balance',
    closingLabel: 'Closing Balance',
    accountLabel: 'Account Number',
  },
  source:
    'ICICI e-mailed savings statement as matched by public parsers on GitHub ("Statement of Transactions in Savings Account ... DATE MODE PARTICULARS DEPOSITS WITHDRAWALS BALANCE", dd-MM-yyyy rows, B/F first row). Opening/closing labels are the usual wording.',
});
