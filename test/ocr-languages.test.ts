/**
 * OCR in the language of the page. The fixture is a synthetic Hindi statement drawn by the
 * first-sight generator (corpus/first-sight/generate.py --seed 1918595986, statement t013) and
 * printed by Chromium, whose text layer maps Devanagari vowel signs and conjuncts to no character:
 * read as text it misreads every date ("सत॰" for "सित॰"). The engine reads such a page by OCR,
 * with English and Hindi data chosen from the script of its broken text. The Hindi data comes
 * from Debian's tesseract-ocr-hin (installed by .ci/run); nothing is downloaded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreStatement } from '../benchmarks/score.ts';
import { closeOcr, convert, inspect } from '../src/index.ts';
import { realStatements } from './helpers/real-corpus.ts';

const fixture = (name: string) => new URL(`./fixtures/ocr/${name}`, import.meta.url);
const pdf = readFileSync(fixture('hi-unmapped-glyphs.pdf'));
const truth = JSON.parse(readFileSync(fixture('hi-unmapped-glyphs.truth.json'), 'utf8'));
const scan = realStatements('IMAGE_BASED')[0] as { pdf: Uint8Array };

afterAll(async () => {
  await closeOcr();
});

describe('a text layer whose glyphs map to no letters', () => {
  it('is read by OCR: the document counts as image-based', async () => {
    expect((await inspect(pdf)).pdfType).toBe('IMAGE_BASED');
  });

  it('is read with the language data of its script, found on this machine', async () => {
    expect(existsSync('/usr/share/tesseract-ocr/5/tessdata/hin.traineddata'), 'Debian package tesseract-ocr-hin').toBe(true);
    const statement = await convert(pdf);
    expect(statement.warnings.map((w) => w.code)).not.toContain('OCR_LANGUAGE_MISSING');
    // As read as text, no row was right and nothing was checked; with English and Hindi data, 4 of
    // its 6 rows, every balance holding. Two printed dates stay unreadable: they are said to be, so
    // the statement is not called verified.
    const score = scoreStatement(statement, truth);
    expect(score.exact).toBeGreaterThanOrEqual(4);
    expect(statement.reconciliation.balancesChecked).toBe(6);
    if (score.exact < truth.transactions.length) {
      expect(statement.reconciliation.status).not.toBe('verified');
      expect(statement.warnings.filter((w) => w.code === 'UNPARSED_ROW').length).toBeGreaterThan(0);
    }
    expect(statement.transactions.some((t) => /खाता रखरखाव शुल्क/.test(t.description))).toBe(true);
  }, 120_000);
});

describe('a scan in a language this machine has no data for', () => {
  it('says which language data is missing, and reads with English', async () => {
    const statement = await convert(scan.pdf, { ocr: { languages: ['tlh'] } });
    const missing = statement.warnings.find((w) => w.code === 'OCR_LANGUAGE_MISSING');
    expect(missing?.message).toMatch(/tlh.*tesseract-ocr-tlh.*read with eng/);
  }, 120_000);
});
