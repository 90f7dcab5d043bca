import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'postbank-de',
  name: 'Postbank',
  aliases: ['Deutsche Postbank', 'Postbank Giro plus'],
  country: 'DE',
  currency: 'EUR',
  detect: {
    names: ['Deutsche Postbank AG', 'Postbank Giro', 'Postbank Hamburg', 'Postbank Direkt'],
    bics: ['PBNKDEFF'],
    domains: ['postbank.de'],
    phrases: ['Alter Kontostand', 'Neuer Kontostand'],
  },
  locale: LOCALES.deDE,
  statement: debitCreditTable(
    { date: 'Buchung', valueDate: 'Wert', description: 'Vorgang/Buchungsinformation', debit: 'Soll', credit: 'Haben' },
    { dateFormat: 'dd.MM.', openingLabel: 'Alter Kontostand', closingLabel: 'Neuer Kontostand', accountLabel: 'Kontonummer' },
  ),
  source:
    'Postbank public Demokonto statement (sschuberth/stan test assets; real statement 05 of the tests, test/helpers/real-corpus.ts): Buchung | Wert | Vorgang/Buchungsinformation | Soll | Haben, dd.MM. dates, signed 1.234,56.',
});
