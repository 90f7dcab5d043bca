/**
 * Redaction (issue #25): every committed statement redacted converts to the same dates, amounts and
 * balances as the original, and nothing personal of the original is left in the copy: no word
 * outside the kept vocabulary (names, addresses, descriptions), no account, card or reference
 * number, no metadata, in the extracted text or in any decompressed stream.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { profileWords } from '../src/convert/redact.ts';
import { isAmountToken, isDateToken, keptVocabulary, normaliseWord } from '../src/engine/redact/classify.ts';
import { monthFromName } from '../src/engine/text/months.ts';
import { type Statement, convert, listBanks, redact } from '../src/index.ts';
import { FOREIGN_CORPUS_DIR, REAL_CORPUS_NEW_DIR, type RealStatement, realStatements, statementsIn } from './helpers/real-corpus.ts';

const SAMPLES_DIR = new URL('../corpus/samples/', import.meta.url).pathname;
const KEY = new Uint8Array(32).fill(7);
const vocabulary = keptVocabulary(profileWords(listBanks()));
const vocabularyText = [...vocabulary].join(' ');

async function pageText(pdf: Uint8Array, password?: string): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf), password ? { password } : {});
  try {
    const out: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      out.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return out.join('\n');
  } finally {
    await doc.destroy();
  }
}

/**
 * Every stream of the file decoded, as Latin-1 text (what `qpdf --qdf` would show), but the font
 * programs: a font's name table holds its maker's notices ("All rights reserved", "Registered
 * trademark"), words a statement's small print shares.
 */
async function rawStreams(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const fontFiles = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type'))?.toString() !== '/FontDescriptor') continue;
    for (const key of ['FontFile', 'FontFile2', 'FontFile3']) {
      const ref = object.get(PDFName.of(key));
      if (ref) fontFiles.add(ref.toString());
    }
  }
  let out = '';
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || fontFiles.has(ref.toString())) continue;
    try {
      out += Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    } catch {
      out += Buffer.from(object.contents).toString('latin1');
    }
  }
  return out;
}

