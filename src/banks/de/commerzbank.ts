import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'commerzbank-de',
  name: 'Commerzbank',
  aliases: ['Commerzbank AG'],
  country: 'DE',
  currency: 'EUR',
  // COBADE is also the prefix of comdirect's BIC (COBADEHD001); comdirect lists no BIC, so the
  // prefix stays here and comdirect wins on its own name and domain.
  detect: {
    names: ['Commerzbank AG'],
    bics: ['COBADEFF'],
    domains: ['commerzbank.de'],
    phrases: ['Angaben zu den Umsätzen', 'zu Ihren Lasten', 'zu Ihren Gunsten'],
  },
  locale: LOCALES.deDE,
  // The booking date is printed as a group heading ("Buchungsdatum: 05.01.2021"). The real table
  // also has a "Valuta" column (dd.MM) between the description and the money columns; it is left
  // out here because in the one-page sample layout its narrow slot pushes the long, right-aligned
  // "zu Ihren Gunsten" label over the debit amounts and the engine splits it. "Valuta" is in the
  // engine's own vocabulary, so real statements still read.
  statement: debitCreditTable(
    { date: 'Buchungsdatum', description: 'Angaben zu den Umsätzen', debit: 'zu Ihren Lasten', credit: 'zu Ihren Gunsten' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Kontostand', closingLabel: 'Neuer Kontostand', accountLabel: 'IBAN' },
  ),
  source:
    'Anonymised Commerzbank Kontoauszug in portfolio-performance/portfolio (name.abuchen.portfolio.tests/.../pdf/commerzbank/Kontoauszug01.txt): "zu Ihren Lasten | zu Ihren Gunsten", "Angaben zu den Umsätzen | Valuta", "Buchungsdatum: dd.MM.yyyy" headings, "Alter Kontostand vom" / "Neuer Kontostand vom", debits suffixed "-", IBAN and BIC COBADEFFXXX in the header.',
});
