/**
 * The download options (CSV delimiter, byte-order mark, columns: what `bsc convert` takes as
 * --csv-delimiter, --csv-bom and --columns), the bulk download (a zip of every converted file in
 * every chosen format) and the merged ledger. Drawn into the page's `#downloads` section.
 */
import { announce, byId, h } from './dom.ts';
import type { Downloads } from './downloads.ts';
import type { Entry } from './entries.ts';
import { COLUMNS, type ColumnId, DEFAULT_COLUMNS, DELIMITERS, type ExportChoices, readChoices } from './export-options.ts';
import { FORMATS, type FormatInfo } from './formats.ts';
import { describeProblem } from './plain-errors.ts';

const KEY = 'bsc-export-options';

function loadChoices(): ExportChoices {
  try {
    return readChoices(JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ExportChoices> | null);
  } catch {
    return readChoices(null);
  }
}

function saveChoices(value: ExportChoices): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the choices hold for this visit.
  }
}

let choices = loadChoices();
export const currentChoices = (): ExportChoices => choices;

function optionsForm(): HTMLElement {
  const delimiter = h(
    'select',
    { id: 'csv-delimiter' },
    ...DELIMITERS.map((d) => h('option', { value: d.value, selected: d.value === choices.delimiter }, d.label)),
  );
  const bom = h('input', { id: 'csv-bom', type: 'checkbox', checked: choices.bom });
  const own = choices.columns.length > 0;
  const chosen = new Set<ColumnId>(own ? choices.columns : DEFAULT_COLUMNS);
  const boxes = COLUMNS.map((c) => h('input', { type: 'checkbox', id: `column-${c.id}`, value: c.id, checked: chosen.has(c.id), disabled: !own }));
  const ownColumns = h('input', { id: 'own-columns', type: 'checkbox', checked: own });
  const save = () => {
    const picked = boxes.filter((b) => b.checked).map((b) => b.value as ColumnId);
    choices = { delimiter: delimiter.value, bom: bom.checked, columns: ownColumns.checked ? picked : [] };
    for (const box of boxes) box.disabled = !ownColumns.checked;
    saveChoices(choices);
  };
  for (const control of [delimiter, bom, ownColumns, ...boxes]) control.addEventListener('change', save);
  return h(
    'details',
    { id: 'export-options' },
    h('summary', {}, 'Download options: CSV separator, columns'),
    h('div', { class: 'field' }, h('label', { for: 'csv-delimiter' }, 'CSV separator'), delimiter),
    h('div', { class: 'check' }, bom, h('label', { for: 'csv-bom' }, 'Start CSV files with a byte-order mark (Excel on Windows then reads accents right)')),
    h(
      'div',
      { class: 'check' },
      ownColumns,
      h('label', { for: 'own-columns' }, 'Choose the columns of CSV and Excel files (otherwise: date, description, amount, balance, currency)'),
    ),
    h(
      'fieldset',
      { class: 'columns' },
      h('legend', {}, 'Columns, in this order'),
      ...COLUMNS.map((c, i) => h('div', { class: 'check' }, boxes[i] as HTMLElement, h('label', { for: `column-${c.id}` }, c.label))),
    ),
  );
}

export class DownloadsPanel {
  #formats = new Set<string>(['CSV']);
  #busy = false;

  constructor(
    private readonly downloads: Downloads,
    private readonly converted: () => Entry[],
  ) {
    byId('export-options-holder').replaceChildren(optionsForm());
    const boxes = FORMATS.map((f) =>
      h(
        'div',
        { class: 'check' },
        h('input', {
          type: 'checkbox',
          id: `bulk-${f.id}`,
          'data-format': f.id,
          checked: this.#formats.has(f.id),
          onchange: (event: Event) => {
            const box = event.target as HTMLInputElement;
            if (box.checked) this.#formats.add(f.id);
            else this.#formats.delete(f.id);
            this.update();
          },
        }),
        h('label', { for: `bulk-${f.id}` }, f.id, h('span', { class: 'muted' }, ` — ${f.hint}`)),
      ),
    );
    byId('bulk-formats').replaceChildren(h('legend', {}, 'Formats'), ...boxes);
    byId('bulk-download').addEventListener('click', () => void this.#zip());
  }

  /** Shows the sections that apply to the files converted now. */
  update(): void {
    const ready = this.converted();
    byId('downloads').hidden = ready.length === 0;
    const button = byId<HTMLButtonElement>('bulk-download');
    const formats = FORMATS.filter((f) => this.#formats.has(f.id));
    button.disabled = this.#busy || formats.length === 0 || ready.length === 0;
    button.textContent = `Download all as a zip (${ready.length} file${ready.length === 1 ? '' : 's'} × ${formats.length} format${formats.length === 1 ? '' : 's'})`;
    this.#ledger(ready);
  }

  async #zip(): Promise<void> {
    const entries = this.converted();
    const formats = FORMATS.filter((f) => this.#formats.has(f.id));
    const status = byId('bulk-status');
    this.#busy = true;
    this.update();
    status.textContent = 'Making the files…';
    try {
      const name = await this.downloads.zip(entries, formats, (done, total) => {
        status.textContent = `Making the files: ${done} of ${total}…`;
      });
      status.textContent = `${name} downloaded.`;
      announce(`${name} downloaded.`);
    } catch (error) {
      const problem = describeProblem(error);
      status.textContent = '';
      status.append(h('span', { class: 'error', role: 'alert' }, `${problem.message} ${problem.recovery}`));
    } finally {
      this.#busy = false;
      this.update();
    }
  }

  #ledger(ready: Entry[]): void {
    const section = byId('ledger');
    section.hidden = ready.length < 2;
    const holder = byId('ledger-downloads');
    if (section.hidden) return;
    const key = `${ready.map((e) => e.key).join(',')}`;
    if (holder.dataset.for === key) return;
    holder.dataset.for = key;
    holder.replaceChildren(h('span', { class: 'muted' }, `${ready.length} files:`));
    for (const format of FORMATS)
      holder.append(h('button', { type: 'button', class: 'secondary', 'data-format': format.id, onclick: () => void this.#saveLedger(format) }, format.id));
  }

  async #saveLedger(format: FormatInfo): Promise<void> {
    const holder = byId('ledger-downloads');
    holder.querySelector('.error')?.remove();
    try {
      const name = await this.downloads.ledger(this.converted(), format);
      announce(`Merged ledger downloaded as ${name}.`);
    } catch (error) {
      const problem = describeProblem(error);
      holder.append(h('div', { class: 'error', role: 'alert' }, h('strong', {}, problem.message), problem.recovery));
    }
  }
}
