import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'fab-ae',
  name: 'First Abu Dhabi Bank',
  aliases: ['FAB'],
  country: 'AE',
  currency: 'AED',
  detect: {
    names: ['First Abu Dhabi Bank PJSC', 'First Abu Dhabi Bank P.J.S.C.'],
    bics: ['NBADAEAA'],
    domains: ['bankfab.com'],
    phrases: ['Closing Book Balance', 'AC-NUM'],
  },
  locale: LOCALES.enGB,
  statement: debitCreditTable(
    { date: 'DATE', valueDate: 'VALUE DATE', description: 'DESCRIPTION', debit: 'DEBIT', credit: 'CREDIT', balance: 'BALANCE' },
    { dateFormat: 'dd MMM yyyy', openingLabel: 'Balance brought forward', closingLabel: 'Closing Book Balance', accountLabel: 'Account Number' },
  ),
  source:
    'statement-parser FAB account parser test on GitHub (mock statement text: "First Abu Dhabi Bank PJSC", header DATE VALUE DATE DESCRIPTION DEBIT CREDIT BALANCE, "Balance brought forward", rows "01 JAN 2024 01 JAN 2024 ...", "Closing Book Balance", "AC-NUM"). The account label is given as "Account Number" because the engine does not read "AC-NUM"; AC-NUM stays a detection phrase.',
});
