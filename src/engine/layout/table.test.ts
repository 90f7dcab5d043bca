import { describe, expect, it } from 'vitest';
import type { Word } from '../types.ts';
import { buildLines } from './lines.ts';
import { readTable } from './table.ts';

/** A page of lines, each a list of [x, text] cells, 14 pt apart. */
function page(number: number, ...lines: Array<Array<[number, string]>>) {
  const words: Word[] = lines.flatMap((cells, i) =>
    cells.flatMap(([x, text]) =>
      text.split(' ').map((t, k) => ({ text: t, page: number, x: x + k * 34, y: 100 + i * 14, width: 30, height: 9, confidence: 1 })),
    ),
  );
  return buildLines({ page: number, width: 595, height: 842, source: 'text', words });
}

describe('tables continued on the next page', () => {
  it('keep the side their heading stated when the next page repeats the header under no heading', () => {
    const header: Array<[number, string]> = [
      [40, 'Date'],
      [120, 'Description'],
      [500, 'Amount'],
    ];
    const first = page(1, [[40, 'Withdrawals']], header, [
      [40, '09/02'],
      [120, 'Check 1284'],
      [500, '5,920.82'],
    ]);
    const second = page(
      2,
      [
        [40, 'Fifth Bank'],
        [450, 'Page 2 of 2'],
      ],
      [],
      [],
      [],
      header,
      [
        [40, '09/09'],
        [120, 'Check 1288'],
        [500, '881.69'],
      ],
    );
    const scan = readTable([first, second]);
    expect(scan.rows.map((r) => [r.amount, r.sectionSign])).toEqual([
      ['5,920.82', -1],
      ['881.69', -1],
    ]);
  });
});

describe('a heading left at the foot of a page', () => {
  it('states the side of the table the next page starts under the same header', () => {
    const header: Array<[number, string]> = [
      [40, 'Date'],
      [120, 'Description'],
      [500, 'Amount'],
    ];
    const first = page(
      1,
      [[40, 'Withdrawals']],
      header,
      [
        [40, '09/02'],
        [120, 'Check 1284'],
        [500, '5,920.82'],
      ],
      [],
      [],
      [],
      [[40, 'Deposits']],
      [[450, 'Page 1 of 2']],
    );
    const second = page(2, [[40, 'Fifth Bank 0042']], header, [
      [40, '09/09'],
      [120, 'Refund'],
      [500, '881.69'],
    ]);
    const scan = readTable([first, second]);
    expect(scan.rows.map((r) => [r.amount, r.sectionSign])).toEqual([
      ['5,920.82', -1],
      ['881.69', 1],
    ]);
  });
});

describe('a check list printed three across', () => {
  const header: Array<[number, string]> = [
    [40, 'Number'],
    [90, 'Date'],
    [150, 'Amount'],
    [220, 'Number'],
    [270, 'Date'],
    [330, 'Amount'],
    [400, 'Number'],
    [450, 'Date'],
    [510, 'Amount'],
  ];
  const line = (...checks: Array<[string, string, string]>) =>
    checks.flatMap(
      ([n, d, a], k): Array<[number, string]> => [
        [40 + 180 * k, n],
        [90 + 180 * k, d],
        [150 + 180 * k, a],
      ],
    );

  it('runs down each column over the page break, in check-number order', () => {
    const first = page(
      1,
      [[40, 'Checks Paid']],
      header,
      line(['1284', '09/02', '5,920.82'], ['1289', '09/19', '1,573.31'], ['1294*', '09/20', '3,137.51']),
      line(['1285', '09/09', '2,878.14'], ['1290', '09/09', '5,426.01'], ['1295', '09/19', '1,878.55']),
    );
    const second = page(
      2,
      [[40, 'Fifth Bank']],
      [],
      [],
      header,
      line(['1288*', '09/09', '881.69'], ['1292', '09/16', '5,142.65'], ['1298', '09/09', '1,578.69']),
    );
    const scan = readTable([first, second]);
    expect(scan.rows.map((r) => r.reference?.replace('*', ''))).toEqual(['1284', '1285', '1288', '1289', '1290', '1292', '1294', '1295', '1298']);
  });

  it('keeps the printed order when the numbers do not say otherwise', () => {
    const only = page(
      1,
      [[40, 'Checks Paid']],
      header,
      line(['1284', '09/02', '5,920.82'], ['1286', '09/19', '1,573.31'], ['1288', '09/20', '3,137.51']),
      line(['1285', '09/09', '2,878.14'], ['1287', '09/09', '5,426.01'], ['1289', '09/19', '1,878.55']),
    );
    expect(readTable([only]).rows.map((r) => r.reference)).toEqual(['1284', '1285', '1286', '1287', '1288', '1289']);
  });
});

