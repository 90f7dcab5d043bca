/**
 * "Redact and download" and the signs of editing, through the page: a file converted in this
 * browser is redacted in this browser (nothing is uploaded), the copy converts to the same dates
 * and amounts and holds none of the holder's details; the preview shows the authenticity verdict.
 */
import { readFileSync } from 'node:fs';
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { convert } from '../../src/index.ts';
import { sample, servedWithChromium } from './serve.ts';

const FILE = sample('de-soll-haben-001.pdf');
const live = servedWithChromium();

it('redacts in the browser: the copy reads the same, holds no name, and never left the machine; the preview shows the signs of editing', async () => {
  const context = await live.browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(live.server.url);
    await page.getByLabel('API key').fill(live.server.apiKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForSelector('#app:not([hidden])');
    await page.getByLabel('Convert in this browser (the PDF never leaves this machine)').check();
    await page.setInputFiles('#file-input', [FILE]);
    const item = page.locator('.file');
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 60_000 }).toBe('READY');

    await item.getByRole('button', { name: 'Preview' }).click();
    const signs = page.locator('section.authenticity');
    await signs.waitFor({ timeout: 30_000 });
    expect(await signs.locator('[data-verdict]').getAttribute('data-verdict')).toBe('no-signs');
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      item.getByRole('button', { name: 'Redact and download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('de-soll-haben-001-redacted.pdf');
    const copy = readFileSync(await download.path());
    const original = await convert(readFileSync(FILE));
    const redacted = await convert(copy);
    const rows = (s: typeof original) => s.transactions.map((t) => `${t.date} ${t.amount.toString()} ${t.balance?.toString()}`);
    expect(rows(redacted)).toEqual(rows(original));
    expect(redacted.metadata.closingBalance?.toString()).toBe(original.metadata.closingBalance?.toString());
    // The holder's name on the original (a generated sample) is not in the copy's text.
    const firstDescriptionWord = (original.transactions.find((t) => /[A-Za-z]{5,}/.test(t.description))?.description.match(/[A-Za-z]{5,}/) ?? [''])[0];
    expect(redacted.transactions.map((t) => t.description).join(' ')).not.toContain(firstDescriptionWord);

    const pdfHead = readFileSync(FILE).subarray(0, 32).toString('latin1');
    for (const request of requests) {
      const body = request.postDataBuffer();
      if (body) expect(body.toString('latin1')).not.toContain(pdfHead);
    }
  } finally {
    await context.close();
  }
}, 180_000);
