import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'public-bank-my',
  name: 'Public Bank',
  aliases: ['PBB', 'PBe'],
  country: 'MY',
  currency: 'MYR',
  detect: { names: ['Public Bank Berhad'], bics: ['PBBEMYKL'], domains: ['pbebank.com'], phrases: ['Balance B/F', 'URUS NIAGA'] },
  locale: LOCALES.msMY,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd/MM', openingLabel: 'Balance B/F', closingLabel: 'Balance C/F', accountLabel: 'Account Number' },
  ),
  source:
    'narmi46/bank_statment_V2 public_bank.py (GitHub): rows start "dd/MM", end with amount and balance, "Balance B/F" row, header words DATE/TARIKH and TRANSACTION/URUS NIAGA, STATEMENT DATE gives the year. Debit/Credit labels and "Balance C/F" assumed.',
});
