/** Documents read in worker threads: same statements as in-thread, coded failures, batches. */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentWorkers } from '../src/convert/document-workers.ts';
import { ConversionError, closeWorkers, convert, convertMany, inspect, toJson, type ConvertManyResult } from '../src/index.ts';
import { lingeringImagePdf } from './helpers/lingering-image-pdf.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SAMPLES = join(ROOT, 'corpus/samples');
const sample = (name: string) => join(SAMPLES, `${name}.pdf`);

afterAll(async () => {
  await closeWorkers();
});

describe('convert in a worker thread', () => {
  it('gives the same statement as the calling thread, money exact (Decimals rehydrated)', async () => {
    for (const name of ['uk-paidout-paidin-001', 'bundle-two-months-001']) {
      const bytes = await readFile(sample(name));
      const isolated = await convert(bytes, { ocr: false });
      const here = await convert(bytes, { ocr: false, isolate: false });
      expect(toJson(isolated)).toBe(toJson(here));
      expect(isolated.transactions[0]?.amount.plus(0).toFixed(2)).toBe(here.transactions[0]?.amount.toFixed(2));
    }
  });

  it('leaves the caller’s bytes intact', async () => {
    const bytes = await readFile(sample('uk-paidout-paidin-001'));
    const copy = Buffer.from(bytes);
    await convert(bytes, { ocr: false });
    expect(bytes.byteLength).toBe(copy.byteLength);
    expect(Buffer.compare(bytes, copy)).toBe(0);
  });

  it('reports progress from the thread and inspects there too', async () => {
    const bytes = await readFile(sample('uk-paidout-paidin-001'));
    const stages: string[] = [];
    await convert(bytes, { ocr: false, onProgress: (event) => stages.push(event.stage) });
    expect(stages[0]).toBe('open');
    expect(stages.at(-1)).toBe('done');
    expect(await inspect(bytes)).toMatchObject({ pdfType: 'TEXT_BASED', encrypted: false });
  });

  it('passes passwords and maps password failures to their codes', async () => {
    const bytes = await readFile(sample('es-importe-saldo-001-protected'));
    await expect(convert(bytes, { ocr: false })).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' });
    await expect(convert(bytes, { ocr: false, password: 'wrong' })).rejects.toMatchObject({ code: 'INVALID_PASSWORD' });
    const statement = await convert(bytes, { ocr: false, password: 'secret123' });
    expect(statement.transactions.length).toBeGreaterThan(0);
  });

  it('rejects with ABORTED when the caller aborts, and the pool keeps working', async () => {
    const bytes = await readFile(join(ROOT, 'corpus/hostile/slow-font-program.pdf'));
    const controller = new AbortController();
    const pending = convert(bytes, { ocr: false, signal: controller.signal });
    setTimeout(() => controller.abort(), 300);
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
    const statement = await convert(await readFile(sample('uk-paidout-paidin-001')), { ocr: false });
    expect(statement.reconciliation.ok).toBe(true);
  });

  it('a thread that passes its memory limit fails its document with RESOURCE_LIMIT, not the process', async () => {
    const workers = new DocumentWorkers({ size: 1, maxMemoryMb: 64 });
    try {
      const bytes = await readFile(join(ROOT, 'corpus/hostile/slow-font-program.pdf'));
      await expect(workers.run({ kind: 'convert' }, bytes, { timeoutMs: 60_000 })).rejects.toMatchObject({ code: 'RESOURCE_LIMIT' });
      // The next document gets a fresh thread.
      const value = await workers.run({ kind: 'inspect' }, await readFile(sample('uk-paidout-paidin-001')), { timeoutMs: 60_000 });
      expect(value).toMatchObject({ pdfType: 'TEXT_BASED', numberOfPages: 3 });
    } finally {
      await workers.close();
    }
    expect(workers.threads).toBe(0);
  });

  it('a thread still busy with work its last document left to pdf.js is replaced; the next document does not wait for it', async () => {
    const workers = new DocumentWorkers({ size: 1 });
    try {
      // Settles at once, while pdf.js goes on decoding its image for minutes in the thread.
      await expect(workers.run({ kind: 'convert' }, lingeringImagePdf(), { timeoutMs: 10_000 })).rejects.toMatchObject({ code: 'NO_TRANSACTIONS_FOUND' });
      // Before the fix this document waited behind that decoding until its TIMEOUT.
      const value = await workers.run({ kind: 'inspect' }, await readFile(sample('uk-paidout-paidin-001')), { timeoutMs: 10_000 });
      expect(value).toMatchObject({ pdfType: 'TEXT_BASED', numberOfPages: 3 });
      expect(workers.diagnostics()).toMatchObject({ threads: 1, started: 2, replacedBusy: 1 });
    } finally {
      await workers.close();
    }
  });

  it('refuses a non-positive timeoutMs', async () => {
    await expect(convert(new Uint8Array(10), { timeoutMs: 0 })).rejects.toThrow(/timeoutMs/);
  });
});

describe('convertMany', () => {
  const inputs = [
    sample('uk-paidout-paidin-001'),
    join(SAMPLES, 'missing.pdf'),
    { name: 'junk.bin', bytes: new TextEncoder().encode('hello, not a pdf') },
    { name: 'locked.pdf', bytes: new Uint8Array(0), password: 'x' },
    sample('es-importe-saldo-001-protected'),
    sample('de-soll-haben-001'),
  ];

  const outcome = (r: ConvertManyResult) =>
    r.ok ? `ok:${r.statement.transactions.length}` : ConversionError.is(r.error) ? r.error.code : (r.error as NodeJS.ErrnoException).code;

  it('yields one result per input, in input order by default, each with its own outcome', async () => {
    const results: ConvertManyResult[] = [];
    for await (const result of convertMany(inputs, { concurrency: 2, ocr: false, password: 'secret123' })) results.push(result);
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => r.name)).toEqual([inputs[0], inputs[1], 'junk.bin', 'locked.pdf', inputs[4], inputs[5]]);
    const outcomes = results.map(outcome);
    expect(outcomes.slice(1, 4)).toEqual(['ENOENT', 'NOT_A_PDF', 'NOT_A_PDF']);
    for (const i of [0, 4, 5]) expect(outcomes[i]).toMatch(/^ok:[1-9]/);
  });

  it('order "completion" yields the same results as they finish', async () => {
    const results: ConvertManyResult[] = [];
    for await (const result of convertMany(inputs, { order: 'completion', ocr: false, password: 'secret123' })) results.push(result);
    expect(results.map((r) => r.index).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stopping early aborts what is in flight and settles it before the loop ends', async () => {
    const hostile = join(ROOT, 'corpus/hostile/slow-font-program.pdf');
    const seen: ConvertManyResult[] = [];
    for await (const result of convertMany(['nope.pdf', hostile, hostile], { concurrency: 3, ocr: false })) {
      seen.push(result);
      break;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]?.ok).toBe(false);
  });
});
