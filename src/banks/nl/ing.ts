import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ing-nl',
  name: 'ING',
  aliases: ['ING Bank'],
  country: 'NL',
  currency: 'EUR',
  detect: { names: ['ING Bank N.V.'], bics: ['INGBNL2A'], domains: ['ing.nl'], phrases: ['Beginsaldo', 'Eindsaldo'] },
  locale: LOCALES.nlNL,
  statement: {
    columns: [
      { role: 'date', label: 'Datum' },
      { role: 'description', label: 'Omschrijving' },
      { role: 'typeCode', label: 'Type' },
      { role: 'amount', label: 'Bedrag (EUR)' },
      { role: 'direction', label: 'Af Bij' },
    ],
    dateFormat: 'dd-MM-yyyy',
    signs: 'signed',
    openingLabel: 'Beginsaldo',
    closingLabel: 'Eindsaldo',
    accountLabel: 'Rekeningnummer',
  },
  source: 'ING afschrift (public samples): Datum | Omschrijving | Type | Bedrag (EUR) | Af Bij, dd-MM-yyyy; the Af/Bij column gives the side.',
});
