/**
 * The page: sign-in (or anonymous use), the drop zone, the file list, the preview with each
 * row's source, downloads and the merged ledger. Plain DOM, no framework; pdf.js and the
 * in-browser engine are separate chunks loaded on first use.
 */
import './styles.css';
import type { ConvertedStatement } from '../../wire-types.ts';
import { ApiError, FORMATS, api } from './api.ts';
import { announce, byId, h, saveFile } from './dom.ts';
import { type Entry, FileList } from './files.ts';
import { available as localEngineAvailable } from './local-engine.ts';
import { renderPreview } from './preview.ts';

const files = new FileList(byId('files'), { preview: (entry) => void showPreview(entry), changed: () => updateLedger() });

function show(section: 'loading' | 'sign-in' | 'app'): void {
  byId('loading').hidden = section !== 'loading';
  byId('sign-in').hidden = section !== 'sign-in';
  byId('app').hidden = section !== 'app';
}

async function start(): Promise<void> {
  try {
    const session = await api.session();
    if (session.signedIn || session.anonymous) await enter(session.signedIn);
    else show('sign-in');
  } catch (error) {
    byId('loading').textContent = error instanceof ApiError ? `${error.message} ${error.recovery}` : 'The page could not start.';
  }
}

/** The converter, for a signed-in user or (anonymous servers) anyone. */
async function enter(signedIn: boolean): Promise<void> {
  show('app');
  byId('account').hidden = false;
  byId('sign-out').hidden = !signedIn;
  byId('local-switch').hidden = !localEngineAvailable();
  byId('drop-zone').focus();
  const name = byId('account-name');
  if (signedIn) {
    try {
      const info = await api.user();
      const credits = info.unlimitedCredits ? 'unlimited credits' : `${info.credits.freeCredits + info.credits.paidCredits} credits`;
      name.textContent = `Signed in as ${info.user.email} (${credits})`;
    } catch {
      name.textContent = 'Signed in';
    }
  } else name.textContent = 'Anonymous use (the server’s anonymous limits apply)';
}

byId<HTMLFormElement>('sign-in-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = byId<HTMLInputElement>('api-key');
  const key = input.value.trim();
  // The key leaves the page once, in this request, and is not kept anywhere.
  input.value = '';
  const error = byId('sign-in-error');
  error.hidden = true;
  api
    .signIn(key)
    .then(() => enter(true))
    .catch((failure: unknown) => {
      error.textContent = failure instanceof ApiError ? `${failure.message} ${failure.recovery}` : String(failure);
      error.hidden = false;
      input.focus();
    });
});

byId('sign-out').addEventListener('click', () => {
  api
    .signOut()
    .catch(() => undefined)
    .then(() => {
      files.clear();
      byId('preview').hidden = true;
      byId('account').hidden = true;
      return api.session();
    })
    .then((session) => {
      if (session.anonymous) void enter(false);
      else {
        show('sign-in');
        byId('api-key').focus();
        announce('Signed out.');
      }
    })
    .catch(() => show('sign-in'));
});

// ── dropping and picking files ────────────────────────────────────────────────────────────────
const dropZone = byId('drop-zone');
const picker = byId<HTMLInputElement>('file-input');
const localMode = byId<HTMLInputElement>('local-mode');

const addFiles = (list: File[] | null): void => {
  if (!list) return;
  void files.add(list, localMode.checked && localEngineAvailable());
};
dropZone.addEventListener('click', () => picker.click());
dropZone.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    picker.click();
  }
});
picker.addEventListener('change', () => {
  addFiles(picker.files ? [...picker.files] : null);
  picker.value = '';
});
dropZone.addEventListener('dragover', (event) => {
  event.preventDefault();
  dropZone.classList.add('over');
});
dropZone.addEventListener('dragleave', () => dropZone.classList.remove('over'));
dropZone.addEventListener('drop', (event) => {
  event.preventDefault();
  dropZone.classList.remove('over');
  addFiles(event.dataTransfer?.files ? [...event.dataTransfer.files] : null);
});
localMode.addEventListener('change', () => {
  byId('local-note').hidden = !localMode.checked;
  announce(localMode.checked ? 'Files dropped now are converted in this browser and never uploaded.' : 'Files dropped now are uploaded to this server.');
});

