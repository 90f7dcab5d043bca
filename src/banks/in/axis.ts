import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'axis-in',
  name: 'Axis Bank',
  country: 'IN',
  currency: 'INR',
  detect: { names: ['Axis Bank Limited', 'Axis Bank Ltd'], bics: ['AXISINBB'], domains: ['axisbank.com'], phrases: ['Tran Date', 'Init. Br'] },
  locale: LOCALES.enIN,
  // Cheque number comes before the particulars, so the columns are written out in print order.
  statement: {
    columns: [
      { role: 'date', label: 'Tran Date' },
      { role: 'reference', label: 'Chq No' },
      { role: 'description', label: 'Particulars' },
      { role: 'debit', label: 'Debit' },
      { role: 'credit', label: 'Credit' },
      { role: 'balance', label: 'Balance' },
    ],
    dateFormat: 'dd-MM-yyyy',
    signs: 'columns',
    openingLabel: 'OPENING BALANCE',
    closingLabel: 'CLOSING BALANCE',
    accountLabel: 'Account No',
  },
  source:
    'https://www.convertstatement.online/blog/indian-bank-statement-formats-differences (Axis: Tran Date, CHQNO, Particulars, DR, CR, BAL; DD-MM-YYYY). Printed labels "Chq No", "Debit", "Credit", "Init. Br" from memory of Axis PDF statements, not verified.',
});
