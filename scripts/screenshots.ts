/**
 * `npm run screenshots`: the page's main screens, light and dark, desktop and 360 px wide, into
 * docs/screenshots/ (shown in the README). Runs a real `bsc serve` (built: `npm run build` first)
 * and Debian's Chromium, like the end-to-end tests.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, launchChromium, sample, serve } from '../test/web/serve.ts';

const OUT = join(ROOT, 'docs/screenshots');
mkdirSync(OUT, { recursive: true });

const server = await serve();
const browser = await launchChromium();

/** Each context starts from an empty list: the files of the one before are removed from the server. */
async function removeAll(): Promise<void> {
  const headers = { Authorization: `Bearer ${server.apiKey}` };
  const { files } = (await (await fetch(`${server.url}api/v1/bank-statement`, { headers })).json()) as { files: Array<{ uuid: string }> };
  for (const file of files) await fetch(`${server.url}api/v1/bank-statement/${file.uuid}`, { method: 'DELETE', headers });
}

async function ready(page: Page, upload: boolean): Promise<void> {
  await page.goto(server.url);
  await page.getByLabel('API key').fill(server.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForSelector('#app:not([hidden])');
  if (upload)
    await page.setInputFiles('#file-input', [
      sample('uk-paidout-paidin-001.pdf'),
      sample('scanned/it-dare-avere-001-scan150.pdf'),
      sample('es-importe-saldo-001-protected.pdf'),
    ]);
  await page.waitForSelector('.file[data-state="READY"]', { timeout: 60_000 });
  await page.waitForSelector('.file[data-state="COMPLETED"]', { timeout: 180_000 });
  await page.locator('.file', { hasText: 'it-dare-avere' }).first().getByRole('button', { name: 'Preview' }).click();
  await page.waitForSelector('#preview-body tbody tr');
}

try {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [label, viewport] of [
      ['desktop', { width: 1280, height: 860 }],
      ['mobile', { width: 360, height: 760 }],
    ] as const) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
      const page = await context.newPage();
      if (scheme === 'light' && label === 'desktop') {
        await page.goto(server.url);
        await page.waitForSelector('#sign-in:not([hidden])');
        await page.screenshot({ path: join(OUT, 'sign-in.png') });
      }
      await ready(page, true);
      await page.locator('#preview-title').evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: join(OUT, `preview-${label}-${scheme}.png`) });
      if (label === 'desktop') {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(OUT, `files-${label}-${scheme}.png`) });
        await page.locator('#preview-body tr.flagged').first().click();
        await page.waitForSelector('#source-stage[data-rendered]', { timeout: 30_000 });
        await page.screenshot({ path: join(OUT, `source-${label}-${scheme}.png`) });
      }
      await page
        .getByRole('button', { name: 'Sign out' })
        .click()
        .catch(() => undefined);
      await context.close();
      await removeAll();
    }
  }
  console.log(`screenshots written to ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
