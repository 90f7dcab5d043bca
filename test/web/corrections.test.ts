/**
 * Corrections, downloads and keeping them, as a user goes through them: a wrong amount makes the
 * check fail at once, undoing it brings it back; a description, a deleted row, an added row, a
 * flipped sign and the currency end up in every download (named after the PDF, with the CSV
 * options chosen); the corrections survive a reload and export as JSON; a zip holds every file in
 * every chosen format; categories proposed from a ledger follow the corrected rows into the
 * downloads; a file converted in this browser is still there after a reload.
 */
import { unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConvert, download, dropPaths, fileItem, openPage, signIn, uuidOf } from './page-helpers.ts';
import { sample, servedWithChromium } from './serve.ts';

const live = servedWithChromium();
const NAME = 'uk-paidout-paidin-001.pdf';
const OTHER = 'us-checking-signed-001.pdf';

let context: BrowserContext;
let page: Page;
let problems: string[];
let original: { transactions: Array<{ date: string; description: string; amount: number; balance: number | null }>; metadata: { currency: string } };

beforeAll(async () => {
  context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  ({ page, problems } = await openPage(context, live.server.url));
  await signIn(page, live.server.apiKey);
  await dropPaths(page, [sample(NAME), sample(OTHER)]);
  for (const name of [NAME, OTHER]) await fileItem(page, name).and(page.locator('[data-state="READY"]')).waitFor({ timeout: 30_000 });
  original = (await (await apiConvert(live.server, { uuid: await uuidOf(live.server, NAME) }, 'format=JSON')).json()) as typeof original;
});
afterAll(() => context.close());

const card = () => fileItem(page, NAME);
const row = (index: number) => page.locator(`#preview-body tr[data-index="${index}"]`);
async function openRow(index: number): Promise<void> {
  await row(index).click();
  await page.waitForSelector('#source-dialog[open] #edit-amount');
}
async function save(fields: Partial<Record<'date' | 'description' | 'amount' | 'balance', string>>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.locator(`#edit-${name}`).fill(value);
  await page.getByRole('button', { name: 'Save changes' }).click();
}
const csvLines = async (format = 'CSV') =>
  (await download(page, () => card().locator(`button[data-format="${format}"]`).click())).bytes.toString('utf8').trim().split(/\r\n/);

