import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'novo-banco-pt',
  name: 'Novo Banco',
  aliases: ['novobanco', 'NB'],
  country: 'PT',
  currency: 'EUR',
  detect: {
    names: ['Novo Banco, S.A.', 'novobanco'],
    bics: ['BESCPTPL'],
    domains: ['novobanco.pt'],
    phrases: ['Data Mov.', 'Data Valor'],
  },
  locale: LOCALES.ptPT,
  statement: debitCreditTable(
    { date: 'Data Mov.', valueDate: 'Data Valor', description: 'Descrição', debit: 'Débito', credit: 'Crédito', balance: 'Saldo' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Saldo inicial', closingLabel: 'Saldo final', accountLabel: 'Conta' },
  ),
  source:
    'No public Novo Banco statement sample found. Typical Portuguese extrato columns (Data Mov. | Data Valor | Descrição | Débito | Crédito | Saldo); BIC BESCPTPL is the former Banco Espírito Santo code kept by Novo Banco. Weak evidence.',
});
