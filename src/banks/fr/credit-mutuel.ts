import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'credit-mutuel-fr',
  name: 'Crédit Mutuel',
  aliases: ['Credit Mutuel', 'CIC Crédit Mutuel'],
  country: 'FR',
  currency: 'EUR',
  detect: {
    names: ['Caisse de Crédit Mutuel', 'Banque Fédérative du Crédit Mutuel', 'Crédit Mutuel Alliance Fédérale'],
    bics: ['CMCIFR2A'],
    domains: ['creditmutuel.fr'],
    phrases: ['Crédit Mutuel', 'Débit EUROS', 'Crédit EUROS'],
  },
  locale: { ...LOCALES.frFR, group: '.' },
  statement: debitCreditTable(
    { date: 'Date', valueDate: 'Date valeur', description: 'Opération', debit: 'Débit EUROS', credit: 'Crédit EUROS' },
    { dateFormat: 'dd/MM/yyyy', openingLabel: 'SOLDE CREDITEUR AU', closingLabel: 'SOLDE CREDITEUR AU', accountLabel: 'N° de compte' },
  ),
  source:
    'Crédit Mutuel relevé extractor (gist.github.com/bohwaz/86cade3087501d32d0169e8f15a8ac7c, Tabula): columns Date | Date valeur | Opération | Débit EUROS | Crédit EUROS, "SOLDE ... AU dd/mm/yyyy" balance rows, amounts with "." thousands. BIC CMCIFR2A (Crédit Mutuel Alliance Fédérale).',
});
