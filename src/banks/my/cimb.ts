import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'cimb-my',
  name: 'CIMB Bank',
  aliases: ['CIMB', 'CIMB Clicks'],
  country: 'MY',
  currency: 'MYR',
  detect: { names: ['CIMB Bank Berhad'], bics: ['CIBBMYKL'], domains: ['cimb.com.my', 'cimbclicks.com.my'], phrases: ['BAKI PENUTUP', 'TARIKH PENYATA'] },
  locale: LOCALES.msMY,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', reference: 'Cheque / Ref No', debit: 'Withdrawal', credit: 'Deposits', balance: 'Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'OPENING BALANCE', closingLabel: 'CLOSING BALANCE / BAKI PENUTUP', accountLabel: 'Account No' },
  ),
  source:
    'narmi46/bank_statment_V2 cimb.py (GitHub): table date | description | cheque/ref no | withdrawal | deposit | (tax) | balance, dd/MM/yyyy dates, "OPENING BALANCE" row, "CLOSING BALANCE / BAKI PENUTUP", "STATEMENT DATE / TARIKH PENYATA". The Tax column is left out.',
});
