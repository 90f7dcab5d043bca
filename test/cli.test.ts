import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { EXIT } from '../src/cli/exit-codes.ts';
import { captureIo } from './helpers/io.ts';
import { REAL_CORPUS_DIR } from './helpers/real-corpus.ts';

const kauri = join(REAL_CORPUS_DIR, '11-kauri-nz-two-statement-bundle.pdf');
const hsbc = join(REAL_CORPUS_DIR, '03-hsbc-uk-current.pdf');
const scanned = join(REAL_CORPUS_DIR, '08-kowhai-nz-scanned.pdf');

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, stdout: io.stdout, stderr: io.stderr.text };
}

describe('bsc convert', () => {
  it('writes JSON to standard output for one input', async () => {
    const { code, stdout } = await run('convert', kauri);
    expect(code).toBe(EXIT.OK);
    const doc = JSON.parse(stdout.text);
    expect(doc.transactions).toHaveLength(9);
    expect(doc.metadata.accountNumber).toBe('****0100');
    expect(stdout.text).toContain('"amount": -12.40');
  });

  it('writes CSV with the documented header', async () => {
    const { code, stdout } = await run('convert', kauri, '--format', 'csv');
    expect(code).toBe(EXIT.OK);
    expect(stdout.text.split('\r\n')[0]).toBe('Date,Description,Amount,Balance,Currency');
    expect(stdout.text).toContain('2026-02-03,EFTPOS RIVERSIDE DAIRY,-12.40,2398.15,NZD');
  });

  it('writes one file per input into --out, XLSX included, with progress on stderr', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bsc-'));
    const { code, stderr } = await run('convert', kauri, hsbc, '--format', 'xlsx', '--out', out);
    expect(code).toBe(EXIT.OK);
    expect(readdirSync(out).sort()).toEqual(['03-hsbc-uk-current.xlsx', '11-kauri-nz-two-statement-bundle.xlsx']);
    expect(stderr).toContain('[1/2]');
    expect(stderr).toContain('[2/2]');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(join(out, '03-hsbc-uk-current.xlsx')) as unknown as ArrayBuffer);
    expect(book.getWorksheet('Transactions')?.rowCount).toBe(56);
  });

  it('keeps going after a bad file and exits with that file’s code', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bsc-'));
    const junk = join(out, 'junk.pdf');
    writeFileSync(junk, 'not a pdf');
    const { code, stderr } = await run('convert', junk, kauri, '--out', out);
    expect(code).toBe(EXIT.UNREADABLE);
    expect(stderr).toContain('junk.pdf');
    expect(stderr).toContain('NOT_A_PDF');
    expect(readdirSync(out)).toContain('11-kauri-nz-two-statement-bundle.json');
  });

  it('has distinct exit codes for usage, unreadable input and no transactions', async () => {
    expect((await run('convert')).code).toBe(EXIT.USAGE);
    expect((await run('convert', kauri, hsbc)).code).toBe(EXIT.USAGE);
    expect((await run('convert', kauri, '--format', 'pdf')).code).toBe(EXIT.USAGE);
    expect((await run('convert', kauri, '--bogus')).code).toBe(EXIT.USAGE);
    expect((await run('frobnicate')).code).toBe(EXIT.USAGE);
    const missing = await run('convert', '/nonexistent/file.pdf');
    expect(missing.code).toBe(EXIT.UNREADABLE);
    expect(missing.stderr).toContain('/nonexistent/file.pdf: no such file');
  });

  it('inspect prints the inspect result as JSON', async () => {
    const { code, stdout } = await run('inspect', scanned);
    expect(code).toBe(EXIT.OK);
    const result = JSON.parse(stdout.text);
    expect(result).toMatchObject({ pdfType: 'IMAGE_BASED', numberOfPages: 2, encrypted: false });
    expect(result.authenticity).toMatchObject({ verdict: 'no-signs', revisions: 1 });
  });
});

describe('the bsc binary', () => {
  it('runs from bin/bsc.js with the documented exit codes', () => {
    const json = execFileSync(process.execPath, ['bin/bsc.js', 'convert', kauri], { encoding: 'utf8' });
    expect(JSON.parse(json).metadata.currency).toBe('NZD');
    const bad = spawnSync(process.execPath, ['bin/bsc.js', 'convert', 'package.json'], { encoding: 'utf8' });
    expect(bad.status).toBe(EXIT.UNREADABLE);
    expect(bad.stderr).toContain('package.json');
  });
});

