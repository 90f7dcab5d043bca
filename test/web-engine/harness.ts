/**
 * Test harness for the browser engine (test/web-engine/engine.test.ts): reads the file chosen in
 * the file input and runs the engine on it. The test drives it through `window.harness`.
 */
import { type ExportFormat, convertInBrowser, exportLocal, proposeLocal } from '../../src/web/engine/index.ts';

interface InputLike {
  files: ArrayLike<{ arrayBuffer(): Promise<ArrayBuffer> }> | null;
  value: string;
}
const element = (id: string) => (globalThis as unknown as { document: { getElementById(id: string): unknown } }).document.getElementById(id);

/** The last successful conversion's json, for the exports. */
let lastJson: unknown = null;

async function convertSelected(): Promise<unknown> {
  const file = (element('file') as InputLike).files?.[0];
  if (!file) throw new Error('no file chosen');
  const password = (element('password') as InputLike).value;
  const progress: { page: number; pages: number; stage: string }[] = [];
  try {
    const result = await convertInBrowser(new Uint8Array(await file.arrayBuffer()), {
      ...(password ? { password } : {}),
      onProgress: (event) => progress.push(event),
    });
    lastJson = result.json;
    return { ok: true, result, stages: [...new Set(progress.map((p) => p.stage))], progress };
  } catch (error) {
    const e = error as { code?: string; message?: string; recovery?: string };
    return { ok: false, error: { code: e.code, message: e.message, recovery: e.recovery } };
  }
}

async function exportLast(format: ExportFormat, categories?: (string | null)[]): Promise<unknown> {
  try {
    const file = await exportLocal(lastJson, format, categories);
    return { ok: true, filename: file.filename, type: file.type, bytes: Array.from(file.bytes) };
  } catch (error) {
    const e = error as { code?: string; message?: string; recovery?: string };
    return { ok: false, error: { code: e.code, message: e.message, recovery: e.recovery } };
  }
}

/** Categories proposed in the engine worker for the last conversion, from a ledger's text. */
async function proposeLast(history: string): Promise<unknown> {
  try {
    return { ok: true, proposals: await proposeLocal(lastJson, history) };
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { ok: false, error: { code: e.code, message: e.message } };
  }
}

(globalThis as unknown as { harness: unknown }).harness = { convertSelected, exportLast, proposeLast, convertInBrowser, exportLocal };
