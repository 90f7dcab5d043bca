/**
 * The preview of one converted file: metadata, a reconciliation badge per statement with its
 * evidence, warnings linked to their rows, and the transactions table (one per account or
 * statement). Selecting a row (click, Enter or Space) asks for its source view.
 */
import { h } from './dom.ts';
import type { ConvertedStatement, ReadingEvidence, ReconciliationStatus } from '../../wire-types.ts';
import { flaggedRows, sections } from './statement.ts';

export interface PreviewOptions {
  filename: string;
  onRow: (index: number) => void;
}

const money = (value: number | null, currency: string | null): string => (value === null ? '—' : `${value.toFixed(currencyDigits(currency))}${currency ? ` ${currency}` : ''}`);
/** The JSON already carries the currency's digits; numbers lose trailing zeros, so pad back. */
const currencyDigits = (currency: string | null): number => (currency && ['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'HUF'].includes(currency) ? 0 : currency && ['KWD', 'BHD', 'OMR', 'JOD', 'TND'].includes(currency) ? 3 : 2);

function evidenceList(evidence: ReadingEvidence): HTMLElement {
  const items: string[] = [];
  if (evidence.table) items.push(`Table: ${evidence.table}`);
  if (evidence.columns) items.push(`Columns: ${evidence.columns}`);
  if (evidence.signs) items.push(`Signs: ${evidence.signs}`);
  if (evidence.balancesChecked !== undefined) items.push(`Printed balances held: ${evidence.balancesHeld ?? 0} of ${evidence.balancesChecked}`);
  if (evidence.totals) items.push(`Opening + rows = closing: ${evidence.totals}${evidence.opening ? ` (${evidence.opening} → ${evidence.closing ?? '?'})` : ''}`);
  for (const anchor of evidence.anchors ?? []) items.push(`Anchor: ${anchor}`);
  return h('ul', {}, ...items.map((text) => h('li', {}, text)));
}

const STATUS_LABELS: Record<ReconciliationStatus, string> = { verified: '✓ Verified', unverified: '? Not verified', failed: '✗ Does not add up' };
const STATUS_CLASSES: Record<ReconciliationStatus, string> = { verified: 'ok', unverified: 'warn', failed: 'bad' };

/** The statement's verdict: verified only when printed balances or totals were checked and held. */
function badge(status: ReconciliationStatus): HTMLElement {
  return h('span', { class: `badge ${STATUS_CLASSES[status]}` }, STATUS_LABELS[status]);
}

/** What one statement or account had checked: "3/3 balances held, totals held". */
function checkedText(evidence: ReadingEvidence | undefined): string {
  if (!evidence) return 'no evidence recorded';
  const parts = [evidence.balancesChecked ? `${evidence.balancesHeld ?? 0}/${evidence.balancesChecked} printed balances held` : 'no printed balance checked', `totals ${evidence.totals ?? 'not printed'}`];
  return parts.join(', ');
}

function metadata(statement: ConvertedStatement): HTMLElement {
  const m = statement.metadata;
  const rows: Array<[string, string]> = [
    ['Bank', m.bank],
    ['Account', m.accountNumber ?? 'not printed'],
    ['Period', m.periodStart || m.periodEnd ? `${m.periodStart ?? '?'} – ${m.periodEnd ?? '?'}` : 'not printed'],
    ['Opening balance', money(m.openingBalance, m.currency)],
    ['Closing balance', money(m.closingBalance, m.currency)],
    ['Type', m.pdfType === 'IMAGE_BASED' ? 'scan (OCR)' : 'text'],
    ['Pages', String(m.numberOfPages)],
    ['Transactions', String(statement.transactions.length)],
  ];
  return h('dl', { class: 'meta' }, ...rows.flatMap(([k, v]) => [h('dt', {}, k), h('dd', {}, v)]));
}

export function renderPreview(statement: ConvertedStatement, options: PreviewOptions): HTMLElement {
  const root = h('div', {});
  const flags = flaggedRows(statement);
  const parts = sections(statement);
  root.append(h('p', { class: 'muted' }, `${options.filename}. Select a row to see where on the page it was read.`), metadata(statement));

  // One verdict for the file, with its reason; then what each statement or account had checked.
  const r = statement.reconciliation;
  const evidence = r.evidence;
  const badges = h('div', { class: 'reconciliation' }, h('h3', {}, 'Reconciliation'), h('p', {}, badge(r.status), ' ', r.statusReason));
  const count = Math.max(1, evidence.length);
  for (let i = 0; i < count; i++) {
    const e = evidence[i];
    const label = count > 1 ? (parts[i]?.title ?? `Statement ${i + 1}`) : 'Statement';
    badges.append(h('details', {}, h('summary', {}, `${label}: ${checkedText(e)}`), e ? evidenceList(e) : h('p', {}, 'No evidence recorded.')));
  }
  root.append(badges);

  if (statement.warnings.length > 0) {
    const list = h('ul', { class: 'warnings' });
    for (const warning of statement.warnings) {
      const index = warning.transactionIndex;
      list.append(
        h(
          'li',
          {},
          h('strong', {}, warning.code),
          ': ',
          warning.message,
          index !== undefined ? ' ' : null,
          index !== undefined ? h('button', { type: 'button', class: 'link', 'data-row': index, onclick: () => options.onRow(index) }, `Show row ${index + 1}`) : null,
        ),
      );
    }
    root.append(h('h3', {}, `Warnings (${statement.warnings.length})`), list);
  }

  for (const part of parts) {
    if (part.title) root.append(h('h3', {}, part.title, part.section ? ` (${money(part.section.openingBalance, statement.metadata.currency)} → ${money(part.section.closingBalance, statement.metadata.currency)})` : ''));
    else root.append(h('h3', {}, 'Transactions'));
    const body = h('tbody', {});
    for (const index of part.rows) {
      const row = statement.transactions[index];
      if (!row) continue;
      const why = flags.get(index);
      const select = () => options.onRow(index);
      const tr = h(
        'tr',
        {
          tabindex: 0,
          'data-index': index,
          class: why ? 'flagged' : undefined,
          'aria-label': `Row ${index + 1}: ${row.date}, ${row.description}, ${row.amount}${why ? `; ${why.join(', ')}` : ''}. Press Enter to see its source.`,
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
        h('td', { class: 'desc', 'data-label': 'Description' }, h('div', {}, h('span', {}, row.description), why ? h('span', { class: 'flag' }, `⚠ ${why.join(', ')}`) : null)),
        h('td', { class: 'num', 'data-label': 'Amount' }, money(row.amount, row.currency).replace(/ [A-Z]{3}$/, '')),
        h('td', { class: 'num', 'data-label': 'Balance' }, money(row.balance, row.currency).replace(/ [A-Z]{3}$/, '')),
        h('td', { 'data-label': 'Currency' }, row.currency ?? '—'),
      );
      body.append(tr);
    }
    const head = h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Date'), h('th', { scope: 'col' }, 'Description'), h('th', { scope: 'col', class: 'num' }, 'Amount'), h('th', { scope: 'col', class: 'num' }, 'Balance'), h('th', { scope: 'col' }, 'Currency')));
    root.append(h('div', { class: 'table-wrap' }, h('table', {}, h('caption', { class: 'sr-only' }, part.title ?? 'Transactions'), head, body)));
  }
  return root;
}
