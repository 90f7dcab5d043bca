import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bank-of-america-us',
  name: 'Bank of America',
  aliases: ['BofA', 'Bank of America Advantage Banking'],
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['Bank of America, N.A.'],
    bics: ['BOFAUS3N'],
    domains: ['bankofamerica.com'],
    phrases: ['Deposits and other additions', 'Withdrawals and other subtractions', 'Daily ledger balances'],
  },
  locale: LOCALES.enUS,
  statement: signedAmountTable(
    { date: 'Date', description: 'Description', amount: 'Amount' },
    { dateFormat: 'MM/dd/yy', openingLabel: 'Beginning balance', closingLabel: 'Ending balance', accountLabel: 'Account number' },
  ),
  source:
    'pdfsub.com/blog/bank-of-america-bank-statement-explained (Account Summary with Beginning/Ending balance, Additions/Subtractions wording, separate Checks Paid and Daily Balance tables) and a public BofA reconciliation page ("Bank of America, N.A. Member FDIC"). Sections "Deposits and other additions" / "Withdrawals and other subtractions" list Date | Description | Amount (MM/DD/YY), withdrawals printed with a minus; no running balance column.',
});
