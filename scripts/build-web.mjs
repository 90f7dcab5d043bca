// Builds the web app's browser files into dist/web/ with one esbuild build. This branch holds the
// engine's part only (scripts/web-engine-build.mjs); the page's own entries join `entryPoints`.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { copyOcrAssets, engineBuildOptions } from './web-engine-build.mjs';

const outdir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'web');
rmSync(outdir, { recursive: true, force: true });
await build(engineBuildOptions(outdir));
copyOcrAssets(outdir);
