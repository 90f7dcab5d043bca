import { LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'santander-mx',
  name: 'Santander México',
  aliases: ['Banco Santander México', 'Santander Mexico'],
  country: 'MX',
  currency: 'MXN',
  // "Banco Santander México" also matches santander-es's bare "Banco Santander"; the full
  // Mexican name, BIC and domain outscore it.
  detect: {
    names: ['Banco Santander México, S.A.', 'Grupo Financiero Santander México'],
    bics: ['BMSXMXMM'],
    domains: ['santander.com.mx'],
    phrases: ['Detalle de movimientos cuenta de cheques', 'FOLIO'],
  },
  locale: LOCALES.esMX,
  // Folio before the description, deposits before withdrawals.
  statement: {
    columns: [
      { role: 'date', label: 'FECHA' },
      { role: 'reference', label: 'FOLIO' },
      { role: 'description', label: 'DESCRIPCION' },
      { role: 'credit', label: 'DEPOSITOS' },
      { role: 'debit', label: 'RETIROS' },
      { role: 'balance', label: 'SALDO' },
    ],
    dateFormat: 'dd-MMM-yyyy',
    signs: 'columns',
    openingLabel: 'SALDO ANTERIOR',
    closingLabel: 'SALDO FINAL',
    accountLabel: 'Número de cuenta',
  },
  source:
    'No specific public sample found (searches returned only generic guides to the Santander estado de cuenta integral). Typical Santander México cuenta de cheques statement: "Detalle de movimientos cuenta de cheques" with FECHA | FOLIO | DESCRIPCION | DEPOSITOS | RETIROS | SALDO, dd-MMM-yyyy dates (02-ENE-2024), amounts 1,234.56, SALDO ANTERIOR / SALDO FINAL.',
});
