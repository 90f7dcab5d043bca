import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'deutsche-bank-de',
  name: 'Deutsche Bank',
  country: 'DE',
  currency: 'EUR',
  detect: { names: ['Deutsche Bank AG', 'Deutsche Bank Privat- und Geschäftskunden'], bics: ['DEUTDEFF', 'DEUTDEDB'], domains: ['deutsche-bank.de'], phrases: ['Alter Saldo', 'Neuer Saldo'] },
  locale: { dateOrder: 'DMY', decimal: ',' },
  source: 'Deutsche Bank Kontoauszug layout: Buchung | Valuta | Vorgang | Soll | Haben, dd.MM.yyyy, 1.234,56.',
});
