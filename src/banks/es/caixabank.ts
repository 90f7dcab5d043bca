import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'caixabank-es',
  name: 'CaixaBank',
  aliases: ['La Caixa', 'CaixaBank Now'],
  country: 'ES',
  currency: 'EUR',
  detect: {
    names: ['CaixaBank, S.A.', 'CaixaBank S.A.'],
    bics: ['CAIXESBB'],
    domains: ['caixabank.es'],
    phrases: ['Fecha valor', 'Movimiento', 'Saldo anterior'],
  },
  locale: LOCALES.esES,
  statement: signedAmountTable(
    { date: 'Fecha', valueDate: 'Fecha valor', description: 'Movimiento', amount: 'Importe', balance: 'Saldo' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Saldo anterior', closingLabel: 'Saldo final', accountLabel: 'IBAN' },
  ),
  source:
    'No public CaixaBank statement sample found (searches returned caixabank.es product pages and generic guides such as helpmycash.com "cómo entender el extracto"). Columns Fecha | Fecha valor | Movimiento | Importe | Saldo follow CaixaBank\'s online movement list and the typical Spanish one-signed-amount extracto; weak evidence.',
});
