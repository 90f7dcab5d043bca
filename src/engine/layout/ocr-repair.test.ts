import { describe, expect, it } from 'vitest';
import type { Word } from '../types.ts';
import { roleOfLabel } from './header.ts';
import { makeCell } from './lines.ts';
import { repairLostMarker, repairOcrAmount, repairOcrCell, repairOcrDate, salvageOcrDate } from './ocr-repair.ts';
import { editDistanceWithin } from './vocabulary.ts';

const word = (text: string, confidence: number): Word => ({ text, page: 1, x: 100, y: 100, width: 30, height: 8, confidence });
const ocrCell = (text: string) => makeCell([word(text, 0.9)]);
const textCell = (text: string) => makeCell([word(text, 1)]);

describe('OCR repairs of dates and amounts', () => {
  it('closes the gaps letter-spaced print leaves in a date', () => {
    expect(repairOcrCell(ocrCell('03/08/ 26')).text).toBe('03/08/26');
    expect(repairOcrCell(ocrCell('DEL 05. 08.2026')).text).toBe('DEL 05. 08.2026');
  });

  it('reads an amount whose thousands groups OCR ran together', () => {
    expect(repairOcrCell(ocrCell('1801 584,70')).text).toBe('1801584,70');
    expect(repairOcrCell(ocrCell('2905 1234')).text).toBe('2905 1234');
  });

  it('gives a date its lost separators back, only when that makes a date', () => {
    expect(repairOcrDate(ocrCell('0303')).text).toBe('03.03');
    expect(repairOcrDate(ocrCell('030325')).text).toBe('03.03.25');
    expect(repairOcrDate(ocrCell('03032025')).text).toBe('03.03.2025');
    expect(repairOcrDate(ocrCell('20250303')).text).toBe('2025-03-03');
    expect(repairOcrDate(ocrCell('01/3125')).text).toBe('01/31/25');
    expect(repairOcrDate(ocrCell('41')).text).toBe('4/1');
    expect(repairOcrDate(ocrCell('411')).text).toBe('4/11');
    // Not a date however it is cut, or more than one way: left as read.
    expect(repairOcrDate(ocrCell('4599')).text).toBe('4599');
    expect(repairOcrDate(ocrCell('111')).text).toBe('111');
    expect(repairOcrDate(ocrCell('12345')).text).toBe('12345');
  });

  it('gives an amount its lost decimal separator back and keeps what was read', () => {
    expect(repairOcrAmount(ocrCell('5313'))).toMatchObject({ text: '53.13', repairedFrom: '5313' });
    expect(repairOcrAmount(ocrCell('309143'))).toMatchObject({ text: '3091.43' });
    expect(repairOcrAmount(ocrCell('-6597'))).toMatchObject({ text: '-65.97' });
    expect(repairOcrAmount(ocrCell('-444 42'))).toMatchObject({ text: '-444.42', repairedFrom: '-444 42' });
    expect(repairOcrAmount(ocrCell('2.43559'))).toMatchObject({ text: '2.435,59' });
    expect(repairOcrAmount(ocrCell('1,23456'))).toMatchObject({ text: '1,234.56' });
    expect(repairOcrAmount(ocrCell('2.494 93'))).toMatchObject({ text: '2.494,93' });
    expect(repairOcrAmount(ocrCell('12'))).toBeNull();
    expect(repairOcrAmount(ocrCell('12345678901'))).toBeNull();
    expect(repairOcrAmount(ocrCell('53,13'))).toBeNull();
  });

  it('never touches a text layer', () => {
    expect(repairOcrDate(textCell('0303')).text).toBe('0303');
    expect(repairOcrAmount(textCell('5313'))).toBeNull();
  });
});

describe('header labels misread by OCR', () => {
  it('are recognised within one letter, or two in long labels, when only one role fits', () => {
    expect(roleOfLabel('Vaiuta')).toBe('valueDate');
    expect(roleOfLabel('Baiance')).toBe('balance');
    expect(roleOfLabel('Witharawais')).toBe('debit');
    expect(roleOfLabel('Data operagi')).toBe('date');
    // Short labels must be exact: "Dote" is not "Date".
    expect(roleOfLabel('Dote')).toBeNull();
  });

  it('measures edit distance within a limit', () => {
    expect(editDistanceWithin('dataoperacji', 'dataoperagi', 2)).toBe(true);
    expect(editDistanceWithin('dataoperacji', 'dataoperagi', 1)).toBe(false);
    expect(editDistanceWithin('balance', 'balance', 0)).toBe(true);
    expect(editDistanceWithin('abc', 'abcdef', 2)).toBe(false);
  });

  it('reads a slash OCR took for a 1 or a 7 between day and month', () => {
    expect(repairOcrDate(ocrCell('14710')).text).toBe('14/10');
    expect(repairOcrDate(ocrCell('22110')).text).toBe('22/10');
    expect(repairOcrDate(ocrCell('14510')).text).toBe('14510');
    expect(repairOcrDate(textCell('14710')).text).toBe('14710');
  });

  it('finds the one day and month in a date OCR ran into specks or the description', () => {
    const cell = (...texts: string[]) => makeCell(texts.map((t, i) => ({ ...word(t, 0.3), x: 10 + i * 40 })));
    expect(salvageOcrDate(cell('C07', '1503-2024'))?.map((c) => c.text)).toEqual(['15.03', 'C07']);
    expect(salvageOcrDate(cell('I23032024KPNBYV.'))?.map((c) => c.text)).toEqual(['23.03']);
    expect(salvageOcrDate(cell('97724032024', 'Action'))?.map((c) => c.text)).toEqual(['24.03', 'Action']);
    // The year is dropped: a misread one ("2020") cannot move the row out of the period.
    expect(salvageOcrDate(cell('©.0-12032020'))?.map((c) => c.text)).toEqual(['12.03']);
    expect(salvageOcrDate(cell('CET', '1703024'))?.map((c) => c.text)).toEqual(['17.03', 'CET']);
    // No date, two readings, a text layer, or digits too far into the cell: nothing is made up.
    expect(salvageOcrDate(cell('Nnebsipsmvia', 'Adyen'))).toBeNull();
    expect(salvageOcrDate(cell('0102202403042024'))).toBeNull();
    expect(salvageOcrDate(makeCell([word('15032024Timi', 1)]))).toBeNull();
    expect(salvageOcrDate(cell('Kenmerk', 'Machtiging', '12032024'))).toBeNull();
  });

  it('gives back a D marker OCR read as a final 0, where amounts carry their side', () => {
    expect(repairLostMarker(ocrCell('411,940'))).toMatchObject({ text: '411,94 D', repairedFrom: '411,940' });
    expect(repairLostMarker(ocrCell('173410'))).toMatchObject({ text: '173.41 D' });
    expect(repairLostMarker(ocrCell('2012270'))?.text).toBe('2012.27 D');
    expect(repairLostMarker(ocrCell('411,94'))).toBeNull();
    expect(repairLostMarker(ocrCell('17341'))).toBeNull();
    expect(repairLostMarker(textCell('411,940'))).toBeNull();
  });
});
