import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'erste-bank-at',
  name: 'Erste Bank',
  aliases: ['Erste Bank und Sparkassen', 'George'],
  country: 'AT',
  currency: 'EUR',
  // Not the bare "Erste Bank" (Erste Bank Hungary, Erste Bank Novi Sad ...): the Austrian legal name.
  detect: {
    names: ['Erste Bank der oesterreichischen Sparkassen AG', 'Erste Bank der österreichischen Sparkassen AG'],
    bics: ['GIBAATWW'],
    domains: ['sparkasse.at', 'erstebank.at'],
    phrases: ['Kontostand per', 'Summe der Gutschriften', 'Summe der Lastschriften'],
  },
  locale: LOCALES.deDE,
  statement: signedAmountTable(
    { date: 'Buchungsdatum', valueDate: 'Valuta', description: 'Buchungstext', amount: 'Betrag' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Kontostand', closingLabel: 'Kontostand per', accountLabel: 'IBAN' },
  ),
  source:
    'Partly weak: Erste Bank leaflet "Der elektronische Kontoauszug" (doczz.fr/doc/1505232) lists "Alter Kontostand / Kontostand per, Summe der Gutschriften / Lastschriften"; column labels (Buchungsdatum, Valuta, Buchungstext, signed Betrag) and dd.MM.yyyy are the typical Austrian layout, no public sample found. BIC GIBAATWW, sparkasse.at.',
});
