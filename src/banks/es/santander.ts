import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'santander-es',
  name: 'Santander',
  country: 'ES',
  currency: 'EUR',
  detect: { names: ['Banco Santander, S.A.', 'Banco Santander'], bics: ['BSCHESMM'], domains: ['bancosantander.es', 'santander.es'], phrases: ['Saldo anterior', 'Fecha Operación', 'Fecha Valor'] },
  locale: { dateOrder: 'DMY', decimal: ',' },
  source: 'Santander extracto: Fecha Operación | Fecha Valor | Concepto | Importe | Saldo, signed 1.234,56.',
});
