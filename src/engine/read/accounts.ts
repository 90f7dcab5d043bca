/** Statements holding several accounts: where one account's rows end and the next one's begin. */
import type { Decimal } from 'decimal.js';
import type { Line } from '../layout/lines.ts';
import { foldPhrase } from '../layout/skip-lines.ts';
import type { RowContext, TypedRow } from './rows.ts';
import { findSectionAnchors } from './anchors.ts';
import { IBAN_PATTERN, accountToken } from './metadata.ts';
import { figuresOf, summaryByArithmetic } from './summary-figures.ts';

/**
 * The lines printed between the previous group's last row and this group's first: where an
 * account's number and summary stand. With no group: the lines after the previous one's last row.
 */
export function headingLines(lines: Line[]): (group: TypedRow[], previous?: TypedRow[]) => Line[] {
  const index = new Map(lines.map((l, i) => [l, i]));
  return (group, previous) => {
    const first = group[0]?.raw.lines[0];
    const last = previous?.[previous.length - 1]?.raw.lines.at(-1);
    const from = last ? (index.get(last) ?? -1) + 1 : 0;
    const to = first ? (index.get(first) ?? from) : group.length === 0 ? lines.length : from;
    return lines.slice(from, Math.max(from, to));
  };
}

/**
 * A statement holding several accounts prints each account's table with its own opening balance,
 * as a row of the table or in a summary box printed before it. Such an opening after
 * transactions starts another account when it is not the running balance so far (a page's
 * "brought forward" repeats the running balance and does not).
 */
