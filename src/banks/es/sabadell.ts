import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'sabadell-es',
  name: 'Banco Sabadell',
  aliases: ['Banco de Sabadell', 'Sabadell'],
  country: 'ES',
  currency: 'EUR',
  detect: {
    names: ['Banco de Sabadell, S.A.', 'Banco Sabadell'],
    bics: ['BSABESBB'],
    domains: ['bancsabadell.com'],
    phrases: ['F. Operativa', 'F. Valor', 'Saldo anterior'],
  },
  locale: LOCALES.esES,
  // Sabadell prints the value date after the concept, so the columns are written out in print order.
  statement: {
    columns: [
      { role: 'date', label: 'F. Operativa' },
      { role: 'description', label: 'Concepto' },
      { role: 'valueDate', label: 'F. Valor' },
      { role: 'amount', label: 'Importe' },
      { role: 'balance', label: 'Saldo' },
    ],
    dateFormat: 'dd/MM/yyyy',
    signs: 'signed',
    openingLabel: 'Saldo anterior',
    closingLabel: 'Saldo final',
    accountLabel: 'Cuenta',
  },
  source:
    'Legal name "Banco de Sabadell, S.A." from a public Sabadell fee document (scribd IPOnboarding CAS, "Banco de Sabadell, S.A. - Av. Óscar Esplá, 37 (Alicante)"); pilo.bancsabadell.com blog "Qué es un extracto bancario" lists fecha de la operación, concepto, fecha valor, importe and saldo. Labels F. Operativa | Concepto | F. Valor | Importe | Saldo as in Sabadell\'s movement export; signed amounts.',
});
