import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'itau-br',
  name: 'Itaú',
  aliases: ['Itaú Unibanco', 'Banco Itaú'],
  country: 'BR',
  currency: 'BRL',
  detect: {
    names: ['Itaú Unibanco S.A.', 'Itaú Unibanco Holding S.A.'],
    bics: ['ITAUBRSP'],
    domains: ['itau.com.br'],
    phrases: ['SALDO TOTAL DISPONÍVEL DIA', 'lançamentos'],
  },
  locale: LOCALES.ptBR,
  statement: signedAmountTable(
    { date: 'data', description: 'lançamentos', amount: 'valor (R$)', balance: 'saldo (R$)' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'SALDO ANTERIOR', closingLabel: 'SALDO FINAL', accountLabel: 'agência/conta' },
  ),
  source:
    'Search found only generic extrato guides (plus a Granatum note on the Itaú extrato consolidado). Typical Itaú conta corrente extrato: data | lançamentos | valor (R$) | saldo (R$), dd/MM/yyyy dates, debits with a minus, 1.234,56, SALDO ANTERIOR first and daily "SALDO TOTAL DISPONÍVEL DIA" lines; account given as agência/conta.',
});
