import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'sparkasse-de',
  name: 'Sparkasse',
  aliases: ['Sparkassen-Finanzgruppe', 'Stadtsparkasse', 'Kreissparkasse'],
  country: 'DE',
  currency: 'EUR',
  // Each Sparkasse is its own institution and prints its own name ("Sparkasse KölnBonn"), so the
  // largest ones are listed by name and BIC (only BIC prefixes no other bank shares: Bavarian
  // Sparkassen use BYLADE.., shared with BayernLB and DKB, and are left out); the group domain and
  // the "Sparkasse" / "Sparkassen-Finanzgruppe" phrases cover the rest.
  detect: {
    names: [
      'Sparkasse KölnBonn',
      'Hamburger Sparkasse',
      'Berliner Sparkasse',
      'Stadtsparkasse München',
      'Kreissparkasse Köln',
      'Sparkasse Hannover',
      'Frankfurter Sparkasse',
      'Nassauische Sparkasse',
      'Stadtsparkasse Düsseldorf',
    ],
    bics: ['COLSDE33', 'HASPDEHH', 'BELADEBE', 'SSKMDEMM', 'COKSDE33', 'SPKHDE2H', 'NASSDE55', 'DUSSDEDD'],
    domains: ['sparkasse.de'],
    phrases: ['Sparkasse', 'Sparkassen-Finanzgruppe', 'Anstalt des öffentlichen Rechts'],
  },
  locale: LOCALES.deDE,
  // Current statements print "Kontostand am <date>, Auszug Nr. n" above the table and "Kontostand am
  // <date> um <time> Uhr" below it: one label for both, which the engine's balance vocabulary cannot
  // tell apart. The older "alter / neuer Kontostand" wording is used for the two balance lines.
  statement: debitCreditTable(
    { date: 'Datum', description: 'Erläuterung', debit: 'Betrag Soll EUR', credit: 'Betrag Haben EUR' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Kontostand', closingLabel: 'Neuer Kontostand', accountLabel: 'IBAN' },
  ),
  source:
    'Anonymised Sparkasse Schweinfurt-Haßberge Kontoauszug in portfolio-performance/portfolio (.../pdf/sbroker/GiroKontoauszug01.txt): "Datum | Erläuterung | Betrag Soll EUR | Betrag Haben EUR", dd.MM.yyyy, "Kontostand am <date>, Auszug Nr." opening and "Kontostand am <date> um <time> Uhr" closing, "Sparkassen-Finanzgruppe" footer with BLZ and BIC. Named Sparkassen and their BICs from the Bundesbank BLZ directory (general knowledge).',
});
