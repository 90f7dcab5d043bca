/**
 * Which date a column label names, in any language: the transaction's own date ("Transaction
 * date", "Data operazione", "お取引日"), the date the bank booked it ("Posting date", "Buchungstag",
 * "Data księgowania", "Дата проводки"), its value date ("Valuta", "Date valeur", "ערך"), or just
 * "Date". The row's date is the best ranked: a transaction date, else a plain date, else the
 * booking date; a value date only when it is the only date.
 */
import { normalizeLabel } from './lines.ts';

export type DateKind = 'transaction' | 'plain' | 'booking' | 'value';

/** Normalised stems (normalizeLabel: lower case, Latin accents dropped, letters of every script kept). */
const STEMS: Readonly<Record<Exclude<DateKind, 'plain'>, readonly string[]>> = {
  transaction: [
    'transaction',
    'trans',
    'txn',
    'operation',
    'operacion',
    'operazione',
    'operacji',
    'operacao',
    'transaktion',
    'purchase',
    'achat',
    'compra',
    'kauf',
    'tranzac',
    'islem',
    'transaksi',
    'giaodich',
    'ngaygd',
    'tehing',
    'darijum',
    'transakc',
    'tapahtuma',
    'operaci',
    'операци',
    'транзакц',
    'συναλλαγ',
    'עסקה',
    'المعاملة',
    'العملية',
    'लेनदेन',
    'ทำรายการ',
    '取引',
    '交易',
    '거래',
  ],
  booking: [
    'booking',
    'booked',
    'posting',
    'posted',
    'buchung',
    'gebucht',
    'boek',
    'bokfor',
    'bogfor',
    'bogfort',
    'kirjaus',
    'kirjattu',
    'ksiegowan',
    'zauctovan',
    'konyveles',
    'contabil',
    'contable',
    'comptab',
    'lancamento',
    'lanc',
    'registrazion',
    'knjizen',
    'kayit',
    'pembukuan',
    'dibukukan',
    'hachtoan',
    'ghiso',
    'kirjendus',
    'gramatosan',
    'iregistrav',
    'проводк',
    'проведен',
    'осчетоводя',
    'књижењ',
    'прокњижено',
    'καταχωρ',
    'רישום',
    'قيد',
    'पोस्टिंग',
    'दर्ज',
    'บันทึก',
    '記帳',
    '計上',
    '记账',
    '入账',
    '처리',
  ],
  value: [
    'value',
    'valuta',
    'valeur',
    'valor',
    'wert',
    'rentedato',
    'rentedag',
    'valor',
    'valør',
    'valutadag',
    'arvopaiva',
    'hieuluc',
    'waluty',
    'valute',
    'valiut',
    'валют',
    'вальор',
    'валута',
    'αξια',
    'αξίας',
    'ערך',
    'قيمة',
    'الاستحقاق',
    'मूल्य',
    'มีผล',
    '起息',
    '기산',
  ],
};

/** What a date column's label names; 'plain' for a bare "Date" or a label naming none of the others. */
export function dateKindOf(label: string): DateKind {
  const text = normalizeLabel(label);
  if (!text) return 'plain';
  for (const kind of ['transaction', 'booking', 'value'] as const) {
    if (STEMS[kind].some((stem) => text.includes(normalizeLabel(stem)))) return kind;
  }
  return 'plain';
}

const RANK: Readonly<Record<DateKind, number>> = { transaction: 3, plain: 2, booking: 1, value: 0 };

/**
 * Of several date columns, the one the row is dated by: the best ranked kind, the first printed
 * among equals; with `bare`, among labels naming no kind, the bare date word (bareDateColumn).
 * Null when the labels do not tell them apart.
 */
export function rowDateColumn<T extends { label: string }>(columns: readonly T[], bare = true): T | null {
  const kinds = columns.map((c) => dateKindOf(c.label));
  if (new Set(kinds).size < 2) return bare && kinds.every((k) => k === 'plain') ? bareDateColumn(columns) : null;
  let best = 0;
  kinds.forEach((kind, i) => {
    if (RANK[kind] > RANK[kinds[best] as DateKind]) best = i;
  });
  return columns[best] ?? null;
}

/**
 * Labels naming no kind the stems know: the bare date word beside a qualified one ("Data" and
 * "Valiutavimo data") is the row's date; the qualifier names some other date of it.
 */
function bareDateColumn<T extends { label: string }>(columns: readonly T[]): T | null {
  const labels = columns.map((c) => normalizeLabel(c.label));
  const bare = labels.findIndex((label, i) => label !== '' && labels.every((other, j) => j === i || (other.length > label.length && other.includes(label))));
  return bare < 0 ? null : (columns[bare] ?? null);
}
