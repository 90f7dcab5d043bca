import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILIES, generateStatement, PROTECTED_FAMILIES, type Truth } from './index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const SAMPLES = join(here, 'samples');
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

// pdf.js (via unpdf) needs ArrayBuffer.prototype.transferToFixedLength, missing on Node 20.
beforeAll(() => {
  const proto = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (n?: number) => ArrayBuffer };
  if (!proto.transferToFixedLength) {
    proto.transferToFixedLength = function (this: ArrayBuffer, n?: number): ArrayBuffer {
      const len = n ?? this.byteLength;
      const out = new ArrayBuffer(len);
      new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(len, this.byteLength)));
      return out;
    };
  }
});

async function openPdf(pdf: Buffer, password?: string) {
  const { getDocumentProxy } = await import('unpdf');
  return getDocumentProxy(new Uint8Array(pdf), password === undefined ? {} : ({ password } as object));
}

/** Text items of every page, in content order, split into whitespace tokens. */
async function tokens(pdf: Buffer, password?: string): Promise<string[]> {
  const doc = await openPdf(pdf, password);
  const out: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    for (const item of tc.items) if ('str' in item) out.push(...item.str.split(/\s+/).filter(Boolean));
  }
  await doc.destroy();
  return out;
}

const MONEY = /^-?\d+\.\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

function checkTruth(t: Truth): void {
  expect(Object.keys(t).slice(0, 14)).toEqual([
    'family',
    'seed',
    'kind',
    'password',
    'bank',
    'documentType',
    'currency',
    'accountLast4',
    'statementPeriod',
    'openingBalance',
    'closingBalance',
    'pages',
    'periodStart',
    'periodEnd',
  ]);
  expect(t.accountLast4).toMatch(/^[0-9A-Za-z]{4}$/);
  expect(t.openingBalance).toMatch(MONEY);
  expect(t.closingBalance).toMatch(MONEY);
  expect(t.periodStart <= t.periodEnd).toBe(true);
  expect(t.transactions.length).toBeGreaterThan(0);
  let bal = new Decimal(t.openingBalance);
  for (const x of t.transactions) {
    expect(x.date).toMatch(ISO);
    expect(x.date >= t.periodStart && x.date <= t.periodEnd).toBe(true);
    if (x.valueDate !== undefined) expect(x.valueDate).toMatch(ISO);
    expect(x.amount).toMatch(MONEY);
    expect(new Decimal(x.amount).isZero()).toBe(false);
    expect(x.description).toBe(x.description.trim());
    expect(x.description).not.toMatch(/\s{2}/);
    bal = bal.plus(x.amount);
    if (x.balance !== null) {
      expect(x.balance).toMatch(MONEY);
      expect(new Decimal(x.balance).eq(bal), `${t.family}/${t.seed} balance after ${x.date} ${x.description}`).toBe(true);
    }
  }
  expect(bal.eq(t.closingBalance), `${t.family}/${t.seed}: opening + Σ amounts = closing`).toBe(true);
  if (t.statements) {
    expect(t.statements.length).toBeGreaterThanOrEqual(2);
    expect(t.statements[0]?.openingBalance).toBe(t.openingBalance);
    expect(t.statements.at(-1)?.closingBalance).toBe(t.closingBalance);
    expect(t.statements.at(-1)?.statementPeriod).toBe(t.statementPeriod);
    expect(t.statements.reduce((n, s) => n + s.transactionCount, 0)).toBe(t.transactions.length);
    expect(t.statements.flatMap((s) => s.pages)).toEqual(Array.from({ length: t.pages }, (_, k) => k + 1));
    for (let k = 1; k < t.statements.length; k++) expect(t.statements[k]?.openingBalance).toBe(t.statements[k - 1]?.closingBalance);
  }
}

