import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'commbank-au',
  name: 'Commonwealth Bank',
  aliases: ['CommBank', 'CBA'],
  country: 'AU',
  currency: 'AUD',
  detect: { names: ['Commonwealth Bank of Australia'], bics: ['CTBAAU2S'], domains: ['commbank.com.au'], phrases: ['OPENING BALANCE', 'CLOSING BALANCE'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd MMM', openingLabel: 'OPENING BALANCE', closingLabel: 'CLOSING BALANCE', accountLabel: 'Account Number' },
  ),
  source: 'CommBank transaction statements (public samples): Date | Transaction | Debit | Credit | Balance, balances suffixed CR/DR.',
});
