#!/usr/bin/env node
/**
 * Builds the web page into dist/web/: one esbuild run over src/web/app/main.ts (ESM, code
 * splitting, minified, content-hashed names), then index.html with the hashed entry names.
 * Lazy chunks (pdf.js for the source view, the in-browser engine) come out of the same run.
 *
 * The in-browser engine's worker, its chunks and OCR files are built after the page by
 * scripts/web-engine-build.mjs into dist/web/engine/ (served at /engine/).
 * To add files the page needs at run time, add one entry to COPIES.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildEngine } from './web-engine-build.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP = join(ROOT, 'src/web/app');
const OUT = join(ROOT, 'dist/web');
const ENGINE = join(ROOT, 'src/web/engine/index.ts');

/** [source, destination under dist/web/]: copied as they are after the bundle. */
const COPIES = [];

/**
 * Until the in-browser engine exists (src/web/engine/index.ts), its dynamic import resolves to
 * an empty module and __LOCAL_ENGINE__ is false, so the page hides the switch.
 */
const engineFallback = {
  name: 'engine-fallback',
  setup(b) {
    b.onResolve({ filter: /engine\/index\.ts$/ }, (args) => {
      const path = resolve(args.resolveDir, args.path);
      if (path === ENGINE && !existsSync(ENGINE)) return { path: 'missing-engine', namespace: 'engine-fallback' };
      return undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'engine-fallback' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

export async function buildWeb({ outdir = OUT, minify = true } = {}) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [join(APP, 'main.ts')],
    outdir: join(outdir, 'assets'),
    bundle: true,
    format: 'esm',
    splitting: true,
    minify,
    platform: 'browser',
    target: ['chrome120', 'firefox121', 'safari17'],
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'linked',
    logLevel: 'warning',
    define: { __LOCAL_ENGINE__: String(existsSync(ENGINE)) },
    plugins: [engineFallback],
    loader: { '.wasm': 'file', '.traineddata': 'file' },
  });
  const outputs = Object.entries(result.metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint?.endsWith('src/web/app/main.ts') && !o.entryPoint.includes('css'));
  const script = outputs.find(([file, o]) => file.endsWith('.js') && o.entryPoint)?.[0];
  const styles = entry?.[1].cssBundle ?? outputs.find(([file]) => file.endsWith('.css'))?.[0];
  if (!script || !styles) throw new Error('build-web: esbuild produced no entry script or stylesheet');
  const url = (file) => `/${relative(outdir, resolve(ROOT, file)).split('\\').join('/')}`;
  const html = readFileSync(join(APP, 'index.html'), 'utf8').replace('%SCRIPT%', url(script)).replace('%STYLES%', url(styles));
  writeFileSync(join(outdir, 'index.html'), html);
  for (const [from, to] of COPIES) cpSync(resolve(ROOT, from), join(outdir, to), { recursive: true });
  return result.metafile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildWeb();
  await buildEngine(OUT);
}
