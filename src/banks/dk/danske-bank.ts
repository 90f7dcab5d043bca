import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'danske-bank-dk',
  name: 'Danske Bank',
  aliases: ['Danske Bank Danmark'],
  country: 'DK',
  currency: 'DKK',
  detect: {
    names: ['Danske Bank A/S'],
    bics: ['DABADKKK'],
    domains: ['danskebank.dk'],
    phrases: ['Kontoudskrift', 'Rentedato'],
  },
  locale: LOCALES.daDK,
  statement: signedAmountTable(
    { date: 'Dato', valueDate: 'Rentedato', description: 'Tekst', amount: 'Beløb', balance: 'Saldo' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Primosaldo', closingLabel: 'Ultimosaldo', accountLabel: 'Kontonummer' },
  ),
  source:
    'Legal name "Danske Bank A/S. CVR-nr. 61 12 62 28 - København" as printed in Danske Bank documents (yumpu, lawinsider); rentedato explained in Danske Bank terms quoted on mybanker.dk. Columns Dato | Rentedato | Tekst | Beløb | Saldo follow Danske Bank\'s netbank export (Dato, Tekst, Beløb, Saldo); the primo/ultimo saldo labels are typical Danish wording, not verified.',
});
