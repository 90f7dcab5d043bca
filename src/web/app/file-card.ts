/**
 * One file's card: its name, its state in words (for a converted file, the verdict on its
 * numbers, never a bare "Converted"), progress that only moves forward, the problem and what to
 * do about it, and the buttons that fit: Preview, Retry, Remove, the password field, downloads.
 */
import type { ReconciliationStatus } from '../../wire-types.ts';
import { h } from './dom.ts';
import { type Entry, type Phase, isConverted, verdictOf } from './entries.ts';
import { FORMATS, type FormatInfo } from './formats.ts';

export interface CardActions {
  preview(entry: Entry): void;
  retry(entry: Entry): void;
  remove(entry: Entry): void;
  unlock(entry: Entry, password: string): void;
  download(entry: Entry, format: FormatInfo): void;
  /** Offered for a file too large for the server, when this browser can convert it. */
  convertHere?: (entry: Entry) => void;
  /** A shareable copy of the PDF, made in this browser (offered when the page holds the file's bytes). */
  redact?: (entry: Entry) => void;
}

const PHASE_LABELS: Record<Phase, string> = {
  SKIPPED: 'Skipped',
  QUEUED: 'Waiting to upload',
  UPLOADING: 'Uploading',
  CHECKING: 'Reading on the server…',
  READING: 'Reading in this browser…',
  PROCESSING: 'Reading the scan (OCR)…',
  PASSWORD_REQUIRED: 'Password needed',
  READY: 'Converted',
  COMPLETED: 'Converted',
  ERROR: 'Failed',
};

export const VERDICT_LABELS: Record<ReconciliationStatus, string> = { verified: '✓ Verified', unverified: '? Not verified', failed: '✗ Does not add up' };
export const VERDICT_CLASSES: Record<ReconciliationStatus, string> = { verified: 'ok', unverified: 'warn', failed: 'bad' };
/** What each verdict asks of the reader, in a few words. */
export const VERDICT_ADVICE: Record<ReconciliationStatus, string> = {
  verified: 'The printed balances prove these numbers.',
  unverified: 'Nothing proves these numbers: check them before you use them.',
  failed: 'Some numbers do not add up: correct them before you use them.',
};

