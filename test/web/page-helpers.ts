/**
 * What the browser tests do again and again: open the page watching for script errors and CSP
 * violations, sign in, drop files the way a browser does, find a file's card, catch a download,
 * and ask the API (with the key, from the test) what it holds.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Served } from './serve.ts';

/** A page that records CSP violations and script errors; both must stay empty. */
export async function openPage(context: BrowserContext, url: string): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Failed requests are the tests' own doing (a wrong key, a server stopped on purpose).
    if (message.type() === 'error' && !/status of [45]\d\d|ERR_CONNECTION_REFUSED|Failed to load resource/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(url);
  return { page, problems };
}

export async function signIn(page: Page, apiKey: string): Promise<void> {
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForSelector('#app:not([hidden])');
}

/** Drops files on the drop zone the way a browser does (a drop event carrying a DataTransfer). */
export async function drop(page: Page, files: Array<{ name: string; bytes: Buffer; type?: string }>): Promise<void> {
  const payload = files.map((f) => ({ name: f.name, type: f.type ?? 'application/pdf', data: f.bytes.toString('base64') }));
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, payload);
  await page.dispatchEvent('#drop-zone', 'drop', { dataTransfer: transfer });
}

export const dropPaths = (page: Page, paths: string[]) =>
  drop(
    page,
    paths.map((path) => ({ name: path.split('/').pop() as string, bytes: readFileSync(path) })),
  );

export const fileItem = (page: Page, name: string) =>
  page.locator('.file', { has: page.locator('.file-name', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });

export async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  // A loaded CI machine (two cores, other suites beside this one) can take far longer than
  // Playwright's default 30 s to make a file in the page's engine worker.
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: readFileSync(path) };
}

/** The caller's files as the API lists them (the test holds the key; the page never does). */
export async function listed(server: Served): Promise<Array<{ uuid: string; filename: string; state: string; reconciliation?: { status: string } }>> {
  const response = await fetch(`${server.url}api/v1/bank-statement?limit=100`, { headers: { Authorization: `Bearer ${server.apiKey}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { files: Array<{ uuid: string; filename: string; state: string }> }).files;
}

export async function uuidOf(server: Served, filename: string): Promise<string> {
  const file = (await listed(server)).find((f) => f.filename === filename);
  expect(file, `${filename} is on the server`).toBeDefined();
  return file?.uuid as string;
}

export async function apiConvert(server: Served, body: { uuid: string } | { uuids: string[] }, query: string): Promise<Response> {
  const response = await fetch(`${server.url}api/v1/bank-statement/convert?${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${server.apiKey}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response;
}
