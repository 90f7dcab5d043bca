/**
 * The library's conversion in the calling thread: library options become engine options (bank
 * detection over the registry, a forced profile). The worker threads run this; so does
 * `convert(..., { isolate: false })`.
 */
import {
  type BankProfile,
  type Detection,
  MIN_DETECTION_SCORE,
  detectBank,
  getBank,
  isCallerBank,
  listBanks,
  toBankHint,
  useCallerBanks,
} from '../banks/index.ts';
import { type Analysis, type EngineConvertOptions, type EngineOcr, analyse as analysePdf, convert as convertPdf } from '../engine/convert.ts';
import type { PdfJsFactories } from '../engine/types.ts';
import type { RedactionResult } from '../engine/redact/redact.ts';
import { ConversionError } from '../engine/errors.ts';
import type { BankDetectionReport, ProgressEvent, Statement } from '../engine/types.ts';

export interface InThreadOptions {
  password?: string;
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  bank?: string | false;
  /** The caller's data-only profiles, sent along to a worker thread (which has its own registry). */
  profiles?: BankProfile[];
  ocr?: EngineOcr;
  /** For the browser build (a worker has no DOM document); Node leaves it unset. */
  pdfjsFactories?: PdfJsFactories;
}

export async function convertInThread(bytes: Uint8Array, options: InThreadOptions): Promise<Statement> {
  return convertPdf(bytes, engineOptionsFor(options));
}

/** `inspect` plus, for a text PDF, the statement without OCR: one opening, one extraction (the service's upload). */
export async function analyseInThread(bytes: Uint8Array, options: Omit<InThreadOptions, 'ocr'>): Promise<Analysis> {
  return analysePdf(bytes, { ...engineOptionsFor(options), pageSizes: true });
}

export interface RedactInThreadOptions {
  password?: string;
  keepDescriptions?: boolean;
  /** The statement read from the same bytes, when the caller has it; otherwise it is read here (text pages only). */
  statement?: Statement | null;
  ocr?: EngineOcr;
  key?: Uint8Array;
  pdfjsFactories?: PdfJsFactories;
}

/** The words of the bank profiles: names, detection names and phrases, column and balance labels (kept by redaction). */
export function profileWords(banks: readonly BankProfile[]): string[] {
  const out: string[] = [];
  const strings = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) for (const item of value) strings(item);
    else if (value && typeof value === 'object' && !(value instanceof RegExp)) for (const item of Object.values(value)) strings(item);
  };
  for (const bank of banks) {
    strings([bank.name, bank.aliases ?? [], bank.detect.names ?? [], bank.detect.phrases ?? [], bank.detect.bics ?? [], bank.detect.domains ?? []]);
    const { skipLines: _skip, skipBlocks: _blocks, ...labels } = bank.statement as unknown as Record<string, unknown>;
    strings(labels);
  }
  return out.flatMap((s) => s.split(/[\s/]+/)).filter((w) => w.length > 1);
}

/**
 * Redaction in the calling thread (the library's `redact`, the browser's engine worker): the
 * statement read first tells descriptions from other text, the bank profiles' words are kept.
 */
export async function redactInThread(bytes: Uint8Array, options: RedactInThreadOptions): Promise<RedactionResult> {
  let statement = options.statement ?? null;
  if (options.statement === undefined) {
    try {
      statement = await convertPdf(bytes, {
        ...engineOptionsFor({
          ...(options.password !== undefined ? { password: options.password } : {}),
          ...(options.pdfjsFactories ? { pdfjsFactories: options.pdfjsFactories } : {}),
        }),
        ...(options.ocr ? { ocr: options.ocr } : {}),
      });
    } catch {
      // A file the converter cannot read may still be redacted (that is when it is shared most);
      // password and format errors come again, with their codes, from the redaction itself.
      statement = null;
    }
  }
  // Loaded when first used: pdf-lib and the content-stream code are not needed to convert.
  const { redactPdf } = await import('../engine/redact/redact.ts');
  const keepWords = profileWords(listBanks());
  if (statement?.metadata.bank && statement.metadata.bank !== 'Unknown') keepWords.push(...statement.metadata.bank.split(/\s+/));
  return redactPdf(bytes, {
    ...(options.password !== undefined ? { password: options.password } : {}),
    keepDescriptions: options.keepDescriptions === true,
    keepWords,
    descriptionWords: statement ? statement.transactions.map((t) => t.description) : [],
    moneyFigures: statement ? moneyFiguresOf(statement) : [],
    ...(options.ocr ? { ocr: options.ocr } : {}),
    ...(options.key ? { key: options.key } : {}),
    ...(options.pdfjsFactories ? { pdfjsFactories: options.pdfjsFactories } : {}),
  });
}

/** Library options as the engine takes them: bank detection over the registry, or the forced profile. */
function engineOptionsFor(options: InThreadOptions): EngineConvertOptions {
  if (options.profiles) useCallerBanks(options.profiles);
  const engineOptions: EngineConvertOptions = {
    ...(options.password !== undefined ? { password: options.password } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.ocr ? { ocr: options.ocr } : {}),
    ...(options.pdfjsFactories ? { pdfjsFactories: options.pdfjsFactories } : {}),
    detectBank: (text) => {
      const profiles = options.bank === false ? [] : listBanks();
      const found = detectBank(text, profiles, isCallerBank);
      return { bank: found.profile ? toBankHint(found.profile) : null, candidates: found.candidates.map(toBankHint), report: detectionReport(profiles, found) };
    },
  };
  if (typeof options.bank === 'string') {
    const forced = getBank(options.bank);
    if (!forced) throw new ConversionError('UNKNOWN_BANK_PROFILE', `No bank profile has the id "${options.bank}"; see listBanks().`);
    engineOptions.bank = toBankHint(forced);
  }
  return engineOptions;
}

/** The scores behind a detection, in words (`bsc inspect --explain`). */
function detectionReport(profiles: BankProfile[], found: Detection): BankDetectionReport {
  const scores = found.scores.slice(0, REPORTED_SCORES).map((s) => ({ id: s.profile.id, score: s.score, matched: s.matched, own: isCallerBank(s.profile) }));
  const chosen = found.profile;
  const reason = chosen
    ? `${chosen.id} scored ${found.score}${isCallerBank(chosen) ? ', and it is one of your own profiles, which outrank the built-in ones' : ', more than any other profile'}`
    : found.candidates.length > 1
      ? `${found.candidates.map((c) => c.id).join(', ')} tied at ${found.score}: the generic reader was used`
      : profiles.length === 0
        ? 'detection was off (bank: false)'
        : `no profile found a name, BIC, domain or letterhead of its bank (needs a score of ${MIN_DETECTION_SCORE}): the generic reader was used`;
  return { chosen: chosen?.id ?? null, reason, scores };
}

/** Profiles shown in a detection report: the best few are what a reader of it wants. */
const REPORTED_SCORES = 8;

/** Every amount and balance the statement holds, as decimal strings. */
function moneyFiguresOf(statement: Statement): string[] {
  const { openingBalance, closingBalance } = statement.metadata;
  return [
    ...statement.transactions.flatMap((t) => [t.amount.toFixed(), ...(t.balance ? [t.balance.toFixed()] : [])]),
    ...[openingBalance, closingBalance].flatMap((b) => (b ? [b.toFixed()] : [])),
  ];
}
