import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bank-of-ireland-ie',
  name: 'Bank of Ireland',
  aliases: ['BOI', 'The Governor and Company of the Bank of Ireland'],
  country: 'IE',
  currency: 'EUR',
  // Not the bare "Bank of Ireland": every Irish statement says "regulated by the Central Bank of Ireland".
  detect: { names: ['The Governor and Company of the Bank of Ireland'], bics: ['BOFIIE2D'], domains: ['bankofireland.com'], phrases: ['365 online'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction details', debit: 'Payments - out', credit: 'Payments - in', balance: 'Balance' },
    { dateFormat: 'dd MMM yyyy', openingLabel: 'BALANCE FORWARD', closingLabel: 'CLOSING BALANCE', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence for the table: no public sample statement found. BIC BOFIIE2D from the Bank of Ireland jargon buster (personalbanking.bankofireland.com); "365 Online" narratives from bankofirelanduk.com statement terms. Columns Date | Transaction details | Payments - out | Payments - in | Balance and the BALANCE FORWARD row are from general knowledge of Bank of Ireland current-account statements.',
});
