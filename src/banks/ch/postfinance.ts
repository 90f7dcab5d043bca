import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'postfinance-ch',
  name: 'PostFinance',
  aliases: ['PostFinance AG', 'Postfinance'],
  country: 'CH',
  currency: 'CHF',
  detect: { names: ['PostFinance AG'], bics: ['POFICHBE'], domains: ['postfinance.ch'], phrases: ['Privatkonto', 'PostFinance Card'] },
  locale: LOCALES.deCH,
  // Hand-written: credits print before debits. The real "Valuta" column after the money columns is
  // left out (in the sample layout its dates run into the amounts); the engine knows "Valuta" anyway.
  statement: {
    columns: [
      { role: 'date', label: 'Datum' },
      { role: 'description', label: 'Text' },
      { role: 'credit', label: 'Gutschrift' },
      { role: 'debit', label: 'Lastschrift' },
      { role: 'balance', label: 'Saldo' },
    ],
    dateFormat: 'dd.MM.yy',
    signs: 'columns',
    openingLabel: 'Anfangssaldo',
    closingLabel: 'Schlusssaldo',
    accountLabel: 'IBAN',
  },
  source:
    "Weak evidence: no public PostFinance statement sample found (press articles only mention Gutschriften/Lastschriften). Layout from general knowledge of the PostFinance Kontoauszug: Datum | Text | Gutschrift | Lastschrift | Valuta | Saldo, dd.MM.yy, Swiss 1'234.56. BIC POFICHBE.",
});
