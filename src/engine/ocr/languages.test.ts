import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenTextLayer } from '../pdf/classify.ts';
import type { PageWords } from '../types.ts';
import { languagesForText, modelKey } from './languages.ts';
import { resolveOcrModel } from './tesseract.ts';

describe('the OCR languages a document calls for', () => {
  it('are English and the language of its main non-Latin script', () => {
    expect(languagesForText('Выписка по счёту 40817 Остаток на начало периода')).toEqual(['eng', 'rus']);
    expect(languagesForText('खाता विवरण दिनांक राशि शेष INR')).toEqual(['eng', 'hin']);
    expect(languagesForText('รายการเดินบัญชี ยอดยกมา')).toEqual(['eng', 'tha']);
    expect(languagesForText('取引明細 お取引日 残高')).toEqual(['eng', 'jpn']);
    expect(languagesForText('交易明细 交易日期 余额')).toEqual(['eng', 'chi_sim']);
  });

  it('are English alone for Latin text, no text, or a few foreign letters in it', () => {
    expect(languagesForText('Statement of account Opening balance')).toEqual(['eng']);
    expect(languagesForText('')).toEqual(['eng']);
    expect(languagesForText('Statement of account for the period, Opening balance, Closing balance, Москва')).toEqual(['eng']);
  });
});

describe('language data found on this machine', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tessdata-'));
  mkdirSync(folder, { recursive: true });
  for (const code of ['eng', 'rus']) writeFileSync(join(folder, `${code}.traineddata`), 'model');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('is the default English model unless other languages are asked for', () => {
    expect(resolveOcrModel(['eng'])).toEqual({ model: null, missing: [] });
  });

  it('comes from the folder named, every language from one folder', () => {
    const { model, missing } = resolveOcrModel(['eng', 'rus'], folder);
    expect(model).toEqual({ languages: 'eng+rus', langPath: folder, gzip: false });
    expect(missing).toEqual([]);
    expect(modelKey(model ?? undefined)).not.toBe(modelKey(undefined));
  });

  it('names what it could not find, and never downloads it', () => {
    const { model, missing } = resolveOcrModel(['eng', 'rus', 'tlh'], folder);
    expect(model?.languages).toBe('eng+rus');
    expect(missing).toEqual(['tlh']);
    expect(resolveOcrModel(['tlh'], folder).missing).toEqual(['tlh']);
  });
});

describe('a text layer that lost its letters', () => {
  const page = (chars: number, unmapped: number): PageWords => ({
    page: 1,
    width: 595,
    height: 842,
    source: 'text',
    words: [{ text: 'x'.repeat(chars), page: 1, x: 0, y: 0, width: 10, height: 10, confidence: 1 }],
    unmappedGlyphs: unmapped,
  });

  it('is read by OCR when more than a few of its glyphs map to no letter, whatever the script', () => {
    expect(brokenTextLayer(page(800, 45))).toBe(true);
    expect(brokenTextLayer(page(800, 4))).toBe(false);
    expect(brokenTextLayer(page(3000, 20))).toBe(false);
  });
});
