/**
 * The scanned path end to end on a few small pages: the real scanned statement (2 pages, see
 * test/helpers/real-corpus.ts) and a synthetic OCR page with a misread digit.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { scoreStatement } from '../benchmarks/score.ts';
import { assembleStatement } from '../src/engine/assemble.ts';
import type { PageWords, Word } from '../src/engine/types.ts';
import { type ProgressEvent, closeOcr, convert, inspect } from '../src/index.ts';
import { realStatements } from './helpers/real-corpus.ts';

const [scan] = realStatements('IMAGE_BASED');

afterAll(async () => {
  await closeOcr();
});

describe('scanned statements', () => {
  it('are inspected as IMAGE_BASED', async () => {
    const inspected = await inspect(scan!.pdf);
    expect(inspected).toMatchObject({ pdfType: 'IMAGE_BASED', numberOfPages: 2, encrypted: false });
    expect(inspected.authenticity?.verdict).toBe('no-signs');
  });

  it('convert with every transaction right, with OCR progress per page', async () => {
    const events: ProgressEvent[] = [];
    const statement = await convert(scan!.pdf, { onProgress: (e) => events.push(e) });
    const got = statement.transactions.map((t) => [t.date, t.amount.toFixed(2), t.balance?.toFixed(2)]);
    const want = scan!.truth.transactions.map((t) => [t.date, Number(t.amount).toFixed(2), t.balance === null ? undefined : Number(t.balance).toFixed(2)]);
    expect(got).toEqual(want);
    expect(statement.metadata).toMatchObject({ pdfType: 'IMAGE_BASED', currency: 'NZD', accountNumber: '****9000', statementPeriod: '2026-05' });
    expect(statement.reconciliation.ok).toBe(true);
    // One event per page done (no pageProgress), and in between the share of a page recognised so far.
    expect(
      events
        .filter((e) => e.stage === 'ocr' && e.pageProgress === undefined)
        .map((e) => e.pagesDone)
        .sort(),
    ).toEqual([1, 2]);
    const reading = events.filter((e) => e.stage === 'ocr' && e.pageProgress !== undefined);
    expect(reading.some((e) => (e.pageProgress as number) > 0 && (e.pageProgress as number) < 1 && e.pagesDone === 0)).toBe(true);
    expect(statement.transactions.every((t) => t.confidence > 0 && t.confidence <= 1)).toBe(true);
  });

  it('refuse scans when OCR is turned off', async () => {
    await expect(convert(scan!.pdf, { ocr: false })).rejects.toMatchObject({ code: 'NO_TRANSACTIONS_FOUND' });
  });

  it('honour an AbortSignal during OCR', async () => {
    const controller = new AbortController();
    const promise = convert(scan!.pdf, { signal: controller.signal, onProgress: (e) => e.stage === 'extract' && e.pagesDone === 2 && controller.abort() });
    await expect(promise).rejects.toMatchObject({ code: 'ABORTED' });
  });
});

/** One OCR page: a header and rows, each word with a box and a confidence. */
function ocrPage(rows: string[][]): PageWords {
  const columns = [40, 100, 330, 420, 500];
  const words: Word[] = [];
  rows.forEach((cells, r) => {
    cells.forEach((text, c) => {
      if (!text) return;
      const width = text.length * 5;
      const right = c >= 2;
      words.push({
        text,
        page: 1,
        x: right ? (columns[c] as number) + 60 - width : (columns[c] as number),
        y: 100 + r * 14,
        width,
        height: 9,
        confidence: 0.93,
      });
    });
  });
  return { page: 1, width: 595, height: 842, source: 'ocr', words };
}

describe('reconciliation guards OCR', () => {
  const header = ['Date', 'Details', 'Withdrawals', 'Deposits', 'Balance'];
  const opening = ['', 'Opening balance', '', '', '1,000.00'];

  it('corrects one misread digit that breaks the chain, naming the change', () => {
    const page = ocrPage([header, opening, ['02/03/2025', 'COFFEE', '183.40', '', '811.60'], ['03/03/2025', 'SALARY', '', '2,000.00', '2,811.60']]);
    const statement = assembleStatement([page], { pdfType: 'IMAGE_BASED', numberOfPages: 1 });
    expect(statement.transactions.map((t) => t.amount.toFixed(2))).toEqual(['-188.40', '2000.00']);
    const fix = statement.warnings.find((w) => w.code === 'OCR_CORRECTION');
    expect(fix).toMatchObject({ transactionIndex: 0, page: 1 });
    expect(fix?.message).toContain('183.40');
    expect(fix?.message).toContain('188.40');
    expect(statement.reconciliation.ok).toBe(true);
  });

  it('gives an amount OCR read without its decimal comma its cents back, naming the change', () => {
    const page = ocrPage([header, opening, ['02/03/2025', 'COFFEE', '5313', '', '946.87'], ['0303', 'SALARY', '', '2,000.00', '2,946.87']]);
    const statement = assembleStatement([page], { pdfType: 'IMAGE_BASED', numberOfPages: 1 });
    expect(statement.transactions.map((t) => [t.date, t.amount.toFixed(2)])).toEqual([
      ['2025-03-02', '-53.13'],
      ['2025-03-03', '2000.00'],
    ]);
    const fix = statement.warnings.find((w) => w.code === 'OCR_CORRECTION');
    expect(fix).toMatchObject({ transactionIndex: 0, page: 1 });
    expect(fix?.message).toContain('"5313"');
    expect(statement.reconciliation.ok).toBe(true);
  });

  it('never invents a transaction: an unexplained break stays and is reported', () => {
    const page = ocrPage([header, opening, ['02/03/2025', 'COFFEE', '12.00', '', '911.60']]);
    const statement = assembleStatement([page], { pdfType: 'IMAGE_BASED', numberOfPages: 1 });
    expect(statement.transactions).toHaveLength(1);
    expect(statement.warnings.map((w) => w.code)).toContain('BALANCE_MISMATCH');
  });

  it('warns about rows whose figures read with low confidence', () => {
    const page = ocrPage([header, opening, ['02/03/2025', 'COFFEE', '12.00', '', '988.00']]);
    for (const word of page.words) if (word.text === '12.00') word.confidence = 0.3;
    const statement = assembleStatement([page], { pdfType: 'IMAGE_BASED', numberOfPages: 1 });
    expect(statement.warnings).toContainEqual(expect.objectContaining({ code: 'LOW_OCR_CONFIDENCE', transactionIndex: 0 }));
  });
});

describe('generated scans (corpus/samples/scanned)', () => {
  const dir = new URL('../corpus/samples/scanned/', import.meta.url);
  for (const name of ['us-checking-signed-001-scan200', 'card-amex-like-023-scan300']) {
    it(`${name} converts with every transaction right`, async () => {
      const pdf = readFileSync(new URL(`${name}.pdf`, dir));
      const truth = JSON.parse(readFileSync(new URL(`${name}.truth.json`, dir), 'utf8'));
      const statement = await convert(pdf);
      const score = scoreStatement(statement, truth);
      expect(score.problems).toEqual([]);
      expect(score.exact).toBe(truth.transactions.length);
      // Every correction the reconciler made to OCR output is named in a warning.
      const corrected = statement.warnings.filter((w) => w.code === 'OCR_CORRECTION');
      for (const w of corrected) expect(w.transactionIndex).toBeTypeOf('number');
    });
  }
});
