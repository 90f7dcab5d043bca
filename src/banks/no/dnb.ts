import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'dnb-no',
  name: 'DNB',
  aliases: ['DNB Bank', 'Den norske Bank'],
  country: 'NO',
  currency: 'NOK',
  detect: {
    names: ['DNB Bank ASA'],
    bics: ['DNBANOKK'],
    domains: ['dnb.no'],
    phrases: ['Rentedato', 'Ut av konto', 'Inn på konto'],
  },
  locale: LOCALES.nbNO,
  // DNB prints the interest date (Rentedato) after the explanation, then out/in columns.
  statement: {
    columns: [
      { role: 'date', label: 'Dato' },
      { role: 'description', label: 'Forklaring' },
      { role: 'valueDate', label: 'Rentedato' },
      { role: 'debit', label: 'Ut av konto' },
      { role: 'credit', label: 'Inn på konto' },
    ],
    dateFormat: 'dd.MM.yyyy',
    signs: 'columns',
    openingLabel: 'Saldo fra kontoutskrift',
    closingLabel: 'Saldo i Deres favør',
    accountLabel: 'Kontonummer',
  },
  source:
    'dnb.no kundeservice "Betale og overføre" ("DNBs BIC/SWIFT: DNBANOKK", "DNB Bank ASA, 0021 Oslo") and "Hvor finner jeg kontoutskrift" (monthly kontoutskrift in the online bank). Columns Dato | Forklaring | Rentedato | Ut av konto | Inn på konto and the saldo lines are the usual Norwegian kontoutskrift; not verified on a public DNB PDF.',
});
