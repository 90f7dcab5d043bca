import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'banorte-mx',
  name: 'Banorte',
  aliases: ['Banco Mercantil del Norte', 'Grupo Financiero Banorte'],
  country: 'MX',
  currency: 'MXN',
  detect: {
    names: ['Banco Mercantil del Norte, S.A.', 'Grupo Financiero Banorte'],
    bics: ['MENOMXMT'],
    domains: ['banorte.com'],
    phrases: ['MONTO DEL DEPOSITO', 'MONTO DEL RETIRO', 'DETALLE DE MOVIMIENTOS'],
  },
  locale: LOCALES.esMX,
  // Deposits are printed before withdrawals.
  statement: {
    columns: [
      { role: 'date', label: 'FECHA' },
      { role: 'description', label: 'DESCRIPCIÓN / ESTABLECIMIENTO' },
      { role: 'credit', label: 'DEPÓSITOS' },
      { role: 'debit', label: 'RETIROS' },
      { role: 'balance', label: 'SALDO' },
    ],
    dateFormat: 'dd-MMM-yy',
    signs: 'columns',
    openingLabel: 'SALDO ANTERIOR',
    closingLabel: 'SALDO ACTUAL',
    accountLabel: 'No. de Cuenta',
  },
  source:
    'No specific public sample found (searches returned only generic guides to Banorte estados de cuenta). Typical Banorte debit-account statement: DETALLE DE MOVIMIENTOS with FECHA | DESCRIPCIÓN / ESTABLECIMIENTO | MONTO DEL DEPOSITO | MONTO DEL RETIRO | SALDO, dd-MMM-yy dates (02-ENE-24), amounts 1,234.56; the money headers are written DEPÓSITOS / RETIROS so they fit a one-line header.',
});
