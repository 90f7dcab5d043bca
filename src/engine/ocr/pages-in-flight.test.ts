/**
 * Security review L7: a long scan's memory must not grow with its page count. The engine renders a
 * page only when an OCR worker can soon take it, so at most `pool.size + 1` page images exist at
 * once, whatever the number of pages. A stand-in pool counts the pages handed to it at once.
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { convert } from '../../index.ts';
import type { OcrPool } from './pool.ts';

const PAGES = 12;

/** A scan: PAGES pages, each one full-page grey PNG with a little text. */
async function scannedPdf(): Promise<Buffer> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(400, 560);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 400, 560);
  context.fillStyle = '#000';
  context.font = '20px sans-serif';
  context.fillText('01 May  COFFEE  5.50  1,244.50', 20, 60);
  const png = canvas.toBuffer('image/png');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let i = 0; i < PAGES; i++) {
      doc.addPage({ size: [288, 403], margin: 0 });
      doc.image(png, 0, 0, { width: 288, height: 403 });
    }
    doc.end();
  });
}

function countingPool(size: number): OcrPool & { maxInFlight: number; calls: number } {
  let inFlight = 0;
  const pool = {
    size,
    maxInFlight: 0,
    calls: 0,
    async recognize(_image: unknown, options: { page: number }) {
      pool.calls++;
      pool.maxInFlight = Math.max(pool.maxInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 15));
      inFlight--;
      return { page: options.page, words: [], meanConfidence: 0, timedOut: false, ms: 15 };
    },
    close: async () => undefined,
    stats: () => ({ started: 0, terminated: 0, completed: 0, queued: 0, busy: 0, alive: 0 }),
  };
  return pool;
}

describe('OCR of a long scan', () => {
  it(`holds at most pool.size + 1 pages at once, not all ${PAGES}`, async () => {
    const bytes = await scannedPdf();
    for (const size of [1, 2]) {
      const pool = countingPool(size);
      // Blank readings make no statement; what matters here is how the pages were fed.
      await expect(convert(bytes, { ocr: { pool } })).rejects.toMatchObject({ code: 'NO_TRANSACTIONS_FOUND' });
      expect(pool.calls).toBeGreaterThanOrEqual(PAGES);
      expect(pool.maxInFlight).toBeLessThanOrEqual(size + 1);
    }
  });
});
