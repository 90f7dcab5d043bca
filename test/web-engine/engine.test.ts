/**
 * The browser build of the engine in a real browser (Debian's chromium through playwright-core),
 * under the page's CSP: each committed sample is handed to the harness through its file input,
 * converted in the page's engine worker, and compared with the library's `convert` run here on the
 * same bytes. The network is watched throughout: only GETs of the engine's own files, no body.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ConversionError, closeOcr, convert, toBeancount, toCamt053, toCsv, toHledger, toJson, toMt940, toOfx, toQfx, toQif, toXlsx } from '../../src/index.ts';
import { parseQif } from '../helpers/qif.ts';
import { type HarnessServer, buildHarness, removeHarness, serveHarness } from './harness-server.ts';

const SAMPLES = resolve(import.meta.dirname, '../../corpus/samples');
const TEXT_SAMPLES = readdirSync(SAMPLES).filter((name) => name.endsWith('.pdf') && !name.includes('protected'));
const PROTECTED = 'es-importe-saldo-001-protected.pdf';
const PASSWORD = 'secret123';
/** One scan read from its embedded image (200 dpi), one rasterised by pdf.js first (150 dpi is below the embedded floor). */
const SCANS = ['scanned/us-checking-signed-001-scan200.pdf', 'scanned/it-dare-avere-001-scan150.pdf'];

interface Outcome {
  ok: boolean;
  result?: { pdfType: string; numberOfPages: number; json: unknown };
  stages?: string[];
  progress?: { page: number; pages: number; stage: string }[];
  error?: { code: string; message: string; recovery: string };
}

let dir: string;
let server: HarnessServer;
let browser: Browser;
let page: Page;
/** Every request the browser made, as the browser saw it (the server logs its side too). */
const seen: { method: string; url: string; body: number }[] = [];
const cspViolations: string[] = [];

beforeAll(async () => {
  dir = await buildHarness();
  server = await serveHarness(dir);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  context.on('request', (request) => seen.push({ method: request.method(), url: request.url(), body: request.postDataBuffer()?.length ?? 0 }));
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await page.goto(`${server.url}/harness.html`);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) removeHarness(dir);
  await closeOcr();
});

async function convertInPage(file: string, password = ''): Promise<Outcome> {
  await page.setInputFiles('#file', join(SAMPLES, file));
  await page.fill('#password', password);
  return page.evaluate(() => (globalThis as unknown as { harness: { convertSelected(): Promise<Outcome> } }).harness.convertSelected());
}

async function libraryJson(file: string, password?: string): Promise<unknown> {
  const statement = await convert(readFileSync(join(SAMPLES, file)), password ? { password } : {});
  return JSON.parse(toJson(statement, { source: true }));
}

async function libraryError(file: string, password?: string): Promise<ConversionError> {
  const error = await convert(readFileSync(join(SAMPLES, file)), password ? { password } : {}).catch((e: unknown) => e);
  if (!ConversionError.is(error)) throw new Error(`expected a ConversionError for ${file}`);
  return error;
}

