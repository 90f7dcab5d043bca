/**
 * The page: sign-in (or anonymous use), the drop zone, the files (kept across reloads), the
 * preview with each row's source, its corrections and its categories, and the downloads. Plain DOM, no framework;
 * pdf.js, the in-browser engine and the zip writer are separate chunks loaded on first use.
 */
import './styles.css';
import { ApiError, api } from './api.ts';
import { Connection } from './connection.ts';
import { type Correction, exportCorrections } from './corrections.ts';
import { announce, byId, h, saveFile } from './dom.ts';
import { Downloads } from './downloads.ts';
import { DownloadsPanel, currentChoices } from './downloads-panel.ts';
import { type Entry, isConverted } from './entries.ts';
import { FileList } from './file-list.ts';
import { available as localEngineAvailable, warmEngine } from './local-engine.ts';
import { describeProblem } from './plain-errors.ts';
import type { RowDialog } from './row-dialog.ts';

const connection = new Connection();
let previewing: Entry | null = null;

const files: FileList = new FileList(
  byId('files'),
  connection,
  {
    preview: (entry) => void showPreview(entry),
    changed: () => {
      panel.update();
      if (previewing && !files.entries.includes(previewing)) closePreview();
    },
    charged: () => scheduleAccountRefresh(),
    download: (entry, format) => {
      downloads
        .file(entry, format)
        .then((name) => announce(`${entry.name}: ${format.id} downloaded as ${name}.`))
        .catch((error: unknown) => {
          const problem = describeProblem(error);
          files.note(entry, `The ${format.id} file could not be made: ${problem.message}`, problem.recovery);
        });
    },
  },
  localEngineAvailable,
);
const downloads = new Downloads(files, currentChoices);
const panel = new DownloadsPanel(downloads, () => files.converted());

/**
 * The preview and the row dialog are a chunk of their own, loaded with the first preview: the
 * first load carries only what the files need.
 */
interface PreviewUi {
  renderPreview: typeof import('./preview.ts').renderPreview;
  dialog: RowDialog;
}
let previewUi: PreviewUi | null = null;
async function loadPreviewUi(): Promise<PreviewUi> {
  if (previewUi) return previewUi;
  const [{ renderPreview }, { RowDialog: Dialog }] = await Promise.all([import('./preview.ts'), import('./row-dialog.ts')]);
  previewUi ??= {
    renderPreview,
    dialog: new Dialog({
      correct: (entry, corrections) => applyCorrections(entry, [...entry.corrections, ...corrections]),
      rowElement: (index) => document.querySelector<HTMLElement>(`#preview-body tr[data-index="${index}"]`),
    }),
  };
  return previewUi;
}

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
    byId('loading').textContent = error instanceof ApiError ? `${error.message} ${describeProblem(error).recovery}` : 'The page could not start.';
  }
}

/** The converter, for a signed-in user or (anonymous servers) anyone. */
async function enter(signedIn: boolean): Promise<void> {
  show('app');
  byId('account').hidden = false;
  byId('sign-out').hidden = !signedIn;
  byId('local-switch').hidden = !localEngineAvailable();
  byId('drop-zone').focus();
  files.setAnonymous(!signedIn);
  await refreshAccount(signedIn);
  try {
    await files.restore(signedIn);
  } catch (error) {
    const problem = describeProblem(error);
    announce(`Earlier files could not be listed: ${problem.message}`);
  }
}

let signedInNow = false;
async function refreshAccount(signedIn = signedInNow): Promise<void> {
  signedInNow = signedIn;
  const name = byId('account-name');
  if (!signedIn) {
    name.textContent = 'Anonymous use (the server’s anonymous limits apply)';
    return;
  }
  try {
    const info = await api.user();
    const credits = info.unlimitedCredits ? 'unlimited credits' : `${info.credits.freeCredits + info.credits.paidCredits} credits`;
    name.textContent = `Signed in as ${info.user.email} (${credits})`;
  } catch {
    name.textContent ||= 'Signed in';
  }
}

