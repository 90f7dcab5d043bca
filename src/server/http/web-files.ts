/**
 * The built web page (`dist/web/`) as a fixed table of URL path → file, listed once when the
 * server starts. Only listed files are ever read, so no request path (`..`, encoded slashes,
 * NUL bytes, symlinks out of the directory) can reach anything else: traversal is impossible by
 * construction, not by filtering.
 */
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extname, join, relative, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.gz': 'application/gzip',
  '.traineddata': 'application/octet-stream',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
};

/** esbuild's `[name]-[hash]` names: 8 characters of base32 before the extension. */
const HASHED_NAME = /-[A-Z0-9]{8}\.[a-z0-9.]+$/;

export interface WebFile {
  path: string;
  type: string;
  bytes: number;
  /** Content-hashed name: may be cached for a year. */
  immutable: boolean;
}

/**
 * `dist/web/` of this package (built by `scripts/build-web.mjs`), from either `src/` or `dist/`
 * (both sit three levels below the package root); null when the page was not built.
 */
export function defaultWebRoot(): string | null {
  const root = fileURLToPath(new URL('../../../dist/web/', import.meta.url));
  return existsSync(join(root, 'index.html')) ? root : null;
}

/** Every regular file under `root` (symlinks followed only when they stay inside it). */
export function listWebFiles(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  const realRoot = realpathSync(root);
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue;
      const path = join(dir, name);
      const real = realpathSync(path);
      if (real !== realRoot && !real.startsWith(realRoot + sep)) continue;
      const info = statSync(real);
      if (info.isDirectory()) walk(path);
      else if (info.isFile()) {
        const url = `/${relative(root, path).split(sep).join('/')}`;
        files.set(url, {
          path: real,
          type: TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream',
          bytes: info.size,
          immutable: HASHED_NAME.test(name),
        });
      }
    }
  };
  walk(root);
  const index = files.get('/index.html');
  if (index) files.set('/', index);
  return files;
}
