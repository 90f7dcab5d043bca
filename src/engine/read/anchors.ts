/**
 * The opening and closing balances a section's arithmetic is anchored on: balance rows inside the
 * table (brought forward, carried forward), else labelled figures anywhere in the section
 * (summary boxes, several label–value pairs on one line, a figure under its label).
 */
import type { Decimal } from 'decimal.js';
import type { Line } from '../layout/lines.ts';
import { findLabelledAmount } from '../parse/metadata.ts';
import type { RowContext, TypedRow } from '../parse/rows.ts';

export interface SectionAnchors {
  opening: Decimal | null;
  closing: Decimal | null;
  /** Where each came from, for the reading's evidence. */
  sources: string[];
}

export function findSectionAnchors(rows: TypedRow[], lines: Line[], context: RowContext): SectionAnchors {
  const terms = context.balanceTerms;
  const sources: string[] = [];
  const neutral = rows.filter((r) => r.kind === 'balance' && r.balance !== null);
  const openingRow = rows.find((r) => r.kind === 'opening' && r.balance !== null) ?? (neutral.length > 1 ? neutral[0] : undefined);
  const closingRow = [...rows].reverse().find((r) => r.kind === 'closing' && r.balance !== null) ?? (neutral.length > 1 ? neutral[neutral.length - 1] : undefined);
  const labelled = (labels: readonly string[], which: 'first' | 'last', name: string) => {
    const found = findLabelledAmount(lines, labels, context.decimal, which);
    if (found) sources.push(`${name} printed as a labelled figure on page ${found.page}`);
    return found?.value ?? null;
  };
  let opening = openingRow?.balance ?? null;
  if (openingRow) sources.push(`opening balance row "${openingRow.description}" on page ${openingRow.raw.page}`);
  else opening = labelled(terms.opening, 'first', 'opening balance') ?? labelled(terms.neutral, 'first', 'opening balance');
  let closing = closingRow?.balance ?? null;
  if (closingRow) sources.push(`closing balance row "${closingRow.description}" on page ${closingRow.raw.page}`);
  else closing = labelled(terms.closing, 'first', 'closing balance') ?? labelled(terms.neutral, 'last', 'closing balance');
  return { opening, closing, sources };
}
