/**
 * `redact`: the library's redaction around the engine's (`src/engine/redact/`). It reads the
 * original first (to know its descriptions and bank), keeps the words of every bank profile, and
 * gives scanned pages to the shared OCR pool. Runs in the calling thread.
 */
import type { RedactionReport, RedactionResult } from '../engine/redact/redact.ts';
import type { Statement } from '../engine/types.ts';
import { profileWords, redactInThread } from './in-thread.ts';
import { type ConvertOptions, convert, sharedOcrForRedaction } from './one.ts';

export type { RedactionReport, RedactionResult };
export { profileWords };

export interface RedactLibraryOptions {
  password?: string | undefined;
  /** Keep payees and descriptions as printed (identifiers in them are still replaced). */
  keepDescriptions?: boolean | undefined;
  /** OCR for scanned pages, as for `convert`: the shared pool by default, `false` refuses scans. */
  ocr?: ConvertOptions['ocr'];
  /** The statement already converted from the same bytes, when the caller has it (saves reading it again). */
  statement?: Statement | undefined;
  /** Budget for reading the original (as `convert`'s `timeoutMs`). */
  timeoutMs?: number | undefined;
  /**
   * The key the fakes are drawn with (32 random bytes by default, new for every call). Pass one
   * only for repeatable output in tests: whoever holds the key can test guesses of the originals.
   */
  key?: Uint8Array | undefined;
}

/**
 * A copy of a statement PDF that can be shared: names, addresses, account, IBAN, card, sort-code
 * and reference numbers and descriptions replaced in the page content by fake values of the same
 * shape (the same original always by the same fake), dates and money kept; metadata,
 * attachments, annotations and history dropped. Scanned pages are rasterised with every word OCR
 * found that is not a date, an amount or a label boxed out. Rejects with a ConversionError
 * (NOT_A_PDF, CORRUPT_PDF, PASSWORD_REQUIRED, INVALID_PASSWORD, REDACTION_UNSUPPORTED, FILE_TOO_LARGE).
 * @example
 * const { pdf, report } = await redact(await readFile('march.pdf'));
 * await writeFile('march-redacted.pdf', pdf);
 */
export async function redact(bytes: Uint8Array, options: RedactLibraryOptions = {}): Promise<RedactionResult> {
  let statement = options.statement ?? null;
  if (!statement) {
    try {
      statement = await convert(bytes, {
        ...(options.password !== undefined ? { password: options.password } : {}),
        ...(options.ocr !== undefined ? { ocr: options.ocr } : {}),
        ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      });
    } catch (error) {
      // A file the converter cannot read may still be redacted (that is when it is shared most);
      // password and format errors come again, with their codes, from the redaction itself.
      const code = (error as { code?: string }).code;
      if (code === 'TIMEOUT' || code === 'ABORTED') throw error;
      statement = null;
    }
  }
  const ocr = sharedOcrForRedaction(options.ocr);
  return redactInThread(bytes, {
    ...(options.password !== undefined ? { password: options.password } : {}),
    keepDescriptions: options.keepDescriptions === true,
    statement,
    ...(ocr ? { ocr } : {}),
    ...(options.key ? { key: options.key } : {}),
  });
}