describe('a scanned table', () => {
  it('keeps a row whose date OCR read without its slash and whose D it read as a 0', () => {
    const rows: Array<Array<[number, string]>> = [
      [
        [40, 'data'],
        [80, 'lançamentos'],
        [450, 'valor (R$)'],
        [520, 'saldo (R$)'],
      ],
      [
        [40, '04/03'],
        [80, 'PIX TRANSF JOAO'],
        [450, '359,08 D'],
      ],
      [
        [40, '0403'],
        [80, 'COMPRA CARTAO DEB'],
        [450, '107,370'],
      ],
      [
        [40, '04/03'],
        [80, 'PIX TRANSF ANA'],
        [450, '398,99 D'],
      ],
      [
        [40, '05/03'],
        [80, 'SAQUE 24H'],
        [450, '390,33 D'],
      ],
      [
        [40, '05/03'],
        [80, 'SISPAG SALARIOS'],
        [450, '7.294,90 C'],
      ],
    ];
    const words: Word[] = rows.flatMap((cells, i) =>
      cells.flatMap(([x, text]) =>
        text.split(' ').map((t, k) => ({ text: t, page: 1, x: x + k * 34, y: 100 + i * 14, width: 30, height: 9, confidence: 0.85 })),
      ),
    );
    const scan = readTable([buildLines({ page: 1, width: 595, height: 842, source: 'ocr', words })]);
    expect(scan.rows.map((r) => [r.date, r.amount])).toEqual([
      ['04/03', '359,08 D'],
      ['04/03', '107,37 D'],
      ['04/03', '398,99 D'],
      ['05/03', '390,33 D'],
      ['05/03', '7.294,90 C'],
    ]);
  });

  it('splits a balance grouped with spaces from the description OCR ran it into', () => {
    const rows: Array<Array<[number, string]>> = [
      [
        [34, 'Data'],
        [132, 'Typ'],
        [224, 'Kwota'],
        [277, 'Saldo'],
        [314, 'Opis transakcji'],
      ],
      [
        [34, '21.01.2025'],
        [132, 'Platnosc karta'],
        [221, '-146,06'],
        [277, '7 126,30 Tytut: 919425906'],
      ],
      [
        [34, '22.01.2025'],
        [132, 'Przelew na'],
        [225, '186,50'],
        [277, '7 312,80'],
        [314, 'Rachunek nadawcy'],
      ],
    ];
    const words: Word[] = rows.flatMap((cells, i) =>
      cells.flatMap(([x, text]) =>
        text.split(' ').map((t, k) => ({ text: t, page: 1, x: x + k * 9, y: 100 + i * 14, width: t.length * 4, height: 9, confidence: 0.9 })),
      ),
    );
    const scan = readTable([buildLines({ page: 1, width: 595, height: 842, source: 'ocr', words })]);
    expect(scan.rows.map((r) => [r.amount, r.balance])).toEqual([
      ['-146,06', '7 126,30'],
      ['186,50', '7 312,80'],
    ]);
  });
});

