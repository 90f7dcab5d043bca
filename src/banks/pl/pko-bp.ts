import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'pko-bp-pl',
  name: 'PKO Bank Polski',
  aliases: ['PKO BP'],
  country: 'PL',
  currency: 'PLN',
  detect: {
    names: ['PKO Bank Polski', 'Powszechna Kasa Oszczędności Bank Polski'],
    bics: ['BPKOPLPW'],
    domains: ['pkobp.pl'],
    phrases: ['Saldo po operacji', 'Data waluty'],
  },
  locale: LOCALES.plPL,
  statement: signedAmountTable(
    { date: 'Data operacji', valueDate: 'Data waluty', description: 'Opis', amount: 'Kwota', balance: 'Saldo po operacji' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Saldo początkowe', closingLabel: 'Saldo końcowe', accountLabel: 'Rachunek' },
  ),
  source: 'PKO BP wyciąg z rachunku (public samples): Data operacji | Data waluty | Opis | Kwota | Saldo po operacji.',
});
