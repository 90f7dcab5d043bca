/**
 * The files of this page, and what happens to them:
 * - each dropped file is checked first (skipped files get a card saying why), then uploaded on its
 *   own (a few at a time, so one bad file fails alone and any number go through) or converted in
 *   this browser, one after another;
 * - scans are followed through the status call; when the server cannot be reached nothing fails:
 *   the files wait, and carry on when it answers again (connection.ts);
 * - the list survives a reload: the server's files come back from its listing, the files converted
 *   here (and the PDFs and corrections of the server's) from this browser's storage;
 * - Retry sends the PDF again (or converts it here again), Remove deletes the file everywhere.
 */
import type { FileStatus, ListedFile } from '../../wire-types.ts';
import { ApiError, type FileRecord, api, rateLimitWait } from './api.ts';
import type { Connection } from './connection.ts';
import type { Correction } from './corrections.ts';
import { announce, h, saveFile } from './dom.ts';
import { type Entry, type Proposal, isConverted, newEntry, refreshCorrections, setPhase } from './entries.ts';
import { type CardActions, renderCard, tickElapsed } from './file-card.ts';
import { skipReason } from './file-checks.ts';
import { loadEngine, stagePercent } from './local-engine.ts';
import { LONG_WAIT_SECONDS, describeProblem, isOutage } from './plain-errors.ts';
import type { PlainStatement } from './plain-statement.ts';
import { type SavedFile, savedFiles } from './saved-files.ts';

export interface FileListEvents {
  preview(entry: Entry): void;
  /** The list changed (files added, converted, removed): the bulk download and the ledger follow. */
  changed(): void;
  /** Credits may have moved (an upload or an unlock was charged). */
  charged(): void;
  /** A download was asked for. */
  download: CardActions['download'];
}

/** How often processing files are asked about; slower when the rate limit runs low. */
const POLL_INTERVAL_MS = 1500;
/** Uploads in flight at once: under the API's 5 per key (1 for anonymous callers). */
const UPLOADS_AT_ONCE = 3;
/** The listing is read up to this many files on load. */
const MAX_LISTED = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const serverId = (uuid: string) => `server:${uuid}`;
/** A saved file's categories, as an entry holds them. */
const savedCategories = (s: SavedFile | undefined): Pick<Entry, 'proposals' | 'categories'> =>
  s?.categories ? { proposals: s.categories.proposals, categories: s.categories.chosen } : { proposals: null, categories: null };
let localCounter = Date.now();

export class FileList {
  readonly entries: Entry[] = [];
  #anonymous = false;
  #uploadQueue: Entry[] = [];
  #uploading = 0;
  #localQueue: Entry[] = [];
  #converting = false;
  #polling = false;
  #aborts = new Map<Entry, AbortController>();

  constructor(
    private readonly list: HTMLElement,
    private readonly connection: Connection,
    private readonly events: FileListEvents,
    private readonly localAvailable: () => boolean,
  ) {
    setInterval(() => tickElapsed(list), 1000);
    connection.onBack(() => this.#poll());
  }

  setAnonymous(anonymous: boolean): void {
    this.#anonymous = anonymous;
  }

  get #actions(): CardActions {
    return {
      preview: (entry) => this.events.preview(entry),
      retry: (entry) => void this.retry(entry),
      remove: (entry) => void this.remove(entry),
      unlock: (entry, password) => void this.setPassword(entry, password),
      download: (entry, format) => this.events.download(entry, format),
      ...(this.localAvailable() ? { convertHere: (entry: Entry) => void this.convertHere(entry), redact: (entry: Entry) => void this.redact(entry) } : {}),
    };
  }

  /** A shareable copy of the file, made in this browser from the bytes the page holds, saved as NAME-redacted.pdf. */
  async redact(entry: Entry): Promise<void> {
    if (!entry.bytes) return;
    announce(`Redacting ${entry.name}…`);
    try {
      const engine = await loadEngine();
      const { pdf, report } = await engine.redactInBrowser(entry.bytes, entry.password !== undefined ? { password: entry.password } : {});
      saveFile(pdf, `${entry.name.replace(/\.pdf$/i, '')}-redacted.pdf`, 'application/pdf');
      const replaced = Object.values(report.replaced).reduce((a, b) => a + b, 0);
      announce(
        `${entry.name}: a redacted copy was saved (${replaced} words and numbers replaced${report.pagesRasterised ? `, ${report.pagesRasterised} scanned pages boxed` : ''}). Look at it before you share it.`,
      );
    } catch (error) {
      const problem = describeProblem(error);
      announce(`${entry.name} could not be redacted: ${problem.message}`);
    }
  }

