import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ing-nl',
  name: 'ING',
  country: 'NL',
  currency: 'EUR',
  detect: { names: ['ING Bank N.V.'], bics: ['INGBNL2A'], domains: ['ing.nl'], phrases: ['Af Bij', 'Beginsaldo', 'Eindsaldo'] },
  locale: { dateOrder: 'DMY', decimal: ',' },
  source: 'ING afschrift: Datum | Omschrijving | Type | Bedrag (EUR) | Af Bij, dd-MM-yyyy.',
});
