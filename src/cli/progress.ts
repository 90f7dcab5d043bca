/**
 * Progress of one file on standard error: the text pages read, and for scanned pages the share
 * recognised so far, as OCR advances (a page takes seconds), with the time elapsed. On a terminal
 * one line is rewritten in place; elsewhere (`--progress` into a log) a line is added per tenth and per page done.
 */
import type { ProgressEvent } from '../index.ts';

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface ProgressLine {
  onProgress(event: ProgressEvent): void;
  /** Removes the rewritten line (terminal) before the file's result is printed. */
  clear(): void;
}

/** Steps at which a non-terminal gets a line: every 10 %, so a log is not flooded. */
const LOG_STEP_PERCENT = 10;

export function progressLine(label: string, stream: ProgressStream, options: { enabled: boolean; showPages?: boolean; now?: () => number }): ProgressLine {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const reading = new Map<number, number>();
  const tty = stream.isTTY === true;
  let shown = false;
  let lastLogged = { percent: -1, pagesDone: -1 };

  const show = (text: string, percent: number, pagesDone: number) => {
    if (tty) {
      stream.write(`\r\x1b[K${label}: ${text}`);
      shown = true;
    } else if (Math.floor(percent / LOG_STEP_PERCENT) > Math.floor(lastLogged.percent / LOG_STEP_PERCENT) || pagesDone !== lastLogged.pagesDone) {
      stream.write(`${label}: ${text}\n`);
      lastLogged = { percent, pagesDone };
    }
  };
  const elapsed = () => `${((now() - started) / 1000).toFixed(1)} s`;

  return {
    onProgress(event) {
      if (!options.enabled) return;
      if (event.stage === 'extract' && options.showPages && tty) show(`page ${event.pagesDone}/${event.pagesTotal}`, 0, 0);
      if (event.stage !== 'ocr' || event.pagesTotal === 0) return;
      if (event.page !== undefined) {
        if (event.pageProgress === undefined) reading.delete(event.page);
        else reading.set(event.page, Math.min(1, Math.max(reading.get(event.page) ?? 0, event.pageProgress)));
      }
      const partial = [...reading.values()].reduce((a, b) => a + b, 0);
      const percent = Math.min(100, Math.floor(((event.pagesDone + partial) / event.pagesTotal) * 100));
      show(`OCR ${percent}%, ${event.pagesDone}/${event.pagesTotal} page${event.pagesTotal === 1 ? '' : 's'} done, ${elapsed()}`, percent, event.pagesDone);
    },
    clear() {
      if (tty && shown) stream.write('\r\x1b[K');
      shown = false;
    },
  };
}
