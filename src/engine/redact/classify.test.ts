import { describe, expect, it } from 'vitest';
import { createClassifier, isAmountToken, isDateToken } from './classify.ts';

describe('redaction classes', () => {
  it('keeps money in every dress', () => {
    for (const t of ['=$524.46', '$2,527.43', '-$3,241.16', '1,23,456.78', '90,350', '108.38OD', '(12.50)', '12.50-', 'EUR1.234,56', '1.234,56', '0,01']) {
      expect(isAmountToken(t), t).toBe(true);
    }
    for (const t of ['12345678', 'A9T1047307', '78111-7184']) expect(isAmountToken(t), t).toBe(false);
  });

  it('keeps dates, times and month names', () => {
    for (const t of ['04/05/26', '2025-03-01', '09', 'Jul', '1er', '05-2026', '19:16', '31.03.2025', 'mars']) expect(isDateToken(t), t).toBe(true);
    for (const t of ['40-11-62', '1-71434']) expect(isDateToken(t), t).toBe(false);
  });

  it('tells identifiers, names and labels apart on a line', () => {
    const classifier = createClassifier();
    expect(classifier.classifyLine(['Account', 'number', '12345678', 'Sort', 'code', '20-12-19'])).toEqual([
      'keep',
      'keep',
      'accountNumber',
      'keep',
      'keep',
      'sortCode',
    ]);
    expect(classifier.classifyLine(['IBAN', 'GB29', 'NWBK', '6016', '1331', '9268', '19'])).toEqual(['keep', 'iban', 'iban', 'iban', 'iban', 'iban', 'iban']);
    expect(classifier.classifyLine(['Mr', 'Daniel', 'Miller'])).toEqual(['text', 'text', 'text']);
    expect(classifier.classifyLine(['Closing', 'balance', '1,234.56'])).toEqual(['keep', 'keep', 'amount']);
    expect(classifier.classifyLine(['CARD', '4111', '1111', '1111', '1234'])).toEqual(['keep', 'card', 'card', 'card', 'card']);
  });

  it('on a scan, takes bare digits for an amount OCR misread only when the statement holds that figure', () => {
    const classifier = createClassifier({ fuzzy: true, moneyDigits: new Set(['427817']), descriptionWords: new Set(['coop', 'group', 'publix']) });
    // "4,278.17" read without its separators, on a row whose dates OCR misread too: kept.
    expect(classifier.classifyLine(['3103/25', 'ACCREDITO', '427817'])).toEqual(['amount', 'keep', 'amount']);
    // A merchant's number beside an amount: not a figure of the statement, so boxed.
    expect(classifier.classifyLine(['CO-OP', 'GROUP', '070612', '105.69'])[2]).toBe('reference');
    // A payee one letter from a kept word ("public") is the payee.
    expect(classifier.classifyLine(['12/27', 'Publix', 'Super', '115.94'])[1]).toBe('description');
  });
});
