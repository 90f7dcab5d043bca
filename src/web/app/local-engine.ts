/**
 * The one door to the in-browser engine (`src/web/engine/index.ts`, built separately). It is a
 * lazily loaded chunk: the page loads it the first time it converts a file in this browser or
 * makes a download (downloads are made by the library's exporters in the engine's worker, from
 * the statement the page holds, corrections included). Until that module exists the build stands
 * in an empty one (scripts/build-web.mjs) and `available()` says no: the switch is hidden, and
 * downloads come from the server as it converted them.
 */
import type { PdfType } from '../../wire-types.ts';

export interface LocalConversion {
  pdfType: PdfType;
  numberOfPages: number;
  json: unknown;
  /** The statement in the library's own form (`serializeStatement`, parsed). */
  statement: unknown;
}

export type ExportOptions = Record<string, Record<string, unknown> | undefined>;

/** What redaction replaced, counted by kind (never the values). */
export interface RedactionSummary {
  replaced: Record<string, number>;
  distinct: Record<string, number>;
  keptDescriptionWords: number;
  unchanged: number;
  pagesRasterised: number;
  glyphsRemoved: number;
  removed: Record<string, boolean | number>;
}

export interface CategoryProposal {
  category: string | null;
  categoryConfidence: number;
  categoryReason: string;
}

export interface LocalEngine {
  convertInBrowser(
    pdf: Uint8Array,
    options?: { password?: string; onProgress?: (e: { page: number; pages: number; stage: string }) => void; signal?: AbortSignal },
  ): Promise<LocalConversion>;
  /** `categories`: the user's choice per row of the statement (null: none). */
  exportStatement(statement: unknown, format: string, options?: ExportOptions, categories?: (string | null)[]): Promise<Uint8Array>;
  exportLedger(
    statements: Array<{ source: string; statement: unknown; categories?: (string | null)[] }>,
    format: string,
    options?: ExportOptions,
  ): Promise<Uint8Array>;
  /** Categories proposed in this browser from the user's ledger text, one per row of the statement. */
  proposeCategories(statement: unknown, history: string): Promise<CategoryProposal[]>;
  /** A copy of the PDF that can be shared (the library's `redact`), made in this browser, with what was replaced counted by kind. */
  redactInBrowser(pdf: Uint8Array, options?: { password?: string; keepDescriptions?: boolean }): Promise<{ pdf: Uint8Array; report: RedactionSummary }>;
  warmUp(): void;
}

/** Set by the build: false when src/web/engine/index.ts was not there to bundle. */
declare const __LOCAL_ENGINE__: boolean;

export function available(): boolean {
  return __LOCAL_ENGINE__;
}

let loading: Promise<LocalEngine> | null = null;

export function loadEngine(): Promise<LocalEngine> {
  // The path is fixed so esbuild bundles it as its own chunk; the build resolves it to a stub when absent.
  loading ??= import('../engine/index.ts' as string).then(
    (module: unknown) => module as LocalEngine,
    (error: unknown) => {
      // Not kept: a chunk that failed to load (the server was away) is fetched again next time.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Loads the engine and starts its worker in the background, ready for downloads. */
export function warmEngine(): void {
  if (!available()) return;
  loadEngine()
    .then((engine) => engine.warmUp())
    .catch(() => undefined);
}

/**
 * The engine's stages as one rising percentage: opening 0–3, the text layer 3–15, OCR 15–95 (in
 * proportion to the pages recognised), parsing 95–99. Stages restart their own page count, so a
 * plain page/pages would jump back when OCR starts.
 */
export function stagePercent(event: { stage: string; page: number; pages: number }): number {
  const share = event.pages > 0 ? Math.min(1, Math.max(0, event.page / event.pages)) : 0;
  switch (event.stage) {
    case 'open':
      return 1;
    case 'extract':
      return 3 + Math.round(12 * share);
    case 'ocr':
      return 15 + Math.round(80 * share);
    case 'parse':
      return 96;
    case 'done':
      return 100;
    default:
      return 0;
  }
}
