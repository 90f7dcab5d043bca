import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'lloyds-gb',
  name: 'Lloyds Bank',
  aliases: ['Lloyds Bank plc', 'Lloyds', 'Club Lloyds'],
  country: 'GB',
  currency: 'GBP',
  detect: { names: ['Lloyds Bank plc'], bics: ['LOYDGB21'], domains: ['lloydsbank.com'], phrases: ['Club Lloyds', 'STATEMENT OPENING BALANCE'] },
  locale: LOCALES.enGB,
  // Lloyds prints the payment type (DD, SO, DEB, FPI ...) in its own column after the description,
  // and money in before money out.
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'description', label: 'Description' },
      { role: 'typeCode', label: 'Type' },
      { role: 'credit', label: 'Money In (£)' },
      { role: 'debit', label: 'Money Out (£)' },
      { role: 'balance', label: 'Balance (£)' },
    ],
    dateFormat: 'dd MMM yy',
    signs: 'columns',
    openingLabel: 'STATEMENT OPENING BALANCE',
    closingLabel: 'STATEMENT CLOSING BALANCE',
    accountLabel: 'Account Number',
  },
  source:
    'bankscanai.com/blog/convert-lloyds-statement-to-excel (DD MMM YY dates, a Type column with DD/SO/BGC/FPO/FPI/DEB codes, separate money-out/money-in columns, a balance-brought-forward first row); public sample on scribd/pdfcoffee ("Visit us online www.lloydsbank.com", "Balance on 06 Dec 2014", Money in / Money out summary, "Club Lloyds"). The exact header wording "Money In (£) / Money Out (£) / Balance (£)" and the OPENING/CLOSING row labels follow the current Lloyds Banking Group statement design from general knowledge, not a verbatim source.',
});
