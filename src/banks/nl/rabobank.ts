import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'rabobank-nl',
  name: 'Rabobank',
  aliases: ['Coöperatieve Rabobank', 'Rabo'],
  country: 'NL',
  currency: 'EUR',
  detect: { names: ['Coöperatieve Rabobank U.A.'], bics: ['RABONL2U'], domains: ['rabobank.nl'], phrases: ['Rentedatum', 'Rekeningafschrift'] },
  locale: LOCALES.nlNL,
  statement: debitCreditTable(
    { date: 'Datum', valueDate: 'Rentedatum', description: 'Omschrijving', debit: 'Bedrag af', credit: 'Bedrag bij' },
    { dateFormat: 'dd-MM-yyyy', openingLabel: 'Beginsaldo', closingLabel: 'Eindsaldo', accountLabel: 'IBAN' },
  ),
  source:
    'Weak evidence: no public Rabobank rekeningafschrift sample found (rabobank.nl help pages describe account details only). Labels from the Rabobank transaction export (Datum, Rentedatum, Omschrijving) and the usual Dutch af/bij columns and begin/eind saldo; dd-MM-yyyy. BIC RABONL2U.',
});