const elapsed = (since: number): string => {
  const seconds = Math.max(0, Math.round((Date.now() - since) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

function facts(entry: Entry): HTMLElement {
  const items = [
    entry.pdfType === 'IMAGE_BASED' ? 'Scan (IMAGE_BASED)' : entry.pdfType === 'TEXT_BASED' ? 'Text (TEXT_BASED)' : null,
    entry.pages === null ? null : `${entry.pages} page${entry.pages === 1 ? '' : 's'}`,
    entry.mode === 'local' ? 'In this browser' : entry.mode === 'server' ? 'On the server' : null,
    entry.expiresAt ? `kept until ${new Date(entry.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}` : null,
    entry.corrections.length ? `${entry.corrections.length} correction${entry.corrections.length === 1 ? '' : 's'}` : null,
  ].filter((x): x is string => x !== null);
  return h('ul', { class: 'facts' }, ...items.map((text) => h('li', {}, text)));
}

/** The progress of a phase that moves: a bar with its percentage, or an indeterminate one while nothing measures it. */
function progress(entry: Entry): HTMLElement | null {
  const p = entry.phase;
  if (p !== 'UPLOADING' && p !== 'CHECKING' && p !== 'PROCESSING' && p !== 'READING') return null;
  // The server's OCR reports 10% until the first page is recognised: show that it works, not a number that sits.
  const measured = p === 'UPLOADING' || p === 'READING' || (p === 'PROCESSING' && entry.progress > 10);
  const label = `${entry.name}: ${measured ? `${entry.progress}%` : 'working'}`;
  const bar = measured ? h('progress', { max: 100, value: entry.progress, 'aria-label': label }) : h('progress', { 'aria-label': label });
  const text = measured ? `${entry.progress}%` : '';
  return h(
    'div',
    { class: 'progress-line' },
    bar,
    h('span', { class: 'muted' }, text, text ? ' · ' : '', h('span', { class: 'elapsed', 'data-since': entry.phaseSince }, elapsed(entry.phaseSince))),
  );
}

function stateLabel(entry: Entry): HTMLElement {
  if (isConverted(entry)) {
    const verdict = verdictOf(entry);
    if (!verdict) return h('span', { class: 'state' }, 'Converted');
    return h(
      'span',
      { class: `state badge ${VERDICT_CLASSES[verdict.status]}` },
      VERDICT_LABELS[verdict.status],
      entry.corrections.length ? ' · corrected' : '',
    );
  }
  const label = entry.phase === 'UPLOADING' ? `Uploading ${entry.progress}%` : PHASE_LABELS[entry.phase];
  return h('span', { class: 'state' }, label);
}

function passwordForm(entry: Entry, actions: CardActions): HTMLElement {
  const input = h('input', { id: `password-${entry.key}`, type: 'password', required: true, autocomplete: 'off' });
  return h(
    'form',
    {
      class: 'password-form',
      onsubmit: (event: Event) => {
        event.preventDefault();
        actions.unlock(entry, input.value);
      },
    },
    h('label', { for: `password-${entry.key}` }, `Password of ${entry.name}`),
    input,
    h('button', { type: 'submit' }, 'Unlock'),
  );
}

export function renderCard(entry: Entry, actions: CardActions): HTMLElement {
  const id = `file-${entry.key}`;
  const verdict = isConverted(entry) ? verdictOf(entry) : null;
  const item = h(
    'li',
    { id, class: 'file', tabindex: -1, 'data-state': entry.phase, 'data-verdict': verdict?.status, 'aria-labelledby': `${id}-name` },
    h('div', { class: 'file-head' }, h('span', { class: 'file-name', id: `${id}-name` }, entry.name), stateLabel(entry)),
    facts(entry),
  );
  if (verdict) item.append(h('p', { class: 'verdict-reason' }, `${verdict.statusReason} `, h('span', { class: 'muted' }, VERDICT_ADVICE[verdict.status])));
  const bar = progress(entry);
  if (bar) item.append(bar);
  if (entry.waiting) item.append(h('p', { class: 'waiting', role: 'status' }, entry.waiting));
  if (entry.problem) item.append(h('div', { class: 'error', role: 'alert' }, h('strong', {}, entry.problem.message), entry.problem.recovery));
  if (entry.phase === 'PASSWORD_REQUIRED') item.append(passwordForm(entry, actions));

  const buttons: HTMLElement[] = [];
  if (isConverted(entry)) buttons.push(h('button', { type: 'button', onclick: () => actions.preview(entry) }, 'Preview'));
  // Retrying needs the PDF: a file listed from the server but dropped in another browser has none here.
  if (entry.phase === 'ERROR' && entry.bytes !== null)
    buttons.push(h('button', { type: 'button', class: 'secondary', 'data-action': 'retry', onclick: () => actions.retry(entry) }, 'Retry'));
  if (entry.phase === 'SKIPPED' && entry.problem?.code === 'TOO_LARGE' && actions.convertHere && entry.bytes) {
    const convertHere = actions.convertHere;
    buttons.push(h('button', { type: 'button', class: 'secondary', onclick: () => convertHere(entry) }, 'Convert in this browser instead'));
  }
  // Redacting needs the PDF and the in-browser engine; a locked file needs its password first.
  if (actions.redact && entry.bytes && (isConverted(entry) || entry.phase === 'ERROR')) {
    const redact = actions.redact;
    buttons.push(
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          'data-action': 'redact',
          title: 'A copy to share: names, addresses, account numbers and descriptions replaced, dates and amounts kept. Made in this browser.',
          onclick: () => redact(entry),
        },
        'Redact and download',
      ),
    );
  }
  if (entry.phase !== 'UPLOADING' && entry.phase !== 'CHECKING') {
    buttons.push(
      h(
        'button',
        { type: 'button', class: 'secondary', 'data-action': 'remove', 'aria-label': `Remove ${entry.name}`, onclick: () => actions.remove(entry) },
        'Remove',
      ),
    );
  }
  item.append(h('div', { class: 'actions' }, ...buttons));

  if (isConverted(entry)) {
    const downloads = h('div', { class: 'downloads', role: 'group', 'aria-label': `Download ${entry.name}` }, h('span', { class: 'muted' }, 'Download:'));
    for (const format of FORMATS)
      downloads.append(
        h('button', { type: 'button', class: 'secondary', 'data-format': format.id, onclick: () => actions.download(entry, format) }, format.id),
      );
    item.append(downloads);
  }
  return item;
}

/** Moves the elapsed times on without redrawing the cards (a redraw would disturb the keyboard and screen readers). */
export function tickElapsed(root: HTMLElement): void {
  for (const span of root.querySelectorAll<HTMLElement>('.elapsed[data-since]')) span.textContent = elapsed(Number(span.dataset.since));
}