describe('bsc banks', () => {
  it('lists the registry as JSON, filtered by country', async () => {
    const { code, stdout } = await run('banks', '--json', '--country', 'gb');
    expect(code).toBe(EXIT.OK);
    const banks = JSON.parse(stdout.text) as { id: string; country: string }[];
    expect(banks.length).toBeGreaterThanOrEqual(9);
    expect(banks.every((b) => b.country === 'GB')).toBe(true);
    expect(banks.map((b) => b.id)).toContain('hsbc-gb');
    const all = JSON.parse((await run('banks', '--json')).stdout.text) as { country: string }[];
    expect(all.length).toBeGreaterThanOrEqual(110);
    expect(new Set(all.map((b) => b.country)).size).toBeGreaterThanOrEqual(25);
  });

  it('rejects a malformed country code', async () => {
    expect((await run('banks', '--country', 'Britain')).code).toBe(EXIT.USAGE);
  });
});

describe('bsc convert: accounting formats, ledgers and CSV options', () => {
  const samples = join(import.meta.dirname, '..', 'corpus', 'samples');
  const uk = join(samples, 'uk-paidout-paidin-001.pdf');
  const de = join(samples, 'de-soll-haben-001.pdf');

  it('writes OFX, QFX and QIF to standard output', async () => {
    const ofx = await run('convert', uk, '--format', 'ofx');
    expect(ofx.code).toBe(EXIT.OK);
    expect(ofx.stdout.text).toContain('<STMTRS>');
    expect((ofx.stdout.text.match(/<STMTTRN>/g) ?? []).length).toBe(66);
    const qfx = await run('convert', uk, '--format', 'QFX', '--intu-bid', '4321');
    expect(qfx.stdout.text).toContain('<INTU.BID>4321</INTU.BID>');
    const qif = await run('convert', uk, '--format', 'qif', '--qif-dates', 'ymd');
    expect(qif.stdout.text.startsWith('!Type:Bank\r\nD2025-')).toBe(true);
  });

  it('shapes the CSV: delimiter, BOM and columns', async () => {
    const { code, stdout } = await run(
      'convert',
      uk,
      '--format',
      'csv',
      '--csv-delimiter',
      ';',
      '--csv-bom',
      '--columns',
      'date,description,debit,credit,balance',
    );
    expect(code).toBe(EXIT.OK);
    expect(stdout.text.split('\r\n')[0]).toBe('\ufeffDate;Description;Debit;Credit;Balance');
  });

  it('refuses bad output flags with a usage error', async () => {
    expect((await run('convert', uk, '--format', 'csv', '--columns', 'date,bogus')).code).toBe(EXIT.USAGE);
    expect((await run('convert', uk, '--format', 'csv', '--csv-delimiter', ';;')).code).toBe(EXIT.USAGE);
    expect((await run('convert', uk, '--format', 'pdf')).code).toBe(EXIT.USAGE);
    expect((await run('convert', uk, de, '--merge')).code).toBe(EXIT.USAGE);
    expect((await run('convert', uk, de, '--merge', '--out', join(tmpdir(), 'ledger.txt'))).code).toBe(EXIT.USAGE);
  });

  it('merges statements into one ledger: one sheet per account, overlap kept once', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bsc-'));
    const ledger = join(out, 'ledger.xlsx');
    // The same statement twice overlaps entirely: its rows are kept once.
    const { code, stderr } = await run('convert', uk, de, uk, '--merge', '--out', ledger, '--paper', 'letter');
    expect(code).toBe(EXIT.OK);
    expect(stderr).toContain('3 statement(s), 2 account(s), 86 transactions (66 repeated by overlapping statements left out)');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(ledger) as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => [w.name, w.rowCount])).toEqual([
      ['HSBC UK 5832', 67],
      ['Deutsche Bank 0300', 21],
      ['Ledger', expect.any(Number)],
    ]);
    expect(book.worksheets[0]!.pageSetup.paperSize).toBe(1);
    const csv = join(out, 'ledger.csv');
    expect((await run('convert', de, uk, '--merge', '--out', csv)).code).toBe(EXIT.OK);
    const lines = readFileSync(csv, 'utf8').split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount,Balance,Currency,Account');
    expect(lines.length - 2).toBe(86);
  });
});
