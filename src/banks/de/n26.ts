import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'n26-de',
  name: 'N26',
  aliases: ['N26 Bank', 'Number26'],
  country: 'DE',
  currency: 'EUR',
  detect: {
    names: ['N26 Bank AG', 'N26 Bank SE'],
    bics: ['NTSBDEB1'],
    domains: ['n26.com'],
    phrases: ['Verbuchungsdatum', 'Ausgehende Transaktionen', 'Eingehende Transaktionen'],
  },
  locale: LOCALES.deDE,
  // Hand-written: N26 prints the description first and the booking date after it.
  statement: {
    columns: [
      { role: 'description', label: 'Beschreibung' },
      { role: 'date', label: 'Verbuchungsdatum' },
      { role: 'amount', label: 'Betrag' },
    ],
    dateFormat: 'dd.MM.yyyy',
    signs: 'signed',
    openingLabel: 'Alter Kontostand',
    closingLabel: 'Neuer Kontostand',
    accountLabel: 'IBAN',
  },
  source:
    'Weak evidence: no public N26 statement sample found (n26.com/de-at/kontoauszug only describes contents). Layout from general knowledge of N26 German PDF Kontoauszüge: Beschreibung | Verbuchungsdatum | Betrag, dd.MM.yyyy, signed amounts, summary of old/new balance and incoming/outgoing transactions; BIC NTSBDEB1, n26.com.',
});
