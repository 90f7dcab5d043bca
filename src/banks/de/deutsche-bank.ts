import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'deutsche-bank-de',
  name: 'Deutsche Bank',
  country: 'DE',
  currency: 'EUR',
  detect: {
    names: ['Deutsche Bank AG', 'Deutsche Bank Privat- und Geschäftskunden'],
    bics: ['DEUTDEFF', 'DEUTDEDB'],
    domains: ['deutsche-bank.de'],
    phrases: ['Alter Saldo', 'Neuer Saldo'],
  },
  locale: LOCALES.deDE,
  statement: debitCreditTable(
    { date: 'Buchung', valueDate: 'Valuta', description: 'Vorgang', debit: 'Soll', credit: 'Haben' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Saldo', closingLabel: 'Neuer Saldo', accountLabel: 'Konto' },
  ),
  source: 'Deutsche Bank Kontoauszug (public sample PDFs and help pages): Buchung | Valuta | Vorgang | Soll | Haben, dd.MM.yyyy, 1.234,56.',
});
