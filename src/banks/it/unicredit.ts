import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'unicredit-it',
  name: 'UniCredit',
  aliases: ['UniCredit Italia'],
  country: 'IT',
  currency: 'EUR',
  detect: {
    names: ['UniCredit S.p.A.', 'UniCredit SpA'],
    bics: ['UNCRITMM'],
    domains: ['unicredit.it'],
    phrases: ['Saldo iniziale', 'Saldo finale', 'Estratto conto'],
  },
  locale: LOCALES.itIT,
  statement: debitCreditTable(
    { date: 'Data', valueDate: 'Valuta', description: 'Descrizione', debit: 'Uscite', credit: 'Entrate' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Saldo iniziale', closingLabel: 'Saldo finale', accountLabel: 'IBAN' },
  ),
  source:
    'No public UniCredit statement sample found. Layout is the standard Italian estratto conto (data operazione, data valuta, descrizione, uscite, entrate; saldo iniziale/finale) as described by conto-corrente.com "Leggere un conto corrente" and sostariffe.it; weak evidence for the exact labels and date format.',
});
