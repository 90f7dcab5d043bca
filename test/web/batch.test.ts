/**
 * A drop as people make them: 21 statements at once with an empty file, a 4 MB PDF, a PNG and a
 * PDF holding no statement among them. Each file is its own upload, so the bad ones fail alone
 * (each with a card saying why) and the rest go through; every converted card shows its verdict;
 * a reload lists the server's files again; Retry and Remove work on what is left.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drop, fileItem, listed, openPage, signIn } from './page-helpers.ts';
import { sample, servedWithChromium } from './serve.ts';

const live = servedWithChromium();
const STATEMENT = readFileSync(sample('us-checking-signed-001.pdf'));
const GOOD = Array.from({ length: 21 }, (_, i) => ({ name: `statement-${String(i + 1).padStart(2, '0')}.pdf`, bytes: STATEMENT }));
/** Over the server's 3 MB: a real statement followed by a comment (pdf.js reads past it). */
const LARGE = Buffer.concat([STATEMENT, Buffer.from(`\n%${'x'.repeat(4_000_000)}\n`)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function blankPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('A letter, not a statement: no transactions here.');
    doc.end();
  });
}

let context: BrowserContext;
let page: Page;
let problems: string[];
beforeAll(async () => {
  context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, problems } = await openPage(context, live.server.url));
  await signIn(page, live.server.apiKey);
});
afterAll(() => context.close());

it('uploads each file on its own: bad files get a card saying why, the 21 good ones convert, each card shows its verdict', async () => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/bank-statement')) uploads.push(request.url());
  });
  await drop(page, [
    ...GOOD.slice(0, 10),
    { name: 'empty.pdf', bytes: Buffer.alloc(0) },
    { name: 'big-statement.pdf', bytes: LARGE },
    { name: 'photo.png', bytes: PNG, type: 'image/png' },
    { name: 'letter.pdf', bytes: await blankPdf() },
    ...GOOD.slice(10),
  ]);
  // The reasons are on the page, not only read out to screen readers.
  const reason = (name: string) => fileItem(page, name).locator('.error').textContent();
  expect(await fileItem(page, 'empty.pdf').getAttribute('data-state')).toBe('SKIPPED');
  expect(await reason('empty.pdf')).toContain('is empty (0 bytes)');
  expect(await reason('photo.png')).toContain('is not a PDF (image/png)');
  expect(await reason('big-statement.pdf')).toContain('the server takes files of up to 3 MB');
  expect(await fileItem(page, 'big-statement.pdf').isVisible()).toBe(true);

  for (const { name } of GOOD) {
    const card = fileItem(page, name);
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 90_000 }).toBe('READY');
    expect(await card.getAttribute('data-verdict')).toBe('verified');
    expect(await card.locator('.state').textContent()).toBe('✓ Verified');
  }
  const letter = fileItem(page, 'letter.pdf');
  await expect.poll(() => letter.getAttribute('data-state'), { timeout: 30_000 }).toBe('ERROR');
  expect(await letter.locator('.error').textContent()).toContain('No transaction table was found');
  // 21 statements and the letter were sent, each alone; the skipped files never were.
  expect(uploads).toHaveLength(22);
  expect((await listed(live.server)).length).toBe(22);
  // No card says "Converted" without saying whether the numbers hold.
  expect(await page.locator('.file .state', { hasText: /^Converted$/ }).count()).toBe(0);
}, 180_000);

it('converts the file too large for the server in this browser instead, on request', async () => {
  const big = fileItem(page, 'big-statement.pdf');
  await big.getByRole('button', { name: 'Convert in this browser instead' }).click();
  await expect.poll(() => big.getAttribute('data-state'), { timeout: 60_000 }).toBe('READY');
  expect(await big.textContent()).toContain('In this browser');
  expect(await big.getAttribute('data-verdict')).toBe('verified');
});

it('retries a failed file: it is sent again as a new file and the failed one leaves the server', async () => {
  const before = (await listed(live.server)).filter((f) => f.filename === 'letter.pdf');
  expect(before).toHaveLength(1);
  const letter = fileItem(page, 'letter.pdf');
  await letter.getByRole('button', { name: 'Retry' }).click();
  await expect
    .poll(async () => (await listed(live.server)).filter((f) => f.filename === 'letter.pdf').map((f) => f.uuid), { timeout: 30_000 })
    .not.toEqual(before.map((f) => f.uuid));
  await expect.poll(() => letter.getAttribute('data-state'), { timeout: 30_000 }).toBe('ERROR');
  expect((await listed(live.server)).filter((f) => f.filename === 'letter.pdf')).toHaveLength(1);
});

it('survives a reload: the server’s files are listed again with their verdicts, the one converted here too; Remove deletes one everywhere', async () => {
  await page.reload();
  await page.waitForSelector('#app:not([hidden])');
  for (const { name } of GOOD) await expect.poll(() => fileItem(page, name).getAttribute('data-verdict'), { timeout: 30_000 }).toBe('verified');
  await expect.poll(() => fileItem(page, 'big-statement.pdf').getAttribute('data-state')).toBe('READY');
  expect(await fileItem(page, 'letter.pdf').getAttribute('data-state')).toBe('ERROR');
  // Skipped files were never stored anywhere: they are gone.
  expect(await fileItem(page, 'empty.pdf').count()).toBe(0);
  expect(await page.locator('.file').count()).toBe(23);

  const doomed = fileItem(page, 'statement-07.pdf');
  await doomed.getByRole('button', { name: 'Remove statement-07.pdf' }).click();
  await expect.poll(() => doomed.count()).toBe(0);
  expect((await listed(live.server)).some((f) => f.filename === 'statement-07.pdf')).toBe(false);
  await fileItem(page, 'big-statement.pdf').getByRole('button', { name: 'Remove big-statement.pdf' }).click();
  await expect.poll(() => fileItem(page, 'big-statement.pdf').count()).toBe(0);
  await page.reload();
  await page.waitForSelector('#app:not([hidden])');
  await expect.poll(() => page.locator('.file .file-name').allTextContents(), { timeout: 30_000 }).toHaveLength(21);
  expect(await fileItem(page, 'statement-07.pdf').count()).toBe(0);
  expect(await fileItem(page, 'big-statement.pdf').count()).toBe(0);
  expect(problems).toEqual([]);
}, 120_000);
