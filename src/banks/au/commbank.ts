import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'commbank-au',
  name: 'Commonwealth Bank',
  country: 'AU',
  currency: 'AUD',
  detect: { names: ['Commonwealth Bank of Australia', 'Commonwealth Bank'], bics: ['CTBAAU2S'], domains: ['commbank.com.au'], phrases: ['OPENING BALANCE', 'CLOSING BALANCE'] },
  locale: { dateOrder: 'DMY', decimal: '.' },
  source: 'CommBank statement: Date | Transaction | Debit | Credit | Balance with balances suffixed CR/DR.',
});
