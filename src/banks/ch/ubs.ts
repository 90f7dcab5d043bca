import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ubs-ch',
  name: 'UBS',
  country: 'CH',
  currency: 'CHF',
  detect: { names: ['UBS Switzerland AG', 'UBS AG'], bics: ['UBSWCHZH'], domains: ['ubs.com'], phrases: ['Saldovortrag', 'Belastung', 'Gutschrift'] },
  locale: LOCALES.deCH,
  statement: debitCreditTable(
    { date: 'Datum', description: 'Text', debit: 'Belastung', credit: 'Gutschrift', valueDate: 'Valuta', balance: 'Saldo' },
    { dateFormat: 'dd.MM.yy', openingLabel: 'Saldovortrag', closingLabel: 'Kontostand per', accountLabel: 'Konto' },
  ),
  source: "UBS Kontoauszug (public samples): Datum | Text | Belastung | Gutschrift | Valuta | Saldo, 1'234.56.",
});
