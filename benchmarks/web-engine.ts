/**
 * Section "Browser engine" of docs/benchmarks.md (`npm run bench:web-engine`): the size of the
 * browser build of the engine (raw and gzip -9, per file) and how long a conversion takes in
 * Debian's Chromium (headless, through playwright-core) against the library in Node on the same
 * bytes: every text sample, and one scan, cold (first use: worker, pdf.js, OCR files) and warm.
 *
 *   tsx benchmarks/web-engine.ts [--runs N]
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { closeOcr, convert } from '../src/index.ts';
import { buildHarness, removeHarness, serveHarness } from '../test/web-engine/harness-server.ts';
import { machine, writeSection } from './report.ts';
// @ts-expect-error: a plain .mjs build script without type declarations.
import { buildEngine } from '../scripts/web-engine-build.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Math.max(1, Number(values.runs));
const SAMPLES = 'corpus/samples';
const TEXT = readdirSync(SAMPLES).filter((n) => n.endsWith('.pdf') && !n.includes('protected'));
const SCAN = 'scanned/us-checking-signed-001-scan200.pdf';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const kb = (n: number) => (n / 1024).toFixed(n < 10_240 ? 1 : 0);

/** The files `npm run build` writes to dist/web/engine (built here into a scratch folder). */
async function sizes(): Promise<{ file: string; raw: number; gzip: number }[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bsc-web-engine-size-'));
  try {
    return filesIn(await buildEngine(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function filesIn(dir: string): { file: string; raw: number; gzip: number }[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.txt'))
    .map((e) => join(e.parentPath, e.name));
  return files
    .map((path) => ({ file: relative(dir, path), raw: statSync(path).size, gzip: gzipSync(readFileSync(path), { level: 9 }).length }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** src/web/engine/index.ts as the page's bundle carries it. */
async function pageSideSize(): Promise<{ raw: number; gzip: number }> {
  const out = await build({ entryPoints: ['src/web/engine/index.ts'], bundle: true, format: 'esm', minify: true, write: false, platform: 'browser' });
  const code = out.outputFiles[0]?.contents ?? new Uint8Array(0);
  return { raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const loadBefore = loadavg()[0] as number;
const pageSide = await pageSideSize();
const dir = await buildHarness();
const server = await serveHarness(dir);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/harness.html`);
  const inBrowser = async (file: string): Promise<number> => {
    await page.setInputFiles('#file', join(SAMPLES, file));
    const started = performance.now();
    const outcome = await page.evaluate(() =>
      (globalThis as unknown as { harness: { convertSelected(): Promise<{ ok: boolean }> } }).harness.convertSelected(),
    );
    if (!outcome.ok) throw new Error(`${file} failed in the browser: ${JSON.stringify(outcome)}`);
    return performance.now() - started;
  };
  const inNode = async (file: string): Promise<number> => {
    const bytes = readFileSync(join(SAMPLES, file));
    const started = performance.now();
    await convert(bytes, { isolate: false });
    return performance.now() - started;
  };

  const coldText = await inBrowser(TEXT[0] as string);
  const text: { file: string; browser: number; node: number }[] = [];
  for (const file of TEXT) {
    const browserMs: number[] = [];
    const nodeMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      browserMs.push(await inBrowser(file));
      nodeMs.push(await inNode(file));
    }
    text.push({ file, browser: median(browserMs), node: median(nodeMs) });
  }
  const coldScan = await inBrowser(SCAN);
  const coldScanNode = await inNode(SCAN);
  const warmScan: number[] = [];
  const warmScanNode: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    warmScan.push(await inBrowser(SCAN));
    warmScanNode.push(await inNode(SCAN));
  }

  const files = await sizes();
  const total = (pick: (f: string) => boolean) =>
    files.filter((f) => pick(f.file)).reduce((s, f) => ({ raw: s.raw + f.raw, gzip: s.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const scripts = total((f) => !f.startsWith('ocr/'));
  const ocr = total((f) => f.startsWith('ocr/'));
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const version = browser.version();

  writeSection(
    'Browser engine',
    `\`npm run bench:web-engine\` (benchmarks/web-engine.ts): ${machine()}, Chromium ${version} headless. Load average (1 min) ${loadBefore.toFixed(1)} before, ${(loadavg()[0] as number).toFixed(1)} after.

The engine worker's build (\`npm run build\` → dist/web/engine/, built the same way here), served at \`/engine/\`. The page bundles the engine's page side (src/web/engine/index.ts: ${kb(pageSide.raw)} KB minified, ${kb(pageSide.gzip)} KB gzipped) and starts the worker when the first PDF arrives; the worker loads pdf.js then, exceljs on the first XLSX download, and \`ocr/\` on the first scanned page.

| file | raw (KB) | gzip -9 (KB) |
|---|---:|---:|
${files.map((f) => `| \`${f.file}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`).join('\n')}
| **scripts (all but ocr/)** | **${kb(scripts.raw)}** | **${kb(scripts.gzip)}** |
| **OCR files** | **${kb(ocr.raw)}** | **${kb(ocr.gzip)}** |

Conversion time, median of ${RUNS} runs (browser: \`convertInBrowser\` in the page's engine worker, timed from the test process; Node: the library's \`convert\` with \`isolate: false\`, in this process):

| statement | browser (ms) | Node (ms) |
|---|---:|---:|
${text.map((t) => `| \`${t.file}\` | ${t.browser.toFixed(0)} | ${t.node.toFixed(0)} |`).join('\n')}
| all ${text.length} text samples | ${sum(text.map((t) => t.browser)).toFixed(0)} | ${sum(text.map((t) => t.node)).toFixed(0)} |
| \`${SCAN}\` (1 page OCR), warm | ${median(warmScan).toFixed(0)} | ${median(warmScanNode).toFixed(0)} |

- First conversion after the page loaded (engine worker and pdf.js fetched and compiled): ${coldText.toFixed(0)} ms for \`${TEXT[0]}\`.
- First scan (tesseract worker, wasm core and English model fetched and started): ${coldScan.toFixed(0)} ms in the browser; ${coldScanNode.toFixed(0)} ms for the first scan in Node (its OCR pool starting).`,
  );
  console.log(
    `scripts ${kb(scripts.raw)} KB raw / ${kb(scripts.gzip)} KB gzip; OCR ${kb(ocr.raw)} / ${kb(ocr.gzip)}; text all ${sum(text.map((t) => t.browser)).toFixed(0)} ms browser vs ${sum(text.map((t) => t.node)).toFixed(0)} ms node; scan warm ${median(warmScan).toFixed(0)} vs ${median(warmScanNode).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.close();
  removeHarness(dir);
  await closeOcr();
}
