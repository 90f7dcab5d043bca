import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'anz-nz',
  name: 'ANZ New Zealand',
  aliases: ['ANZ Bank New Zealand', 'ANZ NZ'],
  country: 'NZ',
  currency: 'NZD',
  detect: { names: ['ANZ Bank New Zealand Limited'], bics: ['ANZBNZ22'], domains: ['anz.co.nz'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction Details', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    { dateFormat: 'dd MMM', openingLabel: 'OPENING BALANCE', closingLabel: 'CLOSING BALANCE', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public ANZ New Zealand statement sample found. Layout assumed to follow the ANZ group statement (see anz-au: Date | Transaction Details | Withdrawals | Deposits | Balance, dd MMM, OPENING BALANCE); legal name ANZ Bank New Zealand Limited (printed on ANZ NZ documents listed on docplayer), BIC ANZBNZ22, NZ uses day-first dates and 1,234.56.',
});
