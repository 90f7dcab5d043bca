import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'intesa-sanpaolo-it',
  name: 'Intesa Sanpaolo',
  country: 'IT',
  currency: 'EUR',
  detect: {
    names: ['Intesa Sanpaolo S.p.A.', 'Intesa Sanpaolo'],
    bics: ['BCITITMM'],
    domains: ['intesasanpaolo.com'],
    phrases: ['SALDO INIZIALE', 'SALDO FINALE'],
  },
  locale: LOCALES.itIT,
  statement: debitCreditTable(
    { date: 'Data', valueDate: 'Valuta', description: 'Descrizione operazioni', debit: 'Dare', credit: 'Avere' },
    { dateFormat: 'dd/MM/yy', openingLabel: 'SALDO INIZIALE', closingLabel: 'SALDO FINALE', accountLabel: 'Conto corrente n.' },
  ),
  source: 'Intesa Sanpaolo estratto conto (public samples): Data | Valuta | Descrizione operazioni | Dare | Avere.',
});
