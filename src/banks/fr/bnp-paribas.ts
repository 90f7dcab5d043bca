import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bnp-paribas-fr',
  name: 'BNP Paribas',
  country: 'FR',
  currency: 'EUR',
  detect: {
    names: ['BNP Paribas', 'BNP PARIBAS SA'],
    bics: ['BNPAFRPP'],
    domains: ['mabanque.bnpparibas'],
    phrases: ['RELEVE DE COMPTE', 'TOTAL DES OPERATIONS'],
  },
  locale: LOCALES.frFR,
  statement: debitCreditTable(
    { date: 'Date', description: 'Nature des opérations', valueDate: 'Valeur', debit: 'Débit', credit: 'Crédit' },
    { dateFormat: 'dd.MM', openingLabel: 'SOLDE CREDITEUR AU', closingLabel: 'NOUVEAU SOLDE CREDITEUR AU', accountLabel: 'Compte de chèques n°' },
  ),
  source: 'BNP Paribas relevé de compte (public samples): Date | Nature des opérations | Valeur | Débit | Crédit, 1 234,56.',
});
