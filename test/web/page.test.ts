/**
 * The web page end to end, as a user drives it: a real `bsc serve`, Debian's Chromium. Sign in,
 * drop a text PDF, a scan and a protected PDF, preview, open a row's source, download every
 * format, the merged ledger, keyboard alone, 360 px wide, sign out.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConvert, download, dropPaths, fileItem, openPage as open, uuidOf } from './page-helpers.ts';
import { sample, servedWithChromium } from './serve.ts';

const TEXT = sample('uk-paidout-paidin-001.pdf');
const SCAN = sample('scanned/it-dare-avere-001-scan150.pdf');
const PROTECTED = sample('es-importe-saldo-001-protected.pdf');
const PASSWORD = 'secret123';

const live = servedWithChromium();
const openPage = (context: BrowserContext) => open(context, live.server.url);

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('API key').fill(live.server.apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForSelector('#app:not([hidden])');
}

// biome-ignore lint/suspicious/noExplicitAny: the server's JSON, walked freely; the assertions check its values
const apiJson = async (body: { uuid: string } | { uuids: string[] }, query: string): Promise<any> => (await apiConvert(live.server, body, query)).json();

describe('the web page, signed in', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const uuids = new Map<string, string>();

  beforeAll(async () => {
    context = await live.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    ({ page, problems } = await openPage(context));
  });
  afterAll(() => context.close());

  it('says on its first screen what it is, where the key is and the limits', async () => {
    expect(await page.textContent('#about')).toMatch(/Turns the PDF statements your bank gives you into transactions.*printed balances add up/);
    const signInCard = (await page.textContent('#sign-in')) ?? '';
    expect(signInCard).toContain('Where is my key?');
    expect(signInCard).toContain('bsc serve');
    expect(signInCard).toContain('local-user.key');
    expect(signInCard).toMatch(/PDF files only · up to 3 MB a file on the server · one credit per page/);
  });

  it('refuses a wrong key with the API message, then signs in without keeping the key', async () => {
    await page.getByLabel('API key').fill('bsc_wrong_key');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.textContent('#sign-in-error')).toContain('The API key is invalid.');
    await signIn(page);
    await expect.poll(() => page.textContent('#account-name')).toContain('local@localhost');
    const stored = await page.evaluate(() =>
      JSON.stringify({
        local: { ...localStorage },
        session: { ...sessionStorage },
        cookie: document.cookie,
        field: (document.getElementById('api-key') as HTMLInputElement).value,
      }),
    );
    expect(stored).not.toContain(live.server.apiKey);
    expect(stored).not.toContain('bsc_');
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'bsc_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
  });

  it('takes a dropped text PDF, a scan and a protected PDF, each with its type, pages and state', async () => {
    const uploads: Array<{ url: string }> = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/bank-statement') && request.method() === 'POST') uploads.push({ url: request.url() });
    });
    // The listing that redraws every card once the uploads are done is held until a password is
    // being typed: a redraw once dropped the typed password, and Unlock then sent nothing.
    let releaseListing = (): void => undefined;
    const listingHeld = new Promise<void>((resolve) => {
      releaseListing = resolve;
    });
    const listing = /\/api\/v1\/bank-statement\?limit=/;
    await page.route(listing, async (route) => {
      await listingHeld;
      await route.continue();
    });
    await dropPaths(page, [TEXT]);
    await page.setInputFiles('#file-input', [SCAN, PROTECTED]);
    const text = fileItem(page, 'uk-paidout-paidin-001.pdf');
    await expect.poll(() => text.getAttribute('data-state'), { timeout: 30_000 }).toBe('READY');
    expect(await text.textContent()).toContain('Text (TEXT_BASED)');
    expect(await text.textContent()).toContain('3 pages');

    const locked = fileItem(page, 'es-importe-saldo-001-protected.pdf');
    await expect.poll(() => locked.getAttribute('data-state'), { timeout: 30_000 }).toBe('PASSWORD_REQUIRED');
    await locked.getByLabel(/Password of/).fill('wrong-password');
    releaseListing();
    await expect.poll(() => locked.textContent(), { timeout: 30_000 }).toContain('kept until');
    await page.unroute(listing);
    expect(await locked.getByLabel(/Password of/).inputValue()).toBe('wrong-password');
    await locked.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => locked.locator('.error').textContent(), { timeout: 30_000 }).toContain('incorrect');
    expect(await locked.getByLabel(/Password of/).inputValue()).toBe('');
    await locked.getByLabel(/Password of/).fill(PASSWORD);
    await locked.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => locked.getAttribute('data-state'), { timeout: 30_000 }).toBe('READY');
    // Focus stays with the file that was unlocked, on its first button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.file')?.querySelector('.file-name')?.textContent))
      .toBe('es-importe-saldo-001-protected.pdf');

    const scan = fileItem(page, 'it-dare-avere-001-scan150.pdf');
    expect(await scan.textContent()).toContain('Scan (IMAGE_BASED)');
    // OCR progress comes from the status call while the scan is read.
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          const state = (await scan.getAttribute('data-state')) ?? '';
          seen.add(state);
          if (state === 'PROCESSING' && (await scan.locator('progress').count()) > 0) seen.add('progress-bar');
          return state;
        },
        { timeout: 120_000, interval: 200 },
      )
      .toBe('COMPLETED');
    expect(seen.has('progress-bar')).toBe(true);
    // Each file is its own upload: one bad file fails alone.
    expect(uploads.length).toBe(3);
    // A converted file's card says what the check found, never a bare "Converted".
    expect(await text.locator('.state').textContent()).toBe('✓ Verified');
    expect(await text.getAttribute('data-verdict')).toBe('verified');
    const reason = (await (
      await fetch(`${live.server.url}api/v1/bank-statement?limit=100`, { headers: { Authorization: `Bearer ${live.server.apiKey}` } })
    ).json()) as { files: Array<{ filename: string; reconciliation?: { statusReason: string } }> };
    expect(await text.locator('.verdict-reason').textContent()).toContain(
      reason.files.find((f) => f.filename === 'uk-paidout-paidin-001.pdf')?.reconciliation?.statusReason,
    );
    expect(await scan.getAttribute('data-verdict')).toMatch(/^(verified|unverified|failed)$/);

    expect(await page.evaluate(async () => (await (await fetch('/api/v1/session')).json()).signedIn)).toBe(true);
    // The credit count follows the charges.
    const user = (await (await fetch(`${live.server.url}api/v1/user`, { headers: { Authorization: `Bearer ${live.server.apiKey}` } })).json()) as {
      credits: { freeCredits: number; paidCredits: number };
    };
    await expect.poll(() => page.textContent('#account-name')).toContain(`(${user.credits.freeCredits + user.credits.paidCredits} credits)`);
  }, 200_000);

  it('previews a file: metadata, the verdict with its counts and evidence, every row of the API', async () => {
    const text = fileItem(page, 'uk-paidout-paidin-001.pdf');
    const uuid = await uuidOf(live.server, 'uk-paidout-paidin-001.pdf');
    uuids.set('text', uuid);
    const [statementRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(`/bank-statement/${uuid}/statement`)),
      text.getByRole('button', { name: 'Preview' }).click(),
    ]);
    expect(statementRequest.method()).toBe('GET');
    await page.waitForSelector('#preview-body tbody tr');
    const expected = await apiJson({ uuid }, 'format=JSON');
    expect(await page.locator('#preview-body tbody tr').count()).toBe(expected.transactions.length);
    const first = page.locator('#preview-body tbody tr').first();
    expect(await first.textContent()).toContain(expected.transactions[0].description);
    const reconciliation = (await page.textContent('#preview-body .reconciliation')) ?? '';
    expect(reconciliation).toContain('✓ Verified');
    expect(reconciliation).toContain(expected.reconciliation.statusReason);
    expect(reconciliation).toContain(`${expected.reconciliation.balancesChecked} of ${expected.reconciliation.balancesChecked} printed balances held`);
    const totals = expected.reconciliation.totalsChecked;
    expect(reconciliation).toContain(`${totals} of ${totals} printed total${totals === 1 ? '' : 's'} held`);
    await page.locator('#preview-body .reconciliation summary').first().click();
    expect(await page.textContent('#preview-body .reconciliation')).toContain('Printed balances held');
    expect(await page.textContent('#preview-body dl.meta')).toContain(expected.metadata.bank);
  });

  it("shows a row's source: its page drawn from the dropped file with the row's box over it", async () => {
    const row = page.locator('#preview-body tbody tr').nth(3);
    await row.click();
    await page.waitForSelector('#source-stage[data-rendered="3"]', { timeout: 30_000 });
    const canvas = await page.locator('#source-stage canvas').boundingBox();
    const box = await page.locator('#source-stage .source-box').boundingBox();
    expect(canvas && box).toBeTruthy();
    if (!canvas || !box) return;
    expect(box.width).toBeGreaterThan(20);
    expect(box.height).toBeGreaterThan(5);
    expect(box.x).toBeGreaterThanOrEqual(canvas.x - 4);
    expect(box.y).toBeGreaterThanOrEqual(canvas.y - 4);
    expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width + 4);
    expect(box.y + box.height).toBeLessThanOrEqual(canvas.y + canvas.height + 4);
    // The canvas really holds the page (not blank): some dark pixels inside the box.
    const inked = await page.evaluate(() => {
      const c = document.querySelector('#source-stage canvas') as HTMLCanvasElement;
      const b = document.querySelector('#source-stage .source-box') as HTMLElement;
      const ratio = c.width / c.getBoundingClientRect().width;
      const x = parseFloat(b.style.left) * ratio;
      const y = parseFloat(b.style.top) * ratio;
      const data =
        c.getContext('2d')?.getImageData(x, y, parseFloat(b.style.width) * ratio, parseFloat(b.style.height) * ratio).data ?? new Uint8ClampedArray();
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 100) dark++;
      return dark;
    });
    expect(inked).toBeGreaterThan(50);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => (document.getElementById('source-dialog') as HTMLDialogElement).open)).toBe(false);
    // The PDF was never fetched back from the server to draw it.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\.pdf|source\.pdf/.test(e.name)))).toBe(false);
  });

  it('marks low-confidence and OCR-corrected rows of the scan, and links each row warning to its row', async () => {
    const scan = fileItem(page, 'it-dare-avere-001-scan150.pdf');
    const uuid = await uuidOf(live.server, 'it-dare-avere-001-scan150.pdf');
    await scan.getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-title:text("it-dare-avere")');
    const json = await apiJson({ uuid }, 'format=JSON&source=true');
    const linked = json.warnings.filter((w: { transactionIndex?: number }) => w.transactionIndex !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    // Warnings read in plain words (the code stays for whoever looks it up), each linked to its row and page.
    const titles = await page.locator('#preview-body .warnings li strong').allTextContents();
    expect(titles.length).toBe(json.warnings.length);
    for (const title of titles) expect(title).not.toMatch(/^[A-Z_]+$/);
    expect(await page.locator('#preview-body .warnings button[data-row]').first().textContent()).toMatch(/^Show row \d+, page \d+$/);
    expect(await page.locator('#preview-body tr.flagged').count()).toBeGreaterThan(0);
    for (const warning of linked) {
      const index = warning.transactionIndex as number;
      expect(await page.locator(`#preview-body tr[data-index="${index}"]`).getAttribute('class')).toContain('flagged');
      await page.locator(`#preview-body .warnings button[data-row="${index}"]`).first().click();
      expect(await page.locator(`#preview-body tr[data-index="${index}"]`).getAttribute('class')).toContain('selected');
      await page.waitForSelector(`#source-stage[data-rendered="${index}"]`, { timeout: 30_000 });
      await page.keyboard.press('Escape');
    }
  });

  it('downloads every format of a file, each a real file of its kind', async () => {
    const text = fileItem(page, 'uk-paidout-paidin-001.pdf');
    const expected = await apiJson({ uuid: uuids.get('text') as string }, 'format=JSON');
    const files: Record<string, { name: string; bytes: Buffer }> = {};
    for (const format of ['CSV', 'XLSX', 'JSON', 'OFX', 'QFX', 'QIF', 'BEANCOUNT', 'HLEDGER', 'CAMT053', 'MT940']) {
      files[format] = await download(page, () => text.locator(`button[data-format="${format}"]`).click());
    }
    const csv = files.CSV?.bytes.toString('utf8') ?? '';
    expect(files.CSV?.name).toBe('uk-paidout-paidin-001.csv');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Date,Description,Amount,Balance,Currency');
    expect(lines.length - 1).toBe(expected.transactions.length);
    expect(JSON.parse(files.JSON?.bytes.toString('utf8') ?? '')).toEqual(expected);
    expect(files.XLSX?.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(files.XLSX?.bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
    expect(files.OFX?.bytes.toString('utf8')).toMatch(/^(OFXHEADER:100|<\?xml)/);
    expect(files.QFX?.bytes.toString('utf8')).toContain('<INTU.BID>');
    expect(files.QIF?.bytes.toString('utf8')).toMatch(/^!Type:Bank/);
    expect(files.BEANCOUNT?.name).toBe('uk-paidout-paidin-001.beancount');
    expect(files.BEANCOUNT?.bytes.toString('utf8')).toContain(' open Assets:Bank:');
    expect(files.HLEDGER?.name).toBe('uk-paidout-paidin-001.journal');
    expect(files.HLEDGER?.bytes.toString('utf8')).toContain('account Assets:Bank:');
    expect(files.CAMT053?.name).toBe('uk-paidout-paidin-001.xml');
    expect(files.CAMT053?.bytes.toString('utf8')).toContain('urn:iso:std:iso:20022:tech:xsd:camt.053.001.08');
    expect(files.MT940?.name).toBe('uk-paidout-paidin-001.sta');
    expect(files.MT940?.bytes.toString('utf8')).toMatch(/^:20:/);
  }, 240_000);

  it('proposes categories from the user’s ledger in a Category column; a changed one goes into the download', async () => {
    const text = fileItem(page, 'uk-paidout-paidin-001.pdf');
    const expected = await apiJson({ uuid: uuids.get('text') as string }, 'format=JSON');
    await text.getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-body .categories-form input[type="file"]');
    const first = expected.transactions[0] as { description: string; amount: number };
    const history = `Date,Description,Amount,Category\n2024-01-01,"${first.description}",${first.amount},Expenses:Known\n`;
    await page
      .locator('#preview-body .categories-form input[type="file"]')
      .setInputFiles({ name: 'history.csv', mimeType: 'text/csv', buffer: Buffer.from(history) });
    const cell = page.locator('#preview-body td[data-label="Category"] input').first();
    await cell.waitFor({ timeout: 30_000 });
    expect(await cell.inputValue()).toBe('Expenses:Known');
    expect(await page.locator('#preview-body td[data-label="Category"] input').count()).toBe(expected.transactions.length);
    await cell.fill('Expenses:Chosen');
    await cell.press('Tab');
    const item = fileItem(page, 'uk-paidout-paidin-001.pdf');
    // Pressed from the keyboard: a pointer click lands where the button was drawn, and once (CI,
    // two loaded cores) it made no download and no message; a key press goes to the button itself.
    const bean = await download(page, () => item.locator('button[data-format="BEANCOUNT"]').press('Enter')).catch(async (error: Error) => {
      // Say what the page showed instead of a download: the card, the page's last announcement
      // (a file made and saved says so) and any script error.
      const announced = (await page.textContent('#status')) ?? '';
      throw new Error(`${error.message}; the file showed: ${(await item.textContent()) ?? ''}; announced: ${announced}; problems: ${problems.join(' | ')}`);
    });
    expect(bean.bytes.toString('utf8')).toContain('Expenses:Chosen');
  }, 240_000);

  it('downloads the merged ledger of the converted files', async () => {
    await page.waitForSelector('#ledger:not([hidden])');
    const json = await download(page, () => page.locator('#ledger button[data-format="JSON"]').click());
    const ledger = JSON.parse(json.bytes.toString('utf8'));
    const sources = new Set(ledger.accounts.flatMap((a: { statements: Array<{ source: string }> }) => a.statements.map((s) => s.source)));
    expect(sources).toEqual(new Set(['uk-paidout-paidin-001.pdf', 'it-dare-avere-001-scan150.pdf', 'es-importe-saldo-001-protected.pdf']));
    const csv = await download(page, () => page.locator('#ledger button[data-format="CSV"]').click());
    expect(csv.name).toBe('ledger.csv');
    const rows = ledger.accounts.reduce((n: number, a: { transactions: unknown[] }) => n + a.transactions.length, 0);
    expect(csv.bytes.toString('utf8').trim().split(/\r?\n/).length - 1).toBe(rows);
  });

  it('fits 360 px without sideways scrolling; the row view fits too, and zooms', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await fileItem(page, 'uk-paidout-paidin-001.pdf').getByRole('button', { name: 'Preview' }).click();
    await page.waitForSelector('#preview-title:text("uk-paidout")');
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.locator('#preview-body tbody tr').nth(2).click();
    await page.waitForSelector('#source-stage[data-rendered="2"]', { timeout: 30_000 });
    // Fit width: the page is as wide as the stage, and the stage within the screen.
    const fitted = await page.evaluate(() => {
      const stage = (document.getElementById('source-stage') as HTMLElement).getBoundingClientRect();
      const canvas = (document.querySelector('#source-stage canvas') as HTMLElement).getBoundingClientRect();
      return { stageRight: stage.right, canvasWidth: canvas.width, stageWidth: stage.width };
    });
    expect(fitted.stageRight).toBeLessThanOrEqual(360);
    expect(fitted.canvasWidth).toBeLessThanOrEqual(fitted.stageWidth + 1);
    await page.locator('#zoom-in').click();
    await page.waitForFunction(() => (document.getElementById('zoom-level')?.textContent ?? '') === '150%');
    await page.waitForSelector('#source-stage[data-rendered="2"]');
    const zoomed = await page.evaluate(() => (document.querySelector('#source-stage canvas') as HTMLElement).getBoundingClientRect().width);
    expect(zoomed).toBeGreaterThan(fitted.canvasWidth * 1.4);
    expect(await page.locator('#edit-amount').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('signs out: the session ends on the server, the page asks for a key again', async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'bsc_session');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForSelector('#sign-in:not([hidden])');
    const replay = await fetch(`${live.server.url}api/v1/user`, { headers: { Cookie: `bsc_session=${cookie?.value}` } });
    expect(replay.status).toBe(401);
    expect(problems).toEqual([]);
  });
});

describe('the web page, by keyboard alone', () => {
  it('signs in, picks a file, previews it, opens and closes a row source, with visible focus', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1024, height: 800 } });
    try {
      const { page, problems } = await openPage(context);
      await page.waitForSelector('#sign-in:not([hidden])');
      // Listening turns on file-chooser interception, which takes a round trip: start it early.
      const chooserShown = page.waitForEvent('filechooser', { timeout: 60_000 });
      await page.keyboard.press('Tab'); // skip link
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('api-key');
      await page.keyboard.type(live.server.apiKey);
      await page.keyboard.press('Enter');
      await page.waitForSelector('#app:not([hidden])');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('drop-zone');
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
      expect(outline).not.toBe('none');
      await page.keyboard.press('Enter');
      const chooser = await chooserShown;
      await chooser.setFiles([sample('us-checking-signed-001.pdf')]);
      const item = fileItem(page, 'us-checking-signed-001.pdf');
      await expect.poll(() => item.getAttribute('data-state'), { timeout: 30_000 }).toBe('READY');
      // Tab forward to the file's Preview button.
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Preview') break;
      }
      await page.keyboard.press('Enter');
      await page.waitForSelector('#preview-body tbody tr');
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.tagName)) === 'TR') break;
      }
      const index = await page.evaluate(() => document.activeElement?.getAttribute('data-index'));
      expect(index).not.toBeNull();
      await page.keyboard.press('Enter');
      await page.waitForSelector(`#source-stage[data-rendered="${index}"]`, { timeout: 30_000 });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('source-close');
      // Correct the row's amount by keyboard: Tab to the field, type, Enter.
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        if ((await page.evaluate(() => document.activeElement?.id)) === 'edit-amount') break;
      }
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('edit-amount');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('123456.78');
      await page.keyboard.press('Enter');
      await expect.poll(() => item.getAttribute('data-verdict')).toBe('failed');
      expect(await page.textContent('#preview-body .corrections')).toContain('amount');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-index'))).toBe(index);
      // Undo it by keyboard: Tab back up to the correction's Undo button.
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Shift+Tab');
        if ((await page.evaluate(() => document.activeElement?.getAttribute('data-undo'))) === '0') break;
      }
      await page.keyboard.press('Enter');
      await expect.poll(() => item.getAttribute('data-verdict')).toBe('verified');
      expect(await page.locator('#preview-body .corrections li').allTextContents()).toEqual([]);
      // Remove the file by keyboard: focus goes to the next card or the drop zone, never lost.
      await item.locator('button[data-action="remove"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => item.count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
