/**
 * Every committed text sample, converted and written as OFX, QFX and QIF, then read back by
 * parsers that are not this project's: libofx's `ofxdump` (what GnuCash uses) and the npm package
 * `qif2json`. Same rows, amounts, dates and closing balance as the statement.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Statement, convert, toOfx, toQfx, toQif } from '../src/index.ts';
import { ofxdump } from './helpers/ofxdump.ts';
import { parseQif } from './helpers/qif.ts';

const SAMPLES = join(import.meta.dirname, '..', 'corpus', 'samples');
const files = readdirSync(SAMPLES)
  .filter((f) => f.endsWith('.pdf'))
  .sort();
const statements = new Map<string, Statement>();

beforeAll(async () => {
  for (const file of files) {
    statements.set(file, await convert(readFileSync(join(SAMPLES, file)), { password: 'secret123', ocr: false }));
  }
}, 120_000);

describe('accounting formats of every committed sample', () => {
  it('has the samples', () => {
    expect(files.length).toBeGreaterThanOrEqual(18);
  });

  it.each(files)('%s: ofxdump reads the OFX with the same rows and ledger balance', (file) => {
    const statement = statements.get(file) as Statement;
    const dump = ofxdump(toOfx(statement));
    expect(dump.errors).toEqual([]);
    expect(dump.transactions).toHaveLength(statement.transactions.length);
    dump.transactions.forEach((t, i) => {
      const expected = statement.transactions[i]!;
      expect(new Decimal(t.amount).eq(expected.amount)).toBe(true);
      expect(t.posted).toBe(expected.date);
      // libofx names a bank account "BANKID  ACCTID", a card by its ACCTID alone.
      expect(t.account.split(/\s+/).pop()).toBe(statement.metadata.accountNumber);
    });
    expect(new Set(dump.transactions.map((t) => t.fitid)).size).toBe(statement.transactions.length);
    expect(dump.statements).toHaveLength(1);
    const [book] = dump.statements;
    expect(new Decimal(book!.ledgerBalance!).eq(statement.metadata.closingBalance!)).toBe(true);
    expect(book!.start).toBe(statement.metadata.periodStart);
    expect(book!.end).toBe(statement.metadata.periodEnd);
    expect(book!.currency).toBe(statement.metadata.currency);
    expect(dump.accounts[0]!.type).toBe(statement.metadata.documentType === 'credit_card' ? 'CREDITCARD' : 'CHECKING');
  });

  it.each(files)('%s: ofxdump reads the QFX, and the FITIDs are those of the OFX', (file) => {
    const statement = statements.get(file) as Statement;
    const ofx = ofxdump(toOfx(statement));
    const qfx = ofxdump(toQfx(statement, { intuBid: '12345' }));
    expect(qfx.errors).toEqual([]);
    expect(qfx.transactions.map((t) => [t.fitid, t.amount])).toEqual(ofx.transactions.map((t) => [t.fitid, t.amount]));
  });

  it.each(files)('%s: qif2json reads the QIF with the same rows', (file) => {
    const statement = statements.get(file) as Statement;
    const parsed = parseQif(toQif(statement, { dateFormat: 'DMY' }), 'DD-MM-YYYY');
    expect(parsed.type).toBe(statement.metadata.documentType === 'credit_card' ? 'CCard' : 'Bank');
    expect(parsed.transactions).toHaveLength(statement.transactions.length);
    parsed.transactions.forEach((t, i) => {
      const expected = statement.transactions[i]!;
      // qif2json parses amounts with parseFloat: exact for these two-decimal figures.
      expect(new Decimal(String(t.amount)).eq(expected.amount)).toBe(true);
      expect(t.date.slice(0, 10)).toBe(expected.date);
      expect(t.payee ?? '').toBe(expected.description.replace(/\s+/g, ' ').trim());
    });
  });

  it('the card sample is a credit-card statement in every format', () => {
    const card = statements.get('card-amex-like-001.pdf') as Statement;
    expect(card.metadata.documentType).toBe('credit_card');
    expect(toOfx(card)).toContain('<CCSTMTRS>');
    expect(toQif(card).startsWith('!Type:CCard\r\n')).toBe(true);
  });

  it('gives the same FITIDs when the file is converted again', async () => {
    const file = 'uk-paidout-paidin-001.pdf';
    const again = await convert(readFileSync(join(SAMPLES, file)), { ocr: false });
    const first = ofxdump(toOfx(statements.get(file) as Statement)).transactions.map((t) => t.fitid);
    expect(ofxdump(toOfx(again)).transactions.map((t) => t.fitid)).toEqual(first);
  });
});
