/**
 * The one door to the in-browser engine (`src/web/engine/index.ts`, built separately). It is a
 * lazily loaded chunk: the page loads it only when the user turns "Convert in this browser" on.
 * Until that module exists the build stands in an empty one (scripts/build-web.mjs) and
 * `available()` says no, which hides the switch.
 */
import type { Format, PdfType } from '../../wire-types.ts';

export interface LocalConversion {
  pdfType: PdfType;
  numberOfPages: number;
  json: unknown;
}

export interface LocalEngine {
  convertInBrowser(
    pdf: Uint8Array,
    options?: { password?: string; onProgress?: (e: { page: number; pages: number; stage: string }) => void; signal?: AbortSignal },
  ): Promise<LocalConversion>;
  exportLocal(json: unknown, format: Exclude<Format, never>): Promise<{ bytes: Uint8Array; filename: string; type: string }>;
}

/** Set by the build: false when src/web/engine/index.ts was not there to bundle. */
declare const __LOCAL_ENGINE__: boolean;

export function available(): boolean {
  return __LOCAL_ENGINE__;
}

let loading: Promise<LocalEngine> | null = null;

export function loadEngine(): Promise<LocalEngine> {
  // The path is fixed so esbuild bundles it as its own chunk; the build resolves it to a stub when absent.
  loading ??= import('../engine/index.ts' as string).then((module: unknown) => module as LocalEngine);
  return loading;
}
