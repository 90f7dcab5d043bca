import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'societe-generale-fr',
  name: 'Société Générale',
  aliases: ['SG', 'Societe Generale'],
  country: 'FR',
  currency: 'EUR',
  // The legal name with its form: "Société Générale" alone is part of other banks' names
  // (Société Générale Marocaine de Banques, Société Générale de Banque au Liban ...).
  detect: {
    names: ['Société Générale S.A.', 'Société Générale, S.A.'],
    bics: ['SOGEFRPP'],
    domains: ['particuliers.sg.fr', 'societegenerale.fr'],
    phrases: ['SOLDE PRÉCÉDENT AU', 'TOTAUX DES MOUVEMENTS', "Nature de l'opération"],
  },
  locale: LOCALES.frFR,
  statement: debitCreditTable(
    { date: 'Date', valueDate: 'Valeur', description: "Nature de l'opération", debit: 'Débit', credit: 'Crédit' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'SOLDE PRÉCÉDENT AU', closingLabel: 'NOUVEAU SOLDE AU', accountLabel: 'N° de compte' },
  ),
  source:
    'Weak evidence: no public Société Générale relevé sample found in the search corpora. Layout from general knowledge of the SG relevé de compte: Date | Valeur | Nature de l\'opération | Débit | Crédit, dd/MM/yyyy, "SOLDE PRÉCÉDENT AU" / "NOUVEAU SOLDE AU", "TOTAUX DES MOUVEMENTS". BIC SOGEFRPP.',
});