describe('corrections on a server file', () => {
  it('a wrong amount fails the check at once, on the card and in the preview; undoing it restores the verdict', async () => {
    await card().getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-body tbody tr');
    await openRow(3);
    await save({ amount: '999.99' });
    await expect.poll(() => card().getAttribute('data-verdict')).toBe('failed');
    expect(await card().locator('.state').textContent()).toBe('✗ Does not add up · corrected');
    const check = (await page.textContent('#preview-body .reconciliation')) ?? '';
    expect(check).toContain('Check after your corrections');
    expect(check).toMatch(/Row \d+: printed balance [\d.,-]+, the rows give/);
    expect(await row(3).getAttribute('class')).toContain('corrected');
    await page.keyboard.press('Escape');
    await page.locator('#preview-body button[data-undo="0"]').click();
    await expect.poll(() => card().getAttribute('data-verdict')).toBe('verified');
    expect(await card().locator('.state').textContent()).toBe('✓ Verified');
  });

  it('every download holds the corrections: description, deleted and added rows, a flipped sign, the currency', async () => {
    await openRow(1);
    await save({ description: 'CORRECTED BY HAND' });
    await page.waitForFunction(() => document.querySelector('#preview-body tr[data-index="1"]')?.textContent?.includes('CORRECTED BY HAND'));
    // Flip the sign of row 2 twice (net nothing), then delete row 5 and add it back by hand.
    await page.keyboard.press('Escape');
    await openRow(2);
    await page.locator('button[data-action="flip"]').click();
    await expect.poll(() => card().getAttribute('data-verdict')).toBe('failed');
    await page.locator('button[data-action="flip"]').click();
    await expect.poll(() => card().getAttribute('data-verdict')).toBe('verified');
    await page.keyboard.press('Escape');
    const five = original.transactions[5] as (typeof original.transactions)[number];
    await openRow(5);
    await page.locator('button[data-action="delete"]').click();
    await expect.poll(() => page.locator('#preview-body tbody tr').count()).toBe(original.transactions.length - 1);
    await openRow(4);
    await page.locator('button[data-action="add"]').click();
    await page.locator('#edit-date').fill(five.date);
    await page.locator('#edit-description').fill('ADDED BY HAND');
    await page.locator('#edit-amount').fill(five.amount.toFixed(2));
    await page.locator('#edit-balance').fill(five.balance === null ? '' : five.balance.toFixed(2));
    await page.getByRole('button', { name: 'Add this row' }).click();
    await expect.poll(() => page.locator('#preview-body tbody tr').count()).toBe(original.transactions.length);
    await page.keyboard.press('Escape');
    await expect.poll(() => card().getAttribute('data-verdict')).toBe('verified');
    await page.locator('#currency-1, .currency-form input').first().fill('eur');
    await page.getByRole('button', { name: 'Set currency' }).click();
    await expect.poll(() => page.textContent('#preview-body dl.meta')).toContain('EUR');

    const lines = await csvLines();
    expect(lines).toHaveLength(original.transactions.length + 1);
    expect(lines[2]).toContain('CORRECTED BY HAND');
    expect(lines[6]).toContain('ADDED BY HAND');
    expect(lines.slice(1).every((line) => line.endsWith(',EUR'))).toBe(true);
    const json = JSON.parse((await download(page, () => card().locator('button[data-format="JSON"]').click())).bytes.toString('utf8'));
    expect(json.transactions[1].description).toBe('CORRECTED BY HAND');
    expect(json.metadata.currency).toBe('EUR');
    expect(json.reconciliation.status).toBe('verified');
    expect(json.reconciliation.statusReason).toMatch(/^After \d+ corrections by hand/);
    const xlsx = await download(page, () => card().locator('button[data-format="XLSX"]').click());
    expect(xlsx.name).toBe('uk-paidout-paidin-001.xlsx');
    const sheets = unzipSync(new Uint8Array(xlsx.bytes));
    expect(new TextDecoder().decode(sheets['xl/sharedStrings.xml'])).toContain('ADDED BY HAND');
  });

  it('CSV and Excel downloads follow the options chosen (separator, byte-order mark, columns), as the command line’s do', async () => {
    await page.locator('#export-options summary').click();
    await page.locator('#csv-delimiter').selectOption(';');
    await page.locator('#csv-bom').check();
    await page.locator('#own-columns').check();
    for (const column of ['amount', 'balance', 'currency']) await page.locator(`#column-${column}`).uncheck();
    for (const column of ['debit', 'credit']) await page.locator(`#column-${column}`).check();
    const bytes = (await download(page, () => card().locator('button[data-format="CSV"]').click())).bytes;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('Date;Description;Debit;Credit');
    expect(lines[2]).toContain('CORRECTED BY HAND');
    // Back to the defaults for the tests after this one.
    await page.locator('#own-columns').uncheck();
    await page.locator('#csv-bom').uncheck();
    await page.locator('#csv-delimiter').selectOption(',');
  });

  it('the corrections are kept with the file across a reload, and export as JSON', async () => {
    await page.reload();
    await page.waitForSelector('#app:not([hidden])');
    await expect.poll(() => card().locator('.state').textContent(), { timeout: 30_000 }).toBe('✓ Verified · corrected');
    await card().getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-body .corrections');
    const listed = (await page.locator('#preview-body .corrections li').allTextContents()).join('\n');
    expect(listed).toContain('CORRECTED BY HAND');
    expect(listed).toContain('Currency');
    const exported = await download(page, () => page.locator('#export-corrections').click());
    expect(exported.name).toBe('uk-paidout-paidin-001.corrections.json');
    const document = JSON.parse(exported.bytes.toString('utf8'));
    expect(document).toMatchObject({ format: 'bank-statement-converter/corrections', version: 1, file: NAME, bank: expect.any(String) });
    expect(document.corrections.map((c: { kind: string }) => c.kind)).toEqual(['edit', 'flip', 'flip', 'delete', 'add', 'currency']);
    expect((await csvLines())[2]).toContain('CORRECTED BY HAND');
  });

  it('a zip holds every converted file in every chosen format, named after the PDFs, corrections included', async () => {
    await page.locator('#bulk-JSON').check();
    await page.locator('#bulk-QIF').check();
    const zip = await download(page, () => page.locator('#bulk-download').click());
    expect(zip.name).toMatch(/^statements-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(entries).sort()).toEqual(
      [
        'uk-paidout-paidin-001.csv',
        'uk-paidout-paidin-001.json',
        'uk-paidout-paidin-001.qif',
        'uk-paidout-paidin-001.corrections.json',
        'us-checking-signed-001.csv',
        'us-checking-signed-001.json',
        'us-checking-signed-001.qif',
      ].sort(),
    );
    const text = (name: string) => new TextDecoder().decode(entries[name]);
    expect(text('uk-paidout-paidin-001.csv')).toContain('CORRECTED BY HAND');
    expect(JSON.parse(text('us-checking-signed-001.json'))).toEqual(
      await (await apiConvert(live.server, { uuid: await uuidOf(live.server, OTHER) }, 'format=JSON')).json(),
    );
    expect(problems).toEqual([]);
  });

  it('categories go with the corrected rows: proposed for them, changed, in every download with the corrections, kept across a reload', async () => {
    await card().getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-body .categories-form input[type="file"]');
    const five = original.transactions[5] as (typeof original.transactions)[number];
    const one = original.transactions[1] as (typeof original.transactions)[number];
    // The ledger knows the rows as corrected: an edited description and an added row.
    const history = `Date,Description,Amount,Category\n2024-01-01,CORRECTED BY HAND,${one.amount.toFixed(2)},Expenses:Hand\n2024-01-02,ADDED BY HAND,${five.amount.toFixed(2)},Expenses:Added\n`;
    await page
      .locator('#preview-body .categories-form input[type="file"]')
      .setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(history) });
    const cell = (index: number) => page.locator(`#preview-body tr[data-index="${index}"] td[data-label="Category"] input`);
    await cell(1).waitFor({ timeout: 30_000 });
    expect(await cell(1).inputValue()).toBe('Expenses:Hand');
    expect(await cell(5).inputValue()).toBe('Expenses:Added');
    await cell(0).fill('Expenses:Chosen');
    await cell(0).press('Tab');

    const json = JSON.parse((await download(page, () => card().locator('button[data-format="JSON"]').click())).bytes.toString('utf8'));
    expect(json.metadata.currency).toBe('EUR');
    expect(json.transactions[0]).toMatchObject({ category: 'Expenses:Chosen', categoryReason: 'chosen by the user' });
    expect(json.transactions[1]).toMatchObject({ description: 'CORRECTED BY HAND', category: 'Expenses:Hand' });
    expect(json.transactions[5]).toMatchObject({ description: 'ADDED BY HAND', category: 'Expenses:Added' });
    const journal = (await download(page, () => card().locator('button[data-format="HLEDGER"]').click())).bytes.toString('utf8');
    expect(journal).toContain('Expenses:Chosen');
    expect(journal).toContain('ADDED BY HAND');

    await page.reload();
    await page.waitForSelector('#app:not([hidden])');
    await expect.poll(() => card().locator('.state').textContent(), { timeout: 30_000 }).toBe('✓ Verified · corrected');
    await card().getByRole('button', { name: 'Preview' }).click();
    await cell(0).waitFor({ timeout: 30_000 });
    expect(await cell(0).inputValue()).toBe('Expenses:Chosen');
    expect(await cell(5).inputValue()).toBe('Expenses:Added');
    expect(problems).toEqual([]);
  });
});

