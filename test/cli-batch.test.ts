/**
 * `bsc convert` as people run it on many files: folders, output names, overwrites, passwords,
 * the batch summary, progress; plus --version, --help and a closed pipe. Real files and, where
 * the environment or a pipe matters, the real binary.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateStatement } from '../corpus/index.ts';
import { EXIT } from '../src/cli/exit-codes.ts';
import { main } from '../src/cli/main.ts';
import { progressLine } from '../src/cli/progress.ts';
import { captureIo } from './helpers/io.ts';
import { REAL_CORPUS_DIR } from './helpers/real-corpus.ts';

const ROOT = resolve(import.meta.dirname, '..');
const sample = (name: string) => join(ROOT, 'corpus/samples', name);
const ES = sample('es-importe-saldo-001.pdf');
const FR = sample('fr-debit-credit-001.pdf');
const SCANNED = join(REAL_CORPUS_DIR, '08-kowhai-nz-scanned.pdf');

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

function bin(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(ROOT, 'bin/bsc.js'), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
}

const scratch = () => mkdtempSync(join(tmpdir(), 'bsc-batch-'));

describe('folders as inputs', () => {
  it('finds PDFs recursively by extension or by their %PDF- header, and gives same-named files distinct outputs', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'in/a'), { recursive: true });
    mkdirSync(join(dir, 'in/b/deeper'), { recursive: true });
    copyFileSync(ES, join(dir, 'in/a/jan.pdf'));
    copyFileSync(FR, join(dir, 'in/b/JAN.PDF'));
    copyFileSync(FR, join(dir, 'in/b/deeper/no-extension'));
    writeFileSync(join(dir, 'in/b/notes.txt'), 'not a statement');
    const { code, stderr } = await run('convert', join(dir, 'in'), '--out', join(dir, 'out'));
    expect(code).toBe(EXIT.OK);
    // a/jan.pdf, b/JAN.PDF (the same name on a case-insensitive disk), b/deeper/no-extension; notes.txt is not a PDF.
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['JAN-2.json', 'jan.json', 'no-extension.json']);
    const es = JSON.parse(readFileSync(join(dir, 'out/jan.json'), 'utf8'));
    const fr = JSON.parse(readFileSync(join(dir, 'out/JAN-2.json'), 'utf8'));
    expect(es.metadata.currency).toBe('EUR');
    expect(fr.transactions.length).not.toBe(es.transactions.length);
    expect(stderr).toContain('[3/3]');
    expect(stderr).toMatch(/Summary: 3 files: 3 converted, 0 failed; \d+ transactions; 3 verified, 0 unverified, 0 failed/);
  });

  it('a folder with no PDF is a usage error, and a folder needs --out', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'readme.txt'), 'nothing here');
    const empty = await run('convert', dir, '--out', join(dir, 'out'));
    expect(empty.code).toBe(EXIT.USAGE);
    expect(empty.stderr).toContain('no PDF files found');
    copyFileSync(ES, join(dir, 'one.pdf'));
    expect((await run('convert', dir)).code).toBe(EXIT.USAGE);
  });
});

describe('--out and overwriting', () => {
  it('--out FILE writes that file, in the format its extension names', async () => {
    const dir = scratch();
    const csv = await run('convert', ES, '--out', join(dir, 'march.csv'));
    expect(csv.code).toBe(EXIT.OK);
    expect(readFileSync(join(dir, 'march.csv'), 'utf8').split('\r\n')[0]).toBe('Date,Description,Amount,Balance,Currency');
    expect((await run('convert', ES, '--out', join(dir, 'march.xlsx'))).code).toBe(EXIT.OK);
    expect(statSync(join(dir, 'march.xlsx')).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'march.xlsx')).subarray(0, 2).toString()).toBe('PK');
    // An explicit --format that contradicts the name, or several inputs into one file: usage errors.
    expect((await run('convert', ES, '--format', 'json', '--out', join(dir, 'x.csv'))).code).toBe(EXIT.USAGE);
    expect((await run('convert', ES, FR, '--out', join(dir, 'both.json'))).code).toBe(EXIT.USAGE);
  });

  it('never replaces an existing output without --force, and replaces it with --force', async () => {
    const dir = scratch();
    const target = join(dir, 'out.json');
    writeFileSync(target, 'keep me');
    const refused = await run('convert', ES, '--out', target);
    expect(refused.code).toBe(EXIT.USAGE);
    expect(refused.stderr).toContain('--force');
    expect(readFileSync(target, 'utf8')).toBe('keep me');

    mkdirSync(join(dir, 'batch'));
    writeFileSync(join(dir, 'batch/fr-debit-credit-001.json'), 'keep me too');
    const batch = await run('convert', ES, FR, '--out', join(dir, 'batch'));
    expect(batch.code).toBe(EXIT.USAGE);
    // Refused before converting anything: not even the file that did not exist was written.
    expect(readdirSync(join(dir, 'batch'))).toEqual(['fr-debit-credit-001.json']);

    expect((await run('convert', ES, '--out', target, '--force')).code).toBe(EXIT.OK);
    expect(JSON.parse(readFileSync(target, 'utf8')).metadata.currency).toBe('EUR');
  });
});

describe('--merge with folders', () => {
  it('merges the PDFs of a folder into one ledger, and replaces an existing ledger only with --force', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'in/sub'), { recursive: true });
    copyFileSync(ES, join(dir, 'in/es.pdf'));
    copyFileSync(FR, join(dir, 'in/sub/fr.pdf'));
    const ledger = join(dir, 'ledger.json');
    const first = await run('convert', join(dir, 'in'), '--merge', '--out', ledger);
    expect(first.code, first.stderr).toBe(EXIT.OK);
    const merged = JSON.parse(readFileSync(ledger, 'utf8'));
    expect(JSON.stringify(merged)).toContain('fr.pdf');
    expect(JSON.stringify(merged)).toContain('es.pdf');
    const again = await run('convert', join(dir, 'in'), '--merge', '--out', ledger);
    expect(again.code).toBe(EXIT.USAGE);
    expect(again.stderr).toContain('--force');
    expect((await run('convert', join(dir, 'in'), '--merge', '--out', ledger, '--force')).code).toBe(EXIT.OK);
  });
});

describe('passwords', () => {
  it('tries each password from --password, --password-file and BSC_PASSWORDS in turn per file, and never prints them', async () => {
    const dir = scratch();
    const first = await generateStatement('es-importe-saldo', 7, { password: 'alpha-Pw1' });
    const second = await generateStatement('uk-paidout-paidin', 8, { password: 'beta Pw2;' });
    writeFileSync(join(dir, 'first.pdf'), first.pdf);
    writeFileSync(join(dir, 'second.pdf'), second.pdf);
    copyFileSync(ES, join(dir, 'plain.pdf'));
    writeFileSync(join(dir, 'passwords.txt'), 'wrong-one\r\nalpha-Pw1\n');
    const ok = bin(['convert', dir, '--out', join(dir, 'out'), '--password', 'nope', '--password-file', join(dir, 'passwords.txt')], {
      BSC_PASSWORDS: 'also-wrong\nbeta Pw2;',
    });
    expect(ok.stderr).toContain('3 files: 3 converted');
    expect(ok.status).toBe(EXIT.OK);
    expect(JSON.parse(readFileSync(join(dir, 'out/second.json'), 'utf8')).transactions).toHaveLength(second.truth.transactions.length);
    for (const secret of ['alpha-Pw1', 'beta Pw2;', 'wrong-one', 'nope']) expect(ok.stdout + ok.stderr).not.toContain(secret);

    const wrong = bin(['convert', join(dir, 'first.pdf'), '--password', 'nope'], { BSC_PASSWORDS: 'beta Pw2;' });
    expect(wrong.status).toBe(EXIT.PASSWORD);
    expect(wrong.stderr).toContain('none of the 2 passwords');
    expect(wrong.stderr).not.toMatch(/nope|beta Pw2/);
    const none = bin(['convert', join(dir, 'first.pdf')], { BSC_PASSWORDS: '' });
    expect(none.status).toBe(EXIT.PASSWORD);
    expect(none.stderr).toContain('PASSWORD_REQUIRED');
    expect(bin(['convert', join(dir, 'first.pdf'), '--password-file', join(dir, 'missing.txt')]).status).toBe(EXIT.USAGE);
  }, 60_000);
});

describe('the batch summary', () => {
  it('counts files, conversions, failures by code, transactions, statements by reconciliation status and warnings by code', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'junk.pdf'), 'not a pdf');
    const kauri = join(REAL_CORPUS_DIR, '11-kauri-nz-two-statement-bundle.pdf');
    const { code, stderr } = await run('convert', join(dir, 'junk.pdf'), ES, kauri, join(dir, 'missing.pdf'), '--out', join(dir, 'out'));
    expect(code).toBe(EXIT.UNREADABLE);
    const summary = stderr.trim().split('\n').at(-1) as string;
    const transactions = readdirSync(join(dir, 'out')).map((f) => JSON.parse(readFileSync(join(dir, 'out', f), 'utf8')).transactions.length as number);
    expect(summary).toBe(
      `Summary: 4 files: 2 converted, 2 failed (ENOENT 1, NOT_A_PDF 1); ${transactions[0]! + transactions[1]!} transactions; 2 verified, 0 unverified, 0 failed; warnings: BANK_NOT_RECOGNISED 1`,
    );
  });
});

describe('OCR progress', () => {
  it('--progress reports the share of the scan recognised, before any page is done, with the time elapsed', () => {
    const result = bin(['convert', SCANNED, '--progress']);
    expect(result.status).toBe(EXIT.OK);
    const lines = result.stderr.split('\n').filter((l) => l.includes('OCR'));
    // Not a terminal: one line per tenth, each "OCR <percent>%, <done>/<total> pages done, <seconds> s".
    for (const line of lines) expect(line).toMatch(/OCR \d{1,3}%, [0-2]\/2 pages done, \d+\.\d s$/);
    const early = lines.find((l) => /OCR (\d|[1-4]\d)%, 0\/2 pages done/.test(l) && !/OCR 0%/.test(l));
    expect(early, result.stderr).toBeDefined();
    expect(lines.at(-1)).toMatch(/OCR 100%, 2\/2 pages done/);
    expect(JSON.parse(result.stdout).transactions.length).toBeGreaterThan(0);
    // Without --progress and without a terminal, standard error stays quiet.
    expect(bin(['convert', ES]).stderr).toBe('');
  }, 120_000);

  it('shows the progress of every file of a batch, also of one started while an earlier one was read', () => {
    const dir = scratch();
    copyFileSync(SCANNED, join(dir, 'a.pdf'));
    copyFileSync(SCANNED, join(dir, 'b.pdf'));
    const result = bin(['convert', join(dir, 'a.pdf'), join(dir, 'b.pdf'), '--out', join(dir, 'out'), '--progress']);
    expect(result.status, result.stderr).toBe(EXIT.OK);
    for (const [n, name] of [
      [1, 'a.pdf'],
      [2, 'b.pdf'],
    ] as const) {
      const lines = result.stderr.split('\n').filter((l) => l.startsWith(`[${n}/2] ${join(dir, name)}: OCR`));
      expect(lines.at(-1), result.stderr).toMatch(/OCR 100%, 2\/2 pages done/);
    }
  }, 180_000);
});

describe('the progress line on a terminal', () => {
  it('rewrites one line with the share of all pages recognised (pages read in parallel) and the time elapsed, and clears it', () => {
    const written: string[] = [];
    let clock = 1000;
    const line = progressLine('scan.pdf', { isTTY: true, write: (t: string) => written.push(t) }, { enabled: true, now: () => clock });
    line.onProgress({ stage: 'open', pagesDone: 0, pagesTotal: 4 });
    clock += 2500;
    line.onProgress({ stage: 'ocr', page: 1, pagesDone: 0, pagesTotal: 4, pageProgress: 0.5 });
    line.onProgress({ stage: 'ocr', page: 2, pagesDone: 0, pagesTotal: 4, pageProgress: 0.3 });
    // A page read again turned round starts over at 0: the line does not go backwards.
    line.onProgress({ stage: 'ocr', page: 1, pagesDone: 0, pagesTotal: 4, pageProgress: 0.1 });
    line.onProgress({ stage: 'ocr', page: 1, pagesDone: 1, pagesTotal: 4 });
    line.clear();
    expect(written).toEqual([
      '\r\x1b[Kscan.pdf: OCR 12%, 0/4 pages done, 2.5 s',
      '\r\x1b[Kscan.pdf: OCR 20%, 0/4 pages done, 2.5 s',
      '\r\x1b[Kscan.pdf: OCR 20%, 0/4 pages done, 2.5 s',
      '\r\x1b[Kscan.pdf: OCR 32%, 1/4 pages done, 2.5 s',
      '\r\x1b[K',
    ]);
  });

  it('writes nothing when not enabled', () => {
    const written: string[] = [];
    const line = progressLine('scan.pdf', { isTTY: true, write: (t: string) => written.push(t) }, { enabled: false });
    line.onProgress({ stage: 'ocr', page: 1, pagesDone: 0, pagesTotal: 1, pageProgress: 0.5 });
    line.clear();
    expect(written).toEqual([]);
  });
});

describe('--version, --help and a closed pipe', () => {
  it('--version and -V print the package version', async () => {
    const version = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version as string;
    for (const flag of ['--version', '-V']) expect(await run(flag)).toEqual({ code: EXIT.OK, stdout: `${version}\n`, stderr: '' });
  });

  it.each(['convert', 'inspect', 'banks', 'serve', 'users', 'keys'])('bsc %s --help prints its usage and exits 0', async (command) => {
    for (const args of [
      [command, '--help'],
      [command, '-h'],
      ['help', command],
    ]) {
      const { code, stdout } = await run(...args);
      expect(code).toBe(EXIT.OK);
      expect(stdout).toContain(`bsc ${command}`);
    }
  });

  it('bsc banks | head -1 ends quietly', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash expansion, for bash
    const result = spawnSync('bash', ['-c', 'node bin/bsc.js banks | head -1; echo "status=${PIPESTATUS[0]}"'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.stdout).toMatch(/^\S+ +[A-Z]{2} +[A-Z]{3} +.+\nstatus=0\n$/);
    expect(result.stderr).not.toMatch(/EPIPE|Error/);
  });
});
