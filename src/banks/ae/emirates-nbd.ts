import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'emirates-nbd-ae',
  name: 'Emirates NBD',
  aliases: ['ENBD'],
  country: 'AE',
  currency: 'AED',
  detect: { names: ['Emirates NBD Bank PJSC', 'Emirates NBD Bank (P.J.S.C)'], bics: ['EBILAEAD'], domains: ['emiratesnbd.com'], phrases: ['Interest Payout'] },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Date', description: 'Description', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account No.' },
  ),
  source:
    'Extracted text of an Emirates NBD account statement in a GitHub repository (IBAN bank code 026; bilingual English/Arabic header "Date 23/04/2025", "Account No.", "Currency AED", "IBAN", "Interest Payout"). Table labels Date/Description/Debit/Credit/Balance are typical, not seen in that excerpt.',
});
