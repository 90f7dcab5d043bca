import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'la-banque-postale-fr',
  name: 'La Banque Postale',
  aliases: ['Banque Postale', 'LBP', 'CCP'],
  country: 'FR',
  currency: 'EUR',
  detect: {
    names: ['La Banque Postale'],
    bics: ['PSSTFRPP'],
    domains: ['labanquepostale.fr'],
    phrases: ['Compte Courant Postal', 'Relevé édité le', 'Total des opérations'],
  },
  locale: LOCALES.frFR,
  statement: debitCreditTable(
    { date: 'Date', description: 'Opérations', debit: 'Débit (€)', credit: 'Crédit (€)' },
    { dateFormat: 'dd/MM', openingLabel: 'Ancien solde au', closingLabel: 'Nouveau solde au', accountLabel: 'IBAN' },
  ),
  source:
    'La Banque Postale relevé converter (github.com/wizmer/banquepostale-pdf-to-csv, banquepostale_to_csv.py on pdftotext -layout output): header "Date | Opérations | Débit (€) | Crédit (€)", dd/MM dates, "Ancien solde au" / "Nouveau solde au", "Total des opérations", "Relevé édité le", "Compte Courant Postal n°", 1 234,56 amounts. BIC PSSTFRPP.',
});
