import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'wells-fargo-us',
  name: 'Wells Fargo',
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['Wells Fargo Bank, N.A.', 'Wells Fargo Everyday Checking'],
    bics: ['WFBIUS6S'],
    domains: ['wellsfargo.com'],
    phrases: ['Ending daily balance', 'Deposits/Additions', 'Withdrawals/Subtractions'],
  },
  locale: LOCALES.enUS,
  statement: debitCreditTable(
    {
      date: 'Date',
      reference: 'Number',
      description: 'Description',
      debit: 'Withdrawals/Subtractions',
      credit: 'Deposits/Additions',
      balance: 'Ending daily balance',
    },
    { dateFormat: 'MM/dd', openingLabel: 'Beginning balance', closingLabel: 'Ending balance', accountLabel: 'Account number' },
  ),
  source:
    'Wells Fargo checking statements (public samples): Date | Check Number | Description | Deposits/Additions | Withdrawals/Subtractions | Ending daily balance.',
});
