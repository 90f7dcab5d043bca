/**
 * Importing the built library loads no canvas, OCR or spreadsheet code until a call needs it.
 * Checked on dist/ (what users get) in a fresh `node` process, whose loader hook and require.cache
 * list every package loaded; the same probe is shown to see these packages once they do load.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PROBE = resolve(import.meta.dirname, 'fixtures/loaded-packages.mjs');
const LIBRARY = resolve(ROOT, 'dist/index.js');
const HEAVY = ['@napi-rs/canvas', 'tesseract.js', 'exceljs'];

function loadedPackages(...args: string[]): string[] {
  return JSON.parse(execFileSync(process.execPath, [PROBE, ...args], { cwd: ROOT, encoding: 'utf8' })) as string[];
}

describe('the built library loads heavy code lazily', () => {
  it('importing dist/index.js loads the PDF reader but no canvas, OCR or spreadsheet package', () => {
    const loaded = loadedPackages(LIBRARY);
    expect(loaded).toContain('unpdf');
    expect(loaded).toContain('decimal.js');
    for (const name of HEAVY) expect(loaded).not.toContain(name);
  });

  it('toXlsx loads exceljs on its first call', () => {
    const loaded = loadedPackages(LIBRARY, 'xlsx', resolve(ROOT, 'corpus/samples/de-soll-haben-001.pdf'));
    expect(loaded).toContain('exceljs');
    expect(loaded).not.toContain('tesseract.js');
  });

  it('the probe sees the OCR and canvas packages when they are imported', () => {
    expect(loadedPackages(LIBRARY, 'import', 'tesseract.js')).toContain('tesseract.js');
    expect(loadedPackages(LIBRARY, 'import', '@napi-rs/canvas')).toContain('@napi-rs/canvas');
  });
});
