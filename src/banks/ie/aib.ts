import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'aib-ie',
  name: 'AIB',
  aliases: ['Allied Irish Banks', 'Allied Irish Banks, p.l.c.'],
  country: 'IE',
  currency: 'EUR',
  detect: { names: ['Allied Irish Banks, p.l.c.'], bics: ['AIBKIE2D'], domains: ['aib.ie'], phrases: ['Statement of Account with', 'National Sort Code'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Details', debit: 'Debit €', credit: 'Credit €', balance: 'Balance €' },
    { dateFormat: 'dd MMM yyyy', openingLabel: 'BALANCE FORWARD', closingLabel: 'CLOSING BALANCE', accountLabel: 'Account Number' },
  ),
  source:
    'AIB leaflet "Understanding your personal current account statement" (studylib.net/doc/8409742): "Statement of Account with Allied Irish Banks, p.l.c.", National Sort Code, Account Number, IBAN/BIC AIBKIE2D, columns Date | Details | Debit € | Credit € | Balance €, first row BALANCE FORWARD, dates printed "05 June 2012" (full month name; dd MMM yyyy is the nearest dateFormat). Closing label assumed.',
});
