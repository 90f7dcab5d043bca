import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'zkb-ch',
  name: 'Zürcher Kantonalbank',
  aliases: ['ZKB'],
  country: 'CH',
  currency: 'CHF',
  detect: { names: ['Zürcher Kantonalbank'], bics: ['ZKBKCHZZ'], domains: ['zkb.ch'], phrases: ['ZKB-Referenz', 'Belastung CHF', 'Gutschrift CHF'] },
  locale: LOCALES.deCH,
  // Hand-written: the value date follows the money columns.
  statement: {
    columns: [
      { role: 'date', label: 'Datum' },
      { role: 'description', label: 'Buchungstext' },
      { role: 'debit', label: 'Belastung CHF' },
      { role: 'credit', label: 'Gutschrift CHF' },
      { role: 'valueDate', label: 'Valuta' },
      { role: 'balance', label: 'Saldo CHF' },
    ],
    dateFormat: 'dd.MM.yyyy',
    signs: 'columns',
    openingLabel: 'Saldovortrag',
    closingLabel: 'Schlusssaldo',
    accountLabel: 'IBAN',
  },
  source:
    'ZKB account export sample in jorisnoo/csv2actual (tests/dummy-data/zkb-german.csv): Datum | Buchungstext | ZKB-Referenz | Referenznummer | Belastung CHF | Gutschrift CHF | Valuta | Saldo CHF, dd.MM.yyyy. The PDF statement is assumed to use the same labels; balance labels typical Swiss (weak). BIC ZKBKCHZZ.',
});
