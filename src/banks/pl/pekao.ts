import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'pekao-pl',
  name: 'Bank Pekao',
  aliases: ['Pekao', 'Bank Polska Kasa Opieki'],
  country: 'PL',
  currency: 'PLN',
  detect: {
    names: ['Bank Polska Kasa Opieki S.A.', 'Bank Polska Kasa Opieki', 'Bank Pekao S.A.'],
    bics: ['PKOPPLPW'],
    domains: ['pekao.com.pl'],
    phrases: ['Data księgowania', 'Kwota operacji'],
  },
  locale: LOCALES.plPL,
  statement: signedAmountTable(
    // "Data księgowania" is written without its ogonek: the engine folds diacritics when it matches
    // labels, and the sample generator's standard PDF font cannot print ę/ą.
    { date: 'Data ksiegowania', valueDate: 'Data waluty', description: 'Opis operacji', amount: 'Kwota operacji', balance: 'Saldo po operacji' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Saldo początkowe', closingLabel: 'Saldo końcowe', accountLabel: 'Numer rachunku' },
  ),
  source:
    'No public Pekao statement sample found (lukowicatomy.pl "Jak pobrać wyciąg z konta Pekao" lists only saldo początkowe/końcowe, uznania/obciążenia). Labels follow the Pekao24 history export (Data księgowania, Data waluty, Kwota operacji) and the usual Polish wyciąg; weak evidence.',
});
