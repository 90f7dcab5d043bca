import { crDrTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'fnb-za',
  name: 'FNB',
  aliases: ['First National Bank', 'First National Bank South Africa'],
  country: 'ZA',
  currency: 'ZAR',
  // Not "First National Bank": several US banks carry that name. FNB is a division of FirstRand Bank Limited.
  detect: { names: ['FirstRand Bank Limited'], bics: ['FIRNZAJJ'], domains: ['fnb.co.za'], phrases: ['Accrued Bank Charges'] },
  locale: LOCALES.enZA,
  statement: crDrTable(
    { date: 'Date', description: 'Description', amount: 'Amount', balance: 'Balance' },
    { dateFormat: 'dd MMM', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public FNB statement sample found in the search corpus. From general knowledge FNB statements print Date | Description | Amount | Balance | Accrued Bank Charges, "dd MMM" dates and amounts/balances suffixed Cr (credits) or Dr; legal line "First National Bank - a division of FirstRand Bank Limited", BIC FIRNZAJJ.',
});
