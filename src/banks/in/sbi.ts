import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'sbi-in',
  name: 'State Bank of India',
  aliases: ['SBI'],
  country: 'IN',
  currency: 'INR',
  detect: { names: ['State Bank of India'], bics: ['SBININBB'], domains: ['onlinesbi.sbi', 'sbi.co.in'], phrases: ['Ref No./Cheque No.', 'Txn Date'] },
  locale: LOCALES.enIN,
  statement: debitCreditTable(
    {
      date: 'Txn Date',
      valueDate: 'Value Date',
      description: 'Description',
      reference: 'Ref No./Cheque No.',
      debit: 'Debit',
      credit: 'Credit',
      balance: 'Balance',
    },
    { dateFormat: 'dd MMM yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'https://www.convertstatement.online/blog/indian-bank-statement-formats-differences (SBI: Txn Date | Value Date | Description | Ref No./Cheque No. | Debit | Credit | Balance, dates like 15 Jan 2024). Opening/closing and account labels are the usual Indian wording, not confirmed from a sample.',
});
