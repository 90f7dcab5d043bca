/**
 * The independent checkers the accounting exports are read back with, none of them this
 * project's code: hledger (`hledger check -s`, Debian `hledger`), beancount's checker (`python3 -m
 * beancount.scripts.check`, Debian `python3-beancount`), xmllint with the ISO 20022 schema
 * (Debian `libxml2-utils`) and the npm MT940 parser mt940js. `.ci/run` installs the Debian ones.
 *
 * Outside CI a missing tool skips its tests (`available`); in CI (CI=true) nothing is skipped, so a
 * missing tool fails the tests that need it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const IN_CI = process.env.CI === 'true' || process.env.CI === '1';

export const CAMT053_XSD = fileURLToPath(new URL('../fixtures/iso20022/camt.053.001.08.xsd', import.meta.url));

const runs = (command: string, args: string[]) => {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return !run.error && run.status === 0;
};

/** Debian's python3 has the beancount module; a python3 earlier on PATH (pyenv) may not. */
const beancountPython = ['/usr/bin/python3', 'python3'].find((p) => runs(p, ['-c', 'import beancount.scripts.check'])) ?? null;

export const available = {
  hledger: runs('hledger', ['--version']),
  beancount: beancountPython !== null,
  xmllint: runs('xmllint', ['--version']),
};

/** Whether tests needing the tool run: always in CI (where a missing tool must fail them), else when it is installed. */
export const runWith = (tool: keyof typeof available): boolean => IN_CI || available[tool];

function withFile<T>(name: string, content: string, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'books-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, content);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface CheckResult {
  ok: boolean;
  output: string;
}

function run(command: string, args: string[], install: string): CheckResult {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
  if (result.error) throw new Error(`${command} could not run (install ${install}): ${result.error.message}`);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** `hledger check -s`: parses, balances every transaction, checks every assertion, and (strict) that accounts and commodities are declared. */
export function hledgerCheck(journal: string): CheckResult {
  return withFile('statement.journal', journal, (file) => run('hledger', ['-f', file, 'check', '-s'], 'the Debian package "hledger"'));
}

/** beancount's own checker: parses, balances, opens accounts, and checks every `balance` assertion. */
export function beanCheck(ledger: string): CheckResult {
  if (!beancountPython) throw new Error('No python3 with the beancount module (install the Debian package "python3-beancount").');
  return withFile('statement.beancount', ledger, (file) =>
    run(beancountPython, ['-m', 'beancount.scripts.check', file], 'the Debian package "python3-beancount"'),
  );
}

/** `xmllint --schema` with the camt.053.001.08 XSD. */
export function xmllintCamt053(xml: string): CheckResult {
  return withFile('statement.xml', xml, (file) => run('xmllint', ['--noout', '--schema', CAMT053_XSD, file], 'the Debian package "libxml2-utils"'));
}

export interface Mt940Statement {
  accountIdentification: string;
  currency: string;
  openingBalance: number;
  closingBalance: number;
  openingBalanceDate: Date;
  closingBalanceDate: Date;
  transactions: { date: Date; entryDate?: Date; amount: number; reference: string; extraDetails: string; details: string; transactionType: string }[];
}

const mt940js = createRequire(import.meta.url)('mt940js') as { Parser: new () => { parse(text: string): Mt940Statement[] } };

/** The npm package mt940js (not ours): it also checks opening + Σ = closing for every statement. */
export function readMt940(text: string): Mt940Statement[] {
  return new mt940js.Parser().parse(text);
}