/** Credits change when uploads and unlocks are charged: asked again once things settle. */
let accountTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleAccountRefresh(): void {
  clearTimeout(accountTimer);
  accountTimer = setTimeout(() => void refreshAccount(), 500);
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
      error.textContent =
        failure instanceof ApiError
          ? `${failure.message} ${failure.code === 'UNAUTHORIZED' ? 'Check the key (it starts with bsc_) and try again.' : describeProblem(failure).recovery}`
          : String(failure);
      error.hidden = false;
      input.focus();
    });
});

byId('sign-out').addEventListener('click', () => {
  api
    .signOut()
    .catch(() => undefined)
    .then(async () => {
      await files.forgetServerFiles();
      closePreview();
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

// ── preview, row sources and corrections ──────────────────────────────────────────────────────
function closePreview(): void {
  previewing = null;
  byId('preview').hidden = true;
  byId('preview-body').replaceChildren();
}

function drawPreview(entry: Entry): void {
  if (!previewUi) return;
  const { renderPreview, dialog } = previewUi;
  byId('preview-body').replaceChildren(
    renderPreview(entry, {
      onRow: (index) => dialog.openRow(entry, index),
      onPage: (page) => dialog.openPage(entry, page),
      correct: (correction) => void applyCorrections(entry, [...entry.corrections, correction]),
      undo: (index) =>
        void applyCorrections(
          entry,
          entry.corrections.filter((_, i) => i !== index),
        ).then(() => announce('Correction undone. The check has run again.')),
      exportCorrections: () => {
        if (!entry.original) return;
        const name = `${entry.name.replace(/\.pdf$/i, '')}.corrections.json`;
        saveFile(JSON.stringify(exportCorrections(entry.name, entry.original, entry.corrections), null, 2), name, 'application/json');
        announce(`Corrections exported as ${name}.`);
      },
      categories: {
        proposed: (proposals, categories) => {
          void files.setCategories(entry, { proposals, categories });
          if (previewing === entry) drawPreview(entry);
          // The preview was drawn again: the keyboard stays on the ledger's field.
          document.getElementById(`history-${entry.key}`)?.focus();
        },
        chose: (id, category) => void files.setCategories(entry, { proposals: entry.proposals ?? {}, categories: { ...entry.categories, [id]: category } }),
      },
    }),
  );
  byId('preview-title').textContent = `Preview: ${entry.name}`;
  for (const item of document.querySelectorAll('.file')) item.classList.toggle('selected', item.id === `file-${entry.key}`);
}

async function applyCorrections(entry: Entry, corrections: Correction[]): Promise<void> {
  const focused = document.activeElement as HTMLElement | null;
  const focusKey = focused?.closest('#preview-body') ? focused.id || focused.getAttribute('data-undo') || null : null;
  // The card, the preview and the dialog follow at once; keeping the list in this browser follows them.
  const saving = files.setCorrections(entry, corrections);
  if (previewing === entry) drawPreview(entry);
  previewUi?.dialog.refresh();
  // The preview was drawn again: keep the keyboard where it was (or on the corrections).
  if (focusKey !== null && !previewUi?.dialog.open)
    (document.getElementById(focusKey) ?? document.querySelector<HTMLElement>('#preview-body .corrections-block button') ?? byId('preview')).focus();
  await saving;
}

async function showPreview(entry: Entry): Promise<void> {
  const panelElement = byId('preview');
  const body = byId('preview-body');
  panelElement.hidden = false;
  previewing = entry;
  body.replaceChildren(h('p', { class: 'muted' }, `Loading ${entry.name}…`));
  try {
    await loadPreviewUi();
    if (!entry.original) await files.ensureStatement(entry);
  } catch (error) {
    const problem = describeProblem(error);
    body.replaceChildren(h('div', { class: 'error', role: 'alert' }, h('strong', {}, problem.message), problem.recovery));
    return;
  }
  if (previewing !== entry || !isConverted(entry)) return;
  // Downloads are made by the engine's worker: start it now, while the server answers.
  warmEngine();
  drawPreview(entry);
  panelElement.focus();
  announce(`Preview of ${entry.name}: ${entry.corrected?.statement.transactions.length ?? 0} transactions.`);
}

void start();
