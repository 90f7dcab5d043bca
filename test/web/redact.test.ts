/**
 * "Redact and download" and the signs of editing, through the page: a file converted in this
 * browser is redacted in this browser (nothing is uploaded), the copy converts to the same dates
 * and amounts and holds none of the holder's details; the preview shows the authenticity verdict.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { sample, servedWithChromium } from './serve.ts';

const FILE = sample('de-soll-haben-001.pdf');
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

interface Converted {
  transactions: Array<{ date: string; amount: number; balance: number | null; description: string }>;
  metadata: { closingBalance: number | null };
}

/** The built command line's JSON for a file (money as exact JSON numbers). */
function convert(path: string): Converted {
  return JSON.parse(execFileSync(process.execPath, [`${ROOT}bin/bsc.js`, 'convert', path], { encoding: 'utf8' })) as Converted;
}
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
    const copyPath = await download.path();
    expect(readFileSync(copyPath).subarray(0, 5).toString()).toBe('%PDF-');
    const original = convert(FILE);
    const redacted = convert(copyPath);
    const rows = (s: Converted) => s.transactions.map((t) => `${t.date} ${t.amount} ${t.balance}`);
    expect(rows(redacted)).toEqual(rows(original));
    expect(redacted.metadata.closingBalance).toBe(original.metadata.closingBalance);
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
