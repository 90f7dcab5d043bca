/**
 * The web page's files: served with their types, cache rules and security headers; nothing
 * outside the page's directory can be reached, however the path is spelled; the API keeps its 404.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './helpers.ts';
import { answer } from '../helpers/api-answer.ts';

let server: TestServer;
let base: string;
let outside: string;
const SECRET = 'SECRET-OUTSIDE-THE-WEB-ROOT';

beforeAll(async () => {
  outside = mkdtempSync(join(tmpdir(), 'bsc-web-test-'));
  const root = join(outside, 'web');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title><script type="module" src="/assets/app-ABCD1234.js"></script>');
  writeFileSync(join(root, 'assets', 'app-ABCD1234.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'styles.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'engine.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d]));
  symlinkSync(join(outside, 'secret.txt'), join(root, 'assets', 'link.txt'));
  server = await startTestServer({ webRoot: root });
  base = new URL(server.apiUrl).origin;
});
afterAll(async () => {
  await server.stop();
  rmSync(outside, { recursive: true, force: true });
});

/** A raw request: fetch would normalise `..` and encoded dots away before sending. */
function raw(path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the page files', () => {
  it('serves / as the page, with a CSP without inline scripts or styles and the other security headers', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<title>t</title>');
  });

  it('gives hashed assets a year of immutable caching, other files none, each its own type', async () => {
    const hashed = await fetch(`${base}/assets/app-ABCD1234.js`);
    expect(hashed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const css = await fetch(`${base}/assets/styles.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${base}/assets/engine.wasm`)).headers.get('content-type')).toBe('application/wasm');
    const head = await fetch(`${base}/assets/styles.css`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('6');
  });

  it('does not serve the page files to other methods, nor rate-limit them', async () => {
    const post = await fetch(`${base}/index.html`, { method: 'POST' });
    expect(post.status).toBe(404);
    const page = await fetch(`${base}/`);
    expect(page.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('never reaches a file outside the page directory, however the path is spelled', async () => {
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/..\\..\\secret.txt',
      '/assets/link.txt',
      '//etc/passwd',
      '/%00/../secret.txt',
      `/${encodeURIComponent(join(outside, 'secret.txt'))}`,
    ];
    for (const path of attempts) {
      const response = await raw(path);
      expect(response.body, path).not.toContain(SECRET);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
    }
  });

  it('keeps the API 404 for unknown API paths, with the page headers only outside /api (the API’s own, stricter ones inside)', async () => {
    const api = await fetch(`${base}/api/v1/no-such-route`);
    expect(api.status).toBe(404);
    expect((await answer(api)).error).toBe('NOT_FOUND');
    expect(api.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const missing = await fetch(`${base}/no-such-page.html`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
