import { describe, expect, it } from 'vitest';
import type { Word } from '../types.ts';
import { matchHeader } from './header.ts';
import { buildLines } from './lines.ts';

/** One OCR line of cells at the given x positions ("Date" at 34, ...), then an OCR row below it. */
function header(...cells: Array<[number, string]>) {
  const row: Array<[number, string]> = [
    [34, '01 Aug'],
    [86, 'Card purchase'],
    [380, '249.63'],
    [530, '13,831.10'],
  ];
  const words: Word[] = [...cells.map(([x, text]) => [x, text, 100] as const), ...row.map(([x, text]) => [x, text, 114] as const)].flatMap(([x, text, y]) =>
    text.split(' ').map((t, k) => ({ text: t, page: 1, x: x + k * 30, y, width: 26, height: 9, confidence: 0.9 })),
  );
  return buildLines({ page: 1, width: 595, height: 842, source: 'ocr', words });
}
const roles = (lines: ReturnType<typeof header>) => matchHeader(lines, 0)?.columns.map((c) => c.role);

describe('header labels OCR garbled', () => {
  it('takes the first unknown label after the date for the description, and the last one after the money for the balance', () => {
    expect(roles(header([34, 'Date'], [86, 'Naam/Ciwmsch'], [300, 'Rekening'], [380, 'Withdrawal'], [450, 'Deposit'], [530, 'DaIGnice']))).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
  });

  it('leaves a last label alone when a known label stands after it', () => {
    expect(roles(header([34, 'Date'], [86, 'Description'], [380, 'Withdrawal'], [450, 'Xyzzy'], [530, 'Balance']))).toEqual([
      'date',
      'description',
      'debit',
      'credit',
      'balance',
    ]);
  });
});

describe('a header wrapped over two lines', () => {
  it('takes the transaction date over the processing date when the lower line names them ("Date / processed", "Date of / transaction")', () => {
    const words: Word[] = (
      [
        [34, 'Date', 100],
        [110, 'Date of', 100],
        [190, 'Card', 100],
        [240, 'Transaction details', 100],
        [500, 'Amount ($A)', 100],
        [34, 'processed', 110],
        [110, 'transaction', 110],
        [190, 'used', 110],
        [34, '07/03/2024', 124],
        [110, '06/03/2024', 124],
        [190, '4564', 124],
        [240, 'OPAL TRANSPORT', 124],
        [520, '16.77', 124],
      ] as const
    ).flatMap(([x, text, y]) => text.split(' ').map((t, k) => ({ text: t, page: 1, x: x + k * 24, y, width: 22, height: 8, confidence: 1 })));
    const lines = buildLines({ page: 1, width: 595, height: 842, source: 'text', words });
    const match = matchHeader(lines, 0);
    expect(match?.lineCount).toBe(2);
    expect(match?.columns.map((c) => [c.role, c.label])).toEqual([
      ['valueDate', 'Date processed'],
      ['date', 'Date of transaction'],
      ['description', 'Transaction details'],
      ['amount', 'Amount ($A)'],
    ]);
  });
});

describe('headers in other languages and scripts', () => {
  /** One header line of labels and one row under it: date, description, two side columns, balance. */
  const headerOver = (labels: [string, string, string, string, string]) => {
    const xs = [34, 110, 330, 410, 500];
    const row = ['07/03/2024', 'SHOP', '16.77', '', '1,204.10'];
    const words: Word[] = [
      ...labels.map((text, i) => ({ text, x: xs[i] as number, y: 100 })),
      ...row.flatMap((text, i) => (text ? [{ text, x: xs[i] as number, y: 114 }] : [])),
    ].map(({ text, x, y }) => ({ text, page: 1, x, y, width: 40, height: 8, confidence: 1 }));
    return matchHeader(buildLines({ page: 1, width: 595, height: 842, source: 'text', words }), 0)?.columns.map((c) => c.role);
  };

  it.each([
    ['Russian', ['Дата', 'Описание', 'Расход', 'Приход', 'Остаток']],
    ['Turkish', ['Tarih', 'Açıklama', 'Borç', 'Alacak', 'Bakiye']],
    ['Arabic', ['التاريخ', 'البيان', 'مدين', 'دائن', 'الرصيد']],
    ['Hebrew', ['תאריך', 'תיאור', 'חובה', 'זכות', 'יתרה']],
    ['Japanese', ['取引日', '摘要', 'お引出し', 'お預入れ', '残高']],
    ['Korean', ['거래일자', '적요', '출금', '입금', '잔액']],
    ['Thai', ['วันที่', 'รายการ', 'ถอน', 'ฝาก', 'ยอดคงเหลือ']],
    // "账户结余": the account's balance.
    ['Chinese', ['日期', '交易说明', '借方', '贷方', '账户结余']],
  ] as const)('reads a %s header', (_, labels) => {
    expect(headerOver([...labels])).toEqual(['date', 'description', 'debit', 'credit', 'balance']);
  });

  it('tells the value date from the transaction date when the second header line names it ("Дата / валютирования")', () => {
    const words: Word[] = (
      [
        [34, 'Дата', 100],
        [110, 'Дата', 100],
        [190, 'Описание', 100],
        [500, 'Сумма', 100],
        [34, 'валютирования', 110],
        [34, '03.03', 124],
        [110, '01.03', 124],
        [190, 'Покупка', 124],
        [500, '5 728,28', 124],
      ] as const
    ).map(([x, text, y]) => ({ text, page: 1, x, y, width: 40, height: 8, confidence: 1 }));
    const match = matchHeader(buildLines({ page: 1, width: 595, height: 842, source: 'text', words }), 0);
    expect(match?.lineCount).toBe(2);
    expect(match?.columns.map((c) => c.role)).toEqual(['valueDate', 'date', 'description', 'amount']);
  });
});

describe('a page-top line is no header', () => {
  it('takes a bank name over its logo for no header, though the logo word stands over the date column', () => {
    const words: Word[] = (
      [
        [62, 'Caixa Geral de Depósitos', 100, 173],
        [463, 'EXTRATO INTEGRADO', 100, 102],
        [37, 'cgd', 110, 16],
        ...[0, 1, 2, 3].flatMap(
          (k): Array<[number, string, number, number]> => [
            [34, `2025-07-1${k}`, 130 + k * 12, 45],
            [90, `2025-07-1${k}`, 130 + k * 12, 45],
            [148, 'COMPRA 5791 LIDL', 130 + k * 12, 100],
            [407, '16,30', 130 + k * 12, 22],
            [529, '3 281,61', 130 + k * 12, 36],
          ],
        ),
      ] as const
    ).map(([x, text, y, width]) => ({ text, page: 1, x, y, width, height: 8, confidence: 1 }));
    expect(matchHeader(buildLines({ page: 1, width: 595, height: 842, source: 'text', words }), 0)).toBeNull();
  });
});
