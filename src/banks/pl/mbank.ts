import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'mbank-pl',
  name: 'mBank',
  aliases: ['BRE Bank'],
  country: 'PL',
  currency: 'PLN',
  detect: {
    names: ['mBank S.A.', 'mBank SA'],
    bics: ['BREXPLPW'],
    domains: ['mbank.pl'],
    phrases: ['Elektroniczne zestawienie operacji', 'Saldo po operacji'],
  },
  locale: LOCALES.plPL,
  statement: signedAmountTable(
    // "Data księgowania" is written without its ogonek: the engine folds diacritics when it matches
    // labels, and the sample generator's standard PDF font cannot print ę/ą.
    { date: 'Data operacji', valueDate: 'Data ksiegowania', description: 'Opis operacji', amount: 'Kwota', balance: 'Saldo po operacji' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Saldo początkowe', closingLabel: 'Saldo końcowe', accountLabel: 'Numer rachunku' },
  ),
  source:
    'mbank.pl help ("kod BIC/SWIFT mBanku: BREXPLPWMBK", "mBank S.A. formerly BRE Bank S.A."). Columns Data operacji | Data księgowania | Opis operacji | Kwota | Saldo po operacji as in mBank\'s "Elektroniczne zestawienie operacji" export; no PDF sample verified.',
});
