import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'co-op-bank-ke',
  name: 'Co-operative Bank of Kenya',
  aliases: ['Co-op Bank', 'Coop Bank'],
  country: 'KE',
  currency: 'KES',
  detect: {
    names: ['The Co-operative Bank of Kenya Limited', 'Co-operative Bank of Kenya'],
    bics: ['KCOOKENA'],
    domains: ['co-opbank.co.ke'],
    phrases: ['Transaction Details'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Transaction Details', debit: 'Withdrawals', credit: 'Deposits', balance: 'Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: a Co-op Bank parser on GitHub describes Date | Transaction Details | Withdrawals | Deposits | Balance with dd/MM/yyyy dates; no public PDF sample found.',
});
