/** The tesseract parameters chosen for bank statements, shared by tesseract.ts (Node) and tesseract.browser.ts. */

/**
 * Which model of @tesseract.js-data/eng: '4.0.0_best_int' (tessdata_best, integerised, LSTM only,
 * 2.9 MB) or '4.0.0' (tessdata "fast" LSTM plus the legacy engine, 10.9 MB). See README for numbers.
 */
export const DEFAULT_MODEL = '4.0.0_best_int';
/** LSTM only: the legacy engine is slower and worse on print. */
export const OEM_LSTM_ONLY = 1;
/**
 * PSM 6 (one uniform block of text) reads a statement table row by row; the default PSM 3 splits
 * the page into column blocks and reads them one after another. Measured in README.
 */
export const PAGE_SEG_MODE = '6';
/**
 * Init-only parameters: they reach tesseract through the config file written before `Init`,
 * which is what createWorker's fourth argument becomes. The word lists "correct" account numbers
 * and amounts towards dictionary words; statements are mostly numbers and names.
 */
export const INIT_CONFIG = { load_system_dawg: '0', load_freq_dawg: '0' } as const;
/** Runtime parameters, set once per worker. Interword spaces are kept so column gaps stay visible in text output. */
export const RUNTIME_PARAMS = { tessedit_pageseg_mode: PAGE_SEG_MODE, preserve_interword_spaces: '1' } as const;
/** A worker starts in ~0.8 s (wasm compile + model load); this only catches one that never answers. */
export const WORKER_START_TIMEOUT_MS = 60_000;

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
