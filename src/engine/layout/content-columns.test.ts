import { describe, expect, it } from 'vitest';
import { withMoneyStyle } from '../text/amount.ts';
import type { Word } from '../types.ts';
import { contentColumns, itemsOf } from './content-columns.ts';
import { buildLines } from './lines.ts';

/** A page of lines, each a list of [x, text] cells (words 34 pt apart within a cell), 14 pt apart. */
function page(...lines: Array<Array<[number, string]>>) {
  const words: Word[] = lines.flatMap((cells, i) =>
    cells.flatMap(([x, text]) => text.split(' ').map((t, k) => ({ text: t, page: 1, x: x + k * 34, y: 100 + i * 14, width: 30, height: 9, confidence: 1 }))),
  );
  return buildLines({ page: 1, width: 595, height: 842, source: 'text', words });
}

describe('items of a line, typed by content', () => {
  it('leaves a sign with its currency to the figure it opens ("16.09" "-kr 3 834,11"), not the date before it', () => {
    // Words 34 pt apart: the date's "16.09" and the "-kr" after it are near enough to read as one phrase.
    const [line] = page([
      [40, 'Visa Fjordkraft'],
      [300, '16.09 -kr 3 834,11'],
      [480, 'kr 104 895,44'],
    ]);
    expect(itemsOf(line!).map((i) => [i.kind, i.text])).toEqual([
      ['text', 'Visa Fjordkraft'],
      ['date', '16.09'],
      ['amount', '-kr 3 834,11'],
      ['amount', 'kr 104 895,44'],
    ]);
  });

  it('tells dates, amounts, side marks and text apart in any language', () => {
    const [line] = page([
      [40, '02.02.2023.'],
      [120, 'Плаћање картицом'],
      [400, '24.276,11'],
      [470, 'Д'],
    ]);
    expect(itemsOf(line!).map((i) => [i.kind, i.text])).toEqual([
      ['date', '02.02.2023.'],
      ['text', 'Плаћање картицом'],
      ['amount', '24.276,11'],
      ['mark', 'Д'],
    ]);
  });

  it('joins glyphs printed touching into one word, so a figure inside a word is none', () => {
    const glyphs = ['1', '月', '分'].map((text, k): Word => ({ text, page: 1, x: 100 + k * 9, y: 100, width: 9, height: 9, confidence: 1 }));
    const [line] = buildLines({ page: 1, width: 595, height: 842, source: 'text', words: glyphs });
    withMoneyStyle({ whole: true }, () => expect(itemsOf(line!).map((i) => i.kind)).toEqual(['text']));
  });
});

