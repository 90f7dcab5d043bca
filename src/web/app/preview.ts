/**
 * The preview of one converted file: its metadata (guesses marked as such), the verdict on its
 * numbers with what was checked, the corrections made so far (each undoable, all exportable), the
 * warnings in plain words with a link to their row or page, the categories form (categories.ts),
 * and the transactions (one table per account or bundled statement; a Category column once
 * categories were proposed). Selecting a row (click, Enter or Space) opens its source and its
 * editor.
 */
import type { ReadingEvidence } from '../../wire-types.ts';
import type { CheckResult } from './balance-check.ts';
import { type CategoryActions, categoryCell, categoryForm, knownCategories } from './categories.ts';
import { type Correction, type RowId, describeCorrection } from './corrections.ts';
import { h } from './dom.ts';
import { type Entry, statementOf, verdictOf } from './entries.ts';
import { VERDICT_ADVICE, VERDICT_CLASSES, VERDICT_LABELS } from './file-card.ts';
import { currencyDigits, subtract, toText } from './money.ts';
import { type Dec, type PlainStatement, exact, sectionRows } from './plain-statement.ts';
import { flaggedRows, metadataNotes, warningTitle } from './reading-notes.ts';

export interface PreviewActions {
  onRow(index: number): void;
  onPage(page: number): void;
  correct(correction: Correction): void;
  undo(index: number): void;
  exportCorrections(): void;
  /** Categories proposed from the user's ledger, and the user's choices (categories.ts). */
  categories: CategoryActions;
}

export function moneyText(value: Dec | null, currency: string | null): string {
  return value === null ? '—' : toText(exact(value), currencyDigits(currency));
}

function evidenceList(evidence: ReadingEvidence): HTMLElement {
  const items: string[] = [];
  if (evidence.table) items.push(`Table: ${evidence.table}`);
  if (evidence.columns) items.push(`Columns: ${evidence.columns}`);
  if (evidence.signs) items.push(`Signs: ${evidence.signs}`);
  if (evidence.balancesChecked !== undefined) items.push(`Printed balances held: ${evidence.balancesHeld ?? 0} of ${evidence.balancesChecked}`);
  if (evidence.totals)
    items.push(`Opening + rows = closing: ${evidence.totals}${evidence.opening ? ` (${evidence.opening} → ${evidence.closing ?? '?'})` : ''}`);
  for (const anchor of evidence.anchors ?? []) items.push(`Anchor: ${anchor}`);
  return h('ul', {}, ...items.map((text) => h('li', {}, text)));
}

