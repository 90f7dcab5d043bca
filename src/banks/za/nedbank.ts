import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'nedbank-za',
  name: 'Nedbank',
  aliases: ['Nedbank Limited'],
  country: 'ZA',
  currency: 'ZAR',
  detect: { names: ['Nedbank Limited'], bics: ['NEDSZAJJ'], domains: ['nedbank.co.za'], phrases: ['Tran list no'] },
  locale: LOCALES.enZA,
  statement: {
    columns: [
      { role: 'reference', label: 'Tran list no' },
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Description' },
      { role: 'debit', label: 'Debits (R)' },
      { role: 'credit', label: 'Credits (R)' },
      { role: 'balance', label: 'Balance (R)' },
    ],
    dateFormat: 'dd/MM/yyyy',
    signs: 'columns',
    openingLabel: 'Opening balance',
    closingLabel: 'Closing balance',
    accountLabel: 'Account number',
  },
  source:
    'Weak evidence: no public Nedbank statement sample found. From general knowledge Nedbank statements number each line ("Tran list no") before Date | Description | Fees (R) | Debits (R) | Credits (R) | Balance (R), dd/MM/yyyy dates; the fees column is left out here. Legal name Nedbank Limited, BIC NEDSZAJJ.',
});
