// Builds the web app's browser files into dist/web/. This branch holds the engine's part only
// (scripts/web-engine-build.mjs: the engine worker, its chunks and OCR files in dist/web/engine/);
// the page's own build, which bundles src/web/engine/index.ts where the page imports it, runs first.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEngine } from './web-engine-build.mjs';

const outdir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'web');
rmSync(outdir, { recursive: true, force: true });
await buildEngine(outdir);
