import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'santander-es',
  name: 'Santander',
  aliases: ['Banco Santander'],
  country: 'ES',
  currency: 'EUR',
  detect: {
    names: ['Banco Santander, S.A.', 'Banco Santander'],
    bics: ['BSCHESMM'],
    domains: ['bancosantander.es', 'santander.es'],
    phrases: ['Fecha Operación', 'Fecha Valor'],
  },
  locale: LOCALES.esES,
  statement: signedAmountTable(
    { date: 'Fecha Operación', valueDate: 'Fecha Valor', description: 'Concepto', amount: 'Importe', balance: 'Saldo' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Saldo anterior', closingLabel: 'Saldo final', accountLabel: 'Cuenta' },
  ),
  source: 'Santander extracto de cuenta (public samples): Fecha Operación | Fecha Valor | Concepto | Importe | Saldo, signed 1.234,56.',
});
