/**
 * Categories in the preview: the user picks their own categorised ledger (CSV with a category
 * column, beancount or hledger), a category is proposed for every row of the statement as
 * corrected (by the library's `categorise`, in this browser's engine worker: the ledger is never
 * uploaded; by the server only when the page has no engine), and each proposal can be accepted or
 * changed in place. Rows are named by their stable id (corrections.ts), so a category stays with
 * its row when rows are added or deleted. Every download carries the categories as chosen
 * (docs/accounting.md, docs/web.md).
 */
import { api } from './api.ts';
import { type RowId, originalId } from './corrections.ts';
import { announce, h } from './dom.ts';
import { type Entry, type Proposal, rowIds, statementOf } from './entries.ts';
import { available as engineAvailable, loadEngine } from './local-engine.ts';

export interface CategoryActions {
  /** New proposals, and the categories they start the rows with: to keep and draw. */
  proposed(proposals: Record<RowId, Proposal>, categories: Record<RowId, string | null>): void;
  /** One row's category as the user accepted, changed or cleared it. */
  chose(id: RowId, category: string | null): void;
}

/** The categories offered in each row's list: every proposal and every choice, sorted. */
export function knownCategories(entry: Entry): string[] {
  const proposed = Object.values(entry.proposals ?? {}).map((p) => p.category);
  const chosen = Object.values(entry.categories ?? {});
  return [...new Set([...proposed, ...chosen].filter((c): c is string => !!c))].sort();
}

/** One proposal per row of the statement the page shows, by row id. */
async function propose(entry: Entry, history: string): Promise<Record<RowId, Proposal>> {
  const statement = statementOf(entry);
  if (!statement) throw new Error('The statement is not loaded yet; open its preview again.');
  let ids: RowId[];
  let proposals: Proposal[];
  if (engineAvailable()) {
    ids = rowIds(entry);
    const engine = await loadEngine();
    proposals = (await engine.proposeCategories(statement, history)).map((p) => ({
      category: p.category,
      confidence: p.categoryConfidence,
      reason: p.categoryReason,
    }));
  } else {
    // No engine in this build: the server proposes, for the rows as it read them.
    const json = await api.propose(entry.uuid as string, history);
    ids = json.transactions.map((_, i) => originalId(i));
    proposals = json.transactions.map((t) => ({ category: t.category ?? null, confidence: t.categoryConfidence ?? 0, reason: t.categoryReason ?? '' }));
  }
  return Object.fromEntries(ids.flatMap((id, i) => (proposals[i] ? [[id, proposals[i]]] : [])));
}

/** The form that proposes categories from a ledger file. */
export function categoryForm(entry: Entry, actions: CategoryActions): HTMLElement {
  const id = `history-${entry.key}`;
  const input = h('input', { id, type: 'file', accept: '.csv,.tsv,.beancount,.bean,.journal,.hledger,.ledger,.txt' }) as HTMLInputElement;
  const status = h('span', { class: 'muted', role: 'status' });
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file) return;
    status.textContent = ` Reading ${file.name}…`;
    void file
      .text()
      .then((text) => propose(entry, text))
      .then((proposals) => {
        const categories = Object.fromEntries(Object.entries(proposals).map(([row, p]) => [row, p.category]));
        const decided = Object.values(categories).filter(Boolean).length;
        actions.proposed(proposals, categories);
        announce(`Categories proposed for ${decided} of ${Object.keys(categories).length} rows. Accept or change them in the Category column.`);
      })
      .catch((error: Error & { recovery?: string }) => {
        status.textContent = ` ${error.message}${error.recovery ? ` ${error.recovery}` : ''}`;
      });
  });
  const where = engineAvailable() ? 'read in this browser, never uploaded' : 'sent to the server to be read';
  return h(
    'div',
    { class: 'categories-form' },
    h('label', { for: id }, `Propose categories from your own ledger (CSV with a category column, beancount or hledger; ${where}): `),
    input,
    status,
    entry.categories ? h('p', { class: 'muted' }, 'Every download of this file carries the categories in the Category column.') : null,
  );
}

/** The cell of a row's category: an input offering the known categories, holding the user's choice (the proposal until changed). */
export function categoryCell(entry: Entry, index: number, id: RowId, listId: string, actions: CategoryActions): HTMLElement {
  const proposal = entry.proposals?.[id];
  const input = h('input', {
    type: 'text',
    id: `category-${entry.key}-${id}`,
    list: listId,
    value: entry.categories?.[id] ?? '',
    placeholder: proposal && proposal.category === null ? 'none proposed' : undefined,
    'aria-label': `Category of row ${index + 1}`,
    title: proposal?.reason ? `${proposal.reason} (confidence ${proposal.confidence.toFixed(2)})` : undefined,
    // Typing here is not selecting the row (which opens its source).
    onclick: (event: Event) => event.stopPropagation(),
    onkeydown: (event: Event) => event.stopPropagation(),
    onchange: (event: Event) => {
      const chosen = (event.target as HTMLInputElement).value.trim();
      actions.chose(id, chosen === '' ? null : chosen);
    },
  });
  const confidence = proposal?.category ? h('span', { class: 'muted' }, ` ${Math.round(proposal.confidence * 100)}%`) : null;
  return h('td', { 'data-label': 'Category' }, input, confidence);
}
