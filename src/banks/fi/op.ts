import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'op-fi',
  name: 'OP',
  aliases: ['OP Financial Group', 'Osuuspankki', 'OP Ryhmä'],
  country: 'FI',
  currency: 'EUR',
  detect: {
    names: ['OP Osuuskunta', 'OP Yrityspankki Oyj', 'OP Ryhmä', 'OP Financial Group'],
    bics: ['OKOYFIHH'],
    domains: ['op.fi'],
    phrases: ['Kirjauspäivä', 'Määrä EUR', 'Saaja/Maksaja'],
  },
  locale: LOCALES.fiFI,
  statement: signedAmountTable(
    { date: 'Kirjauspäivä', valueDate: 'Arvopäivä', description: 'Saaja/Maksaja', amount: 'Määrä EUR' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alkusaldo', closingLabel: 'Loppusaldo', accountLabel: 'IBAN' },
  ),
  source:
    "No public OP tiliote PDF found (kassanhallintapalvelu.op.fi help and OP-Pohjola XML tiliraportointi guides on docplayer.fi only). Labels Kirjauspäivä | Arvopäivä | Saaja/Maksaja | Määrä EUR follow OP's account-transaction CSV export (Kirjauspäivä; Arvopäivä; Määrä EUR; Laji; Selitys; Saaja/Maksaja ...); weak evidence.",
});
