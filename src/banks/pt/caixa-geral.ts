import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'caixa-geral-pt',
  name: 'Caixa Geral de Depósitos',
  aliases: ['CGD'],
  country: 'PT',
  currency: 'EUR',
  detect: {
    names: ['Caixa Geral de Depósitos', 'Caixa Geral de Depositos'],
    bics: ['CGDIPTPL'],
    domains: ['cgd.pt'],
    phrases: ['Saldo Contabilístico', 'Extrato Integrado'],
  },
  locale: LOCALES.ptPT,
  statement: debitCreditTable(
    { date: 'Data Mov.', valueDate: 'Data Valor', description: 'Descritivo', debit: 'Débito', credit: 'Crédito', balance: 'Saldo Contabilístico' },
    { dateFormat: 'yyyy-MM-dd', openingLabel: 'Saldo inicial', closingLabel: 'Saldo final', accountLabel: 'Conta D.O.' },
  ),
  source: 'CGD extrato integrado (public samples): Data Mov. | Data Valor | Descritivo | Débito | Crédito | Saldo Contabilístico.',
});
