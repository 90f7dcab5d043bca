import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'swedbank-se',
  name: 'Swedbank',
  country: 'SE',
  currency: 'SEK',
  detect: {
    names: ['Swedbank AB (publ)'],
    bics: ['SWEDSESS'],
    domains: ['swedbank.se'],
    phrases: ['Bokföringsdag', 'Valutadag', 'Bokfört saldo'],
  },
  locale: LOCALES.svSE,
  statement: signedAmountTable(
    { date: 'Bokföringsdag', valueDate: 'Valutadag', description: 'Beskrivning', amount: 'Belopp', balance: 'Bokfört saldo' },
    { dateFormat: 'yyyy-MM-dd', openingLabel: 'Ingående saldo', closingLabel: 'Utgående saldo', accountLabel: 'Kontonummer' },
  ),
  source:
    'hjalp.swedbank.se "Visa kontohistorik" / "Transaktioner" (transactions sorted by bokföringsdatum; "Saldo", "Bokfört saldo", "Tillgängligt belopp"). Columns Bokföringsdag | Valutadag | Beskrivning | Belopp | Bokfört saldo as in Swedbank\'s transaction export; ISO dates, signed amounts. PDF layout not verified.',
});
