import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bancoposta-it',
  name: 'BancoPosta',
  aliases: ['Poste Italiane', 'Conto BancoPosta'],
  country: 'IT',
  currency: 'EUR',
  detect: {
    names: ['Poste Italiane S.p.A. - Patrimonio BancoPosta', 'Patrimonio BancoPosta', 'Conto BancoPosta'],
    bics: ['BPPIITRRXXX'],
    domains: ['poste.it'],
    phrases: ['Descrizione operazioni', 'Addebiti', 'Accrediti'],
  },
  locale: LOCALES.itIT,
  statement: debitCreditTable(
    { date: 'Data', valueDate: 'Valuta', description: 'Descrizione operazioni', debit: 'Addebiti', credit: 'Accrediti' },
    { dateFormat: 'dd/MM/yy', openingLabel: 'Saldo iniziale', closingLabel: 'Saldo finale', accountLabel: 'Conto corrente n.' },
  ),
  source:
    'unragionevoledubbio.com "Come leggere un estratto conto" (walks through a BancoPosta estratto conto): columns Data, Valuta, Addebiti, Accrediti and Descrizione, IBAN and conto number at the top. The print order of the description (possibly last) is not certain; issuer "Poste Italiane S.p.A. - Patrimonio BancoPosta", BIC BPPIITRRXXX.',
});
