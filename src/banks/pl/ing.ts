import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ing-pl',
  name: 'ING Bank Śląski',
  aliases: ['ING Polska'],
  country: 'PL',
  currency: 'PLN',
  detect: {
    names: ['ING Bank Śląski S.A.', 'ING Bank Śląski', 'ING Banku Śląskiego'],
    bics: ['INGBPLPW'],
    domains: ['ing.pl', 'ingbank.pl'],
    phrases: ['Data transakcji', 'Saldo po transakcji'],
  },
  locale: LOCALES.plPL,
  statement: signedAmountTable(
    { date: 'Data transakcji', description: 'Tytuł', amount: 'Kwota', balance: 'Saldo po transakcji' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Saldo początkowe', closingLabel: 'Saldo końcowe', accountLabel: 'Numer rachunku' },
  ),
  source:
    'Legal name "ING Bank Śląski S.A." from its public account regulations (lawinsider.com, docplayer.pl "Regulamin otwierania i prowadzenia rachunków bankowych w ING Banku Śląskim S.A."); domains ing.pl / ingbank.pl from ing.pl help pages. Columns Data transakcji | Tytuł | Kwota | Saldo po transakcji follow ING\'s history export (its separate Data księgowania column is left out); no PDF sample verified.',
});
