import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'dkb-de',
  name: 'DKB',
  aliases: ['Deutsche Kreditbank', 'Deutsche Kreditbank AG'],
  country: 'DE',
  currency: 'EUR',
  // DKB's BIC BYLADEM1001 is not listed: its first six letters (BYLADE) are shared with BayernLB
  // and the Bavarian Sparkassen. Name and domain identify DKB.
  detect: { names: ['Deutsche Kreditbank AG'], domains: ['dkb.de'], phrases: ['Ein Unternehmen der Bayerischen Landesbank', 'Gesamtumsatzsummen'] },
  locale: LOCALES.deDE,
  // Current statements print "Kontostand am <date>, Auszug Nr. n" above the table and "Kontostand am
  // <date> um <time> Uhr" below it: one label for both, which the engine's balance vocabulary cannot
  // tell apart. The older "alter / neuer Kontostand" wording is used for the two balance lines.
  statement: debitCreditTable(
    { date: 'Datum', description: 'Erläuterung', debit: 'Betrag Soll EUR', credit: 'Betrag Haben EUR' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Kontostand', closingLabel: 'Neuer Kontostand', accountLabel: 'IBAN' },
  ),
  source:
    'Anonymised DKB Girokonto Kontoauszug 12/2025 in portfolio-performance/portfolio (.../pdf/dkb/GiroKontoauszug38.txt): "Datum | Erläuterung | Betrag Soll EUR | Betrag Haben EUR", dd.MM.yyyy, "Kontostand am <date>, Auszug Nr." / "Kontostand am <date> um <time> Uhr", "Gesamtumsatzsummen", footer "Deutsche Kreditbank AG", www.dkb.de, "Ein Unternehmen der Bayerischen Landesbank", BIC BYLADEM1001.',
});
