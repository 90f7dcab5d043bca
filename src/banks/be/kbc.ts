import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'kbc-be',
  name: 'KBC',
  aliases: ['KBC Bank', 'KBC Brussels'],
  country: 'BE',
  currency: 'EUR',
  detect: { names: ['KBC Bank NV', 'KBC Bank SA'], bics: ['KREDBEBB'], domains: ['kbc.be'], phrases: ['Rekeninguittreksel', 'KBC Brussels'] },
  locale: LOCALES.nlNL,
  statement: signedAmountTable(
    { date: 'Datum', valueDate: 'Valuta', description: 'Omschrijving', amount: 'Bedrag' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Vorig saldo', closingLabel: 'Nieuw saldo', accountLabel: 'Rekeningnummer' },
  ),
  source:
    'Weak evidence: no public KBC rekeninguittreksel sample found in the search corpora. Typical Belgian Dutch statement layout (Datum | Valuta | Omschrijving | signed Bedrag, "Vorig saldo" / "Nieuw saldo", 1.234,56). BIC KREDBEBB, kbc.be.',
});
