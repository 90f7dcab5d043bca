/** `bsc redact` and the authenticity in `bsc inspect` / `bsc convert`'s JSON. */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/cli/exit-codes.ts';
import { main } from '../src/cli/main.ts';
import { captureIo } from './helpers/io.ts';

const SAMPLES = new URL('../corpus/samples/', import.meta.url).pathname;

async function run(argv: string[]) {
  const io = captureIo();
  const code = await main(argv, io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

describe('bsc redact', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bsc-redact-'));

  it('writes the copy and reports what was replaced, counted, never shown', async () => {
    const out = join(dir, 'copy.pdf');
    const result = await run(['redact', `${SAMPLES}uk-paidout-paidin-001.pdf`, '--out', out]);
    expect(result.code).toBe(EXIT.OK);
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    expect(result.stderr).toMatch(/names, addresses and other words: \d+ \(\d+ distinct\)/);
    expect(result.stderr).toContain('Removed: document information');
    // The original's first description is not echoed.
    expect(result.stderr).not.toContain('BRITISH GAS');
  });

  it('never replaces a file without --force; --json puts the report on standard output', async () => {
    const out = join(dir, 'exists.pdf');
    writeFileSync(out, 'x');
    expect((await run(['redact', `${SAMPLES}uk-paidout-paidin-001.pdf`, '--out', out])).code).toBe(EXIT.USAGE);
    expect(readFileSync(out, 'utf8')).toBe('x');
    const forced = await run(['redact', `${SAMPLES}uk-paidout-paidin-001.pdf`, '--out', out, '--force', '--json']);
    expect(forced.code).toBe(EXIT.OK);
    expect(JSON.parse(forced.stdout).report.replaced.text).toBeGreaterThan(0);
  });

  it('takes --password like convert, and says when it is missing or wrong', async () => {
    const file = `${SAMPLES}es-importe-saldo-001-protected.pdf`;
    const out = join(dir, 'protected.pdf');
    expect((await run(['redact', file, '--out', out])).code).toBe(EXIT.PASSWORD);
    expect((await run(['redact', file, '--out', out, '--password', 'nope'])).stderr).toContain('INVALID_PASSWORD');
    expect(existsSync(out)).toBe(false);
    expect((await run(['redact', file, '--out', out, '--password', 'secret123'])).code).toBe(EXIT.OK);
    // The copy has no password.
    expect(readFileSync(out).toString('latin1')).not.toContain('/Encrypt');
  });

  it('needs --out and one file', async () => {
    expect((await run(['redact', `${SAMPLES}uk-paidout-paidin-001.pdf`])).code).toBe(EXIT.USAGE);
    expect((await run(['redact', '--out', join(dir, 'x.pdf')])).code).toBe(EXIT.USAGE);
  });
});

describe('authenticity on the command line', () => {
  it('bsc inspect and bsc convert carry it', async () => {
    const inspected = await run(['inspect', `${SAMPLES}de-soll-haben-001.pdf`]);
    expect(JSON.parse(inspected.stdout).authenticity).toMatchObject({ verdict: 'no-signs', revisions: 1 });
    const converted = await run(['convert', `${SAMPLES}de-soll-haben-001.pdf`]);
    expect(JSON.parse(converted.stdout).authenticity).toMatchObject({ verdict: 'no-signs', producer: 'PDFKit' });
  });
});