  converted(): Entry[] {
    return this.entries.filter(isConverted);
  }

  // ── adding files ──────────────────────────────────────────────────────────────────────────

  /** Checks each file, then uploads it (or converts it in this browser). Newest cards go on top. */
  async add(files: File[], local: boolean): Promise<void> {
    if (files.length === 0) return;
    const added: Entry[] = [];
    for (const file of files) {
      const skip = await skipReason(file, local);
      const entry = newEntry({
        name: file.name,
        size: file.size,
        mode: skip ? 'skipped' : local ? 'local' : 'server',
        phase: skip ? 'SKIPPED' : local ? 'READING' : 'QUEUED',
      });
      // A file too large for the server keeps its bytes: it can still be converted here.
      if (!skip || skip.code === 'TOO_LARGE') entry.bytes = new Uint8Array(await file.arrayBuffer());
      if (skip) entry.problem = skip;
      added.push(entry);
    }
    // Newest on top, in the order they were dropped: the list and its cards agree.
    this.entries.unshift(...added);
    for (const entry of [...added].reverse()) this.render(entry, { prepend: true });
    const skipped = added.filter((e) => e.phase === 'SKIPPED');
    const kept = added.length - skipped.length;
    announce(
      `${kept} file${kept === 1 ? '' : 's'} added${skipped.length ? `; ${skipped.length} skipped: ${skipped.map((e) => e.problem?.message).join(' ')}` : '.'}`,
    );
    for (const entry of added) {
      if (entry.mode === 'local') this.#localQueue.push(entry);
      else if (entry.mode === 'server') this.#uploadQueue.push(entry);
    }
    this.#pumpUploads();
    void this.#pumpLocal();
    this.events.changed();
  }

  // ── uploads ───────────────────────────────────────────────────────────────────────────────

