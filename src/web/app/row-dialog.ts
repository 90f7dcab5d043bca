/**
 * The row dialog: where a row was read (its page drawn from the dropped PDF, the row outlined,
 * with zoom), and below it the row's editor: change its date, description, amount or balance,
 * flip its sign, delete it, or add a row after it. Each change is one correction; the preview
 * and the check follow at once. Also shows a whole page, for a warning about a page.
 */
import { type Correction, type RowId, nextAddedId } from './corrections.ts';
import { announce, byId, h } from './dom.ts';
import { type Entry, statementOf } from './entries.ts';
import { currencyDigits, negate, parseTyped, toText } from './money.ts';
import { exact } from './plain-statement.ts';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3];

export interface RowDialogDeps {
  correct(entry: Entry, corrections: Correction[]): Promise<void>;
  /** The row's element in the preview, to give focus back to. */
  rowElement(index: number): HTMLElement | null;
}

interface Showing {
  entry: Entry;
  /** The row's id, or null for a page alone. */
  row: RowId | null;
  page: number;
  /** Adding a row after `row`. */
  adding: boolean;
}

const validDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

export class RowDialog {
  readonly #dialog = byId<HTMLDialogElement>('source-dialog');
  readonly #stage = byId('source-stage');
  #showing: Showing | null = null;
  #zoom = 1;
  #password: string | undefined;

  constructor(private readonly deps: RowDialogDeps) {
    byId('source-close').addEventListener('click', () => this.#dialog.close());
    // Escape closes a modal dialog natively; either way focus goes back to the row.
    this.#dialog.addEventListener('close', () => {
      this.#stage.removeAttribute('data-rendered');
      const showing = this.#showing;
      this.#showing = null;
      const index = showing?.row ? (showing.entry.corrected?.ids ?? []).indexOf(showing.row) : -1;
      const target = index >= 0 ? this.deps.rowElement(index) : null;
      (target ?? byId('preview'))?.focus();
    });
    byId('zoom-in').addEventListener('click', () => this.#setZoom(ZOOMS.find((z) => z > this.#zoom) ?? this.#zoom));
    byId('zoom-out').addEventListener('click', () => this.#setZoom([...ZOOMS].reverse().find((z) => z < this.#zoom) ?? this.#zoom));
    byId('zoom-fit').addEventListener('click', () => this.#setZoom(1));
  }

  get open(): boolean {
    return this.#dialog.open;
  }

  openRow(entry: Entry, index: number): void {
    const id = entry.corrected?.ids[index] ?? `r${index}`;
    const row = statementOf(entry)?.transactions[index];
    if (!row) return;
    this.#showing = { entry, row: id, page: row.page, adding: false };
    for (const other of document.querySelectorAll('#preview-body tr.selected')) other.classList.remove('selected');
    const element = this.deps.rowElement(index);
    element?.classList.add('selected');
    element?.scrollIntoView({ block: 'nearest' });
    this.#show();
  }

  openPage(entry: Entry, page: number): void {
    this.#showing = { entry, row: null, page, adding: false };
    this.#show();
  }

  /** The preview changed under the dialog (a correction): show the same row again. */
  refresh(): void {
    if (this.#dialog.open && this.#showing) this.#show(false);
  }

  #index(): number {
    const s = this.#showing;
    return s?.row ? (s.entry.corrected?.ids ?? []).indexOf(s.row) : -1;
  }

  #setZoom(zoom: number): void {
    this.#zoom = zoom;
    void this.#draw();
  }

  #show(drawAgain = true): void {
    const s = this.#showing;
    if (!s) return;
    const statement = statementOf(s.entry);
    const index = this.#index();
    const row = index >= 0 ? statement?.transactions[index] : undefined;
    const currency = statement?.metadata.currency ?? null;
    const title = byId('source-title');
    const caption = byId('source-caption');
    if (row) {
      title.textContent = `Row ${index + 1}`;
      caption.textContent = `${row.date}, ${row.description}, ${toText(exact(row.amount), currencyDigits(row.currency ?? currency))} — page ${row.page}${row.box ? `, read with ${Math.round(row.confidence * 100)}% confidence` : ', added by you'}`;
    } else {
      title.textContent = `Page ${s.page}`;
      caption.textContent = `${s.entry.name}, page ${s.page}.`;
    }
    // A redraw after a correction keeps the keyboard in the field or button it was on.
    const focused = this.#dialog.open ? (document.activeElement as HTMLElement | null) : null;
    const focusKey = focused && byId('row-editor').contains(focused) ? focused.id || focused.getAttribute('data-action') : null;
    this.#renderEditor();
    if (focusKey)
      (document.getElementById(focusKey) ?? byId('row-editor').querySelector<HTMLElement>(`[data-action="${focusKey}"]`) ?? byId('source-close')).focus();
    if (!this.#dialog.open) {
      this.#zoom = 1;
      this.#dialog.showModal();
      byId('source-close').focus();
    }
    if (drawAgain) void this.#draw();
  }

