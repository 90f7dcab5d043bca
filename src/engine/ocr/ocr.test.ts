import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionError } from '../errors.ts';
import { openPdf } from '../pdf/open.ts';
import type { GreyImage } from '../raster/image.ts';
import { rotateQuarter } from '../raster/preprocess.ts';
import { drawStatementImage, SYNTHETIC_ROWS } from '../raster/synthetic-page.ts';
import type { Word } from '../types.ts';
import { ocrImage, ocrPage } from './ocr-page.ts';
import { createOcrPool, type OcrPool } from './pool.ts';
import { parseTsv } from './tsv.ts';
import { toPageWords } from './words.ts';

const KOWHAI = '/work/shared/corpus-real/08-kowhai-nz-scanned.pdf';
const canvasImport = () => import('@napi-rs/canvas');
const DPI = 200;

interface Truth {
  transactions: { date: string; description: string; amount: string; balance: string }[];
}

/** A small image with a few words: fast to recognise, enough for pool behaviour. */
let small: GreyImage & { dpi: number };

beforeAll(async () => {
  const page = await drawStatementImage(canvasImport, { dpi: DPI, heightPt: 135 });
  small = { ...page, dpi: DPI };
});

/** Some word with each text lies within half a word height of the first text's word (texts repeat: "May"). */
function wordsOnSameLine(words: Word[], texts: string[]): boolean {
  const centre = (w: Word) => w.y + w.height / 2;
  return words
    .filter((anchor) => anchor.text === texts[0])
    .some((anchor) =>
      texts.every((text) => words.some((w) => w.text === text && Math.abs(centre(w) - centre(anchor)) < Math.min(w.height, anchor.height) / 2)),
    );
}

describe('parseTsv and toPageWords', () => {
  it('turns tesseract TSV into words with pixel boxes, then into PDF points on the line band', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t1000\t500\t-1\t',
      '4\t1\t1\t1\t1\t0\t100\t200\t400\t30\t-1\t',
      '5\t1\t1\t1\t1\t1\t100\t205\t40\t20\t96.5\t02',
      '5\t1\t1\t1\t1\t2\t150\t204\t60\t26\t91\tMay',
      '5\t1\t1\t1\t1\t3\t400\t203\t100\t22\t88\t3,200.00',
      '5\t1\t1\t1\t1\t4\t520\t203\t10\t22\t-1\t ',
    ].join('\n');
    const words = parseTsv(tsv);
    expect(words.map((w) => w.text)).toEqual(['02', 'May', '3,200.00']);
    expect(words[2]).toMatchObject({ left: 400, top: 203, width: 100, height: 22, confidence: 88, line: 0, lineTop: 200, lineHeight: 30 });
    const scale = 2; // pixels per point
    const page = toPageWords(words, { page: 3, scale, width: 1000, height: 500 });
    expect(page).toMatchObject({ page: 3, width: 500, height: 250, source: 'ocr' });
    expect(page.words[2]).toEqual({ text: '3,200.00', page: 3, x: 200, y: 100, width: 50, height: 15, confidence: 0.88 });
    // Every word of a line shares the line's band, as text-layer words share a baseline.
    expect(new Set(page.words.map((w) => w.y))).toEqual(new Set([100]));
  });
});

