import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'dbs-sg',
  name: 'DBS Bank',
  aliases: ['DBS', 'POSB', 'DBS/POSB'],
  country: 'SG',
  currency: 'SGD',
  detect: {
    names: ['DBS Bank Ltd'],
    bics: ['DBSSSGSG'],
    domains: ['dbs.com.sg', 'posb.com.sg'],
    phrases: ['Balance Brought Forward', 'Balance Carried Forward', 'Consolidated Statement'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Withdrawal', credit: 'Deposit', balance: 'Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Balance Brought Forward', closingLabel: 'Balance Carried Forward', accountLabel: 'Account No.' },
  ),
  source:
    'DBS/POSB consolidated statement parsers on GitHub (kencx/exportsg main.py: columns DATE | DESCRIPTION | WITHDRAWAL | DEPOSIT | BALANCE, "Balance Brought Forward"/"Balance Carried Forward"; another parser matches dd/MM/yyyy rows after "Balance Brought Forward"). http://www.posb.com.sg/personal/deposits/bank-with-ease/consolidated-statement',
});
