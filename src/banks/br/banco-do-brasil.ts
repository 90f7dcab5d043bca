import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'banco-do-brasil-br',
  name: 'Banco do Brasil',
  aliases: ['BB'],
  country: 'BR',
  currency: 'BRL',
  detect: {
    names: ['Banco do Brasil S.A.', 'Banco do Brasil S/A'],
    bics: ['BRASBRRJ'],
    domains: ['bb.com.br'],
    phrases: ['Extrato de Conta Corrente', 'Dt. balancete', 'Ag. origem'],
  },
  locale: LOCALES.ptBR,
  statement: signedAmountTable(
    { date: 'Data', description: 'Histórico', reference: 'Documento', amount: 'Valor R$', balance: 'Saldo' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Saldo Anterior', closingLabel: 'Saldo Final', accountLabel: 'Agência/Conta' },
  ),
  source:
    'No specific public sample found (searches returned generic extrato glossaries explaining C/D and (+)/(-) markers). Typical Banco do Brasil "Extrato de Conta Corrente": Dt. balancete | Dt. movimento | Ag. origem | Lote | Histórico | Documento | Valor R$ | Saldo, dd/MM/yyyy dates, 1.234,56 with a C/D or sign marker (written here as a signed amount), Saldo Anterior first.',
});
