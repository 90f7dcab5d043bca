import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'nordea-fi',
  name: 'Nordea',
  aliases: ['Nordea Suomi', 'Nordea Bank'],
  country: 'FI',
  currency: 'EUR',
  detect: {
    names: ['Nordea Bank Abp'],
    bics: ['NDEAFIHH'],
    domains: ['nordea.fi'],
    phrases: ['Kirjauspäivä', 'Arvopäivä', 'Tiliote'],
  },
  locale: LOCALES.fiFI,
  statement: signedAmountTable(
    { date: 'Kirjauspäivä', valueDate: 'Arvopäivä', description: 'Saaja/Maksaja', amount: 'Määrä' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alkusaldo', closingLabel: 'Loppusaldo', accountLabel: 'IBAN' },
  ),
  source:
    'Public parser for Nordea Finland\'s konekielinen tiliote (gist Jaakkonen/cadc8ff66be362d0731846df5db610a4): payment date, value date (arvopäivä) as dd.MM., counterparty, amounts like "69,42+" with a trailing sign. Labels Kirjauspäivä | Arvopäivä | Saaja/Maksaja | Määrä follow Nordea FI\'s export; the sample uses a leading minus. Balance labels typical, not verified.',
});
