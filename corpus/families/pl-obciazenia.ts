/**
 * PKO Bank Polski-like wyciąg. The standard 14 PDF fonts (WinAnsi) cannot encode ł, ą, ę, ś, ż, ź,
 * ć, ń, so — like many legacy bank print systems — all Polish text is printed without diacritics.
 */
import { daysInMonth, fmt, iso } from '../lib/dates.ts';
import { footer, keyValues, Pen, textBlock } from '../lib/draw.ts';
import { chooseLook, creationDate, features, groupIban, iban, makeTruth, randomYearMonth, tableStyle, totals, txnRow, wrapSegments } from '../lib/kit.ts';
import { plDescriber } from '../lib/locales/eu.ts';
import { fmtAbs, fmtSigned, NF_FR } from '../lib/money.ts';
import { buildPdf, PAGE_DIMS } from '../lib/pdf.ts';
import { person } from '../lib/people.ts';
import { Rng } from '../lib/rng.ts';
import { synthesize } from '../lib/synth.ts';
import { type Column, renderLedger, type Row } from '../lib/table.ts';
import type { Family, RenderSpec, Rendered, TruthTransaction } from '../lib/types.ts';

const ID = 'pl-obciazenia';

export const family: Family = {
  id: ID,
  description:
    'PKO Bank Polski-like: Data operacji | Data waluty | Opis | Kwota | Saldo po operacji; dd.MM.yyyy; 1 234,56 with signed Kwota; Polish text without diacritics (standard fonts)',
  async render(spec: RenderSpec): Promise<Rendered> {
    const rng = new Rng(`${ID}:${spec.seed}`);
    const look = chooseLook(rng, { fonts: ['helvetica', 'times', 'helvetica'], sizes: [7.5, 9], lead: [1.15, 1.3], gap: [2, 5], dx: 8 });
    const f = features(spec.seed);
    const ym = randomYearMonth(rng);
    const start = iso(ym.y, ym.m, 1);
    const end = iso(ym.y, ym.m, daysInMonth(ym.y, ym.m));
    const holder = person(rng, 'PL');
    const ibanStr = iban('PL', `1020${rng.digits(4)}0000${rng.digits(4)}${rng.digits(8)}`);
    const ctx = { cardLast4: rng.digits(4), holderFirst: holder.first, holderLast: holder.last };
    const stmt = synthesize(
      rng.fork('txns'),
      {
        start,
        end,
        count: rng.int(14, 50),
        scale: 4,
        recurring: ['salary', 'rent', 'utility', 'telecom', 'insurance', 'subscription'],
        mix: { grocery: 15, restaurant: 7, fuel: 4, online: 8, contactless: 5, atm: 4, transfer_out: 6, transfer_in: 3, refund: 1, fee: 1 },
        large: f.large,
        tiny: f.tiny,
        burst: f.burst,
        balance: f.overdraft ? 'crossing' : 'positive',
        businessDays: true,
        valueDates: 'card-earlier',
      },
      plDescriber(rng.fork('desc'), ctx),
    );
    const { ins, outs } = totals(stmt.entries.map((e) => e.amount));
    const page = PAGE_DIMS.A4;
    const L = 36 + look.dx;
    const R = page.w - 36;
    const opisW = R - L - 116 - 160;
    const cols: Column[] = [
      { key: 'dop', title: ['Data', 'operacji'], x: L, w: 52, align: 'left' },
      { key: 'dwal', title: ['Data', 'waluty'], x: L + 56, w: 52, align: 'left' },
      { key: 'opis', title: ['Opis'], x: L + 116, w: opisW, align: 'left' },
      { key: 'kwota', title: ['Kwota'], x: R - 156, w: 74, align: 'right' },
      { key: 'saldo', title: ['Saldo po', 'operacji'], x: R - 78, w: 78, align: 'right' },
    ];
    const style = tableStyle(look, {
      left: L,
      right: R,
      headRule: 'box',
      headFill: '#e8eef7',
      headColor: '#003574',
      rowRule: rng.chance(0.5) ? '#cfcfcf' : null,
    });
    let pageCount = 0;
    let transactions: TruthTransaction[] = [];
    const pdf = await buildPdf(
      { size: 'A4', password: spec.password, creationDate: creationDate(end, rng), title: 'Wyciag z rachunku', author: 'PKO Bank Polski S.A.', rng },
      (doc) => {
        const pen = new Pen(doc, look.fonts, look.size);
        const rows: Row[] = [
          {
            kind: 'open',
            bold: true,
            balanceAfter: stmt.opening,
            cells: [
              { key: 'opis', lines: ['Saldo poczatkowe'] },
              { key: 'saldo', lines: [fmtSigned(stmt.opening, NF_FR)] },
            ],
          },
        ];
        for (const e of stmt.entries) {
          const desc = wrapSegments(pen, e.lines, opisW, look.fonts.regular, look.size);
          rows.push(
            txnRow({
              date: e.date,
              valueDate: e.valueDate,
              descLines: desc,
              amount: e.amount,
              balanceAfter: e.balanceAfter,
              printedBalance: e.balanceAfter,
              cells: [
                { key: 'dop', lines: [fmt(e.date, 'dd.MM.yyyy')] },
                { key: 'dwal', lines: [fmt(e.valueDate, 'dd.MM.yyyy')] },
                { key: 'opis', lines: desc },
                { key: 'kwota', lines: [fmtSigned(e.amount, NF_FR)] },
                { key: 'saldo', lines: [fmtSigned(e.balanceAfter, NF_FR)] },
              ],
            }),
          );
        }
        rows.push({
          kind: 'close',
          bold: true,
          cells: [
            { key: 'opis', lines: ['Saldo koncowe'] },
            { key: 'saldo', lines: [fmtSigned(stmt.closing, NF_FR)] },
          ],
        });
        const chrome = (p: number, total: number): void => {
          pen.rect(L, 34, 24, 24, { fill: '#003574' });
          pen.text('PKO', L + 2, 42, { size: 8, font: 'Helvetica-Bold', color: '#ffffff' });
          pen.text('BANK POLSKI', L + 30, 40, { size: 12, font: 'Helvetica-Bold', color: '#003574' });
          pen.text(`WYCIAG Z RACHUNKU NR ${String(parseInt(fmt(start, 'M'), 10)).padStart(3, '0')}/${fmt(start, 'yyyy')}`, R - 260, 36, {
            size: 9.5,
            font: look.fonts.bold,
            align: 'right',
            width: 260,
          });
          pen.text(`za okres od ${fmt(start, 'dd.MM.yyyy')} do ${fmt(end, 'dd.MM.yyyy')}`, R - 260, 50, { size: 8.5, align: 'right', width: 260 });
          if (p === 0) {
            textBlock(pen, holder.address, R - 220, 84, 11, { size: 9 });
            keyValues(
              pen,
              [
                ['Rachunek', groupIban(ibanStr)],
                ['Posiadacz', holder.name.toUpperCase()],
                ['Waluta', 'PLN'],
                ['Saldo poczatkowe', fmtSigned(stmt.opening, NF_FR)],
                ['Suma uznan', fmtAbs(ins, NF_FR)],
                ['Suma obciazen', fmtAbs(outs, NF_FR)],
                ['Saldo koncowe', fmtSigned(stmt.closing, NF_FR)],
              ],
              { x: L, y: 84, width: 280, labelWidth: 86, lead: 11, size: 8.5 },
            );
          } else pen.text(`Rachunek ${groupIban(ibanStr)}`, L, 72, { size: 8.5 });
          footer(pen, {
            pageNo: p + 1,
            pageCount: total,
            template: 'Strona {n} z {N}',
            x: L,
            width: R - L,
            y: page.h - 30,
            align: 'right',
            size: 7.5,
            legal: [
              'Powszechna Kasa Oszczednosci Bank Polski Spolka Akcyjna, ul. Pulawska 15, 02-515 Warszawa, Sad Rejonowy dla m.st. Warszawy, KRS 0000026438.',
            ],
            legalY: page.h - 44,
          });
        };
        const res = renderLedger({ pen, pageSize: 'A4', cols, style, rows, frame: (p) => ({ top: p === 0 ? 176 : 90, bottom: page.h - 56 }), chrome });
        pageCount = res.pageCount;
        transactions = res.transactions;
      },
    );
    return {
      pdf,
      truth: makeTruth({
        family: ID,
        seed: spec.seed,
        password: spec.password,
        bank: 'PKO Bank Polski',
        documentType: 'bank_account',
        currency: 'PLN',
        accountLast4: ibanStr.slice(-4),
        periodStart: start,
        periodEnd: end,
        opening: stmt.opening,
        closing: stmt.closing,
        pages: pageCount,
        transactions,
      }),
    };
  },
};
