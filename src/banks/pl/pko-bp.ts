import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'pko-bp-pl',
  name: 'PKO Bank Polski',
  country: 'PL',
  currency: 'PLN',
  detect: { names: ['PKO Bank Polski', 'Powszechna Kasa Oszczędności Bank Polski'], bics: ['BPKOPLPW'], domains: ['pkobp.pl'], phrases: ['Saldo po operacji', 'Data waluty'] },
  locale: { dateOrder: 'DMY', decimal: ',' },
  source: 'PKO BP wyciąg: Data operacji | Data waluty | Opis | Kwota | Saldo po operacji.',
});
