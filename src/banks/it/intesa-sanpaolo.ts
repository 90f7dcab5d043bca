import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'intesa-sanpaolo-it',
  name: 'Intesa Sanpaolo',
  country: 'IT',
  currency: 'EUR',
  detect: { names: ['Intesa Sanpaolo S.p.A.', 'Intesa Sanpaolo'], bics: ['BCITITMM'], domains: ['intesasanpaolo.com'], phrases: ['SALDO INIZIALE', 'SALDO FINALE', 'Estratto conto'] },
  locale: { dateOrder: 'DMY', decimal: ',' },
  source: 'Intesa Sanpaolo estratto conto: Data | Valuta | Descrizione operazioni | Dare | Avere.',
});
