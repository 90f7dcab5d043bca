import { debitCreditTable, LOCALES } from '../conventions.ts';
import { defineBank } from '../define-bank.ts';

export default defineBank({
  id: 'bbva-mx',
  name: 'BBVA México',
  aliases: ['BBVA Bancomer', 'Bancomer'],
  country: 'MX',
  currency: 'MXN',
  detect: {
    names: ['BBVA México, S.A.', 'Grupo Financiero BBVA México', 'BBVA Bancomer, S.A.'],
    bics: ['BCMRMXMM'],
    domains: ['bbva.mx'],
    phrases: ['Detalle de Movimientos Realizados', 'Saldo Promedio'],
  },
  locale: LOCALES.esMX,
  statement: debitCreditTable(
    { date: 'OPER', valueDate: 'LIQ', description: 'DESCRIPCIÓN', reference: 'REFERENCIA', debit: 'CARGOS', credit: 'ABONOS' },
    { dateFormat: 'dd/MMM', openingLabel: 'Saldo Anterior', closingLabel: 'Saldo Final', accountLabel: 'No. de Cuenta' },
  ),
  source:
    'Legal name from BBVA México quarterly report ("BBVA México S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México") and bbva.com/es/mx (statements as PDF from bbva.mx). No public sample table found; the "Detalle de Movimientos Realizados" table of BBVA México cuenta statements is FECHA OPER | LIQ | COD. | DESCRIPCIÓN | REFERENCIA | CARGOS | ABONOS | SALDO OPERACIÓN | LIQUIDACIÓN with "dd/MMM" dates (02/ENE); code and balance columns are left out here.',
});
