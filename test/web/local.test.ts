/**
 * "Convert in this browser" through the page: the switch on, a dropped PDF is converted by the
 * in-browser engine and no request carries it (the network is watched); the preview shows the
 * same transactions as the server's conversion of the same file, and downloads are made locally.
 */
import { readFileSync } from 'node:fs';
import type { Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { sample, servedWithChromium } from './serve.ts';

const FILE = sample('de-soll-haben-001.pdf');
const live = servedWithChromium();

it('converts without uploading: no request carries the PDF, the rows equal the server conversion', async () => {
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
    expect(await page.isVisible('#local-note')).toBe(true);
    await page.setInputFiles('#file-input', [FILE]);
    const item = page.locator('.file');
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 60_000 }).toBe('READY');
    expect(await item.textContent()).toContain('In this browser');
    await item.getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-body tbody tr');
    const pageRows = await page.locator('#preview-body tbody tr td.desc span:first-child').allTextContents();
    const csv = await Promise.all([page.waitForEvent('download'), item.locator('button[data-format="CSV"]').click()]).then(async ([d]) =>
      readFileSync(await d.path()).toString('utf8'),
    );
    // The row's source works here too: the browser's reading carries each row's place on its page.
    await page.locator('#preview-body tbody tr').nth(1).click();
    await page.waitForSelector('#source-stage .source-box', { timeout: 30_000 });
    const box = await page.locator('#source-stage .source-box').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await page.keyboard.press('Escape');

    // Nothing was posted, and no request body holds PDF bytes.
    const pdfHead = readFileSync(FILE).subarray(0, 64).toString('latin1');
    for (const request of requests) {
      expect(`${request.method()} ${request.url()}`).not.toMatch(/^POST .*\/bank-statement/);
      const body = request.postDataBuffer();
      if (body) expect(body.toString('latin1')).not.toContain(pdfHead.slice(0, 32));
    }
    expect(requests.some((r) => r.method() === 'POST' && r.url().includes('/bank-statement'))).toBe(false);

    // The server's conversion of the same file, for comparison.
    const form = new FormData();
    form.append('files', new Blob([readFileSync(FILE)], { type: 'application/pdf' }), 'de.pdf');
    const headers = { Authorization: `Bearer ${live.server.apiKey}` };
    const [uploaded] = (await (await fetch(`${live.server.url}api/v1/bank-statement`, { method: 'POST', headers, body: form })).json()) as Array<{
      uuid: string;
    }>;
    const json = (await (
      await fetch(`${live.server.url}api/v1/bank-statement/convert?format=JSON`, { method: 'POST', headers, body: JSON.stringify({ uuid: uploaded?.uuid }) })
    ).json()) as { transactions: Array<{ description: string }> };
    expect(pageRows).toEqual(json.transactions.map((t) => t.description));
    const serverCsv = await (
      await fetch(`${live.server.url}api/v1/bank-statement/convert?format=CSV`, { method: 'POST', headers, body: JSON.stringify({ uuid: uploaded?.uuid }) })
    ).text();
    expect(csv).toBe(serverCsv);
  } finally {
    await context.close();
  }
}, 120_000);
