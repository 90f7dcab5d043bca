import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'comdirect-de',
  name: 'comdirect',
  aliases: ['comdirect bank', 'comdirect bank AG'],
  country: 'DE',
  currency: 'EUR',
  // No BIC: comdirect's COBADEHD001 shares the COBADE prefix with Commerzbank (COBADEFF).
  detect: { names: ['comdirect bank AG'], domains: ['comdirect.de'], phrases: ['Finanzreport', 'Auftraggeber/Empfänger', 'Kontoübersicht'] },
  locale: LOCALES.deDE,
  statement: debitCreditTable(
    { date: 'Buchungstag', typeCode: 'Vorgang', description: 'Buchungstext', debit: 'Ausgang', credit: 'Eingang' },
    { dateFormat: 'dd.MM.yyyy', openingLabel: 'Alter Saldo', closingLabel: 'Neuer Saldo', accountLabel: 'IBAN' },
  ),
  source:
    'Anonymised comdirect Finanzreport in portfolio-performance/portfolio (.../pdf/comdirect/Finanzreport01.txt): "Buchungstag | Vorgang | Auftraggeber/Empfänger | Buchungstext | Ausgang" over "Valuta | Referenz | IBAN/BIC | Eingang", dd.MM.yyyy, "Alter Saldo" / "Neuer Saldo", comdirect bank AG, www.comdirect.de. The real print stacks Ausgang/Eingang and signs each amount; modelled as two money columns.',
});