describe('a file converted in this browser', () => {
  it('is kept in this browser across a reload, with its corrections, until it is removed', async () => {
    const local = await live.browser.newContext({ acceptDownloads: true });
    try {
      const { page: p, problems: localProblems } = await openPage(local, live.server.url);
      await signIn(p, live.server.apiKey);
      await p.getByLabel('Convert in this browser (the PDF never leaves this machine)').check();
      await p.setInputFiles('#file-input', [sample('de-soll-haben-001.pdf')]);
      const item = fileItem(p, 'de-soll-haben-001.pdf');
      await expect.poll(() => item.getAttribute('data-state'), { timeout: 60_000 }).toBe('READY');
      await item.getByRole('button', { name: 'Preview' }).click();
      await p.locator('#preview-body tr[data-index="0"]').click();
      await p.locator('#edit-description').fill('KEPT IN THIS BROWSER');
      await p.getByRole('button', { name: 'Save changes' }).click();
      await p.keyboard.press('Escape');
      await expect.poll(() => item.locator('.state').textContent()).toContain('corrected');
      await p.reload();
      await p.waitForSelector('#app:not([hidden])');
      await expect.poll(() => item.getAttribute('data-state'), { timeout: 30_000 }).toBe('READY');
      expect(await item.textContent()).toContain('In this browser');
      const csv = await download(p, () => item.locator('button[data-format="CSV"]').click());
      expect(csv.name).toBe('de-soll-haben-001.csv');
      expect(csv.bytes.toString('utf8').split('\r\n')[1]).toContain('KEPT IN THIS BROWSER');
      // The row view still draws the page: the PDF was kept here too.
      await item.getByRole('button', { name: 'Preview' }).click();
      await p.locator('#preview-body tr[data-index="1"]').click();
      await p.waitForSelector('#source-stage[data-rendered="1"]', { timeout: 30_000 });
      await p.keyboard.press('Escape');
      await item.getByRole('button', { name: 'Remove de-soll-haben-001.pdf' }).click();
      await expect.poll(() => item.count()).toBe(0);
      await p.reload();
      await p.waitForSelector('#app:not([hidden])');
      await new Promise((r) => setTimeout(r, 1000));
      expect(await item.count()).toBe(0);
      expect(localProblems).toEqual([]);
    } finally {
      await local.close();
    }
  }, 120_000);
});
