import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'banco-bpm-it',
  name: 'Banco BPM',
  aliases: ['Banca Popolare di Milano', 'Banco Popolare'],
  country: 'IT',
  currency: 'EUR',
  detect: {
    names: ['Banco BPM S.p.A.', 'Banco BPM SpA'],
    bics: ['BAPPIT21', 'BPMIITMM'],
    domains: ['bancobpm.it'],
    phrases: ['Data contabile', 'Data valuta', 'Saldo iniziale'],
  },
  locale: LOCALES.itIT,
  statement: debitCreditTable(
    { date: 'Data contabile', valueDate: 'Data valuta', description: 'Descrizione operazioni', debit: 'Dare', credit: 'Avere' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'Saldo iniziale', closingLabel: 'Saldo finale', accountLabel: 'Conto corrente' },
  ),
  source:
    'No public Banco BPM statement sample found (bancobpm.it magazine "Conto corrente: la guida completa" only). Columns data contabile | data valuta | descrizione | dare | avere are the usual Italian estratto conto (giornal.it "come leggere l\'estratto conto"); weak evidence.',
});