/** What must not survive: words of five letters or more outside the kept vocabulary, and numbers of six digits or more that are no amount or date (as printed). */
function secretsOf(text: string, truth: RealStatement['truth']): { words: string[]; numbers: string[] } {
  const words = new Set<string>();
  for (const raw of text.split(/[^\p{L}]+/u)) {
    const word = normaliseWord(raw);
    // Masks (XXXXXX1234) hide nothing of their own.
    if (word.length < 5 || /^x+$/.test(word) || vocabulary.has(word) || vocabularyText.includes(word) || monthFromName(raw) !== null) continue;
    words.add(raw.toLowerCase());
  }
  const numbers = new Set<string>();
  // The figures of each token: a date glued to a word ("15.03.2025A") is a date, a reference's digits ("RF999932504") are not.
  for (const token of text.split(/\s+/).flatMap((t) => t.match(/\d[\d.,/'-]*\d/g) ?? [])) {
    if (token.replace(/\D/g, '').length >= 6 && !isMoneyOrDate(token)) numbers.add(token);
  }
  const account = (truth as { accountNumber?: string | null }).accountNumber;
  if (account && account.replace(/\D/g, '').length >= 6) numbers.add(account);
  return { words: [...words], numbers: [...numbers] };
}

const trim = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const isMoneyOrDate = (token: string) => isAmountToken(token) || isDateToken(token);

function reading(statement: Statement) {
  return {
    opening: statement.metadata.openingBalance?.toString() ?? null,
    closing: statement.metadata.closingBalance?.toString() ?? null,
    periodStart: statement.metadata.periodStart,
    periodEnd: statement.metadata.periodEnd,
    status: statement.reconciliation.status,
    rows: statement.transactions.map((t) => `${t.date} ${t.amount.toString()} ${t.balance?.toString() ?? '-'}`),
  };
}

function wordPattern(word: string): RegExp {
  return new RegExp(`(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
}

function redactionChecks(title: string, statements: RealStatement[], atLeast: number): void {
  describe(title, () => {
    it('finds the statements', () => {
      expect(statements.length).toBeGreaterThanOrEqual(atLeast);
    });
    for (const { name, pdf, truth } of statements) {
      it(`${name}: the copy reads the same, and holds nothing personal of the original`, async () => {
        const password = truth.password ?? undefined;
        const original = await convert(pdf, password ? { password } : {});
        const { pdf: copy, report } = await redact(pdf, { ...(password ? { password } : {}), statement: original, key: KEY });
        expect(reading(await convert(copy))).toEqual(reading(original));

        const latin1 = Buffer.from(copy).toString('latin1');
        expect(latin1.match(/%%EOF/g)?.length, 'one revision').toBe(1);
        for (const marker of ['/Info', '/Metadata', 'xmpmeta', '/EmbeddedFile', '/Author', '/Producer', '/Creator', '/Encrypt', '/ActualText']) {
          expect(latin1.includes(marker), `${marker} in the file`).toBe(false);
        }
        const { words, numbers } = secretsOf(await pageText(pdf, password), truth);
        expect(words.length + numbers.length, 'something to hide').toBeGreaterThan(0);
        const text = await pageText(copy);
        const streams = await rawStreams(copy);
        const utf16 = (w: string) => Buffer.from(w, 'utf16le').swap16().toString('latin1');
        const leaks = words.filter((w) => wordPattern(w).test(text) || wordPattern(w).test(streams) || streams.toLowerCase().includes(utf16(w)));
        expect(leaks, 'words of the original in the copy').toEqual([]);
        // A number leaks when a token of the copy has its digits, or its printed form is anywhere in the file.
        const copyDigits = new Set(
          text
            .split(/\s+/)
            .map(trim)
            .filter((t) => !isMoneyOrDate(t))
            .map((t) => t.replace(/\D/g, '')),
        );
        const compact = (t: string) => t.replace(/[\s-]/g, '');
        const leakedNumbers = numbers.filter((n) => copyDigits.has(n.replace(/\D/g, '')) || compact(text).includes(compact(n)) || streams.includes(n));
        expect(leakedNumbers, 'numbers of the original in the copy').toEqual([]);
        expect(Object.values(report.replaced).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      }, 60_000);
    }
  });
}

redactionChecks(
  'redacting real text statements (../shared/corpus-real, corpus-real-new)',
  [...realStatements('TEXT_BASED'), ...statementsIn(REAL_CORPUS_NEW_DIR, 'TEXT_BASED')],
  3,
);
redactionChecks('redacting statements made by other software (corpus/foreign)', statementsIn(FOREIGN_CORPUS_DIR), 3);
redactionChecks(
  'redacting the committed samples (corpus/samples)',
  statementsIn(SAMPLES_DIR).filter((s) => readdirSync(SAMPLES_DIR).includes(`${s.name}.truth.json`)),
  10,
);

/**
 * A scan has no text of its own: what must not survive is what OCR read in the original (its
 * descriptions and account number), looked for in what OCR reads in the copy and in the copy's
 * streams. The copy is the page rasterised again with boxes over the identifiers.
 */
function scanRedactionChecks(title: string, statements: RealStatement[], atLeast: number): void {
  describe(title, () => {
    it('finds the scans', () => {
      expect(statements.length).toBeGreaterThanOrEqual(atLeast);
    });
    for (const { name, pdf } of statements) {
      it(`${name}: the copy reads the same, and OCR finds nothing personal of the original in it`, async () => {
        const original = await convert(pdf);
        const { pdf: copy, report } = await redact(pdf, { statement: original, key: KEY });
        const redacted = await convert(copy);
        expect(reading(redacted)).toEqual(reading(original));
        const latin1 = Buffer.from(copy).toString('latin1');
        expect(latin1.match(/%%EOF/g)?.length, 'one revision').toBe(1);
        for (const marker of ['/Info', '/Metadata', 'xmpmeta', '/EmbeddedFile', '/Author', '/Producer', '/Creator']) {
          expect(latin1.includes(marker), `${marker} in the file`).toBe(false);
        }
        const read = (s: Statement) => [s.metadata.accountNumber ?? '', ...s.transactions.map((t) => t.description)].join('\n');
        const { words, numbers } = secretsOf(read(original), { accountNumber: null } as unknown as RealStatement['truth']);
        expect(words.length + numbers.length, 'something to hide').toBeGreaterThan(0);
        const copyText = read(redacted);
        const streams = await rawStreams(copy);
        const leaks = words.filter((w) => wordPattern(w).test(copyText) || wordPattern(w).test(streams));
        expect(leaks, 'words OCR read in the original, in the copy').toEqual([]);
        const leakedNumbers = numbers.filter((n) => copyText.includes(n) || streams.includes(n));
        expect(leakedNumbers, 'numbers OCR read in the original, in the copy').toEqual([]);
        expect(report.pagesRasterised).toBeGreaterThan(0);
      }, 240_000);
    }
  });
}

scanRedactionChecks(
  'redacting real scans (../shared/corpus-real, corpus-real-new) and the committed sample scans',
  [...realStatements('IMAGE_BASED'), ...statementsIn(REAL_CORPUS_NEW_DIR, 'IMAGE_BASED'), ...statementsIn(`${SAMPLES_DIR}scanned/`)],
  3,
);

describe('redacting with --keep-descriptions', () => {
  it('keeps the descriptions’ words, still replaces the numbers in them and everything else', async () => {
    const pdf = readFileSync(`${SAMPLES_DIR}uk-paidout-paidin-001.pdf`);
    const original = await convert(pdf);
    const { pdf: copy, report } = await redact(pdf, { keepDescriptions: true, statement: original, key: KEY });
    const redacted = await convert(copy);
    expect(reading(redacted)).toEqual(reading(original));
    expect(report.keptDescriptionWords).toBeGreaterThan(100);
    const words = (s: Statement) => s.transactions.map((t) => t.description.replace(/\S*\d\S*/g, '#'));
    const kept = words(redacted).filter((d, i) => d === words(original)[i]).length;
    expect(kept / original.transactions.length).toBeGreaterThan(0.9);
    // Numbers in descriptions (references, card and account numbers) are still replaced.
    const numbers = original.transactions.flatMap((t) => t.description.match(/\b\d{6,}\b/g) ?? []);
    expect(numbers.length).toBeGreaterThan(0);
    const text = await pageText(copy);
    expect(numbers.filter((n) => text.includes(n))).toEqual([]);
    expect(redacted.metadata.accountNumber).not.toBe(original.metadata.accountNumber);
  }, 60_000);
});
