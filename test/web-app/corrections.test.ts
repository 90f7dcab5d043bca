/**
 * The web page's corrections and its live balance check (src/web/app: money.ts, corrections.ts,
 * balance-check.ts), on statements the library converted from the committed samples: with no
 * correction the page's check agrees with the engine, a wrong amount or a missing row shows up
 * at the next printed balance, undoing it brings the statement back, and the corrected statement
 * is one the library's exporters write.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOcr, convert, parseStatement, serializeStatement, toCsv, toJson } from '../../src/index.ts';
import { recheck } from '../../src/web/app/balance-check.ts';
import { type Correction, applyCorrections, exportCorrections, originalId } from '../../src/web/app/corrections.ts';
import { add, equal, negate, parseExact, parseTyped, toText } from '../../src/web/app/money.ts';
import { type PlainStatement, exact, parsePlainStatement } from '../../src/web/app/plain-statement.ts';

const SAMPLES = resolve(import.meta.dirname, '../../corpus/samples');
const TEXT_SAMPLES = [
  'uk-paidout-paidin-001',
  'us-checking-signed-001',
  'de-soll-haben-001',
  'bundle-two-months-001',
  'card-amex-like-001',
  'es-importe-saldo-001',
  'in-indian-grouping-001',
  'ledger-no-header-001',
  'nl-af-bij-001',
  'au-cr-dr-001',
];

const plain: Record<string, PlainStatement> = {};
beforeAll(async () => {
  for (const name of TEXT_SAMPLES) plain[name] = parsePlainStatement(serializeStatement(await convert(readFileSync(join(SAMPLES, `${name}.pdf`)))));
}, 120_000);
afterAll(() => closeOcr());

const statementOf = (name: string): PlainStatement => plain[name] as PlainStatement;
const balances = (s: PlainStatement) => s.transactions.map((t) => (t.balance ? toText(exact(t.balance), 2) : null));
const checked = (s: PlainStatement, corrections: Correction[]) => {
  const corrected = applyCorrections(s, corrections);
  const result = recheck(corrected, corrections.length);
  return { corrected, result };
};

describe('exact money', () => {
  it('reads and writes the library’s decimals without floats', () => {
    expect(toText(parseExact('-40.5') as never, 2)).toBe('-40.50');
    expect(toText(parseExact('1500') as never, 0)).toBe('1500');
    expect(toText(parseExact('1.250') as never, 3)).toBe('1.250');
    expect(toText(parseExact('1e-7') as never)).toBe('0.0000001');
    expect(toText(parseExact('12e3') as never)).toBe('12000');
    // 0.1 + 0.2 is 0.3 exactly; a huge balance keeps every digit.
    expect(equal(add(parseExact('0.1') as never, parseExact('0.2') as never), parseExact('0.3') as never)).toBe(true);
    expect(toText(add(parseExact('90071992547409.93') as never, parseExact('0.01') as never), 2)).toBe('90071992547409.94');
    expect(toText(negate(parseExact('-0.05') as never), 2)).toBe('0.05');
    expect(parseExact('12,30')).toBeNull();
  });

  it('reads amounts as people type them', () => {
    const typed = (text: string, digits = 2) => {
      const value = parseTyped(text, digits);
      return value ? toText(value, digits) : null;
    };
    expect(typed('-1234.5')).toBe('-1234.50');
    expect(typed('1234,56')).toBe('1234.56');
    expect(typed('1 234,56')).toBe('1234.56');
    expect(typed('1,234.56')).toBe('1234.56');
    expect(typed('1.234,56')).toBe('1234.56');
    expect(typed('−12')).toBe('-12.00');
    expect(typed('1,234')).toBe('1234.00');
    expect(typed('1,234', 3)).toBe('1.234');
    expect(typed('1.234.567')).toBe('1234567.00');
    expect(typed('')).toBeNull();
    expect(typed('12a')).toBeNull();
    expect(typed('1.')).toBeNull();
  });
});

describe('the page’s balance check', () => {
  it.each(TEXT_SAMPLES)('%s: with no correction, agrees with the engine (balances, verdict, no mismatch where it found none)', (name) => {
    const s = statementOf(name);
    const { corrected, result } = checked(s, []);
    expect(balances(corrected.statement)).toEqual(balances(s));
    if (s.reconciliation.balanceMismatches === 0) expect(result.balanceMismatches).toBe(0);
    if (s.reconciliation.status === 'verified') expect(result.status).toBe('verified');
    expect(result.balancesChecked).toBeLessThanOrEqual(s.reconciliation.balancesChecked + s.sections.length);
  });

  it('a wrong amount fails at the next printed balance; the right one makes it hold again', () => {
    const s = statementOf('uk-paidout-paidin-001');
    const index = s.transactions.findIndex((t, i) => i > 2 && t.balancePrinted);
    const was = toText(exact(s.transactions[index]?.amount as never));
    const wrong = toText(add(exact(s.transactions[index]?.amount as never), parseExact('10') as never));
    const edit: Correction = { kind: 'edit', row: originalId(index), field: 'amount', value: wrong, was };
    const broken = checked(s, [edit]);
    expect(broken.result.status).toBe('failed');
    expect(broken.result.sections[0]?.mismatches.map((m) => m.index)).toEqual([index]);
    expect(broken.corrected.statement.warnings.filter((w) => w.code === 'BALANCE_MISMATCH').map((w) => w.transactionIndex)).toEqual([index]);
    expect(broken.corrected.statement.reconciliation).toMatchObject({ status: 'failed', ok: false, balanceMismatches: 1 });
    const fixed = checked(s, [edit, { kind: 'edit', row: originalId(index), field: 'amount', value: was, was: wrong }]);
    expect(fixed.result.status).toBe('verified');
    expect(fixed.result.statusReason).toMatch(/^After 2 corrections by hand: \d+ printed balances and 1 printed total checked; every one held\.$/);
  });

  it('a deleted row breaks the chain; adding it back (its sign flipped twice) mends it; rows after keep their ids', () => {
    const s = statementOf('us-checking-signed-001');
    const index = 4;
    const row = s.transactions[index] as PlainStatement['transactions'][number];
    const amount = toText(exact(row.amount));
    const deleted: Correction[] = [{ kind: 'delete', row: originalId(index), was: { date: row.date, description: row.description, amount } }];
    const gone = checked(s, deleted);
    expect(gone.corrected.statement.transactions).toHaveLength(s.transactions.length - 1);
    expect(gone.corrected.ids[index]).toBe(originalId(index + 1));
    const broken = gone.result.status === 'failed' || gone.result.totalsHeld < gone.result.totalsChecked;
    expect(broken).toBe(true);
    const back: Correction[] = [
      ...deleted,
      {
        kind: 'add',
        row: 'n1',
        after: originalId(index - 1),
        date: row.date,
        description: row.description,
        amount,
        balance: row.balancePrinted && row.balance ? toText(exact(row.balance)) : '',
      },
      { kind: 'flip', row: 'n1', was: amount },
      { kind: 'flip', row: 'n1', was: toText(negate(parseExact(amount) as never)) },
    ];
    const mended = checked(s, back);
    expect(mended.result.balanceMismatches).toBe(0);
    expect(mended.result.totalsHeld).toBe(mended.result.totalsChecked);
    expect(mended.corrected.ids[index]).toBe('n1');
    expect(balances(mended.corrected.statement)).toEqual(balances(s));
    expect(mended.corrected.touched.has('n1')).toBe(true);
  });

  it('a bundle of two statements keeps each row in its statement when rows are added and deleted', () => {
    const s = statementOf('bundle-two-months-001');
    expect(s.sections.length).toBe(2);
    const firstCount = s.sections[0]?.transactionCount as number;
    const last = firstCount - 1;
    const corrections: Correction[] = [
      { kind: 'add', row: 'n1', after: originalId(last), date: s.transactions[last]?.date as string, description: 'FEE', amount: '-1.00', balance: '' },
      { kind: 'delete', row: originalId(firstCount + 1), was: { date: '', description: '', amount: '' } },
    ];
    const { corrected } = checked(s, corrections);
    expect(corrected.statement.sections.map((x) => x.transactionCount)).toEqual([firstCount + 1, (s.sections[1]?.transactionCount as number) - 1]);
    expect(corrected.sections[0]).toContain(firstCount);
  });

  it('sets the currency on the statement and every row; the corrected statement is one the library exports', async () => {
    const s = statementOf('de-soll-haben-001');
    const index = 1;
    const corrections: Correction[] = [
      { kind: 'currency', value: 'CHF', was: s.metadata.currency },
      { kind: 'edit', row: originalId(index), field: 'description', value: 'Corrected by hand', was: s.transactions[index]?.description as string },
    ];
    const { corrected } = checked(s, corrections);
    const statement = parseStatement(JSON.stringify(corrected.statement));
    const csv = await toCsv(statement);
    expect(csv.split('\r\n')[index + 1]).toContain('Corrected by hand');
    expect(csv).toContain(',CHF');
    expect(csv).not.toContain(`,${s.metadata.currency}\r\n`);
    const json = JSON.parse(toJson(statement)) as { metadata: { currency: string }; reconciliation: { statusReason: string } };
    expect(json.metadata.currency).toBe('CHF');
    expect(json.reconciliation.statusReason).toMatch(/^After 2 corrections by hand/);
    const exported = exportCorrections('de.pdf', s, corrections, new Date('2026-01-01T00:00:00Z'));
    expect(exported).toMatchObject({ format: 'bank-statement-converter/corrections', version: 1, file: 'de.pdf', bank: s.metadata.bank, corrections });
  });

  it('warnings keep naming their row when rows before it are deleted, and lose it when their own row is', () => {
    const s = structuredClone(statementOf('uk-paidout-paidin-001'));
    s.warnings.push(
      { code: 'LOW_OCR_CONFIDENCE', message: 'row 6', transactionIndex: 5 },
      { code: 'LOW_OCR_CONFIDENCE', message: 'row 2', transactionIndex: 1 },
    );
    const { corrected } = checked(s, [{ kind: 'delete', row: originalId(1), was: { date: '', description: '', amount: '' } }]);
    const low = corrected.statement.warnings.filter((w) => w.code === 'LOW_OCR_CONFIDENCE');
    expect(low[0]).toMatchObject({ message: 'row 6', transactionIndex: 4 });
    expect(low[1]?.transactionIndex).toBeUndefined();
    expect(low[1]?.message).toContain('deleted by hand');
  });
});
