import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'millennium-bcp-pt',
  name: 'Millennium bcp',
  aliases: ['Banco Comercial Português', 'BCP'],
  country: 'PT',
  currency: 'EUR',
  detect: {
    names: ['Banco Comercial Português, S.A.', 'Banco Comercial Português', 'Millennium bcp'],
    bics: ['BCOMPTPL'],
    domains: ['millenniumbcp.pt'],
    phrases: ['Data Lanc.', 'Extrato Combinado'],
  },
  locale: LOCALES.ptPT,
  statement: debitCreditTable(
    { date: 'Data Lanc.', valueDate: 'Data Valor', description: 'Descrição', debit: 'Débito', credit: 'Crédito', balance: 'Saldo' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Saldo inicial', closingLabel: 'Saldo final', accountLabel: 'Conta' },
  ),
  source:
    'No public Millennium bcp statement sample found (search returned only ind.millenniumbcp.pt product pages). Columns Data Lanc. | Data Valor | Descrição | Débito | Crédito | Saldo follow the usual Portuguese extrato (cf. CGD); weak evidence.',
});
