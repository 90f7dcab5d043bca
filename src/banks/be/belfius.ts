import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'belfius-be',
  name: 'Belfius',
  aliases: ['Belfius Bank', 'Belfius Banque', 'Dexia Bank'],
  country: 'BE',
  currency: 'EUR',
  detect: {
    names: ['Belfius Bank NV', 'Belfius Banque SA'],
    bics: ['GKCCBEBB'],
    domains: ['belfius.be'],
    phrases: ['Rekeninguittrekselnummer', 'Naam tegenpartij'],
  },
  locale: LOCALES.nlNL,
  statement: signedAmountTable(
    { date: 'Boekingsdatum', valueDate: 'Valutadatum', description: 'Transactie', amount: 'Bedrag' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Vorig saldo', closingLabel: 'Nieuw saldo', accountLabel: 'Rekening' },
  ),
  source:
    'Belfius export importer in jorisnoo/csv2actual (src/banks/belfius-be.ts): Dutch labels Boekingsdatum, Transactie, Bedrag, Mededelingen, Naam tegenpartij, dates DD/MM/YYYY, signed amounts with decimal comma. The PDF rekeninguittreksel is assumed to use the same labels; balance labels typical Belgian Dutch (weak). BIC GKCCBEBB.',
});
