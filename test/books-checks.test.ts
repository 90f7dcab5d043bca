/**
 * Every committed text statement (corpus/samples, both blind batches, and the team's real
 * statements that test/helpers/real-corpus.ts finds, when present) converted into the accounting formats and read back by
 * tools that are not ours: `hledger check -s` and beancount's checker accept the journal of every
 * statement that reconciles, with every assertion holding; `xmllint --schema` validates every
 * CAMT.053 against the ISO schema; mt940js reads every MT940 of a reconciled statement back with
 * the same amounts and balances. In CI a missing tool fails these tests (test/helpers/books-tools.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Statement, convert, toBeancount, toCamt053, toHledger, toMt940, toOfx } from '../src/index.ts';
import { heldBalances } from '../src/engine/export/held-balances.ts';
import { journalBooks } from '../src/engine/export/journal-books.ts';
import { beanCheck, hledgerCheck, readMt940, runWith, xmllintCamt053 } from './helpers/books-tools.ts';
import { ofxdump } from './helpers/ofxdump.ts';
import { REAL_CORPUS_DIR, REAL_CORPUS_NEW_DIR } from './helpers/real-corpus.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

interface Source {
  name: string;
  file: string;
  password?: string;
}

/** Text statements with a truth file beside them (scans need OCR: too slow for every run). */
function textStatements(dir: string, label: string): Source[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
  return names
    .filter((f) => f.endsWith('.pdf'))
    .sort()
    .flatMap((f) => {
      let truth: { kind?: string; password?: string | null };
      try {
        truth = JSON.parse(readFileSync(join(dir, f.replace(/\.pdf$/, '.truth.json')), 'utf8'));
      } catch {
        return [];
      }
      if (truth.kind && truth.kind !== 'TEXT_BASED') return [];
      return [{ name: `${label}/${f}`, file: join(dir, f), ...(truth.password ? { password: truth.password } : {}) }];
    });
}

const sources: Source[] = [
  ...textStatements(join(ROOT, 'corpus/samples'), 'samples').map((s) => ({ ...s, password: 'secret123' })),
  ...textStatements(join(ROOT, 'corpus/blind'), 'blind'),
  ...textStatements(join(ROOT, 'corpus/blind2'), 'blind2'),
  ...textStatements(REAL_CORPUS_DIR, 'corpus-real'),
  ...textStatements(REAL_CORPUS_NEW_DIR, 'corpus-real-new'),
];

const converted: { name: string; statement: Statement }[] = [];

beforeAll(async () => {
  for (const s of sources) {
    try {
      converted.push({ name: s.name, statement: await convert(readFileSync(s.file), { ...(s.password ? { password: s.password } : {}), ocr: false }) });
    } catch {
      // A statement the engine cannot read has nothing to export; the corpus tests report it.
    }
  }
}, 600_000);

const reconciled = () => converted.filter((c) => c.statement.reconciliation.ok);

/** Printed balances that held, per statement: what the journals must assert. */
function heldRows(statement: Statement): number {
  const held = heldBalances(statement);
  return statement.transactions.filter((t) => held.rowHeld(t)).length;
}

/** Rows listed oldest first or newest first throughout. */
function inDateOrder(statement: Statement): boolean {
  const dates = statement.transactions.map((t) => t.date);
  const ascending = dates.every((d, i) => i === 0 || d >= (dates[i - 1] as string));
  const descending = dates.every((d, i) => i === 0 || d <= (dates[i - 1] as string));
  return ascending || descending;
}