/** What one statement or account had checked: "3/3 printed balances held, totals held". */
function checkedText(evidence: ReadingEvidence | undefined): string {
  if (!evidence) return 'no evidence recorded';
  return [
    evidence.balancesChecked ? `${evidence.balancesHeld ?? 0}/${evidence.balancesChecked} printed balances held` : 'no printed balance checked',
    `totals ${evidence.totals ?? 'not printed'}`,
  ].join(', ');
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "22 of 22 printed balances held · 1 of 1 printed totals held" */
function counts(statement: PlainStatement): string {
  const r = statement.reconciliation;
  const balances = r.balancesChecked
    ? `${r.balancesChecked - r.balanceMismatches} of ${plural(r.balancesChecked, 'printed balance')} held`
    : 'no printed balance to check';
  const totals = r.totalsChecked ? `${r.totalsHeld} of ${plural(r.totalsChecked, 'printed total')} held` : 'no printed total to check';
  return `${balances} · ${totals}`;
}

function metadata(entry: Entry, statement: PlainStatement, actions: PreviewActions): HTMLElement {
  const currency = statement.metadata.currency;
  const list = h('dl', { class: 'meta' });
  for (const note of metadataNotes(statement, (value) => moneyText(value, currency))) {
    list.append(h('dt', {}, note.label), h('dd', {}, note.value, note.guess ? h('span', { class: 'guess' }, ` (${note.guess})`) : null));
  }
  const input = h('input', {
    id: `currency-${entry.key}`,
    type: 'text',
    maxlength: 3,
    size: 4,
    autocomplete: 'off',
    spellcheck: 'false',
    value: currency ?? '',
    pattern: '[A-Za-z]{3}',
    'aria-describedby': `currency-help-${entry.key}`,
  });
  const form = h(
    'form',
    {
      class: 'inline-form currency-form',
      onsubmit: (event: Event) => {
        event.preventDefault();
        const value = input.value.trim().toUpperCase();
        if (!/^[A-Z]{3}$/.test(value)) {
          input.setCustomValidity('Three letters, the ISO code: EUR, GBP, USD…');
          input.reportValidity();
          return;
        }
        input.setCustomValidity('');
        if (value !== currency) actions.correct({ kind: 'currency', value, was: currency });
      },
    },
    h('label', { for: `currency-${entry.key}` }, 'Currency of every row'),
    input,
    h('button', { type: 'submit', class: 'secondary' }, 'Set currency'),
    h('span', { id: `currency-help-${entry.key}`, class: 'muted' }, 'The three-letter code (EUR, GBP, USD…).'),
  );
  return h('div', {}, list, form);
}

function reconciliation(
  entry: Entry,
  statement: PlainStatement,
  check: CheckResult | null,
  titles: Array<string | null>,
  actions: PreviewActions,
): HTMLElement {
  const verdict = verdictOf(entry);
  const block = h('div', { class: 'reconciliation' }, h('h3', {}, check ? 'Check after your corrections' : 'Check'));
  if (verdict) {
    block.append(
      h('p', {}, h('span', { class: `badge ${VERDICT_CLASSES[verdict.status]}` }, VERDICT_LABELS[verdict.status]), ' ', verdict.statusReason),
      h('p', { class: 'muted' }, `${counts(statement)}. ${VERDICT_ADVICE[verdict.status]}`),
    );
  }
  if (check) {
    // Live: what does not hold now, row by row, with a way to the row.
    const problems = h('ul', { class: 'mismatches' });
    const digits = currencyDigits(statement.metadata.currency);
    for (const section of check.sections) {
      for (const m of section.mismatches) {
        problems.append(
          h(
            'li',
            {},
            `Row ${m.index + 1}: printed balance ${toText(m.printed, digits)}, the rows give ${toText(m.expected, digits)} (difference ${toText(subtract(m.printed, m.expected), digits)}). `,
            h('button', { type: 'button', class: 'link', 'data-row': m.index, onclick: () => actions.onRow(m.index) }, `Show row ${m.index + 1}`),
          ),
        );
      }
      if (section.totals === 'failed' && section.computedClosing && section.closing) {
        problems.append(
          h('li', {}, `Opening + rows gives ${toText(section.computedClosing, digits)}, the closing balance printed is ${toText(section.closing, digits)}.`),
        );
      }
    }
    if (problems.childElementCount) block.append(problems);
  }
  const evidence = statement.reconciliation.evidence;
  const count = Math.max(1, evidence.length);
  for (let i = 0; i < count; i++) {
    const e = evidence[i];
    const label = count > 1 ? (titles[i] ?? `Statement ${i + 1}`) : 'How it was read';
    block.append(h('details', {}, h('summary', {}, `${label}: ${checkedText(e)}`), e ? evidenceList(e) : h('p', {}, 'No evidence recorded.')));
  }
  return block;
}

function correctionsList(entry: Entry, rowName: (id: RowId) => string, actions: PreviewActions): HTMLElement | null {
  if (entry.corrections.length === 0) return null;
  const list = h('ol', { class: 'corrections' });
  entry.corrections.forEach((c, i) => {
    list.append(
      h('li', {}, describeCorrection(c, rowName), ' ', h('button', { type: 'button', class: 'link', 'data-undo': i, onclick: () => actions.undo(i) }, 'Undo')),
    );
  });
  return h(
    'div',
    { class: 'corrections-block' },
    h('h3', {}, `Your corrections (${entry.corrections.length})`),
    h(
      'p',
      { class: 'muted' },
      'Every download of this file holds them. They are kept with the file in this browser; export them to check the next statement of this bank against them.',
    ),
    list,
    h('button', { type: 'button', class: 'secondary', id: 'export-corrections', onclick: () => actions.exportCorrections() }, 'Export corrections (JSON)'),
  );
}

function warnings(statement: PlainStatement, actions: PreviewActions): HTMLElement[] {
  if (statement.warnings.length === 0) return [];
  const list = h('ul', { class: 'warnings' });
  for (const warning of statement.warnings) {
    const index = warning.transactionIndex;
    const row = index === undefined ? undefined : statement.transactions[index];
    const page = row?.page ?? warning.page;
    let link: HTMLElement | null = null;
    if (index !== undefined)
      link = h(
        'button',
        { type: 'button', class: 'link', 'data-row': index, onclick: () => actions.onRow(index) },
        `Show row ${index + 1}${page ? `, page ${page}` : ''}`,
      );
    else if (page) link = h('button', { type: 'button', class: 'link', 'data-page': page, onclick: () => actions.onPage(page) }, `Show page ${page}`);
    list.append(
      h(
        'li',
        { 'data-code': warning.code },
        h('strong', {}, warningTitle(warning)),
        h('span', { class: 'warning-detail' }, ` ${warning.message}`),
        link ? ' ' : null,
        link,
      ),
    );
  }
  return [h('h3', {}, `Warnings (${statement.warnings.length})`), list];
}

function sectionTitles(statement: PlainStatement): Array<string | null> {
  const parts = statement.sections;
  if (parts.length < 2) return [null];
  if (parts.some((p) => p.accountNumber !== undefined)) return parts.map((p) => `Account ${p.accountNumber ?? '(number not printed)'}`);
  return parts.map((p, n) => `Statement ${n + 1}: ${p.periodStart ?? '?'} – ${p.periodEnd ?? '?'}`);
}

const STRENGTH_LABELS = { strong: 'sign of editing', weak: 'common in genuine files too' } as const;

/** The signs that the file was edited after it was made: the verdict, and each finding with its evidence. */
function authenticity(statement: PlainStatement, actions: PreviewActions): HTMLElement | null {
  const a = statement.authenticity;
  if (!a) return null;
  const edited = a.verdict === 'signs-of-editing';
  const facts = [
    a.producer ? `made by ${a.producer}` : null,
    a.creator ? `created with ${a.creator}` : null,
    a.created ? `created ${a.created}` : null,
    a.modified ? `modified ${a.modified}` : null,
    `${a.revisions} revision${a.revisions === 1 ? '' : 's'}`,
  ].filter(Boolean);
  const list = h('ul', { class: 'authenticity-findings' });
  for (const finding of a.findings) {
    const row = finding.transactionIndex;
    list.append(
      h(
        'li',
        { 'data-code': finding.code, 'data-strength': finding.strength },
        h('code', {}, finding.code),
        ` (${STRENGTH_LABELS[finding.strength]}): ${finding.message}`,
        row !== undefined ? h('button', { type: 'button', class: 'link', onclick: () => actions.onRow(row) }, ` Row ${row + 1}`) : null,
      ),
    );
  }
  return h(
    'section',
    { class: 'authenticity', 'aria-label': 'Signs of editing' },
    h('h3', {}, 'Signs of editing'),
    h(
      'p',
      {},
      h('span', { class: `badge ${edited ? 'warn' : 'ok'}`, 'data-verdict': a.verdict }, edited ? 'Signs of editing' : 'No signs of editing'),
      ' ',
      edited
        ? 'The file shows signs that it was changed after it was made. That is not proof of anything: ask for the statement from the bank itself if it matters.'
        : 'Nothing found that suggests the file was changed after it was made (a careful edit may leave no trace).',
    ),
    h('p', { class: 'muted' }, facts.join(' · ')),
    a.findings.length > 0 ? list : h('p', { class: 'muted' }, 'No findings.'),
  );
}

export function renderPreview(entry: Entry, actions: PreviewActions): HTMLElement {
  const statement = statementOf(entry) as PlainStatement;
  const check = entry.corrected?.check ?? null;
  const ids = entry.corrected?.ids ?? statement.transactions.map((_, i) => `r${i}`);
  const touched = entry.corrected?.touched ?? new Set<RowId>();
  const rowName = (id: RowId): string => {
    const index = ids.indexOf(id);
    return index >= 0 ? `Row ${index + 1}` : id.startsWith('n') ? 'An added row' : `Row ${Number(id.slice(1)) + 1} of the reading`;
  };
  const mismatched = new Set(check?.sections.flatMap((s) => s.mismatches.map((m) => m.index)) ?? []);
  const flags = flaggedRows(statement);
  const sections = entry.corrected?.sections ?? sectionRows(statement);
  const titles = sectionTitles(statement);
  const currency = statement.metadata.currency;
  const root = h('div', {});
  root.append(
    h('p', { class: 'muted' }, `${entry.name}. Select a row to see where on the page it was read, and to correct it.`),
    metadata(entry, statement, actions),
  );
  root.append(reconciliation(entry, statement, check, titles, actions));
  const signs = authenticity(statement, actions);
  if (signs) root.append(signs);
  const corrections = correctionsList(entry, rowName, actions);
  if (corrections) root.append(corrections);
  root.append(...warnings(statement, actions));
  // Categories: the form, and once proposed a Category column whose cells offer the known ones.
  root.append(categoryForm(entry, actions.categories));
  const listId = entry.categories ? `categories-${entry.key}` : null;
  if (listId) root.append(h('datalist', { id: listId }, ...knownCategories(entry).map((c) => h('option', { value: c }))));

  sections.forEach((rows, s) => {
    const title = titles[s] ?? null;
    const part = statement.sections[s];
    if (title) root.append(h('h3', {}, title, part ? ` (${moneyText(part.openingBalance, currency)} → ${moneyText(part.closingBalance, currency)})` : ''));
    else root.append(h('h3', {}, 'Transactions'));
    const body = h('tbody', {});
    for (const index of rows) {
      const row = statement.transactions[index];
      if (!row) continue;
      const why = [...(flags.get(index) ?? [])];
      if (touched.has(ids[index] as RowId)) why.unshift('corrected by you');
      if (mismatched.has(index) && !why.includes('balance does not follow')) why.push('balance does not follow');
      const select = () => actions.onRow(index);
      const classes = [why.length ? 'flagged' : '', touched.has(ids[index] as RowId) ? 'corrected' : '', mismatched.has(index) ? 'mismatch' : '']
        .filter(Boolean)
        .join(' ');
      const balance = moneyText(row.balance, row.currency ?? currency);
      body.append(
        h(
          'tr',
          {
            tabindex: 0,
            'data-index': index,
            class: classes || undefined,
            'aria-label': `Row ${index + 1}: ${row.date}, ${row.description}, ${moneyText(row.amount, row.currency ?? currency)}${why.length ? `; ${why.join(', ')}` : ''}. Press Enter to see its source and correct it.`,
            onclick: select,
            onkeydown: (event: Event) => {
              const key = (event as KeyboardEvent).key;
              if (key === 'Enter' || key === ' ') {
                event.preventDefault();
                select();
              }
            },
          },
          h('td', { class: 'date', 'data-label': 'Date' }, row.date),
          h(
            'td',
            { class: 'desc', 'data-label': 'Description' },
            h('div', {}, h('span', {}, row.description), why.length ? h('span', { class: 'flag' }, `⚠ ${why.join(', ')}`) : null),
          ),
          h('td', { class: 'num', 'data-label': 'Amount' }, moneyText(row.amount, row.currency ?? currency)),
          h(
            'td',
            {
              class: `num${row.balancePrinted ? '' : ' derived'}`,
              'data-label': 'Balance',
              title: row.balancePrinted || !row.balance ? undefined : 'Not printed: worked out from the rows',
            },
            balance,
          ),
          h('td', { 'data-label': 'Currency' }, row.currency ?? '—'),
          listId ? categoryCell(entry, index, ids[index] as RowId, listId, actions.categories) : null,
        ),
      );
    }
    const head = h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'Date'),
        h('th', { scope: 'col' }, 'Description'),
        h('th', { scope: 'col', class: 'num' }, 'Amount'),
        h('th', { scope: 'col', class: 'num' }, 'Balance'),
        h('th', { scope: 'col' }, 'Currency'),
        listId ? h('th', { scope: 'col' }, 'Category') : null,
      ),
    );
    root.append(h('div', { class: 'table-wrap' }, h('table', {}, h('caption', { class: 'sr-only' }, title ?? 'Transactions'), head, body)));
  });
  return root;
}
