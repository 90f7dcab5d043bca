/**
 * Whether the server answers. When a call finds it out of reach (or it says it is unavailable),
 * the page does not fail the files it was working on: it shows a banner, asks the server again
 * after 1, 2, 4, 8, 16 and then every 30 seconds (or at once on "Try now"), and everything that
 * waits on `whenOnline()` carries on when it answers.
 */
import { api } from './api.ts';
import { announce, byId, h } from './dom.ts';

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

export class Connection {
  online = true;
  #waiters: Array<() => void> = [];
  #delay = FIRST_DELAY_MS;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #countdown: ReturnType<typeof setInterval> | null = null;
  #nextAt = 0;
  readonly #back: Array<() => void> = [];

  /** Called when the server answers again after an outage. */
  onBack(listener: () => void): void {
    this.#back.push(listener);
  }

  whenOnline(): Promise<void> {
    return this.online ? Promise.resolve() : new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** A call failed for want of the server: start probing (once). */
  lost(): void {
    if (!this.online) return;
    this.online = false;
    this.#delay = FIRST_DELAY_MS;
    announce('The server cannot be reached. The page keeps trying.');
    this.#schedule();
  }

  /** Any call that got an answer proves the server is back. */
  reached(): void {
    if (this.online) return;
    this.online = true;
    this.#clear();
    byId('connection').hidden = true;
    announce('The server answers again.');
    for (const resolve of this.#waiters.splice(0)) resolve();
    for (const listener of this.#back) listener();
  }

  #clear(): void {
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#countdown) clearInterval(this.#countdown);
    this.#timer = null;
    this.#countdown = null;
  }

  #schedule(): void {
    this.#clear();
    this.#nextAt = Date.now() + this.#delay;
    this.#render();
    this.#countdown = setInterval(() => this.#render(), 1_000);
    this.#timer = setTimeout(() => void this.#probe(), this.#delay);
    this.#delay = Math.min(MAX_DELAY_MS, this.#delay * 2);
  }

  async #probe(): Promise<void> {
    this.#clear();
    byId('connection-text').textContent = 'The server cannot be reached. Asking it again now…';
    try {
      await api.session();
      this.reached();
    } catch {
      this.#schedule();
    }
  }

  #render(): void {
    const banner = byId('connection');
    banner.hidden = false;
    const seconds = Math.max(0, Math.ceil((this.#nextAt - Date.now()) / 1000));
    byId('connection-text').textContent = `The server cannot be reached. Your files are kept; the page asks again in ${seconds} s.`;
    if (!banner.querySelector('button')) {
      banner.append(h('button', { type: 'button', class: 'secondary', onclick: () => void this.#probe() }, 'Try now'));
    }
  }
}
