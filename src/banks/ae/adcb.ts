import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'adcb-ae',
  name: 'ADCB',
  aliases: ['Abu Dhabi Commercial Bank'],
  country: 'AE',
  currency: 'AED',
  detect: {
    names: ['Abu Dhabi Commercial Bank PJSC', 'Abu Dhabi Commercial Bank P.J.S.C.'],
    bics: ['ADCBAEAA'],
    domains: ['adcb.com'],
    phrases: ['Statement of Account'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'Posting Date', valueDate: 'Value Date', description: 'Description', debit: 'Debit', credit: 'Credit', balance: 'Balance' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Opening Balance', closingLabel: 'Closing Balance', accountLabel: 'Account Number' },
  ),
  source:
    'Weak evidence: ADCB extractors on GitHub parse dd/MM/yyyy (and dd-MMM-yyyy) dates with debit, credit and balance columns; exact header wording not found. Bilingual English/Arabic statements; English labels used.',
});