export function splitAccounts(
  rows: TypedRow[],
  options: { isCard: boolean; context: RowContext; accountLabel?: string },
  headingOf: (group: TypedRow[], previous?: TypedRow[]) => Line[],
): TypedRow[][] {
  const groups: TypedRow[][] = [[]];
  // Printed balances in the amounts' convention (a card prints what is owed).
  const held = (balance: Decimal) => (options.isCard ? balance.neg() : balance);
  // The running balance: the last printed one plus the amounts since.
  let running: Decimal | null = null;
  let seenTransaction = false;
  let previous: TypedRow | null = null;
  // Openings already seen: the first account's, from the section's own anchors, and each new account's.
  const openings: Decimal[] = [];
  const openingIn = (box: Line[]) =>
    findSectionAnchors([], box, options.context).opening ?? summaryByArithmetic(figuresOf(box, options.context.decimal), options.isCard)?.opening ?? null;
  const firstBox = headingOf(rows.slice(0, 1));
  const first = findSectionAnchors(rows, firstBox, options.context).opening ?? openingIn(firstBox);
  if (first) openings.push(held(first));
  // The account numbers printed so far: a box naming another one may start another account.
  const named = accountsNamed(firstBox);
  // A profile's account label binds: a line between rows naming another account after it starts that account's rows.
  const labelled = profileAccounts(options.accountLabel);
  const labelledNamed = labelled(firstBox);
  // Without running balances, the running balance is the opening plus the amounts.
  running = first ? held(first) : null;
  const startGroup = (row: TypedRow, opening: Decimal) => {
    groups.push([row]);
    seenTransaction = false;
    running = opening;
  };
  // The last row was a balance line that held (the running balance): an account's closing.
  let closed = false;
  for (const row of rows) {
    if (previous && seenTransaction && options.accountLabel) {
      // The label's line stands between the rows, or was taken for a line of the row above (an undated line joins it).
      const box = headingOf([row], [previous]);
      const other = [...labelled([...previous.raw.lines.slice(1), ...box])].filter((id) => !labelledNamed.has(id));
      if (other.length > 0) {
        for (const id of other) labelledNamed.add(id);
        const boxed = openingIn(box);
        groups.push([]);
        seenTransaction = false;
        running = boxed ? held(boxed) : null;
        if (boxed) openings.push(held(boxed));
      }
    }
    const current = groups[groups.length - 1] as TypedRow[];
    const breaks = (opening: Decimal) => seenTransaction && running !== null && !opening.eq(running);
    // An opening balance, or a balance line in a language the vocabulary does not know right after
    // a closing that held, starts another account when it breaks the running balance.
    const opens = row.kind === 'opening' || (row.kind === 'balance' && closed);
    if (opens && row.balance && breaks(held(row.balance))) {
      startGroup(row, held(row.balance));
      closed = false;
      previous = row;
      continue;
    }
    closed = (row.kind === 'balance' || row.kind === 'closing') && row.balance !== null && running !== null && held(row.balance).eq(running);
    if (previous && row.raw.segment !== previous.raw.segment && seenTransaction) {
      // A new table: an opening balance in the box printed before it may start another account.
      // Its label may be in a language the vocabulary does not know: a box whose figures add up names it too.
      const box = headingOf([row], [previous]);
      const boxed = openingIn(box);
      // A page header repeating the statement's own opening balance is not another account.
      const repeated = boxed !== null && openings.some((o) => o.eq(held(boxed)));
      // Or its summary comes after its table: its first printed balance less its signed amount breaks
      // a chain that held up to here, and the box names an IBAN the statement had not named before.
      const implied = row.kind === 'transaction' && row.amount && row.signKnown && row.balance && previous.balance ? held(row.balance).minus(row.amount) : null;
      const ids = accountsNamed(box);
      const opening = boxed && !repeated ? held(boxed) : implied && [...ids].some((id) => !named.has(id)) ? implied : null;
      for (const id of ids) named.add(id);
      if (opening && breaks(opening)) {
        openings.push(opening);
        startGroup(row, opening);
        if (row.kind === 'transaction' && row.amount) running = (running as Decimal | null)?.plus(row.amount) ?? null;
        if (row.balance) running = held(row.balance);
        seenTransaction = row.kind === 'transaction';
        previous = row;
        continue;
      }
    }
    current.push(row);
    if (row.kind === 'transaction') {
      seenTransaction = true;
      if (running && row.amount) running = (running as Decimal).plus(row.amount);
    }
    if (row.balance) running = held(row.balance);
    previous = row;
  }
  // An "account" without a transaction is a summary box printed after the table (opening, totals, closing): it stays with the account before it.
  const merged: TypedRow[][] = [];
  for (const group of groups) {
    const last = merged[merged.length - 1];
    if (last && !group.some((r) => r.kind === 'transaction')) last.push(...group);
    else merged.push(group);
  }
  return merged;
}

/** The accounts lines name right after a profile's account label ("Account number: 12-3456-7", "IBAN UA47 2205 ..."), spaces dropped; none without a label. */
function profileAccounts(label: string | undefined): (lines: Line[]) => Set<string> {
  const folded = label ? foldPhrase(label) : '';
  return (lines) => {
    if (folded === '') return new Set();
    const ids = new Set<string>();
    for (const line of lines) {
      const text = foldPhrase(line.text);
      for (let at = text.indexOf(folded); at >= 0; at = text.indexOf(folded, at + 1)) {
        const after = text.slice(at + folded.length);
        if (/[\p{L}\p{N}]$/u.test(text.slice(0, at)) || /^[\p{L}\p{N}]/u.test(after)) continue;
        // The number right after the label: digits, or an IBAN's letters and digit groups ("UA47 2205 ...").
        const rest = after.replace(/^[\s:#.№-]+/u, '');
        const token = accountToken(rest);
        if (token && rest.startsWith(token)) ids.add(token.replace(/\s/g, ''));
      }
    }
    return ids;
  };
}

/** An IBAN: how another account is named in a heading (bare runs of digits are footers' and receipts' numbers as often). */
const ACCOUNT_LIKE = new RegExp(IBAN_PATTERN.source, 'g');

function accountsNamed(lines: Line[]): Set<string> {
  return new Set(lines.flatMap((l) => [...l.text.matchAll(ACCOUNT_LIKE)].map((m) => m[0].replace(/\s/g, ''))));
}
