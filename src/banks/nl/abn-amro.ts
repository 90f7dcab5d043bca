import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'abn-amro-nl',
  name: 'ABN AMRO',
  aliases: ['ABN AMRO Bank'],
  country: 'NL',
  currency: 'EUR',
  detect: { names: ['ABN AMRO Bank N.V.'], bics: ['ABNANL2A'], domains: ['abnamro.nl'], phrases: ['Transactiedatum', 'Rentedatum', 'BEA NR'] },
  locale: LOCALES.nlNL,
  statement: signedAmountTable(
    { date: 'Transactiedatum', valueDate: 'Rentedatum', description: 'Omschrijving', amount: 'Transactiebedrag' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Beginsaldo', closingLabel: 'Eindsaldo', accountLabel: 'Rekeningnummer' },
  ),
  source:
    'ABN AMRO transaction export as documented by denilsonsa/abn-amro-statement-parser (TXT_SAMPLE.TAB) and thomwiggers\' ABN AMRO XLS converter gist: Rekeningnummer, Transactiedatum, Rentedatum, Beginsaldo, Eindsaldo, signed Transactiebedrag, Omschrijving; "ABN AMRO Bank N.V." in fee lines. PDF layout assumed to share the labels (weak); dd-MM-yyyy. BIC ABNANL2A.',
});
