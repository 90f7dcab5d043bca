import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'tsb-gb',
  name: 'TSB',
  aliases: ['TSB Bank plc', 'TSB Bank'],
  country: 'GB',
  currency: 'GBP',
  // Never the bare "TSB": it is part of "Permanent TSB" (Ireland).
  detect: { names: ['TSB Bank plc'], bics: ['TSBSGB2A'], domains: ['tsb.co.uk'], phrases: ['Spend & Save Account'] },
  locale: LOCALES.enGB,
  statement: {
    columns: [
      { role: 'date', label: 'Date' },
      { role: 'typeCode', label: 'Payment type' },
      { role: 'description', label: 'Details' },
      { role: 'debit', label: 'Money out (£)' },
      { role: 'credit', label: 'Money in (£)' },
      { role: 'balance', label: 'Balance (£)' },
    ],
    dateFormat: 'dd MMM yy',
    signs: 'columns',
    openingLabel: 'STATEMENT OPENING BALANCE',
    closingLabel: 'STATEMENT CLOSING BALANCE',
    accountLabel: 'Account Number',
  },
  source:
    'Public TSB statement (studylib.net/doc/26168411, 2018): "Sort Code / Account Number / BIC TSBSGB2AXXX / IBAN", "Spend & Save Account", summary "Balance on 01 January 2018 / Money in / Money out", www.tsb.co.uk; getmoneysorted.co.uk/tsb-bank-statement-guide (Date, Description, Paid out, Paid in, Balance; statements changed format in 2018). Table header wording (Payment type / Details / Money out (£) / Money in (£)) and row labels are from general knowledge of the Lloyds-heritage layout.',
});
