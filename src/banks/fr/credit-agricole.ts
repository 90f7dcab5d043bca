import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'credit-agricole-fr',
  name: 'Crédit Agricole',
  aliases: ['Credit Agricole', 'CA'],
  country: 'FR',
  currency: 'EUR',
  // Statements are issued by the regional caisses ("Caisse Régionale de Crédit Agricole Mutuel de
  // Paris et d'Ile-de-France"), all under BIC AGRIFRPP8xx.
  detect: {
    names: ['Caisse Régionale de Crédit Agricole Mutuel', 'Crédit Agricole S.A.'],
    bics: ['AGRIFRPP'],
    domains: ['credit-agricole.fr'],
    phrases: ['Libellé des opérations', 'Ancien solde créditeur', 'Total des opérations'],
  },
  locale: LOCALES.frFR,
  statement: debitCreditTable(
    { date: 'Date opé.', valueDate: 'Date valeur', description: 'Libellé des opérations', debit: 'Débit', credit: 'Crédit' },
    { dateFormat: 'dd.MM', openingLabel: 'Ancien solde créditeur au', closingLabel: 'Nouveau solde créditeur au', accountLabel: 'N° de compte' },
  ),
  source:
    'Weak evidence: no public Crédit Agricole relevé sample found in the search corpora. Layout from general knowledge of the Crédit Agricole relevé de compte: Date opé. | Date valeur | Libellé des opérations | Débit | Crédit, dd.MM, "Ancien/Nouveau solde créditeur au", "Total des opérations". BIC AGRIFRPP.',
});
