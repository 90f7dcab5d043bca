/**
 * The library's conversion in the calling thread: library options become engine options (bank
 * detection over the registry, a forced profile). The worker threads run this; so does
 * `convert(..., { isolate: false })`.
 */
import { detectBank, getBank, listBanks, toBankHint } from '../banks/index.ts';
import { type EngineConvertOptions, type EngineOcr, convert as convertPdf } from '../engine/convert.ts';
import type { PdfJsFactories } from '../engine/pdf/open.ts';
import { ConversionError } from '../engine/errors.ts';
import type { ProgressEvent, Statement } from '../engine/types.ts';

export interface InThreadOptions {
  password?: string;
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  bank?: string | false;
  ocr?: EngineOcr;
  /** For the browser build (a worker has no DOM document); Node leaves it unset. */
  pdfjsFactories?: PdfJsFactories;
}

export function convertInThread(bytes: Uint8Array, options: InThreadOptions): Promise<Statement> {
  const engineOptions: EngineConvertOptions = {
    ...(options.password !== undefined ? { password: options.password } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.ocr ? { ocr: options.ocr } : {}),
    ...(options.pdfjsFactories ? { pdfjsFactories: options.pdfjsFactories } : {}),
    detectBank: (text) => {
      const found = detectBank(text, options.bank === false ? [] : listBanks());
      return { bank: found.profile ? toBankHint(found.profile) : null, candidates: found.candidates.map(toBankHint) };
    },
  };
  if (typeof options.bank === 'string') {
    const forced = getBank(options.bank);
    if (!forced) return Promise.reject(new ConversionError('UNKNOWN_BANK_PROFILE', `No bank profile has the id "${options.bank}"; see listBanks().`));
    engineOptions.bank = toBankHint(forced);
  }
  return convertPdf(bytes, engineOptions);
}
