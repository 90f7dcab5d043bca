import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'standard-bank-za',
  name: 'Standard Bank',
  aliases: ['Standard Bank of South Africa', 'The Standard Bank of South Africa Limited'],
  country: 'ZA',
  currency: 'ZAR',
  detect: { names: ['The Standard Bank of South Africa Limited'], bics: ['SBZAZAJJ'], domains: ['standardbank.co.za'], phrases: ['BALANCE BROUGHT FORWARD'] },
  locale: LOCALES.enZA,
  statement: debitCreditTable(
    { date: 'Date', description: 'Details', debit: 'Debits', credit: 'Credits', balance: 'Balance' },
    { dateFormat: 'dd MMM yy', openingLabel: 'BALANCE BROUGHT FORWARD', closingLabel: 'CLOSING BALANCE', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: no public Standard Bank statement sample found. From general knowledge the classic personal statement prints Details | Service Fee | Debits | Credits | Date | Balance with month-first "MM DD" dates and a BALANCE BROUGHT FORWARD row; that date form (space-separated, month first) is not one the engine reads, so this profile uses the same labels in the usual date-first order. Legal name The Standard Bank of South Africa Limited, BIC SBZAZAJJ.',
});