// ── preview and row sources ────────────────────────────────────────────────────────────────────
async function showPreview(entry: Entry): Promise<void> {
  const panel = byId('preview');
  const body = byId('preview-body');
  panel.hidden = false;
  body.replaceChildren(h('p', { class: 'muted' }, `Loading ${entry.name}…`));
  try {
    entry.json ??= (await api.preview(entry.uuid as string)) as ConvertedStatement;
  } catch (error) {
    body.replaceChildren(h('div', { class: 'error', role: 'alert' }, h('strong', {}, (error as Error).message), error instanceof ApiError ? error.recovery : ''));
    return;
  }
  for (const item of document.querySelectorAll('.file')) item.classList.toggle('selected', item.id === `file-${entry.id}`);
  body.replaceChildren(renderPreview(entry.json, { filename: entry.name, onRow: (index) => void openSource(entry, index) }));
  byId('preview-title').textContent = `Preview: ${entry.name}`;
  panel.focus();
  announce(`Preview of ${entry.name}: ${entry.json.transactions.length} transactions.`);
}

const dialog = byId<HTMLDialogElement>('source-dialog');
let returnFocus: HTMLElement | null = null;

async function openSource(entry: Entry, index: number): Promise<void> {
  const row = entry.json?.transactions[index];
  const tr = document.querySelector<HTMLElement>(`#preview-body tr[data-index="${index}"]`);
  for (const other of document.querySelectorAll('#preview-body tr.selected')) other.classList.remove('selected');
  tr?.classList.add('selected');
  tr?.scrollIntoView({ block: 'nearest' });
  if (!row) return;
  returnFocus = tr ?? (document.activeElement as HTMLElement | null);
  const caption = byId('source-caption');
  const stage = byId('source-stage');
  caption.textContent = `Row ${index + 1}: ${row.date}, ${row.description}, ${row.amount.toFixed(2)}`;
  if (!row.source) {
    stage.replaceChildren(h('p', {}, 'This row has no recorded position.'));
  } else {
    caption.textContent += ` — page ${row.source.page}, read with ${Math.round(row.source.confidence * 100)}% confidence`;
    stage.replaceChildren(h('p', { class: 'muted' }, 'Rendering the page…'));
  }
  if (!dialog.open) dialog.showModal();
  byId('source-close').focus();
  if (!row.source) return;
  try {
    const { showSource } = await import('./source-view.ts');
    await showSource(stage, entry.bytes, row.source, { ...(entry.password ? { password: entry.password } : {}), width: Math.min(stage.clientWidth || window.innerWidth, 1100) - 4 });
    stage.setAttribute('data-rendered', String(index));
  } catch (error) {
    stage.replaceChildren(h('div', { class: 'error', role: 'alert' }, h('strong', {}, 'The page could not be drawn.'), (error as Error).message));
  }
}

byId('source-close').addEventListener('click', () => dialog.close());
// Escape closes a modal dialog natively; either way focus goes back to the row.
dialog.addEventListener('close', () => {
  byId('source-stage').removeAttribute('data-rendered');
  returnFocus?.focus();
});

// ── merged ledger ───────────────────────────────────────────────────────────────────────────────
function updateLedger(): void {
  const ready = files.mergeable();
  const section = byId('ledger');
  section.hidden = ready.length < 2;
  const holder = byId('ledger-downloads');
  if (section.hidden) return;
  const key = ready.map((e) => e.uuid).join(',');
  if (holder.dataset.for === key) return;
  holder.dataset.for = key;
  holder.replaceChildren(h('span', { class: 'muted' }, `${ready.length} files:`));
  for (const format of FORMATS) {
    holder.append(
      h('button', {
        type: 'button',
        class: 'secondary',
        'data-format': format,
        onclick: () => {
          api
            .download({ uuids: files.mergeable().map((e) => e.uuid as string) }, format)
            .then((file) => {
              saveFile(file.bytes, file.filename ?? `ledger.${format.toLowerCase()}`, file.type);
              announce(`Merged ledger downloaded as ${format}.`);
            })
            .catch((error: unknown) => {
              holder.append(h('div', { class: 'error', role: 'alert' }, h('strong', {}, (error as Error).message), error instanceof ApiError ? error.recovery : ''));
            });
        },
      }, format),
    );
  }
}

void start();
