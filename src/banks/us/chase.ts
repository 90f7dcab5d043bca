import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'chase-us',
  name: 'Chase',
  country: 'US',
  currency: 'USD',
  detect: { names: ['JPMorgan Chase Bank, N.A.', 'JPMorgan Chase Bank', 'Chase Total Checking'], bics: ['CHASUS33'], domains: ['chase.com'], phrases: ['Beginning Balance', 'Ending Balance', 'CHECKING SUMMARY'] },
  locale: { dateOrder: 'MDY', decimal: '.' },
  source: 'Chase checking statements: DATE | DESCRIPTION | AMOUNT | BALANCE with MM/DD dates and a "through" statement period.',
});
