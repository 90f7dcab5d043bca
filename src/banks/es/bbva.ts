import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bbva-es',
  name: 'BBVA',
  aliases: ['Banco Bilbao Vizcaya Argentaria'],
  country: 'ES',
  currency: 'EUR',
  detect: {
    names: ['Banco Bilbao Vizcaya Argentaria, S.A.', 'Banco Bilbao Vizcaya Argentaria'],
    bics: ['BBVAESMM'],
    domains: ['bbva.es'],
    phrases: ['F. Oper.', 'F. Valor', 'Saldo anterior'],
  },
  locale: LOCALES.esES,
  statement: signedAmountTable(
    { date: 'F. Oper.', valueDate: 'F. Valor', description: 'Concepto', amount: 'Importe', balance: 'Saldo' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Saldo anterior', closingLabel: 'Saldo final', accountLabel: 'IBAN' },
  ),
  source:
    'Legal name and registered office as printed on a public BBVA "Contrato Cuenta Online" (es.scribd.com/document/656950720/BBVA): "BANCO BILBAO VIZCAYA ARGENTARIA, S.A.", IBAN ES.. 0182. Column labels (F. Oper. | F. Valor | Concepto | Importe | Saldo, one signed amount) are the usual Spanish extracto layout described at finanzasgarcia.com and helpmycash.com; no public BBVA statement PDF was found, so labels are typical rather than verified.',
});