describe('converting in the browser', () => {
  it.each(TEXT_SAMPLES)('%s: the same statement as the library', async (file) => {
    const outcome = await convertInPage(file);
    expect(outcome.error).toBeUndefined();
    const expected = (await libraryJson(file)) as { metadata: { pdfType: string; numberOfPages: number }; transactions: unknown[] };
    expect(expected.transactions.length).toBeGreaterThan(0);
    expect(outcome.result?.json).toEqual(expected);
    expect(outcome.result?.pdfType).toBe(expected.metadata.pdfType);
    expect(outcome.result?.numberOfPages).toBe(expected.metadata.numberOfPages);
    expect(outcome.stages).toEqual(expect.arrayContaining(['open', 'extract', 'parse', 'done']));
  });

  it('a protected PDF: asks for its password, refuses a wrong one, converts with the right one', async () => {
    const missing = await convertInPage(PROTECTED);
    const wrong = await convertInPage(PROTECTED, 'not-the-password');
    expect(missing.error).toMatchObject({ code: 'PASSWORD_REQUIRED', message: (await libraryError(PROTECTED)).message });
    expect(wrong.error).toMatchObject({ code: 'INVALID_PASSWORD', message: (await libraryError(PROTECTED, 'not-the-password')).message });
    expect(wrong.error?.recovery).toMatch(/password/i);
    const right = await convertInPage(PROTECTED, PASSWORD);
    expect(right.error).toBeUndefined();
    expect(right.result?.json).toEqual(await libraryJson(PROTECTED, PASSWORD));
  });

  it.each(SCANS)('%s: OCR in the browser reads what the library reads', async (file) => {
    const outcome = await convertInPage(file);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result?.pdfType).toBe('IMAGE_BASED');
    // Progress per OCR page: the one page, of one page to read.
    expect(outcome.progress).toContainEqual({ stage: 'ocr', page: 1, pages: 1 });
    const expected = (await libraryJson(file)) as { transactions: unknown[] };
    expect(expected.transactions.length).toBeGreaterThan(5);
    expect(outcome.result?.json).toEqual(expected);
  });

  it('an abort during OCR rejects with ABORTED, and the engine goes on converting', async () => {
    await page.setInputFiles('#file', join(SAMPLES, SCANS[0] as string));
    const code = await page.evaluate(async () => {
      const { convertInBrowser } = (globalThis as unknown as { harness: typeof import('../../src/web/engine/index.ts') }).harness;
      const input = (globalThis as unknown as { document: { getElementById(id: string): { files: Blob[] } } }).document.getElementById('file');
      const controller = new AbortController();
      const bytes = new Uint8Array(await (input.files[0] as Blob).arrayBuffer());
      const onProgress = (event: { stage: string }) => {
        if (event.stage === 'ocr') controller.abort();
      };
      return convertInBrowser(bytes, { signal: controller.signal, onProgress }).then(
        () => 'converted',
        (e: { code: string }) => e.code,
      );
    });
    expect(code).toBe('ABORTED');
    expect((await convertInPage('de-soll-haben-001.pdf')).ok).toBe(true);
  });

  it('a file that is not a PDF fails with the library’s code and message', async () => {
    const outcome = await page.evaluate(async () => {
      const { convertInBrowser } = (globalThis as unknown as { harness: typeof import('../../src/web/engine/index.ts') }).harness;
      return convertInBrowser(new TextEncoder().encode('hello')).then(
        () => null,
        (e: { code: string; message: string; recovery: string }) => ({ code: e.code, message: e.message, recovery: e.recovery }),
      );
    });
    expect(outcome).toMatchObject({ code: 'NOT_A_PDF', message: 'The file is not a PDF (no %PDF- header).' });
    expect(outcome?.recovery.length).toBeGreaterThan(10);
  });
});

