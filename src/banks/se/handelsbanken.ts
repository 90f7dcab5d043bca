import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'handelsbanken-se',
  name: 'Handelsbanken',
  aliases: ['Svenska Handelsbanken'],
  country: 'SE',
  currency: 'SEK',
  detect: {
    names: ['Svenska Handelsbanken AB (publ)', 'Svenska Handelsbanken AB'],
    bics: ['HANDSESS'],
    domains: ['handelsbanken.se'],
    phrases: ['Reskontradatum', 'Transaktionsdatum'],
  },
  locale: LOCALES.svSE,
  statement: signedAmountTable(
    { date: 'Reskontradatum', valueDate: 'Transaktionsdatum', description: 'Text', amount: 'Belopp', balance: 'Saldo' },
    { dateFormat: 'yyyy-MM-dd', openingLabel: 'Ingående saldo', closingLabel: 'Utgående saldo', accountLabel: 'Kontonummer' },
  ),
  source:
    "No public Handelsbanken statement PDF found (handelsbanken.com Global Gateway lists CSV transaction formats only). Columns Reskontradatum | Transaktionsdatum | Text | Belopp | Saldo as in Handelsbanken's account-transaction export; ISO dates, signed amounts; weak evidence for the PDF.",
});
