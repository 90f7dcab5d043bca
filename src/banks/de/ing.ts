import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ing-de',
  name: 'ING Deutschland',
  aliases: ['ING-DiBa', 'ING-DiBa AG', 'ING'],
  country: 'DE',
  currency: 'EUR',
  detect: {
    names: ['ING-DiBa AG'],
    bics: ['INGDDEFF'],
    domains: ['ing.de', 'ing-diba.de'],
    phrases: ['Buchung / Verwendungszweck', 'Eingeräumte Kontoüberziehung'],
  },
  locale: LOCALES.deDE,
  statement: signedAmountTable(
    { date: 'Buchung', valueDate: 'Valuta', description: 'Buchung / Verwendungszweck', amount: 'Betrag (EUR)' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Saldo', closingLabel: 'Neuer Saldo', accountLabel: 'IBAN' },
  ),
  source:
    'Anonymised ING-DiBa Girokonto Kontoauszug (2018) in portfolio-performance/portfolio (.../pdf/ingdiba/GiroKontoauszug07.txt): "Buchung | Buchung / Verwendungszweck | Betrag (EUR)" with "Valuta" under "Buchung", dd.MM.yyyy, one signed amount, "Alter Saldo" / "Neuer Saldo", IBAN and BIC INGDDEFFXXX, ING-DiBa AG, www.ing.de.',
});