describe('exporting in the browser', () => {
  const FILE = 'uk-paidout-paidin-001.pdf';
  type Exported = { ok: boolean; filename?: string; type?: string; bytes?: number[]; error?: { code: string; recovery: string } };
  const exportAs = (format: string) =>
    page.evaluate((f) => (globalThis as unknown as { harness: { exportLast(format: string): Promise<Exported> } }).harness.exportLast(f), format);
  const text = (file: Exported) => new TextDecoder().decode(new Uint8Array(file.bytes ?? []));

  it('CSV, JSON, OFX, QFX and QIF are the library’s files, byte for byte, and parse', async () => {
    expect((await convertInPage(FILE)).ok).toBe(true);
    const statement = await convert(readFileSync(join(SAMPLES, FILE)));
    const csv = await exportAs('CSV');
    expect(csv).toMatchObject({ ok: true, filename: 'statement.csv', type: 'text/csv; charset=utf-8' });
    expect(text(csv)).toBe(await toCsv(statement));
    const lines = text(csv).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount,Balance,Currency');
    expect(lines.length - 1).toBe(statement.transactions.length);

    const json = await exportAs('JSON');
    expect(text(json)).toBe(toJson(statement));
    expect(JSON.parse(text(json)).transactions).toHaveLength(statement.transactions.length);

    // Equal but for DTSERVER, the time the file was made.
    const made = (ofx: string) => ofx.replace(/<DTSERVER>[^<]*<\/DTSERVER>/, '<DTSERVER>made</DTSERVER>');
    const ofx = await exportAs('OFX');
    expect(made(text(ofx))).toBe(made(toOfx(statement)));
    expect(text(ofx)).toMatch(/^OFXHEADER:100|^<\?xml/);
    expect(text(ofx)).toContain('<FITID>');
    expect(made(text(await exportAs('QFX')))).toBe(made(toQfx(statement)));

    const qif = await exportAs('QIF');
    expect(text(qif)).toBe(toQif(statement));
    expect(text(qif)).toMatch(/^!Type:Bank/);
    expect(parseQif(text(qif), ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD']).transactions).toHaveLength(statement.transactions.length);
  });

  it('XLSX: a workbook with the library’s sheets and cells', async () => {
    expect((await convertInPage(FILE)).ok).toBe(true);
    const xlsx = await exportAs('XLSX');
    expect(xlsx).toMatchObject({ ok: true, filename: 'statement.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const bytes = Buffer.from(xlsx.bytes ?? []);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // a zip
    const cells = async (data: Buffer) => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(data as unknown as ArrayBuffer);
      return book.worksheets.map((sheet) => ({ name: sheet.name, rows: sheet.getSheetValues().map((row) => JSON.stringify(row)) }));
    };
    const expected = await cells(await toXlsx(await convert(readFileSync(join(SAMPLES, FILE)))));
    expect(expected[0]?.rows.length).toBeGreaterThan(10);
    expect(await cells(bytes)).toEqual(expected);
  });

  it('beancount, hledger, CAMT.053 and MT940 are the library’s files; categories are proposed and applied in the browser', async () => {
    expect((await convertInPage(FILE)).ok).toBe(true);
    const statement = await convert(readFileSync(join(SAMPLES, FILE)));
    const bean = await exportAs('BEANCOUNT');
    expect(bean).toMatchObject({ ok: true, filename: 'statement.beancount' });
    expect(text(bean)).toBe(toBeancount(statement));
    expect(text(await exportAs('HLEDGER'))).toBe(toHledger(statement));
    const created = (xml: string) => xml.replace(/<CreDtTm>[^<]*<\/CreDtTm>/g, '<CreDtTm>made</CreDtTm>');
    const camt = await exportAs('CAMT053');
    expect(camt).toMatchObject({ ok: true, filename: 'statement.xml' });
    expect(created(text(camt))).toBe(created(toCamt053(statement)));
    expect(text(await exportAs('MT940'))).toBe(toMt940(statement));

    const first = statement.transactions[0]!;
    const history = `Date,Description,Amount,Category\n2024-01-01,"${first.description}",${first.amount.toFixed(2)},Expenses:Known\n`;
    const proposed = await page.evaluate(
      (h) =>
        (
          globalThis as unknown as {
            harness: { proposeLast(h: string): Promise<{ ok: boolean; proposals: { category: string | null; categoryReason: string }[] }> };
          }
        ).harness.proposeLast(h),
      history,
    );
    expect(proposed.ok).toBe(true);
    expect(proposed.proposals).toHaveLength(statement.transactions.length);
    expect(proposed.proposals[0]).toMatchObject({ category: 'Expenses:Known' });
    const chosen = statement.transactions.map((_, i) => (i === 0 ? 'Expenses:Chosen' : null));
    const withCategories = await page.evaluate(
      ([f, c]) =>
        (globalThis as unknown as { harness: { exportLast(format: string, categories: (string | null)[]): Promise<Exported> } }).harness.exportLast(
          f as string,
          c as (string | null)[],
        ),
      ['BEANCOUNT', chosen] as const,
    );
    expect(text(withCategories)).toContain('Expenses:Chosen');
  });

  it('an unknown result is refused with a code', async () => {
    const outcome = await page.evaluate(async () => {
      const { exportLocal } = (globalThis as unknown as { harness: typeof import('../../src/web/engine/index.ts') }).harness;
      return exportLocal({ transactions: [] }, 'CSV').then(
        () => null,
        (e: { code: string }) => e.code,
      );
    });
    expect(outcome).toBe('UNKNOWN_STATEMENT');
  });
});

describe('privacy', () => {
  it('the browser fetched only the engine’s own files, with GETs and no body; the CSP held', () => {
    expect(seen.length).toBeGreaterThan(5);
    const served = new Set(readdirRecursive(dir));
    for (const request of seen) {
      expect(request.url.startsWith(`${server.url}/`), request.url).toBe(true);
      expect(request.method, request.url).toBe('GET');
      expect(request.body, request.url).toBe(0);
    }
    for (const request of server.requests) {
      expect(request.method, request.url).toBe('GET');
      expect(request.bodyBytes, request.url).toBe(0);
      if (request.url !== '/favicon.ico') expect(served.has(request.url.slice(1)), request.url).toBe(true);
    }
    // The OCR files came from this server (the scans above needed them), and the browser-side
    // watch saw the workers' requests too (where an upload from the engine would show).
    const ocrFiles = ['/engine/ocr/worker.min.js', '/engine/ocr/tesseract-core-simd-lstm.wasm', '/engine/ocr/eng.traineddata.gz'];
    expect(server.requests.map((r) => r.url)).toEqual(expect.arrayContaining(ocrFiles));
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(expect.arrayContaining(['/engine/engine-worker.js', ...ocrFiles]));
    expect(cspViolations).toEqual([]);
  });
});

function readdirRecursive(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}
