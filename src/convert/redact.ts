/**
 * `redact`: the library's redaction around the engine's (`src/engine/redact/`). It reads the
 * original first (to know its descriptions and bank), keeps the words of every bank profile, and
 * gives scanned pages to the shared OCR pool. Runs in the calling thread.
 */
import { listBanks } from '../banks/index.ts';
import type { BankProfile } from '../banks/define-bank.ts';
import { type RedactionReport, type RedactionResult, redactPdf } from '../engine/redact/redact.ts';
import type { Statement } from '../engine/types.ts';
import { type ConvertOptions, convert, sharedOcrForRedaction } from './one.ts';

export type { RedactionReport, RedactionResult };

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

function strings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object' && !(value instanceof RegExp)) for (const item of Object.values(value)) strings(item, out);
}

/** The words of the bank profiles: names, detection names and phrases, column and balance labels. */
export function profileWords(banks: readonly BankProfile[]): string[] {
  const out: string[] = [];
  for (const bank of banks) {
    strings([bank.name, bank.aliases ?? [], bank.detect.names ?? [], bank.detect.phrases ?? [], bank.detect.bics ?? [], bank.detect.domains ?? []], out);
    const { skipLines: _skip, skipBlocks: _blocks, ...labels } = bank.statement as unknown as Record<string, unknown>;
    strings(labels, out);
  }
  return out.flatMap((s) => s.split(/[\s/]+/)).filter((w) => w.length > 1);
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
  const descriptionWords = statement ? statement.transactions.map((t) => t.description) : [];
  const keepWords = profileWords(listBanks());
  if (statement?.metadata.bank && statement.metadata.bank !== 'Unknown') keepWords.push(...statement.metadata.bank.split(/\s+/));
  const ocr = sharedOcrForRedaction(options.ocr);
  return redactPdf(bytes, {
    ...(options.password !== undefined ? { password: options.password } : {}),
    keepDescriptions: options.keepDescriptions === true,
    keepWords,
    descriptionWords,
    ...(ocr ? { ocr } : {}),
    ...(options.key ? { key: options.key } : {}),
  });
}
