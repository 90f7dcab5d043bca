/**
 * The files the user dropped: each is uploaded (or converted in this browser), followed through
 * its states (scans: OCR progress from the status call; protected PDFs: a password field in
 * place; errors: the API's message and recovery), and offers its preview and downloads.
 */
import type { ConvertedStatement } from '../../wire-types.ts';
import { ApiError, FORMATS, type FileRecord, type Format, api, rateLimitWait } from './api.ts';
import { announce, byId, h, saveFile } from './dom.ts';
import { loadEngine } from './local-engine.ts';

export type EntryState = 'UPLOADING' | 'READING' | FileRecord['state'];

export interface Entry {
  id: number;
  name: string;
  /** The dropped file's bytes: the source view renders pages from them, never from the server. */
  bytes: Uint8Array;
  /** Converted in this browser: nothing was sent to the server. */
  local: boolean;
  uuid: string | null;
  pdfType: FileRecord['pdfType'];
  pages: number | null;
  state: EntryState;
  progress: number;
  error: { message: string; recovery: string } | null;
  /** The statement with row sources, once loaded for the preview. */
  json: ConvertedStatement | null;
  password: string | undefined;
}

export interface FileListEvents {
  preview(entry: Entry): void;
  changed(): void;
}

/** How often a scan's progress is asked for; slower when the rate limit runs low. */
const POLL_INTERVAL_MS = 1500;
const STATE_LABELS: Record<EntryState, string> = {
  UPLOADING: 'Uploading…',
  READING: 'Reading in this browser…',
  PROCESSING: 'Reading the scan (OCR)…',
  PASSWORD_REQUIRED: 'Password needed',
  READY: 'Converted',
  COMPLETED: 'Converted',
  ERROR: 'Failed',
};

let nextId = 1;

const isDone = (e: Entry): boolean => e.state === 'READY' || e.state === 'COMPLETED';

export class FileList {
  readonly entries: Entry[] = [];
  #polling = false;

  constructor(
    private readonly list: HTMLElement,
    private readonly events: FileListEvents,
  ) {}

  clear(): void {
    this.entries.length = 0;
    this.list.replaceChildren();
    this.events.changed();
  }

