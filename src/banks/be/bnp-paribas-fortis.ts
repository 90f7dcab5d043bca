import { LOCALES, signedAmountTable } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bnp-paribas-fortis-be',
  name: 'BNP Paribas Fortis',
  aliases: ['Fortis', 'BNP Paribas Fortis SA/NV'],
  country: 'BE',
  currency: 'EUR',
  // Its name contains "BNP Paribas", a name of bnp-paribas-fr: the full name, BIC and domain below
  // give this profile three strong matches against that one.
  detect: {
    names: ['BNP Paribas Fortis SA', 'BNP Paribas Fortis NV'],
    bics: ['GEBABEBB'],
    domains: ['bnpparibasfortis.be'],
    phrases: ['Extrait de compte', 'Easy Banking'],
  },
  locale: LOCALES.frBE,
  statement: signedAmountTable(
    { date: 'Date', valueDate: 'Valeur', description: 'Description', amount: 'Montant' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Ancien solde', closingLabel: 'Nouveau solde', accountLabel: 'Compte' },
  ),
  source:
    'Weak evidence: no public BNP Paribas Fortis extrait de compte sample found in the search corpora. Typical Belgian French layout (Date | Valeur | Description | signed Montant, "Ancien solde" / "Nouveau solde", 1.234,56). BIC GEBABEBB, bnpparibasfortis.be.',
});