describe('statement corpus generator', () => {
  it('exposes at least 14 families', () => {
    expect(FAMILIES.length).toBeGreaterThanOrEqual(14);
    expect(new Set(FAMILIES).size).toBe(FAMILIES.length);
  });

  describe.each(FAMILIES.map((f) => [f]))('%s', (family) => {
    it('is deterministic: same seed ⇒ identical truth and identical PDF bytes', async () => {
      const a = await generateStatement(family, 5);
      const b = await generateStatement(family, 5);
      expect(JSON.stringify(a.truth)).toBe(JSON.stringify(b.truth));
      expect(a.pdf.equals(b.pdf)).toBe(true);
      const c = await generateStatement(family, 6);
      expect(JSON.stringify(c.truth)).not.toBe(JSON.stringify(a.truth));
    });

    it('produces arithmetically consistent truth for seeds 1–8', async () => {
      for (const seed of SEEDS) {
        const { pdf, truth } = await generateStatement(family, seed);
        expect(truth.family).toBe(family);
        expect(truth.seed).toBe(seed);
        expect(truth.password).toBeNull();
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdf.length).toBeLessThan(60_000);
        checkTruth(truth);
      }
    });

    it('prints what the truth says (page count, descriptions, in order)', async () => {
      const { pdf, truth } = await generateStatement(family, 1);
      const doc = await openPdf(pdf);
      expect(doc.numPages).toBe(truth.pages);
      await doc.destroy();
      const toks = await tokens(pdf);
      let pos = 0;
      for (const x of truth.transactions) {
        const words = x.description.split(' ');
        let found = -1;
        for (let st = pos; st < toks.length && found < 0; st++) {
          if (toks[st] !== words[0]) continue;
          let p = st;
          let ok = true;
          for (const w of words) {
            const lim = p + 12;
            while (p < toks.length && p < lim && toks[p] !== w) p++;
            if (toks[p] !== w || p >= lim) {
              ok = false;
              break;
            }
            p++;
          }
          if (ok) found = st;
        }
        expect(found, `${family}: "${x.description}" not printed in order`).toBeGreaterThanOrEqual(0);
        pos = found + 1;
      }
    });
  });

  it('covers the special cases across families (≥1,000,000.00, 0.01, negative balances, multi-page, bundles)', async () => {
    let large = false;
    let tiny = false;
    let negative = false;
    let maxPages = 0;
    let bundle = false;
    for (const family of FAMILIES) {
      for (const seed of [1, 2, 3, 4]) {
        const { truth } = await generateStatement(family, seed);
        let bal = new Decimal(truth.openingBalance);
        for (const x of truth.transactions) {
          const a = new Decimal(x.amount).abs();
          if (a.gte(1_000_000)) large = true;
          if (a.eq('0.01')) tiny = true;
          bal = bal.plus(x.amount);
          if (truth.documentType === 'bank_account' && bal.isNeg()) negative = true;
        }
        maxPages = Math.max(maxPages, truth.pages);
        if (truth.statements) bundle = true;
      }
    }
    expect({ large, tiny, negative, bundle, multiPage: maxPages >= 3 }).toEqual({ large: true, tiny: true, negative: true, bundle: true, multiPage: true });
  });

  describe('password-protected copies', () => {
    it.each(PROTECTED_FAMILIES.map((f) => [f]))('%s opens only with the password and is deterministic', async (family) => {
      const password = 'pw-test-42';
      const a = await generateStatement(family, 2, { password });
      const b = await generateStatement(family, 2, { password });
      expect(a.pdf.equals(b.pdf)).toBe(true);
      expect(a.truth.password).toBe(password);
      const plain = await generateStatement(family, 2);
      expect({ ...a.truth, password: null }).toEqual(plain.truth);
      await expect(openPdf(a.pdf)).rejects.toThrow();
      await expect(openPdf(a.pdf, 'wrong')).rejects.toThrow();
      const doc = await openPdf(a.pdf, password);
      expect(doc.numPages).toBe(a.truth.pages);
      await doc.destroy();
    });
  });

  describe('committed samples', () => {
    const files = existsSync(SAMPLES)
      ? readdirSync(SAMPLES)
          .filter((f) => f.endsWith('.truth.json'))
          .sort()
      : [];

    it('cover every family plus at least two protected copies', () => {
      const truths = files.map((f) => JSON.parse(readFileSync(join(SAMPLES, f), 'utf8')) as Truth);
      expect(new Set(truths.map((t) => t.family))).toEqual(new Set(FAMILIES));
      expect(truths.filter((t) => t.password !== null).length).toBeGreaterThanOrEqual(2);
    });

    it.each(files.map((f) => [f]))('%s equals what the generator produces now', async (file) => {
      const truth = JSON.parse(readFileSync(join(SAMPLES, file), 'utf8')) as Truth;
      const now = await generateStatement(truth.family, truth.seed, truth.password ? { password: truth.password } : {});
      expect(now.truth).toEqual(truth);
      const pdf = readFileSync(join(SAMPLES, file.replace(/\.truth\.json$/, '.pdf')));
      expect(pdf.length).toBeLessThan(40 * 1024);
      expect(now.pdf.equals(pdf)).toBe(true);
    });
  });
});
