import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bnp-paribas-fr',
  name: 'BNP Paribas',
  country: 'FR',
  currency: 'EUR',
  detect: { names: ['BNP Paribas', 'BNP PARIBAS SA'], bics: ['BNPAFRPP'], domains: ['mabanque.bnpparibas', 'bnpparibas.net'], phrases: ['RELEVE DE COMPTE', 'SOLDE CREDITEUR', 'TOTAL DES OPERATIONS'] },
  locale: { dateOrder: 'DMY', decimal: ',' },
  source: 'BNP Paribas relevé de compte: Date | Nature des opérations | Valeur | Débit | Crédit, 1 234,56.',
});
