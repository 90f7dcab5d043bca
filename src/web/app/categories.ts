/**
 * Categories in the preview: the user picks their own categorised ledger (CSV with a category
 * column, beancount or hledger), a category is proposed for every row (by the server, or in this
 * browser for files converted here: the ledger is then never uploaded), and each proposal can be
 * accepted or changed in place. Downloads carry the categories as chosen (docs/accounting.md).
 */
import { api } from './api.ts';
import { announce, h } from './dom.ts';
import type { Entry } from './files.ts';
import { loadEngine } from './local-engine.ts';
import type { ConvertedStatement } from '../../wire-types.ts';

/** The categories known for the select: every proposal and every choice, sorted. */
export function knownCategories(entry: Entry): string[] {
  const rows = entry.json?.transactions ?? [];
  return [...new Set([...rows.map((r) => r.category), ...(entry.categories ?? [])].filter((c): c is string => !!c))].sort();
}

async function propose(entry: Entry, history: string): Promise<void> {
  const json = entry.json as ConvertedStatement;
  let proposals: { category?: string | null; categoryConfidence?: number; categoryReason?: string }[];
  if (entry.local) proposals = await (await loadEngine()).proposeLocal(entry.json, history);
  else proposals = ((await api.propose(entry.uuid as string, history)) as ConvertedStatement).transactions;
  // The rows keep their identity (the in-browser engine knows the statement by its json).
  json.transactions.forEach((row, i) => {
    const p = proposals[i];
    row.category = p?.category ?? null;
    row.categoryConfidence = p?.categoryConfidence ?? 0;
    row.categoryReason = p?.categoryReason ?? '';
  });
  entry.categories = json.transactions.map((row) => row.category ?? null);
}

/** The form that proposes categories; `done` redraws the preview with the new column. */
export function categoryForm(entry: Entry, done: () => void): HTMLElement {
  const id = `history-${entry.id}`;
  const input = h('input', { id, type: 'file', accept: '.csv,.tsv,.beancount,.bean,.journal,.hledger,.ledger,.txt' }) as HTMLInputElement;
  const status = h('span', { class: 'muted', role: 'status' });
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    status.textContent = ` Reading ${file.name}…`;
    void file
      .text()
      .then((text) => propose(entry, text))
      .then(() => {
        const decided = entry.categories?.filter(Boolean).length ?? 0;
        announce(`Categories proposed for ${decided} of ${entry.categories?.length ?? 0} rows. Accept or change them in the Category column.`);
        done();
      })
      .catch((error: Error & { recovery?: string }) => {
        status.textContent = ` ${error.message}${error.recovery ? ` ${error.recovery}` : ''}`;
      });
  });
  return h(
    'div',
    { class: 'categories-form' },
    h('label', { for: id }, entry.local ? 'Propose categories from your own ledger (read in this browser, never uploaded): ' : 'Propose categories from your own ledger (CSV with a category column, beancount or hledger): '),
    input,
    status,
  );
}

/** The cell of a row's category: an input with the known categories, prefilled with the proposal. */
export function categoryCell(entry: Entry, index: number, listId: string): HTMLElement {
  const row = entry.json?.transactions[index];
  const value = entry.categories?.[index] ?? '';
  const input = h('input', {
    type: 'text',
    list: listId,
    value,
    placeholder: row?.category === null ? 'none proposed' : '',
    'aria-label': `Category of row ${index + 1}`,
    title: row?.categoryReason ? `${row.categoryReason} (confidence ${(row.categoryConfidence ?? 0).toFixed(2)})` : '',
    onclick: (event: Event) => event.stopPropagation(),
    onkeydown: (event: Event) => event.stopPropagation(),
    onchange: (event: Event) => {
      const chosen = (event.target as HTMLInputElement).value.trim();
      (entry.categories ??= [])[index] = chosen === '' ? null : chosen;
    },
  });
  const confidence = row?.category ? h('span', { class: 'muted' }, ` ${Math.round((row.categoryConfidence ?? 0) * 100)}%`) : null;
  return h('td', { 'data-label': 'Category' }, input, confidence);
}