describe('dates inside a description', () => {
  it("are text when printed where the description column starts, not the next row's date", () => {
    const header: Array<[number, string]> = [
      [40, 'Datum'],
      [75, 'Text'],
      [330, 'Lastschrift'],
      [420, 'Valuta'],
      [500, 'Saldo'],
    ];
    const only = page(
      1,
      header,
      [
        [40, '05.02.24'],
        [75, 'KAUF/DIENSTLEISTUNG VOM'],
        [340, '40.47'],
        [420, '03.02.24'],
        [500, "3'714.93"],
      ],
      [[75, '04.02.2024']],
      [[75, 'SBB CFF FFS BERN']],
      [
        [75, 'BARGELDBEZUG VOM 05.02.2024'],
        [340, '300.00'],
        [420, '05.02.24'],
        [500, "3'414.93"],
      ],
    );
    const scan = readTable([only]);
    expect(scan.rows.map((r) => [r.date, r.amount ?? r.debit, r.description.join(' ')])).toEqual([
      ['05.02.24', '40.47', 'KAUF/DIENSTLEISTUNG VOM 04.02.2024 SBB CFF FFS BERN'],
      ['05.02.24', '300.00', 'BARGELDBEZUG VOM 05.02.2024'],
    ]);
  });
});

describe('a date printed so close to the description that they read as one cell', () => {
  it('is the row date where it starts under the date column', () => {
    const header: Array<[number, string]> = [
      [40, 'Descrição'],
      [244, 'Data'],
      [400, 'Valor'],
      [500, 'Saldo'],
    ];
    // Words 34 pt apart: the six words of the description run on into "04 ago 2024" at 244.
    const scan = readTable([
      page(
        1,
        header,
        [
          [40, 'Transferência'],
          [244, '03 ago 2024'],
          [400, '-1 798,55'],
          [500, '5 197,53'],
        ],
        [
          [40, 'Transferência para Beatriz Costa renda casa 04 ago 2024'],
          [400, '-1 638,94'],
          [500, '3 558,59'],
        ],
        [
          [40, 'Depósito'],
          [244, '05 ago 2024'],
          [400, '100,00'],
          [500, '3 658,59'],
        ],
      ),
    ]);
    expect(scan.rows.map((r) => [r.date, r.dateInherited ?? false, r.description.join(' ')])).toEqual([
      ['03 ago 2024', false, 'Transferência'],
      ['04 ago 2024', false, 'Transferência para Beatriz Costa renda casa'],
      ['05 ago 2024', false, 'Depósito'],
    ]);
  });
});

describe('a figure in the description within reach of the amount column', () => {
  it('stays in the description when the row prints its amount under the column', () => {
    const header: Array<[number, string]> = [
      [40, 'Date'],
      [120, 'Description'],
      [420, 'Amount'],
      [500, 'Balance'],
    ];
    const scan = readTable([
      page(
        1,
        header,
        [
          [40, '01/09/22'],
          [120, 'Card purchase on'],
          [380, '01.09'],
          [430, '271,84'],
          [500, '-238,86'],
        ],
        [
          [40, '02/09/22'],
          [120, 'Salary'],
          [430, '500,00'],
          [500, '261,14'],
        ],
      ),
    ]);
    expect(scan.rows.map((r) => [r.description.join(' '), r.amount])).toEqual([
      ['Card purchase on 01.09', '271,84'],
      ['Salary', '500,00'],
    ]);
  });
});

describe('header-less tables under headings that state their side', () => {
  it('take the side of the heading above their first row, and keep it over the page break', () => {
    const row = (date: string, what: string, amount: string): Array<[number, string]> => [
      [40, date],
      [120, what],
      [450, amount],
    ];
    const first = page(1, [[40, 'Withdrawals']], row('01/04/2025', 'Rent', '800.00'), row('02/04/2025', 'Coffee', '4.50'), row('03/04/2025', 'Fuel', '60.00'));
    const second = page(2, [[40, 'Fifth Bank']], [], [], row('05/04/2025', 'Gym', '30.00'), [[40, 'Credits']], row('06/04/2025', 'Salary', '1,200.00'));
    const scan = readTable([first, second]);
    expect(scan.hasHeader).toBe(false);
    expect(scan.rows.map((r) => [r.description.join(' '), r.sectionSign])).toEqual([
      ['Rent', -1],
      ['Coffee', -1],
      ['Fuel', -1],
      ['Gym', -1],
      ['Salary', 1],
    ]);
  });
});
