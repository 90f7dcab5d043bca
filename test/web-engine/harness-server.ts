/**
 * Builds the browser engine with its test harness into a temporary folder (the engine exactly
 * as `npm run build` makes it) and serves it on loopback with the page's CSP,
 * recording every request the browser makes.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'esbuild';
// @ts-expect-error: a plain .mjs build script without type declarations.
import { buildEngine } from '../../scripts/web-engine-build.mjs';

/** The Content-Security-Policy the real page sends. */
export const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self' blob:; img-src 'self' blob: data:; style-src 'self'; connect-src 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.gz': 'application/octet-stream',
  '.txt': 'text/plain; charset=utf-8',
};

export interface SeenRequest {
  method: string;
  url: string;
  bodyBytes: number;
}

export interface HarnessServer {
  url: string;
  /** Every request received, in order. */
  requests: SeenRequest[];
  close(): Promise<void>;
}

/** The harness page at the root (as the real page is), the engine in `engine/` as `npm run build` makes it. */
export async function buildHarness(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bsc-web-engine-'));
  const minify = !process.env.BSC_DEBUG_BUILD;
  await buildEngine(dir, { minify });
  await build({
    entryPoints: { harness: resolve(import.meta.dirname, 'harness.ts') },
    outdir: dir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify,
    logLevel: 'warning',
  });
  copyFileSync(resolve(import.meta.dirname, 'harness.html'), join(dir, 'harness.html'));
  return dir;
}

export async function serveHarness(dir: string): Promise<HarnessServer> {
  const requests: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', bodyBytes });
      const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
      const isFile = path.startsWith(dir) && statSync(path, { throwIfNoEntry: false })?.isFile();
      if (req.method !== 'GET' || !isFile) {
        res.writeHead(req.method === 'GET' ? 404 : 405).end();
        return;
      }
      res.writeHead(200, {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(readFileSync(path));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export function removeHarness(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
