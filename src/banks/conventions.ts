/**
 * Conventions shared by many banks: how a country writes dates and numbers, and the common shapes
 * of a transaction table. Profiles compose these instead of repeating them, so two banks that
 * print alike share one piece and differ only where they really differ.
 */
import type { BankColumn, BankLocale, StatementLayout } from './define-bank.ts';

export const LOCALES = {
  enGB: { language: 'en', dateOrder: 'DMY', decimal: '.', group: ',' },
  enUS: { language: 'en', dateOrder: 'MDY', decimal: '.', group: ',' },
  enCA: { language: 'en', dateOrder: 'MDY', decimal: '.', group: ',' },
  enAU: { language: 'en', dateOrder: 'DMY', decimal: '.', group: ',' },
  enIN: { language: 'en', dateOrder: 'DMY', decimal: '.', group: ',', indianGrouping: true },
  enZA: { language: 'en', dateOrder: 'DMY', decimal: '.', group: ',' },
  deDE: { language: 'de', dateOrder: 'DMY', decimal: ',', group: '.' },
  deCH: { language: 'de', dateOrder: 'DMY', decimal: '.', group: "'" },
  frFR: { language: 'fr', dateOrder: 'DMY', decimal: ',', group: ' ' },
  frBE: { language: 'fr', dateOrder: 'DMY', decimal: ',', group: '.' },
  esES: { language: 'es', dateOrder: 'DMY', decimal: ',', group: '.' },
  esMX: { language: 'es', dateOrder: 'DMY', decimal: '.', group: ',' },
  itIT: { language: 'it', dateOrder: 'DMY', decimal: ',', group: '.' },
  nlNL: { language: 'nl', dateOrder: 'DMY', decimal: ',', group: '.' },
  ptPT: { language: 'pt', dateOrder: 'DMY', decimal: ',', group: ' ' },
  ptBR: { language: 'pt', dateOrder: 'DMY', decimal: ',', group: '.' },
  plPL: { language: 'pl', dateOrder: 'DMY', decimal: ',', group: ' ' },
  svSE: { language: 'sv', dateOrder: 'YMD', decimal: ',', group: ' ' },
  daDK: { language: 'da', dateOrder: 'DMY', decimal: ',', group: '.' },
  nbNO: { language: 'no', dateOrder: 'DMY', decimal: ',', group: ' ' },
  fiFI: { language: 'fi', dateOrder: 'DMY', decimal: ',', group: ' ' },
  msMY: { language: 'en', dateOrder: 'DMY', decimal: '.', group: ',' },
} as const satisfies Record<string, BankLocale>;

interface Labels {
  date: string;
  description: string;
  balance?: string;
  valueDate?: string;
  reference?: string;
  typeCode?: string;
}

interface Common {
  dateFormat: string;
  openingLabel: string;
  closingLabel: string;
  accountLabel: string;
}

function columns(labels: Labels, money: BankColumn[]): BankColumn[] {
  const out: BankColumn[] = [{ role: 'date', label: labels.date }];
  if (labels.valueDate) out.push({ role: 'valueDate', label: labels.valueDate });
  if (labels.typeCode) out.push({ role: 'typeCode', label: labels.typeCode });
  out.push({ role: 'description', label: labels.description });
  if (labels.reference) out.push({ role: 'reference', label: labels.reference });
  out.push(...money);
  if (labels.balance) out.push({ role: 'balance', label: labels.balance });
  return out;
}

/** Separate money-out and money-in columns ("Paid out / Paid in", "Soll / Haben", "Débit / Crédit"). */
export function debitCreditTable(labels: Labels & { debit: string; credit: string }, common: Common): StatementLayout {
  return {
    columns: columns(labels, [
      { role: 'debit', label: labels.debit },
      { role: 'credit', label: labels.credit },
    ]),
    signs: 'columns',
    ...common,
  };
}

/** One signed amount column ("Amount", "Importe", "Betrag"), money out with a minus. */
export function signedAmountTable(labels: Labels & { amount: string }, common: Common): StatementLayout {
  return { columns: columns(labels, [{ role: 'amount', label: labels.amount }]), signs: 'signed', ...common };
}

/** One amount column with CR/DR suffixes. */
export function crDrTable(labels: Labels & { amount: string }, common: Common): StatementLayout {
  return { columns: columns(labels, [{ role: 'amount', label: labels.amount }]), signs: 'cr-dr', ...common };
}

/** A credit-card transaction list: purchases positive, payments and credits negative. */
export function cardTable(labels: Labels & { amount: string }, common: Common): StatementLayout {
  return { columns: columns(labels, [{ role: 'amount', label: labels.amount }]), signs: 'card', ...common };
}
