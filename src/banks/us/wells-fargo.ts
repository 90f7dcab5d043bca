import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'wells-fargo-us',
  name: 'Wells Fargo',
  country: 'US',
  currency: 'USD',
  detect: { names: ['Wells Fargo Bank, N.A.', 'Wells Fargo Everyday Checking', 'Wells Fargo'], bics: ['WFBIUS6S'], domains: ['wellsfargo.com'], phrases: ['Ending daily balance', 'Deposits/Additions', 'Withdrawals/Subtractions'] },
  locale: { dateOrder: 'MDY', decimal: '.' },
  source: 'Wells Fargo checking statements: Date | Check Number | Description | Deposits/Additions | Withdrawals/Subtractions | Ending daily balance.',
});
