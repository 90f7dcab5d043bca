import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'seb-se',
  name: 'SEB',
  aliases: ['Skandinaviska Enskilda Banken'],
  country: 'SE',
  currency: 'SEK',
  detect: {
    names: ['Skandinaviska Enskilda Banken AB (publ)', 'Skandinaviska Enskilda Banken AB'],
    bics: ['ESSESESS'],
    domains: ['seb.se'],
    phrases: ['Text/mottagare', 'Verifikationsnummer', 'Kontoutdrag'],
  },
  locale: LOCALES.svSE,
  statement: signedAmountTable(
    { date: 'Bokföringsdatum', valueDate: 'Valutadatum', description: 'Text/mottagare', amount: 'Belopp', balance: 'Saldo' },
    { dateFormat: 'yyyy-MM-dd', openingLabel: 'Ingående saldo', closingLabel: 'Utgående saldo', accountLabel: 'Kontonummer' },
  ),
  source:
    'No public SEB statement PDF found (searches returned Swedbank help pages and the bsc-converter "Converting Swedish bank statements" guide: ISO dates, ingående/utgående saldo, signed Belopp with running Saldo). Labels Bokföringsdatum | Valutadatum | Text/mottagare | Belopp | Saldo as in SEB\'s transaction export (its Verifikationsnummer column is left out); weak evidence.',
});
