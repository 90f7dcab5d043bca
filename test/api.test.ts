import { describe, expect, it } from 'vitest';
import { ConversionError, convert, inspect, listBanks, type ProgressEvent } from '../src/index.ts';
import { realStatements } from './helpers/real-corpus.ts';

const [hsbc] = realStatements('TEXT_BASED').filter((s) => s.name.includes('hsbc'));

describe('public API', () => {
  it('inspect reports type, pages and encryption', async () => {
    const inspected = await inspect(hsbc!.pdf);
    expect(inspected).toMatchObject({ pdfType: 'TEXT_BASED', numberOfPages: 4, encrypted: false });
    expect(inspected.authenticity?.revisions).toBe(1);
  });

  it('convert reports progress page by page and ends with done', async () => {
    const events: ProgressEvent[] = [];
    await convert(hsbc!.pdf, { onProgress: (e) => events.push(e) });
    expect(events.filter((e) => e.stage === 'extract').map((e) => e.pagesDone)).toEqual([1, 2, 3, 4]);
    expect(events[events.length - 1]).toMatchObject({ stage: 'done', pagesDone: 4, pagesTotal: 4 });
  });

  it('honours an AbortSignal', async () => {
    const controller = new AbortController();
    const promise = convert(hsbc!.pdf, { signal: controller.signal, onProgress: (e) => e.stage === 'extract' && controller.abort() });
    await expect(promise).rejects.toMatchObject({ code: 'ABORTED' });
    await expect(convert(hsbc!.pdf, { signal: AbortSignal.abort() })).rejects.toSatisfy((e: unknown) => ConversionError.is(e, 'ABORTED'));
  });

  it('keeps the engine’s richer view: page, position, confidence, printed-or-derived balance', async () => {
    const statement = await convert(hsbc!.pdf);
    const first = statement.transactions[0]!;
    expect(first.page).toBe(1);
    expect(first.y).toBeGreaterThan(0);
    expect(first.confidence).toBe(1);
    expect(first.typeCode).toBe('SO');
    const derived = statement.transactions.find((t) => !t.balancePrinted);
    expect(derived?.balance).not.toBeNull();
    expect(statement.sections).toHaveLength(1);
  });

  it('can force a bank profile, and rejects an unknown one', async () => {
    const forced = await convert(hsbc!.pdf, { bank: 'postbank-de' });
    expect(forced.metadata.bankId).toBe('postbank-de');
    await expect(convert(hsbc!.pdf, { bank: 'no-such-bank-xx' })).rejects.toMatchObject({ code: 'UNKNOWN_BANK_PROFILE' });
  });

  it('lists the bank profiles sorted by id', () => {
    const ids = listBanks().map((b) => b.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });
});
