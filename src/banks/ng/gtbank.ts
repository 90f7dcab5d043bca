import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'gtbank-ng',
  name: 'GTBank',
  aliases: ['Guaranty Trust Bank', 'GTCO'],
  country: 'NG',
  currency: 'NGN',
  detect: { names: ['Guaranty Trust Bank Limited', 'Guaranty Trust Bank Plc'], bics: ['GTBINGLA'], domains: ['gtbank.com'], phrases: ['Originating Branch'] },
  locale: LOCALES.enGB,
  // Narration ("Remarks") is the last column, after the money and the originating branch.
  statement: {
    columns: [
      { role: 'date', label: 'Trans. Date' },
      { role: 'valueDate', label: 'Value. Date' },
      { role: 'reference', label: 'Reference' },
      { role: 'debit', label: 'Debits' },
      { role: 'credit', label: 'Credits' },
      { role: 'balance', label: 'Balance' },
      { role: 'description', label: 'Remarks' },
    ],
    dateFormat: 'dd-MMM-yyyy',
    signs: 'columns',
    openingLabel: 'Opening Balance',
    closingLabel: 'Closing Balance',
    accountLabel: 'Account No',
  },
  source:
    'Weak evidence: GtbParser on GitHub reads "Opening Balance" then transfer narrations (NIP, POS/WEB...); layout Trans. Date | Value. Date | Reference | Debits | Credits | Balance | Originating Branch | Remarks from typical GTBank internet-banking statements, not verified. Originating Branch has no role and is left out.',
});
