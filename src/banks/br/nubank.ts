import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'nubank-br',
  name: 'Nubank',
  aliases: ['Nu Pagamentos', 'NuConta', 'Conta do Nubank'],
  country: 'BR',
  currency: 'BRL',
  detect: {
    names: ['Nu Pagamentos S.A.', 'Nu Pagamentos S.A. - Instituição de Pagamento', 'Nu Financeira S.A.'],
    domains: ['nubank.com.br'],
    phrases: ['Total de entradas', 'Total de saídas', 'Movimentações'],
  },
  locale: LOCALES.ptBR,
  statement: signedAmountTable(
    { date: 'Data', description: 'Descrição', amount: 'Valor' },
    { dateFormat: 'dd MMM yyyy', openingLabel: 'Saldo inicial', closingLabel: 'Saldo final do período', accountLabel: 'Conta' },
  ),
  source:
    'blog.nubank.com.br/extrato-bancario (the Nubank extrato shows saldo inicial, saldo final, total de entradas and total de saídas, then transactions day by day) and Nu Pagamentos S.A. financial statements for the legal name; no public table sample found. Transactions are listed per day ("02 JAN 2024") with description and signed value in 1.234,56; no SWIFT code is published for Nu Pagamentos.',
});
