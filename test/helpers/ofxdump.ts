/**
 * Reads an OFX/QFX file back with libofx's `ofxdump` (Debian package `ofx`, the library GnuCash
 * imports OFX with): an independent parser, not this project's code. Installed by `.ci/run`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DumpedTransaction {
  account: string;
  type: string;
  amount: string;
  fitid: string;
  name: string;
  memo?: string;
  /** Day the transaction was posted, in UTC (ofxdump prints times in the TZ given). */
  posted: string;
}

export interface DumpedStatement {
  account: string;
  currency: string;
  ledgerBalance?: string;
  start?: string;
  end?: string;
}

export interface OfxDump {
  accounts: { id: string; type: string; currency: string }[];
  statements: DumpedStatement[];
  transactions: DumpedTransaction[];
  errors: string[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `Fri Mar  6 12:00:00 2026 UTC` → `2026-03-06`. */
function isoDay(text: string): string {
  const m = /^\w{3} (\w{3}) +(\d{1,2}) [\d:]+ (\d{4})/.exec(text.trim());
  if (!m) throw new Error(`ofxdump printed a date this helper cannot read: ${text}`);
  return `${m[3]}-${String(MONTHS.indexOf(m[1] as string) + 1).padStart(2, '0')}-${(m[2] as string).padStart(2, '0')}`;
}

/** Splits ofxdump's output into its callbacks' blocks and reads the fields the tests compare. */
export function ofxdump(content: string): OfxDump {
  const dir = mkdtempSync(join(tmpdir(), 'ofxdump-'));
  try {
    const file = join(dir, 'statement.ofx');
    writeFileSync(file, content);
    const run = spawnSync('ofxdump', [file], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } });
    if (run.error) throw new Error(`ofxdump could not run (install the Debian package "ofx"): ${run.error.message}`);
    const dump: OfxDump = { accounts: [], statements: [], transactions: [], errors: run.stderr.split('\n').filter((l) => /LibOFX ERROR/.test(l)) };
    for (const block of run.stdout.split(/\n(?=ofx_proc_)/)) {
      const field = (label: string) => new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\#']/g, '\\$&')}\\s*:\\s?(.*)$`, 'm').exec(block)?.[1]?.trimEnd();
      if (block.startsWith('ofx_proc_account')) {
        dump.accounts.push({ id: field('Account ID') ?? '', type: field('Account type') ?? '', currency: field('Default Currency') ?? '' });
      } else if (block.startsWith('ofx_proc_statement')) {
        const start = field('Start date of this statement');
        const end = field('End date of this statement');
        const ledger = field('Ledger balance');
        dump.statements.push({
          account: field('Account ID') ?? '',
          currency: field('Default Currency') ?? '',
          ...(ledger !== undefined ? { ledgerBalance: ledger } : {}),
          ...(start ? { start: isoDay(start) } : {}),
          ...(end ? { end: isoDay(end) } : {}),
        });
      } else if (block.startsWith('ofx_proc_transaction')) {
        const memo = field('Extra transaction information (memo)');
        dump.transactions.push({
          account: field('Account ID ') ?? field('Account ID') ?? '',
          type: field('Transaction type') ?? '',
          amount: field('Total money amount') ?? '',
          fitid: field("Financial institution's ID for this transaction") ?? '',
          name: field('Name of payee or transaction description') ?? '',
          ...(memo !== undefined ? { memo } : {}),
          posted: isoDay(field('Date posted') ?? ''),
        });
      }
    }
    return dump;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