describe('columns from what the rows hold', () => {
  const rows: Array<Array<[number, string]>> = [
    [
      [40, '01.05.2024'],
      [120, 'Kartenzahlung Laden'],
      [380, '-12,30'],
      [480, '987,70'],
    ],
    [
      [40, '02.05.2024'],
      [120, 'Lohn Mai'],
      [380, '2.000,00'],
      [480, '2.987,70'],
    ],
    [
      [40, '03.05.2024'],
      [120, 'Miete'],
      [380, '-900,00'],
      [480, '2.087,70'],
    ],
  ];

  it('finds the date, the description and the money whatever the header words say', () => {
    const table = contentColumns(
      page(
        [
          [40, 'Päivä'],
          [120, 'Selitys'],
          [380, 'Liike'],
          [480, 'Kate'],
        ],
        ...rows,
      ),
    );
    expect(table?.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
    expect(table?.header?.text).toBe('Päivä Selitys Liike Kate');
  });

  it('takes a header word that names a date as a value date where the content says date', () => {
    const twoDates = rows.map((cells): Array<[number, string]> => [cells[0]!, [200, '04.05.2024'], [280, 'Pembayaran'], ...cells.slice(2)]);
    const table = contentColumns(
      page(
        [
          [40, 'Tgl. Valuta'],
          [200, 'Tanggal'],
          [280, 'Keterangan'],
        ],
        ...twoDates,
      ),
    );
    expect(table?.columns.filter((c) => c.role === 'date' || c.role === 'valueDate').map((c) => [c.label, c.role])).toEqual([
      ['Tgl. Valuta', 'valueDate'],
      ['Tanggal', 'date'],
    ]);
  });

  it('reads the money columns of a table printed from the right (Hebrew) in its reading order', () => {
    const rtl = page(
      [
        [40, '25/04/2025'],
        [110, '-373.75'],
        [180, '-1,064.75'],
        [300, 'העברה לאבי פרץ'],
      ],
      [
        [40, '26/04/2025'],
        [110, '-1,790.39'],
        [180, '-1,416.64'],
        [300, 'הוראת קבע בזק'],
      ],
      [
        [40, '30/04/2025'],
        [110, '2,643.59'],
        [180, '4,433.98'],
        [300, 'משכורת פז'],
      ],
    );
    const money = contentColumns(rtl)?.columns.filter((c) => c.role === 'amount' || c.role === 'balance');
    expect(money?.map((c) => [Math.round(c.x0), c.role])).toEqual([
      [110, 'balance'],
      [180, 'amount'],
    ]);
  });

  it('keeps the money roles of the content when the labels give two columns one role', () => {
    // "Betrag" stands over the running balance, beside the amounts: a label contradicting the rows.
    const table = contentColumns(
      page(
        [
          [40, 'Datum'],
          [120, 'Text'],
          [480, 'Betrag'],
        ],
        ...rows,
      ),
    );
    expect(table?.columns.map((c) => c.role)).toEqual(['date', 'description', 'amount', 'balance']);
  });

  it('leaves a date closing a description, and a letter inside one, to the description', () => {
    // Words 34 pt apart: "Koper 03/10" is one cell with its description, as a card payment prints its own day.
    const table = contentColumns(
      page(
        [
          [40, 'Dvig bankomat Koper 03/10'],
          [346, '2025-10-03'],
          [465, '50.00'],
          [516, '12880.31'],
        ],
        [
          [40, 'Pripis obresti'],
          [346, '2025-10-03'],
          [465, '14.34'],
          [516, '12894.65'],
        ],
        [
          [40, 'Nakup s kartico Koper 11/10'],
          [346, '2025-10-11'],
          [465, '215.16'],
          [516, '12679.49'],
        ],
        [
          [40, 'Nadomestilo'],
          [346, '2025-10-13'],
          [465, '10.18'],
          [516, '12669.31'],
        ],
        [
          [40, 'Nakup s kartico 31/10'],
          [346, '2025-10-31'],
          [465, '13.85'],
          [516, '12655.46'],
        ],
      ),
    );
    expect(table?.columns.map((c) => [c.role, Math.round(c.x0)])).toEqual([
      ['description', 40],
      ['date', 346],
      ['amount', 465],
      ['balance', 516],
    ]);
  });

  it("takes no label from above a line of other digits: the statement's facts are no header", () => {
    const twoDates = rows.map((cells): Array<[number, string]> => [cells[0]!, [200, '04.05.2024'], [280, 'Pembayaran'], ...cells.slice(2)]);
    const facts = (between: Array<[number, string]>) =>
      contentColumns(
        page(
          [
            [40, 'Валюта'],
            [200, 'RUB'],
          ],
          between,
          ...twoDates,
        ),
      )?.columns.filter((c) => c.role === 'date' || c.role === 'valueDate');
    // "Валюта" (currency) reads as "value date" in many languages: above an account number it names nothing.
    expect(facts([[40, 'Номер счёта 60657295']])?.map((c) => [c.label, c.role])).toEqual([
      ['', 'date'],
      ['', 'valueDate'],
    ]);
    // Above a line with a figure (an opening balance) the search goes on.
    expect(facts([[40, 'Saldo 1.000,00']])?.map((c) => c.label)).toEqual(['Валюта', 'RUB']);
  });

  it('finds no table where fewer than three lines hold a date and a figure', () => {
    expect(contentColumns(page(...rows.slice(0, 2)))).toBeNull();
  });
});

describe('label lines above a table read by its content', () => {
  const rows: Array<Array<[number, string]>> = [
    [
      [40, '20.11'],
      [120, 'Покупка РЖД'],
      [450, '26 964,30'],
    ],
    [
      [40, '22.11'],
      [120, 'Оплата картой'],
      [450, '17 946,68'],
    ],
    [
      [40, '23.11'],
      [120, 'Покупка Озон'],
      [450, '6 649,18'],
    ],
  ];

  it("an accounts overview's labels calling the lone figure column the balance leave it the amount", () => {
    const table = contentColumns(
      page(
        [
          [40, 'Номер счёта'],
          [300, 'Валюта'],
          [450, 'Остаток'],
        ],
        [
          [40, 'Номер счёта 729-648317'],
          [300, 'RUB'],
          [450, '1 685 397,07'],
        ],
        ...rows,
      ),
    );
    expect(table?.columns.find((c) => c.x0 >= 400)?.role).toBe('amount');
  });

  it("labels over a line of figures alone are that summary's, not the table's", () => {
    const table = contentColumns(
      page(
        [
          [40, 'Opening'],
          [250, 'Paid in'],
          [450, 'Closing'],
        ],
        [
          [40, '1 000,00'],
          [250, '0,00'],
          [450, '949,20'],
        ],
        ...rows,
      ),
    );
    expect(table?.columns.map((c) => c.label)).toEqual(['', '', '']);
  });
});
