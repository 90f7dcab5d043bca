import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'hdfc-in',
  name: 'HDFC Bank',
  country: 'IN',
  currency: 'INR',
  detect: { names: ['HDFC Bank Ltd', 'HDFC BANK LIMITED', 'HDFC Bank'], bics: ['HDFCINBB'], domains: ['hdfcbank.com'], phrases: ['Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'] },
  locale: { dateOrder: 'DMY', decimal: '.' },
  source: 'HDFC Bank statement: Date | Narration | Chq./Ref.No. | Value Dt | Withdrawal Amt. | Deposit Amt. | Closing Balance, Indian grouping.',
});
