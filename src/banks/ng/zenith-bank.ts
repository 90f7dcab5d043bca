import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'zenith-bank-ng',
  name: 'Zenith Bank',
  country: 'NG',
  currency: 'NGN',
  detect: { names: ['Zenith Bank Plc'], bics: ['ZEIBNGLA'], domains: ['zenithbank.com'], phrases: ['DATE POSTED'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'DATE POSTED', valueDate: 'VALUE DATE', description: 'DESCRIPTION', debit: 'DEBIT', credit: 'CREDIT', balance: 'BALANCE' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'zenith-parser-001.py on GitHub (HEADER_SIGNATURE DATE POSTED | VALUE DATE | DESCRIPTION | DEBIT | CREDIT | BALANCE) and a Zenith parser matching dd/MM/yyyy dates and "Period: dd/MM/yyyy TO dd/MM/yyyy". Opening/closing labels typical.',
});
