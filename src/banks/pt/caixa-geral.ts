import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'caixa-geral-pt',
  name: 'Caixa Geral de Depósitos',
  country: 'PT',
  currency: 'EUR',
  detect: { names: ['Caixa Geral de Depósitos', 'Caixa Geral de Depositos'], bics: ['CGDIPTPL'], domains: ['cgd.pt'], phrases: ['Saldo Contabilístico', 'Extrato Integrado'] },
  locale: { dateOrder: 'YMD', decimal: ',' },
  source: 'CGD extrato: Data Mov. | Data Valor | Descritivo | Débito | Crédito | Saldo Contabilístico.',
});
