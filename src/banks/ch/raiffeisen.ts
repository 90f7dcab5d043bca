import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'raiffeisen-ch',
  name: 'Raiffeisen Schweiz',
  aliases: ['Raiffeisen Switzerland'],
  country: 'CH',
  currency: 'CHF',
  // Never the bare "Raiffeisen" (shared with the Austrian Raiffeisen banks); RAIFCH is Swiss only.
  detect: {
    names: ['Raiffeisen Schweiz Genossenschaft'],
    bics: ['RAIFCH22'],
    domains: ['raiffeisen.ch'],
    phrases: ['Raiffeisen Schweiz', 'Belastungen', 'Gutschriften'],
  },
  locale: LOCALES.deCH,
  // Hand-written: Swiss order. The "Valuta" column printed after the money columns is left out (in the
  // sample layout its dates run into the amounts); the engine knows "Valuta" anyway.
  statement: {
    columns: [
      { role: 'date', label: 'Datum' },
      { role: 'description', label: 'Buchungstext' },
      { role: 'debit', label: 'Belastungen' },
      { role: 'credit', label: 'Gutschriften' },
      { role: 'balance', label: 'Saldo' },
    ],
    dateFormat: 'dd.MM.yyyy',
    signs: 'columns',
    openingLabel: 'Saldovortrag',
    closingLabel: 'Schlusssaldo',
    accountLabel: 'IBAN',
  },
  source:
    "Weak evidence: no public Raiffeisen Schweiz statement sample found. Typical Swiss Kontoauszug layout (Datum | Buchungstext | Belastungen | Gutschriften | Valuta | Saldo, dd.MM.yyyy, 1'234.56). BIC RAIFCH22, raiffeisen.ch.",
});
