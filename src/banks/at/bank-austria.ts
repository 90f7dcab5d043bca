import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bank-austria-at',
  name: 'Bank Austria',
  aliases: ['UniCredit Bank Austria', 'UniCredit Bank Austria AG'],
  country: 'AT',
  currency: 'EUR',
  detect: { names: ['UniCredit Bank Austria AG'], bics: ['BKAUATWW'], domains: ['bankaustria.at'], phrases: ['Member of UniCredit', 'Valutadatum'] },
  locale: LOCALES.deDE,
  statement: signedAmountTable(
    { date: 'Buchungsdatum', valueDate: 'Valutadatum', description: 'Buchungstext', amount: 'Betrag' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Kontostand', closingLabel: 'Neuer Kontostand', accountLabel: 'IBAN' },
  ),
  source:
    'Weak evidence: no public Bank Austria statement sample found (bankaustria.at FAQ "Fragen zum Girokonto" explains Soll/Haben and Valuta only). Column labels follow the Bank Austria OnlineBanking export (Buchungsdatum, Valutadatum, Buchungstext, Betrag) in the typical Austrian Kontoauszug layout, dd.MM.yyyy, signed amounts. BIC BKAUATWW.',
});
