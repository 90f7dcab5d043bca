import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'boc-hk',
  name: 'Bank of China (Hong Kong)',
  aliases: ['BOCHK', 'BOC Hong Kong'],
  country: 'HK',
  currency: 'HKD',
  detect: { names: ['Bank of China (Hong Kong) Limited'], bics: ['BKCHHKHH'], domains: ['bochk.com'], phrases: ['B/F BALANCE', 'Consolidated Statement'] },
  locale: { ...LOCALES.enGB, dateOrder: 'YMD' },
  statement: {
    columns: [
      { role: 'date', label: 'Transaction Date' },
      { role: 'description', label: 'Transaction Details' },
      { role: 'credit', label: 'Deposit' },
      { role: 'debit', label: 'Withdrawal' },
      { role: 'balance', label: 'Balance' },
    ],
    dateFormat: 'yyyy/MM/dd',
    signs: 'columns',
    openingLabel: 'B/F BALANCE',
    closingLabel: 'C/F BALANCE',
    accountLabel: 'Account Number',
  },
  source:
    'Weak evidence: http://www.bochk.com/en/more/ebanking/estatement.html (legal name, consolidated monthly statement) and bankstatemently.com/banks/hk/bochk (separate credit/debit columns, bilingual descriptions). Labels and yyyy/MM/dd dates are the typical Hong Kong layout, not seen on a sample.',
});
