import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'lcl-fr',
  name: 'LCL',
  aliases: ['Le Crédit Lyonnais', 'Crédit Lyonnais'],
  country: 'FR',
  currency: 'EUR',
  detect: {
    names: ['LCL - Le Crédit Lyonnais', 'Crédit Lyonnais SA'],
    bics: ['CRLYFRPP'],
    domains: ['lcl.fr'],
    phrases: ['RELEVE DE COMPTE COURANT', 'SOLDE INTERMEDIAIRE', 'SOLDE EN EUROS'],
  },
  locale: LOCALES.frFR,
  // Hand-written: the value date (dd.MM.yy) follows the description, before the money columns.
  statement: {
    columns: [
      { role: 'date', label: 'DATE' },
      { role: 'description', label: 'LIBELLE' },
      { role: 'valueDate', label: 'VALEUR' },
      { role: 'debit', label: 'DEBIT' },
      { role: 'credit', label: 'CREDIT' },
    ],
    dateFormat: 'dd.MM',
    signs: 'columns',
    openingLabel: 'ANCIEN SOLDE',
    closingLabel: 'SOLDE EN EUROS',
    accountLabel: 'N° de compte',
  },
  source:
    'LCL relevé parser gist (gist.github.com/charlycoste/3ffde0d4cc576528ef01fb280bcb832e, pdftotext -layout): "RELEVE DE COMPTE COURANT", "ANCIEN SOLDE", "SOLDE INTERMEDIAIRE", "SOLDE EN EUROS", transaction lines "dd.MM <libellé> dd.MM.yy <montant>" with 1 234,56 amounts. Column headings DATE | LIBELLE | VALEUR | DEBIT | CREDIT from general knowledge. BIC CRLYFRPP.',
});
