import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'postbank-de',
  name: 'Postbank',
  country: 'DE',
  currency: 'EUR',
  detect: { names: ['Deutsche Postbank AG', 'Postbank Giro', 'Postbank Hamburg', 'Postbank Direkt'], bics: ['PBNKDEFF'], domains: ['postbank.de'], phrases: ['Kontoauszug', 'Alter Kontostand', 'Neuer Kontostand'] },
  locale: { dateOrder: 'DMY', decimal: ',' },
  source: 'Postbank public Demokonto statement (sschuberth/stan test assets): Buchung | Wert | Vorgang/Buchungsinformation | Soll | Haben, dd.MM. dates.',
});