  /** Uploads (or converts locally) the PDFs among `files`. */
  async add(files: File[], local: boolean): Promise<void> {
    const pdfs = files.filter((f) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name));
    if (pdfs.length === 0) {
      announce('Only PDF files can be converted.');
      return;
    }
    const entries: Entry[] = [];
    for (const file of pdfs) {
      const entry: Entry = { id: nextId++, name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), local, uuid: null, pdfType: null, pages: null, state: local ? 'READING' : 'UPLOADING', progress: 0, error: null, json: null, password: undefined };
      this.entries.push(entry);
      entries.push(entry);
      this.render(entry);
    }
    announce(`${pdfs.length} file${pdfs.length > 1 ? 's' : ''} added.`);
    if (local) {
      for (const entry of entries) await this.convertLocally(entry);
      return;
    }
    try {
      const records = await api.upload(pdfs);
      records.forEach((record, i) => {
        const entry = entries[i];
        if (entry) this.apply(entry, record);
      });
    } catch (error) {
      for (const entry of entries) this.fail(entry, error);
    }
    this.poll();
  }

  async convertLocally(entry: Entry): Promise<void> {
    entry.state = 'READING';
    entry.error = null;
    this.render(entry);
    try {
      const engine = await loadEngine();
      const result = await engine.convertInBrowser(entry.bytes.slice(), {
        ...(entry.password ? { password: entry.password } : {}),
        onProgress: (e) => {
          entry.pages = e.pages;
          entry.progress = e.pages > 0 ? Math.round((100 * e.page) / e.pages) : 0;
          this.render(entry);
        },
      });
      entry.pdfType = result.pdfType;
      entry.pages = result.numberOfPages;
      entry.json = result.json as ConvertedStatement;
      entry.state = 'READY';
      entry.progress = 100;
      this.render(entry);
      announce(`${entry.name} converted in this browser.`);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'PASSWORD_REQUIRED' || (code === 'INVALID_PASSWORD' && entry.password)) {
        entry.state = 'PASSWORD_REQUIRED';
        entry.error = code === 'INVALID_PASSWORD' ? { message: 'The password is incorrect.', recovery: 'Check it and try again.' } : null;
        this.render(entry);
        return;
      }
      this.fail(entry, error);
    }
  }

  apply(entry: Entry, record: FileRecord): void {
    entry.uuid = record.uuid;
    entry.pdfType = record.pdfType;
    entry.pages = record.numberOfPages;
    entry.state = record.state;
    entry.progress = record.progress ?? (isDone(entry) ? 100 : 0);
    entry.error = record.state === 'ERROR' ? { message: record.error ?? 'The file could not be processed.', recovery: 'Check that the PDF is a readable bank statement, then upload it again.' } : null;
    this.render(entry);
    if (isDone(entry)) announce(`${entry.name} converted.`);
    if (record.state === 'ERROR') announce(`${entry.name} failed: ${entry.error?.message ?? ''}`);
  }

  fail(entry: Entry, error: unknown): void {
    entry.state = 'ERROR';
    entry.error = error instanceof ApiError || (typeof error === 'object' && error !== null && 'recovery' in error)
      ? { message: (error as ApiError).message, recovery: (error as ApiError).recovery }
      : { message: error instanceof Error ? error.message : String(error), recovery: 'Try again; if it keeps failing, convert the file with the bsc command.' };
    this.render(entry);
    announce(`${entry.name} failed: ${entry.error.message}`);
  }

  /** Asks for the progress of scans until none is processing. */
  poll(): void {
    if (this.#polling) return;
    this.#polling = true;
    const tick = async (): Promise<void> => {
      const waiting = this.entries.filter((e) => e.state === 'PROCESSING' && e.uuid);
      if (waiting.length === 0) {
        this.#polling = false;
        return;
      }
      try {
        const records = await api.status(waiting.map((e) => e.uuid as string));
        for (const record of records) {
          const entry = waiting.find((e) => e.uuid === record.uuid);
          if (entry) this.apply(entry, record);
        }
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'RATE_LIMIT_EXCEEDED')) for (const entry of waiting) this.fail(entry, error);
      }
      setTimeout(() => void tick(), Math.max(POLL_INTERVAL_MS, rateLimitWait()));
    };
    setTimeout(() => void tick(), POLL_INTERVAL_MS);
  }

  async setPassword(entry: Entry, password: string): Promise<void> {
    if (entry.local) {
      entry.password = password;
      await this.convertLocally(entry);
      return;
    }
    try {
      await api.setPassword(entry.uuid as string, password);
      entry.password = password;
      const [record] = await api.status([entry.uuid as string]);
      if (record) this.apply(entry, record);
      this.poll();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        entry.error = { message: error.message, recovery: error.recovery };
        this.render(entry);
        announce(`Wrong password for ${entry.name}.`);
        byId(`password-${entry.id}`).focus();
        return;
      }
      this.fail(entry, error);
    }
  }

  async download(entry: Entry, format: Format): Promise<void> {
    try {
      if (entry.local) {
        const engine = await loadEngine();
        const file = await engine.exportLocal(entry.json, format);
        saveFile(file.bytes as BlobPart, file.filename, file.type);
      } else {
        const file = await api.download({ uuid: entry.uuid as string }, format);
        saveFile(file.bytes, file.filename ?? `${entry.name.replace(/\.pdf$/i, '')}.${format.toLowerCase()}`, file.type);
      }
      announce(`${entry.name}: ${format} downloaded.`);
    } catch (error) {
      this.fail(entry, error);
    }
  }

  /** Converted server-side files (the merged ledger is made from these). */
  mergeable(): Entry[] {
    return this.entries.filter((e) => !e.local && isDone(e) && e.uuid);
  }

  render(entry: Entry): void {
    const id = `file-${entry.id}`;
    const facts = h(
      'ul',
      { class: 'facts' },
      h('li', {}, entry.pdfType === 'IMAGE_BASED' ? 'Scan (IMAGE_BASED)' : entry.pdfType === 'TEXT_BASED' ? 'Text (TEXT_BASED)' : 'Type not known yet'),
      h('li', {}, entry.pages === null ? 'Pages not known yet' : `${entry.pages} page${entry.pages === 1 ? '' : 's'}`),
      entry.local ? h('li', {}, 'In this browser') : null,
    );
    const item = h(
      'li',
      { id, class: 'file', 'data-state': entry.state, 'aria-labelledby': `${id}-name` },
      h('div', { class: 'file-head' }, h('span', { class: 'file-name', id: `${id}-name` }, entry.name), h('span', { class: 'state' }, STATE_LABELS[entry.state])),
      facts,
    );
    if (entry.state === 'PROCESSING' || entry.state === 'READING') {
      item.append(h('progress', { max: 100, value: entry.progress, 'aria-label': `${entry.name}: ${entry.progress}% read` }), h('span', { class: 'muted' }, ` ${entry.progress}%`));
    }
    if (entry.error) {
      item.append(h('div', { class: 'error', role: 'alert' }, h('strong', {}, entry.error.message), entry.error.recovery));
    }
    if (entry.state === 'PASSWORD_REQUIRED') {
      const input = h('input', { id: `password-${entry.id}`, type: 'password', required: true, autocomplete: 'off' });
      const form = h(
        'form',
        {
          class: 'password-form',
          onsubmit: (event: Event) => {
            event.preventDefault();
            void this.setPassword(entry, input.value);
          },
        },
        h('label', { for: `password-${entry.id}` }, `Password of ${entry.name}`),
        input,
        h('button', { type: 'submit' }, 'Unlock'),
      );
      item.append(form);
    }
    if (isDone(entry)) {
      const actions = h('div', { class: 'actions' }, h('button', { type: 'button', onclick: () => this.events.preview(entry) }, 'Preview'));
      const downloads = h('div', { class: 'downloads', role: 'group', 'aria-label': `Download ${entry.name}` }, h('span', { class: 'muted' }, 'Download:'));
      for (const format of FORMATS) downloads.append(h('button', { type: 'button', class: 'secondary', 'data-format': format, onclick: () => void this.download(entry, format) }, format));
      item.append(actions, downloads);
    }
    const existing = document.getElementById(id);
    // Keep focus where it was when the item is redrawn (a button or the password field).
    const focused = existing?.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const focusKey = focused?.id || focused?.getAttribute('data-format') || focused?.textContent;
    if (existing) existing.replaceWith(item);
    else this.list.append(item);
    if (focused && focusKey) {
      const again = [...item.querySelectorAll<HTMLElement>('button, input')].find((el) => el.id === focusKey || el.getAttribute('data-format') === focusKey || el.textContent === focusKey);
      again?.focus();
    }
    this.events.changed();
  }
}
