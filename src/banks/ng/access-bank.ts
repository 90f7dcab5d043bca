import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'access-bank-ng',
  name: 'Access Bank',
  country: 'NG',
  currency: 'NGN',
  detect: { names: ['Access Bank Plc'], bics: ['ABNGNGLA'], domains: ['accessbankplc.com'], phrases: ['Posted Date'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Posted Date', valueDate: 'Value Date', description: 'Description', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd-MMM-yy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Access Bank statement parsers on GitHub (rows "posted date, value date, description, debit, credit, balance", dates like 01-JAN-25 matched by \\d{2}-[A-Z]{3}-\\d{2}). Opening/closing and account labels typical, not verified.',
});
