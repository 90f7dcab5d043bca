import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bnz-nz',
  name: 'BNZ',
  aliases: ['Bank of New Zealand'],
  country: 'NZ',
  currency: 'NZD',
  detect: { names: ['Bank of New Zealand'], bics: ['BKNZNZ22'], domains: ['bnz.co.nz'] },
  locale: LOCALES.enAU,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transactions', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    { dateFormat: 'dd MMM', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public BNZ statement sample found; bnz.co.nz help says statement lines carry Particulars, Code and Reference. Typical New Zealand layout assumed: Date | Transactions | Withdrawals | Deposits | Balance, dd MMM dates. Legal name "Bank of New Zealand" (bnz.co.nz terms), BIC BKNZNZ22.',
});
