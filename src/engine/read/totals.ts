/** Totals printed inside a table, recognised by arithmetic so they are not read as transactions. */
import { Decimal } from 'decimal.js';
import { normalizeLabel } from '../layout/lines.ts';
import { type TypedRow, amountOf } from './rows.ts';

/** Year-to-date figures sum other statements' rows too: always a summary. */
const YEAR_TO_DATE = /yeartodate|ytd|seitjahresbeginn|depuisledebutdelannee|acumuladoenelano/;

/** Words of a line that states a total ("8 item(s) totaling", "21 Debit(s) This Period"). */
const TOTAL_WORDS =
  /total|item|period|sum|credit|debit|deposit|withdrawal|check|cheque|payment|purchase|fee|charge|net|summe|gesamt|totaux|importe|movimenti|totaal|totalt|kokku|kopā|iš viso|ukupno|skupaj|razem|celkem|celkom|összesen|yhteensä|toplam|jumlah|tổng|укупно|итого|всего|всього|усього|общо|σύνολο|סה"כ|סך הכל|المجموع|إجمالي|कुल|รวม|合计|合計|总计|총/i;

/**
 * Lines inside a table that state a total are not transactions: an undated row whose label
 * speaks of totals and whose amount is exactly the sum of the rows since the previous such line,
 * or of all money in or all money out of the section. The arithmetic decides, not the words alone.
 */
export function markTotals(rows: TypedRow[]): void {
  markTotalsOfBothSides(rows);
  markCarriedBalances(rows);
  // Undated rows only: a total prints no date of its own. Its label may be in any language; the
  // words merely let a total of all money in or out count too (the sum of a run is proof enough).
  const candidate = (r: TypedRow) => r.kind === 'transaction' && r.amount !== null && (r.raw.date === undefined || r.raw.dateInherited === true);
  const candidates = rows.filter(candidate);
  if (candidates.length === 0) return;
  const movements = rows.filter((r) => r.kind === 'transaction' && r.amount !== null && !candidate(r));
  const moneyIn = movements.reduce((s, r) => (r.amount!.isPositive() ? s.plus(r.amount!) : s), new Decimal(0));
  const moneyOut = movements.reduce((s, r) => (r.amount!.isNegative() ? s.minus(r.amount!) : s), new Decimal(0));
  let run = new Decimal(0);
  let runRows = 0;
  let runIn = new Decimal(0);
  let runOut = new Decimal(0);
  const figure = (text: string | undefined) => (text === undefined ? null : (amountOf(text, { decimal: null })?.value.abs() ?? null));
  // Totals already recognised: a later line repeating one ("Total fees charged in 2024") is a total too.
  const totals: Decimal[] = [];
  for (const row of rows) {
    if (row.kind === 'subtotal') {
      const printed = figure(row.raw.amount) ?? figure(row.raw.debit) ?? figure(row.raw.credit);
      if (printed && !printed.isZero()) totals.push(printed);
      // A total the labels already recognised closes a run too.
      run = new Decimal(0);
      runRows = 0;
      runIn = new Decimal(0);
      runOut = new Decimal(0);
      continue;
    }
    if (row.kind !== 'transaction' || row.amount === null) continue;
    if (!candidate(row)) {
      run = run.plus(row.amount.abs());
      runRows++;
      if (row.amount.isPositive()) runIn = runIn.plus(row.amount);
      else runOut = runOut.minus(row.amount);
      continue;
    }
    const value = row.amount.abs();
    // A total line printing both sides ("Umsatztotal 3'387.82 8'264.33") adds up each side.
    const out = figure(row.raw.debit);
    const into = figure(row.raw.credit);
    const bothSides = out !== null && into !== null && ((out.eq(runOut) && into.eq(runIn)) || (out.eq(moneyOut) && into.eq(moneyIn)));
    // Year-to-date figures cover other statements' rows too: a summary whatever its sum.
    const repeats = (!value.isZero() && totals.some((t) => t.eq(value))) || YEAR_TO_DATE.test(normalizeLabel(row.description));
    const worded = TOTAL_WORDS.test(row.description);
    const sumOfRun = value.eq(run) && (worded || runRows >= MIN_UNWORDED_RUN);
    // Nothing moved on an undated line: the total of a side with no rows ("Total credits 0.00").
    const empty = value.isZero() && worded;
    if (bothSides || repeats || sumOfRun || empty || (worded && !value.isZero() && (value.eq(moneyIn) || value.eq(moneyOut)))) {
      row.kind = 'subtotal';
      if (!value.isZero()) totals.push(value);
    }
    run = new Decimal(0);
    runRows = 0;
    runIn = new Decimal(0);
    runOut = new Decimal(0);
  }
}

/** A row whose label says nothing of totals is one only when it sums at least this many rows above it. */
const MIN_UNWORDED_RUN = 2;

/**
 * An undated line printing two figures that are exactly all the money out and all the money in of
 * the other rows is the table's totals line, whatever its label says (OCR may have left none).
 */
function markTotalsOfBothSides(rows: TypedRow[]): void {
  const undated = (r: TypedRow) => r.raw.date === undefined || r.raw.dateInherited === true;
  const figure = (text: string | undefined) => (text === undefined ? null : (amountOf(text, { decimal: null })?.value.abs() ?? null));
  for (const row of rows) {
    if (row.kind !== 'transaction' || !undated(row)) continue;
    const out = figure(row.raw.debit);
    const into = figure(row.raw.credit);
    if (!out || !into || out.isZero() || into.isZero()) continue;
    const others = rows.filter((r) => r !== row && r.kind === 'transaction' && r.amount !== null);
    const moneyOut = others.reduce((s, r) => (r.amount!.isNegative() ? s.minus(r.amount!) : s), new Decimal(0));
    const moneyIn = others.reduce((s, r) => (r.amount!.isPositive() ? s.plus(r.amount!) : s), new Decimal(0));
    if (out.eq(moneyOut) && into.eq(moneyIn)) row.kind = 'subtotal';
  }
}

/**
 * An undated line whose one figure is the balance printed on the row above it repeats that balance
 * ("До перенесення", "Перенесено" at a page break), in whatever language: a balance line, not a
 * transaction of that size. Its figure may stand in the amount column when the header is misread.
 */
function markCarriedBalances(rows: TypedRow[]): void {
  let previous: Decimal | null = null;
  for (const row of rows) {
    const undated = row.raw.date === undefined || row.raw.dateInherited === true;
    if (row.kind === 'transaction' && undated && row.amount !== null && row.balance === null && previous?.abs().eq(row.amount.abs())) {
      row.kind = 'balance';
      row.balance = previous;
      row.amount = null;
      continue;
    }
    if (row.balance !== null) previous = row.balance;
  }
}
