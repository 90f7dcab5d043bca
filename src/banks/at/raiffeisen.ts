import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'raiffeisen-at',
  name: 'Raiffeisen Bank Austria',
  aliases: ['Raiffeisenlandesbank', 'Raiffeisen Bank International'],
  country: 'AT',
  currency: 'EUR',
  // The Landesbanken by full legal name (never the bare "Raiffeisen", shared with Raiffeisen Schweiz).
  detect: {
    names: [
      'Raiffeisenlandesbank Niederösterreich-Wien AG',
      'Raiffeisenlandesbank Oberösterreich Aktiengesellschaft',
      'Raiffeisen-Landesbank Steiermark AG',
      'Raiffeisen-Landesbank Tirol AG',
      'Raiffeisen Bank International AG',
    ],
    bics: ['RLNWATWW', 'RZOOAT2L', 'RZSTAT2G', 'RZTIAT22', 'RZBAATWW'],
    domains: ['raiffeisen.at'],
    phrases: ['Mein ELBA', 'ELBA-internet'],
  },
  locale: LOCALES.deDE,
  statement: signedAmountTable(
    { date: 'Buchungsdatum', valueDate: 'Valutadatum', description: 'Buchungstext', amount: 'Betrag' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Saldo', closingLabel: 'Neuer Saldo', accountLabel: 'IBAN' },
  ),
  source:
    'Weak evidence: no public Raiffeisen Austria statement sample found (raiffeisen.at help pages describe "Mein ELBA" only). Typical Austrian Kontoauszug layout (Buchungsdatum, Valutadatum, Buchungstext, signed Betrag; dd.MM.yyyy; alter/neuer Saldo). Legal names and BICs of the Landesbanken from their imprints (general knowledge).',
});