describe('accounting exports of every committed text statement, read by independent tools', () => {
  it('has the statements, most of them reconciled', () => {
    expect(converted.length).toBeGreaterThanOrEqual(100);
    expect(reconciled().length).toBeGreaterThanOrEqual(90);
  });

  it.runIf(runWith('hledger'))(
    'hledger check -s accepts the journal of every reconciled statement, asserting every printed balance that held',
    () => {
      const failures: string[] = [];
      for (const { name, statement } of reconciled()) {
        const journal = toHledger(statement);
        const result = hledgerCheck(journal);
        if (!result.ok) failures.push(`${name}: ${result.output.split('\n').slice(0, 6).join(' | ')}`);
        // One assertion per printed balance that held; a balance printed after rows listed out of
        // date order cannot be asserted in date order and is written as a comment instead.
        const entries = journalBooks(statement).flatMap((b) => b.entries);
        const asserted = entries.filter((e) => e.balanceAfter).length;
        const commented = entries.filter((e) => e.balanceNotAsserted).length;
        if (asserted + commented !== heldRows(statement))
          failures.push(`${name}: ${asserted} assertions and ${commented} comments for ${heldRows(statement)} printed balances that held`);
        if (commented > 0 && inDateOrder(statement)) failures.push(`${name}: rows in date order, yet ${commented} printed balances not asserted`);
      }
      expect(failures).toEqual([]);
    },
    600_000,
  );

  it.runIf(runWith('beancount'))(
    "beancount's checker accepts the ledger of every reconciled statement, with its balance assertions",
    () => {
      const failures: string[] = [];
      let assertions = 0;
      for (const { name, statement } of reconciled()) {
        const ledger = toBeancount(statement);
        assertions += (ledger.match(/^\d{4}-\d{2}-\d{2} balance /gm) ?? []).length;
        const result = beanCheck(ledger);
        if (!result.ok) failures.push(`${name}: ${result.output.split('\n').slice(0, 6).join(' | ')}`);
      }
      expect(failures).toEqual([]);
      expect(assertions).toBeGreaterThan(reconciled().length);
    },
    600_000,
  );

  it.runIf(runWith('xmllint'))(
    'xmllint validates the CAMT.053 of every statement against the camt.053.001.08 schema',
    () => {
      const failures: string[] = [];
      for (const { name, statement } of converted) {
        const result = xmllintCamt053(toCamt053(statement, { generatedAt: new Date(Date.UTC(2025, 0, 1)) }));
        if (!result.ok) failures.push(`${name}: ${result.output.split('\n').slice(0, 4).join(' | ')}`);
      }
      expect(failures).toEqual([]);
    },
    600_000,
  );

  it('mt940js reads the MT940 of every reconciled statement back with the same rows, amounts and balances', () => {
    const failures: string[] = [];
    for (const { name, statement } of reconciled()) {
      try {
        const books = journalBooks(statement);
        const parsed = readMt940(toMt940(statement));
        if (parsed.length !== books.length) failures.push(`${name}: ${parsed.length} statements for ${books.length} accounts`);
        parsed.forEach((p, i) => {
          const book = books[i];
          if (!book) return;
          // mt940js rounds to cents (a float): compare the cents.
          const cents = (d: Decimal) => d.toDecimalPlaces(2).toNumber();
          const amounts = p.transactions.map((t) => t.amount);
          const expected = book.entries.map((e) => cents(e.amount));
          if (JSON.stringify(amounts) !== JSON.stringify(expected)) failures.push(`${name}: amounts differ`);
          if (p.transactions.map((t) => t.extraDetails).join() !== book.entries.map((e) => e.id).join()) failures.push(`${name}: ids differ`);
          const closing = book.closing ?? book.opening?.amount.plus(book.entries.reduce((s, e) => s.plus(e.amount), new Decimal(0)));
          if (book.opening && p.openingBalance !== cents(book.opening.amount)) failures.push(`${name}: opening ${p.openingBalance}`);
          if (closing && p.closingBalance !== cents(closing)) failures.push(`${name}: closing ${p.closingBalance}`);
        });
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('every export carries the same stable id per row: OFX FITID, JSON id, journal fitid, CAMT.053 entry reference, MT940 reference', async () => {
    const { name, statement } = converted.find((c) => c.name.startsWith('samples/uk-')) ?? (converted[0] as { name: string; statement: Statement });
    const fitids = ofxdump(toOfx(statement)).transactions.map((t) => t.fitid);
    expect(fitids.length, name).toBe(statement.transactions.length);
    const sorted = [...fitids].sort();
    const json = JSON.parse((await import('../src/index.ts')).toJson(statement)) as { transactions: { id: string }[] };
    expect(json.transactions.map((t) => t.id)).toEqual(fitids);
    expect([...toBeancount(statement).matchAll(/fitid: "([0-9a-f]+)"/g)].map((m) => m[1]).sort()).toEqual(sorted);
    expect([...toHledger(statement).matchAll(/fitid:([0-9a-f]+)/g)].map((m) => m[1]).sort()).toEqual(sorted);
    expect([...toCamt053(statement).matchAll(/<NtryRef>([0-9a-f]+)<\/NtryRef>/g)].map((m) => m[1]).sort()).toEqual(sorted);
    expect(
      readMt940(toMt940(statement))
        .flatMap((s) => s.transactions.map((t) => t.extraDetails))
        .sort(),
    ).toEqual(sorted);
  });
});
