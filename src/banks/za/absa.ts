import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'absa-za',
  name: 'Absa',
  aliases: ['Absa Bank', 'ABSA'],
  country: 'ZA',
  currency: 'ZAR',
  detect: { names: ['Absa Bank Limited', 'Absa Bank Ltd'], bics: ['ABSAZAJJ'], domains: ['absa.co.za'], phrases: ['Bal Brought Forward'] },
  locale: LOCALES.enZA,
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Transaction Description' },
      { role: 'debit', label: 'Debit Amount' },
      { role: 'credit', label: 'Credit Amount' },
      { role: 'balance', label: 'Balance' },
    ],
    dateFormat: 'dd/MM/yyyy',
    signs: 'columns',
    openingLabel: 'Balance Brought Forward',
    closingLabel: 'Closing Balance',
    accountLabel: 'Account Number',
  },
  source:
    'Weak evidence: no public Absa statement PDF found. An Absa statement extract used in a school exercise (askfilo.com) shows Date | Description | Debit(R) | Credit(R) | Balance with dd/MM dates and an "Opening balance" row; the real cheque-account header (Date | Transaction Description | Charge | Debit Amount | Credit Amount | Balance, "Bal Brought Forward") is from general knowledge. Legal name "Absa Bank Ltd Reg No 1986/004794/06" (Absa pricing guide), BIC ABSAZAJJ.',
});
