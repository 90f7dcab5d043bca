import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'maybank-my',
  name: 'Maybank',
  aliases: ['Malayan Banking', 'Maybank2u'],
  country: 'MY',
  currency: 'MYR',
  detect: {
    names: ['Malayan Banking Berhad'],
    bics: ['MBBEMYKL'],
    domains: ['maybank2u.com.my'],
    phrases: ['STATEMENT BALANCE', 'ENTRY DATE', 'BEGINNING BALANCE'],
  },
  locale: LOCALES.msMY,
  // One amount column; money out carries a trailing minus ("1,200.00-"), money in a trailing plus.
  statement: signedAmountTable(
    { date: 'Entry Date', description: 'Transaction Description', amount: 'Transaction Amount', balance: 'Statement Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'BEGINNING BALANCE', closingLabel: 'ENDING BALANCE', accountLabel: 'ACCOUNT NUMBER' },
  ),
  source:
    'narmi46/bank_statment_V2 maybank.py (GitHub): one transaction amount with trailing +/- then the statement balance, dates dd/MM/yyyy or dd/MM; softjeetu/statement_analyzer config (Maybank: date, description, transaction amount, statement balance). Bilingual English/Malay headers (printed in capitals; matching ignores case); English half used.',
});
