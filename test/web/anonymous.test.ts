/**
 * `bsc serve --anonymous`: the page works without a key (no sign-in form), under the anonymous
 * limits; and without the in-browser engine built, the "Convert in this browser" switch is hidden.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, sample, servedWithChromium } from './serve.ts';
import { answer } from '../helpers/api-answer.ts';

const live = servedWithChromium({ anonymous: true });

it('converts a dropped statement without signing in', async () => {
  const context = await live.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(live.server.url);
    await page.waitForSelector('#app:not([hidden])');
    expect(await page.isVisible('#sign-in')).toBe(false);
    expect(await page.isVisible('#sign-out')).toBe(false);
    expect(await page.textContent('#account-name')).toContain('Anonymous');
    // The switch shows only when the in-browser engine was built into the page.
    expect(await page.isVisible('#local-switch')).toBe(existsSync(join(ROOT, 'src/web/engine/index.ts')));
    await page.setInputFiles('#file-input', [sample('us-checking-signed-001.pdf')]);
    await expect.poll(() => page.locator('.file').getAttribute('data-state'), { timeout: 30_000 }).toBe('READY');
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-body tbody tr');
    expect(await page.locator('#preview-body tbody tr').count()).toBe(20);
  } finally {
    await context.close();
  }
});

it('shows the API error, and what to do in plain words, when the anonymous allowance is used up', async () => {
  const context = await live.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(live.server.url);
    await page.waitForSelector('#app:not([hidden])');
    // One page a day for anonymous callers: the first test used it.
    await page.setInputFiles('#file-input', [sample('us-checking-signed-001.pdf')]);
    const item = page.locator('.file');
    await expect.poll(() => item.getAttribute('data-state'), { timeout: 30_000 }).toBe('ERROR');
    // The same upload straight to the API gives the message and recovery the page shows.
    const form = new FormData();
    form.append('files', new Blob([readFileSync(sample('us-checking-signed-001.pdf'))], { type: 'application/pdf' }), 'us-checking-signed-001.pdf');
    const refused = await answer(await fetch(`${live.server.url}api/v1/bank-statement`, { method: 'POST', body: form }));
    // Past the anonymous daily page allowance the API answers 429 with a Retry-After.
    expect(refused.error).toBe('RATE_LIMIT_EXCEEDED');
    expect(await item.locator('.error strong').textContent()).toBe(refused.message);
    // What to do is said in the page's words: no waiting a day for a retry, and other ways out.
    expect(await item.locator('.error').textContent()).toContain('This is a daily allowance: try again tomorrow, sign in with an API key');
    expect(await item.getByRole('button', { name: 'Retry' }).count()).toBe(1);
  } finally {
    await context.close();
  }
});
