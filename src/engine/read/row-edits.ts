/**
 * Other ways to take a table's money columns than as labelled: each is a hypothesis the
 * arithmetic may prefer (a reading's `columns` in its evidence names the one chosen).
 */
import type { RawRow } from '../layout/table.ts';

/** Rows printing both figures before two columns are tried as an amount and a balance. */
const MIN_ROWS_WITH_BOTH = 2;

export type RowEdit = { name: string; apply: (rows: RawRow[]) => RawRow[] | null };

export const RAW_EDITS: RowEdit[] = [
  { name: 'as labelled', apply: (rows) => rows },
  {
    // Two figure columns that rows fill both are an amount and the balance after it, not money out
    // and money in: on every row, or on the day's last row only (a balance at each day's end).
    name: 'amount and balance',
    apply: (rows) => {
      const sided = new Set(rows.filter((r) => r.balance === undefined && r.amount === undefined && (r.debit !== undefined || r.credit !== undefined)));
      const both = [...sided].filter((r) => r.debit !== undefined && r.credit !== undefined);
      if (both.length < MIN_ROWS_WITH_BOTH) return null;
      return rows.map((r) => {
        if (!sided.has(r)) return r;
        const { debit, credit, ...rest } = r;
        return { ...rest, ...(debit !== undefined ? { amount: debit } : {}), ...(credit !== undefined ? { balance: credit } : {}) };
      });
    },
  },
  {
    // The two columns read the other way round: the balance first (a table that runs from the right,
    // a header misread). Rows printing one figure swap too: a balance printed only at the day's end
    // leaves the other rows their amount alone.
    name: 'amount and balance swapped',
    apply: (rows) => {
      if (!rows.some((r) => r.amount !== undefined && r.balance !== undefined)) return null;
      return rows.map((r) => {
        if (r.amount === undefined && r.balance === undefined) return r;
        const { amount, balance, ...rest } = r;
        return { ...rest, ...(balance !== undefined ? { amount: balance } : {}), ...(amount !== undefined ? { balance: amount } : {}) };
      });
    },
  },
  {
    // A side column the vocabulary took for money out or in ("Accrued Bank Charges") beside the real amount column.
    name: 'amount column alone',
    apply: (rows) => {
      if (!rows.some((r) => r.amount !== undefined && (r.debit !== undefined || r.credit !== undefined))) return null;
      return rows.map((r) => {
        if (r.amount === undefined) return r;
        const { debit: _debit, credit: _credit, ...rest } = r;
        return rest;
      });
    },
  },
  {
    // Three figure columns with the balance printed first (left of money out and money in): what
    // was read as money out is the balance, money in is money out, and the balance money in.
    name: 'balance before the amounts',
    apply: (rows) => {
      if (!rows.some((r) => r.balance !== undefined) || !rows.some((r) => r.debit !== undefined && r.amount === undefined)) return null;
      return rows.map((r) => {
        if (r.amount !== undefined) return r;
        const { debit, credit, balance, ...rest } = r;
        return {
          ...rest,
          ...(debit !== undefined ? { balance: debit } : {}),
          ...(credit !== undefined ? { debit: credit } : {}),
          ...(balance !== undefined ? { credit: balance } : {}),
        };
      });
    },
  },
  {
    // Columns whose labels the vocabulary misreads, or tables printing credit before debit.
    name: 'debit and credit columns swapped',
    apply: (rows) => {
      if (!rows.some((r) => r.debit !== undefined || r.credit !== undefined)) return null;
      return rows.map((r) => {
        const { debit, credit, ...rest } = r;
        return { ...rest, ...(credit !== undefined ? { debit: credit } : {}), ...(debit !== undefined ? { credit: debit } : {}) };
      });
    },
  },
  {
    // A row with its balance but no amount, among rows that print theirs, whose description ends in a
    // figure printed apart (its own cell): the amount, left in the description where a sparse column
    // was not seen as one.
    name: 'a figure ending the description as the amount',
    apply: (rows) => {
      const withAmount = rows.filter((r) => r.amount !== undefined || r.debit !== undefined || r.credit !== undefined).length;
      if (withAmount * 2 < rows.filter((r) => r.date).length) return null;
      let changed = false;
      const out = rows.map((r) => {
        if (r.amount !== undefined || r.debit !== undefined || r.credit !== undefined || r.balance === undefined || !r.date) return r;
        const figure = trailingFigure(r);
        if (!figure) return r;
        changed = true;
        const [first, ...more] = r.description;
        const text = (first as string).slice(0, -figure.length).trimEnd();
        return { ...r, amount: figure, description: text ? [text, ...more] : more };
      });
      return changed ? out : null;
    },
  },
  ...(['out', 'in'] as const).map(
    (first): RowEdit => ({
      // A column of letters right of the amounts taking two values ("A"/"B", "Tür"): a side marker in a
      // language the vocabulary does not know. Either letter may be money out; the arithmetic chooses.
      name: `letters beside the amounts as sides, the first seen money ${first}`,
      apply: (rows) => {
        const markers = rows.map(markerAfterAmount);
        const values = [...new Set(markers.filter((m) => m !== null).map((m) => m.letters))];
        const amounts = rows.filter((r) => r.amount !== undefined).length;
        if (values.length !== 2 || markers.filter(Boolean).length * 3 < amounts * 2) return null;
        return rows.map((r, i) => {
          const marker = markers[i];
          if (!marker) return r;
          const [line, ...more] = r.description;
          const out = (marker.letters === values[0]) === (first === 'out');
          return { ...r, direction: out ? '-' : '+', description: [(line as string).slice(0, -marker.letters.length).trimEnd(), ...more] };
        });
      },
    }),
  ),
  {
    // Lines after a table's last dated row that print figures but no date of their own: a summary
    // printed right under the table ("Opening balance 01.02.2023  16.104,52"), not its last day's rows.
    name: 'without the undated lines ending a table',
    apply: (rows) => {
      const trailing = new Set<RawRow>();
      for (let i = rows.length - 1; i >= 0; i--) {
        const row = rows[i] as RawRow;
        const next = rows[i + 1];
        const endsSegment = !next || (next.segment ?? 0) !== (row.segment ?? 0) || trailing.has(next);
        if (endsSegment && row.dateInherited === true) trailing.add(row);
      }
      return trailing.size > 0 && trailing.size < rows.length ? rows.filter((r) => !trailing.has(r)) : null;
    },
  },
];

/** The figure with two decimals (a cell of its own on the row's first line) ending the row's first description line. */
function trailingFigure(row: RawRow): string | null {
  const first = row.description[0];
  if (!first) return null;
  const cells = row.lines[0]?.cells ?? [];
  const cell = cells.find((c) => /^-?\d{1,3}([ .,'\u00a0\u202f]?\d{3})*[.,]\d{2}-?$/.test(c.text.trim()) && first.trimEnd().endsWith(c.text.trim()));
  return cell && first.trim() !== cell.text.trim() ? cell.text.trim() : null;
}

/** Letters (one to three) in a cell of their own right of the row's amount, left at the end of its description. */
function markerAfterAmount(row: RawRow): { letters: string } | null {
  const first = row.description[0];
  if (row.amount === undefined || row.direction !== undefined || !first) return null;
  const cells = row.lines[0]?.cells ?? [];
  const amount = cells.find((c) => c.text.trim() === (row.amount as string).trim());
  const last = cells[cells.length - 1];
  if (!amount || !last || last === amount || last.x0 < amount.x1) return null;
  const letters = last.text.trim();
  return /^\p{Lu}{1,3}$/u.test(letters) && first.trimEnd().endsWith(letters) && first.trim() !== letters ? { letters } : null;
}
