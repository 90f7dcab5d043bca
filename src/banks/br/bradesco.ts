import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bradesco-br',
  name: 'Bradesco',
  aliases: ['Banco Bradesco'],
  country: 'BR',
  currency: 'BRL',
  detect: {
    names: ['Banco Bradesco S.A.', 'Banco Bradesco S/A'],
    bics: ['BBDEBRSP'],
    domains: ['bradesco.com.br'],
    phrases: ['Extrato Mensal / Por Período', 'Docto.'],
  },
  locale: LOCALES.ptBR,
  // Credits are printed before debits.
  statement: {
    columns: [
      { role: 'date', label: 'Data' },
      { role: 'description', label: 'Histórico' },
      { role: 'reference', label: 'Docto.' },
      { role: 'credit', label: 'Crédito (R$)' },
      { role: 'debit', label: 'Débito (R$)' },
      { role: 'balance', label: 'Saldo (R$)' },
    ],
    dateFormat: 'dd/MM/yyyy',
    signs: 'columns',
    openingLabel: 'SALDO ANTERIOR',
    closingLabel: 'SALDO FINAL',
    accountLabel: 'Agência/Conta',
  },
  source:
    'No specific public sample found (searches returned generic extrato glossaries only). Typical Bradesco "Extrato Mensal / Por Período": Data | Histórico | Docto. | Crédito (R$) | Débito (R$) | Saldo (R$), dd/MM/yyyy dates, 1.234,56, SALDO ANTERIOR first.',
});