  #pumpUploads(): void {
    const limit = this.#anonymous ? 1 : UPLOADS_AT_ONCE;
    while (this.#uploading < limit && this.#uploadQueue.length > 0) {
      const entry = this.#uploadQueue.shift() as Entry;
      if (!this.entries.includes(entry)) continue;
      this.#uploading++;
      void this.#upload(entry).finally(() => {
        this.#uploading--;
        if (this.#uploadQueue.length === 0 && this.#uploading === 0) {
          this.events.charged();
          void this.#refreshExpiry();
        }
        this.#pumpUploads();
      });
    }
  }

  async #upload(entry: Entry): Promise<void> {
    const blob = new Blob([entry.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
    for (;;) {
      if (!this.connection.online) {
        entry.waiting = 'Waiting for the server to answer again; it will be uploaded then.';
        this.render(entry);
        await this.connection.whenOnline();
      }
      if (!this.entries.includes(entry)) return;
      setPhase(entry, 'UPLOADING');
      entry.waiting = null;
      entry.problem = null;
      this.render(entry);
      try {
        const record = await api.uploadOne(blob, entry.name, (sent) => {
          if (sent >= 1) setPhase(entry, 'CHECKING');
          else setPhase(entry, 'UPLOADING', Math.round(sent * 100));
          this.render(entry);
        });
        this.connection.reached();
        entry.uuid = record.uuid;
        this.apply(entry, record);
        await this.#save(entry);
        if (!this.entries.includes(entry)) await api.remove(record.uuid).catch(() => undefined);
        this.#poll();
        return;
      } catch (error) {
        if (isOutage(error)) {
          this.connection.lost();
          setPhase(entry, 'QUEUED');
          entry.waiting = 'Waiting for the server to answer again; it will be uploaded then.';
          this.render(entry);
          continue;
        }
        if (error instanceof ApiError && error.code === 'RATE_LIMIT_EXCEEDED' && (error.retryAfter ?? 1) <= LONG_WAIT_SECONDS) {
          const seconds = Math.max(1, error.retryAfter ?? 1);
          setPhase(entry, 'QUEUED');
          entry.waiting = `The server asks the page to slow down: trying again in ${seconds} s.`;
          this.render(entry);
          await sleep(seconds * 1000);
          continue;
        }
        this.fail(entry, error);
        return;
      }
    }
  }

  /** Upload answers do not say until when the server keeps a file: the listing does (signed in only). */
  async #refreshExpiry(): Promise<void> {
    if (this.#anonymous || !this.entries.some((e) => e.uuid && e.expiresAt === null)) return;
    try {
      const page = await api.list(null);
      for (const record of page.files) {
        const entry = this.entries.find((e) => e.uuid === record.uuid && e.expiresAt === null);
        if (!entry) continue;
        entry.expiresAt = Date.parse(record.expiresAt);
        this.render(entry);
      }
    } catch {
      // Only a detail of the cards: the next reload shows it.
    }
  }

  /** A record from the API (upload, status, listing) onto its card. */
  apply(entry: Entry, record: FileRecord | FileStatus | ListedFile): void {
    const wasDone = isConverted(entry);
    entry.uuid = record.uuid;
    entry.pdfType = record.pdfType;
    entry.pages = record.numberOfPages;
    entry.recordVerdict = record.reconciliation ?? entry.recordVerdict;
    if ('expiresAt' in record) entry.expiresAt = Date.parse(record.expiresAt);
    const done = record.state === 'READY' || record.state === 'COMPLETED';
    setPhase(entry, record.state, done ? 100 : (record.progress ?? 0));
    entry.waiting = null;
    entry.problem =
      record.state === 'ERROR'
        ? {
            code: 'PROCESSING_FAILED',
            message: record.error ?? `${entry.name} could not be read.`,
            recovery: describeProblem(new ApiError('PROCESSING_FAILED', '', '', 422)).recovery,
          }
        : null;
    this.render(entry);
    if (done && !wasDone) {
      announce(`${entry.name} converted.`);
      this.events.changed();
    }
    if (record.state === 'ERROR') announce(`${entry.name} failed: ${entry.problem?.message ?? ''}`);
  }

  fail(entry: Entry, error: unknown): void {
    entry.problem = describeProblem(error);
    entry.waiting = null;
    setPhase(entry, 'ERROR');
    this.render(entry);
    announce(`${entry.name} failed: ${entry.problem.message}`);
    this.events.changed();
  }

  // ── following scans ───────────────────────────────────────────────────────────────────────

  /** Asks about processing files until none is left; pauses while the server is out of reach. */
  #poll(): void {
    if (this.#polling) return;
    this.#polling = true;
    void (async () => {
      try {
        for (;;) {
          await sleep(Math.max(POLL_INTERVAL_MS, rateLimitWait()));
          await this.connection.whenOnline();
          const waiting = this.entries.filter((e) => e.mode === 'server' && e.uuid && e.phase === 'PROCESSING');
          if (waiting.length === 0) return;
          try {
            const records = await api.status(waiting.map((e) => e.uuid as string));
            this.connection.reached();
            for (const record of records) {
              const entry = waiting.find((e) => e.uuid === record.uuid);
              if (entry) this.apply(entry, record);
            }
          } catch (error) {
            if (isOutage(error)) this.connection.lost();
            else if (error instanceof ApiError && error.code === 'FILE_NOT_FOUND') await this.#findGone(waiting);
            else if (!(error instanceof ApiError && error.code === 'RATE_LIMIT_EXCEEDED')) for (const entry of waiting) this.fail(entry, error);
          }
        }
      } finally {
        this.#polling = false;
      }
    })();
  }

  /** One status call failed for a file the server no longer has: find which, one by one. */
  async #findGone(entries: Entry[]): Promise<void> {
    for (const entry of entries) {
      try {
        const [record] = await api.status([entry.uuid as string]);
        if (record) this.apply(entry, record);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'FILE_NOT_FOUND') {
          this.fail(entry, error);
          if (entry.savedId) await savedFiles.remove(entry.savedId);
        }
      }
    }
  }

  // ── converting in this browser ────────────────────────────────────────────────────────────

  async #pumpLocal(): Promise<void> {
    if (this.#converting) return;
    this.#converting = true;
    try {
      for (let entry = this.#localQueue.shift(); entry; entry = this.#localQueue.shift()) {
        if (this.entries.includes(entry)) await this.#convertLocally(entry);
      }
    } finally {
      this.#converting = false;
    }
  }

  async #convertLocally(entry: Entry): Promise<void> {
    setPhase(entry, 'READING');
    entry.problem = null;
    this.render(entry);
    const abort = new AbortController();
    this.#aborts.set(entry, abort);
    try {
      const engine = await loadEngine();
      const result = await engine.convertInBrowser((entry.bytes as Uint8Array).slice(), {
        ...(entry.password ? { password: entry.password } : {}),
        signal: abort.signal,
        onProgress: (event) => {
          if (event.stage === 'extract' || event.stage === 'ocr') entry.pages = Math.max(entry.pages ?? 0, event.pages);
          setPhase(entry, 'READING', stagePercent(event));
          this.render(entry);
        },
      });
      entry.pdfType = result.pdfType;
      entry.pages = result.numberOfPages;
      entry.original = result.statement as PlainStatement;
      refreshCorrections(entry);
      setPhase(entry, 'READY', 100);
      await this.#save(entry);
      this.render(entry);
      announce(`${entry.name} converted in this browser.`);
      this.events.changed();
    } catch (error) {
      if (abort.signal.aborted) return;
      const code = (error as { code?: string }).code;
      if (code === 'PASSWORD_REQUIRED' || (code === 'INVALID_PASSWORD' && entry.password)) {
        setPhase(entry, 'PASSWORD_REQUIRED');
        entry.problem =
          code === 'INVALID_PASSWORD' ? { code, message: 'The password is incorrect.', recovery: 'Check it (it is the PDF’s password) and try again.' } : null;
        this.render(entry);
        if (code === 'INVALID_PASSWORD') this.#askPasswordAgain(entry);
        return;
      }
      this.fail(entry, error);
    } finally {
      this.#aborts.delete(entry);
    }
  }

  /** A file too large for the server, converted here instead. */
  async convertHere(entry: Entry): Promise<void> {
    if (!entry.bytes) return;
    entry.mode = 'local';
    entry.problem = null;
    setPhase(entry, 'READING');
    this.render(entry);
    this.#localQueue.push(entry);
    await this.#pumpLocal();
  }

  // ── passwords, retry, remove ──────────────────────────────────────────────────────────────

  async setPassword(entry: Entry, password: string): Promise<void> {
    entry.password = password;
    if (entry.mode === 'local') {
      this.#localQueue.push(entry);
      await this.#pumpLocal();
      this.#focusCard(entry);
      return;
    }
    try {
      await api.setPassword(entry.uuid as string, password);
      const [record] = await api.status([entry.uuid as string]);
      if (record) this.apply(entry, record);
      this.events.charged();
      this.#poll();
      announce(`${entry.name} unlocked.`);
      this.#focusCard(entry);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        entry.password = undefined;
        entry.problem = describeProblem(error);
        this.render(entry);
        announce(`Wrong password for ${entry.name}.`);
        this.#askPasswordAgain(entry);
        return;
      }
      if (isOutage(error)) {
        this.connection.lost();
        entry.problem = describeProblem(error);
        this.render(entry);
        return;
      }
      this.fail(entry, error);
    }
  }

  /** After a wrong password: the field emptied (a redraw keeps what is typed) and focused. */
  #askPasswordAgain(entry: Entry): void {
    const field = this.list.querySelector<HTMLInputElement>(`#password-${entry.key}`);
    if (!field) return;
    field.value = '';
    field.focus();
  }

  /** Focus stays with the file whose form just went away: on its Preview button, or the card. */
  #focusCard(entry: Entry): void {
    const card = document.getElementById(`file-${entry.key}`);
    const target = card?.querySelector<HTMLElement>('.actions button') ?? card;
    target?.focus();
  }

  async retry(entry: Entry): Promise<void> {
    if (!entry.bytes) return;
    entry.problem = null;
    if (entry.mode === 'local') {
      this.#localQueue.push(entry);
      await this.#pumpLocal();
      return;
    }
    // A server file that failed is sent again as a new file; the failed one is removed.
    const old = entry.uuid;
    const oldSaved = entry.savedId;
    entry.uuid = null;
    entry.savedId = null;
    setPhase(entry, 'QUEUED');
    this.render(entry);
    if (old) void api.remove(old).catch(() => undefined);
    if (oldSaved) await savedFiles.remove(oldSaved);
    this.#uploadQueue.push(entry);
    this.#pumpUploads();
  }

  async remove(entry: Entry): Promise<void> {
    if (entry.mode === 'server' && entry.uuid) {
      try {
        await api.remove(entry.uuid);
      } catch (error) {
        // Already gone from the server: remove the card all the same.
        if (!(error instanceof ApiError && error.code === 'FILE_NOT_FOUND')) {
          if (isOutage(error)) this.connection.lost();
          entry.problem = { ...describeProblem(error), message: `${entry.name} could not be removed: ${describeProblem(error).message}` };
          this.render(entry);
          return;
        }
      }
    }
    this.#aborts.get(entry)?.abort();
    if (entry.savedId) await savedFiles.remove(entry.savedId);
    const index = this.entries.indexOf(entry);
    if (index >= 0) this.entries.splice(index, 1);
    const card = document.getElementById(`file-${entry.key}`);
    // Keyboard users land on the next card (or the drop zone), not on the page's start.
    const next = (card?.nextElementSibling ?? card?.previousElementSibling) as HTMLElement | null;
    card?.remove();
    (next ?? document.getElementById('drop-zone'))?.focus();
    announce(`${entry.name} removed.`);
    this.events.changed();
  }

  // ── statements and corrections ────────────────────────────────────────────────────────────

  /** The statement as the engine read it: already here for files converted in this browser, fetched once for the server's. */
  async ensureStatement(entry: Entry): Promise<PlainStatement> {
    if (!entry.original) {
      entry.original = await api.statement(entry.uuid as string);
      refreshCorrections(entry);
      this.render(entry);
    }
    return entry.original;
  }

  /** Applies and checks the corrections, redraws the card (before returning to the caller), then keeps them. */
  async setCorrections(entry: Entry, corrections: Correction[]): Promise<void> {
    entry.corrections = corrections;
    refreshCorrections(entry);
    this.render(entry);
    this.events.changed();
    await this.#save(entry);
  }

  /** The categories proposed and chosen (categories.ts), kept with the file like its corrections. */
  async setCategories(entry: Entry, value: { proposals: Record<string, Proposal>; categories: Record<string, string | null> }): Promise<void> {
    entry.proposals = value.proposals;
    entry.categories = value.categories;
    await this.#save(entry);
  }

  // ── keeping the list across reloads ───────────────────────────────────────────────────────

  async #save(entry: Entry): Promise<void> {
    if (entry.mode === 'skipped') return;
    if (entry.mode === 'server' && !entry.uuid) return;
    const id = entry.mode === 'server' ? serverId(entry.uuid as string) : (entry.savedId ?? `local:${++localCounter}`);
    entry.savedId = id;
    const record: SavedFile = { id, kind: entry.mode, name: entry.name, size: entry.size, addedAt: entry.addedAt, corrections: entry.corrections };
    if (entry.categories) record.categories = { proposals: entry.proposals ?? {}, chosen: entry.categories };
    if (entry.bytes) record.bytes = entry.bytes;
    if (entry.uuid) record.uuid = entry.uuid;
    if (entry.mode === 'local' && entry.original) {
      record.statement = entry.original;
      if (entry.pdfType) record.pdfType = entry.pdfType;
      if (entry.pages !== null) record.pages = entry.pages;
    }
    await savedFiles.put(record);
  }

  /**
   * Brings the list back after a reload: the server's live files (signed in: its listing;
   * anonymous: the uuids kept here, asked about one by one) and the files converted here.
   */
  async restore(signedIn: boolean): Promise<void> {
    const saved = await savedFiles.all();
    const restored: Entry[] = [];
    for (const s of saved.filter((x) => x.kind === 'local' && x.statement)) {
      const entry = newEntry({
        name: s.name,
        size: s.size,
        mode: 'local',
        phase: 'READY',
        bytes: s.bytes ?? null,
        savedId: s.id,
        pdfType: s.pdfType ?? null,
        pages: s.pages ?? null,
        original: s.statement ?? null,
        corrections: s.corrections,
        ...savedCategories(s),
        addedAt: s.addedAt,
        progress: 100,
      });
      refreshCorrections(entry);
      restored.push(entry);
    }
    const kept = new Map(saved.filter((x) => x.kind === 'server' && x.uuid).map((x) => [x.uuid as string, x]));
    const fromServer = (record: FileStatus | ListedFile, s: SavedFile | undefined): Entry => {
      const entry = newEntry({
        name: record.filename,
        size: s?.size ?? 0,
        mode: 'server',
        phase: 'QUEUED',
        bytes: s?.bytes ?? null,
        savedId: s?.id ?? null,
        corrections: s?.corrections ?? [],
        ...savedCategories(s),
        addedAt: 'createdAt' in record ? Date.parse(record.createdAt) : (s?.addedAt ?? Date.now()),
      });
      entry.uuid = record.uuid;
      return entry;
    };
    const records: Array<[Entry, FileStatus | ListedFile]> = [];
    if (signedIn) {
      const listed: ListedFile[] = [];
      let cursor: string | null = null;
      do {
        const page = await this.#whenReachable(() => api.list(cursor));
        listed.push(...page.files);
        cursor = page.next;
      } while (cursor && listed.length < MAX_LISTED);
      for (const record of listed) records.push([fromServer(record, kept.get(record.uuid)), record]);
      const live = new Set(listed.map((f) => f.uuid));
      for (const [uuid, s] of kept) if (!live.has(uuid)) await savedFiles.remove(s.id);
    } else {
      for (const [uuid, s] of kept) {
        try {
          const [record] = await this.#whenReachable(() => api.status([uuid]));
          if (record) records.push([fromServer(record, s), record]);
        } catch {
          await savedFiles.remove(s.id);
        }
      }
    }
    // A file dropped while the list was being read may be in it already.
    const present = new Set(this.entries.map((e) => e.uuid).filter((u): u is string => u !== null));
    records.splice(0, records.length, ...records.filter(([entry]) => !present.has(entry.uuid as string)));
    for (const [entry] of records) restored.push(entry);
    restored.sort((a, b) => b.addedAt - a.addedAt);
    this.entries.push(...restored);
    for (const entry of restored) this.render(entry);
    for (const [entry, record] of records) this.apply(entry, record);
    if (restored.length) announce(`${restored.length} file${restored.length === 1 ? '' : 's'} from earlier ${restored.length === 1 ? 'is' : 'are'} listed.`);
    this.#poll();
    this.events.changed();
    // Cards of corrected files (and of files converted before verdicts were kept) need the
    // statement itself to say what holds: fetched one after another, in the background.
    for (const [entry] of records) {
      if (!isConverted(entry) || (entry.corrections.length === 0 && entry.recordVerdict)) continue;
      await this.ensureStatement(entry).catch(() => undefined);
    }
  }

  /** Runs a call, waiting out outages. */
  async #whenReachable<T>(call: () => Promise<T>): Promise<T> {
    for (;;) {
      await this.connection.whenOnline();
      try {
        const result = await call();
        this.connection.reached();
        return result;
      } catch (error) {
        if (!isOutage(error)) throw error;
        this.connection.lost();
      }
    }
  }

  /** Signing out: the account's files leave the page and this browser's storage; files converted here stay. */
  async forgetServerFiles(): Promise<void> {
    for (const entry of this.entries.filter((e) => e.mode !== 'local')) {
      if (entry.savedId) await savedFiles.remove(entry.savedId);
      document.getElementById(`file-${entry.key}`)?.remove();
    }
    this.#uploadQueue.length = 0;
    this.entries.splice(0, this.entries.length, ...this.entries.filter((e) => e.mode === 'local'));
    this.events.changed();
  }

  // ── drawing ───────────────────────────────────────────────────────────────────────────────

  render(entry: Entry, options: { prepend?: boolean } = {}): void {
    if (!this.entries.includes(entry)) return;
    const item = renderCard(entry, this.#actions);
    const existing = document.getElementById(`file-${entry.key}`);
    // Keep focus where it was when the card is redrawn (a button or the password field).
    const focused = existing?.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
    const focusKey =
      focused === existing ? 'card' : focused?.id || focused?.getAttribute('data-format') || focused?.getAttribute('data-action') || focused?.textContent;
    // A redraw (a status or listing answer) must not drop a password half typed into the card.
    for (const input of existing?.querySelectorAll<HTMLInputElement>('input[id]') ?? []) {
      const twin = item.querySelector<HTMLInputElement>(`#${CSS.escape(input.id)}`);
      if (twin && input.value && !twin.value) twin.value = input.value;
    }
    if (existing) existing.replaceWith(item);
    else if (options.prepend) this.list.prepend(item);
    else this.list.append(item);
    if (focused && focusKey) {
      const again =
        focusKey === 'card'
          ? item
          : [...item.querySelectorAll<HTMLElement>('button, input')].find(
              (el) =>
                el.id === focusKey || el.getAttribute('data-format') === focusKey || el.getAttribute('data-action') === focusKey || el.textContent === focusKey,
            );
      (again ?? item).focus();
    }
  }

  /** A short-lived message under a card's buttons (a download that failed), without failing the file. */
  note(entry: Entry, text: string, detail: string): void {
    const card = document.getElementById(`file-${entry.key}`);
    card?.querySelector('.note-error')?.remove();
    card?.append(h('div', { class: 'error note-error', role: 'alert' }, h('strong', {}, text), detail));
  }
}
