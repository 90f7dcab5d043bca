// The browser build of the engine (src/web/engine): its own esbuild build into `<web outdir>/engine/`,
// the folder the page's engine module (src/web/engine/index.ts, bundled by whichever build imports
// it) starts its worker from: `/engine/engine-worker.js`, its chunks beside it, and `ocr/`.
// build-web.mjs calls `buildEngine(outdir)` after the page's build.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The folder under the web outdir, as served at `/engine/` (ENGINE_PATH in src/web/engine/index.ts). */
export const ENGINE_DIR = 'engine';

/** Node-only modules the engine imports, and what the browser build uses instead. */
const ALIASES = {
  'node:os': join(root, 'src/web/engine/shims/os.ts'),
  'fast-csv': join(root, 'src/web/engine/shims/fast-csv.ts'),
};

/**
 * Engine modules with a browser counterpart: an import of `x.ts` resolves to `x.browser.ts` when
 * that file exists beside it (decoded-size, fitid, xlsx-bytes, the tesseract starter).
 */
const browserCounterparts = {
  name: 'browser-counterparts',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/.*\.ts$/ }, (args) => {
      const browser = resolve(args.resolveDir, args.path).replace(/\.ts$/, '.browser.ts');
      return existsSync(browser) ? { path: browser } : undefined;
    });
  },
};

/** esbuild options of the engine worker build; `engineDir` is `<web outdir>/engine`. */
export function engineBuildOptions(engineDir, { minify = true } = {}) {
  return {
    entryPoints: { 'engine-worker': join(root, 'src/web/engine/worker.ts') },
    outdir: engineDir,
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: ['es2022'],
    minify,
    legalComments: 'linked',
    // Fixed entry name: the page starts the worker by this name. Chunks are hashed.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    alias: ALIASES,
    plugins: [browserCounterparts],
    logLevel: 'warning',
  };
}

/** tesseract.js's worker script, the SIMD LSTM core Node uses too, and the best_int English model. */
export function ocrAssets() {
  const tesseract = dirname(require.resolve('tesseract.js/package.json'));
  const core = dirname(require.resolve('tesseract.js-core/package.json'));
  const eng = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return [
    [join(tesseract, 'dist/worker.min.js'), 'worker.min.js'],
    [join(tesseract, 'dist/worker.min.js.LICENSE.txt'), 'worker.min.js.LICENSE.txt'],
    [join(core, 'tesseract-core-simd-lstm.js'), 'tesseract-core-simd-lstm.js'],
    [join(core, 'tesseract-core-simd-lstm.wasm'), 'tesseract-core-simd-lstm.wasm'],
    [join(eng, '4.0.0_best_int/eng.traineddata.gz'), 'eng.traineddata.gz'],
  ];
}

export function copyOcrAssets(engineDir) {
  const target = join(engineDir, 'ocr');
  mkdirSync(target, { recursive: true });
  for (const [from, name] of ocrAssets()) copyFileSync(from, join(target, name));
}

/** Builds the engine worker and copies the OCR files into `<webOutdir>/engine/`. */
export async function buildEngine(webOutdir, options = {}) {
  const engineDir = join(webOutdir, ENGINE_DIR);
  await build(engineBuildOptions(engineDir, options));
  copyOcrAssets(engineDir);
  return engineDir;
}
