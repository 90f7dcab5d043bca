import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'citibank-us',
  name: 'Citibank',
  aliases: ['Citi', 'Citibank Regular Checking', 'Citi Priority'],
  country: 'US',
  currency: 'USD',
  detect: {
    names: ['Citibank, N.A.'],
    bics: ['CITIUS33'],
    domains: ['citibank.com'],
    phrases: ['CHECKING ACTIVITY', 'Relationship Summary', 'Citibank Online'],
  },
  locale: LOCALES.enUS,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Amount Subtracted', credit: 'Amount Added', balance: 'Balance' },
    { dateFormat: 'MM/dd', openingLabel: 'Beginning Balance', closingLabel: 'Ending Balance', accountLabel: 'Account number' },
  ),
  source:
    'Public redacted Citibank checking statement (scribd "citi-may-june-1": Relationship Summary, CHECKING ACTIVITY, "Beginning Balance:" / "Ending Balance:", MM/DD dates, "Citibank Online"); the activity table prints Date | Description | Amount Subtracted | Amount Added | Balance. Card accounts are a separate profile (citi-card-us).',
});