  async #draw(): Promise<void> {
    const s = this.#showing;
    if (!s) return;
    const statement = statementOf(s.entry);
    const index = this.#index();
    const row = index >= 0 ? statement?.transactions[index] : undefined;
    const stage = this.#stage;
    byId('zoom-level').textContent = `${Math.round(this.#zoom * 100)}%`;
    stage.removeAttribute('data-rendered');
    if (!s.entry.bytes) {
      stage.replaceChildren(h('p', {}, 'This browser does not have the PDF (it was dropped in another one): drop it here again to see its pages.'));
      return;
    }
    stage.replaceChildren(h('p', { class: 'muted' }, 'Drawing the page…'));
    try {
      const { showSource, PasswordNeeded } = await import('./source-view.ts');
      try {
        const password = s.entry.password ?? this.#password;
        await showSource(stage, s.entry.bytes, row?.page ?? s.page, row?.box ?? null, {
          ...(password ? { password } : {}),
          width: Math.max(200, (stage.clientWidth || window.innerWidth) - 4),
          zoom: this.#zoom,
        });
        stage.setAttribute('data-rendered', String(row ? index : `page-${s.page}`));
      } catch (error) {
        if (!(error instanceof PasswordNeeded)) throw error;
        this.#askPassword(s.entry);
      }
    } catch (error) {
      stage.replaceChildren(h('div', { class: 'error', role: 'alert' }, h('strong', {}, 'The page could not be drawn.'), (error as Error).message));
    }
  }

  /** A protected PDF whose password this page no longer has (after a reload): ask for it, keep it in memory only. */
  #askPassword(entry: Entry): void {
    const input = h('input', { id: 'source-password', type: 'password', autocomplete: 'off', required: true });
    this.#stage.replaceChildren(
      h(
        'form',
        {
          class: 'password-form',
          onsubmit: (event: Event) => {
            event.preventDefault();
            entry.password = input.value;
            void this.#draw();
          },
        },
        h('label', { for: 'source-password' }, `The PDF is protected: its password, to draw its pages`),
        input,
        h('button', { type: 'submit' }, 'Show the page'),
      ),
    );
    input.focus();
  }

  #renderEditor(): void {
    const holder = byId('row-editor');
    const s = this.#showing;
    const statement = s ? statementOf(s.entry) : null;
    const index = this.#index();
    const row = index >= 0 ? statement?.transactions[index] : undefined;
    if (!s || !statement || (!row && !s.adding)) {
      holder.replaceChildren();
      holder.hidden = true;
      return;
    }
    holder.hidden = false;
    const digits = currencyDigits(statement.metadata.currency);
    const adding = s.adding;
    const field = (name: string, label: string, value: string, attrs: Record<string, string | boolean> = {}) => {
      const input = h('input', { id: `edit-${name}`, name, value, autocomplete: 'off', spellcheck: 'false', ...attrs });
      return { input, node: h('div', { class: 'field' }, h('label', { for: `edit-${name}` }, label), input) };
    };
    const current = {
      date: row && !adding ? row.date : (row?.date ?? ''),
      description: row && !adding ? row.description : '',
      amount: row && !adding ? toText(exact(row.amount), digits) : '',
      balance: row && !adding && row.balancePrinted && row.balance ? toText(exact(row.balance), digits) : '',
    };
    const date = field('date', 'Date', current.date, { type: 'date', required: true });
    const description = field('description', 'Description', current.description, { type: 'text' });
    const amount = field('amount', 'Amount (money out negative)', current.amount, { type: 'text', inputmode: 'decimal', required: true });
    const balance = field('balance', 'Balance printed on this row (leave empty if none)', current.balance, { type: 'text', inputmode: 'decimal' });
    const message = h('p', { class: 'form-message', role: 'alert' });
    const fail = (text: string, input: HTMLInputElement) => {
      message.textContent = text;
      input.focus();
    };
    const save = async (event: Event) => {
      event.preventDefault();
      message.textContent = '';
      const values = { date: date.input.value.trim(), description: description.input.value.trim(), amount: amount.input.value, balance: balance.input.value };
      if (!validDate(values.date)) return fail('The date must be a day of the calendar (YYYY-MM-DD).', date.input);
      const parsedAmount = parseTyped(values.amount, digits);
      if (!parsedAmount) return fail('The amount must be a number, like -12.50 or 1234,56.', amount.input);
      const parsedBalance = values.balance.trim() === '' ? null : parseTyped(values.balance, digits);
      if (values.balance.trim() !== '' && !parsedBalance) return fail('The balance must be a number, or empty.', balance.input);
      const next = {
        date: values.date,
        description: values.description,
        amount: toText(parsedAmount, digits),
        balance: parsedBalance ? toText(parsedBalance, digits) : '',
      };
      if (adding) {
        const id = nextAddedId(s.entry.corrections);
        s.adding = false;
        s.row = id;
        await this.deps.correct(s.entry, [{ kind: 'add', row: id, after: index >= 0 ? (s.entry.corrected?.ids[index] ?? null) : null, ...next }]);
        announce('Row added. The check has run again.');
        return;
      }
      const edits: Correction[] = (['date', 'description', 'amount', 'balance'] as const)
        .filter((name) => next[name] !== current[name])
        .map((name) => ({ kind: 'edit', row: s.row as RowId, field: name, value: next[name], was: current[name] }));
      if (edits.length === 0) return fail('Nothing changed.', date.input);
      await this.deps.correct(s.entry, edits);
      announce(`Saved: ${edits.length} change${edits.length === 1 ? '' : 's'}. The check has run again.`);
    };
    const buttons = h('div', { class: 'actions' }, h('button', { type: 'submit' }, adding ? 'Add this row' : 'Save changes'));
    if (adding) {
      const cancel = (): void => {
        s.adding = false;
        this.#show(false);
      };
      buttons.append(h('button', { type: 'button', class: 'secondary', onclick: cancel }, 'Cancel'));
    } else if (row) {
      const amountText = toText(exact(row.amount), digits);
      buttons.append(
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'data-action': 'flip',
            onclick: () =>
              void this.deps
                .correct(s.entry, [{ kind: 'flip', row: s.row as RowId, was: amountText }])
                .then(() => announce(`Sign flipped: ${toText(negate(exact(row.amount)), digits)}.`)),
          },
          'Flip sign (in ⇄ out)',
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            'data-action': 'add',
            onclick: () => {
              s.adding = true;
              this.#renderEditor();
              byId('edit-date').focus();
            },
          },
          'Add a row after this one',
        ),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary danger',
            'data-action': 'delete',
            onclick: () => {
              const id = s.row as RowId;
              this.#showing = null;
              this.#dialog.close();
              void this.deps
                .correct(s.entry, [{ kind: 'delete', row: id, was: { date: row.date, description: row.description, amount: amountText } }])
                .then(() => {
                  announce(`Row ${index + 1} deleted. The check has run again.`);
                  (this.deps.rowElement(Math.min(index, (statementOf(s.entry)?.transactions.length ?? 1) - 1)) ?? byId('preview')).focus();
                });
            },
          },
          'Delete this row',
        ),
      );
    }
    const form = h(
      'form',
      { class: 'row-form', onsubmit: (event: Event) => void save(event) },
      h('h3', {}, adding ? `A new row after row ${index + 1}` : 'Correct this row'),
      date.node,
      description.node,
      amount.node,
      balance.node,
      message,
      buttons,
    );
    holder.replaceChildren(form);
  }
}
