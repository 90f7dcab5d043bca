/**
 * Corrections a person makes to a converted statement, kept as a list of small edits over the
 * statement as the engine read it (never over a copy already edited): undoing one is dropping it
 * from the list, and the list itself is what is saved with the file and exported as JSON.
 *
 * Rows are named by a stable id, `r<index>` for the engine's row `index` and `n<k>` for added
 * rows, so an edit keeps pointing at its row when rows before it are added or deleted.
 */
import { type Exact, negate, toText } from './money.ts';
import { type PlainStatement, type PlainTransaction, cloneStatement, dec, exact, sectionRows } from './plain-statement.ts';

export type RowId = string;
export type EditableField = 'date' | 'description' | 'amount' | 'balance';

/** What a row was, for the export: the next statement of the bank can be checked against it. */
export interface RowSummary {
  date: string;
  description: string;
  amount: string;
}

export type Correction =
  /** `value` is the new text (amounts and balances as exact decimals; a balance of '' removes it). */
  | { kind: 'edit'; row: RowId; field: EditableField; value: string; was: string }
  | { kind: 'flip'; row: RowId; was: string }
  | { kind: 'delete'; row: RowId; was: RowSummary }
  | { kind: 'add'; row: RowId; after: RowId | null; date: string; description: string; amount: string; balance: string }
  | { kind: 'currency'; value: string; was: string | null };

export interface Corrected {
  statement: PlainStatement;
  /** The row id of each transaction, by index. */
  ids: RowId[];
  /** Each section's transaction indexes (as `sectionRows` gives them for the corrected statement). */
  sections: number[][];
  /** Rows changed or added by a correction. */
  touched: Set<RowId>;
}

interface Row {
  id: RowId;
  section: number;
  t: PlainTransaction;
}

export const originalId = (index: number): RowId => `r${index}`;

/** The id for the next added row. */
export function nextAddedId(corrections: readonly Correction[]): RowId {
  const used = corrections.filter((c) => c.kind === 'add').map((c) => Number(c.row.slice(1)));
  return `n${used.length ? Math.max(...used) + 1 : 1}`;
}

function editField(t: PlainTransaction, field: EditableField, value: string): void {
  switch (field) {
    case 'date':
      t.date = value;
      break;
    case 'description':
      t.description = value;
      break;
    case 'amount':
      t.amount = dec(value);
      break;
    case 'balance':
      // A balance typed in is one read off the page; none leaves it to the chain.
      t.balance = value === '' ? null : dec(value);
      t.balancePrinted = value !== '';
      break;
  }
}

function addedRow(c: Extract<Correction, { kind: 'add' }>, neighbour: PlainTransaction | undefined, currency: string | null): PlainTransaction {
  const row: PlainTransaction = {
    date: c.date,
    description: c.description,
    amount: dec(c.amount),
    balance: c.balance === '' ? null : dec(c.balance),
    balancePrinted: c.balance !== '',
    currency: neighbour?.currency ?? currency,
    page: neighbour?.page ?? 1,
    y: neighbour?.y ?? 0,
    // Typed by a person: nothing was misread.
    confidence: 1,
  };
  if (neighbour && neighbour.accountNumber !== undefined) row.accountNumber = neighbour.accountNumber;
  return row;
}

/**
 * The statement with every correction applied in order. Balances are not recomputed here (see
 * `recheck`); warnings keep pointing at their rows, and lose the row they named when it was deleted.
 */
