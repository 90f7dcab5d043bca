import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'ubs-ch',
  name: 'UBS',
  country: 'CH',
  currency: 'CHF',
  detect: { names: ['UBS Switzerland AG', 'UBS AG'], bics: ['UBSWCHZH'], domains: ['ubs.com'], phrases: ['Saldovortrag', 'Belastung', 'Gutschrift'] },
  locale: { dateOrder: 'DMY', decimal: '.' },
  source: "UBS Kontoauszug: Datum | Text | Belastung | Gutschrift | Valuta | Saldo, 1'234.56.",
});
