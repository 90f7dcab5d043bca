/**
 * docs/adding-a-bank.md's worked example, run as the doc shows it: the statement read without a
 * profile fails its arithmetic (a pending hold taken for a row), and with the example's profile
 * file it is read exactly and verified.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { clearCallerBanks } from '../../src/index.ts';
import { captureIo } from '../helpers/io.ts';

const PDF = 'docs/examples/maple-credit-union.pdf';
const PROFILE = 'docs/examples/maple-credit-union.yaml';

afterEach(() => clearCallerBanks());

describe('the worked example of docs/adding-a-bank.md', () => {
  it('fails without the profile: no bank, the hold read as a row', async () => {
    const io = captureIo();
    expect(await main(['inspect', PDF, '--explain'], io)).toBe(0);
    expect(io.stdout.text).toContain('Bank profile: none: no profile found a name, BIC, domain or letterhead');
    expect(io.stdout.text).toMatch(/Verdict: failed/);
    expect(io.stdout.text).toContain('BALANCE_MISMATCH: Row 4 (2025-03-07, "Corner Grocer")');
  });

  it('is read exactly and verified with the profile file', async () => {
    const explain = captureIo();
    expect(await main(['inspect', PDF, '--explain', '--profile', PROFILE], explain)).toBe(0);
    expect(explain.stdout.text).toContain('6  maple-leaf-cu-ca (yours): name "Maple Leaf Community Credit Union", domain mapleleafcu.example');
    expect(explain.stdout.text).toContain('statement.skipLines = "PENDING - card hold": lines containing them not read');
    expect(explain.stdout.text).toContain('Verdict: verified (5 printed balances and 1 printed total checked; every one held.)');
    clearCallerBanks();
    const io = captureIo();
    expect(await main(['convert', PDF, '--profile', PROFILE, '--format', 'csv'], io)).toBe(0);
    expect(io.stdout.text.trim().split(/\r?\n/)).toEqual([
      'Date,Description,Amount,Balance,Currency',
      '2025-03-02,Payroll deposit,2100.00,3350.00,CAD',
      '2025-03-04,Hydro bill payment,-96.40,3253.60,CAD',
      '2025-03-07,Corner Grocer,-54.20,3199.40,CAD',
      '2025-03-10,Rent e-transfer,-1400.00,1799.40,CAD',
      '2025-03-12,Interest,1.15,1800.55,CAD',
    ]);
  });
});
