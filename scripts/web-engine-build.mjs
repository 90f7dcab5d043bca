// The browser build of the engine (src/web/engine): esbuild options and the OCR files it serves.
// build-web.mjs merges `engineBuildOptions()` into its one esbuild build and calls `copyOcrAssets`.
//
// Layout (all in one folder, the outdir): `engine.js` (what the page imports), `engine-worker.js`
// (the Web Worker the engine runs in), shared chunks beside them (the engine finds its worker and
// `ocr/` relative to its own URL, so chunks must stay at the top of the outdir), and `ocr/`.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** Node-only modules the engine imports, and what the browser build uses instead. */
const ALIASES = {
  'node:os': join(root, 'src/web/engine/shims/os.ts'),
  'fast-csv': join(root, 'src/web/engine/shims/fast-csv.ts'),
};

/**
 * Engine modules with a browser counterpart: an import of `x.ts` resolves to `x.browser.ts` when
 * that file exists beside it (decoded-size, fitid, the tesseract starter).
 */
const browserCounterparts = {
  name: 'browser-counterparts',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.ts$/ }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      const browser = target.replace(/\.ts$/, '.browser.ts');
      return existsSync(browser) ? { path: browser } : undefined;
    });
  },
};

/** The engine's entry points (name → source), for the caller's `entryPoints`. */
export const engineEntryPoints = {
  engine: join(root, 'src/web/engine/index.ts'),
  'engine-worker': join(root, 'src/web/engine/worker.ts'),
};

/** esbuild options the engine needs; `build-web.mjs` adds its own entries to `entryPoints`. */
export function engineBuildOptions(outdir) {
  return {
    entryPoints: { ...engineEntryPoints },
    outdir,
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    legalComments: 'linked',
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

export function copyOcrAssets(outdir) {
  const target = join(outdir, 'ocr');
  mkdirSync(target, { recursive: true });
  for (const [from, name] of ocrAssets()) copyFileSync(from, join(target, name));
}
