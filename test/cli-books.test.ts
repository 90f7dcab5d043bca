/** `bsc convert` into the books: the four accounting formats, account maps, rules and history. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/exit-codes.ts';
import { main } from '../src/cli/main.ts';
import { beanCheck, hledgerCheck, readMt940, runWith, xmllintCamt053 } from './helpers/books-tools.ts';
import { captureIo } from './helpers/io.ts';

const SAMPLES = join(import.meta.dirname, '..', 'corpus', 'samples');
const uk = join(SAMPLES, 'uk-paidout-paidin-001.pdf');
const de = join(SAMPLES, 'de-soll-haben-001.pdf');

async function run(...argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

describe('bsc convert into the books', () => {
  it('writes beancount, hledger, CAMT.053 and MT940 to standard output, each accepted by its checker', async () => {
    const bean = await run('convert', uk, '--format', 'beancount');
    expect(bean.code).toBe(EXIT.OK);
    expect(bean.stdout).toContain('open Assets:Bank:HSBC-UK:GBP:5832');
    if (runWith('beancount')) expect(beanCheck(bean.stdout).output).toBe('');
    const journal = await run('convert', uk, '--format', 'hledger');
    if (runWith('hledger')) expect(hledgerCheck(journal.stdout).output).toBe('');
    const camt = await run('convert', uk, '--format', 'camt053');
    if (runWith('xmllint')) expect(xmllintCamt053(camt.stdout).ok).toBe(true);
    const mt940 = await run('convert', uk, '--format', 'mt940');
    expect(readMt940(mt940.stdout)[0]!.closingBalance).toBe(1039.06);
  });

  it('takes the format from the extension (.beancount, .journal, .xml, .sta), also for one merged ledger', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bsc-books-'));
    for (const [ext, marker] of [
      ['beancount', ' open Assets:'],
      ['journal', 'account Assets:'],
      ['xml', 'camt.053.001.08'],
      ['sta', ':60F:'],
    ] as const) {
      const { code } = await run('convert', uk, '--out', join(out, `uk.${ext}`));
      expect(code, ext).toBe(EXIT.OK);
      expect(readFileSync(join(out, `uk.${ext}`), 'utf8'), ext).toContain(marker);
    }
    const { code } = await run('convert', uk, de, '--format', 'hledger', '--out', join(out, 'all'));
    expect(code).toBe(EXIT.OK);
    expect(readFileSync(join(out, 'all', 'de-soll-haben-001.journal'), 'utf8')).toContain('Assets:Bank:');
    const merged = await run('convert', uk, de, '--merge', '--out', join(out, 'ledger.beancount'));
    expect(merged.code).toBe(EXIT.OK);
    const ledger = readFileSync(join(out, 'ledger.beancount'), 'utf8');
    expect(ledger).toContain('open Assets:Bank:HSBC-UK:GBP:5832');
    if (runWith('beancount')) expect(beanCheck(ledger).output).toBe('');
  });

  it('names accounts from --account-map (YAML), books rows by --rules and proposes from --history', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bsc-books-'));
    writeFileSync(join(dir, 'accounts.yaml'), 'accounts:\n  - accountNumber: "5832"\n    account: Assets:HSBC:Current\nexpenses: Expenses:Unsorted\n');
    writeFileSync(join(dir, 'rules.json'), JSON.stringify({ rules: [{ category: 'Expenses:Energy', payee: 'british gas' }] }));
    writeFileSync(
      join(dir, 'history.csv'),
      'Date,Description,Amount,Category\n2025-01-03,NANDOS CARDIFF,-20.00,Expenses:Eating-Out\n2025-02-03,NANDOS CARDIFF,-14.00,Expenses:Eating-Out\n',
    );
    const { code, stdout } = await run(
      'convert',
      uk,
      '--format',
      'beancount',
      '--account-map',
      join(dir, 'accounts.yaml'),
      '--rules',
      join(dir, 'rules.json'),
      '--history',
      join(dir, 'history.csv'),
    );
    expect(code).toBe(EXIT.OK);
    expect(stdout).toContain('  Assets:HSBC:Current  -41.20 GBP\n  Expenses:Energy  41.20 GBP');
    expect(stdout).toMatch(/"Nandos Cardiff" "NANDOS CARDIFF"\n(?: {2}.*\n)*? {2}category: "Expenses:Eating-Out"/);
    expect(stdout).toContain('Expenses:Unsorted');
    if (runWith('beancount')) expect(beanCheck(stdout).output).toBe('');
    const json = JSON.parse((await run('convert', uk, '--rules', join(dir, 'rules.json'))).stdout) as {
      transactions: { payee: string; category: string | null; categoryReason: string }[];
    };
    expect(json.transactions[0]).toMatchObject({ payee: 'British Gas', category: 'Expenses:Energy', categoryReason: 'rule 1 (payee /british gas/)' });
  });

  it('refuses unusable books files and flags as usage errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bsc-books-'));
    writeFileSync(join(dir, 'bad.yaml'), 'accounts: [ { account: "Bank:X" } ]\n');
    for (const args of [
      ['--account-map', join(dir, 'bad.yaml')],
      ['--account-map', join(dir, 'missing.yaml')],
      ['--journal-opening', 'sometimes'],
      ['--category-threshold', '0.5'],
      ['--rules', join(dir, 'bad.yaml')],
    ]) {
      const { code, stderr } = await run('convert', uk, '--format', 'beancount', ...args);
      expect(code, args.join(' ')).toBe(EXIT.USAGE);
      expect(stderr).toContain(args[0]);
    }
  });
});