describe('createOcrPool', () => {
  it('reports each job’s recognition progress to that job only, ending at 1', async () => {
    const pool = createOcrPool({ size: 1 });
    try {
      const first: number[] = [];
      const second: number[] = [];
      await Promise.all([
        pool.recognize(small, { page: 1, onProgress: (f) => first.push(f) }),
        pool.recognize(small, { page: 2, onProgress: (f) => second.push(f) }),
      ]);
      for (const fractions of [first, second]) {
        expect(fractions.length).toBeGreaterThan(1);
        expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
        expect(fractions.at(-1)).toBe(1);
      }
      // A job without a listener still runs; nothing reaches the earlier jobs' listeners.
      const before = first.length + second.length;
      await pool.recognize(small, { page: 3 });
      expect(first.length + second.length).toBe(before);
    } finally {
      await pool.close();
    }
  });

  it('starts workers lazily, reuses them, recycles after N jobs and close() waits for every exit', async () => {
    const pool = createOcrPool({ size: 2, recycleAfterJobs: 2 });
    try {
      expect(pool.size).toBe(2);
      expect(pool.stats()).toMatchObject({ started: 0, alive: 0 });
      const first = await pool.recognize(small, { page: 1 });
      expect(first.timedOut).toBe(false);
      expect(first.words.map((w) => w.text)).toEqual(expect.arrayContaining(['5.50', '3,200.00']));
      expect(pool.stats()).toMatchObject({ started: 1, terminated: 0, alive: 1 });
      await pool.recognize(small, { page: 2 }); // second job on the same worker, which then retires
      expect(pool.stats()).toMatchObject({ started: 1, terminated: 1, completed: 2 });
      await pool.recognize(small, { page: 3 });
      expect(pool.stats()).toMatchObject({ started: 2, terminated: 1, alive: 1 });
    } finally {
      await pool.close();
    }
    expect(pool.stats()).toMatchObject({ started: 2, terminated: 2, alive: 0, busy: 0 });
    await expect(pool.recognize(small, { page: 4 })).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('queues jobs FIFO when every worker is busy', async () => {
    const pool = createOcrPool({ size: 1 });
    try {
      const order: number[] = [];
      const jobs = [1, 2, 3].map((page) => pool.recognize(small, { page }).then((r) => order.push(r.page)));
      expect(pool.stats().queued).toBe(2);
      await Promise.all(jobs);
      expect(order).toEqual([1, 2, 3]);
      expect(pool.stats().started).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('abandons a page that overruns the timeout, replaces its worker and carries on', async () => {
    const pool = createOcrPool({ size: 1, pageTimeoutMs: 1 });
    try {
      const result = await pool.recognize(small, { page: 7 });
      expect(result).toMatchObject({ page: 7, words: [], timedOut: true, meanConfidence: 0 });
      expect(pool.stats()).toMatchObject({ started: 1, terminated: 1 });
      const again = await pool.recognize(small, { page: 8 });
      expect(again.timedOut).toBe(true);
      expect(pool.stats().started).toBe(2);
    } finally {
      await pool.close();
    }
    expect(pool.stats().alive).toBe(0);
  });

  it('rejects aborted jobs with ABORTED, queued or running, and stays usable', async () => {
    const pool = createOcrPool({ size: 1 });
    try {
      const already = new AbortController();
      already.abort();
      await expect(pool.recognize(small, { page: 1, signal: already.signal })).rejects.toMatchObject({ code: 'ABORTED' });
      expect(pool.stats().started).toBe(0);

      await pool.recognize(small, { page: 1 }); // the worker is up, so the next job really runs
      const running = new AbortController();
      const queued = new AbortController();
      const first = pool.recognize(small, { page: 2, signal: running.signal });
      const second = pool.recognize(small, { page: 3, signal: queued.signal });
      queued.abort();
      await expect(second).rejects.toMatchObject({ code: 'ABORTED' });
      setTimeout(() => running.abort(), 20);
      const error = await first.catch((e: unknown) => e);
      expect(ConversionError.is(error, 'ABORTED')).toBe(true);
      // tesseract cannot be interrupted: the worker running the aborted page is replaced.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(pool.stats()).toMatchObject({ started: 1, terminated: 1 });

      const after = await pool.recognize(small, { page: 4 });
      expect(after.words.length).toBeGreaterThan(0);
      expect(pool.stats().started).toBe(2);
    } finally {
      await pool.close();
    }
    expect(pool.stats().alive).toBe(0);
  });

  it('turns an image tesseract cannot read into OCR_FAILED without crashing, and recovers', async () => {
    const pool = createOcrPool({ size: 1 });
    try {
      const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 37) % 251);
      const error = await pool.recognize(garbage, { page: 5 }).catch((e: unknown) => e);
      expect(ConversionError.is(error, 'OCR_FAILED')).toBe(true);
      expect((error as Error).message).toContain('page 5');
      const truncatedPgm = new TextEncoder().encode('P5\n4000 4000\n255\n\u0000\u0000');
      await expect(pool.recognize(truncatedPgm, { page: 6 })).rejects.toMatchObject({ code: 'OCR_FAILED' });
      const after = await pool.recognize(small, { page: 7 });
      expect(after.words.map((w) => w.text)).toContain('5.50');
    } finally {
      await pool.close();
    }
  });

  it('fails with OCR_FAILED when the language data is missing, instead of hanging', async () => {
    const pool = createOcrPool({ size: 1, langPath: '/nonexistent/tessdata' });
    try {
      await expect(pool.recognize(small, { page: 1 })).rejects.toMatchObject({ code: 'OCR_FAILED' });
    } finally {
      await pool.close();
    }
  });
});

describe('ocrPage and ocrImage', () => {
  let pool: OcrPool;
  beforeAll(() => {
    pool = createOcrPool({ size: 2 });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('reads the scanned kowhai statement: every date, amount, balance and description, rows intact', async () => {
    const truth = JSON.parse(readFileSync(KOWHAI.replace('.pdf', '.truth.json'), 'utf8')) as Truth;
    const doc = await openPdf(readFileSync(KOWHAI));
    try {
      const result = await ocrPage(doc, 2, { pool, canvasImport });
      const { page } = result;
      expect(page).toMatchObject({ page: 2, source: 'ocr' });
      expect(page.width).toBeCloseTo(595.08, 0);
      expect(page.height).toBeCloseTo(842.04, 0);
      expect(result.timedOut).toBe(false);
      expect(result.meanConfidence).toBeGreaterThan(0.85);
      expect(result.quarterTurns).toBe(0);
      const texts = page.words.map((w) => w.text);
      const money = (v: string) => Math.abs(Number(v)).toLocaleString('en-US', { minimumFractionDigits: 2 });
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
      for (const t of truth.transactions) {
        const day = t.date.slice(8, 10);
        const month = months[Number(t.date.slice(5, 7)) - 1] as string;
        expect(texts).toContain(money(t.amount));
        for (const word of t.description.split(' ').filter((w) => !w.includes('*'))) expect(texts).toContain(word);
        // The row's date, amount and balance sit on one line: row parsing can rebuild it.
        expect(wordsOnSameLine(page.words, [day, month, money(t.amount), money(t.balance)])).toBe(true);
      }
      for (const w of page.words) {
        expect(w.page).toBe(2);
        expect(w.x).toBeGreaterThanOrEqual(0);
        expect(w.x + w.width).toBeLessThanOrEqual(page.width + 1);
        expect(w.confidence).toBeGreaterThanOrEqual(0);
        expect(w.confidence).toBeLessThanOrEqual(1);
      }
      // Sanity of the frame: the amount "3,200.00" is in the right half of the page.
      const salary = page.words.find((w) => w.text === '3,200.00') as Word;
      expect(salary.x).toBeGreaterThan(page.width / 2);
      expect(result.ms.render).toBeGreaterThan(0);
    } finally {
      await doc.destroy();
    }
  });

  it('deskews a tilted page so its rows come out horizontal', async () => {
    const tilted = await drawStatementImage(canvasImport, { dpi: DPI, rotateDegrees: 2 });
    const result = await ocrImage({ ...tilted, scale: DPI / 72 }, 1, { pool });
    expect(Math.abs(result.skewDegrees - 2)).toBeLessThanOrEqual(0.1);
    for (const [day, month, amount, balance] of SYNTHETIC_ROWS.map((r) => [...r[0].split(' '), r[2], r[3]])) {
      expect(wordsOnSameLine(result.page.words, [day as string, month as string, amount as string, balance as string])).toBe(true);
    }
  });

  it('turns an upside-down page the right way up', async () => {
    const upright = await drawStatementImage(canvasImport, { dpi: DPI });
    const result = await ocrImage({ ...rotateQuarter(upright, 2), scale: DPI / 72 }, 1, { pool });
    expect(result.quarterTurns).toBe(2);
    expect(result.meanConfidence).toBeGreaterThan(0.8);
    const texts = result.page.words.map((w) => w.text);
    for (const row of SYNTHETIC_ROWS) expect(texts).toContain(row[3]);
  });

  it('rejects with ABORTED when the signal is already aborted', async () => {
    const doc = await openPdf(readFileSync(KOWHAI));
    try {
      const controller = new AbortController();
      controller.abort();
      await expect(ocrPage(doc, 1, { pool, canvasImport, signal: controller.signal })).rejects.toMatchObject({ code: 'ABORTED' });
    } finally {
      await doc.destroy();
    }
  });
});
