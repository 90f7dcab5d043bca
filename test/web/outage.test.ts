/**
 * The server goes away while the page works, and comes back: nothing on the page fails. The
 * converted file keeps its card, its buttons and its downloads (made in the page); the scan being
 * read keeps waiting; a file dropped meanwhile waits its turn; a banner says what is going on and
 * when the page asks again. When the server is back (same port, same data) everything carries on:
 * the file is uploaded, the scan finishes, and the page says so.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { download, dropPaths, fileItem, openPage, signIn } from './page-helpers.ts';
import { sample, servedWithChromium } from './serve.ts';

const live = servedWithChromium();
const TEXT = 'uk-paidout-paidin-001.pdf';
const SCAN = 'it-dare-avere-001-scan150.pdf';
const LATE = 'us-checking-signed-001.pdf';

let context: BrowserContext;
let page: Page;
let problems: string[];
beforeAll(async () => {
  context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, problems } = await openPage(context, live.server.url));
  await signIn(page, live.server.apiKey);
});
afterAll(() => context.close());

it('keeps every file through an outage and carries on when the server is back', async () => {
  await dropPaths(page, [sample(TEXT)]);
  const text = fileItem(page, TEXT);
  await expect.poll(() => text.getAttribute('data-state'), { timeout: 30_000 }).toBe('READY');
  // Opened once: the statement is in the page now.
  await text.getByRole('button', { name: 'Preview' }).click();
  await page.waitForSelector('#preview-body tbody tr');

  await dropPaths(page, [sample(`scanned/${SCAN}`)]);
  const scan = fileItem(page, SCAN);
  await expect.poll(() => scan.getAttribute('data-state'), { timeout: 30_000 }).toBe('PROCESSING');
  await live.server.halt();

  await page.waitForSelector('#connection:not([hidden])', { timeout: 30_000 });
  expect(await page.textContent('#connection')).toMatch(/cannot be reached.*asks again in \d+ s/);
  // Nothing failed: the converted file keeps its verdict, buttons and downloads; the scan still waits.
  await new Promise((r) => setTimeout(r, 3000));
  expect(await text.getAttribute('data-state')).toBe('READY');
  expect(await text.getByRole('button', { name: 'Preview' }).count()).toBe(1);
  expect(await scan.getAttribute('data-state')).toBe('PROCESSING');
  expect(await page.locator('.file[data-state="ERROR"]').count()).toBe(0);
  const csv = await download(page, () => text.locator('button[data-format="CSV"]').click());
  expect(csv.name).toBe('uk-paidout-paidin-001.csv');
  expect(csv.bytes.toString('utf8')).toMatch(/^Date,Description,Amount,Balance,Currency\r\n/);

  // A file dropped now waits for the server.
  await dropPaths(page, [sample(LATE)]);
  const late = fileItem(page, LATE);
  await expect.poll(() => late.locator('.waiting').textContent(), { timeout: 15_000 }).toContain('Waiting for the server');
  expect(await late.getAttribute('data-state')).toBe('QUEUED');

  await live.server.resume();
  await page.waitForSelector('#connection', { state: 'hidden', timeout: 60_000 });
  await expect.poll(() => late.getAttribute('data-state'), { timeout: 30_000 }).toBe('READY');
  expect(await late.getAttribute('data-verdict')).toBe('verified');
  // The scan's job went back to the queue when the server stopped; it is read again and finishes.
  await expect.poll(() => scan.getAttribute('data-state'), { timeout: 150_000, interval: 500 }).toBe('COMPLETED');
  expect(await scan.getAttribute('data-verdict')).toMatch(/^(verified|unverified|failed)$/);
  expect(await scan.locator('.verdict-reason').textContent()).not.toBe('');
  expect(problems).toEqual([]);
}, 240_000);
