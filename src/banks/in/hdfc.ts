import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'hdfc-in',
  name: 'HDFC Bank',
  country: 'IN',
  currency: 'INR',
  detect: { names: ['HDFC Bank Ltd', 'HDFC BANK LIMITED'], bics: ['HDFCINBB'], domains: ['hdfcbank.com'], phrases: ['Withdrawal Amt.', 'Deposit Amt.'] },
  locale: LOCALES.enIN,
  statement: debitCreditTable(
    {
      date: 'Date',
      description: 'Narration',
      reference: 'Chq./Ref.No.',
      valueDate: 'Value Dt',
      debit: 'Withdrawal Amt.',
      credit: 'Deposit Amt.',
      balance: 'Closing Balance',
    },
    { dateFormat: 'dd/MM/yy', openingLabel: 'Opening Balance', closingLabel: 'Closing Bal', accountLabel: 'Account No' },
  ),
  source:
    'HDFC Bank account statement (public samples): Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance, Indian grouping.',
});