export function applyCorrections(original: PlainStatement, corrections: readonly Correction[]): Corrected {
  const statement = cloneStatement(original);
  const bySection = sectionRows(statement);
  const sectionOf = new Map<number, number>();
  for (const [s, rows] of bySection.entries()) for (const i of rows) sectionOf.set(i, s);
  let rows: Row[] = statement.transactions.map((t, i) => ({ id: originalId(i), section: sectionOf.get(i) ?? 0, t }));
  const touched = new Set<RowId>();
  const find = (id: RowId): Row | undefined => rows.find((r) => r.id === id);

  for (const c of corrections) {
    switch (c.kind) {
      case 'edit': {
        const row = find(c.row);
        if (!row) break;
        editField(row.t, c.field, c.value);
        touched.add(c.row);
        break;
      }
      case 'flip': {
        const row = find(c.row);
        if (!row) break;
        row.t.amount = dec(toText(negate(exact(row.t.amount))));
        touched.add(c.row);
        break;
      }
      case 'delete':
        rows = rows.filter((r) => r.id !== c.row);
        break;
      case 'add': {
        const at = c.after === null ? -1 : rows.findIndex((r) => r.id === c.after);
        if (c.after !== null && at < 0) break;
        const neighbour = rows[at] ?? rows[0];
        rows.splice(at + 1, 0, { id: c.row, section: neighbour?.section ?? 0, t: addedRow(c, neighbour?.t, statement.metadata.currency) });
        touched.add(c.row);
        break;
      }
      case 'currency':
        statement.metadata.currency = c.value;
        for (const row of rows) row.t.currency = c.value;
        break;
    }
  }

  // Sections keep their order; a bundle's sections are consecutive runs of rows.
  rows = rows
    .map((r, k) => ({ r, k }))
    .sort((a, b) => a.r.section - b.r.section || a.k - b.k)
    .map(({ r }) => r);
  statement.transactions = rows.map((r) => r.t);
  statement.sections.forEach((section, s) => {
    section.transactionCount = rows.filter((r) => r.section === s).length;
  });
  const ids = rows.map((r) => r.id);
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  statement.warnings = statement.warnings.map((w) => {
    if (w.transactionIndex === undefined) return w;
    const index = indexOf.get(originalId(w.transactionIndex));
    if (index !== undefined) return { ...w, transactionIndex: index };
    const { transactionIndex: _gone, ...rest } = w;
    return { ...rest, message: `${rest.message} (That row was deleted by hand.)` };
  });
  const sections = statement.sections.map((_, s) => rows.flatMap((r, i) => (r.section === s ? [i] : [])));
  if (sections.length === 0) sections.push(rows.map((_, i) => i));
  return { statement, ids, sections, touched };
}

/** One line per correction, for the list with its Undo buttons. */
export function describeCorrection(c: Correction, rowName: (id: RowId) => string): string {
  switch (c.kind) {
    case 'edit':
      return `${rowName(c.row)}: ${c.field} ${c.was === '' ? '(none)' : `“${c.was}”`} → ${c.value === '' ? '(none)' : `“${c.value}”`}`;
    case 'flip':
      return `${rowName(c.row)}: sign flipped (${c.was} → ${c.was.startsWith('-') ? c.was.slice(1) : `-${c.was}`})`;
    case 'delete':
      return `${rowName(c.row)} deleted: ${c.was.date}, “${c.was.description}”, ${c.was.amount}`;
    case 'add':
      return `Row added: ${c.date}, “${c.description}”, ${c.amount}${c.balance ? `, balance ${c.balance}` : ''}`;
    case 'currency':
      return `Currency ${c.was ?? '(none)'} → ${c.value}`;
  }
}

export interface CorrectionsExport {
  format: 'bank-statement-converter/corrections';
  version: 1;
  file: string;
  bank: string;
  bankId: string | null;
  accountNumber: string | null;
  periodStart: string | null;
  periodEnd: string | null;
  exportedAt: string;
  corrections: Correction[];
}

/** The corrections as a JSON document, with what names the statement they belong to. */
export function exportCorrections(file: string, original: PlainStatement, corrections: readonly Correction[], now = new Date()): CorrectionsExport {
  const m = original.metadata;
  return {
    format: 'bank-statement-converter/corrections',
    version: 1,
    file,
    bank: m.bank,
    bankId: m.bankId,
    accountNumber: m.accountNumber,
    periodStart: m.periodStart,
    periodEnd: m.periodEnd,
    exportedAt: now.toISOString(),
    corrections: [...corrections],
  };
}

/** The exact text of a statement amount, for `was` fields and the editor's inputs. */
export const amountText = (value: Exact): string => toText(value);
